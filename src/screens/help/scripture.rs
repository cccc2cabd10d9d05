//! The Scripture screen: every verse of the library grouped by book in canonical order, and the search (by
//! book, reference or word).

use crate::nav::go;
use crate::ui::AppWindow;
use crate::ui::Page;
use crate::ui::ScriptureAdapter;
use crate::ui::ScriptureRow;
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_guide::scripture::{self, Entry};

fn row(entry: &Entry) -> ScriptureRow {
    ScriptureRow {
        heading: false,
        book: entry.book.name.into(),
        reference: entry.reference.as_str().into(),
        text: entry.text.as_str().into(),
    }
}

/// The rows for `query`: every verse by book when empty, else the matches (books as headings).
fn rows(query: &str) -> Vec<ScriptureRow> {
    let Ok(library) = scripture::library() else {
        return Vec::new();
    };
    let entries: Vec<&Entry> = if query.trim().is_empty() {
        library.entries().iter().collect()
    } else {
        let mut found = scripture::search(query);
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
                book: e.book.name.into(),
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
        match scripture::library() {
            Ok(_) => format!("{verses} verses · King James Version"),
            Err(e) => format!("The verses cannot be shown: {e}"),
        }
        .into(),
    );
    a.set_rows(ModelRc::new(VecModel::from(rows)));
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
