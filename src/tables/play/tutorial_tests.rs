//! Unit tests of `tutorial`.

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
