//! The summary a save keeps for listing without replay: status, round, variant, players and a headline.

use crate::replay::Replayed;
use crate::setup::{Seat, Setup};
use serde::{Deserialize, Serialize};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::pip_armor::{self as pip, Phase};
use standfirm_engine::strongholds::{self as sh, end::score, TieBreak};
use standfirm_engine::words::{and_list, Arg, Msg};
use standfirm_engine::{msg, msg_plural};

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
            headline: headline.to_string(),
        }
    }

    /// The headline as a sentence in any language (`standfirm_engine::words`), for a summary read from a file
    /// (whose `headline` is written in English) of a game started from `setup`. The file keeps the headline's
    /// figures in its English words only, so they are read back from it and the sentence is made again with
    /// them; the sentence is the one [`Summary::of`] makes, checked to say exactly the written English. A
    /// headline it cannot read again (one written by another version) is given as it is.
    pub fn headline_msg(&self, setup: &Setup) -> Msg {
        candidates(self, setup)
            .into_iter()
            .find(|m| m.to_string() == self.headline)
            .unwrap_or_else(|| Msg::verbatim(self.headline.clone()))
    }
}

/// The headlines a summary of `setup` with this status and round could have, with the figures of its written
/// headline.
fn candidates(summary: &Summary, setup: &Setup) -> Vec<Msg> {
    let n = numbers(&summary.headline);
    let at = |i: usize| n.get(i).copied().unwrap_or(0);
    let round = summary.round;
    match (setup, summary.status) {
        (Setup::ArmorOfGod { options, .. }, SummaryStatus::InProgress) => {
            vec![aog_in_progress(round, options.defense.rounds(), at(2))]
        }
        (Setup::ArmorOfGod { .. }, SummaryStatus::Won) => vec![aog_won(round)],
        (Setup::ArmorOfGod { .. }, _) => vec![aog_lost(round, at(1), at(3))],
        (Setup::PipArmor { .. }, SummaryStatus::InProgress) => {
            vec![pip_prepare(at(0)), pip_stand(at(0), at(1))]
        }
        (Setup::PipArmor { .. }, SummaryStatus::Won) => pip::Rating::ALL
            .into_iter()
            .flat_map(|rating| [pip_won(rating, at(0), false), pip_won(rating, at(0), true)])
            .collect(),
        (Setup::PipArmor { .. }, SummaryStatus::Lost) => vec![pip_lost()],
        (Setup::PipArmor { .. }, _) => vec![pip_practice()],
        (Setup::Strongholds { seats, .. }, SummaryStatus::Finished) => {
            let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
            let points = numbers(&summary.headline).last().copied().unwrap_or(0);
            // Every group of winners, in seat order: the one the headline names is among them.
            (1u32..1 << names.len().min(6))
                .flat_map(|set| {
                    let winners: Vec<String> = (0..names.len())
                        .filter(|i| set & (1 << i) != 0)
                        .map(|i| names[i].clone())
                        .collect();
                    [
                        sh_finished(&winners, points, true),
                        sh_finished(&winners, points, false),
                    ]
                })
                .collect()
        }
        (Setup::Strongholds { seats, .. }, _) => sh_scores(&summary.headline, round, seats)
            .map(|scores| vec![sh_in_progress(round, &scores)])
            .unwrap_or_default(),
    }
}

/// The whole numbers written in `text`, in order.
fn numbers(text: &str) -> Vec<u32> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|d| d.parse().ok())
        .collect()
}

/// The seats' names and scores of a Strongholds headline "Round 4 · April 2 · Steve 2 · Ruth 0", read with the
/// seats' names (which may hold digits and dots of their own).
fn sh_scores(headline: &str, round: u32, seats: &[Seat]) -> Option<Vec<(String, u32)>> {
    let mut rest = headline.strip_prefix(&format!("Round {round}"))?;
    let mut scores = Vec::new();
    for seat in seats {
        rest = rest
            .strip_prefix(" · ")?
            .strip_prefix(&seat.name)?
            .strip_prefix(' ')?;
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        scores.push((seat.name.clone(), rest[..digits].parse().ok()?));
        rest = &rest[digits..];
    }
    rest.is_empty().then_some(scores)
}

fn aog_in_progress(round: u32, rounds: u8, claimed: u32) -> Msg {
    msg!(
        "Round {round} of {rounds} · {claimed} of 6 armor",
        round = round,
        rounds = rounds,
        claimed = claimed
    )
}

fn aog_won(round: u32) -> Msg {
    msg!("Won in round {round} · 6 of 6 armor", round = round)
}

fn aog_lost(round: u32, claimed: u32, needed: u32) -> Msg {
    msg!(
        "Lost in round {round} · {claimed} of 6 armor, {needed} needed",
        round = round,
        claimed = claimed,
        needed = needed
    )
}

fn pip_prepare(turn: u32) -> Msg {
    msg!("Prepare · turn {turn} of 18", turn = turn)
}

fn pip_stand(threats: u32, pips: u32) -> Msg {
    msg!(
        "Stand · {threats} · {pips}",
        threats = msg_plural!("{n} Threat left", "{n} Threats left", threats, n = threats),
        pips = pip_count(pips)
    )
}

fn pip_count(pips: u32) -> Msg {
    msg_plural!("{n} pip", "{n} pips", pips, n = pips)
}

fn pip_won(rating: pip::Rating, pips: u32, whole_armor: bool) -> Msg {
    if whole_armor {
        msg!(
            "Won · {rating} · {pips} · Whole Armor",
            rating = Arg::Rating(rating),
            pips = pip_count(pips)
        )
    } else {
        msg!(
            "Won · {rating} · {pips}",
            rating = Arg::Rating(rating),
            pips = pip_count(pips)
        )
    }
}

fn pip_lost() -> Msg {
    msg!("Lost · the Breastplate fell")
}

fn pip_practice() -> Msg {
    msg!("Practice complete · no Breastplate")
}

fn sh_in_progress(round: u32, scores: &[(String, u32)]) -> Msg {
    let scores = scores
        .iter()
        .map(|(name, score)| {
            Msg::new(
                "{name} {score}",
                vec![
                    ("name", Arg::Text(name.clone())),
                    ("score", Arg::Number(i64::from(*score))),
                ],
            )
        })
        .reduce(|a, b| {
            Msg::new(
                "{a} · {b}",
                vec![("a", Arg::Msg(Box::new(a))), ("b", Arg::Msg(Box::new(b)))],
            )
        })
        .unwrap_or_else(|| Msg::verbatim(""));
    msg!("Round {round} · {scores}", round = round, scores = scores)
}

/// A score is 5 or 7 a Stronghold and 2 a Trial or Assignment (SH-6.1): never 1 point.
fn sh_finished(winners: &[String], points: u32, shared: bool) -> Msg {
    let winners = and_list(winners.iter().map(|w| Arg::Text(w.clone())).collect());
    if shared {
        msg!(
            "Shared win: {winners} · {points} points",
            winners = winners,
            points = points
        )
    } else {
        msg!(
            "{winners} wins · {points} points",
            winners = winners,
            points = points
        )
    }
}

fn armor_of_god(s: &aog::State) -> (SummaryStatus, u32, Msg) {
    let claimed = s.claimed().len() as u32;
    let round = u32::from(s.round());
    match s.status() {
        aog::Status::InProgress => (
            SummaryStatus::InProgress,
            round,
            aog_in_progress(round, s.options().defense.rounds(), claimed),
        ),
        aog::Status::Won => (SummaryStatus::Won, round, aog_won(round)),
        aog::Status::Lost {
            round,
            needed,
            claimed,
        } => (
            SummaryStatus::Lost,
            u32::from(round),
            aog_lost(u32::from(round), u32::from(claimed), u32::from(needed)),
        ),
    }
}

fn pip_armor(s: &pip::State) -> (SummaryStatus, u32, Msg) {
    match s.status() {
        pip::Status::InProgress => {
            let line = match (s.phase(), s.prepare_turn()) {
                (Phase::Prepare, Some(turn)) => pip_prepare(u32::from(turn)),
                _ => pip_stand(s.threats_left() as u32, u32::from(s.pips_total())),
            };
            (SummaryStatus::InProgress, 0, line)
        }
        pip::Status::Won {
            rating,
            whole_armor,
        } => (
            SummaryStatus::Won,
            0,
            pip_won(rating, u32::from(s.pips_total()), whole_armor),
        ),
        pip::Status::Lost => (SummaryStatus::Lost, 0, pip_lost()),
        pip::Status::PracticeComplete => (SummaryStatus::PracticeComplete, 0, pip_practice()),
    }
}

fn strongholds(s: &sh::State, setup: &Setup) -> (SummaryStatus, u32, Msg) {
    let name = |seat: u8| match setup {
        Setup::Strongholds { seats, .. } => seats
            .get(usize::from(seat))
            .map_or_else(|| format!("Seat {}", seat + 1), |s| s.name.clone()),
        _ => format!("Seat {}", seat + 1),
    };
    match s.status() {
        sh::Status::InProgress => {
            let scores: Vec<(String, u32)> = (0..s.options.players)
                .map(|seat| (name(seat), score(s.player(seat))))
                .collect();
            (
                SummaryStatus::InProgress,
                s.round,
                sh_in_progress(s.round, &scores),
            )
        }
        sh::Status::Finished(outcome) => {
            let best = outcome.scores.iter().copied().max().unwrap_or(0);
            let winners: Vec<String> = outcome.winners.iter().map(|&w| name(w)).collect();
            let line = sh_finished(&winners, best, outcome.tie_break == TieBreak::Shared);
            (SummaryStatus::Finished, s.round, line)
        }
    }
}
