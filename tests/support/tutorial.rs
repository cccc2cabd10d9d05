//! Playing a tutorial through the real screens: tap whatever the coach makes glow, Next on a step that only
//! explains, until the summary card.

use super::{has_button, tap};
use slint::ComponentHandle;
use standfirm::{AppWindow, Coach};

/// Taps through the tutorial shown, calling `before` with the coach's target before each tap (a test may
/// check or try something there). Returns how many steps were tapped through.
pub fn tap_through(app: &AppWindow, before: &mut dyn FnMut(&str)) -> usize {
    tap_through_as(app, before, &|label| label.to_string())
}

/// [`tap_through`] on a screen whose elements may read otherwise than the coach says: `shown` gives the label
/// the element at the coach's target reads as on screen.
pub fn tap_through_as(
    app: &AppWindow,
    before: &mut dyn FnMut(&str),
    shown: &dyn Fn(&str) -> String,
) -> usize {
    tap_through_in(app, "Tutorial: next", before, shown)
}

/// [`tap_through_as`] with the coach's Next button labelled `next` (its label in the language shown).
pub fn tap_through_in(
    app: &AppWindow,
    next: &str,
    before: &mut dyn FnMut(&str),
    shown: &dyn Fn(&str) -> String,
) -> usize {
    let coach = app.global::<Coach>();
    let mut taps = 0;
    for _ in 0..2000 {
        assert!(coach.get_active(), "the coach is on");
        if coach.get_done() {
            return taps;
        }
        if coach.get_note() {
            tap(app, next);
            continue;
        }
        let target = coach.get_target_label().to_string();
        assert!(
            !coach.get_target().is_empty(),
            "the coach names an anchor for {target:?}"
        );
        assert!(
            !target.is_empty(),
            "every action step has a tap: {}",
            coach.get_line()
        );
        before(&target);
        let target = shown(&target);
        assert!(
            has_button(app, &target) || !super::find(app, &target).is_empty(),
            "the glowing {target:?} is on screen; buttons: {:?}",
            super::buttons(app)
        );
        tap(app, &target);
        assert_eq!(coach.get_refusal(), "", "the coached tap goes through");
        taps += 1;
    }
    panic!("the tutorial ends");
}
