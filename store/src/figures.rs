//! The figures of the Statistics screen, each derived from `stats.json`: win rates from the totals (which
//! count every game, those before the history began too), and the calendar and the distributions from the
//! history ([`Record`]): the calendar, the rounds and ratings, and the graded games by grade.

use crate::clock::{day_number, Date};
use crate::history::Record;
use crate::result::Outcome;
use crate::stats::Statistics;
use jiff::ToSpan;
use standfirm_engine::grade::Grade;
use standfirm_engine::pip_armor::Rating;
use standfirm_engine::GameKind;
use std::collections::BTreeMap;

/// One game variant's win rate.
#[derive(Debug, Clone, PartialEq)]
pub struct WinRate {
    /// The game.
    pub game: GameKind,
    /// The variant's key.
    pub variant: String,
    /// The variant in words.
    pub variant_text: String,
    /// Games counted (abandoned ones and practices included).
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// `won / played`, 0 to 1.
    pub rate: f64,
}

impl WinRate {
    /// The variant in words in any language (`standfirm_engine::words`), made from its key; the statistics'
    /// English words for a key this version does not make.
    pub fn variant_msg(&self) -> standfirm_engine::words::Msg {
        crate::Setup::variant_msg_of_key(self.game, &self.variant)
            .unwrap_or_else(|| standfirm_engine::words::Msg::verbatim(self.variant_text.clone()))
    }
}

/// Every variant's win rate, by game (in [`GameKind::ALL`] order) then variant key.
pub fn win_rates(stats: &Statistics) -> Vec<WinRate> {
    GameKind::ALL
        .iter()
        .filter_map(|game| Some((*game, stats.games.get(game)?)))
        .flat_map(|(game, variants)| {
            variants.iter().map(move |(key, v)| WinRate {
                game,
                variant: key.clone(),
                variant_text: v.variant.clone(),
                played: v.played,
                won: v.won,
                rate: v.win_rate(),
            })
        })
        .collect()
}

/// One day of the calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CalendarDay {
    /// The date.
    pub date: Date,
    /// Games counted for it ([`Record::day`]).
    pub games: u32,
    /// Whether a daily deal was finished for it.
    pub daily: bool,
}

/// The days of the last `weeks` calendar weeks, Monday first, up to `today`: the current week so far and the
/// `weeks - 1` whole weeks before it (none for 0 weeks), each with the games played.
pub fn calendar(stats: &Statistics, today: Date, weeks: u32) -> Vec<CalendarDay> {
    if weeks == 0 {
        return Vec::new();
    }
    let since_monday = i64::from(today.weekday().to_monday_zero_offset());
    let back = since_monday + 7 * (i64::from(weeks) - 1);
    let Ok(first) = today.checked_sub(back.days()) else {
        return Vec::new();
    };
    let mut days: Vec<CalendarDay> = first
        .series(1.day())
        .take_while(|d| *d <= today)
        .map(|date| CalendarDay {
            date,
            games: 0,
            daily: false,
        })
        .collect();
    let start = day_number(first);
    for record in &stats.history {
        let index = usize::try_from(day_number(record.day()) - start).ok();
        if let Some(slot) = index.and_then(|i| days.get_mut(i)) {
            slot.games += 1;
            slot.daily |= record.daily.is_some() && record.outcome.is_finished();
        }
    }
    days
}

/// The days in the last `weeks` calendar weeks ([`calendar`]) on which at least one game was played.
pub fn days_played(stats: &Statistics, today: Date, weeks: u32) -> u32 {
    calendar(stats, today, weeks)
        .iter()
        .filter(|d| d.games > 0)
        .count() as u32
}

/// Armor of God's finished games (won or lost) by the round reached, of one variant or (`None`) of all.
pub fn rounds_reached(stats: &Statistics, variant: Option<&str>) -> BTreeMap<u32, u32> {
    let mut rounds = BTreeMap::new();
    for record in finished(stats, GameKind::ArmorOfGod, variant) {
        if let Some(round) = record.round {
            *rounds.entry(round).or_default() += 1;
        }
    }
    rounds
}

/// PIP Armor's wins by Victory Rating, every rating lowest first (zeros included), of one variant or all.
pub fn ratings(stats: &Statistics, variant: Option<&str>) -> Vec<(Rating, u32)> {
    let mut counts: Vec<(Rating, u32)> = Rating::ALL.iter().map(|&r| (r, 0)).collect();
    for record in finished(stats, GameKind::PipArmor, variant) {
        if let Some(slot) = counts.iter_mut().find(|(r, _)| Some(*r) == record.rating) {
            slot.1 += 1;
        }
    }
    counts
}

/// One grade's graded games (Challenges and daily deals) of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GradeWins {
    /// The grade.
    pub grade: Grade,
    /// Games of it counted (abandoned ones, as losses, and practices included).
    pub played: u32,
    /// Games of it won.
    pub won: u32,
}

impl GradeWins {
    /// `won / played`, 0 to 1 (0 before any game).
    pub fn rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            f64::from(self.won) / f64::from(self.played)
        }
    }
}

/// The graded games of `game` by grade, every grade gentlest first (zeros included), of one variant or
/// (`None`) of all: from the history, whose records carry the grade of a Challenge or a daily deal.
pub fn grades(stats: &Statistics, game: GameKind, variant: Option<&str>) -> Vec<GradeWins> {
    let mut out: Vec<GradeWins> = Grade::ALL
        .iter()
        .map(|&grade| GradeWins {
            grade,
            played: 0,
            won: 0,
        })
        .collect();
    let records = stats
        .history
        .iter()
        .filter(|r| r.game == game && variant.is_none_or(|v| r.variant == v));
    for record in records {
        if let Some(slot) = out.iter_mut().find(|g| Some(g.grade) == record.grade) {
            slot.played += 1;
            slot.won += u32::from(record.outcome == Outcome::Won);
        }
    }
    out
}

/// The history's won or lost games of `game` (and `variant`, if given).
fn finished<'a>(
    stats: &'a Statistics,
    game: GameKind,
    variant: Option<&'a str>,
) -> impl Iterator<Item = &'a Record> {
    stats.history.iter().filter(move |r| {
        r.game == game
            && matches!(r.outcome, Outcome::Won | Outcome::Lost)
            && variant.is_none_or(|v| r.variant == v)
    })
}
