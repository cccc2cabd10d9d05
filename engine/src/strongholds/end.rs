//! Game end and scoring (SH-5.10, SH-6, SH-B17, SH-B18): each player's points and the result they make
//! (`result.rs`).

use super::result::{EndReason, Outcome, TieBreak};
use super::state::{Player, State};

/// A player's points: 5 per Stronghold (Pride 7), 2 per completed Trial or Assignment (SH-6.1, SH-2.18).
pub fn score(player: &Player) -> u32 {
    let strongholds: u32 = player
        .taken
        .iter()
        .map(|s| u32::from(s.card().points))
        .sum();
    let tasks = player.tasks.iter().filter(|t| t.done.is_some()).count() as u32;
    strongholds + 2 * tasks
}

/// Scores the state and picks the winners: highest score, then most Strongholds, then shared (SH-6.2, SH-B17).
pub fn outcome(state: &State, reason: EndReason) -> Outcome {
    let scores: Vec<u32> = state.players.iter().map(score).collect();
    let best = scores.iter().copied().max().unwrap_or(0);
    let top: Vec<u8> = (0..scores.len() as u8)
        .filter(|&s| scores[usize::from(s)] == best)
        .collect();
    if top.len() == 1 {
        return Outcome {
            reason,
            scores,
            winners: top,
            tie_break: TieBreak::None,
        };
    }
    let taken = |s: u8| state.players[usize::from(s)].taken.len();
    let most = top.iter().map(|&s| taken(s)).max().unwrap_or(0);
    let winners: Vec<u8> = top.into_iter().filter(|&s| taken(s) == most).collect();
    let tie_break = if winners.len() == 1 {
        TieBreak::MostStrongholds
    } else {
        TieBreak::Shared
    };
    Outcome {
        reason,
        scores,
        winners,
        tie_break,
    }
}
