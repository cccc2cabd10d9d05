//! Connects the `AogAdapter` callbacks to the session: each callback makes one change, then the screen is
//! presented again from the session.

use super::AogSession;
use crate::games::{on, plain, Shared};
use crate::{AogAdapter, AppWindow};
use slint::ComponentHandle;
use standfirm_engine::armor_of_god::{DartLine, Slot};

/// Wires the Armor of God screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let adapter = app.global::<AogAdapter>();
    super::labels::publish(&adapter);
    let plain = |change: fn(&mut AogSession)| plain(app, shared, change);
    adapter.on_discard(plain(|s| s.discard_selected()));
    adapter.on_undo(plain(|s| s.undo()));
    adapter.on_card_tapped(on(app, shared, |s: &mut AogSession, i: i32| {
        s.tap_card(i.max(0) as usize)
    }));
    adapter.on_card_drag_started(on(app, shared, |s: &mut AogSession, i: i32| {
        s.drag_started(i.max(0) as usize)
    }));
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
                    .get(&crate::play::anchor::slot(s.name()))
                    .is_some_and(|&(ax, ay, w, h)| x >= ax && x <= ax + w && y >= ay && y <= ay + h)
            })
        };
        if let Some(session) = drops.borrow_mut().aog.as_mut() {
            session.drop_on(i.max(0) as usize, slot);
        }
        crate::games::refresh::<AogSession>(&app, &drops);
    });
    adapter.on_slot_tapped(on(app, shared, |s: &mut AogSession, i: i32| {
        s.tap_slot(i.max(0) as usize)
    }));
    adapter.on_dart_chosen(on(
        app,
        shared,
        |s: &mut AogSession, target: crate::DartTarget| {
            s.choose_dart(match target {
                crate::DartTarget::Banked => DartLine::Banked,
                crate::DartTarget::Largest => DartLine::Largest,
            })
        },
    ));
}
