//! The solo session without a screen: selection, hint, undo, highlights, flights and messages, the same in
//! both games.

use crate::aog::AogSession;
use crate::pip::PipSession;
use crate::play::motion::FlightSpec;
use standfirm_engine::armor_of_god::{self as aog, Step};
use standfirm_engine::pip_armor::{self as pip, Phase};

/// Flights reversed: every card goes back from where it went to.
fn flown_back(forward: &[FlightSpec], back: &[FlightSpec]) -> bool {
    !forward.is_empty()
        && forward.len() == back.len()
        && forward.iter().all(|f| {
            back.iter()
                .any(|b| b.card == f.card && b.from == f.to && b.to == f.from)
        })
}

#[test]
fn armor_of_god_taps_select_and_deselect_and_say_what_to_do() {
    let mut s = AogSession::new(aog::Options::default(), 11);
    s.tap_slot(0);
    assert_eq!(
        s.play.message,
        "Tap a card in your hand first, then the pile to play it on."
    );
    let playable = (0..s.state().hand().len())
        .find(|&i| s.state().hand()[i] != standfirm_engine::cards::Card::ACE_OF_SPADES)
        .expect("a card that is not the Dart");
    s.tap_card(playable);
    assert_eq!(s.selected, Some(playable));
    assert!(s.play.message.is_empty());
    s.tap_card(playable);
    assert_eq!(s.selected, None);
}

#[test]
fn armor_of_god_hint_undo_clear_the_hint_the_highlights_and_fly_back() {
    let mut s = AogSession::new(aog::Options::default(), 5);
    // Follow hints until a move that reveals nothing, so it can be undone.
    loop {
        s.show_hint();
        let (_, mark) = s.hint.clone().expect("a hint while the game goes on");
        assert!(s.selected.is_some() || s.state().step() == Step::Dart);
        let action = s.state().legal_actions();
        let before = s.state().clone();
        let hinted = standfirm_engine::armor_of_god::hint(&s.state().table()).unwrap();
        assert!(action.contains(&hinted.action));
        s.play.message.clear();
        s.act(hinted.action);
        assert!(s.hint.is_none(), "a move clears the hint");
        if let aog::Action::Play { slot, .. } = hinted.action {
            assert_eq!(mark, Some(slot), "the hint points at its pile");
        }
        if !s.can_undo() {
            continue;
        }
        let forward = s.last_flights.clone();
        s.show_hint();
        s.undo();
        assert_eq!(s.state(), &before);
        assert!(s.hint.is_none() && s.selected.is_none() && !s.has_flashes());
        assert!(flown_back(&forward, &s.flights), "the cards fly back");
        break;
    }
}

/// PIP Armor reveals a card with every move but the last (PIP-B3): the last move is the one to undo.
#[test]
fn pip_armor_undo_clears_the_hint_the_selections_and_the_highlights_too() {
    let mut s = PipSession::new(pip::Options::default(), 0);
    let mut bot = standfirm_engine::pip_armor::bots::RandomBot::new(0);
    loop {
        use standfirm_engine::pip_armor::bots::Bot;
        let before = s.state().clone();
        s.act(bot.choose(s.state()));
        if s.can_undo() {
            assert!(s.is_over(), "only the last move reveals nothing");
            let forward = s.last_flights.clone();
            s.undo();
            assert_eq!(s.state(), &before);
            assert!(!s.has_flashes(), "no highlight of the undone move is left");
            assert!(flown_back(&forward, &s.flights), "the cards fly back");
            break;
        }
    }
    // A hint, then an undo that is not possible: the hint goes all the same, as in Armor of God.
    s.show_hint();
    assert!(s.hint.is_some());
    s.undo();
    assert!(s.hint.is_none(), "no stale hint after an undo");
}

#[test]
fn pip_armor_prepare_asks_for_a_card_first_and_refusals_change_nothing() {
    let mut s = PipSession::new(pip::Options::default(), 8);
    assert_eq!(s.state().phase(), Phase::Prepare);
    s.choose_pile(Some(pip::Pile::Armor));
    assert_eq!(
        s.play.message,
        "Tap one of the two cards first, then where to keep it."
    );
    s.tap_reveal(0);
    assert_eq!(s.extra.selected_reveal, Some(0));
    s.tap_reveal(0);
    assert_eq!(s.extra.selected_reveal, None);
    let before = s.state().clone();
    s.respond();
    assert_eq!(s.state(), &before);
    assert!(s.play.message.ends_with('.'));
}

#[test]
fn a_resumed_session_is_the_same_game_with_nothing_in_flight() {
    let mut s = AogSession::new(aog::Options::default(), 21);
    for _ in 0..6 {
        let Some(action) = aog::bots::greedy_action(s.state()) else {
            break;
        };
        s.act(action);
    }
    let back = AogSession::resume(s.save_file()).unwrap();
    assert_eq!(back.state(), s.state());
    assert_eq!(back.play.log.len(), s.play.log.len());
    assert!(back.flights.is_empty() && back.last_flights.is_empty() && back.hint.is_none());
}
