//! Unit tests of `flights`.

use super::*;
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot};
use standfirm_engine::pip_armor::Options;

#[test]
fn a_prepare_sends_the_kept_card_to_its_pile_and_the_other_to_the_threat_pile() {
    let mut state = State::new(Options::default(), 3);
    let action = GreedyBot.choose(&state);
    let before = state.clone();
    let events = state.apply(&action).unwrap();
    let f = flights(&before, &action, &events, &state);
    assert_eq!(f.len(), 2);
    assert!(f.iter().any(|f| f.to == anchor::pile(None)));
    assert!(f.iter().all(|f| f.from == reveal(0) || f.from == reveal(1)));
}
