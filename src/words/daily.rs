//! The daily row's words: the date, how a deal stands, and the streak, kind and never shaming.

use standfirm_store::{DailyStatus, Date, Streak};

const WEEKDAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// "Wednesday 2 December".
pub fn date_words(date: Date) -> String {
    let weekday = WEEKDAYS[date.weekday().to_monday_zero_offset() as usize];
    let month = MONTHS[(date.month() - 1) as usize];
    format!("{weekday} {} {month}", date.day())
}

/// How a daily deal stands, and what a tap on it does: ("Won", "Play again").
pub fn status_words(status: &DailyStatus) -> (&'static str, &'static str) {
    match status {
        DailyStatus::NotStarted => ("Not started", "Play"),
        DailyStatus::InProgress { .. } => ("In progress", "Continue"),
        DailyStatus::Won => ("Won today", "Play again"),
        DailyStatus::Lost => ("Played today", "Play again"),
        DailyStatus::PracticeComplete => ("Played through today", "Play again"),
    }
}

/// A count with its unit: "1 day", "5 days", "1 game".
pub fn count(n: usize, unit: &str) -> String {
    if n == 1 {
        format!("1 {unit}")
    } else {
        format!("{n} {unit}s")
    }
}

fn days(n: u32) -> String {
    count(n as usize, "day")
}

/// The gentle daily streak in words, with the best one when it is longer than today's.
pub fn streak_words(streak: Streak, best: u32) -> String {
    let now = match streak {
        Streak::None => {
            "Finish a daily deal, won or lost, to begin a gentle streak: a day of rest each week never breaks it."
                .to_string()
        }
        Streak::Active { days: n } => {
            format!("Daily streak: {}. Today's deal is done — well played.", days(n))
        }
        Streak::RestingToday { days: n } => format!(
            "Daily streak: {}. Your streak rests today if you need it to.",
            days(n)
        ),
        Streak::ContinuesToday { days: n } => format!(
            "Daily streak: {}. This week's rest day is taken; a deal today carries it on.",
            days(n)
        ),
    };
    if best > streak.days() {
        format!("{now} Best: {}.", days(best))
    } else {
        now
    }
}

#[cfg(test)]
#[path = "daily_tests.rs"]
mod tests;
