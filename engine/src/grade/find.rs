//! [`find`] and [`deals`]: deals of a grade, walking the deal numbers up from a start.

use super::bands::{band, Band};
use super::level::Grade;
use super::look::{cannot_end_in, looks_outside, CHECKPOINTS};
use super::measure::{Measured, Trial, GRADE_PLAYOUTS};
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
/// `stop` was set (looked at every 32 playouts) or no deal of the grade was found in [`WALK`] deals.
pub fn find(
    variant: Variant,
    grade: Grade,
    from: u64,
    stop: Option<&AtomicBool>,
) -> Option<Measured> {
    let from = start(from);
    if let Some(list) = table::list(variant, grade).filter(|l| from <= l.through) {
        let at = list.deals.partition_point(|&(deal, _)| deal < from);
        if let Some(&(deal, hits)) = list.deals.get(at) {
            return Some(Measured {
                variant,
                deal,
                grade,
                chance: Chance {
                    hits,
                    playouts: GRADE_PLAYOUTS,
                },
            });
        }
        return find_within(variant, grade, next_deal(list.through), WALK, stop);
    }
    find_within(variant, grade, from, WALK, stop)
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
    let band = band(variant, grade);
    let mut deal = start(from);
    for _ in 0..walk {
        match look_at(variant, band, deal, stop) {
            Look::Found(m) => return Some(m),
            Look::Stopped => return None,
            Look::PassedOver => deal = next_deal(deal),
        }
    }
    None
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

enum Look {
    Found(Measured),
    PassedOver,
    Stopped,
}

fn look_at(variant: Variant, band: Band, deal: u64, stop: Option<&AtomicBool>) -> Look {
    let mut trial = Trial::new(variant, deal);
    let mut steps = CHECKPOINTS.to_vec();
    steps.push(GRADE_PLAYOUTS);
    for step in steps {
        // Play to the checkpoint in slices, stopping as soon as the band is out of reach for certain.
        while trial.played < step {
            let next = (trial.played + 50).min(step);
            if !trial.play_to(next, stop) {
                return Look::Stopped;
            }
            if cannot_end_in(band, trial.hits, trial.played, GRADE_PLAYOUTS) {
                return Look::PassedOver;
            }
        }
        if looks_outside(band, trial.hits, trial.played) {
            return Look::PassedOver;
        }
    }
    Look::Found(trial.measured())
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
    }
}
