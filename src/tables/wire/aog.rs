//! Connects the `AogAdapter` callbacks to the session: each callback makes one change, then the screen is
//! presented again from the session.

use crate::tables::aog::{labels, AogSession};
use crate::tables::refresh::{leaving, on, on_index, plain, refresh, Shared};
use crate::ui::{AogAdapter, AppWindow};
use slint::ComponentHandle;
use standfirm_engine::armor_of_god::{DartLine, Slot};

/// Wires the Armor of God screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let adapter = app.global::<AogAdapter>();
    labels::publish(&adapter);
    adapter.on_leave(leaving(app, shared, standfirm_engine::GameKind::ArmorOfGod));
    let plain = |change: fn(&mut AogSession)| plain(app, shared, refresh::<AogSession>, change);
    adapter.on_discard(plain(|s| s.discard_selected()));
    adapter.on_undo(plain(|s| s.undo()));
    adapter.on_card_tapped(on_index(
        app,
        shared,
        refresh::<AogSession>,
        AogSession::tap_card,
    ));
    adapter.on_card_drag_started(on_index(
        app,
        shared,
        refresh::<AogSession>,
        AogSession::drag_started,
    ));
    let weak = app.as_weak();
    let drops = shared.clone();
    adapter.on_card_dropped(move |i, x, y| {
        let Some(app) = weak.upgrade() else { return };
        // The pile under the card's centre, from where the piles say they are.
        let slot = {
            let games = drops.borrow();
            Slot::ALL.iter().position(|s| {
                games
                    .anchors
                    .get(&crate::models::anchor::slot(s.notation()))
                    .is_some_and(|&(ax, ay, w, h)| x >= ax && x <= ax + w && y >= ay && y <= ay + h)
            })
        };
        if let Some(session) = drops.borrow_mut().get::<AogSession>() {
            session.drop_on(i.max(0) as usize, slot);
        }
        refresh::<AogSession>(&app, &drops);
    });
    adapter.on_slot_tapped(on_index(
        app,
        shared,
        refresh::<AogSession>,
        AogSession::tap_slot,
    ));
    adapter.on_dart_chosen(on(
        app,
        shared,
        refresh::<AogSession>,
        |s: &mut AogSession, target: crate::ui::DartTarget| {
            s.choose_dart(match target {
                crate::ui::DartTarget::Banked => DartLine::Banked,
                crate::ui::DartTarget::Largest => DartLine::Largest,
            })
        },
    ));
}
