//! `sim --game pip-armor [--policy random|greedy] [--learning true|false]`: plays seeded games with a bot and
//! reports the win rate, the ratings, the pips and the speed.

use super::stats::wilson;
use super::SimArgs;
use standfirm_engine::pip_armor::bots::{play_out, GreedyBot, RandomBot};
use standfirm_engine::pip_armor::{Options, Rating, State, Status};
use std::fmt::Write;
use std::time::Instant;

/// Runs the simulation and returns its report.
pub fn run(mut args: SimArgs) -> Result<String, String> {
    let learning = match args.take("learning").as_deref() {
        None | Some("false") => false,
        Some("true") => true,
        Some(other) => return Err(format!("--learning needs true or false, not \"{other}\"")),
    };
    args.finish()?;
    let random = match args.policy.as_str() {
        "random" => true,
        "greedy" => false,
        other => {
            return Err(format!(
                "unknown --policy \"{other}\" for pip-armor (random or greedy)"
            ))
        }
    };
    let options = Options { learning };
    let (mut wins, mut losses, mut practice, mut whole, mut pips_sum) =
        (0u64, 0u64, 0u64, 0u64, 0u64);
    let mut ratings = [0u64; 4];
    let start = Instant::now();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let mut state = State::new(options, seed);
        if random {
            play_out(&mut state, &mut RandomBot::new(seed));
        } else {
            play_out(&mut state, &mut GreedyBot);
        }
        match state.status() {
            Status::Won {
                rating,
                whole_armor,
            } => {
                wins += 1;
                whole += u64::from(whole_armor);
                pips_sum += u64::from(state.pips_total());
                ratings[Rating::ALL.iter().position(|&r| r == rating).unwrap_or(0)] += 1;
            }
            Status::Lost => losses += 1,
            Status::PracticeComplete => practice += 1,
            Status::InProgress => return Err(format!("game {seed} did not finish")),
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let games = args.games;
    let mut out = String::new();
    let mode = if learning {
        "Learning Mode"
    } else {
        "standard rules"
    };
    let _ = writeln!(
        out,
        "pip-armor, {} policy, {mode}: {games} games from seed {}",
        args.policy, args.seed
    );
    let _ = writeln!(out, "wins:            {wins} = {}", wilson(wins, games));
    let _ = writeln!(out, "losses:          {losses}");
    let _ = writeln!(out, "practice games:  {practice} (no Breastplate, PIP-7.3)");
    let _ = writeln!(out, "ratings (wins):");
    for (rating, count) in Rating::ALL.iter().zip(ratings) {
        let _ = writeln!(out, "  {:<20} {count}", rating.name());
    }
    let mean = if wins > 0 {
        pips_sum as f64 / wins as f64
    } else {
        0.0
    };
    let _ = writeln!(out, "mean pips (wins): {mean:.2}");
    let _ = writeln!(out, "Whole Armor:     {whole} = {}", wilson(whole, games));
    let rate = if seconds > 0.0 {
        games as f64 / seconds
    } else {
        0.0
    };
    let _ = write!(
        out,
        "speed:           {rate:.0} games/second ({seconds:.2} s)"
    );
    Ok(out)
}
