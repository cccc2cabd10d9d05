//! The tutorial's next tap towards a PIP Armor action: a revealed card then where to keep it, a card of the
//! hand then Respond, Take the hit; "Stand firm" closes the Put On the Armor summary first.

use super::labels;
use super::session::PipSession;
use standfirm_engine::pip_armor::Action;

impl PipSession {
    /// The accessible label of the next tap towards `action`.
    pub fn coach_target(&self, action: &str) -> String {
        if self.extra.show_put_on {
            return labels::STAND_FIRM.into();
        }
        let Ok(action) = action.parse::<Action>() else {
            return String::new();
        };
        match action {
            Action::Prepare { pick, pile }
                if self.extra.selected_reveal == Some(usize::from(pick) - 1) =>
            {
                labels::keep(pile).into()
            }
            Action::Prepare { pick, .. } => {
                let index = usize::from(pick) - 1;
                let card = self.state().revealed().and_then(|r| r.get(index).copied());
                card.map(|c| labels::revealed(index, c)).unwrap_or_default()
            }
            Action::Respond { card } => {
                let selected = self
                    .selected
                    .and_then(|i| self.state().hand().get(i).copied());
                if selected == Some(card) {
                    labels::RESPOND.into()
                } else {
                    labels::hand(card)
                }
            }
            Action::Pass => labels::TAKE_HIT.into(),
        }
    }
}
