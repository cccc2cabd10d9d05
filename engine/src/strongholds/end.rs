//! Game end and scoring (SH-5.10, SH-6, SH-B17, SH-B18).

use super::state::{Player, State};
use serde::{Deserialize, Serialize};

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The 15th Stronghold was defeated (SH-5.10).
    AllDefeated,
    /// The table ended the game by agreement (SH-B18).
    Agreement,
    /// The optional round cap was reached (simulations only, SH-B18): a stall.
    RoundCap,
}

impl EndReason {
    /// Why the game ended, in words for a sentence ("every Stronghold is defeated"), in any language
    /// (`crate::words`).
    pub fn msg(self) -> crate::words::Msg {
        match self {
            EndReason::AllDefeated => crate::msg!("every Stronghold is defeated"),
            EndReason::Agreement => crate::msg!("the players agree to end the game"),
            EndReason::RoundCap => crate::msg!("the round cap is reached"),
        }
    }
}

/// How a tie for the highest score was settled (SH-B17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// One player had the highest score.
    None,
    /// Tied on points; most Strongholds decided.
    MostStrongholds,
    /// Still tied: a shared win.
    Shared,
}

/// The final result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Why it ended.
    pub reason: EndReason,
    /// Points by seat (SH-6.1).
    pub scores: Vec<u32>,
    /// The winning seats (more than one only for a shared win).
    pub winners: Vec<u8>,
    /// How a tie on points was settled.
    pub tie_break: TieBreak,
}

/// Whether the game goes on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    /// Still being played.
    InProgress,
    /// Over, with its result.
    Finished(Outcome),
}

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
