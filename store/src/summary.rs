//! The summary a save keeps for listing without replay: status, round, variant, players and a headline.

use crate::replay::Replayed;
use crate::setup::Setup;
use serde::{Deserialize, Serialize};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::pip_armor::{self as pip, Phase};
use standfirm_engine::strongholds::{self as sh, end::score, TieBreak};

/// How a saved game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SummaryStatus {
    /// Still being played.
    InProgress,
    /// Armor of God or PIP Armor won.
    Won,
    /// Armor of God or PIP Armor lost.
    Lost,
    /// PIP Armor played to the end without a Breastplate (PIP-7.3).
    PracticeComplete,
    /// A Strongholds game has ended (SH-5.10, SH-B18).
    Finished,
}

/// A cache of what Home shows for a save, computed from the replayed state when the game is saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Summary {
    /// How the game stands.
    pub status: SummaryStatus,
    /// The round (Armor of God, Strongholds); 0 for PIP Armor, which has no rounds.
    pub round: u32,
    /// The variant in words ("Softer Dart · Hard A · J Q K = 10").
    pub variant: String,
    /// Who plays ("Solo", "April · Steve · Ruth (bot)").
    pub players: String,
    /// One line: "Round 2 of 4 · 3 of 6 armor".
    pub headline: String,
}

impl Summary {
    /// The summary of `state`, a game started from `setup`.
    pub fn of(setup: &Setup, state: &Replayed) -> Summary {
        let (status, round, headline) = match state {
            Replayed::ArmorOfGod(s) => armor_of_god(s),
            Replayed::PipArmor(s) => pip_armor(s),
            Replayed::Strongholds(s) => strongholds(s, setup),
        };
        Summary {
            status,
            round,
            variant: setup.variant_text(),
            players: setup.players_text(),
            headline,
        }
    }
}

fn armor_of_god(s: &aog::State) -> (SummaryStatus, u32, String) {
    let claimed = s.claimed().len();
    let round = u32::from(s.round());
    match s.status() {
        aog::Status::InProgress => (
            SummaryStatus::InProgress,
            round,
            format!(
                "Round {round} of {} · {claimed} of 6 armor",
                s.options().defense.rounds()
            ),
        ),
        aog::Status::Won => (
            SummaryStatus::Won,
            round,
            format!("Won in round {round} · 6 of 6 armor"),
        ),
        aog::Status::Lost {
            round,
            needed,
            claimed,
        } => (
            SummaryStatus::Lost,
            u32::from(round),
            format!("Lost in round {round} · {claimed} of 6 armor, {needed} needed"),
        ),
    }
}

fn pip_armor(s: &pip::State) -> (SummaryStatus, u32, String) {
    match s.status() {
        pip::Status::InProgress => {
            let line = match (s.phase(), s.prepare_turn()) {
                (Phase::Prepare, Some(turn)) => format!("Prepare · turn {turn} of 18"),
                _ => format!(
                    "Stand · {} Threats left · {} pips",
                    s.threats_left(),
                    s.pips_total()
                ),
            };
            (SummaryStatus::InProgress, 0, line)
        }
        pip::Status::Won {
            rating,
            whole_armor,
        } => {
            let whole = if whole_armor { " · Whole Armor" } else { "" };
            (
                SummaryStatus::Won,
                0,
                format!("Won · {} · {} pips{whole}", rating.name(), s.pips_total()),
            )
        }
        pip::Status::Lost => (
            SummaryStatus::Lost,
            0,
            "Lost · the Breastplate fell".to_string(),
        ),
        pip::Status::PracticeComplete => (
            SummaryStatus::PracticeComplete,
            0,
            "Practice complete · no Breastplate".to_string(),
        ),
    }
}

fn strongholds(s: &sh::State, setup: &Setup) -> (SummaryStatus, u32, String) {
    let name = |seat: u8| match setup {
        Setup::Strongholds { seats, .. } => seats
            .get(usize::from(seat))
            .map_or_else(|| format!("Seat {}", seat + 1), |s| s.name.clone()),
        _ => format!("Seat {}", seat + 1),
    };
    match s.status() {
        sh::Status::InProgress => {
            let scores: Vec<String> = (0..s.options.players)
                .map(|seat| format!("{} {}", name(seat), score(s.player(seat))))
                .collect();
            (
                SummaryStatus::InProgress,
                s.round,
                format!("Round {} · {}", s.round, scores.join(" · ")),
            )
        }
        sh::Status::Finished(outcome) => {
            let best = outcome.scores.iter().copied().max().unwrap_or(0);
            let winners: Vec<String> = outcome.winners.iter().map(|&w| name(w)).collect();
            let line = if outcome.tie_break == TieBreak::Shared {
                format!("Shared win: {} · {best} points", winners.join(" and "))
            } else {
                format!("{} wins · {best} points", winners.join(" and "))
            };
            (SummaryStatus::Finished, s.round, line)
        }
    }
}
