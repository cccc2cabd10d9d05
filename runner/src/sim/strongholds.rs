//! `sim --game strongholds`: bots in every seat; reports rounds (median, p10, p90), slaps, ties, stalls, scores
//! and speed, to compare with RULINGS 3D's table.
//!
//! Flags: `--players N` (2–6, default 2), `--truth-limit-all true|false` (default false), `--round-cap N`
//! (default 300), plus the common `--games`, `--seed` and `--policy greedy|random`.
//!
//! Levels: `--seats wise,steady[,…]` seats bots of those levels (the last one repeats to fill the
//! table), each deciding from its own observation; `--playouts N` is Wise's budget (default
//! [`WISE_PLAYOUTS`]). Game `i` rotates the levels round the table by `i / players` seats and gives the first
//! turn to seat `i % players`, so every level sits in every seat and plays first equally often. The report adds
//! one line per level: its win share (a first place shared by k seats counts 1/k to each) with a 95% interval.

use super::stats::{quantile, wilson_share, Rate};
use super::SimArgs;
use standfirm_engine::strongholds::bots::{greedy, RandomBot};
use standfirm_engine::strongholds::levels::table_move;
use standfirm_engine::strongholds::{Level, Options, State, Status, TieBreak, WISE_PLAYOUTS};
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

/// Who plays: one policy in every seat, or a level per seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Bots {
    /// The greedy bot reading the whole state (the policy of RULINGS 3D's figures).
    Greedy,
    /// The random bot.
    Random,
    /// A level per seat, each deciding from its own observation; Wise with this many playouts.
    Levels(Vec<Level>, u32),
}

/// Plays one game with the given policy in every seat. The first player is seat 0.
pub fn play_game(options: &Options, seed: u64, random: bool) -> Result<GameSummary, String> {
    let bots = if random { Bots::Random } else { Bots::Greedy };
    play_table(options, seed, 0, &bots).map(|(g, _)| g)
}

/// Plays one game from `seed` with `first` playing first; returns its figures and the seats' shares of the
/// win (1/k to each of k seats sharing first place, SH-B17).
pub fn play_table(
    options: &Options,
    seed: u64,
    first: u8,
    bots: &Bots,
) -> Result<(GameSummary, Vec<f64>), String> {
    let mut state = State::new(options.clone(), seed, first).map_err(|e| e.to_string())?;
    let mut bot = RandomBot::new(seed);
    let mut actions = 0u32;
    loop {
        let action = match bots {
            Bots::Random => bot.choose(&state),
            Bots::Greedy => greedy(&state),
            Bots::Levels(levels, playouts) => table_move(
                &state,
                u64::from(actions),
                |s| levels.get(usize::from(s)).copied(),
                *playouts,
            ),
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
    let shares = (0..options.players)
        .map(|s| {
            if outcome.winners.contains(&s) {
                1.0 / outcome.winners.len() as f64
            } else {
                0.0
            }
        })
        .collect();
    let summary = GameSummary {
        rounds: state.round,
        slaps: state.stats.slaps,
        truth_fallbacks: state.stats.truth_fallbacks,
        tied: outcome.scores.iter().filter(|&&s| s == best).count() > 1,
        shared: outcome.tie_break == TieBreak::Shared,
        stalled: outcome.reason == standfirm_engine::strongholds::EndReason::RoundCap,
        total_score: outcome.scores.iter().sum(),
        actions,
    };
    Ok((summary, shares))
}

/// The levels of `--seats`, filled to `players` seats by repeating the last.
pub fn parse_seats(text: &str, players: u8) -> Result<Vec<Level>, String> {
    let mut levels = text
        .split(',')
        .map(|t| {
            Level::parse(t.trim())
                .ok_or_else(|| format!("--seats: unknown level \"{t}\" (gentle, steady or wise)"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if levels.len() > usize::from(players) {
        return Err(format!(
            "--seats lists {} levels for {players} players",
            levels.len()
        ));
    }
    let last = *levels.last().expect("split gives one at least");
    levels.resize(usize::from(players), last);
    Ok(levels)
}

/// The levels' seats in game `i`: the list turned by `i / players` seats.
pub fn seats_of_game(levels: &[Level], i: u64) -> Vec<Level> {
    let n = levels.len();
    let turn = (i / n as u64 % n as u64) as usize;
    (0..n).map(|s| levels[(s + n - turn) % n]).collect()
}

/// Each level's win share over games (summed shares over the seat-games it played), with its interval.
pub fn level_shares(games: &[(Vec<Level>, Vec<f64>)]) -> Vec<(Level, usize, Rate)> {
    Level::ALL
        .into_iter()
        .filter_map(|level| {
            let (mut won, mut seats) = (0.0, 0usize);
            for (levels, shares) in games {
                for (l, share) in levels.iter().zip(shares) {
                    if *l == level {
                        won += share;
                        seats += 1;
                    }
                }
            }
            (seats > 0).then(|| (level, seats, wilson_share(won, seats as u64)))
        })
        .collect()
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
    let seats = args.take("seats");
    let playouts: u32 = flag(&mut args, "playouts", WISE_PLAYOUTS)?;
    args.finish()?;
    if !(2..=6).contains(&players) {
        return Err("--players must be 2 to 6".into());
    }
    let levels = seats.map(|t| parse_seats(&t, players)).transpose()?;
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
    let mut tables = Vec::new();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        match &levels {
            None => games.push(play_game(&options, seed, random)?),
            Some(levels) => {
                let seated = seats_of_game(levels, i);
                let first = (i % u64::from(players)) as u8;
                let bots = Bots::Levels(seated.clone(), playouts);
                let (game, shares) = play_table(&options, seed, first, &bots)?;
                games.push(game);
                tables.push((seated, shares));
            }
        }
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
    let policy = match &levels {
        None => args.policy.clone(),
        Some(levels) => format!(
            "levels {} (Wise {playouts} playouts, rotated)",
            levels.iter().map(|l| l.id()).collect::<Vec<_>>().join(",")
        ),
    };
    let mut report = format!(
        "strongholds: {games} games, {players} players, policy {policy}, truth limit 4 at all counts: {tla}, round cap {cap}\n\
         rounds (finished games): median {med} (p10 {p10}, p90 {p90})\n\
         slaps per game: {slaps:.2}\n\
         truth-deck-empty draws per game: {fall:.2}\n\
         tied for first: {ties} ({tie_pct:.1}%), shared wins after tie-break: {shared}\n\
         stalls (hit the round cap): {stalls} / {games}\n\
         mean score per player: {mean:.1}\n\
         speed: {gps:.0} games/s ({aps:.0} actions/s)",
        games = games.len(),
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
    );
    for (level, seats, rate) in level_shares(&tables) {
        report.push_str(&format!(
            "\nwin share {}: {rate} over {seats} seat-games",
            level.id()
        ));
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_rotate_round_the_table_every_players_games() {
        let levels = [Level::Wise, Level::Steady, Level::Steady];
        let seats: Vec<Vec<Level>> = (0..9).map(|i| seats_of_game(&levels, i)).collect();
        assert_eq!(seats[0], levels);
        assert_eq!(seats[2], levels);
        assert_eq!(seats[3], [Level::Steady, Level::Wise, Level::Steady]);
        assert_eq!(seats[6], [Level::Steady, Level::Steady, Level::Wise]);
        // Over players² games every level sits in every seat with every first player.
        let wise_seat = |s: &[Level]| s.iter().position(|&l| l == Level::Wise).unwrap();
        let mut pairs: Vec<(usize, u64)> = (0..9)
            .map(|i| (wise_seat(&seats[i as usize]), i % 3))
            .collect();
        pairs.sort();
        pairs.dedup();
        assert_eq!(pairs.len(), 9);
    }

    #[test]
    fn seats_repeat_the_last_level_and_refuse_unknown_ones() {
        assert_eq!(
            parse_seats("wise,steady", 4).unwrap(),
            [Level::Wise, Level::Steady, Level::Steady, Level::Steady]
        );
        assert!(parse_seats("wise,hard", 2).is_err());
        assert!(parse_seats("wise,steady,steady", 2).is_err());
    }

    #[test]
    fn a_shared_first_place_counts_a_fraction_to_each_sh_b17() {
        let games = vec![
            (
                vec![Level::Wise, Level::Steady, Level::Steady],
                vec![0.5, 0.5, 0.0],
            ),
            (
                vec![Level::Steady, Level::Wise, Level::Steady],
                vec![0.0, 0.0, 1.0],
            ),
        ];
        let shares = level_shares(&games);
        assert_eq!(shares[0].0, Level::Steady);
        assert_eq!(shares[0].1, 4);
        assert!((shares[0].2.value - 1.5 / 4.0).abs() < 1e-12);
        assert_eq!(shares[1].0, Level::Wise);
        assert!((shares[1].2.value - 0.25).abs() < 1e-12);
    }
}
