//! Connects the `PipAdapter` callbacks to the session.

use super::present::present;
use super::PipSession;
use crate::games::{on, plain, Games, Screen, Shared};
use crate::{AppWindow, PipAdapter};
use slint::ComponentHandle;

impl Screen for PipSession {
    fn slot(games: &mut Games) -> &mut Option<PipSession> {
        &mut games.pip
    }

    fn present(&self, app: &AppWindow) {
        present(self, &app.global::<PipAdapter>());
    }

    fn has_flashes(&self) -> bool {
        PipSession::has_flashes(self)
    }

    fn clear_flashes(&mut self) {
        PipSession::clear_flashes(self);
    }

    fn game(&self) -> standfirm_engine::GameKind {
        standfirm_engine::GameKind::PipArmor
    }

    fn take_flights(&mut self) -> Vec<crate::play::motion::FlightSpec> {
        std::mem::take(&mut self.flights)
    }

    fn actions_done(&self) -> usize {
        self.play.actions().len()
    }

    fn coach_target(&self, actions: &[&str]) -> String {
        actions
            .first()
            .map(|a| PipSession::coach_target(self, a))
            .unwrap_or_default()
    }

    fn take_save(&mut self) -> Option<(standfirm_store::SaveFile, standfirm_store::Replayed)> {
        self.play.take_save(standfirm_store::Replayed::PipArmor)
    }
}

/// Wires the PIP Armor screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let adapter = app.global::<PipAdapter>();
    let plain = |change: fn(&mut PipSession)| plain(app, shared, change);
    adapter.on_respond(plain(|s| s.respond()));
    adapter.on_take_hit(plain(|s| s.take_hit()));
    adapter.on_undo(plain(|s| s.undo()));
    adapter.on_hint(plain(|s| s.show_hint()));
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
        |s: &mut PipSession, pile: slint::SharedString| s.choose_pile(&pile),
    ));
}
