//! `standfirm-cli odds-calibrate --game G [--positions 200] [--playouts 2000] [--truth 10000] [--seed S]
//! [--defense baseline|hard-a|hard-b]`: how far the estimates are from the true win rate.
//!
//! Each position is a seeded game played by the greedy bot to a point between a quarter and three quarters of
//! its length. Its estimate is what `odds` prints (`--playouts` keyed playouts); its true win rate is that of
//! the same policy from the same public position, over `--truth` other re-deals of the hidden cards (an
//! unrelated stream), each played to the end. The report gives the average and the largest absolute error,
//! and, as a check against the real cards, the mean estimate beside the share of the real games (their own
//! hidden cards) that the greedy bot then won, overall and per stage. In PIP Armor's Prepare phase the two
//! differ by design: an estimate forgets the cards set aside (only the screen counts), while the real bot
//! remembers its Armor pile.

use crate::sim::armor_of_god::parse_option;
use crate::sim::SimArgs;
use standfirm_engine::armor_of_god::{self as aog, bots::greedy_action, Defense};
use standfirm_engine::game::Game;
use standfirm_engine::odds::{self, position_key, Budget, Chance, OddsError};
use standfirm_engine::pip_armor::{self as pip, bots::Bot, bots::GreedyBot};
use standfirm_engine::rng::GameRng;
use standfirm_engine::GameKind;
use std::time::Instant;

/// One position's figures.
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    /// The estimate, 0 to 1.
    pub estimate: f64,
    /// The true win rate, 0 to 1.
    pub truth: f64,
    /// Whether the real game, played on with its own hidden cards, was won.
    pub real_win: bool,
    /// The part of the game it is in: `round N` (Armor of God), `prepare` or `stand` (PIP Armor).
    pub stage: String,
}

/// The summary of a calibration run.
#[derive(Debug, Clone, PartialEq)]
pub struct Calibration {
    /// Every position measured.
    pub points: Vec<Point>,
}

impl Calibration {
    /// The average absolute error, 0 to 1.
    pub fn mean_error(&self) -> f64 {
        let n = self.points.len().max(1) as f64;
        self.points
            .iter()
            .map(|p| (p.estimate - p.truth).abs())
            .sum::<f64>()
            / n
    }

    /// Per stage: its name, positions, mean estimate, mean true rate and real games won.
    pub fn stages(&self) -> Vec<(String, usize, f64, f64, u64)> {
        let mut names: Vec<&String> = self.points.iter().map(|p| &p.stage).collect();
        names.sort();
        names.dedup();
        names
            .into_iter()
            .map(|name| {
                let of: Vec<&Point> = self.points.iter().filter(|p| &p.stage == name).collect();
                let n = of.len() as f64;
                (
                    name.clone(),
                    of.len(),
                    of.iter().map(|p| p.estimate).sum::<f64>() / n,
                    of.iter().map(|p| p.truth).sum::<f64>() / n,
                    of.iter().filter(|p| p.real_win).count() as u64,
                )
            })
            .collect()
    }

    /// The largest absolute error.
    pub fn max_error(&self) -> f64 {
        self.points
            .iter()
            .map(|p| (p.estimate - p.truth).abs())
            .fold(0.0, f64::max)
    }
}

/// The share of `count` re-deals from `rng` that `won` says were won.
fn true_rate<G: Game>(state: &G, count: u32, seed: u64, mut won: impl FnMut(G) -> bool) -> f64 {
    let mut rng = GameRng::new(seed ^ 0x7472_7574_6821);
    let wins = (0..count)
        .filter(|_| won(state.redeal(0, &mut rng)))
        .count();
    wins as f64 / f64::from(count.max(1))
}

/// A game's moves by the greedy policy from a start: the states before each.
fn line<G: Game>(mut state: G, mut next: impl FnMut(&G) -> Option<G::Action>) -> Vec<G> {
    let mut out = Vec::new();
    while let Some(a) = next(&state) {
        out.push(state.clone());
        state.apply(&a).expect("the greedy bot plays legal moves");
    }
    out
}

/// A point between a quarter and three quarters of the line, chosen by the seed.
fn middle<G: Clone>(line: &[G], seed: u64) -> Option<G> {
    let n = line.len();
    if n < 4 {
        return None;
    }
    let mut rng = GameRng::new(seed);
    let at = n / 4 + rng.below((n / 2) as u64) as usize;
    line.get(at).cloned()
}

/// Whether the greedy bot wins the game from `s`.
pub(crate) fn aog_won(mut s: aog::State) -> bool {
    aog::bots::play_out(&mut s);
    s.status() == aog::Status::Won
}

fn pip_won(mut s: pip::State) -> bool {
    pip::bots::play_out(&mut s, &mut GreedyBot);
    matches!(s.status(), pip::Status::Won { .. })
}

/// One calibration point of the game from `start` (deal `seed`): a position in the middle of the greedy
/// bot's `next` line, its `estimate`, the true rate of `won` over `truth` re-deals, its `stage` and whether
/// the real deal was won; `None` when the game is too short for a middle.
fn calibrated<G: Game>(
    start: G,
    seed: u64,
    truth: u32,
    next: impl FnMut(&G) -> Option<G::Action>,
    estimate: impl FnOnce(&G) -> Result<Chance, OddsError>,
    won: fn(G) -> bool,
    stage: impl FnOnce(&G) -> String,
) -> Result<Option<Point>, String> {
    let Some(p) = middle(&line(start, next), seed) else {
        return Ok(None);
    };
    let estimate = estimate(&p).map_err(|e| e.to_string())?.value();
    Ok(Some(Point {
        estimate,
        truth: true_rate(&p, truth, seed, won),
        stage: stage(&p),
        real_win: won(p),
    }))
}

/// Measures `positions` positions of `game`.
pub fn measure(
    game: GameKind,
    defense: Defense,
    positions: u64,
    seed: u64,
    playouts: u32,
    truth: u32,
) -> Result<Calibration, String> {
    let mut points = Vec::new();
    let mut s = seed;
    while (points.len() as u64) < positions {
        s += 1;
        if s > seed + positions * 20 {
            break;
        }
        let point = match game {
            GameKind::ArmorOfGod => {
                let options = aog::Options {
                    defense,
                    ..aog::Options::default()
                };
                calibrated(
                    aog::State::new(options, s),
                    s,
                    truth,
                    greedy_action,
                    |p| {
                        Ok(
                            odds::armor_of_god(p, position_key(p, 0), Budget::playouts(playouts))?
                                .win,
                        )
                    },
                    aog_won,
                    |p| format!("round {}", p.round()),
                )?
            }
            GameKind::PipArmor => calibrated(
                pip::State::new(pip::Options::default(), s),
                s,
                truth,
                |g: &pip::State| (!g.is_over()).then(|| GreedyBot.choose(g)),
                |p| Ok(odds::pip_armor(p, position_key(p, 0), Budget::playouts(playouts))?.win),
                pip_won,
                |p| match p.phase() {
                    pip::Phase::Prepare => "prepare".into(),
                    _ => "stand".into(),
                },
            )?,
            GameKind::Strongholds => {
                return Err(
                    "odds-calibrate measures the solo games (armor-of-god, pip-armor)".into(),
                )
            }
        };
        let Some(point) = point else { continue };
        points.push(point);
    }
    Ok(Calibration { points })
}

/// Runs `odds-calibrate` and returns its report.
pub fn run(args: &[String]) -> Result<String, String> {
    let mut args = SimArgs::parse(args)?;
    let game = crate::game_named(&args.game)?;
    let number = |v: Option<String>, d: u64| -> Result<u64, String> {
        v.map_or(Ok(d), |v| {
            v.parse()
                .map_err(|_| format!("needs a whole number, not \"{v}\""))
        })
    };
    let positions = number(args.take("positions"), 200)?;
    let playouts = number(args.take("playouts"), 2_000)? as u32;
    let truth = number(args.take("truth"), 10_000)? as u32;
    // Hard A unless asked: the rules the calibration and the hint were first measured on.
    let defense = args
        .take("defense")
        .map_or(Ok(Defense::HardA), |d| parse_option(&d, "defense"))?;
    args.finish()?;
    let start = Instant::now();
    let c = measure(game, defense, positions, args.seed, playouts, truth)?;
    let n = c.points.len().max(1) as f64;
    let mean_est = c.points.iter().map(|p| p.estimate).sum::<f64>() / n;
    let mean_truth = c.points.iter().map(|p| p.truth).sum::<f64>() / n;
    let real = c.points.iter().filter(|p| p.real_win).count() as u64;
    let rate = crate::sim::stats::wilson(real, c.points.len() as u64);
    let variant = match game {
        GameKind::ArmorOfGod => format!(" ({})", defense.title()),
        GameKind::PipArmor | GameKind::Strongholds => String::new(),
    };
    let mut report = format!(
        "odds calibration, {game}{variant}: {} mid-game positions, {playouts} playouts per estimate, \
         {truth} re-deals for the truth\n\
         average absolute error: {:.2} points (largest {:.2})\n\
         mean estimate {:.1}%, mean true rate {:.1}%, real games won from there {rate}",
        c.points.len(),
        c.mean_error() * 100.0,
        c.max_error() * 100.0,
        mean_est * 100.0,
        mean_truth * 100.0,
    );
    for (stage, n, est, truth, real) in c.stages() {
        report += &format!(
            "\n  {stage}: {n} positions, mean estimate {:.1}%, true rate {:.1}%, real games won {}",
            est * 100.0,
            truth * 100.0,
            crate::sim::stats::wilson(real, n as u64)
        );
    }
    report += &format!("\ntime: {:.1} s", start.elapsed().as_secs_f64());
    Ok(report)
}
