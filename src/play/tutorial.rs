//! A tutorial in progress: which step of the guided deal the player is at, followed from the number of actions
//! applied (an undo steps back), and shown on the `Coach` global: the one tap allowed, the coach line, Next on a
//! step that only explains, the summary at the end.

use crate::{AppWindow, Coach};
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use standfirm_guide::tutorial::Tutorial;

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
    target: String,
}

impl TutorialRun {
    /// A tutorial at its first step.
    pub fn new(game: GameKind, tutorial: &'static Tutorial) -> TutorialRun {
        TutorialRun {
            game,
            tutorial,
            step: 0,
            refusal: String::new(),
            target: String::new(),
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

    /// Shows the step on the coach: `target` is the label of the one tap allowed now.
    pub fn show(&mut self, app: &AppWindow, target: String) {
        if target != self.target {
            self.refusal.clear();
            self.target = target.clone();
        }
        let coach = app.global::<Coach>();
        coach.set_active(true);
        coach.set_title(format!("{} learned", self.tutorial.title).into());
        coach.set_summary(self.tutorial.summary.as_str().into());
        coach.set_done(self.done());
        coach.set_refusal(self.refusal.as_str().into());
        match self.tutorial.steps.get(self.step) {
            Some(step) => {
                coach.set_line(step.coach.as_str().into());
                coach.set_verse(step.verse.clone().unwrap_or_default().into());
                coach.set_note(step.is_note());
                coach.set_target(if step.is_note() {
                    "".into()
                } else {
                    target.into()
                });
                coach.set_step_text(
                    format!(
                        "{} · step {} of {}",
                        self.tutorial.title,
                        self.step + 1,
                        self.tutorial.steps.len()
                    )
                    .into(),
                );
            }
            None => {
                coach.set_line("".into());
                coach.set_verse("".into());
                coach.set_note(false);
                coach.set_target("".into());
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
    coach.set_refusal("".into());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tutorial_follows_the_actions_applied_and_an_undo() {
        let tutorial = standfirm_guide::tutorial::tutorial(GameKind::ArmorOfGod).unwrap();
        let mut run = TutorialRun::new(GameKind::ArmorOfGod, tutorial);
        let first_note = tutorial.steps.iter().position(|s| s.is_note()).unwrap();
        // Apply every action up to the first note: the run stops at the note.
        run.follow(run.actions_before(first_note));
        assert_eq!(run.step, first_note);
        run.next();
        assert_eq!(run.step, first_note + 1);
        // An undo of the last action before the note goes back to its step.
        run.follow(run.actions_before(first_note) - 1);
        assert_eq!(run.step, first_note - 1);
        assert!(!run.upcoming().is_empty(), "an action step");
    }
}
