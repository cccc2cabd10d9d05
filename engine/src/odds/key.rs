//! [`position_key`] and [`view_key`]: the key of an estimate, from what the seat sees.

use crate::game::{Game, Seat};
use serde::Serialize;

/// A key made from `seat`'s view alone: [`view_key`] of `state.view(seat)`. A caller that prefers the bots'
/// keys may pass `State::decision_rng`'s key source, `strongholds::decision_key(secret, seat, actions)`, instead.
pub fn position_key<G: Game<View: Serialize>>(state: &G, seat: Seat) -> u64 {
    view_key(&state.view(seat))
}

/// A key made from a view alone (FNV-1a over its JSON): the same screen always gives the same key, so the same
/// position gives the same answer, and nothing hidden goes into it.
pub fn view_key<V: Serialize>(view: &V) -> u64 {
    let json = serde_json::to_vec(view).unwrap_or_default();
    json.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
