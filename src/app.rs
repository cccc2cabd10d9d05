//! The app: builds the window, holds the games of this run, and wires navigation (Home, New game, About,
//! the game screens, Back).

use crate::aog::{self, AogSession};
use crate::new_game::{parse_deal, random_deal};
use crate::pip::{self, PipSession};
use crate::{AogAdapter, AppWindow, HomeAdapter, Nav, NewGameAdapter, Page, PipAdapter};
use slint::ComponentHandle;
use standfirm_engine::{armor_of_god, pip_armor};
use std::cell::RefCell;
use std::rc::Rc;

/// The games of this run of the app.
#[derive(Default)]
pub struct Games {
    /// The Armor of God game, if one was started.
    pub aog: Option<AogSession>,
    /// The PIP Armor game, if one was started.
    pub pip: Option<PipSession>,
}

/// The games, shared by the callbacks.
pub type Shared = Rc<RefCell<Games>>;

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
    wire_home(&app);
    wire_new_game(&app, &shared);
    wire_leaving(&app, &shared);
    update_home(&app, &shared);
    Ok(app)
}

/// Shows which games can be continued.
pub fn update_home(app: &AppWindow, shared: &Shared) {
    let games = shared.borrow();
    let home = app.global::<HomeAdapter>();
    home.set_aog_in_progress(games.aog.as_ref().is_some_and(|g| !g.is_over()));
    home.set_pip_in_progress(games.pip.as_ref().is_some_and(|g| !g.is_over()));
}

fn go(app: &AppWindow, page: Page) {
    app.global::<Nav>().set_page(page);
}

fn wire_home(app: &AppWindow) {
    let home = app.global::<HomeAdapter>();
    let open = |page: Page| {
        let weak = app.as_weak();
        move || {
            if let Some(app) = weak.upgrade() {
                app.global::<NewGameAdapter>().set_error("".into());
                app.global::<NewGameAdapter>().set_deal("".into());
                go(&app, page);
            }
        }
    };
    home.on_new_aog(open(Page::AogNew));
    home.on_new_pip(open(Page::PipNew));
    home.on_continue_aog(open_page(app, Page::Aog));
    home.on_continue_pip(open_page(app, Page::Pip));
    home.on_about(open_page(app, Page::About));
}

fn open_page(app: &AppWindow, page: Page) -> impl Fn() + 'static {
    let weak = app.as_weak();
    move || {
        if let Some(app) = weak.upgrade() {
            go(&app, page);
        }
    }
}

fn aog_options(ng: &NewGameAdapter) -> armor_of_god::Options {
    use armor_of_god::{DartMode, Defense, FaceValues};
    armor_of_god::Options {
        dart: if ng.get_aog_dart() == "softer" {
            DartMode::Softer
        } else {
            DartMode::Core
        },
        defense: match ng.get_aog_defense().as_str() {
            "hard-a" => Defense::HardA,
            "hard-b" => Defense::HardB,
            _ => Defense::Baseline,
        },
        faces: if ng.get_aog_faces() == "rank" {
            FaceValues::Rank
        } else {
            FaceValues::Ten
        },
    }
}

fn wire_new_game(app: &AppWindow, shared: &Shared) {
    let ng = app.global::<NewGameAdapter>();
    ng.on_back(open_page(app, Page::Home));
    let start = |game: Page| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            let Some(app) = weak.upgrade() else { return };
            let ng = app.global::<NewGameAdapter>();
            let seed = match parse_deal(&ng.get_deal()) {
                Ok(seed) => seed.unwrap_or_else(random_deal),
                Err(message) => return ng.set_error(message.into()),
            };
            ng.set_error("".into());
            start_game(&app, &shared, game, seed);
        }
    };
    ng.on_start_aog(start(Page::Aog));
    ng.on_start_pip(start(Page::Pip));
    // From a finished game: the same options with a new deal, or the same deal again.
    let again = |game: Page, replay: bool| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            let Some(app) = weak.upgrade() else { return };
            let seed = {
                let games = shared.borrow();
                match game {
                    Page::Aog => games.aog.as_ref().map(|g| g.state().seed()),
                    _ => games.pip.as_ref().map(|g| g.state().seed()),
                }
            };
            let seed = if replay {
                seed.unwrap_or_else(random_deal)
            } else {
                random_deal()
            };
            start_game(&app, &shared, game, seed);
        }
    };
    app.global::<AogAdapter>()
        .on_new_game_same(again(Page::Aog, false));
    app.global::<AogAdapter>().on_replay(again(Page::Aog, true));
    app.global::<PipAdapter>()
        .on_new_game_same(again(Page::Pip, false));
    app.global::<PipAdapter>().on_replay(again(Page::Pip, true));
}

/// Starts a game of `game` with the options on the New game screen (kept from the last game).
fn start_game(app: &AppWindow, shared: &Shared, game: Page, seed: u64) {
    let ng = app.global::<NewGameAdapter>();
    match game {
        Page::Aog => {
            shared.borrow_mut().aog = Some(AogSession::new(aog_options(&ng), seed));
            crate::screen::refresh::<AogSession>(app, shared);
        }
        _ => {
            let options = pip_armor::Options {
                learning: ng.get_pip_learning() == "on",
            };
            shared.borrow_mut().pip = Some(PipSession::new(options, seed));
            crate::screen::refresh::<PipSession>(app, shared);
        }
    }
    go(app, game);
}

fn wire_leaving(app: &AppWindow, shared: &Shared) {
    let leave = |game: Page| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            if let Some(app) = weak.upgrade() {
                leave_game(&app, &shared, game);
            }
        }
    };
    app.global::<AogAdapter>().on_leave(leave(Page::Aog));
    app.global::<PipAdapter>().on_leave(leave(Page::Pip));
    let nav = app.global::<Nav>();
    let weak = app.as_weak();
    let shared_back = shared.clone();
    nav.on_back(move || {
        let Some(app) = weak.upgrade() else {
            return false;
        };
        let nav = app.global::<Nav>();
        if !nav.get_confirm_leave().is_empty() {
            nav.set_confirm_leave("".into());
            return true;
        }
        match nav.get_page() {
            Page::Home => false,
            Page::Aog | Page::Pip => {
                leave_game(&app, &shared_back, nav.get_page());
                true
            }
            _ => {
                go(&app, Page::Home);
                true
            }
        }
    });
    let weak = app.as_weak();
    nav.on_leave_confirmed(move || {
        if let Some(app) = weak.upgrade() {
            app.global::<Nav>().set_confirm_leave("".into());
            go(&app, Page::Home);
        }
    });
}

/// Leaves a game screen: straight home when the game is over, else after asking.
fn leave_game(app: &AppWindow, shared: &Shared, game: Page) {
    let in_progress = {
        let games = shared.borrow();
        match game {
            Page::Aog => games.aog.as_ref().is_some_and(|g| !g.is_over()),
            _ => games.pip.as_ref().is_some_and(|g| !g.is_over()),
        }
    };
    if in_progress {
        app.global::<Nav>().set_confirm_leave(
            "Your game stays where it is: continue it from Home while the app is open.".into(),
        );
    } else {
        go(app, Page::Home);
    }
}
