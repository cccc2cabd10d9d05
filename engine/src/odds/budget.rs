//! [`Budget`]: how many playouts to play and the flag that stops them early; the keyed stream of each
//! playout.

use crate::rng::GameRng;
use std::sync::atomic::{AtomicBool, Ordering};

/// Playouts run in chunks of this many between two looks at the stop flag.
pub const CHUNK: u32 = 32;

/// How much work an estimate may do: at most `playouts` playouts, and none after `stop` is set. The engine
/// starts no thread; the app runs the estimate on a worker and sets the flag from its own thread when the
/// answer is no longer wanted (the flag is read between chunks of [`CHUNK`] playouts).
#[derive(Debug, Clone, Copy)]
pub struct Budget<'a> {
    /// The most playouts to play.
    pub playouts: u32,
    /// Set it to stop early; the estimate then holds the playouts played so far.
    pub stop: Option<&'a AtomicBool>,
}

impl<'a> Budget<'a> {
    /// `playouts` playouts, with no way to stop them early.
    pub fn playouts(playouts: u32) -> Budget<'static> {
        Budget {
            playouts,
            stop: None,
        }
    }

    /// `playouts` playouts that stop once `stop` is set.
    pub fn stoppable(playouts: u32, stop: &'a AtomicBool) -> Budget<'a> {
        Budget {
            playouts,
            stop: Some(stop),
        }
    }

    /// Whether the caller asked to stop.
    pub fn stopped(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// The chunks of playout numbers to play: `0..32`, `32..64`, …, up to `playouts`, ending early once
    /// the flag is set.
    pub(crate) fn chunks(self) -> impl Iterator<Item = std::ops::Range<u32>> + 'a {
        let total = self.playouts;
        (0..total.div_ceil(CHUNK))
            .map(move |c| c * CHUNK..((c + 1) * CHUNK).min(total))
            .take_while(move |_| !self.stopped())
    }
}

/// The stream of playout number `index` of an estimate keyed by `key`: SplitMix64's finaliser on the pair, so
/// playout `i` is the same game whatever the budget or the chunking, and the same key gives the same answer.
pub fn playout_rng(key: u64, index: u32) -> GameRng {
    let mut z = key ^ (u64::from(index) + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    GameRng::new(z ^ (z >> 31))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_budget_once_and_stop_on_the_flag() {
        let all: Vec<u32> = Budget::playouts(70).chunks().flatten().collect();
        assert_eq!(all, (0..70).collect::<Vec<_>>());
        let stop = AtomicBool::new(true);
        assert_eq!(Budget::stoppable(70, &stop).chunks().count(), 0);
    }

    #[test]
    fn each_playout_has_its_own_repeatable_stream() {
        assert_eq!(playout_rng(5, 3).next_u64(), playout_rng(5, 3).next_u64());
        assert_ne!(playout_rng(5, 3).next_u64(), playout_rng(5, 4).next_u64());
        assert_ne!(playout_rng(5, 3).next_u64(), playout_rng(6, 3).next_u64());
    }
}
