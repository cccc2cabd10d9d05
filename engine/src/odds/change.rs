//! [`change`]: how one move changed the chance, for the Learning mode's log line.

use super::budget::Budget;
use super::chance::Chance;
use super::estimate::{estimate, estimate_seen};
use super::playout::{Playout, Seen};
use crate::game::Seat;

/// The chance before a move and after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    /// The chance in the position the move was made in.
    pub before: Chance,
    /// The chance in the position it led to.
    pub after: Chance,
}

impl Change {
    /// The change in whole percentage points (positive when the move helped).
    pub fn points(&self) -> i32 {
        let (b, _) = self.before.percent();
        let (a, _) = self.after.percent();
        a as i32 - b as i32
    }

    /// The log line's words in English: "your chance went from 64% to 81%" ([`Change::msg`]).
    pub fn words(&self) -> String {
        self.msg().to_string()
    }

    /// The log line's words, as a sentence in any language (`crate::words`).
    pub fn msg(&self) -> crate::words::Msg {
        let (b, _) = self.before.percent();
        let (a, _) = self.after.percent();
        if a == b {
            crate::msg!("your chance stayed at {after}%", after = a)
        } else {
            crate::msg!(
                "your chance went from {before}% to {after}%",
                before = b,
                after = a
            )
        }
    }
}

/// The chance of `seat` in `before` (keyed `before_key`) and in `after`, the position the move led to
/// (keyed `after_key`), each from the seat's view with `budget` playouts. The caller holds both positions:
/// what the move turned face up is seen in `after`, so nothing hidden is read. With a budget that stops
/// early, each estimate holds the playouts played before the flag was set.
pub fn change<G: Playout>(
    before: &G,
    after: &G,
    seat: Seat,
    policy: &G::Policy,
    keys: (u64, u64),
    budget: Budget<'_>,
) -> Change {
    Change {
        before: estimate(before, seat, policy, keys.0, budget).win(),
        after: estimate(after, seat, policy, keys.1, budget).win(),
    }
}

/// [`change()`] from what the seat knew before the move and knows after it.
pub fn change_seen<K: Seen>(
    before: &K,
    after: &K,
    policy: &<K::Game as Playout>::Policy,
    keys: (u64, u64),
    budget: Budget<'_>,
) -> Change {
    Change {
        before: estimate_seen(before, policy, keys.0, budget).win(),
        after: estimate_seen(after, policy, keys.1, budget).win(),
    }
}
