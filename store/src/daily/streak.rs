//! The gentle daily streak: the days on which a daily deal was finished (won or lost: faithfulness, not
//! winning), counted by the local date each daily deal was started on, as stored with it.
//!
//! A streak runs from one such day to another; one missed day in any seven consecutive days is a rest day and
//! does not break it, two missed days within seven consecutive days do. Its length is the number of days played
//! in it. Because only the stored dates count, a clock change, travel across time zones or a date going
//! backwards can never take a streak away: a date before the last day played just counts as that day.

use crate::clock::{day_number, Date};
use crate::stats::Statistics;
use std::collections::BTreeSet;

/// Missed days closer than this (in days) break a streak: a rest day needs the previous one at least a week
/// earlier.
const REST_EVERY: i64 = 7;

/// Where the daily streak stands today. The app words it kindly; these are only the facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Streak {
    /// No streak: no daily deal finished recently enough.
    None,
    /// A daily deal was finished today; the streak has `days` days.
    Active {
        /// Days played in the streak.
        days: u32,
    },
    /// Nothing finished today yet, and the streak stays even if today becomes a rest day.
    RestingToday {
        /// Days played in the streak.
        days: u32,
    },
    /// Nothing finished today yet; the streak goes on if a daily deal is finished today (this week's rest day
    /// is already taken), and ends otherwise.
    ContinuesToday {
        /// Days played in the streak.
        days: u32,
    },
}

impl Streak {
    /// The days played in the streak (0 without one).
    pub fn days(self) -> u32 {
        match self {
            Streak::None => 0,
            Streak::Active { days }
            | Streak::RestingToday { days }
            | Streak::ContinuesToday { days } => days,
        }
    }
}

/// The days with a finished daily deal, from the history.
pub fn daily_days(stats: &Statistics) -> BTreeSet<Date> {
    stats
        .history
        .iter()
        .filter(|r| r.outcome.is_finished())
        .filter_map(|r| r.daily)
        .collect()
}

/// The gentle streak on `today` ([`crate::today`]).
pub fn streak(stats: &Statistics, today: Date) -> Streak {
    streak_of(&daily_days(stats), today)
}

/// The longest gentle streak ever, in days played.
pub fn best_streak(stats: &Statistics) -> u32 {
    runs(&daily_days(stats))
        .iter()
        .map(|r| r.days)
        .max()
        .unwrap_or(0)
}

/// The streak on `today` given the days played.
pub fn streak_of(days: &BTreeSet<Date>, today: Date) -> Streak {
    let Some(last) = runs(days).pop() else {
        return Streak::None;
    };
    let today = day_number(today);
    if last.end >= today {
        return Streak::Active { days: last.days };
    }
    let missed_before_today = today - last.end - 1;
    let days = last.days;
    match (missed_before_today, last.rest) {
        (0, None) => Streak::RestingToday { days },
        (0, Some(rest)) if today - rest >= REST_EVERY => Streak::RestingToday { days },
        (0, Some(_)) => Streak::ContinuesToday { days },
        (1, None) => Streak::ContinuesToday { days },
        (1, Some(rest)) if last.end + 1 - rest >= REST_EVERY => Streak::ContinuesToday { days },
        _ => Streak::None,
    }
}

/// One streak: its last day played, its days played and its latest rest day (day numbers).
struct Run {
    end: i64,
    days: u32,
    rest: Option<i64>,
}

/// Every streak in the days played, oldest first.
fn runs(days: &BTreeSet<Date>) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    for day in days.iter().map(|&d| day_number(d)) {
        let kept = runs.last_mut().and_then(|run| {
            let rest = match day - run.end - 1 {
                0 => run.rest,
                1 if run.rest.is_none_or(|r| run.end + 1 - r >= REST_EVERY) => Some(run.end + 1),
                _ => return None,
            };
            run.end = day;
            run.days += 1;
            run.rest = rest;
            Some(())
        });
        if kept.is_none() {
            runs.push(Run {
                end: day,
                days: 1,
                rest: None,
            });
        }
    }
    runs
}
