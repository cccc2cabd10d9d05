//! What the two game screens share: how a session is found among the games, presented, and refreshed after
//! each callback (with the effect highlights cleared a moment later).

use crate::app::{Games, Shared};
use crate::AppWindow;
use slint::ComponentHandle;
use std::time::Duration;

/// How long an automatic effect stays highlighted.
const FLASH: Duration = Duration::from_millis(900);

/// A game screen's session.
pub trait Screen: Sized + 'static {
    /// This screen's session among the games of the run.
    fn slot(games: &mut Games) -> &mut Option<Self>;
    /// Pushes the session into the screen's adapter global.
    fn present(&self, app: &AppWindow);
    /// Whether some piece is highlighted by an automatic effect.
    fn has_flashes(&self) -> bool;
    /// Ends the highlights.
    fn clear_flashes(&mut self);
}

/// Presents the session of `S`, and clears its highlights a moment later.
pub fn refresh<S: Screen>(app: &AppWindow, shared: &Shared) {
    let flashing = {
        let mut games = shared.borrow_mut();
        let Some(session) = S::slot(&mut games).as_ref() else {
            return;
        };
        session.present(app);
        session.has_flashes()
    };
    crate::app::update_home(app, shared);
    if flashing {
        let weak = app.as_weak();
        let shared = shared.clone();
        slint::Timer::single_shot(FLASH, move || {
            let Some(app) = weak.upgrade() else { return };
            if let Some(session) = S::slot(&mut shared.borrow_mut()).as_mut() {
                session.clear_flashes();
                session.present(&app);
            }
        });
    }
}

/// A callback that applies `change` to the session of `S` with the callback's argument, then refreshes.
pub fn on<S: Screen, A: 'static>(
    app: &AppWindow,
    shared: &Shared,
    change: fn(&mut S, A),
) -> impl Fn(A) + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    move |arg| {
        let Some(app) = weak.upgrade() else { return };
        if let Some(session) = S::slot(&mut shared.borrow_mut()).as_mut() {
            change(session, arg);
        }
        refresh::<S>(&app, &shared);
    }
}
