//! What every table's session offers, whatever its game ([`Table`]): what the registry, the refresh and every
//! screen ask of an open game.

use crate::tables::play::motion::FlightSpec;
use crate::tables::play::tutorial::CoachTarget;
use crate::tables::play::{Played, Tone};
use crate::ui::AppWindow;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use standfirm_store::{Replayed, SaveFile};

/// A game table's session.
pub trait Table: 'static {
    /// Which game this table plays.
    fn game(&self) -> GameKind;
    /// The game in play: its actions, file, name, message and undo.
    fn play(&self) -> &dyn Played;
    /// The game in play, to change.
    fn play_mut(&mut self) -> &mut dyn Played;
    /// The game as its save file now.
    fn save_file(&self) -> SaveFile;
    /// Whether the game has ended.
    fn is_over(&self) -> bool;
    /// Whether the game is played at an online table and not yet kept whole: its save is the server's until
    /// the end (no autosave, no Save as, no loss when left; it is continued from Home by its seat).
    fn online(&self) -> bool {
        false
    }
    /// Adds a line of Learning mode to the log (Strongholds names the one person it is about).
    fn learning_line(&mut self, msg: Msg, tone: Tone);
    /// Pushes the session into the table's adapter global.
    fn present(&self, app: &AppWindow);
    /// Whether some piece is highlighted by an automatic effect.
    fn has_flashes(&self) -> bool;
    /// Ends the highlights.
    fn clear_flashes(&mut self);
    /// The game as a save file and its state, if it changed since the last call.
    fn take_save(&mut self) -> Option<(SaveFile, Replayed)>;
    /// The cards the last change sent across the table, not yet shown (taken once).
    fn take_flights(&mut self) -> Vec<FlightSpec> {
        Vec::new()
    }
    /// A solo table's Hint: the usual hint with its reason, said to be weighed further (Learning mode) when
    /// `weigh`; whether there was a move to hint. Strongholds' Hint is Wise's own search instead.
    fn usual_hint(&mut self, _weigh: bool) -> bool {
        false
    }
    /// The Learning hint came back: `best` (the runner's notation) when it beats the usual hint, with its words.
    fn learned_hint(&mut self, _best: Option<&str>, _words: Msg) {}
    /// The next tap towards the first of `actions` (the runner's notation; the rest are the actions that follow
    /// it): what the tutorial's coach lets through and makes glow.
    fn coach_target(&self, actions: &[&str]) -> CoachTarget;
}
