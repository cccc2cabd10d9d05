//! Connects the `PipAdapter` callbacks to the session.

use super::present::present;
use super::PipSession;
use crate::app::Shared;
use crate::{AppWindow, PipAdapter};
use slint::ComponentHandle;
use std::time::Duration;

const FLASH: Duration = Duration::from_millis(900);

/// Wires the PIP Armor screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let adapter = app.global::<PipAdapter>();
    let with = |f: fn(&mut PipSession)| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            if let Some(app) = weak.upgrade() {
                if let Some(session) = shared.borrow_mut().pip.as_mut() {
                    f(session);
                }
                refresh(&app, &shared);
            }
        }
    };
    adapter.on_respond(with(|s| s.respond()));
    adapter.on_take_hit(with(|s| s.take_hit()));
    adapter.on_undo(with(|s| s.undo()));
    adapter.on_dismiss_put_on(with(|s| s.dismiss_put_on()));
    let with_index = |f: fn(&mut PipSession, usize)| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move |i: i32| {
            if let Some(app) = weak.upgrade() {
                if let Some(session) = shared.borrow_mut().pip.as_mut() {
                    f(session, i.max(0) as usize);
                }
                refresh(&app, &shared);
            }
        }
    };
    adapter.on_reveal_tapped(with_index(|s, i| s.tap_reveal(i)));
    adapter.on_card_tapped(with_index(|s, i| s.tap_card(i)));
    let weak = app.as_weak();
    let shared_pile = shared.clone();
    adapter.on_pile_chosen(move |pile| {
        if let Some(app) = weak.upgrade() {
            if let Some(session) = shared_pile.borrow_mut().pip.as_mut() {
                session.choose_pile(&pile);
            }
            refresh(&app, &shared_pile);
        }
    });
}

/// Presents the current session, and clears the highlights a moment later.
pub fn refresh(app: &AppWindow, shared: &Shared) {
    let state = shared.borrow();
    let Some(session) = state.pip.as_ref() else {
        return;
    };
    present(session, &app.global::<PipAdapter>());
    let flashing = session.has_flashes();
    drop(state);
    crate::app::update_home(app, shared);
    if flashing {
        let weak = app.as_weak();
        let shared = shared.clone();
        slint::Timer::single_shot(FLASH, move || {
            if let Some(app) = weak.upgrade() {
                if let Some(session) = shared.borrow_mut().pip.as_mut() {
                    session.clear_flashes();
                    present(session, &app.global::<PipAdapter>());
                }
            }
        });
    }
}
