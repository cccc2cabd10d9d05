//! The Saved games screen's sheets: Rename, Delete, Export, and "Save as…" from a game's menu.

use super::list::present;
use crate::files::Saves;
use crate::tables::{game_on_screen, tell, Games, Shared};
use crate::ui::{AppWindow, SaveSheetKind, SavesAdapter};
use slint::ComponentHandle;
use standfirm_store::SaveFile;
use std::path::PathBuf;

/// What a sheet is about: the file it acts on (Save as: the game as it is now).
#[derive(Default)]
struct Pending {
    file: String,
    copy: Option<SaveFile>,
}

thread_local! {
    static PENDING: std::cell::RefCell<Pending> = std::cell::RefCell::new(Pending::default());
}

/// Opens the "Save as…" sheet for a game as it is now.
pub fn ask_save_as(app: &AppWindow, file: SaveFile) {
    let a = app.global::<SavesAdapter>();
    a.set_sheet_title(crate::words::tr::tr!("Save a copy of this game").into());
    a.set_sheet_text(crate::words::tr::tr!("{name} (copy)", name = file.name.as_str()).into());
    a.set_sheet_error("".into());
    PENDING.with(|p| {
        *p.borrow_mut() = Pending {
            file: file.file_name(),
            copy: Some(file),
        }
    });
    a.set_sheet(SaveSheetKind::SaveAs);
}

/// The title of a listed file.
fn title_of(app: &AppWindow, file: &str) -> String {
    let items = app.global::<SavesAdapter>().get_items();
    (0..slint::Model::row_count(&items))
        .filter_map(|i| slint::Model::row_data(&items, i))
        .find(|item| item.file == file)
        .map(|item| item.title.to_string())
        .unwrap_or_else(|| file.to_string())
}

/// Where an export goes by default: the user's documents (or home) folder, under the file's name.
/// In the browser, a download's name.
fn export_target(file: &str) -> String {
    if crate::platform::downloads() {
        return format!("stand-firm-{file}");
    }
    let dir = crate::platform::documents_dir().unwrap_or_else(|| PathBuf::from("."));
    dir.join(format!("stand-firm-{file}")).display().to_string()
}

/// A callback that opens the sheet `kind` for a listed file.
fn sheet(app: &AppWindow, kind: SaveSheetKind) -> impl Fn(slint::SharedString) + 'static {
    let weak = app.as_weak();
    move |file| {
        let Some(app) = weak.upgrade() else { return };
        let a = app.global::<SavesAdapter>();
        let title = title_of(&app, &file);
        // Delete on an online table's row means leaving the table.
        let kind = match kind {
            SaveSheetKind::Delete if crate::online::kept::table_of_item(&file).is_some() => {
                SaveSheetKind::Leave
            }
            kind => kind,
        };
        let (heading, text) = match kind {
            SaveSheetKind::Rename => (
                crate::words::tr::tr!("Rename “{title}”", title = title.as_str()),
                title.clone(),
            ),
            SaveSheetKind::Delete => (
                crate::words::tr::tr!("Delete “{title}”?", title = title.as_str()),
                String::new(),
            ),
            SaveSheetKind::Leave => (
                crate::words::tr::tr!("Leave the table “{title}”?", title = title.as_str()),
                String::new(),
            ),
            _ if crate::platform::downloads() => (
                crate::words::tr::tr!("Download “{title}” as", title = title.as_str()),
                export_target(&file),
            ),
            _ => (
                crate::words::tr::tr!("Export “{title}” to", title = title.as_str()),
                export_target(&file),
            ),
        };
        a.set_sheet_title(heading.into());
        a.set_sheet_text(text.into());
        a.set_sheet_error("".into());
        PENDING.with(|p| {
            *p.borrow_mut() = Pending {
                file: file.to_string(),
                copy: None,
            }
        });
        a.set_sheet(kind);
    }
}

/// Wires the sheets.
pub(super) fn wire(app: &AppWindow, shared: &Shared) {
    let a = app.global::<SavesAdapter>();
    a.on_rename(sheet(app, SaveSheetKind::Rename));
    a.on_delete(sheet(app, SaveSheetKind::Delete));
    a.on_export(sheet(app, SaveSheetKind::ExportTo));
    let weak = app.as_weak();
    a.on_sheet_cancel(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<SavesAdapter>().set_sheet(SaveSheetKind::None);
        }
    });
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_sheet_confirm(move || {
        let Some(app) = weak.upgrade() else { return };
        let a = app.global::<SavesAdapter>();
        let kind = a.get_sheet();
        let text = a.get_sheet_text().trim().to_string();
        let pending = PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()));
        let outcome = match kind {
            SaveSheetKind::Leave => leave(&s, &pending.file),
            _ => confirm(&mut s.borrow_mut(), kind, &text, &pending),
        };
        match outcome {
            Ok(done) => {
                a.set_sheet(SaveSheetKind::None);
                a.set_message(done.as_str().into());
                match (kind, game_on_screen(&app)) {
                    (SaveSheetKind::SaveAs, Some(game)) => tell(&app, &s, game, &done),
                    _ => present(&app, &s),
                }
            }
            Err(why) => {
                PENDING.with(|p| *p.borrow_mut() = pending);
                a.set_sheet_error(why.into());
            }
        }
    });
}

/// Leaves the online table of a listed row.
fn leave(shared: &Shared, item: &str) -> Result<String, String> {
    let left = crate::online::kept::table_of_item(item)
        .is_some_and(|table| crate::online::seating::leave_kept(shared, table));
    if left {
        Ok(crate::words::tr::tr!(
            "You left the table: a bot plays your seat."
        ))
    } else {
        Err(crate::words::tr::tr!(
            "This device has no seat at that table now."
        ))
    }
}

/// A name was given, or why it is needed.
fn named(text: &str) -> Result<(), String> {
    if text.is_empty() {
        Err(crate::words::tr::tr!("Give it a name."))
    } else {
        Ok(())
    }
}

/// Carries out a confirmed sheet; returns what was done, or why not.
fn confirm(
    games: &mut Games,
    kind: SaveSheetKind,
    text: &str,
    pending: &Pending,
) -> Result<String, String> {
    let open = games.holding(&pending.file);
    let Some(saves) = games.saves.as_mut() else {
        return Err(crate::words::tr::tr!(
            "Nothing is kept on disk in this run."
        ));
    };
    match kind {
        SaveSheetKind::Rename => {
            rename(saves, &pending.file, text)?;
            // The open game keeps the new name in its next saves.
            if let Some(table) = open.and_then(|game| games.table_mut(game)) {
                table.play_mut().rename(text);
            }
            Ok(crate::words::tr::tr!("Renamed “{text}”.", text = text))
        }
        SaveSheetKind::Delete => {
            if let Some(e) = saves.delete(&pending.file) {
                return Err(e);
            }
            // A deleted game that is open is closed, so that it is not saved again.
            if let Some(game) = open {
                games.close(game);
            }
            Ok(crate::words::tr::tr!("Deleted."))
        }
        SaveSheetKind::ExportTo => export(saves, &pending.file, text),
        SaveSheetKind::SaveAs | SaveSheetKind::None => save_as(saves, pending, text),
        // Carried out by the caller: it leaves a table, and changes no file.
        SaveSheetKind::Leave => Ok(String::new()),
    }
}

/// Renames a saved game's file.
fn rename(saves: &Saves, file: &str, text: &str) -> Result<(), String> {
    named(text)?;
    saves.flush()?;
    saves
        .store()
        .rename(file, text)
        .map(|_| ())
        .map_err(|e| crate::words::tr::say(&e.msg()))
}

/// Copies a saved game's file to the path `text`.
fn export(saves: &Saves, file: &str, text: &str) -> Result<String, String> {
    if text.is_empty() {
        return Err(crate::words::tr::tr!("Say where to copy the file."));
    }
    saves.flush()?;
    if crate::platform::downloads() {
        let bytes = saves.store().bytes(file).map_err(|e| e.to_string())?;
        let json = String::from_utf8_lossy(&bytes);
        crate::platform::download(text, "application/json", &json)?;
        return Ok(crate::words::tr::tr!("Downloaded as {name}.", name = text));
    }
    saves
        .store()
        .export(file, std::path::Path::new(text))
        .map_err(|e| crate::words::tr::say(&e.msg()))?;
    Ok(crate::words::tr::tr!("Copied to {text}.", text = text))
}

/// Saves a copy of the game the sheet was opened for, under the name `text`.
fn save_as(saves: &Saves, pending: &Pending, text: &str) -> Result<String, String> {
    named(text)?;
    let Some(copy) = &pending.copy else {
        return Err(crate::words::tr::tr!("There is no game to copy."));
    };
    let saved = saves
        .store()
        .save_as(copy, text)
        .map_err(|e| crate::words::tr::say(&e.msg()))?;
    Ok(crate::words::tr::tr!(
        "Saved a copy as “{name}”.",
        name = saved.name.as_str()
    ))
}
