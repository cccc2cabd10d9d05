//! The verse sheet (a reference tapped anywhere: its words, the translation, where the app uses it) and the
//! card details sheet (Strongholds).

use crate::ui::AppWindow;
use crate::ui::DetailEntry;
use crate::ui::SymbolData;
use crate::ui::VerseAdapter;
use crate::words::tr::{lang, say, tr};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use standfirm_engine::GameKind;
use standfirm_guide::scripture;
use standfirm_guide::uses::{uses_in, Use};

/// A game's full title in the language now.
fn game_title(game: GameKind) -> String {
    say(&game.title_msg())
}

/// Where a verse is used, in words in the language now (the guide names the sections, cards, pieces and
/// lines in it).
fn use_words(u: &Use) -> String {
    match u {
        Use::Help {
            game, title, rules, ..
        } => tr!(
            "{game}, rules: {title} ({rules})",
            game = game_title(*game),
            title = title.as_str(),
            rules = rules.join(", ")
        ),
        Use::Card { title, .. } => tr!("Strongholds card: {title}", title = title.as_str()),
        Use::Armor { game, piece } => tr!(
            "{game}: the {piece} on the table",
            game = game_title(*game),
            piece = *piece
        ),
        Use::Log { game, line, .. } => tr!(
            "{game}: the log line “{line}”",
            game = game_title(*game),
            line = *line
        ),
    }
}

/// Opens the sheet of `reference` (written in either language), in the language now: the verse of its
/// translation (the King James Version, the Reina-Valera 1909), its reference as its reader writes it.
pub fn show_verse(app: &AppWindow, reference: &str) {
    let a = app.global::<VerseAdapter>();
    match standfirm_guide::daily::find_in(reference, lang()) {
        Some(entry) => {
            a.set_reference(entry.shown.as_str().into());
            a.set_text(entry.text.as_str().into());
            a.set_translation(entry.translation.name().into());
            let mut seen = Vec::new();
            for u in uses_in(&entry.reference, lang()) {
                let words = use_words(&u);
                if !seen.contains(&words) {
                    seen.push(words);
                }
            }
            a.set_uses(ModelRc::new(VecModel::from(
                seen.into_iter().map(SharedString::from).collect::<Vec<_>>(),
            )));
        }
        None => {
            a.set_reference(reference.into());
            a.set_text(tr!("This verse is not in the app's library.").into());
            a.set_translation("".into());
            a.set_uses(ModelRc::default());
        }
    }
    a.set_shown(true);
}

/// One card in the details sheet.
#[derive(Debug, Clone, Default)]
pub struct Detail {
    /// The card's title.
    pub title: String,
    /// Its kind and cost in words.
    pub kind: String,
    /// Its printed text.
    pub text: String,
    /// More lines: what it defeats, its points, its colours.
    pub lines: Vec<String>,
    /// Stronghold symbols drawn with their captions: a Stronghold's own, the ones a Truth card shows.
    pub symbols: Vec<SymbolData>,
    /// Its verse reference, if any.
    pub reference: Option<String>,
}

/// Opens the details sheet with `cards`, under `heading`.
pub fn show_details(app: &AppWindow, heading: &str, cards: Vec<Detail>) {
    let a = app.global::<VerseAdapter>();
    let entries: Vec<DetailEntry> = cards
        .into_iter()
        .map(|d| {
            let verse = d
                .reference
                .as_deref()
                .and_then(scripture::verse)
                .map(|e| e.text.clone())
                .unwrap_or_default();
            DetailEntry {
                title: d.title.into(),
                kind: d.kind.into(),
                text: d.text.into(),
                lines: ModelRc::new(VecModel::from(
                    d.lines
                        .into_iter()
                        .map(SharedString::from)
                        .collect::<Vec<_>>(),
                )),
                symbols: ModelRc::new(VecModel::from(d.symbols)),
                reference: d.reference.unwrap_or_default().into(),
                verse: verse.into(),
            }
        })
        .collect();
    a.set_details_title(heading.into());
    a.set_details(ModelRc::new(VecModel::from(entries)));
    a.set_details_shown(true);
}

/// Wires the verse sheet.
pub fn wire(app: &AppWindow) {
    let a = app.global::<VerseAdapter>();
    let weak = app.as_weak();
    a.on_open(move |reference| {
        if let Some(app) = weak.upgrade() {
            show_verse(&app, &reference);
        }
    });
    let weak = app.as_weak();
    a.on_close(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<VerseAdapter>().set_shown(false);
        }
    });
}
