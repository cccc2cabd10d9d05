//! The history as CSV (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or line break
//! quoted, quotes doubled), for Settings → Export statistics: a header, then one row per counted game, oldest
//! first.

use crate::history::Record;
use crate::result::Outcome;

/// The header row's columns.
pub const HEADER: [&str; 13] = [
    "date",
    "game",
    "variant",
    "variant_text",
    "result",
    "round",
    "rating",
    "daily",
    "grade",
    "chance",
    "players",
    "winners",
    "id",
];

/// The history as CSV text: the header, then a row per record.
pub fn history_csv(history: &[Record]) -> String {
    let mut out = String::new();
    push_row(&mut out, HEADER.iter().map(|h| h.to_string()));
    for record in history {
        push_row(&mut out, row(record));
    }
    out
}

/// One record's fields, in [`HEADER`] order. Empty fields are values the game does not have.
fn row(r: &Record) -> impl Iterator<Item = String> {
    let result = match r.outcome {
        Outcome::Won => "won",
        Outcome::Lost => "lost",
        Outcome::PracticeComplete => "practice_complete",
        Outcome::Abandoned => "abandoned",
    };
    let players = r
        .seats
        .iter()
        .map(|s| match s.bot_level() {
            Some(level) => format!("{} (bot, {})", s.name, level.name()),
            None => s.name.clone(),
        })
        .collect::<Vec<_>>()
        .join("; ");
    [
        r.date.to_string(),
        r.game.id().to_string(),
        r.variant.clone(),
        r.variant_text.clone(),
        result.to_string(),
        r.round.map(|n| n.to_string()).unwrap_or_default(),
        r.rating.map(|x| x.name().to_string()).unwrap_or_default(),
        r.daily.map(|d| d.to_string()).unwrap_or_default(),
        r.grade.map(|g| g.id().to_string()).unwrap_or_default(),
        r.chance.map(|c| format!("{c:.4}")).unwrap_or_default(),
        players,
        r.winners.join("; "),
        r.id.clone(),
    ]
    .into_iter()
}

fn push_row(out: &mut String, fields: impl Iterator<Item = String>) {
    let fields: Vec<String> = fields.map(|f| quoted(&f)).collect();
    out.push_str(&fields.join(","));
    out.push_str("\r\n");
}

/// A field as CSV writes it: quoted if it holds a comma, a quote or a line break.
fn quoted(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Date;
    use standfirm_engine::grade::Grade;
    use standfirm_engine::GameKind;

    #[test]
    fn a_graded_game_s_row_carries_its_grade_and_chance_in_their_columns() {
        let record = |grade: Option<Grade>, chance: Option<f64>| Record {
            id: "armor-of-god-1".into(),
            date: Date::constant(2026, 12, 1),
            game: GameKind::ArmorOfGod,
            variant: "core/hard-a/ten".into(),
            variant_text: "Core Dart · Hard A · J Q K = 10".into(),
            outcome: Outcome::Won,
            round: Some(4),
            rating: None,
            daily: None,
            grade,
            chance,
            seats: Vec::new(),
            winners: Vec::new(),
        };
        let csv = history_csv(&[
            record(Some(Grade::VeryHard), Some(0.0215)),
            record(None, None),
        ]);
        let rows: Vec<Vec<&str>> = csv
            .split_terminator("\r\n")
            .map(|row| row.split(',').collect())
            .collect();
        let column = |name: &str| HEADER.iter().position(|h| *h == name).unwrap();
        let (grade, chance) = (column("grade"), column("chance"));
        assert_eq!((rows[1][grade], rows[1][chance]), ("very-hard", "0.0215"));
        assert_eq!(
            (rows[2][grade], rows[2][chance]),
            ("", ""),
            "an ordinary game"
        );
        assert!(rows.iter().all(|row| row.len() == HEADER.len()));
    }
}
