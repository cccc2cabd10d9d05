//! The Saved games screen and its sheets (rename, delete, export, save as).

use super::open::open_file;
use crate::games::Shared;
use crate::nav::go;
use crate::when::ago;
use crate::{AppWindow, Page, SaveItem, SaveSheetKind, SavesAdapter};
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_store::{SaveFile, SummaryStatus};
use std::path::PathBuf;
use std::time::SystemTime;

/// What a sheet is about: the file it acts on (Save as: the game as it is now).
#[derive(Default)]
struct Pending {
    file: String,
    copy: Option<SaveFile>,
}

thread_local! {
    static PENDING: std::cell::RefCell<Pending> = std::cell::RefCell::new(Pending::default());
}

fn status_words(status: SummaryStatus) -> &'static str {
    match status {
        SummaryStatus::InProgress => "in progress",
        SummaryStatus::Won => "won",
        SummaryStatus::Lost => "lost",
        SummaryStatus::PracticeComplete => "practice",
        SummaryStatus::Finished => "finished",
    }
}

/// Lists every file of the saves folder; each readable one is replayed, so a file whose moves no longer
/// replay is shown as unreadable too.
fn present(app: &AppWindow, shared: &Shared) {
    let a = app.global::<SavesAdapter>();
    let games = shared.borrow();
    let Some(saves) = games.saves.as_ref() else {
        a.set_items(ModelRc::default());
        a.set_folder("nothing is kept on disk in this run".into());
        return;
    };
    let now = SystemTime::now();
    let items: Vec<SaveItem> = saves
        .list()
        .into_iter()
        .map(|entry| {
            let when = entry.modified.map(|t| ago(t, now)).unwrap_or_default();
            match entry.save {
                Ok(file) => {
                    let checked = saves.store().check(&entry.file);
                    let game = file.setup.game().short_title();
                    let line = format!(
                        "{game} · {} · {}",
                        file.summary.variant, file.summary.players
                    );
                    match checked {
                        Ok(summary) => SaveItem {
                            file: entry.file.as_str().into(),
                            title: file.name.as_str().into(),
                            line: line.into(),
                            status: format!(
                                "{} · {} · {when}",
                                summary.headline,
                                status_words(summary.status)
                            )
                            .into(),
                            ok: true,
                            reason: "".into(),
                        },
                        Err(e) => SaveItem {
                            file: entry.file.as_str().into(),
                            title: file.name.as_str().into(),
                            line: line.into(),
                            status: "".into(),
                            ok: false,
                            reason: e.to_string().into(),
                        },
                    }
                }
                Err(e) => SaveItem {
                    file: entry.file.as_str().into(),
                    title: entry.file.as_str().into(),
                    line: when.into(),
                    status: "".into(),
                    ok: false,
                    reason: e.to_string().into(),
                },
            }
        })
        .collect();
    a.set_items(ModelRc::new(VecModel::from(items)));
    a.set_folder(saves.store().saves_dir().display().to_string().into());
}

/// Opens the Saved games screen.
pub fn open_saves(app: &AppWindow, shared: &Shared) {
    app.global::<SavesAdapter>().set_message("".into());
    present(app, shared);
    go(app, shared, Page::Saves);
}

/// Opens the "Save as…" sheet for a game as it is now.
pub fn ask_save_as(app: &AppWindow, file: SaveFile) {
    let a = app.global::<SavesAdapter>();
    a.set_sheet_title("Save a copy of this game".into());
    a.set_sheet_text(format!("{} (copy)", file.name).into());
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
fn export_target(file: &str) -> String {
    let dir = directories_dir().unwrap_or_else(|| PathBuf::from("."));
    dir.join(format!("stand-firm-{file}")).display().to_string()
}

#[cfg(not(target_os = "android"))]
fn directories_dir() -> Option<PathBuf> {
    let user = directories::UserDirs::new()?;
    Some(
        user.document_dir()
            .map(PathBuf::from)
            .unwrap_or_else(|| user.home_dir().to_path_buf()),
    )
}

#[cfg(target_os = "android")]
fn directories_dir() -> Option<PathBuf> {
    None
}

/// Wires the Saved games screen and its sheets.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let a = app.global::<SavesAdapter>();
    a.on_back(crate::nav::to(app, shared, Page::Home));
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_open(move |file| {
        let Some(app) = weak.upgrade() else { return };
        let loaded = match &s.borrow().saves {
            Some(saves) => saves.load(&file).map_err(|e| e.to_string()),
            None => return,
        };
        let result = loaded.and_then(|(save, _)| open_file(&app, &s, save));
        if let Err(reason) = result {
            app.global::<SavesAdapter>()
                .set_message(format!("That game cannot be opened: {reason}").into());
        }
    });
    let sheet = |kind: SaveSheetKind| {
        let weak = app.as_weak();
        move |file: slint::SharedString| {
            let Some(app) = weak.upgrade() else { return };
            let a = app.global::<SavesAdapter>();
            let title = title_of(&app, &file);
            let (heading, text) = match kind {
                SaveSheetKind::Rename => (format!("Rename “{title}”"), title.clone()),
                SaveSheetKind::Delete => (format!("Delete “{title}”?"), String::new()),
                _ => (format!("Export “{title}” to"), export_target(&file)),
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
    };
    a.on_rename(sheet(SaveSheetKind::Rename));
    a.on_delete(sheet(SaveSheetKind::Delete));
    a.on_export(sheet(SaveSheetKind::ExportTo));
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
        let outcome = confirm(&s, kind, &text, &pending);
        match outcome {
            Ok(done) => {
                a.set_sheet(SaveSheetKind::None);
                a.set_message(done.into());
                if kind != SaveSheetKind::SaveAs {
                    present(&app, &s);
                } else {
                    tell_game(&app, &s, &a.get_message());
                }
            }
            Err(why) => {
                PENDING.with(|p| *p.borrow_mut() = pending);
                a.set_sheet_error(why.into());
            }
        }
    });
}

/// Says `text` on the screen of the game shown (after "Save as…").
pub fn tell_game(app: &AppWindow, shared: &Shared, text: &str) {
    use crate::games::refresh;
    let page = app.global::<crate::Nav>().get_page();
    {
        let mut games = shared.borrow_mut();
        let message = match page {
            Page::Aog => games.aog.as_mut().map(|g| &mut g.play.message),
            Page::Pip => games.pip.as_mut().map(|g| &mut g.play.message),
            Page::Sh => games.sh.as_mut().map(|g| &mut g.play.message),
            _ => None,
        };
        if let Some(m) = message {
            *m = text.to_string();
        }
    }
    match page {
        Page::Aog => refresh::<crate::aog::AogSession>(app, shared),
        Page::Pip => refresh::<crate::pip::PipSession>(app, shared),
        Page::Sh => refresh::<crate::strongholds::ShSession>(app, shared),
        _ => {}
    }
}

/// Carries out a confirmed sheet; returns what was done, or why not.
fn confirm(
    shared: &Shared,
    kind: SaveSheetKind,
    text: &str,
    pending: &Pending,
) -> Result<String, String> {
    let mut games = shared.borrow_mut();
    let Some(saves) = games.saves.as_mut() else {
        return Err("Nothing is kept on disk in this run.".into());
    };
    let needs_name = || {
        if text.is_empty() {
            Err("Give it a name.".to_string())
        } else {
            Ok(())
        }
    };
    match kind {
        SaveSheetKind::Rename => {
            needs_name()?;
            saves.flush()?;
            saves
                .store()
                .rename(&pending.file, text)
                .map_err(|e| e.to_string())?;
            // The open game keeps the new name in its next saves.
            if let Some(g) = games
                .aog
                .as_mut()
                .filter(|g| g.play.file_name() == pending.file)
            {
                g.play.rename(text);
            }
            if let Some(g) = games
                .pip
                .as_mut()
                .filter(|g| g.play.file_name() == pending.file)
            {
                g.play.rename(text);
            }
            if let Some(g) = games
                .sh
                .as_mut()
                .filter(|g| g.play.file_name() == pending.file)
            {
                g.play.rename(text);
            }
            Ok(format!("Renamed “{text}”."))
        }
        SaveSheetKind::Delete => {
            if let Some(e) = saves.delete(&pending.file) {
                return Err(e);
            }
            // A deleted game that is open is closed, so that it is not saved again.
            if games
                .aog
                .as_ref()
                .is_some_and(|g| g.play.file_name() == pending.file)
            {
                games.aog = None;
            }
            if games
                .pip
                .as_ref()
                .is_some_and(|g| g.play.file_name() == pending.file)
            {
                games.pip = None;
            }
            if games
                .sh
                .as_ref()
                .is_some_and(|g| g.play.file_name() == pending.file)
            {
                games.sh = None;
            }
            Ok("Deleted.".into())
        }
        SaveSheetKind::ExportTo => {
            if text.is_empty() {
                return Err("Say where to copy the file.".into());
            }
            saves.flush()?;
            saves
                .store()
                .export(&pending.file, std::path::Path::new(text))
                .map_err(|e| e.to_string())?;
            Ok(format!("Copied to {text}."))
        }
        SaveSheetKind::SaveAs | SaveSheetKind::None => {
            needs_name()?;
            let Some(copy) = &pending.copy else {
                return Err("There is no game to copy.".into());
            };
            let saved = saves
                .store()
                .save_as(copy, text)
                .map_err(|e| e.to_string())?;
            Ok(format!("Saved a copy as “{}”.", saved.name))
        }
    }
}
