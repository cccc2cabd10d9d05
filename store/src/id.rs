//! Game ids: unique, stable for the life of a game (the statistics key) and safe as file names:
//! `armor-of-god-20261201-041756-3f9a2c1e` (the game, the UTC time of creation, 32 random bits).

use standfirm_engine::GameKind;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::UNIX_EPOCH;

/// The longest id accepted.
pub const MAX_ID_LEN: usize = 80;

/// A new id for a game of `game`, created now.
pub fn new_id(game: GameKind) -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let now = crate::time::now();
    let nanos = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos()) as u64;
    let mixed = splitmix(
        nanos ^ instance().rotate_left(32) ^ splitmix(COUNTER.fetch_add(1, Ordering::Relaxed)),
    );
    format!(
        "{}-{}-{:08x}",
        game.id(),
        crate::time::compact(now),
        mixed as u32
    )
}

/// What tells this run of the app from another started at the same instant: the process id, or in the
/// browser (where there is none) a random number for the page.
fn instance() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        u64::from(std::process::id())
    }
    #[cfg(target_arch = "wasm32")]
    {
        (js_sys::Math::random() * 4_294_967_296.0) as u64
    }
}

/// Whether `id` may name a save file: 1 to 80 ASCII letters, digits, `-` and `_`, not starting with `-`.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && !id.starts_with('-')
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_ids_are_valid_and_distinct() {
        let ids: std::collections::BTreeSet<String> =
            (0..1000).map(|_| new_id(GameKind::Strongholds)).collect();
        assert_eq!(ids.len(), 1000);
        assert!(ids
            .iter()
            .all(|id| is_valid_id(id) && id.starts_with("strongholds-")));
    }

    #[test]
    fn ids_that_could_escape_the_folder_are_refused() {
        for bad in [
            "",
            "../x",
            "a/b",
            ".hidden",
            "-x",
            "a b",
            "é",
            &"x".repeat(81),
        ] {
            assert!(!is_valid_id(bad), "{bad}");
        }
    }
}
