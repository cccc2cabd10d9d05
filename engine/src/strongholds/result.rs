//! The game's result (SH-5.10, SH-6, SH-B17, SH-B18): why it ended, the scores and the winners, and whether the
//! game goes on. The scoring that makes it is `end.rs`.

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
