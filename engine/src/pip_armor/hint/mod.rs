//! Hints: a suggested move with a one-line reason, from the player's [`View`] only.
//!
//! What a hint reads:
//! - **Prepare** (PIP-4.2): the two revealed cards, nothing else. Not the turn, not the pile sizes, and never
//!   the cards set aside face down: remembering them is the game (PIP-4.3). The greedy bot reads the face-down
//!   Armor pile for every pick, so the hint has its own rule here ([`prepare`]): put the strongest card of a
//!   piece on the Armor pile (one per piece, so it can never be a duplicate), else keep the higher card as a
//!   Response.
//! - **Stand** (PIP-6.3): the revealed Threat and the piece it would strike, the six dice, the hand, Learning
//!   Mode, and how many Response cards are left (a count). The greedy bot's Stand choice reads exactly these,
//!   so the hint makes the very same choice.

mod prepare;
mod stand;

use super::action::Action;
use super::bots::stand_choice;
use super::sight::Sight;
use super::state::Phase;
use super::view::View;

/// A PIP Armor hint: an [`Action`] and why.
pub type Hint = crate::hint::Hint<Action>;

/// The suggested move for this view, with its reason ("Respond with the 7 of Diamonds: it beats the 6 of
/// Spades."); `None` once the battle is over.
pub fn hint(view: &View) -> Option<Hint> {
    match view.phase {
        Phase::Prepare => prepare::hint(view),
        Phase::Stand => {
            let sight = Sight::of_view(view)?;
            let action = stand_choice(&sight);
            Some(Hint::new(action, stand::reason(&sight, action)))
        }
        Phase::Over => None,
    }
}
