//! The Strongholds session as a table ([`Table`]).

use super::present::present;
use super::session::ShSession;
use crate::tables::play::tutorial::CoachTarget;
use crate::tables::play::{Line, Played, Tone};
use crate::tables::table::Table;
use crate::ui::{AppWindow, ShAdapter};
use slint::ComponentHandle;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use standfirm_store::{Replayed, SaveFile};

impl Table for ShSession {
    fn game(&self) -> GameKind {
        GameKind::Strongholds
    }

    fn play(&self) -> &dyn Played {
        &self.play
    }

    fn play_mut(&mut self) -> &mut dyn Played {
        &mut self.play
    }

    fn save_file(&self) -> SaveFile {
        ShSession::save_file(self)
    }

    fn is_over(&self) -> bool {
        ShSession::is_over(self)
    }

    fn online(&self) -> bool {
        self.is_online() && !self.deal_known()
    }

    /// The line names the one person at the table it is about.
    fn learning_line(&mut self, msg: Msg, tone: Tone) {
        let seat = (0..self.seats().len() as u8).find(|&i| !self.seats()[usize::from(i)].bot);
        self.play.log.push_line(Line {
            msg,
            verse: String::new(),
            tone,
            seat,
            recap: false,
            turn_start: false,
        });
    }

    fn present(&self, app: &AppWindow) {
        present(self, &app.global::<ShAdapter>());
    }

    fn has_flashes(&self) -> bool {
        false
    }

    fn clear_flashes(&mut self) {}

    fn take_save(&mut self) -> Option<(SaveFile, Replayed)> {
        self.play.take_save(Replayed::Strongholds)
    }

    fn coach_target(&self, actions: &[&str]) -> CoachTarget {
        ShSession::coach_target(self, actions)
    }
}
