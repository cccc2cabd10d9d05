//! UI test: the PIP Armor tutorial, started from its Rules screen, tapped through to its summary on the real
//! table; a wrong tap (the other revealed card's place) is refused and changes nothing; and with its buttons
//! reworded the coach still points at them (it names their anchors, never their words).

use crate::support::tutorial::{tap_through, tap_through_as};
use crate::support::*;
use slint::ComponentHandle;
use slint::Model;
use standfirm::{Coach, PipAdapter, PipLabels};

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

#[test]
fn a_reworded_button_keeps_the_tutorial_going() {
    init();
    let app = app(412, 915);
    let pip = app.global::<PipAdapter>();
    let labels = pip.get_labels();
    let renamed = PipLabels {
        keep_armor: "Put it with the Armor".into(),
        keep_response: "Put it with the Responses".into(),
        take_hit: "Let the Threat strike".into(),
        ..labels.clone()
    };
    pip.set_labels(renamed.clone());
    tap(&app, "PIP Armor: Learn to play");
    let coach = app.global::<Coach>();
    let shown = |label: &str| -> String {
        if label == labels.keep_armor.as_str() {
            renamed.keep_armor.to_string()
        } else if label == labels.keep_response.as_str() {
            renamed.keep_response.to_string()
        } else if label == labels.take_hit.as_str() {
            renamed.take_hit.to_string()
        } else {
            label.to_string()
        }
    };
    let mut reworded = 0;
    let taps = tap_through_as(
        &app,
        &mut |target| {
            if shown(target) != target {
                reworded += 1;
            }
        },
        &shown,
    );
    assert!(reworded > 10, "{reworded} taps on reworded buttons");
    assert!(
        taps > 30 && coach.get_done(),
        "the tutorial reached its end"
    );
}
