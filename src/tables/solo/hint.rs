//! The solo tables' Hint: the usual hint at once and, in Learning mode, the move with the best
//! chance once the chance has weighed every move (`chance`), the same for both games. The hint is kept as
//! sentences, said in the language of the moment it is shown.

use super::{SoloGame, SoloSession};
use crate::words::tr::say;
use standfirm_engine::words::{IntoArg, Msg};
use standfirm_engine::{msg, Game};

/// The words of a hint shown: the hint, and whether the Learning hint is still weighing every move.
#[derive(Debug, Clone, PartialEq)]
pub struct HintWords {
    /// What the hint says.
    pub words: Msg,
    /// The Learning hint is weighing every move's chance.
    pub weighing: bool,
}

impl HintWords {
    /// The hint as the table shows it, in the language now ("Hint: …").
    pub fn text(&self) -> String {
        let words = if self.weighing {
            msg!(
                "{hint} Weighing every move's chance…",
                hint = self.words.clone()
            )
        } else {
            self.words.clone()
        };
        say(&msg!("Hint: {hint}", hint = words))
    }
}

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
        self.hint = Some((
            HintWords {
                words: reason,
                weighing: false,
            },
            mark,
        ));
        true
    }

    /// Says, after the usual hint's words, that the Learning hint is weighing every move.
    pub fn weigh_hint(&mut self) {
        if let Some((hint, _)) = self.hint.as_mut() {
            hint.weighing = true;
        }
    }

    /// The Learning hint came back: `best` (the runner's notation) when it beats the usual hint, with its
    /// `words`; with no `best` the usual hint stays and the words follow it.
    pub fn learned_hint(&mut self, best: Option<&str>, words: Msg) {
        match best.and_then(|a| a.parse::<<G::State as Game>::Action>().ok()) {
            Some(action) => {
                self.selected = None;
                let mark = G::point(self, &action);
                self.hint = Some((
                    HintWords {
                        words,
                        weighing: false,
                    },
                    mark,
                ));
            }
            None => {
                if let Some((hint, _)) = self.hint.as_mut() {
                    // Two sentences one after the other: nothing of its own to translate.
                    hint.words = Msg::new(
                        "{usual} {learned}",
                        vec![
                            ("usual", hint.words.clone().into_arg()),
                            ("learned", words.into_arg()),
                        ],
                    );
                    hint.weighing = false;
                }
            }
        }
    }
}
