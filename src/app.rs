//! The composition root: builds the window and wires every screen. Only this module knows them all; the
//! screens know the open games (`games`), navigation (`nav`) and the engine, never each other.

use crate::games::{Games, Shared};
use crate::{aog, home, nav, new_game, pip, strongholds};
use crate::{AogAdapter, AppWindow, HomeAdapter, Page, PipAdapter};
use slint::ComponentHandle;
use std::cell::RefCell;
use std::rc::Rc;

/// Builds the main window and wires every screen, with nothing kept on disk.
pub fn build_app() -> Result<AppWindow, slint::PlatformError> {
    build_app_with(None)
}

/// Writes pending autosaves (the saves store lands with issue 10; until then nothing is pending).
pub fn flush_saves() {}

/// Builds the main window, keeping games under `data_dir` when given.
pub fn build_app_with(
    _data_dir: Option<std::path::PathBuf>,
) -> Result<AppWindow, slint::PlatformError> {
    let app = AppWindow::new()?;
    let shared: Shared = Rc::new(RefCell::new(Games::default()));
    aog::wire(&app, &shared);
    pip::wire(&app, &shared);
    strongholds::wire(&app, &shared);
    new_game::wire(&app, &shared);
    nav::wire(&app, &shared);
    wire_home(&app, &shared);
    app.global::<AogAdapter>()
        .on_leave(nav::leaving(&app, &shared, Page::Aog));
    app.global::<PipAdapter>()
        .on_leave(nav::leaving(&app, &shared, Page::Pip));
    home::update(&app, &shared.borrow());
    Ok(app)
}

fn wire_home(app: &AppWindow, shared: &Shared) {
    let h = app.global::<HomeAdapter>();
    h.on_new_aog(new_game::open(app, shared, Page::AogNew));
    h.on_new_pip(new_game::open(app, shared, Page::PipNew));
    h.on_continue_aog(nav::to(app, shared, Page::Aog));
    h.on_continue_pip(nav::to(app, shared, Page::Pip));
    h.on_about(nav::to(app, shared, Page::About));
    let weak = app.as_weak();
    let sh = shared.clone();
    h.on_new_sh(move || {
        if let Some(app) = weak.upgrade() {
            strongholds::open_new_game(&app, &sh);
        }
    });
    let weak = app.as_weak();
    let sh = shared.clone();
    h.on_continue_sh(move || {
        if let Some(app) = weak.upgrade() {
            nav::go(&app, &sh, Page::Sh);
            strongholds::show(&app, &sh);
        }
    });
}
