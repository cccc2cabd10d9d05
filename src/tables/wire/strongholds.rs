//! Connects the `ShAdapter` callbacks to the session: each callback calls one session method, then the table
//! shows again (and the bots move if it is their turn).

use super::bots::{keep, search};
pub use super::bots::{keep_awake, show};
use crate::tables::refresh::{self, leaving, Shared};
use crate::tables::strongholds::ShSession;
use crate::ui::{AppWindow, ShAdapter};
use slint::ComponentHandle;
use standfirm_engine::strongholds::{CardId, Colour};
use standfirm_engine::GameKind;

/// [`refresh::on`] for this screen's session (the closures' argument types are then inferred).
fn on<A: 'static>(
    app: &AppWindow,
    shared: &Shared,
    change: impl Fn(&mut ShSession, A) + 'static,
) -> impl Fn(A) + 'static {
    refresh::on(app, shared, show, change)
}

/// [`refresh::plain`] for this screen's session.
fn plain(
    app: &AppWindow,
    shared: &Shared,
    change: impl Fn(&mut ShSession) + 'static,
) -> impl Fn() + 'static {
    refresh::plain(app, shared, show, change)
}

/// The card a callback names (its id), if it is one.
fn card(text: &slint::SharedString) -> Option<CardId> {
    CardId::parse(text)
}

/// Wires the Strongholds screens: each callback calls one session method, then the screen shows again.
pub fn wire(app: &AppWindow, shared: &Shared) {
    keep(shared);
    let a = app.global::<ShAdapter>();
    crate::tables::strongholds::labels::publish(&a);
    a.on_take_device(plain(app, shared, ShSession::take_device));
    a.on_close_recap(plain(app, shared, ShSession::close_recap));
    a.on_tab_changed(on(app, shared, |s, tab: i32| {
        s.set_tab(tab.max(0) as usize)
    }));
    a.on_truth_tapped(on(app, shared, |s, id: slint::SharedString| {
        if let Some(c) = card(&id) {
            s.tap_truth(c);
        }
    }));
    a.on_stronghold_tapped(on(app, shared, |s, slot: i32| {
        s.stronghold_tapped(slot.clamp(0, 4) as u8)
    }));
    a.on_details(on(app, shared, |s, id: slint::SharedString| {
        if let Some(c) = card(&id) {
            s.show_card(c);
        }
    }));
    a.on_pile_details(on(app, shared, |s, code: slint::SharedString| {
        if let Some(colour) = Colour::from_code(&code) {
            s.show_pile(colour);
        }
    }));
    a.on_task_tapped(on(app, shared, |s, id: slint::SharedString| {
        if let Some(c) = card(&id) {
            s.tap_task(c);
        }
    }));
    a.on_pay_change(on(app, shared, |s, unit: i32| {
        s.pay_cycle(unit.max(0) as usize)
    }));
    a.on_pay_keep(on(app, shared, |s, unit: i32| {
        s.pay_keep(unit.max(0) as usize)
    }));
    a.on_pay_confirmed(plain(app, shared, ShSession::pay_confirm));
    a.on_pay_cancelled(plain(app, shared, ShSession::pay_cancel));
    a.on_end_turn(plain(app, shared, ShSession::end_turn));
    a.on_pick_tapped(on(app, shared, |s, id: slint::SharedString| {
        if let Some(c) = card(&id) {
            s.tap_pick(c);
        }
    }));
    a.on_pick_confirmed(plain(app, shared, ShSession::confirm_pick));
    a.on_keep_trial(plain(app, shared, ShSession::keep_trial));
    a.on_discard_trial(plain(app, shared, ShSession::discard_trial));
    a.on_undo(plain(app, shared, ShSession::undo));
    let weak = app.as_weak();
    let hints = shared.clone();
    a.on_ask_hint(move || {
        let Some(app) = weak.upgrade() else { return };
        let job = hints
            .borrow_mut()
            .get::<ShSession>()
            .and_then(ShSession::hint_search);
        // The screen shows that the hint is being looked for, then the hint when it comes.
        show(&app, &hints);
        if let Some(job) = job {
            search(&app, job);
        }
    });
    a.on_ask_end(plain(app, shared, ShSession::ask_end));
    a.on_end_confirmed(plain(app, shared, ShSession::confirm_end));
    a.on_end_cancelled(plain(app, shared, ShSession::cancel_end));
    a.on_claim(on(app, shared, |s, seat: i32| {
        s.claim(seat.clamp(0, 5) as u8)
    }));
    a.on_no_one(plain(app, shared, ShSession::no_one));
    a.on_cancel_claim(plain(app, shared, ShSession::cancel_claim));
    a.on_leave(leaving(app, shared, GameKind::Strongholds));
}
