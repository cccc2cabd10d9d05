//! How does my game stand? The Chance panel of every table, Learning mode's log line after each
//! move, and the solo games' Learning hint.
//!
//! - [`position`]: what a seat sees of each game ([`Position`]), and from it the estimate, the win chance and
//!   the Learning hint: the one place the three games differ here.
//! - [`reading`]: an estimate in words ("Chance to win: about 72% ± 3").
//! - [`worker`]: the estimates, run on a worker thread that a flag stops when the answer is no longer
//!   wanted, and their answers taken back on the event loop.
//!
//! - [`tables`]: what each table gives (the seat's view) and takes back (a log line, the solo Hint), read
//!   through the open games so that no game imports the chance.
//! - [`panel`]: the panel's state and Learning mode's memory.
//!
//! After every change to a game (`games::refresh`, whose hook [`wire`] sets) [`follow`] takes what its seat
//! sees: the panel, when open for that seat, is worked out again when the position changed, and in Learning
//! mode a move of the seat gets its log line. Nothing hidden is read: every estimate re-deals what the seat cannot see, and its
//! playouts are keyed by what the seat sees (the same position gives the same answer).

mod panel;
pub mod position;
pub mod reading;
mod tables;
mod worker;

pub use position::{LearnedHint, Position};
pub use reading::Reading;

use crate::tables::Shared;
use crate::ui::AogAdapter;
use crate::ui::AppWindow;
use crate::ui::ChanceAdapter;
use crate::ui::PipAdapter;
use crate::ui::SettingsAdapter;
use panel::Panel;
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use std::cell::RefCell;
use worker::{Job, Ticket, Work};

thread_local! {
    /// The Chance panel of the window (one window per thread).
    static PANEL: RefCell<Panel> = RefCell::new(Panel::default());
}

/// Whether Learning mode is on.
fn learning_on(app: &AppWindow) -> bool {
    app.global::<SettingsAdapter>().get_learning()
}

/// Follows the table of `game` after a change: what its seat sees goes to the panel and to Learning mode, and
/// the estimates that needs are started.
fn follow(app: &AppWindow, shared: &Shared, game: GameKind) {
    let learning = learning_on(app);
    let jobs = PANEL.with_borrow_mut(|panel| {
        if !panel.wants(learning) {
            panel.present(app);
            return Vec::new();
        }
        let games = shared.borrow();
        // A tutorial keeps to its script: no Learning lines there.
        let coached = games.tutorial.as_ref().is_some_and(|t| t.game == game);
        let jobs = panel.follow(tables::seen(&games, game), learning && !coached);
        panel.present(app);
        jobs
    });
    worker::start(app, jobs);
}

/// Leaving a table (or coming to one): whatever ran for the last one stops, and the panel closes.
pub fn page_changed(app: &AppWindow) {
    PANEL.with_borrow_mut(|panel| {
        panel.stop_all();
        panel.open = None;
        panel.last = None;
        panel.present(app);
    });
}

/// Wires the Chance button of every table and the solo tables' Hint, and follows every change to a game.
pub fn wire(app: &AppWindow, shared: &Shared) {
    worker::keep(shared);
    crate::tables::after_refresh("chance", follow);
    let a = app.global::<ChanceAdapter>();
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_open(move || {
        let Some(app) = weak.upgrade() else { return };
        let page = app.global::<crate::ui::Nav>().get_page();
        let Some(game) = crate::tables::game_on(page) else {
            return;
        };
        let seen = tables::seen(&s.borrow(), game);
        let Some(seen) = seen.filter(|s| s.on_screen) else {
            return;
        };
        PANEL
            .with_borrow_mut(|p| p.open = Some((seen.game, seen.id.clone(), seen.position.seat())));
        crate::tables::refresh_game(&app, &s, game);
    });
    let weak = app.as_weak();
    a.on_close(move || {
        let Some(app) = weak.upgrade() else { return };
        PANEL.with_borrow_mut(|panel| {
            panel.open = None;
            panel.stop_read();
            panel.shown = None;
            panel.reading = None;
            panel.present(&app);
        });
    });
    app.global::<AogAdapter>()
        .on_hint(hint_button(app, shared, GameKind::ArmorOfGod));
    app.global::<PipAdapter>()
        .on_hint(hint_button(app, shared, GameKind::PipArmor));
}

/// The Hint button of a solo table: the usual hint at once and, in Learning mode, the move with the best
/// chance weighed away from the screen (shown when it is not the usual one).
fn hint_button(app: &AppWindow, shared: &Shared, game: GameKind) -> impl Fn() + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    move || {
        let Some(app) = weak.upgrade() else { return };
        let weigh = learning_on(&app) && shared.borrow().tutorial.is_none();
        let seen = {
            let mut games = shared.borrow_mut();
            let shown = tables::usual_hint(&mut games, game, weigh);
            tables::seen(&games, game).filter(|_| shown && weigh)
        };
        let jobs: Vec<Job> = match seen {
            Some(seen) => PANEL.with_borrow_mut(|panel| {
                panel.hint = Some((seen.game, seen.id.clone(), seen.actions));
                let stop = panel.flag();
                vec![Job::new(
                    Ticket::of(&seen),
                    Work::Best(Box::new(seen.position)),
                    stop,
                )]
            }),
            None => Vec::new(),
        };
        crate::tables::refresh_game(&app, &shared, game);
        worker::start(&app, jobs);
    }
}
