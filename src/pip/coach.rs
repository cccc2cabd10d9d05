//! The tutorial's next tap towards a PIP Armor action: a revealed card then where to keep it, a card of the
//! hand then Respond, Take the hit; "Stand firm" closes the Put On the Armor summary first.

use super::session::PipSession;
use crate::cards_ui::card_words;
use standfirm_engine::pip_armor::{Action, Pile};

impl PipSession {
    /// The accessible label of the next tap towards `action`.
    pub fn coach_target(&self, action: &str) -> String {
        if self.extra.show_put_on {
            return "Stand firm".into();
        }
        let Ok(action) = action.parse::<Action>() else {
            return String::new();
        };
        match action {
            Action::Prepare { pick, pile }
                if self.extra.selected_reveal == Some(usize::from(pick) - 1) =>
            {
                if pile == Pile::Armor {
                    "Keep as Armor".into()
                } else {
                    "Keep as Response".into()
                }
            }
            Action::Prepare { pick, .. } => {
                let which = if pick == 1 {
                    "Upper card"
                } else {
                    "Lower card"
                };
                let card = self
                    .state()
                    .revealed()
                    .and_then(|r| r.get(usize::from(pick) - 1).copied());
                card.map(|c| format!("{which}: {}", card_words(c)))
                    .unwrap_or_default()
            }
            Action::Respond { card } => {
                let selected = self
                    .selected
                    .and_then(|i| self.state().hand().get(i).copied());
                if selected == Some(card) {
                    "Respond".into()
                } else {
                    format!("Hand: {}", card_words(card))
                }
            }
            Action::Pass => "Take the hit".into(),
        }
    }
}
