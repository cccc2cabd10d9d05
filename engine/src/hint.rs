//! A hint: the move the greedy bot would make, with one line saying why, built only from what the
//! player's screen shows. Each solo game has its own `hint` function: [`crate::armor_of_god::hint`] and
//! [`crate::pip_armor::hint`].

use serde::Serialize;

/// A suggested move and its reason, one short line in the rule sheets' words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hint<A> {
    /// The suggested action; always legal in the position it was built from.
    pub action: A,
    /// Why, with the numbers that matter: "Completes the Shield of Faith at 24: claim it."
    pub reason: String,
}
