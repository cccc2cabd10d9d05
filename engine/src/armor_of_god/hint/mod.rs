//! Hints: the greedy bot's move with a one-line reason, from the face-up [`Table`] only.
//!
//! What a hint reads: the options, the decision awaited, whether the Dart is active, the hand (in the order
//! drawn), every slot's state and pile, the claim order and the discard pile. Never the deck order or the seed.
//! The greedy bot ([`super::bots::greedy_action`]) reads nothing hidden, so the hint asks it directly, about a
//! stand-in state built from the table alone ([`Table`]'s deck is its unseen cards in canonical order, which
//! the bot never reads): the hint's move is always the bot's move.

mod reason;
mod table;

pub use table::Table;

use super::action::Action;
use super::bots::greedy_action;
use super::state::Step;

/// An Armor of God hint: an [`Action`] and why.
pub type Hint = crate::hint::Hint<Action>;

/// The move the greedy bot would make at this table, with its reason ("Completes the Shield of Faith at 24:
/// claim it."); `None` once the game is over.
pub fn hint(table: &Table) -> Option<Hint> {
    if table.awaiting == Step::Over {
        return None;
    }
    let state = table.stand_in();
    let action = greedy_action(&state)?;
    Some(Hint::new(action, reason::reason(&state, action)))
}
