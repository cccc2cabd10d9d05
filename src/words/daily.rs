//! The daily row's words: the date, how a deal stands, and the streak, kind and never shaming; in the language
//! now.

use crate::words::tr::{lang, tr, trn};
use standfirm_guide::Lang;
use standfirm_store::{DailyStatus, Date, Streak};

/// A weekday's name, Monday first.
fn weekday(index: u8) -> String {
    match index {
        0 => tr!("Monday"),
        1 => tr!("Tuesday"),
        2 => tr!("Wednesday"),
        3 => tr!("Thursday"),
        4 => tr!("Friday"),
        5 => tr!("Saturday"),
        _ => tr!("Sunday"),
    }
}

/// A month's name, January first.
fn month(index: u8) -> String {
    match index {
        1 => tr!("January"),
        2 => tr!("February"),
        3 => tr!("March"),
        4 => tr!("April"),
        5 => tr!("May"),
        6 => tr!("June"),
        7 => tr!("July"),
        8 => tr!("August"),
        9 => tr!("September"),
        10 => tr!("October"),
        11 => tr!("November"),
        _ => tr!("December"),
    }
}

/// The date as the language now writes it: "Wednesday 2 December"; "miércoles, 2 de diciembre de 2026".
pub fn date_words(date: Date) -> String {
    let weekday = weekday(date.weekday().to_monday_zero_offset() as u8);
    let month = month(date.month() as u8);
    match lang() {
        Lang::English => format!("{weekday} {} {month}", date.day()),
        Lang::Spanish => format!("{weekday}, {} de {month} de {}", date.day(), date.year()),
    }
}

/// How a daily deal stands, and what a tap on it does: ("Won today", "Play again").
pub fn status_words(status: &DailyStatus) -> (String, String) {
    match status {
        DailyStatus::NotStarted => (tr!("Not started"), tr!("Play")),
        DailyStatus::InProgress { .. } => (tr!("In progress"), tr!("Continue")),
        DailyStatus::Won => (tr!("Won today"), tr!("Play again")),
        DailyStatus::Lost => (tr!("Played today"), tr!("Play again")),
        DailyStatus::PracticeComplete => (tr!("Played through today"), tr!("Play again")),
    }
}

/// A number of days: "1 day", "5 days".
pub fn days(n: usize) -> String {
    trn!("{n} day", "{n} days", n, n = n)
}

/// A number of games: "1 game", "5 games".
pub fn games(n: usize) -> String {
    trn!("{n} game", "{n} games", n, n = n)
}

/// The gentle daily streak in words, with the best one when it is longer than today's.
pub fn streak_words(streak: Streak, best: u32) -> String {
    let now = match streak {
        Streak::None => tr!(
            "Finish a daily deal, won or lost, to begin a gentle streak: a day of rest each week never breaks it."
        ),
        Streak::Active { days: n } => tr!(
            "Daily streak: {days}. Today's deal is done — well played.",
            days = days(n as usize)
        ),
        Streak::RestingToday { days: n } => tr!(
            "Daily streak: {days}. Your streak rests today if you need it to.",
            days = days(n as usize)
        ),
        Streak::ContinuesToday { days: n } => tr!(
            "Daily streak: {days}. This week's rest day is taken; a deal today carries it on.",
            days = days(n as usize)
        ),
    };
    if best > streak.days() {
        tr!("{now} Best: {days}.", now = now, days = days(best as usize))
    } else {
        now
    }
}

#[cfg(test)]
#[path = "daily_tests.rs"]
mod tests;
