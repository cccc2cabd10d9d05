//! The solo tables' Hint: the usual hint at once and, in Learning mode (issue 20), the move with the best
//! chance once the chance has weighed every move (`chance`), the same for both games.

use super::{SoloGame, SoloSession};
use standfirm_engine::Game;

/// What the usual hint's words end with while the Learning hint weighs every move.
const WEIGHING: &str = " Weighing every move's chance…";

impl<G: SoloGame> SoloSession<G> {
    /// The Hint button: the usual hint with its reason; its card is chosen and what it plays on marked.
    /// Whether there was a move to hint.
    pub fn show_hint(&mut self) -> bool {
        self.play.message.clear();
        let Some((action, reason)) = G::usual_hint(self.state()) else {
            return false;
        };
        self.selected = None;
        let mark = G::point(self, &action);
        self.hint = Some((reason, mark));
        true
    }

    /// Says, after the usual hint's words, that the Learning hint is weighing every move.
    pub fn weigh_hint(&mut self) {
        if let Some((words, _)) = self.hint.as_mut() {
            words.push_str(WEIGHING);
        }
    }

    /// The Learning hint came back: `best` (the runner's notation) when it beats the usual hint, with its
    /// `words`; with no `best` the usual hint stays and the words follow it.
    pub fn learned_hint(&mut self, best: Option<&str>, words: String) {
        match best.and_then(|a| a.parse::<<G::State as Game>::Action>().ok()) {
            Some(action) => {
                self.selected = None;
                let mark = G::point(self, &action);
                self.hint = Some((words, mark));
            }
            None => {
                if let Some((said, _)) = self.hint.as_mut() {
                    let usual = said.strip_suffix(WEIGHING).unwrap_or(said).to_string();
                    *said = format!("{usual} {words}");
                }
            }
        }
    }
}
