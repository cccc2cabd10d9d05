//! Unit tests of `play`.

use super::*;
use standfirm_engine::armor_of_god::{bots::greedy_action, Event, Options, State};

fn new_play() -> Play<State> {
    let setup = standfirm_store::Setup::ArmorOfGod {
        options: Options::default(),
        seed: 7,
        deck: None,
    };
    let (record, _) = SaveFile::new(setup, "test").unwrap();
    Play::new(State::new(Options::default(), 7), Log::default(), record)
}

#[test]
fn undo_goes_back_until_a_reveal_and_records_the_actions() {
    let mut play = new_play();
    assert!(!play.can_undo());
    assert_eq!(
        play.undo_reason().to_string(),
        "There is no move to undo yet."
    );
    // Play until a move that reveals nothing, then undo it.
    loop {
        let action = greedy_action(play.state()).expect("the game goes on");
        let before = play.state().clone();
        let events = play.apply(&action).expect("a legal action");
        assert_eq!(play.actions().last(), Some(&action.to_string()));
        if events.iter().any(Event::reveals_hidden_card) {
            assert!(!play.can_undo());
            assert_eq!(play.undo_floor, play.actions().len());
            assert!(play.undo_reason().to_string().contains("revealed"));
            continue;
        }
        let count = play.actions().len();
        assert!(play.undo());
        assert_eq!(play.state(), &before);
        assert_eq!(play.actions().len(), count - 1);
        assert!(play.take_changed());
        break;
    }
}

#[test]
fn a_refused_action_changes_nothing_and_says_why() {
    let mut play = new_play();
    let before = play.state().clone();
    let bad = "play AS belt".parse().unwrap();
    assert!(play.apply(&bad).is_none());
    assert_eq!(play.state(), &before);
    assert!(play.actions().is_empty());
    assert!(play.message.ends_with('.'));
    assert!(!play.take_changed());
}

#[test]
fn sentences_start_with_a_capital_and_end_with_a_full_stop() {
    let over = standfirm_engine::msg!("the game is over");
    assert_eq!(sentence(over).to_string(), "The game is over.");
}
