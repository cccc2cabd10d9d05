//! Hints for Armor of God and PIP Armor: always legal, blind to hidden cards, the greedy bot's move
//! wherever that bot sees only the table, with reasons that name the right piece and numbers.

#[path = "hints/aog.rs"]
mod aog;
mod common;
#[path = "hints/pip.rs"]
mod pip;

use serde_json::Value;
use standfirm_engine::rng::GameRng;

/// Shuffles together the cards of the JSON arrays named in `zones` (each `(key, hidden)` keeps its first
/// `hidden` cards hidden and the rest in place) and deals them back in the same sizes: the same table, other
/// hidden cards.
pub fn reshuffle_hidden(state: &mut Value, zones: &[(&str, usize)], rng: &mut GameRng) {
    let mut pool: Vec<Value> = Vec::new();
    for &(key, hidden) in zones {
        let cards = state[key].as_array().expect("a card array");
        pool.extend(cards[..hidden].iter().cloned());
    }
    rng.shuffle(&mut pool);
    let mut pool = pool.into_iter();
    for &(key, hidden) in zones {
        let cards = state[key].as_array_mut().expect("a card array");
        for card in &mut cards[..hidden] {
            *card = pool.next().expect("as many cards as taken");
        }
    }
}

/// Whether a reason is one short line ending in a full stop.
pub fn is_one_line(reason: &str) -> bool {
    !reason.contains('\n') && reason.ends_with('.') && reason.len() <= 160
}

/// A share as "n / total (p%)".
pub fn share(n: usize, total: usize) -> String {
    format!(
        "{n} / {total} ({:.1}%)",
        100.0 * n as f64 / total.max(1) as f64
    )
}
