//! Every solo session is a game screen ([`Screen`]) in the same way.

use super::{SoloGame, SoloSession};
use crate::games::{Games, Screen};
use crate::play::motion::FlightSpec;
use crate::AppWindow;
use standfirm_engine::{Game, GameKind};
use standfirm_store::{Replayed, SaveFile};

impl<G: SoloGame> Screen for SoloSession<G> {
    fn slot(games: &mut Games) -> &mut Option<SoloSession<G>> {
        G::slot(games)
    }

    fn present(&self, app: &AppWindow) {
        G::present(self, app);
    }

    fn has_flashes(&self) -> bool {
        SoloSession::has_flashes(self)
    }

    fn clear_flashes(&mut self) {
        SoloSession::clear_flashes(self);
    }

    fn take_save(&mut self) -> Option<(SaveFile, Replayed)> {
        self.play.take_save(G::wrap)
    }

    fn game(&self) -> GameKind {
        G::State::KIND
    }

    fn take_flights(&mut self) -> Vec<FlightSpec> {
        std::mem::take(&mut self.flights)
    }

    fn actions_done(&self) -> usize {
        self.play.actions().len()
    }

    fn coach_target(&self, actions: &[&str]) -> String {
        actions
            .first()
            .map(|a| G::coach_target(self, a))
            .unwrap_or_default()
    }
}
