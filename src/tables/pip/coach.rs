//! The tutorial's next tap towards a PIP Armor action: a revealed card then where to keep it, a card of the
//! hand then Respond, Take the hit; "Stand firm" closes the Put On the Armor summary first.

use super::labels;
use super::session::PipSession;
use crate::models::anchor::{self, Button};
use crate::tables::play::tutorial::CoachTarget;
use standfirm_engine::pip_armor::{Action, Pile};

impl PipSession {
    /// The next tap towards `action`.
    pub fn coach_target(&self, action: &str) -> CoachTarget {
        if self.extra.show_put_on {
            return CoachTarget::new(Button::StandFirm.anchor(), labels::stand_firm());
        }
        let Ok(action) = action.parse::<Action>() else {
            return CoachTarget::default();
        };
        match action {
            Action::Prepare { pick, pile }
                if self.extra.selected_reveal == Some(usize::from(pick) - 1) =>
            {
                let button = match pile {
                    Pile::Armor => Button::KeepArmor,
                    Pile::Response => Button::KeepResponse,
                };
                CoachTarget::new(button.anchor(), labels::keep(pile))
            }
            Action::Prepare { pick, .. } => {
                let index = usize::from(pick) - 1;
                let card = self.state().revealed().and_then(|r| r.get(index).copied());
                card.map(|c| CoachTarget::new(anchor::reveal(index), labels::revealed(index, c)))
                    .unwrap_or_default()
            }
            Action::Respond { card } => {
                let selected = self
                    .selected
                    .and_then(|i| self.state().hand().get(i).copied());
                if selected == Some(card) {
                    CoachTarget::new(Button::Respond.anchor(), labels::respond())
                } else {
                    let index = self.state().hand().iter().position(|&c| c == card);
                    CoachTarget::new(
                        index.map(anchor::hand).unwrap_or_default(),
                        labels::hand(card),
                    )
                }
            }
            Action::Pass => CoachTarget::new(Button::TakeHit.anchor(), labels::take_hit()),
        }
    }
}
