//! [`find`] and [`deals`]: deals of a grade, walking the deal numbers up from a start.

use super::bands::{band, Band};
use super::level::Grade;
use super::look::{cannot_end_in, looks_outside, CHECKPOINTS};
use super::measure::Trial;
use super::measure::{Measured, GRADE_PLAYOUTS};
use super::table;
use super::variant::Variant;
use crate::odds::Chance;
use std::sync::atomic::AtomicBool;

/// Deal numbers run from 1 to this (as the app's new games and the daily deals do).
pub const DEALS: u64 = 999_999;

/// The most deals [`find`] looks at before it gives up; no grade of any variant is that rare (the rarest,
/// Armor of God Baseline's Very hard, holds about 1 deal in 120).
pub const WALK: u64 = 50_000;

/// The deal number after `deal`, 999,999 going round to 1.
pub fn next_deal(deal: u64) -> u64 {
    start(deal) % DEALS + 1
}

/// `from` as a deal number: 1 to 999,999 (0 is 1; larger numbers go round).
fn start(from: u64) -> u64 {
    (from.max(1) - 1) % DEALS + 1
}

/// The first deal of `grade` in `variant` from `from` onward (999,999 going round to 1), measured: what
/// [`super::measure`] says of it. The walk passes a deal over as soon as its playouts so far rule the grade
/// out: for certain, or at a checkpoint of the quick look beyond reasonable doubt ([`super::look`]; fewer than
/// 1 in 100 deals of the grade are passed over so). The same start always finds the same deal. A start inside
/// the committed table ([`super::table`]) is answered from it at once, with the walk's own answer. `None` when
/// `stop` was set (looked at every 32 playouts) or no deal of the grade was found in [`WALK`] deals. The same
/// walk a few playouts at a time is [`Finding`].
pub fn find(
    variant: Variant,
    grade: Grade,
    from: u64,
    stop: Option<&AtomicBool>,
) -> Option<Measured> {
    Finding::new(variant, grade, from).run(stop)
}

/// The walk of [`find`] alone (the committed table unread), looking at no more than `walk` deals: what the
/// table is made from.
pub fn find_within(
    variant: Variant,
    grade: Grade,
    from: u64,
    walk: u64,
    stop: Option<&AtomicBool>,
) -> Option<Measured> {
    Finding::within(variant, grade, from, walk).run(stop)
}

/// [`find`] under way, played a few playouts at a time ([`Finding::step`]) where a search may not hold the
/// thread for long (the browser's event loop): any steps end on the deal one run finds, since the playouts and
/// the looks at them come in the same order.
pub struct Finding {
    variant: Variant,
    band: Band,
    /// The deal looked at now (or next).
    deal: u64,
    /// The deals the walk may still look at, the one under way not counted.
    left: u64,
    /// The deal under way, its playouts so far.
    trial: Option<Trial>,
    /// The look under way: an index into the checkpoints, then the last, [`GRADE_PLAYOUTS`].
    look: usize,
    /// Where the playouts stop next to see whether the band is still in reach (every 50, and each checkpoint).
    until: u32,
    over: Option<Option<Measured>>,
}

impl std::fmt::Debug for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Finding")
            .field("variant", &self.variant)
            .field("deal", &self.deal)
            .field("left", &self.left)
            .field("over", &self.over)
            .finish_non_exhaustive()
    }
}

/// The playouts a look stops at: the checkpoints, then all of them.
fn looks() -> [u32; CHECKPOINTS.len() + 1] {
    let mut out = [GRADE_PLAYOUTS; CHECKPOINTS.len() + 1];
    out[..CHECKPOINTS.len()].copy_from_slice(&CHECKPOINTS);
    out
}

impl Finding {
    /// [`find`]'s walk from `from`, nothing played yet; a start inside the committed table is over at once.
    pub fn new(variant: Variant, grade: Grade, from: u64) -> Finding {
        let from = start(from);
        if let Some(list) = table::list(variant, grade).filter(|l| from <= l.through) {
            let at = list.deals.partition_point(|&(deal, _)| deal < from);
            if let Some(&(deal, hits)) = list.deals.get(at) {
                let mut done = Finding::within(variant, grade, deal, 0);
                done.over = Some(Some(Measured {
                    variant,
                    deal,
                    grade,
                    chance: Chance {
                        hits,
                        playouts: GRADE_PLAYOUTS,
                    },
                }));
                return done;
            }
            return Finding::within(variant, grade, next_deal(list.through), WALK);
        }
        Finding::within(variant, grade, from, WALK)
    }

    /// [`find_within`]'s walk: no more than `walk` deals from `from`, nothing played yet.
    pub fn within(variant: Variant, grade: Grade, from: u64, walk: u64) -> Finding {
        Finding {
            variant,
            band: band(variant, grade),
            deal: start(from),
            left: walk,
            trial: None,
            look: 0,
            until: 0,
            over: None,
        }
    }

    /// Plays up to `playouts` more of the walk; `true` once it is over: a deal found, none found in its
    /// walk, or `stop` set (looked at as [`find`] does).
    pub fn step(&mut self, playouts: u32, stop: Option<&AtomicBool>) -> bool {
        let mut budget = playouts;
        while self.over.is_none() && budget > 0 {
            let Some(trial) = self.trial.as_mut() else {
                if self.left == 0 {
                    self.over = Some(None);
                    break;
                }
                self.left -= 1;
                self.trial = Some(Trial::new(self.variant, self.deal));
                self.look = 0;
                self.until = 0;
                continue;
            };
            let look = looks()[self.look];
            let passed_over = if trial.played >= look {
                // A checkpoint (or the last playout): beyond reasonable doubt outside the band, or on.
                if looks_outside(self.band, trial.hits, trial.played) {
                    true
                } else {
                    self.look += 1;
                    if self.look == looks().len() {
                        self.over = Some(Some(trial.measured()));
                    }
                    false
                }
            } else {
                // Play towards the checkpoint in slices of 50, passing over as soon as the band is out of
                // reach for certain.
                if self.until <= trial.played {
                    self.until = (trial.played + 50).min(look);
                }
                let before = trial.played;
                let to = self.until.min(trial.played.saturating_add(budget));
                if !trial.play_to(to, stop) {
                    self.over = Some(None);
                    break;
                }
                budget -= trial.played - before;
                trial.played == self.until
                    && cannot_end_in(self.band, trial.hits, trial.played, GRADE_PLAYOUTS)
            };
            if passed_over {
                self.trial = None;
                self.deal = next_deal(self.deal);
            }
        }
        self.over.is_some()
    }

    /// The deal found, once over: `None` when none was found or the walk was stopped.
    pub fn found(&self) -> Option<Measured> {
        self.over.flatten()
    }

    /// Plays the walk to its end.
    pub fn run(mut self, stop: Option<&AtomicBool>) -> Option<Measured> {
        while !self.step(u32::MAX, stop) {}
        self.found()
    }
}

/// The first `count` deals of `grade` from `from` onward, in walk order ([`find`] again after each).
pub fn deals(variant: Variant, grade: Grade, from: u64, count: usize) -> Vec<Measured> {
    let mut out: Vec<Measured> = Vec::with_capacity(count);
    let mut at = start(from);
    while out.len() < count {
        let Some(m) = find(variant, grade, at, None) else {
            break;
        };
        if out.first().is_some_and(|first| first.deal == m.deal) {
            break; // gone round every deal number
        }
        at = next_deal(m.deal);
        out.push(m);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_numbers_go_round() {
        assert_eq!(next_deal(1), 2);
        assert_eq!(next_deal(999_999), 1);
        assert_eq!(next_deal(0), 2);
        assert_eq!(start(1_000_000), 1);
        assert_eq!(start(0), 1);
    }

    #[test]
    fn a_walk_of_nothing_finds_nothing_and_a_stop_stops() {
        assert_eq!(
            find_within(Variant::PipArmor, Grade::Gentle, 1, 0, None),
            None
        );
        let stop = AtomicBool::new(true);
        assert_eq!(find(Variant::PipArmor, Grade::Gentle, 1, Some(&stop)), None);
        let mut stopped = Finding::new(Variant::PipArmor, Grade::Gentle, 1);
        assert!(stopped.step(10, Some(&stop)));
        assert_eq!(stopped.found(), None);
    }

    #[test]
    fn a_walk_in_small_steps_finds_what_one_run_finds() {
        use crate::armor_of_god::Defense;
        let cases = [
            (Variant::PipArmor, Grade::Hard, 77),
            (Variant::PipArmor, Grade::VeryHard, 5),
            (Variant::ArmorOfGod(Defense::HardB), Grade::Hard, 424_242),
            (
                Variant::ArmorOfGod(Defense::Baseline),
                Grade::Steady,
                999_990,
            ),
            (Variant::ArmorOfGod(Defense::HardA), Grade::VeryHard, 20),
            (Variant::ArmorOfGod(Defense::HardA), Grade::VeryHard, 30_000),
        ];
        for (variant, grade, from) in cases {
            let once = find(variant, grade, from, None);
            for playouts in [1, 7, 50, 333] {
                let mut walk = Finding::new(variant, grade, from);
                while !walk.step(playouts, None) {}
                assert_eq!(walk.found(), once, "{} {grade:?} from {from}", variant.id());
            }
            assert_eq!(once.map(|m| m.grade), Some(grade));
        }
    }
}
