//! Connects the `AogAdapter` callbacks to the session: each callback makes one change, then the screen is
//! presented again from the session.

use super::present::present;
use crate::app::Shared;
use crate::{AogAdapter, AppWindow};
use slint::ComponentHandle;
use standfirm_engine::armor_of_god::DartLine;
use std::time::Duration;

/// How long an automatic effect stays highlighted.
const FLASH: Duration = Duration::from_millis(900);

/// Wires the Armor of God screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let adapter = app.global::<AogAdapter>();
    let with = |f: fn(&mut super::AogSession)| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            if let Some(app) = weak.upgrade() {
                if let Some(session) = shared.borrow_mut().aog.as_mut() {
                    f(session);
                }
                refresh(&app, &shared);
            }
        }
    };
    adapter.on_discard(with(|s| s.discard_selected()));
    adapter.on_undo(with(|s| s.undo()));
    {
        let weak = app.as_weak();
        let shared = shared.clone();
        adapter.on_card_tapped(move |i| {
            if let Some(app) = weak.upgrade() {
                if let Some(session) = shared.borrow_mut().aog.as_mut() {
                    session.tap_card(i.max(0) as usize);
                }
                refresh(&app, &shared);
            }
        });
    }
    {
        let weak = app.as_weak();
        let shared = shared.clone();
        adapter.on_slot_tapped(move |i| {
            if let Some(app) = weak.upgrade() {
                if let Some(session) = shared.borrow_mut().aog.as_mut() {
                    session.tap_slot(i.max(0) as usize);
                }
                refresh(&app, &shared);
            }
        });
    }
    {
        let weak = app.as_weak();
        let shared = shared.clone();
        adapter.on_dart_chosen(move |line| {
            if let Some(app) = weak.upgrade() {
                let line = if line == "banked" {
                    DartLine::Banked
                } else {
                    DartLine::Largest
                };
                if let Some(session) = shared.borrow_mut().aog.as_mut() {
                    session.choose_dart(line);
                }
                refresh(&app, &shared);
            }
        });
    }
}

/// Presents the current session, and clears the effect highlights a moment later.
pub fn refresh(app: &AppWindow, shared: &Shared) {
    let state = shared.borrow();
    let Some(session) = state.aog.as_ref() else {
        return;
    };
    present(session, &app.global::<AogAdapter>());
    let flashing = session.has_flashes();
    drop(state);
    crate::app::update_home(app, shared);
    if flashing {
        let weak = app.as_weak();
        let shared = shared.clone();
        slint::Timer::single_shot(FLASH, move || {
            if let Some(app) = weak.upgrade() {
                if let Some(session) = shared.borrow_mut().aog.as_mut() {
                    session.clear_flashes();
                    present(session, &app.global::<AogAdapter>());
                }
            }
        });
    }
}
