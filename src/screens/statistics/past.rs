//! The Statistics screen's past games: the counted games, newest first, each with Review while its save is
//! kept; a game given up, or whose save was deleted, says why it cannot be reviewed.

use crate::ui::PastGame;
use crate::words::tr::{say, tr};
use standfirm_store::{Outcome, Record, Setup, Statistics};
use std::collections::BTreeMap;

/// How many past games the list shows at most.
pub const SHOWN: usize = 30;

/// The list: the last [`SHOWN`] counted games, newest first; `kept` maps each kept save's game id to its file.
pub fn rows(stats: &Statistics, kept: &BTreeMap<String, String>) -> Vec<PastGame> {
    stats
        .history
        .iter()
        .rev()
        .take(SHOWN)
        .map(|r| row(r, kept.get(&r.id)))
        .collect()
}

/// One past game: what and when, how it ended, and its save's file when it can be reviewed.
fn row(r: &Record, file: Option<&String>) -> PastGame {
    let variant = Setup::variant_msg_of_key(r.game, &r.variant)
        .map(|m| say(&m))
        .unwrap_or_else(|| r.variant_text.clone());
    let ended = match r.outcome {
        Outcome::Won if !r.winners.is_empty() => {
            tr!("Won by {names}", names = r.winners.join(", ").as_str())
        }
        Outcome::Won => tr!("Won"),
        Outcome::Lost if !r.winners.is_empty() => {
            tr!("Won by {names}", names = r.winners.join(", ").as_str())
        }
        Outcome::Lost => tr!("Lost"),
        Outcome::PracticeComplete => tr!("Practice game completed"),
        Outcome::Abandoned => tr!("Given up"),
    };
    let file = file.filter(|_| r.outcome.is_finished());
    let note = match (file, r.outcome) {
        (Some(_), _) => String::new(),
        (None, Outcome::Abandoned) => tr!("A game given up was not finished: it has no review."),
        (None, _) => tr!("Its save was deleted, so it cannot be reviewed."),
    };
    PastGame {
        title: say(&r.game.short_title_msg()).into(),
        variant: variant.into(),
        detail: tr!(
            "{ended} · {date}",
            ended = ended,
            date = crate::words::daily::date_words(r.date)
        )
        .into(),
        note: note.into(),
        file: file.cloned().unwrap_or_default().into(),
    }
}
