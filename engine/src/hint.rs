//! A hint: the move the greedy bot would make, with one line saying why, built only from what the
//! player's screen shows. Each solo game has its own `hint` function: [`crate::armor_of_god::hint`] and
//! [`crate::pip_armor::hint`].

use crate::words::Msg;
use serde::Serialize;

/// A suggested move and its reason, one short line in the rule sheets' words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hint<A> {
    /// The suggested action; always legal in the position it was built from.
    pub action: A,
    /// Why, with the numbers that matter, in English: "Completes the Shield of Faith at 24: claim it." (the
    /// English of [`Hint::msg`]).
    pub reason: String,
    /// Why, as a sentence in any language (`crate::words`).
    #[serde(skip)]
    pub msg: Msg,
}

impl<A> Hint<A> {
    /// A hint of `action` with its reason; [`Hint::reason`] is the reason in English.
    pub fn new(action: A, msg: Msg) -> Hint<A> {
        Hint {
            action,
            reason: msg.to_string(),
            msg,
        }
    }
}
