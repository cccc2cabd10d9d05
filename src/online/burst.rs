//! Frames that arrive in a burst (the bots' moves, one frame each, sent back to back) are each applied to the
//! session as they come, and the screen is refreshed once after the burst: a refresh per frame kept a slow
//! device a whole burst behind the table. Each frame is marked applied (`platform::net::mark_frame`) when the
//! screen's refresh that shows it has run.

use crate::tables::Shared;
use crate::ui::AppWindow;
use slint::ComponentHandle;
use std::cell::{Cell, RefCell};
use std::time::Duration;

thread_local! {
    /// The frames applied to the session that the screen does not show yet.
    static WAITING: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
    /// A refresh is due on the event loop's next turn.
    static DUE: Cell<bool> = const { Cell::new(false) };
    static TIMER: slint::Timer = slint::Timer::default();
}

/// The frame `seq` was applied to the session: the screen is refreshed on the event loop's next turn (once for
/// every frame applied until then).
pub fn applied(app: &AppWindow, shared: &Shared, seq: u64) {
    WAITING.with_borrow_mut(|w| w.push(seq));
    if DUE.replace(true) {
        return;
    }
    let weak = app.as_weak();
    let shared = shared.clone();
    TIMER.with(|t| {
        t.start(slint::TimerMode::SingleShot, Duration::ZERO, move || {
            if let Some(app) = weak.upgrade() {
                refresh(&app, &shared);
            }
        })
    });
}

/// Refreshes the table now, with every frame applied so far, and marks them.
pub fn refresh(app: &AppWindow, shared: &Shared) {
    DUE.set(false);
    TIMER.with(|t| t.stop());
    crate::tables::refresh_game(app, shared, standfirm_engine::GameKind::Strongholds);
    for seq in WAITING.take() {
        crate::platform::net::mark_frame(seq);
    }
}
