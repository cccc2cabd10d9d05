//! The Saved games screen: its list (`list`), a file opened on its table, and its sheets (`sheets`).

use super::{list, sheets};
use crate::nav::go;
use crate::tables::{open_file, Shared};
use crate::ui::{AppWindow, Page, SavesAdapter};
use crate::words::tr::tr;
use slint::ComponentHandle;
use standfirm_store::SaveFile;

/// Opens the Saved games screen.
pub fn open_saves(app: &AppWindow, shared: &Shared) {
    app.global::<SavesAdapter>().set_message("".into());
    list::present(app, shared);
    go(app, Page::Saves);
}

/// Says `text` on the Saved games screen's message line (a game that could not be reviewed).
pub fn tell(app: &AppWindow, text: &str) {
    app.global::<SavesAdapter>().set_message(text.into());
}

/// Lists the files again, in the language now (a change of language while the screen shows).
pub fn refresh(app: &AppWindow, shared: &Shared) {
    list::present(app, shared);
}

/// Wires the Saved games screen and its sheets.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let a = app.global::<SavesAdapter>();
    a.on_back(crate::nav::to(app, Page::Home));
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_open(move |file| {
        let Some(app) = weak.upgrade() else { return };
        // An online table's row: its seat again, as Continue on Home does.
        if crate::online::seating::resume_item(&app, &s, &file) {
            return;
        }
        let loaded = match &s.borrow().saves {
            Some(saves) => saves.load(&file).map_err(|e| e.to_string()),
            None => return,
        };
        let result = loaded.and_then(|(save, _)| open_file(&app, &s, save));
        if let Err(reason) = result {
            app.global::<SavesAdapter>().set_message(
                crate::words::tr::tr!("That game cannot be opened: {reason}", reason = reason)
                    .into(),
            );
        }
    });
    // Review a finished game: a solo game's, or the first person's at a Strongholds table.
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_review(move |file| {
        let Some(app) = weak.upgrade() else { return };
        if let Err(why) = crate::services::review::review_file(&app, &s, &file) {
            tell(&app, &why);
        }
    });
    // A save file the person picks, where the system lets them pick one (the browser).
    a.set_can_open_file(crate::platform::picks_files());
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_open_file(move || {
        let weak = weak.clone();
        let s = s.clone();
        crate::platform::pick_file(move |picked| {
            let Some(app) = weak.upgrade() else { return };
            let opened = picked.and_then(|bytes| {
                let save = SaveFile::from_bytes(&bytes).map_err(|e| e.to_string())?;
                save.replay().map_err(|e| e.to_string())?;
                open_file(&app, &s, save)
            });
            if let Err(reason) = opened {
                app.global::<SavesAdapter>().set_message(
                    tr!(
                        "That file cannot be opened: {reason}",
                        reason = reason.as_str()
                    )
                    .into(),
                );
            }
        });
    });
    sheets::wire(app, shared);
}
