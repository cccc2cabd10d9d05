//! Unit tests of `flights`.

use super::*;
use standfirm_engine::armor_of_god::{bots::greedy_action, Options};

#[test]
fn a_play_flies_from_the_hand_to_its_pile_and_draws_fly_from_the_deck() {
    let mut state = State::new(Options::default(), 7);
    let action = greedy_action(&state).unwrap();
    let before = state.clone();
    let events = state.apply(&action).unwrap();
    let f = flights(&before, &action, &events, &state);
    let Action::Play { card, slot } = action else {
        panic!("a play first")
    };
    assert_eq!(f[0].card, card);
    assert!(anchor::is_hand(&f[0].from));
    assert_eq!(f[0].to, anchor::slot(slot.notation()));
    for d in f.iter().filter(|f| f.from == anchor::DECK) {
        assert!(
            state.hand().contains(&d.card),
            "a drawn card lands in the hand"
        );
    }
}
