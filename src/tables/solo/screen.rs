//! Every solo session is a table ([`Table`]) in the same way.

use super::{SoloGame, SoloSession};
use crate::tables::play::motion::FlightSpec;
use crate::tables::play::tutorial::CoachTarget;
use crate::tables::play::{Played, Tone};
use crate::tables::table::Table;
use crate::ui::AppWindow;
use standfirm_engine::words::Msg;
use standfirm_engine::{Game, GameKind};
use standfirm_store::{Replayed, SaveFile};

impl<G: SoloGame> Table for SoloSession<G> {
    fn game(&self) -> GameKind {
        G::State::KIND
    }

    fn play(&self) -> &dyn Played {
        &self.play
    }

    fn play_mut(&mut self) -> &mut dyn Played {
        &mut self.play
    }

    fn save_file(&self) -> SaveFile {
        SoloSession::save_file(self)
    }

    fn is_over(&self) -> bool {
        SoloSession::is_over(self)
    }

    fn learning_line(&mut self, msg: Msg, tone: Tone) {
        self.play.log.push(msg, None, tone);
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

    fn take_flights(&mut self) -> Vec<FlightSpec> {
        std::mem::take(&mut self.flights)
    }

    fn usual_hint(&mut self, weigh: bool) -> bool {
        let shown = self.show_hint();
        if shown && weigh {
            self.weigh_hint();
        }
        shown
    }

    fn learned_hint(&mut self, best: Option<&str>, words: Msg) {
        SoloSession::learned_hint(self, best, words);
    }

    fn coach_target(&self, actions: &[&str]) -> CoachTarget {
        actions
            .first()
            .map(|a| G::coach_target(self, a))
            .unwrap_or_default()
    }
}
