//! Navigation: which page shows ([`go`]), and jumps from one screen to another ([`jump`]). A screen never calls
//! another screen: it asks for a [`Jump`], which the composition root carries out (`app::jumps`). What must
//! follow a page change (Home brought up to date, a tutorial ended, the chance stopped, the screen kept awake)
//! is given by the root too ([`on_page`]), so this room knows no screen, table or service.

use crate::ui::{AppWindow, Nav, Page, TableSheets};
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use standfirm_store::SaveFile;
use std::cell::RefCell;
use std::rc::Rc;

/// A jump to another screen, asked for by a screen or a table.
#[derive(Debug, Clone)]
pub enum Jump {
    /// The New game screen of a game.
    NewGame(GameKind),
    /// The rules of a game (Back returns to the screen it was opened from).
    Rules(GameKind),
    /// The tutorial of a game.
    Learn(GameKind),
    /// The Saved games screen.
    Saves,
    /// The Statistics screen.
    Statistics,
    /// The Settings screen.
    Settings,
    /// "Save as…": the Saved games screen's sheet over the table, for this game as it is now.
    SaveAs(Box<SaveFile>),
    /// The review of a finished game, from one seat's decisions (Back returns to the screen it was opened from).
    Review {
        /// The game.
        save: Box<SaveFile>,
        /// The seat reviewed (0 in a solo game).
        seat: u8,
    },
    /// The language changed: every word Rust put on the screens is said again.
    Language,
    /// Join an online table: its code and server when a link named them.
    JoinTable {
        /// The table's code.
        code: Option<String>,
        /// The table server's address.
        server: Option<String>,
    },
}

/// What runs at a page change: the page left and the page shown.
type PageHook = Rc<dyn Fn(&AppWindow, Page, Page)>;
/// What carries out a jump.
type JumpHook = Rc<dyn Fn(&AppWindow, Jump)>;

thread_local! {
    /// What runs at a page change ([`on_page`]).
    static HOOKS: RefCell<Vec<PageHook>> = const { RefCell::new(Vec::new()) };
    /// What carries out jumps ([`on_jump`]).
    static JUMPS: RefCell<Option<JumpHook>> = const { RefCell::new(None) };
}

/// Forgets every hook: a new window is being wired on this thread.
pub fn reset() {
    HOOKS.with_borrow_mut(Vec::clear);
    JUMPS.with_borrow_mut(|jumps| *jumps = None);
}

/// Adds what runs at every page change, once the page is set (the root's wiring), with the page left and the
/// page shown.
pub fn on_page(hook: impl Fn(&AppWindow, Page, Page) + 'static) {
    HOOKS.with_borrow_mut(|hooks| hooks.push(Rc::new(hook)));
}

/// Sets what carries out the jumps (the root's wiring).
pub fn on_jump(hook: impl Fn(&AppWindow, Jump) + 'static) {
    JUMPS.with_borrow_mut(|jumps| *jumps = Some(Rc::new(hook)));
}

/// Shows `page` (a table's menu and log, which belong to the page they were opened on, shut), then runs what
/// the root gives for a page change.
pub fn go(app: &AppWindow, page: Page) {
    let from = app.global::<Nav>().get_page();
    let sheets = app.global::<TableSheets>();
    sheets.set_menu(false);
    sheets.set_log(false);
    app.global::<Nav>().set_page(page);
    for hook in HOOKS.with_borrow(Clone::clone) {
        hook(app, from, page);
    }
}

/// A callback that shows `page`.
pub fn to(app: &AppWindow, page: Page) -> impl Fn() + 'static {
    let weak = app.as_weak();
    move || {
        if let Some(app) = weak.upgrade() {
            go(&app, page);
        }
    }
}

/// Jumps to another screen ([`Jump`]).
pub fn jump(app: &AppWindow, to: Jump) {
    if let Some(hook) = JUMPS.with_borrow(Clone::clone) {
        hook(app, to);
    }
}

/// A callback that jumps to another screen.
pub fn jumping(app: &AppWindow, to: Jump) -> impl Fn() + 'static {
    let weak = app.as_weak();
    move || {
        if let Some(app) = weak.upgrade() {
            jump(&app, to.clone());
        }
    }
}
