//! The tutorial's next tap towards an Armor of God action: the card in the hand, then the pile or the button.

use super::session::AogSession;
use crate::cards_ui::card_words;
use standfirm_engine::armor_of_god::{Action, DartLine, Step};

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
            Action::Play { card, slot } if selected == Some(card) => {
                format!("{} pile", slot.title())
            }
            Action::Discard { card }
                if selected == Some(card) && self.state().step() == Step::Discard =>
            {
                "Discard the chosen card".into()
            }
            Action::Play { card, .. } | Action::Discard { card } => {
                format!("Hand: {}", card_words(card))
            }
            Action::Dart {
                line: DartLine::Largest,
            } => "Dart: largest pile".into(),
            Action::Dart {
                line: DartLine::Banked,
            } => "Dart: banked pile".into(),
        }
    }
}
