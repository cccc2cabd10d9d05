//! UI test: what Android asks of the app beyond the screens. The screen is kept on during a Strongholds game
//! only; a process killed in the background (`standfirm::suspend` ran, then nothing more) reopens its game,
//! a Strongholds table on its hand-off screen; and the smoke test's taps (`android/smoke.sh`) are found on the
//! real screens at an emulator's size.

use crate::support::strongholds::{
    assert_handoff_is_blank, play_person, start_april_and_steve, take_device,
};
use crate::support::*;
use slint::ComponentHandle;
use standfirm::{Nav, Page};
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{Options, State};

#[test]
fn the_screen_stays_on_during_a_strongholds_game_only() {
    init();
    let dir = temp_dir("keep-screen-on");
    let app = app_at(&dir, 640, 1800);
    assert!(!standfirm::screen_kept_on(), "Home lets the screen sleep");
    let (table, mut state) = start_april_and_steve(&app, 11);
    assert!(standfirm::screen_kept_on(), "the table keeps the screen on");
    while !has_button(&app, "End turn") {
        play_person(&app, &mut state, &table);
    }
    assert!(standfirm::screen_kept_on(), "a private turn keeps it on");

    // Leaving by Back (asked first): off on Home, and still off on the New game screen.
    key(&app, slint::platform::Key::Back);
    assert!(
        standfirm::screen_kept_on(),
        "still at the table while asked"
    );
    tap(&app, "Leave");
    assert_eq!(app.global::<Nav>().get_page(), Page::Home);
    assert!(
        !standfirm::screen_kept_on(),
        "leaving the game lets the screen sleep"
    );

    // Back to the game: on again; the game ends by agreement: off, though its last screen is still shown.
    tap(&app, "Continue: Strongholds · 2 players");
    assert!(standfirm::screen_kept_on(), "a continued game keeps it on");
    take_device(&app, &state, &table);
    tap(&app, "Menu");
    tap(&app, "End the game by agreement");
    tap(&app, "End and score");
    assert_eq!(app.global::<Nav>().get_page(), Page::Sh);
    assert!(
        !standfirm::screen_kept_on(),
        "an ended game lets the screen sleep"
    );

    // Armor of God never keeps it on.
    key(&app, slint::platform::Key::Back);
    assert_eq!(app.global::<Nav>().get_page(), Page::Home);
    tap(&app, "Armor of God: Solo: New game");
    tap(&app, "Start the game");
    assert!(!standfirm::screen_kept_on());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_process_killed_in_the_background_reopens_its_game() {
    init();
    let dir = temp_dir("killed-in-background");

    // Armor of God, a few moves, then the app goes to the background and its process is killed: nothing runs
    // after `suspend`, not even the end of the event loop.
    let app = app_at(&dir, 412, 915);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    let mut state = State::new(Options::default(), 7);
    for _ in 0..4 {
        let action = greedy_action(&state).unwrap();
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
    }
    let hand = hand_labels(&app);
    standfirm::suspend();
    std::mem::forget(app);

    let app = app_at(&dir, 412, 915);
    assert_eq!(
        app.global::<Nav>().get_page(),
        Page::Aog,
        "back on the table"
    );
    assert_eq!(hand_labels(&app), hand, "the same game");
    // Left for Home, then sent to the background: the next start is on Home.
    tap(&app, "Back");
    tap(&app, "Leave");
    standfirm::suspend();
    std::mem::forget(app);
    let app = app_at(&dir, 412, 915);
    assert_eq!(app.global::<Nav>().get_page(), Page::Home);
    assert!(has_button(&app, "Continue: Armor of God · deal 7"));
    app.hide().unwrap();
    drop(app);

    // Strongholds, two people: killed while April's private turn is on screen, it comes back on the hand-off
    // screen, showing nothing private.
    let app = app_at(&dir, 640, 1800);
    app.global::<standfirm::SettingsAdapter>()
        .set_bot_delay_ms(0);
    let (table, mut sh) = start_april_and_steve(&app, 11);
    for _ in 0..6 {
        play_person(&app, &mut sh, &table);
    }
    while !has_button(&app, "End turn") {
        play_person(&app, &mut sh, &table);
    }
    standfirm::suspend();
    std::mem::forget(app);

    let app = app_at(&dir, 640, 1800);
    assert_eq!(
        app.global::<Nav>().get_page(),
        Page::Sh,
        "back at the table"
    );
    assert!(
        has_button(&app, "I'm April") || has_button(&app, "I'm Steve"),
        "on the hand-off screen: {:?}",
        buttons(&app)
    );
    assert!(!has_button(&app, "End turn"), "no private screen");
    assert_handoff_is_blank(&app, &sh);
    assert!(
        standfirm::screen_kept_on(),
        "a reopened table keeps the screen on"
    );
    assert!(take_device(&app, &sh, &table));
    assert!(has_button(&app, "End turn"), "the same turn goes on");
    app.hide().unwrap();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_smoke_tests_taps_are_found_at_an_emulators_size() {
    init();
    // A phone of 412×915 under a status bar and a navigation bar (on a smaller screen, Start is below the fold).
    for (width, height, top, bottom) in [(412, 915, 24.0, 48.0), (412, 915, 0.0, 0.0)] {
        let taps = standfirm_taps(width, height, top, bottom);
        let names: Vec<&str> = taps.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, taps::NAMES, "{width}x{height}");
        for t in &taps {
            assert!(
                t.x > 0.0 && t.x < width as f32 && t.y > top && t.y < height as f32 - bottom,
                "{width}x{height}: {t:?} lies inside the screens' area"
            );
        }
        let text = taps::format(width, height, top, bottom, &taps);
        assert_eq!(text.lines().count(), taps.len() + 1, "{text}");
    }
}

fn standfirm_taps(width: u32, height: u32, top: f32, bottom: f32) -> Vec<taps::Tap> {
    taps::smoke_taps(width, height, top, bottom).unwrap_or_else(|why| panic!("{why}"))
}
