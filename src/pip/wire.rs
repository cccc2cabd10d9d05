//! Connects the `PipAdapter` callbacks to the session.

use super::PipSession;
use crate::games::{on, plain, Shared};
use crate::{AppWindow, PipAdapter};
use slint::ComponentHandle;
use standfirm_engine::pip_armor::Pile;

/// Wires the PIP Armor screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let adapter = app.global::<PipAdapter>();
    super::labels::publish(&adapter);
    let plain = |change: fn(&mut PipSession)| plain(app, shared, change);
    adapter.on_respond(plain(|s| s.respond()));
    adapter.on_take_hit(plain(|s| s.take_hit()));
    adapter.on_undo(plain(|s| s.undo()));
    adapter.on_dismiss_put_on(plain(|s| s.dismiss_put_on()));
    adapter.on_reveal_tapped(on(app, shared, |s: &mut PipSession, i: i32| {
        s.tap_reveal(i.max(0) as usize)
    }));
    adapter.on_card_tapped(on(app, shared, |s: &mut PipSession, i: i32| {
        s.tap_card(i.max(0) as usize)
    }));
    adapter.on_pile_chosen(on(
        app,
        shared,
        |s: &mut PipSession, pile: crate::PipPile| {
            s.choose_pile(match pile {
                crate::PipPile::Armor => Some(Pile::Armor),
                crate::PipPile::Response => Some(Pile::Response),
                crate::PipPile::Threat => None,
            })
        },
    ));
}
