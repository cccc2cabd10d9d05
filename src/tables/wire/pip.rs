//! Connects the `PipAdapter` callbacks to the session.

use crate::tables::pip::{labels, PipSession};
use crate::tables::refresh::{leaving, on, on_index, plain, refresh, Shared};
use crate::ui::AppWindow;
use crate::ui::PipAdapter;
use slint::ComponentHandle;
use standfirm_engine::pip_armor::Pile;

/// Wires the PIP Armor screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let adapter = app.global::<PipAdapter>();
    labels::publish(&adapter);
    adapter.on_leave(leaving(app, shared, standfirm_engine::GameKind::PipArmor));
    let plain = |change: fn(&mut PipSession)| plain(app, shared, refresh::<PipSession>, change);
    adapter.on_respond(plain(|s| s.respond()));
    adapter.on_take_hit(plain(|s| s.take_hit()));
    adapter.on_undo(plain(|s| s.undo()));
    adapter.on_dismiss_put_on(plain(|s| s.dismiss_put_on()));
    adapter.on_reveal_tapped(on_index(
        app,
        shared,
        refresh::<PipSession>,
        PipSession::tap_reveal,
    ));
    adapter.on_card_tapped(on_index(
        app,
        shared,
        refresh::<PipSession>,
        PipSession::tap_card,
    ));
    adapter.on_pile_chosen(on(
        app,
        shared,
        refresh::<PipSession>,
        |s: &mut PipSession, pile: crate::ui::PipPile| {
            s.choose_pile(match pile {
                crate::ui::PipPile::Armor => Some(Pile::Armor),
                crate::ui::PipPile::Response => Some(Pile::Response),
                crate::ui::PipPile::Threat => None,
            })
        },
    ));
}
