//! The bots at a Strongholds table play one move at a time, each shown for a moment on the public table (the
//! pause comes from the settings and may be zero); a Wise bot's move and a person's hint are searched away from
//! the screen while the pause runs.

use crate::tables::games::{in_progress, table_page, Games};
use crate::tables::refresh::{refresh, Shared};
#[cfg(target_arch = "wasm32")]
use crate::tables::strongholds::search::Stepping;
use crate::tables::strongholds::search::{Found, Search};
use crate::tables::strongholds::ShSession;
use crate::ui::{AppWindow, Nav};
use slint::ComponentHandle;
use standfirm_engine::GameKind;

/// Presents the game (and the details sheet a tap asked for), then lets the bots move if it is their turn.
pub fn show(app: &AppWindow, shared: &Shared) {
    refresh::<ShSession>(app, shared);
    let details = shared
        .borrow_mut()
        .get::<ShSession>()
        .and_then(ShSession::take_details);
    if let Some((heading, cards)) = details {
        crate::models::sheets::show_details(app, &heading, cards);
    }
    schedule_bots(app, shared);
    // After the bots: with no pause they may have ended the game.
    keep_awake(app, shared);
}

/// The bots play their next move after the pause, or at once (all of them) when the pause is zero. A Wise bot's
/// move is searched on a worker ([`search`]) while the pause runs; it is shown once both the pause and the search
/// are over.
fn schedule_bots(app: &AppWindow, shared: &Shared) {
    let delay = std::time::Duration::from_millis(
        app.global::<crate::ui::SettingsAdapter>()
            .get_bot_delay_ms()
            .clamp(0, 5000) as u64,
    );
    let closed = shared
        .borrow_mut()
        .get::<ShSession>()
        .is_some_and(ShSession::close_window_at_once);
    if closed {
        return show(app, shared);
    }
    let pending = shared
        .borrow()
        .get_ref::<ShSession>()
        .is_some_and(ShSession::bots_to_move);
    if !pending || shared.borrow().bots_waiting {
        return;
    }
    let aside = runs_aside();
    if delay.is_zero() {
        let job = shared.borrow_mut().get::<ShSession>().and_then(|session| {
            session.play_bots(aside);
            if aside {
                session.bot_search()
            } else {
                None
            }
        });
        refresh::<ShSession>(app, shared);
        if let Some(job) = job {
            search(app, job);
        }
        return;
    }
    shared.borrow_mut().bots_waiting = true;
    if aside {
        let job = shared
            .borrow_mut()
            .get::<ShSession>()
            .and_then(ShSession::bot_search);
        if let Some(job) = job {
            search(app, job);
        }
    }
    let weak = app.as_weak();
    let shared = shared.clone();
    slint::Timer::single_shot(delay, move || {
        shared.borrow_mut().bots_waiting = false;
        let Some(app) = weak.upgrade() else { return };
        // Only while the game is on screen: leaving pauses the bots.
        if app.global::<crate::ui::Nav>().get_page() != table_page(GameKind::Strongholds) {
            return;
        }
        if let Some(session) = shared.borrow_mut().get::<ShSession>() {
            // A search still out: its answer makes the move when it comes back (the pause is over).
            if aside && session.bot_searches() && !session.bot_ready() {
                return;
            }
            session.step_bot();
        }
        show(&app, &shared);
    });
}

thread_local! {
    /// The games of the window, for a search's answer coming back on the event loop (the closure that brings it
    /// must be `Send`, and the games are not).
    static GAMES: std::cell::RefCell<std::rc::Weak<std::cell::RefCell<Games>>> =
        const { std::cell::RefCell::new(std::rc::Weak::new()) };
}

/// Keeps the games of the window for the searches' answers.
pub(super) fn keep(shared: &Shared) {
    GAMES.with_borrow_mut(|games| *games = std::rc::Rc::downgrade(shared));
}

/// Whether a search can run on a worker thread: only where the platform can bring its answer back to the event
/// loop. The UI tests and the screenshots run Slint's testing backend without threads, which cannot: there
/// every search runs in place, at once, and a test sees its result straight away (the same move: a search's
/// answer depends only on the game and the moment, never on where or when it runs).
fn worker_available() -> bool {
    // The browser has no threads (`std::thread::spawn` fails there): every job runs on the event loop.
    !cfg!(target_arch = "wasm32") && slint::invoke_from_event_loop(|| {}).is_ok()
}

/// Whether a Wise bot's search runs aside while the screen goes on: on a worker thread, or in the browser in
/// slices on the event loop (`search`). Where neither can, the bots' moves are made in place, at once.
fn runs_aside() -> bool {
    cfg!(target_arch = "wasm32") || worker_available()
}

/// Runs a search (a Wise bot's move, a hint) on a worker thread, or in place where no worker can answer, and
/// hands its answer to the session, which ignores it if the game moved on meanwhile; the screen then shows the
/// move or the hint.
pub(super) fn search(app: &AppWindow, job: Search) {
    // The browser: the search runs on the event loop in slices, the screen drawn between them.
    #[cfg(target_arch = "wasm32")]
    {
        let weak = app.as_weak();
        return crate::platform::in_slices(job.stepping(), Stepping::step, move |s: Stepping| {
            if let Some(app) = weak.upgrade() {
                answer(&app, s.found());
            }
        });
    }
    #[allow(unreachable_code)]
    if !worker_available() {
        return answer(app, job.run());
    }
    let weak = app.as_weak();
    std::thread::spawn(move || {
        let failed = job.failed();
        // A search that panics answers nothing rather than leave the table waiting.
        let found =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.run())).unwrap_or(failed);
        let _ = weak.upgrade_in_event_loop(move |app| answer(&app, found));
    });
}

/// A search's answer, back on the event loop.
fn answer(app: &AppWindow, found: Found) {
    let Some(shared) = GAMES.with_borrow(std::rc::Weak::upgrade) else {
        return;
    };
    let on_screen = app.global::<crate::ui::Nav>().get_page() == table_page(GameKind::Strongholds);
    let (kept, step_now) = {
        let mut games = shared.borrow_mut();
        let waiting = games.bots_waiting;
        let Some(session) = games.get::<ShSession>() else {
            return;
        };
        if !on_screen {
            // The game left the screen: the answer is dropped, and asked again when it comes back.
            session.drop_search();
            return;
        }
        let bot = found.is_bot();
        (session.deliver(found), bot && !waiting)
    };
    if !kept {
        return;
    }
    // A bot's move waits for the pause; once it is over the move is made now.
    if step_now {
        let moved = shared
            .borrow_mut()
            .get::<ShSession>()
            .is_some_and(ShSession::step_bot);
        if !moved {
            return;
        }
    }
    show(app, &shared);
}

/// Keeps the screen on while a Strongholds game in progress is on screen (the device lies on the table between
/// turns), and lets it sleep once the player has left the game or it has ended. Called on every page change
/// and after every change to the Strongholds game.
pub fn keep_awake(app: &AppWindow, shared: &Shared) {
    let on = app.global::<Nav>().get_page() == table_page(GameKind::Strongholds)
        && in_progress(&shared.borrow(), GameKind::Strongholds);
    crate::platform::keep_screen_on(on);
}
