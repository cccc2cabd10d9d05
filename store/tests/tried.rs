//! A try from a review (Try from here): the finished game's actions up to a step, then what the seat could not
//! see there dealt again. What the seat knew is unchanged; the hidden cards are new; the try replays from its
//! file; it is never counted; its review numbers its moves as in the whole game.

use standfirm_engine::armor_of_god as aog;
use standfirm_engine::odds::Playout;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::review::Reviewable;
use standfirm_engine::strongholds as sh;
use standfirm_store::{
    replay, review_save, GameResult, GameReview, Replayed, SaveFile, Seat, Setup,
};

/// Plays `state` to its end by the greedy bot (in Strongholds, each decider's greedy move), recording each move.
fn play_out<G: Playout>(state: &mut G, actions: &mut Vec<String>, seat_of: impl Fn(&G) -> u8) {
    for _ in 0..10_000 {
        let Some(action) = state.greedy_move(seat_of(state)) else {
            return;
        };
        state.apply(&action).expect("a legal move");
        actions.push(action.to_string());
    }
    panic!("the game did not end");
}

fn finished_aog() -> SaveFile {
    let options = aog::Options::default();
    let mut state = aog::State::new(options, 21);
    let mut actions = Vec::new();
    play_out(&mut state, &mut actions, |_| 0);
    let setup = Setup::ArmorOfGod {
        options,
        seed: 21,
        deck: None,
    };
    SaveFile::from_actions(setup, actions, "deal 21").unwrap().0
}

fn finished_pip() -> SaveFile {
    let options = pip::Options::default();
    let mut state = pip::State::new(options, 8);
    let mut actions = Vec::new();
    play_out(&mut state, &mut actions, |_| 0);
    let setup = Setup::PipArmor {
        options,
        seed: 8,
        deck: None,
    };
    SaveFile::from_actions(setup, actions, "deal 8").unwrap().0
}

fn finished_sh() -> SaveFile {
    let options = sh::Options::new(2);
    let mut state = sh::State::new(options.clone(), 5, 0)
        .unwrap()
        .with_bot_secret(99);
    let mut actions = Vec::new();
    for _ in 0..20_000 {
        if state.is_over() {
            break;
        }
        let action = sh::bots::greedy(&state).unwrap_or(sh::Action::CloseSlapWindow);
        state.apply(&action).expect("a legal move");
        actions.push(action.to_string());
    }
    assert!(state.is_over());
    let setup = Setup::Strongholds {
        options,
        seed: 5,
        first_player: 0,
        decks: None,
        seats: vec![Seat::person("April"), Seat::person("Steve")],
        secret: Some(99),
    };
    SaveFile::from_actions(setup, actions, "table").unwrap().0
}

/// What `seat` knew in a replayed state, as JSON (the three games' known types differ), without the deal
/// number: a new deal's stream is opaque and names none (the save keeps the deal the try came from).
fn known(state: &Replayed, seat: u8) -> serde_json::Value {
    fn without_seed(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                m.remove("seed");
                m.values_mut().for_each(without_seed);
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(without_seed),
            _ => {}
        }
    }
    let mut v = match state {
        Replayed::ArmorOfGod(s) => serde_json::to_value(s.known(seat)).unwrap(),
        Replayed::PipArmor(s) => serde_json::to_value(s.known(seat)).unwrap(),
        Replayed::Strongholds(s) => serde_json::to_value(s.known(seat)).unwrap(),
    };
    without_seed(&mut v);
    v
}

/// For several steps of `save`: the try keeps what `seat` knew, deals something hidden anew for some key, reads
/// back from its bytes, and replays to the same state.
fn a_try_keeps_what_the_seat_knew(save: &SaveFile, seat: u8) {
    let n = save.actions.len();
    for at in [0, 1, n / 3, n / 2, n - 1] {
        let then = replay(&save.setup, &save.actions[..at]).unwrap();
        let mut differs = false;
        for key in 1..=4u64 {
            let (tried, first) = save.try_from(at, seat, key, "a try").unwrap();
            assert_eq!(
                known(&first, seat),
                known(&then, seat),
                "at {at}, key {key}"
            );
            assert_eq!(tried.actions, save.actions[..at]);
            assert_eq!(
                tried.undo_floor, at,
                "nothing before the new deal is undone"
            );
            assert_ne!(tried.id, save.id, "a game of its own");
            differs |= format!("{first:?}") != format!("{then:?}");
            let back = SaveFile::from_bytes(&tried.to_bytes()).unwrap();
            assert_eq!(back, tried, "the try reads back from its file");
            assert_eq!(
                format!("{:?}", back.replay().unwrap()),
                format!("{first:?}")
            );
        }
        assert!(differs, "some key deals a hidden card anew at {at}");
    }
}

/// Plays a try of `save` from `at` to its end by the greedy bot: it replays from its file, is never counted, and
/// its review numbers its decisions from `at` on.
fn a_try_played_out_is_practice(save: &SaveFile, at: usize, seat: u8) {
    let (mut tried, first) = save.try_from(at, seat, 7, "a try").unwrap();
    let mut actions = Vec::new();
    let mut state = first;
    match &mut state {
        Replayed::ArmorOfGod(s) => play_out(s, &mut actions, |_| 0),
        Replayed::PipArmor(s) => play_out(s, &mut actions, |_| 0),
        Replayed::Strongholds(s) => {
            while !s.is_over() {
                let a = sh::bots::greedy(s).unwrap_or(sh::Action::CloseSlapWindow);
                s.apply(&a).unwrap();
                actions.push(a.to_string());
            }
        }
    }
    tried.actions.extend(actions);
    let end = SaveFile::from_bytes(&tried.to_bytes())
        .unwrap()
        .replay()
        .unwrap();
    assert!(end.is_over());
    assert_eq!(GameResult::of(&tried, &end), None, "a try is never counted");
    let first_index = |r: &GameReview| match r {
        GameReview::ArmorOfGod(r) => r.decisions.first().map(|d| d.index),
        GameReview::PipArmor(r) => r.decisions.first().map(|d| d.index),
        GameReview::Strongholds(r) => r.decisions.first().map(|d| d.index),
    };
    let review = review_save(&tried, seat, Some(8)).unwrap();
    assert!(
        first_index(&review).is_some_and(|i| i >= at),
        "{:?}",
        first_index(&review)
    );
}

#[test]
fn an_armor_of_god_try_keeps_the_view_and_deals_the_deck_again() {
    let save = finished_aog();
    a_try_keeps_what_the_seat_knew(&save, 0);
    a_try_played_out_is_practice(&save, save.actions.len() / 2, 0);
}

#[test]
fn a_pip_armor_try_keeps_the_view_and_the_cards_set_aside() {
    let save = finished_pip();
    a_try_keeps_what_the_seat_knew(&save, 0);
    a_try_played_out_is_practice(&save, save.actions.len() / 3, 0);
}

#[test]
fn a_strongholds_try_keeps_the_persons_observation_and_seats_bots_elsewhere() {
    let save = finished_sh();
    a_try_keeps_what_the_seat_knew(&save, 1);
    let (tried, _) = save.try_from(10, 1, 3, "a try").unwrap();
    let Setup::Strongholds { seats, secret, .. } = &tried.setup else {
        panic!("a table")
    };
    assert!(seats[0].bot, "the other seat is a bot");
    assert_eq!(seats[0].bot_level(), Some(sh::Level::Steady));
    assert!(!seats[1].bot, "the person tries");
    assert_eq!(*secret, Some(99), "the table keeps its secret");
    a_try_played_out_is_practice(&save, save.actions.len() / 2, 1);
}

#[test]
fn a_try_past_the_game_is_refused() {
    let save = finished_aog();
    assert!(save.try_from(save.actions.len() + 1, 0, 1, "x").is_err());
    let mut bad = save.try_from(3, 0, 1, "x").unwrap().0;
    bad.tried.as_mut().unwrap().at = 99_999;
    assert!(SaveFile::from_bytes(&bad.to_bytes()).is_err());
}
