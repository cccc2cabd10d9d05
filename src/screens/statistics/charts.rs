//! The Statistics screen's figures as charts, each with the sentence a screen reader reads, written from the
//! same numbers as the bars (`standfirm_store::figures`).

use crate::ui::CalendarCell;
use crate::ui::ChartBar;
use standfirm_store::figures::{calendar, ratings, rounds_reached, CalendarDay, WinRate};
use standfirm_store::{Date, Statistics};

/// The weeks the calendar shows.
pub const WEEKS: u32 = 6;

fn games(n: u32) -> String {
    crate::words::daily::count(n as usize, "game")
}

/// The win-rate bar's words and its sentence: ("Won 12 of 20 · 60%", "Win rate 60%: 12 won of 20 games.").
pub fn win_rate_words(w: &WinRate) -> (String, String) {
    let percent = (w.rate * 100.0).round();
    (
        format!("Won {} of {} · {percent:.0}%", w.won, w.played),
        format!(
            "Win rate {percent:.0}%: {} won of {}.",
            w.won,
            games(w.played)
        ),
    )
}

/// Bars of `counts`, each a fraction of the largest.
fn bars(counts: &[(String, u32)]) -> Vec<ChartBar> {
    let top = counts.iter().map(|(_, n)| *n).max().unwrap_or(0).max(1);
    counts
        .iter()
        .map(|(label, n)| ChartBar {
            label: label.as_str().into(),
            count: *n as i32,
            fraction: *n as f32 / top as f32,
        })
        .collect()
}

/// "Rounds reached: round 1, 2 games; round 4, 5 games." from the same counts.
fn sentence(title: &str, counts: &[(String, u32)], unit: impl Fn(&str) -> String) -> String {
    let parts: Vec<String> = counts
        .iter()
        .map(|(label, n)| format!("{}, {}", unit(label), games(*n)))
        .collect();
    format!("{title}: {}.", parts.join("; "))
}

/// A chart: its title, bars and sentence.
pub struct Chart {
    /// Shown above the bars.
    pub title: String,
    /// The bars.
    pub bars: Vec<ChartBar>,
    /// What a screen reader reads.
    pub sentence: String,
}

/// Armor of God's finished games of `variant` by the round reached (rounds 1 to 4, zeros shown).
pub fn rounds_chart(stats: &Statistics, variant: &str) -> Chart {
    let reached = rounds_reached(stats, Some(variant));
    let counts: Vec<(String, u32)> = (1..=4)
        .map(|r| (r.to_string(), reached.get(&r).copied().unwrap_or(0)))
        .collect();
    let title = "Rounds reached";
    Chart {
        title: title.into(),
        bars: bars(&counts),
        sentence: sentence(title, &counts, |l| format!("round {l}")),
    }
}

/// PIP Armor's wins of `variant` by Victory Rating, lowest first.
pub fn ratings_chart(stats: &Statistics, variant: &str) -> Chart {
    let counts: Vec<(String, u32)> = ratings(stats, Some(variant))
        .into_iter()
        .map(|(rating, n)| (rating.name().to_string(), n))
        .collect();
    let title = "Victory Ratings";
    Chart {
        title: title.into(),
        bars: bars(&counts),
        sentence: sentence(title, &counts, str::to_string),
    }
}

/// The calendar of the last [`WEEKS`] weeks up to `today`, and its sentence.
pub fn calendar_cells(stats: &Statistics, today: Date) -> (Vec<CalendarCell>, String) {
    let days: Vec<CalendarDay> = calendar(stats, today, WEEKS);
    let played = days.iter().filter(|d| d.games > 0).count();
    let daily = days.iter().filter(|d| d.daily).count();
    let cells = days
        .iter()
        .map(|d| CalendarCell {
            day: i32::from(d.date.day()),
            played: d.games > 0,
            daily: d.daily,
            today: d.date == today,
        })
        .collect();
    let days_word = |n: usize| crate::words::daily::count(n, "day");
    let sentence = format!(
        "In the last {WEEKS} weeks you played on {} of {}, with a daily deal finished on {}.",
        days_word(played),
        days_word(days.len()),
        days_word(daily),
    );
    (cells, sentence)
}

#[cfg(test)]
#[path = "charts_tests.rs"]
mod tests;
