//! The tutorial's next tap towards an Armor of God action: the card in the hand, then the pile or the button.

use super::labels;
use super::session::AogSession;
use standfirm_engine::armor_of_god::{Action, Step};

impl AogSession {
    /// The accessible label of the next tap towards `action` ("Hand: 6 of Hearts", "Belt of Truth pile").
    pub fn coach_target(&self, action: &str) -> String {
        let Ok(action) = action.parse::<Action>() else {
            return String::new();
        };
        let selected = self
            .selected
            .and_then(|i| self.state().hand().get(i).copied());
        match action {
            Action::Play { card, slot } if selected == Some(card) => labels::pile(slot),
            Action::Discard { card }
                if selected == Some(card) && self.state().step() == Step::Discard =>
            {
                labels::DISCARD.into()
            }
            Action::Play { card, .. } | Action::Discard { card } => labels::hand(card),
            Action::Dart { line } => labels::dart(line).into(),
        }
    }
}
