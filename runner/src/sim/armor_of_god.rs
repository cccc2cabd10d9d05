//! `sim --game armor-of-god`: win rate with a 95% interval, the mean round of the end, games per second.

use super::stats::wilson;
use super::SimArgs;
use standfirm_engine::armor_of_god::bots::{basic_action, greedy_action, random_action};
use standfirm_engine::armor_of_god::{Options, State, Status};
use standfirm_engine::rng::GameRng;
use std::time::Instant;

/// The outcome of a batch of games.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Games won.
    pub wins: u64,
    /// Sum of the round in which each game ended.
    pub end_round_sum: u64,
    /// Losses by the round of the failed check (index 0 = round 1).
    pub losses_by_round: [u64; 4],
}

/// A bot for the simulator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// Uniform over legal actions.
    Random,
    /// The plain reference bot of RULINGS' tables.
    Basic,
    /// The stronger greedy bot.
    Greedy,
}

impl Policy {
    /// Parses `random`, `basic` or `greedy`.
    pub fn parse(name: &str) -> Result<Policy, String> {
        match name {
            "random" => Ok(Policy::Random),
            "basic" => Ok(Policy::Basic),
            "greedy" => Ok(Policy::Greedy),
            other => Err(format!(
                "unknown policy \"{other}\" (random, basic or greedy)"
            )),
        }
    }
}

/// Plays one game with the policy; returns the final state.
pub fn play_one(options: Options, seed: u64, policy: Policy) -> State {
    let mut state = State::new(options, seed);
    let mut bot_rng = GameRng::new(seed ^ 0x9E37_79B9_7F4A_7C15);
    loop {
        let action = match policy {
            Policy::Random => random_action(&state, &mut bot_rng),
            Policy::Basic => basic_action(&state),
            Policy::Greedy => greedy_action(&state),
        };
        let Some(action) = action else { return state };
        state
            .apply(&action)
            .expect("bots only choose legal actions");
    }
}

/// Plays `games` games from `seed` on.
pub fn simulate(options: Options, seed: u64, games: u64, policy: Policy) -> Summary {
    let mut summary = Summary {
        games,
        ..Summary::default()
    };
    for i in 0..games {
        let state = play_one(options, seed.wrapping_add(i), policy);
        summary.end_round_sum += u64::from(state.round());
        match state.status() {
            Status::Won => summary.wins += 1,
            Status::Lost { round, .. } => {
                summary.losses_by_round[usize::from(round - 1).min(3)] += 1
            }
            Status::InProgress => unreachable!("a finished playout is over"),
        }
    }
    summary
}

/// Runs the simulation described by the command line and returns the report.
pub fn run(mut args: SimArgs) -> Result<String, String> {
    let mut options = Options::default();
    if let Some(dart) = args.take("dart") {
        options.dart = parse_option(&dart, "dart")?;
    }
    if let Some(defense) = args.take("defense") {
        options.defense = parse_option(&defense, "defense")?;
    }
    if let Some(faces) = args.take("faces") {
        options.faces = parse_option(&faces, "faces")?;
    }
    args.finish()?;
    let policy = Policy::parse(&args.policy)?;
    let started = Instant::now();
    let summary = simulate(options, args.seed, args.games, policy);
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let rate = wilson(summary.wins, summary.games);
    let losses: Vec<String> = summary
        .losses_by_round
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(r, n)| format!("R{}: {n}", r + 1))
        .collect();
    Ok(format!(
        "game: armor-of-god  policy: {}  dart: {:?}  defense: {:?}  faces: {:?}\n\
         games: {}  seeds: {}..{}\n\
         win rate: {rate}\n\
         losses by round: {}\n\
         mean round of the end: {:.2}\n\
         games per second: {:.0}",
        args.policy,
        options.dart,
        options.defense,
        options.faces,
        summary.games,
        args.seed,
        args.seed.wrapping_add(args.games),
        if losses.is_empty() {
            "none".to_string()
        } else {
            losses.join(", ")
        },
        summary.end_round_sum as f64 / summary.games.max(1) as f64,
        summary.games as f64 / seconds,
    ))
}

pub(crate) fn parse_option<T: serde::de::DeserializeOwned>(
    value: &str,
    flag: &str,
) -> Result<T, String> {
    serde_json::from_value(serde_json::Value::String(value.to_string()))
        .map_err(|_| format!("--{flag} does not accept \"{value}\""))
}
