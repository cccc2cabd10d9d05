//! `sim --game strongholds`: bots in every seat; reports rounds (median, p10, p90), slaps, ties, stalls, scores
//! and speed, to compare with RULINGS 3D's table.
//!
//! Flags: `--players N` (2–6, default 2), `--truth-limit-all true|false` (default false), `--round-cap N`
//! (default 300), plus the common `--games`, `--seed` and `--policy greedy|random`.

use super::stats::quantile;
use super::SimArgs;
use standfirm_engine::strongholds::bots::{greedy, RandomBot};
use standfirm_engine::strongholds::{Options, State, Status, TieBreak};
use std::time::Instant;

/// One finished game's figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameSummary {
    /// The round the game ended in.
    pub rounds: u32,
    /// Successful slaps.
    pub slaps: u32,
    /// Truth draws replaced by 3 Growth.
    pub truth_fallbacks: u32,
    /// Top score shared by two or more players (before the tie-break).
    pub tied: bool,
    /// Still tied after most-Strongholds (a shared win).
    pub shared: bool,
    /// Hit the round cap.
    pub stalled: bool,
    /// Sum of all scores.
    pub total_score: u32,
    /// Actions applied.
    pub actions: u32,
}

/// Plays one game with the given policy in every seat. The first player is seat 0.
pub fn play_game(options: &Options, seed: u64, random: bool) -> Result<GameSummary, String> {
    let mut state = State::new(options.clone(), seed, 0).map_err(|e| e.to_string())?;
    let mut bot = RandomBot::new(seed);
    let mut actions = 0u32;
    loop {
        let action = if random {
            bot.choose(&state)
        } else {
            greedy(&state)
        };
        let Some(action) = action else { break };
        state
            .apply(&action)
            .map_err(|e| format!("seed {seed}: bot action {action} refused: {e}"))?;
        actions += 1;
    }
    let Status::Finished(outcome) = state.status() else {
        return Err("the game did not finish".into());
    };
    let best = outcome.scores.iter().copied().max().unwrap_or(0);
    Ok(GameSummary {
        rounds: state.round,
        slaps: state.stats.slaps,
        truth_fallbacks: state.stats.truth_fallbacks,
        tied: outcome.scores.iter().filter(|&&s| s == best).count() > 1,
        shared: outcome.tie_break == TieBreak::Shared,
        stalled: outcome.reason == standfirm_engine::strongholds::EndReason::RoundCap,
        total_score: outcome.scores.iter().sum(),
        actions,
    })
}

fn flag<T: std::str::FromStr>(args: &mut SimArgs, name: &str, default: T) -> Result<T, String> {
    match args.take(name) {
        Some(v) => v.parse().map_err(|_| format!("--{name} cannot be \"{v}\"")),
        None => Ok(default),
    }
}

/// Runs the simulation and returns the report.
pub fn run(mut args: SimArgs) -> Result<String, String> {
    let players: u8 = flag(&mut args, "players", 2)?;
    let truth_limit_all: bool = flag(&mut args, "truth-limit-all", false)?;
    let cap: u32 = flag(&mut args, "round-cap", 300)?;
    args.finish()?;
    if !(2..=6).contains(&players) {
        return Err("--players must be 2 to 6".into());
    }
    let random = match args.policy.as_str() {
        "greedy" => false,
        "random" => true,
        other => return Err(format!("unknown --policy \"{other}\" (greedy or random)")),
    };
    let options = Options {
        players,
        truth_limit_all,
        round_cap: Some(cap),
    };
    let start = Instant::now();
    let mut games = Vec::with_capacity(args.games as usize);
    for i in 0..args.games {
        games.push(play_game(&options, args.seed.wrapping_add(i), random)?);
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let n = games.len().max(1) as f64;
    let mut rounds: Vec<u32> = games
        .iter()
        .filter(|g| !g.stalled)
        .map(|g| g.rounds)
        .collect();
    rounds.sort_unstable();
    let q = |p: f64| quantile(&rounds, p).map_or("-".to_string(), |r| r.to_string());
    let sum = |f: fn(&GameSummary) -> u32| games.iter().map(f).sum::<u32>() as f64;
    let count = |f: fn(&GameSummary) -> bool| games.iter().filter(|g| f(g)).count();
    Ok(format!(
        "strongholds: {games} games, {players} players, policy {policy}, truth limit 4 at all counts: {tla}, round cap {cap}\n\
         rounds (finished games): median {med} (p10 {p10}, p90 {p90})\n\
         slaps per game: {slaps:.2}\n\
         truth-deck-empty draws per game: {fall:.2}\n\
         tied for first: {ties} ({tie_pct:.1}%), shared wins after tie-break: {shared}\n\
         stalls (hit the round cap): {stalls} / {games}\n\
         mean score per player: {mean:.1}\n\
         speed: {gps:.0} games/s ({aps:.0} actions/s)",
        games = games.len(),
        policy = args.policy,
        tla = truth_limit_all,
        med = q(0.5),
        p10 = q(0.1),
        p90 = q(0.9),
        slaps = sum(|g| g.slaps) / n,
        fall = sum(|g| g.truth_fallbacks) / n,
        ties = count(|g| g.tied),
        tie_pct = 100.0 * count(|g| g.tied) as f64 / n,
        shared = count(|g| g.shared),
        stalls = count(|g| g.stalled),
        mean = sum(|g| g.total_score) / n / f64::from(players),
        gps = games.len() as f64 / secs,
        aps = sum(|g| g.actions) / secs,
    ))
}
