//! UI test: the Strongholds tutorial (Steve and April, the rule sheet's example) on the pass-and-play screens,
//! hand-offs included, tapped through to its summary; a wrong tap is refused and changes nothing.

use crate::support::tutorial::tap_through;
use crate::support::*;
use slint::ComponentHandle;
use standfirm::{Coach, ShAdapter};

#[test]
fn strongholds_tutorial_taps_through_the_pass_and_play_screens() {
    init();
    // A tall portrait window, so that every list and the five Strongholds are on screen.
    let app = app(640, 1800);
    tap(&app, "Strongholds: Learn to play");
    let coach = app.global::<Coach>();
    assert!(coach.get_active());
    let mut handoffs = 0;
    let mut refused = false;
    let taps = tap_through(&app, &mut |target| {
        if target.starts_with("I'm ") {
            handoffs += 1;
        }
        if !refused && target == "End turn" {
            // A wrong tap: Undo in the top bar is not the coached move.
            let stage = app.global::<ShAdapter>().get_stage();
            let message = app.global::<ShAdapter>().get_message();
            tap(&app, "Undo");
            assert_eq!(app.global::<ShAdapter>().get_stage(), stage);
            assert_eq!(
                app.global::<ShAdapter>().get_message(),
                message,
                "nothing changed"
            );
            assert!(coach.get_refusal().contains("End turn"));
            refused = true;
        }
    });
    assert!(refused, "a wrong tap was tried");
    assert!(
        handoffs >= 4,
        "the device passed between Steve and April {handoffs} times"
    );
    assert!(taps > 25, "{taps} coached taps");
    assert!(coach.get_done());
    tap(&app, "Play a real game");
    assert!(
        shows(&app, "Players, in seat order"),
        "the Strongholds New game screen"
    );
}
