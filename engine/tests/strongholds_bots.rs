//! The greedy bot's choices (RULINGS 3D's simulation bot) and the random bot's determinism.

use standfirm_engine::strongholds::bots::{greedy, greedy_slap, RandomBot};
use standfirm_engine::strongholds::{Action, CardId, Colour, Options, Phase, Place, State};

fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap()
}

fn quiet(players: u8) -> State {
    let mut s = State::new(Options::new(players), 5, 0).unwrap();
    for seat in 0..players {
        s.clear_seat(seat);
    }
    s.queue.clear();
    s.phase = Phase::Main;
    s.active = 0;
    s.turn = 5;
    for (i, c) in ["S03", "S04", "S05", "S06", "S07"].iter().enumerate() {
        s.put(id(c), Place::Slot(i as u8));
    }
    s
}

fn give(s: &mut State, seat: u8, place: fn(u8) -> Place, cards: &[&str]) {
    for c in cards {
        s.put(id(c), place(seat));
    }
}

#[test]
fn greedy_overcomes_a_trial_first_keeping_the_colour_its_truth_hand_needs() {
    let mut s = quiet(2);
    give(&mut s, 0, Place::Task, &["TR02", "AS06"]);
    give(&mut s, 0, Place::Truth, &["T12"]); // needs Y, R, LB
    give(
        &mut s,
        0,
        Place::Holding,
        &["G-G1", "G-Y1", "G-P1", "G-O1", "G-Y2"],
    );
    let Some(Action::OvercomeTrial {
        trial, permanent, ..
    }) = greedy(&s)
    else {
        panic!("{:?}", greedy(&s))
    };
    assert_eq!(trial, id("TR02"));
    assert_eq!(permanent.card().colours, vec![Colour::Yellow]);
}

#[test]
fn greedy_plays_the_highest_points_and_slaps_when_it_can() {
    let mut s = quiet(2);
    give(&mut s, 0, Place::Truth, &["T05"]); // Fear (5) or Pride (7)
    give(&mut s, 0, Place::Holding, &["G-P1", "G-G1", "G-O1"]);
    let Some(Action::PlayTruth { slot, .. }) = greedy(&s) else {
        panic!()
    };
    assert_eq!(s.slots[usize::from(slot)], Some(id("S06")), "Pride first");
    give(&mut s, 1, Place::Truth, &["T07"]);
    give(&mut s, 1, Place::Holding, &["G-G2", "G-O2", "G-Y1"]);
    s.put(id("S02"), Place::StrongholdTop);
    s.apply(&greedy(&s).unwrap()).unwrap();
    assert!(greedy_slap(&s, 1).is_some());
    assert!(matches!(greedy(&s), Some(Action::Slap { seat: 1, .. })));
}

#[test]
fn greedy_discards_a_second_trial_and_the_least_useful_growth() {
    let mut s = quiet(2);
    s.phase = Phase::SecondTrial {
        seat: 0,
        trial: id("TR05"),
    };
    s.remove_card(id("TR05"));
    s.phase = Phase::SecondTrial {
        seat: 0,
        trial: id("TR05"),
    };
    s.check_cards().unwrap();
    assert_eq!(greedy(&s), Some(Action::DiscardTrial));

    let mut t = quiet(2);
    give(&mut t, 0, Place::Truth, &["T01"]); // DB, Y, G
    give(
        &mut t,
        0,
        Place::Holding,
        &[
            "G-DB1", "G-Y1", "G-G1", "G-R1", "G-R2", "G-R3", "G-R4", "M1",
        ],
    );
    t.apply(&Action::EndTurn).unwrap();
    let Some(Action::DiscardGrowth { card }) = greedy(&t) else {
        panic!()
    };
    assert_eq!(
        card.card().colours,
        vec![Colour::Red],
        "a surplus Red goes first"
    );
}

#[test]
fn greedy_returns_a_truth_card_without_target_first() {
    let mut s = quiet(6);
    give(
        &mut s,
        0,
        Place::Truth,
        &["T07", "T05", "T04", "T02", "T06"],
    ); // T02: no face-up target
    s.apply(&Action::EndTurn).unwrap();
    assert_eq!(greedy(&s), Some(Action::ReturnTruth { card: id("T02") }));
}

#[test]
fn random_bot_is_legal_and_deterministic() {
    let play = |seed| {
        let mut s = State::new(
            Options {
                players: 3,
                truth_limit_all: false,
                round_cap: Some(30),
            },
            seed,
            0,
        )
        .unwrap();
        let mut bot = RandomBot::new(seed);
        while let Some(a) = bot.choose(&s) {
            assert!(s.legal_actions().contains(&a));
            assert_ne!(a, Action::EndByAgreement);
            s.apply(&a).unwrap();
        }
        s
    };
    assert_eq!(play(3), play(3));
}
