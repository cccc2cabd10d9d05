//! A tutorial in progress: which step of the guided deal the player is at, followed from the number of actions
//! applied (an undo steps back), and shown on the `Coach` global: the one tap allowed, the coach line, Next on a
//! step that only explains, the summary at the end.

use crate::ui::AppWindow;
use crate::ui::Coach;
use crate::words::tr::{lang, tr};
use crate::words::verses;
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use standfirm_guide::tutorial::{tutorial_in, Tutorial};

/// The next tap the coach asks for: the anchor of the one element a tap may go through (`models::anchor`), and
/// what that element reads as, for the coach's words.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CoachTarget {
    /// The element's anchor; "" when nothing is to be tapped.
    pub anchor: String,
    /// Its accessible label.
    pub label: String,
}

impl CoachTarget {
    /// The element at `anchor`, labelled `label`.
    pub fn new(anchor: impl Into<String>, label: impl Into<String>) -> CoachTarget {
        CoachTarget {
            anchor: anchor.into(),
            label: label.into(),
        }
    }
}

/// A tutorial being played.
#[derive(Debug, Clone)]
pub struct TutorialRun {
    /// The game taught.
    pub game: GameKind,
    /// Its script.
    pub tutorial: &'static Tutorial,
    /// The current step.
    pub step: usize,
    /// Why the last tap did nothing ("" when it did something).
    pub refusal: String,
    /// The tap asked for when the coach was last shown: a new one means the last tap went through.
    target: CoachTarget,
}

impl TutorialRun {
    /// A tutorial at its first step.
    pub fn new(game: GameKind, tutorial: &'static Tutorial) -> TutorialRun {
        TutorialRun {
            game,
            tutorial,
            step: 0,
            refusal: String::new(),
            target: CoachTarget::default(),
        }
    }

    /// How many actions come before step `k`.
    pub fn actions_before(&self, k: usize) -> usize {
        self.tutorial.steps[..k.min(self.tutorial.steps.len())]
            .iter()
            .filter(|s| !s.is_note())
            .count()
    }

    /// Whether every step is done.
    pub fn done(&self) -> bool {
        self.step >= self.tutorial.steps.len()
    }

    /// The current step's action and those of the action steps right after it (until a step that explains).
    pub fn upcoming(&self) -> Vec<&'static str> {
        self.tutorial.steps[self.step.min(self.tutorial.steps.len())..]
            .iter()
            .map_while(|s| s.action.as_deref())
            .collect()
    }

    /// Follows the game: `applied` actions have been applied since the tutorial began. Steps whose action is
    /// applied are passed; an undo takes the tutorial back to the step of the action undone.
    pub fn follow(&mut self, applied: usize) {
        let before = self.step;
        while self.step > 0 && self.actions_before(self.step) > applied {
            self.step -= 1;
        }
        while let Some(step) = self.tutorial.steps.get(self.step) {
            if step.is_note() || self.actions_before(self.step) + 1 > applied {
                break;
            }
            self.step += 1;
        }
        if self.step != before {
            self.refusal.clear();
        }
    }

    /// Next, on a step that only explains.
    pub fn next(&mut self) {
        if self
            .tutorial
            .steps
            .get(self.step)
            .is_some_and(|s| s.is_note())
        {
            self.step += 1;
            self.refusal.clear();
        }
    }

    /// The tutorial in the language now: the same steps as the one being played (a translation is checked to
    /// have them), in the player's words.
    fn spoken(&self) -> &'static Tutorial {
        tutorial_in(self.game, lang())
            .ok()
            .filter(|t| t.steps.len() == self.tutorial.steps.len())
            .unwrap_or(self.tutorial)
    }

    /// Shows the step on the coach, in the language now: `target` is the one tap allowed now.
    pub fn show(&mut self, app: &AppWindow, target: CoachTarget) {
        if target != self.target {
            self.refusal.clear();
            self.target = target.clone();
        }
        let spoken = self.spoken();
        let coach = app.global::<Coach>();
        coach.set_active(true);
        coach.set_title(tr!("Tutorial complete · {title}", title = spoken.title.as_str()).into());
        coach.set_summary(spoken.summary.as_str().into());
        coach.set_done(self.done());
        coach.set_refusal(self.refusal.as_str().into());
        match spoken.steps.get(self.step) {
            Some(step) => {
                coach.set_line(step.coach.as_str().into());
                coach.set_verse(verses::shown(step.verse.as_deref().unwrap_or_default()).into());
                coach.set_note(step.is_note());
                let target = if step.is_note() {
                    CoachTarget::default()
                } else {
                    target
                };
                coach.set_target(target.anchor.into());
                coach.set_target_label(target.label.into());
                coach.set_step_text(
                    tr!(
                        "{title} · step {step} of {steps}",
                        title = spoken.title.as_str(),
                        step = self.step + 1,
                        steps = spoken.steps.len()
                    )
                    .into(),
                );
            }
            None => {
                coach.set_line("".into());
                coach.set_verse("".into());
                coach.set_note(false);
                coach.set_target("".into());
                coach.set_target_label("".into());
            }
        }
    }
}

/// Hides the coach (no tutorial).
pub fn hide(app: &AppWindow) {
    let coach = app.global::<Coach>();
    coach.set_active(false);
    coach.set_done(false);
    coach.set_target("".into());
    coach.set_target_label("".into());
    coach.set_refusal("".into());
}

#[cfg(test)]
#[path = "tutorial_tests.rs"]
mod tests;
