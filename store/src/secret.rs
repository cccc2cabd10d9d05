//! [`new_bot_secret`]: a 64-bit secret from the operating system's randomness — a new Strongholds table's deal
//! (its seed) and the secret it keeps for its bots' randomness.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};

/// A fresh 64-bit secret: a new Strongholds table's deal number (a deal nobody knows: one under a million could
/// be found from one's own opening hand by trying them all) and its bots' secret (the setup's `secret`). It is
/// the operating system's randomness that std's `RandomState` is seeded from, a count of the secrets made in
/// this run, and `entropy`, a word the caller adds. Where std has no randomness of its own (the browser build),
/// the caller passes a word from the platform's own source; elsewhere 0 will do. The engine never makes one: it
/// is given the seed and the secret, and stays deterministic.
pub fn new_bot_secret(entropy: u64) -> u64 {
    static MADE: AtomicU64 = AtomicU64::new(0);
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u64(MADE.fetch_add(1, Ordering::Relaxed));
    hasher.write_u64(entropy);
    let mut z = hasher.finish() ^ entropy.rotate_left(17);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_differ_from_call_to_call() {
        let made: std::collections::BTreeSet<u64> = (0..1000).map(|_| new_bot_secret(0)).collect();
        assert_eq!(made.len(), 1000);
        assert_ne!(new_bot_secret(7), new_bot_secret(7));
    }
}
