//! [`measure`]: a deal's own chance, by the greedy bot playing its first shuffle with every later shuffle
//! dealt afresh, and its grade.

use super::bands::grade_of;
use super::level::Grade;
use super::variant::Variant;
use crate::armor_of_god::{self as aog, bots as aog_bots};
use crate::cards::{deck_36, deck_52, Card};
use crate::odds::{playout_rng, Chance, CHUNK};
use crate::pip_armor::{self as pip, bots::GreedyBot, Rating};
use crate::rng::GameRng;
use std::sync::atomic::{AtomicBool, Ordering};

/// The playouts of a grade: 2,000, as many as the Chance panel's, which keeps the margin of a chance near
/// the edges under 0.5 points (99%: ± 0.5; 99.9%: ± 0.2) and of one near 95% at 1 point.
pub const GRADE_PLAYOUTS: u32 = 2_000;

/// A deal measured: its chance ([`Variant::measures`]) over [`GRADE_PLAYOUTS`] playouts and its grade.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Measured {
    /// The variant.
    pub variant: Variant,
    /// The deal number.
    pub deal: u64,
    /// Its grade.
    pub grade: Grade,
    /// Its chance: playouts won (PIP Armor: won with Unshaken) of those played.
    pub chance: Chance,
}

/// The grade of `deal` in `variant`, from [`GRADE_PLAYOUTS`] playouts; the same on every run and machine.
pub fn measure(variant: Variant, deal: u64) -> Measured {
    let mut trial = Trial::new(variant, deal);
    trial.play_to(GRADE_PLAYOUTS, None);
    trial.measured()
}

/// Whether the greedy bot wins the deal as dealt (PIP Armor: wins it with Unshaken): the one real game of the
/// deal number, its later shuffles the seed's own. The calibration compares these with the chances.
pub fn greedy_result(variant: Variant, deal: u64) -> bool {
    match variant.armor_of_god_options() {
        Some(options) => {
            let mut s = aog::State::new(options, deal);
            aog_bots::play_out(&mut s);
            s.status() == aog::Status::Won
        }
        None => {
            let mut s = pip::State::new(pip::Options::default(), deal);
            pip::bots::play_out(&mut s, &mut GreedyBot);
            unshaken(&s)
        }
    }
}

/// The first shuffle of `deal`, top card first: exactly what `State::new(options, deal)` deals.
pub fn first_shuffle(variant: Variant, deal: u64) -> Vec<Card> {
    let mut deck = match variant {
        Variant::ArmorOfGod(_) => deck_52(),
        Variant::PipArmor => deck_36(),
    };
    GameRng::new(deal).shuffle(&mut deck);
    deck
}

fn unshaken(s: &pip::State) -> bool {
    matches!(
        s.status(),
        pip::Status::Won {
            rating: Rating::Unshaken,
            ..
        }
    )
}

/// The key of a deal's playouts: its variant and number, nothing else.
fn key(variant: Variant, deal: u64) -> u64 {
    let name = variant.id().bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    name ^ deal.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The playouts of one deal so far, numbered from 0: playout `i` is always the same game.
pub(crate) struct Trial {
    variant: Variant,
    deal: u64,
    order: Vec<Card>,
    key: u64,
    /// Playouts won (PIP Armor: won with Unshaken).
    pub(crate) hits: u32,
    /// Playouts played.
    pub(crate) played: u32,
}

impl Trial {
    pub(crate) fn new(variant: Variant, deal: u64) -> Trial {
        Trial {
            variant,
            deal,
            order: first_shuffle(variant, deal),
            key: key(variant, deal),
            hits: 0,
            played: 0,
        }
    }

    /// Plays on up to `total` playouts in all; `false` if `stop` was set first (looked at every
    /// [`CHUNK`] playouts).
    pub(crate) fn play_to(&mut self, total: u32, stop: Option<&AtomicBool>) -> bool {
        while self.played < total {
            if self.played % CHUNK == 0 && stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                return false;
            }
            self.hits += u32::from(self.playout(self.played));
            self.played += 1;
        }
        true
    }

    /// Playout `i`: the deal's first shuffle, every later shuffle from the playout's own seed, played to the end
    /// by the greedy bot.
    fn playout(&self, i: u32) -> bool {
        let seed = playout_rng(self.key, i).next_u64();
        let order = self.order.clone();
        match self.variant.armor_of_god_options() {
            Some(options) => {
                let mut s = aog::State::from_deck(options, seed, order)
                    .expect("a first shuffle is a whole deck");
                aog_bots::play_out(&mut s);
                s.status() == aog::Status::Won
            }
            None => {
                let mut s = pip::State::from_deck(pip::Options::default(), seed, order)
                    .expect("a first shuffle is a whole deck");
                pip::bots::play_out(&mut s, &mut GreedyBot);
                unshaken(&s)
            }
        }
    }

    pub(crate) fn chance(&self) -> Chance {
        Chance {
            hits: self.hits,
            playouts: self.played,
        }
    }

    pub(crate) fn measured(&self) -> Measured {
        Measured {
            variant: self.variant,
            deal: self.deal,
            grade: grade_of(self.variant, self.chance()),
            chance: self.chance(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::armor_of_god::Defense;

    #[test]
    fn the_first_shuffle_is_the_deal_s_own() {
        for deal in [1, 7, 999_999] {
            let v = Variant::ArmorOfGod(Defense::HardA);
            let options = v.armor_of_god_options().unwrap();
            let dealt = aog::State::from_deck(options, deal, first_shuffle(v, deal)).unwrap();
            assert_eq!(dealt, aog::State::new(options, deal));
            let o = pip::Options::default();
            let dealt =
                pip::State::from_deck(o, deal, first_shuffle(Variant::PipArmor, deal)).unwrap();
            assert_eq!(dealt, pip::State::new(o, deal));
        }
    }

    #[test]
    fn playouts_are_keyed_by_the_deal_and_its_variant() {
        let a = Variant::ArmorOfGod(Defense::Baseline);
        let b = Variant::ArmorOfGod(Defense::HardA);
        assert_ne!(key(a, 5), key(b, 5));
        assert_ne!(key(a, 5), key(a, 6));
        let mut t = Trial::new(b, 5);
        t.play_to(64, None);
        let mut again = Trial::new(b, 5);
        again.play_to(32, None);
        again.play_to(64, None);
        assert_eq!((t.hits, t.played), (again.hits, again.played));
        let stop = AtomicBool::new(true);
        assert!(!Trial::new(b, 5).play_to(10, Some(&stop)));
    }
}
