//! UI test: the Armor of God tutorial, started from Home, tapped through to its summary on the real table; a
//! wrong tap is refused with what to do and changes nothing; Back steps back; the tutorial is then marked
//! finished on Home, and "Play a real game" opens the New game screen.

use crate::support::tutorial::tap_through;
use crate::support::*;
use slint::ComponentHandle;
use standfirm::{AogAdapter, Coach};

#[test]
fn armor_of_god_tutorial_taps_through_and_refuses_a_wrong_tap() {
    init();
    let dir = temp_dir("tutorial-aog");
    let app = app_at(&dir, 412, 915);
    tap(&app, "Armor of God: Solo: Learn to play");
    let coach = app.global::<Coach>();
    assert!(coach.get_active());
    assert!(shows(&app, "step 1 of"), "{:?}", texts(&app));

    // A wrong tap: another card of the hand. Nothing changes; the coach says what to do.
    let target = coach.get_target_label().to_string();
    assert!(
        coach.get_target().starts_with("hand:"),
        "the coach names the card's place"
    );
    let other = hand_labels(&app)
        .into_iter()
        .map(|w| format!("Hand: {w}"))
        .find(|l| *l != target)
        .expect("another card");
    let selected = app.global::<AogAdapter>().get_selected();
    tap(&app, &other);
    assert_eq!(
        app.global::<AogAdapter>().get_selected(),
        selected,
        "nothing changed"
    );
    assert!(
        coach.get_refusal().contains(&target),
        "{}",
        coach.get_refusal()
    );

    // Back, after the first move: the step before comes back.
    tap(&app, &target);
    let second = coach.get_target_label().to_string();
    tap(&app, &second);
    let step = coach.get_step_text().to_string();
    tap(&app, "Tutorial: back");
    assert_ne!(coach.get_step_text(), step, "Back goes to the step before");

    let taps = tap_through(&app, &mut |_| {});
    assert!(taps > 40, "{taps} coached taps");
    assert!(has_button(&app, "Play a real game"));
    tap(&app, "Play a real game");
    assert!(!coach.get_active());
    assert!(
        shows(&app, "Satan's Dart"),
        "the New game screen of Armor of God"
    );
    key(&app, slint::platform::Key::Escape);
    assert!(
        has_button(&app, "Armor of God: Solo: Learn to play"),
        "{:?}",
        buttons(&app)
    );
    let games = app.global::<standfirm::HomeAdapter>().get_games();
    assert_eq!(
        slint::Model::row_data(&games, 0).map(|g| g.learned),
        Some(true),
        "Home marks the tutorial finished"
    );
    drop(app);
    // Remembered in the settings: a new run of the app still marks it.
    let app = app_at(&dir, 412, 915);
    let games = app.global::<standfirm::HomeAdapter>().get_games();
    assert_eq!(
        slint::Model::row_data(&games, 0).map(|g| g.learned),
        Some(true)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
