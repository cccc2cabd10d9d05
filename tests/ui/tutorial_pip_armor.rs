//! UI test: the PIP Armor tutorial, started from its Rules screen, tapped through to its summary on the real
//! table; a wrong tap (the other revealed card's place) is refused and changes nothing.

use crate::support::tutorial::tap_through;
use crate::support::*;
use slint::ComponentHandle;
use slint::Model;
use standfirm::{Coach, PipAdapter};

#[test]
fn pip_armor_tutorial_taps_through_and_refuses_a_wrong_tap() {
    init();
    let app = app(412, 915);
    tap(&app, "PIP Armor: Rules");
    tap(&app, "Learn to play PIP Armor");
    let coach = app.global::<Coach>();
    assert!(coach.get_active());
    let mut refused = false;
    let taps = tap_through(&app, &mut |target| {
        // Once: tap Take the hit or Keep as Response when the coach wants something else.
        if refused {
            return;
        }
        let wrong = ["Keep as Response", "Keep as Armor", "Take the hit"]
            .into_iter()
            .find(|w| *w != target && has_button(&app, w));
        if let Some(wrong) = wrong {
            let before = app.global::<PipAdapter>().get_subtitle();
            let log = app.global::<PipAdapter>().get_log().row_count();
            tap(&app, wrong);
            assert_eq!(app.global::<PipAdapter>().get_subtitle(), before);
            assert_eq!(
                app.global::<PipAdapter>().get_log().row_count(),
                log,
                "nothing happened"
            );
            assert!(coach.get_refusal().contains(target));
            refused = true;
        }
    });
    assert!(refused, "a wrong tap was tried");
    assert!(taps > 30, "{taps} coached taps");
    assert!(coach.get_done());
    assert!(has_button(&app, "Play a real game"));
    tap(&app, "Tutorial: home");
    assert!(!coach.get_active());
    assert!(shows(&app, "Three card games of faith"));
}
