//! The one seeded, portable RNG of a game (RULINGS "Determinism"): `rand_chacha::ChaCha8Rng`, whose output
//! stream is fixed across platforms and crate versions, with our own Fisher–Yates shuffle and unbiased bounded
//! integers, so that a seed means the same deal everywhere and always.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A game's random stream. Serialises as its seed and position, so a saved game resumes the same stream.
///
/// A stream made from a key alone ([`GameRng::from_key`]: a bot's decision, a world dealt for a playout) is
/// opaque: it names no deal number ([`GameRng::seed`] is 0), its `Debug` shows only its position, and it
/// refuses to serialise, so whoever holds it cannot read its key.
#[derive(Clone)]
pub struct GameRng {
    seed: u64,
    /// Set on a re-dealt copy of a state ([`GameRng::rekeyed`]) and on an opaque stream: the stream's own key,
    /// while `seed` keeps the deal number the player sees (0 for an opaque stream).
    key: Option<u64>,
    /// Made by [`GameRng::from_key`]: never shows or writes its key.
    opaque: bool,
    inner: ChaCha8Rng,
}

impl GameRng {
    /// A stream from a game seed (the "deal number").
    pub fn new(seed: u64) -> GameRng {
        GameRng {
            seed,
            key: None,
            opaque: false,
            inner: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// An opaque stream keyed by `key`: the same draws as `GameRng::new(key)`, but it names no deal number
    /// (`seed()` is 0) and neither its `Debug` nor serde shows the key. A bot's decision stream and a world
    /// dealt from a seat's view take one.
    pub fn from_key(key: u64) -> GameRng {
        GameRng {
            seed: 0,
            key: Some(key),
            opaque: true,
            inner: ChaCha8Rng::seed_from_u64(key),
        }
    }

    /// A fresh stream keyed by a draw from `from`, that still names this stream's seed (the deal number a view
    /// shows). A re-dealt state takes it, so that its future shuffles are as unknown as its hidden cards.
    pub fn rekeyed(&self, from: &mut GameRng) -> GameRng {
        let key = from.next_u64();
        GameRng {
            seed: self.seed,
            key: Some(key),
            opaque: self.opaque,
            inner: ChaCha8Rng::seed_from_u64(key),
        }
    }

    /// A uniform 64-bit word.
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// The deal number this stream started from (kept by a re-dealt copy); 0 for an opaque stream
    /// ([`GameRng::from_key`]), which names none.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// An unbiased integer in `0..n` (Lemire's multiply-and-reject). `n` must be at least 1. Bounds that fit
    /// in 32 bits draw one 32-bit word per try; larger ones draw 64 bits.
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        debug_assert!(n > 0);
        if let Ok(n) = u32::try_from(n) {
            let mut product = u64::from(self.inner.next_u32()) * u64::from(n);
            if (product as u32) < n {
                // Only now is the (slow) rejection threshold needed.
                let threshold = n.wrapping_neg() % n;
                while (product as u32) < threshold {
                    product = u64::from(self.inner.next_u32()) * u64::from(n);
                }
            }
            return product >> 32;
        }
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.inner.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// Shuffles in place with Fisher–Yates, from the last position down.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &GameRng) -> bool {
        self.seed == other.seed
            && self.key == other.key
            && self.inner.get_word_pos() == other.inner.get_word_pos()
    }
}

impl Eq for GameRng {}

impl std::fmt::Debug for GameRng {
    /// The deal number and the position; never the key of a re-dealt or opaque stream.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameRng")
            .field("seed", &self.seed)
            .field("position", &self.inner.get_word_pos())
            .finish_non_exhaustive()
    }
}

#[derive(Serialize, Deserialize)]
struct RngSnapshot {
    seed: u64,
    /// Only for a re-dealt state's stream.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    key: Option<u64>,
    /// The ChaCha word position, as a decimal string (it is a u128).
    position: String,
}

impl Serialize for GameRng {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.opaque {
            return Err(serde::ser::Error::custom(
                "an opaque random stream (a bot's or a playout's) is never written",
            ));
        }
        RngSnapshot {
            seed: self.seed,
            key: self.key,
            position: self.inner.get_word_pos().to_string(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameRng {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameRng, D::Error> {
        let snap = RngSnapshot::deserialize(deserializer)?;
        let position: u128 = snap.position.parse().map_err(|_| {
            serde::de::Error::custom("the random stream's position is not a number")
        })?;
        let mut rng = GameRng {
            seed: snap.seed,
            key: snap.key,
            opaque: false,
            inner: ChaCha8Rng::seed_from_u64(snap.key.unwrap_or(snap.seed)),
        };
        rng.inner.set_word_pos(position);
        Ok(rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PINNED_SEED_0: [u8; 10] = [1, 4, 0, 2, 7, 8, 3, 5, 9, 6];
    const PINNED_SEED_7: [u64; 5] = [140, 157, 182, 167, 270];

    #[test]
    fn same_seed_same_stream() {
        let (mut a, mut b) = (GameRng::new(7), GameRng::new(7));
        let xs: Vec<u64> = (0..20).map(|_| a.below(52)).collect();
        let ys: Vec<u64> = (0..20).map(|_| b.below(52)).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|&x| x < 52));
    }

    #[test]
    fn known_values_pin_the_stream() {
        // Pinned so that a dependency upgrade that changed deals fails loudly: saved games and shared deal
        // numbers rely on the same seed giving the same shuffle forever.
        let mut deck: Vec<u8> = (0..10).collect();
        GameRng::new(0).shuffle(&mut deck);
        assert_eq!(deck, PINNED_SEED_0);
        let mut rng = GameRng::new(7);
        let draws: Vec<u64> = (0..5).map(|_| rng.below(1000)).collect();
        assert_eq!(draws, PINNED_SEED_7);
    }

    #[test]
    fn serde_resumes_the_stream() {
        let mut rng = GameRng::new(99);
        rng.below(10);
        rng.below(1000);
        let json = serde_json::to_string(&rng).unwrap();
        let mut back: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(back, rng);
        assert_eq!(back.below(1_000_000), rng.below(1_000_000));
    }

    #[test]
    fn a_rekeyed_stream_keeps_the_seed_and_changes_the_draws() {
        let mut rng = GameRng::new(5);
        rng.below(10);
        let mut key = GameRng::new(77);
        let mut other = rng.rekeyed(&mut key);
        assert_eq!(other.seed(), 5);
        assert_ne!(other, rng);
        let xs: Vec<u64> = (0..8).map(|_| rng.below(1 << 40)).collect();
        let ys: Vec<u64> = (0..8).map(|_| other.below(1 << 40)).collect();
        assert_ne!(xs, ys);
        let json = serde_json::to_string(&other).unwrap();
        let mut back: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(back, other);
        assert_eq!(back.below(1000), other.below(1000));
        // A stream that was never rekeyed serialises as before.
        assert!(!serde_json::to_string(&GameRng::new(1))
            .unwrap()
            .contains("key"));
    }

    #[test]
    fn an_opaque_stream_draws_like_its_key_and_tells_nothing() {
        let mut open = GameRng::new(0xdead_beef);
        let mut opaque = GameRng::from_key(0xdead_beef);
        assert_eq!(opaque.seed(), 0);
        let shown = format!("{opaque:?}");
        assert!(!shown.contains(&0xdead_beef_u64.to_string()), "{shown}");
        assert!(serde_json::to_string(&opaque).is_err());
        assert_eq!(opaque.next_u64(), open.next_u64());
        let mut from = GameRng::new(1);
        let dealt = opaque.rekeyed(&mut from);
        assert!(
            serde_json::to_string(&dealt).is_err(),
            "a re-dealt opaque stream stays opaque"
        );
        assert!(!format!("{:?}", GameRng::new(3).rekeyed(&mut from)).contains("key"));
    }

    #[test]
    fn below_is_roughly_uniform() {
        let mut rng = GameRng::new(3);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
    }
}
