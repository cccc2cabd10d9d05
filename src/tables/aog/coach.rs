//! The tutorial's next tap towards an Armor of God action: the card in the hand, then the pile or the button.

use super::labels;
use super::session::AogSession;
use crate::models::anchor::{self, Button};
use crate::tables::play::tutorial::CoachTarget;
use standfirm_engine::armor_of_god::{Action, DartLine, Step};
use standfirm_engine::cards::Card;

impl AogSession {
    /// The next tap towards `action`: the hand card, then its pile ("Belt of Truth pile") or Discard; the Dart's
    /// line.
    pub fn coach_target(&self, action: &str) -> CoachTarget {
        let Ok(action) = action.parse::<Action>() else {
            return CoachTarget::default();
        };
        let selected = self
            .selected
            .and_then(|i| self.state().hand().get(i).copied());
        let in_hand = |card: Card| {
            let index = self.state().hand().iter().position(|&c| c == card);
            CoachTarget::new(
                index.map(anchor::hand).unwrap_or_default(),
                labels::hand(card),
            )
        };
        match action {
            Action::Play { card, slot } if selected == Some(card) => {
                CoachTarget::new(anchor::slot(slot.notation()), labels::pile(slot))
            }
            Action::Discard { card }
                if selected == Some(card) && self.state().step() == Step::Discard =>
            {
                CoachTarget::new(Button::Discard.anchor(), labels::discard())
            }
            Action::Play { card, .. } | Action::Discard { card } => in_hand(card),
            Action::Dart { line } => {
                let button = match line {
                    DartLine::Largest => Button::DartLargest,
                    DartLine::Banked => Button::DartBanked,
                };
                CoachTarget::new(button.anchor(), labels::dart(line))
            }
        }
    }
}
