//! `standfirm-cli grade-calibrate --game G [--defense D] [--survey 4000] [--per-grade 300] [--from 1]
//! [--first-screen true|false]`: how the grades share the deals, and whether each grade's measured chance is
//! what the greedy bot really makes of its deals.
//!
//! The survey grades every deal from `--from` on and counts each grade's share. Then, per grade, the first
//! `--per-grade` deals of the grade from `--from` on (the walk of `deals`, which never reads a deal's real game)
//! are played once each as dealt by the greedy bot: over many deals the share it wins (PIP Armor: with
//! Unshaken) should match the grade's mean measured chance. With `--first-screen true` each grade also shows
//! the mean chance the Chance panel reads on the deal's first screen (from the player's view).

use super::flags::Flags;
use crate::sim::stats::wilson;
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::grade::{self, band, Grade, Variant};
use standfirm_engine::odds::{self, position_key, Budget, PLAYOUTS};
use standfirm_engine::pip_armor as pip;
use std::time::Instant;

/// One grade's calibration.
#[derive(Debug, Clone, PartialEq)]
pub struct GradeCheck {
    /// The grade.
    pub grade: Grade,
    /// Deals measured.
    pub deals: usize,
    /// Their mean measured chance.
    pub mean_chance: f64,
    /// Real games the greedy bot won (PIP Armor: with Unshaken).
    pub real_won: u64,
    /// The mean chance from the first screen, when asked for.
    pub first_screen: Option<f64>,
}

/// The first-screen chance of `deal` (the Chance panel's, from the player's view).
fn first_screen(variant: Variant, deal: u64) -> f64 {
    let budget = Budget::playouts(PLAYOUTS.0);
    match variant.armor_of_god_options() {
        Some(options) => {
            let s = aog::State::new(options, deal);
            odds::armor_of_god(&s, position_key(&s, 0), budget).map_or(0.0, |o| o.win.value())
        }
        None => {
            let s = pip::State::new(pip::Options::default(), deal);
            odds::pip_armor(&s, position_key(&s, 0), budget)
                .map_or(0.0, |o| o.ratings[3].chance.value())
        }
    }
}

/// Checks `grade` over its first `count` deals from `from`.
pub fn check(
    variant: Variant,
    grade: Grade,
    from: u64,
    count: usize,
    with_first_screen: bool,
) -> GradeCheck {
    let found = grade::deals(variant, grade, from, count);
    let n = found.len().max(1) as f64;
    GradeCheck {
        grade,
        deals: found.len(),
        mean_chance: found.iter().map(|m| m.chance.value()).sum::<f64>() / n,
        real_won: found
            .iter()
            .filter(|m| grade::greedy_result(variant, m.deal))
            .count() as u64,
        first_screen: with_first_screen.then(|| {
            found
                .iter()
                .map(|m| first_screen(variant, m.deal))
                .sum::<f64>()
                / n
        }),
    }
}

/// Runs `grade-calibrate` and returns its report.
pub fn run(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse(
        "grade-calibrate",
        args,
        &[
            "game",
            "defense",
            "dart",
            "faces",
            "learning",
            "survey",
            "per-grade",
            "from",
            "first-screen",
        ],
    )?;
    let variant = flags.variant()?;
    let survey = flags.number("survey", 4000, 0..=grade::DEALS)?;
    let per_grade = flags.number("per-grade", 300, 0..=10_000)? as usize;
    let from = flags.deal("from", Some(1))?;
    let with_first_screen = flags.boolean("first-screen", false)?;
    let start = Instant::now();
    let mut report = format!(
        "grade calibration, {} ({} playouts per deal; the chance of {})",
        variant.id(),
        grade::GRADE_PLAYOUTS,
        variant.measures()
    );
    if survey > 0 {
        let mut counts = [0u64; 4];
        let mut real = 0u64;
        let mut sum = 0.0;
        let mut deal = from;
        for _ in 0..survey {
            let m = grade::measure(variant, deal);
            counts[m.grade as usize] += 1;
            sum += m.chance.value();
            real += u64::from(grade::greedy_result(variant, deal));
            deal = grade::next_deal(deal);
        }
        report += &format!(
            "\nsurvey of deals {from} to {}: mean chance {:.2}%, real games won {}",
            from + survey - 1,
            sum / survey as f64 * 100.0,
            wilson(real, survey)
        );
        for g in Grade::ALL {
            report += &format!(
                "\n  {:<9} ({}): {}",
                g.name(),
                band(variant, g).words(),
                wilson(counts[g as usize], survey)
            );
        }
    }
    if per_grade > 0 {
        report += &format!("\nthe first {per_grade} deals of each grade from deal {from}:");
        for g in Grade::ALL {
            let c = check(variant, g, from, per_grade, with_first_screen);
            report += &format!(
                "\n  {:<9}: {} deals, mean measured chance {:.2}%, real games won {}",
                g.name(),
                c.deals,
                c.mean_chance * 100.0,
                wilson(c.real_won, c.deals as u64)
            );
            if let Some(f) = c.first_screen {
                report += &format!(", first screen {:.2}%", f * 100.0);
            }
        }
    }
    report += &format!("\ntime: {:.1} s", start.elapsed().as_secs_f64());
    Ok(report)
}
