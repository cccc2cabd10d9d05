//! The Statistics screen's figures as charts, each with the sentence a screen reader reads, written from the
//! same numbers as the bars (`standfirm_store::figures`).

use crate::ui::CalendarCell;
use crate::ui::ChartBar;
use crate::ui::StatChart;
use standfirm_engine::GameKind;
use standfirm_store::figures::{calendar, grades, ratings, rounds_reached, CalendarDay, WinRate};
use standfirm_store::{Date, Statistics};

/// The weeks the calendar shows.
pub const WEEKS: u32 = 6;

use crate::words::tr::tr;

fn games(n: u32) -> String {
    crate::words::daily::games(n as usize)
}

/// The win-rate bar's words and its sentence: ("Won 12 of 20 · 60%", "Win rate 60%: 12 won of 20 games.").
pub fn win_rate_words(w: &WinRate) -> (String, String) {
    let percent = (w.rate * 100.0).round() as i64;
    (
        tr!(
            "Won {won} of {played} · {percent}%",
            won = w.won,
            played = w.played,
            percent = percent
        ),
        tr!(
            "Win rate {percent}%: {won} won of {games}.",
            percent = percent,
            won = w.won,
            games = games(w.played)
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
            value: Default::default(),
            part: 1.0,
        })
        .collect()
}

/// "Rounds reached: round 1, 2 games; round 4, 5 games." from the same counts.
fn sentence(title: &str, counts: &[(String, u32)], unit: impl Fn(&str) -> String) -> String {
    let parts: Vec<String> = counts
        .iter()
        .map(|(label, n)| format!("{}, {}", unit(label), games(*n)))
        .collect();
    tr!("{title}: {parts}.", title = title, parts = parts.join("; "))
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

impl Chart {
    /// The chart as the screen draws it.
    pub fn into_ui(self) -> StatChart {
        StatChart {
            title: self.title.into(),
            bars: slint::ModelRc::new(slint::VecModel::from(self.bars)),
            sentence: self.sentence.into(),
        }
    }
}

/// The graded games (Challenges and daily deals) of `game`'s `variant` by grade, gentlest first: a bar of the
/// games played at each grade with its won part drawn in full ("1 of 2" above it); `None` before any graded
/// game of the variant.
pub fn grades_chart(stats: &Statistics, game: GameKind, variant: &str) -> Option<Chart> {
    let wins = grades(stats, game, Some(variant));
    let top = wins.iter().map(|g| g.played).max().unwrap_or(0);
    if top == 0 {
        return None;
    }
    let title = tr!("Won by grade");
    let bars = wins
        .iter()
        .map(|g| ChartBar {
            label: crate::words::tr::say(&crate::words::grade::grade_msg(g.grade)).into(),
            count: g.played as i32,
            fraction: g.played as f32 / top as f32,
            value: tr!("{won} of {played}", won = g.won, played = g.played).into(),
            part: if g.played == 0 {
                0.0
            } else {
                g.won as f32 / g.played as f32
            },
        })
        .collect();
    let parts: Vec<String> = wins
        .iter()
        .map(|g| {
            tr!(
                "{grade}, won {won} of {games}",
                grade = crate::words::grade::grade_msg(g.grade),
                won = g.won,
                games = games(g.played)
            )
        })
        .collect();
    Some(Chart {
        sentence: tr!(
            "{title}: {parts}.",
            title = title.as_str(),
            parts = parts.join("; ")
        ),
        title,
        bars,
    })
}

/// Armor of God's finished games of `variant` by the round reached (rounds 1 to 4, zeros shown).
pub fn rounds_chart(stats: &Statistics, variant: &str) -> Chart {
    let reached = rounds_reached(stats, Some(variant));
    let counts: Vec<(String, u32)> = (1..=4)
        .map(|r| (r.to_string(), reached.get(&r).copied().unwrap_or(0)))
        .collect();
    let title = tr!("Rounds reached");
    Chart {
        bars: bars(&counts),
        sentence: sentence(&title, &counts, |l| tr!("round {round}", round = l)),
        title,
    }
}

/// PIP Armor's wins of `variant` by Victory Rating, lowest first.
pub fn ratings_chart(stats: &Statistics, variant: &str) -> Chart {
    let counts: Vec<(String, u32)> = ratings(stats, Some(variant))
        .into_iter()
        .map(|(rating, n)| {
            (
                standfirm_guide::terms::rating_name(rating, crate::words::tr::lang()).to_string(),
                n,
            )
        })
        .collect();
    let title = tr!("Victory Ratings");
    Chart {
        bars: bars(&counts),
        sentence: sentence(&title, &counts, str::to_string),
        title,
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
    let days_word = crate::words::daily::days;
    let sentence = tr!(
        "In the last {weeks} weeks you played on {played} of {days}, with a daily deal finished on {daily}.",
        weeks = WEEKS,
        played = days_word(played),
        days = days_word(days.len()),
        daily = days_word(daily),
    );
    (cells, sentence)
}

#[cfg(test)]
#[path = "charts_tests.rs"]
mod tests;
