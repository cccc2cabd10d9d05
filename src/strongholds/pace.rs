//! The bots' turns as the screen paces them: whether a bot is to move, a slap window that no bot slaps closed
//! at once (not a move to watch), and every bot move at once when the pause is zero.

use super::session::ShSession;
use standfirm_engine::strongholds::Action;

impl ShSession {
    /// Whether a bot is to move now.
    pub fn bots_to_move(&self) -> bool {
        self.bot_action().is_some()
    }

    /// Closes the slap window when that is the bots' next move; whether it did.
    pub fn close_window_at_once(&mut self) -> bool {
        self.bot_action() == Some(Action::CloseSlapWindow) && self.step_bot()
    }

    /// Plays every bot move up to the next person's decision or the end.
    pub fn play_bots(&mut self) {
        // A game always ends; the bound only guards against a rules bug freezing the app.
        for _ in 0..100_000 {
            if !self.step_bot() {
                break;
            }
        }
    }
}
