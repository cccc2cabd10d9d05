//! The Scripture screen: every verse of the library grouped by book in canonical order, and the search (by
//! book, reference or word).

use crate::nav::go;
use crate::ui::AppWindow;
use crate::ui::Page;
use crate::ui::ScriptureAdapter;
use crate::ui::ScriptureRow;
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_guide::scripture::{self, Entry};

/// A book's heading in the language now ("Psalms", "Salmos").
fn book_name(book: &'static standfirm_guide::scripture::Book) -> &'static str {
    match crate::words::tr::lang() {
        standfirm_guide::Lang::English => book.name,
        lang => book.reference_name_in(lang),
    }
}

fn row(entry: &Entry) -> ScriptureRow {
    ScriptureRow {
        heading: false,
        book: book_name(entry.book).into(),
        reference: entry.shown.as_str().into(),
        text: entry.text.as_str().into(),
    }
}

/// The rows for `query`: every verse by book when empty, else the matches (books as headings).
fn rows(query: &str) -> Vec<ScriptureRow> {
    let Ok(library) = scripture::library_in(crate::words::tr::lang()) else {
        return Vec::new();
    };
    let entries: Vec<&Entry> = if query.trim().is_empty() {
        library.entries().iter().collect()
    } else {
        let mut found = scripture::search_in(query, crate::words::tr::lang());
        found.sort_by_key(|e| (e.book.index, e.chapter, e.verse));
        found
    };
    let mut out = Vec::new();
    let mut book = None;
    for e in entries {
        if book != Some(e.book.index) {
            book = Some(e.book.index);
            out.push(ScriptureRow {
                heading: true,
                book: book_name(e.book).into(),
                ..Default::default()
            });
        }
        out.push(row(e));
    }
    out
}

fn present(app: &AppWindow, query: &str) {
    let a = app.global::<ScriptureAdapter>();
    let rows = rows(query);
    let verses = rows.iter().filter(|r| !r.heading).count();
    a.set_count_text(
        match scripture::library_in(crate::words::tr::lang()) {
            Ok(library) => crate::words::tr::trn!(
                "{n} verse · {translation}",
                "{n} verses · {translation}",
                verses,
                n = verses,
                translation = library.translation().name()
            ),
            Err(e) => crate::words::tr::tr!(
                "The verses cannot be shown: {reason}",
                reason = crate::words::tr::say(&e.msg())
            ),
        }
        .into(),
    );
    a.set_rows(ModelRc::new(VecModel::from(rows)));
}

/// Shows the verses again, for the search typed, in the language now (a change of language while they show).
pub fn refresh(app: &AppWindow) {
    let query = app.global::<ScriptureAdapter>().get_query().to_string();
    present(app, &query);
}

/// Opens the Scripture screen with no search.
pub fn open(app: &AppWindow) {
    app.global::<ScriptureAdapter>().set_query("".into());
    present(app, "");
    go(app, Page::Scripture);
}

/// Wires the Scripture screen.
pub fn wire(app: &AppWindow) {
    let a = app.global::<ScriptureAdapter>();
    let weak = app.as_weak();
    a.on_search(move |query| {
        if let Some(app) = weak.upgrade() {
            app.global::<ScriptureAdapter>().set_query(query.clone());
            present(&app, &query);
        }
    });
    a.on_back(crate::nav::to(app, Page::Help));
}

#[cfg(test)]
#[path = "scripture_tests.rs"]
mod tests;
