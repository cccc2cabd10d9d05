//! UI test: a phone turned on its side (915×412). Each game is played to its end there, or checked at every
//! screen it reaches: whatever a move needs (the hand, every pile, "Respond", "End turn", "No one", a sheet's
//! buttons, a verse's Close) is in view without scrolling. Element queries see only what is in view.

use crate::support::strongholds::{play_person, start_april_and_steve};
use crate::support::*;
use slint::ComponentHandle;
use standfirm::AppWindow;
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{DartMode, Slot};
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot};
use standfirm_engine::strongholds::{Awaiting, Status};

/// A common phone (412×915) on its side.
const SIDEWAYS: (u32, u32) = (915, 412);

fn resize(app: &AppWindow, (w, h): (u32, u32)) {
    app.window().set_size(slint::PhysicalSize::new(w, h));
}

/// Starts a solo game from its New game screen (which scrolls on a short screen) in a tall window, then
/// turns the phone on its side.
fn start_solo(app: &AppWindow, new_game: &str, deal: &str) {
    resize(app, (915, 1200));
    tap(app, new_game);
    type_into(app, "Deal number", deal);
    tap(app, "Start the game");
    resize(app, SIDEWAYS);
}

fn assert_result_buttons(app: &AppWindow) {
    for label in ["New game", "Replay this deal", "Home"] {
        assert!(
            has_button(app, label),
            "{label} in view: {:?}",
            buttons(app)
        );
    }
}

#[test]
fn armor_of_god_plays_to_the_end_on_a_phone_on_its_side() {
    init();
    let app = app(SIDEWAYS.0, SIDEWAYS.1);
    start_solo(&app, "Armor of God: Solo: New game", "7");
    let mut state = standfirm_engine::armor_of_god::State::new(
        standfirm_engine::armor_of_god::Options {
            dart: DartMode::Core,
            ..Default::default()
        },
        7,
    );
    // A log line's verse opens over the table with Close in view.
    tap(&app, "Verse James 1:2");
    assert!(shows(&app, "James 1:2"));
    assert!(
        has_button(&app, "Close"),
        "Close in view: {:?}",
        buttons(&app)
    );
    tap(&app, "Close");
    let mut moves = 0;
    while let Some(action) = greedy_action(&state) {
        // All six piles and the whole hand, every move.
        for slot in Slot::ALL {
            assert!(
                has_button(&app, &format!("{} pile", slot.title())),
                "{} pile in view",
                slot.title()
            );
        }
        assert_eq!(
            hand_labels(&app).len(),
            state.hand().len(),
            "the whole hand"
        );
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
        moves += 1;
    }
    assert!(moves > 20);
    assert_result_buttons(&app);
}

#[test]
fn pip_armor_plays_to_the_end_on_a_phone_on_its_side() {
    init();
    let app = app(SIDEWAYS.0, SIDEWAYS.1);
    start_solo(&app, "PIP Armor: New game", "3");
    let mut state = standfirm_engine::pip_armor::State::new(Default::default(), 3);
    let mut bot = GreedyBot;
    let mut put_on_seen = false;
    while !state.is_over() {
        let action = bot.choose(&state);
        perform_pip(&app, &state, &action);
        state.apply(&action).unwrap();
        if shows(&app, "Put On the Armor") && !state.is_over() {
            assert!(has_button(&app, "Stand firm"), "Stand firm in view");
            tap(&app, "Stand firm");
            put_on_seen = true;
        }
        if state.phase() == standfirm_engine::pip_armor::Phase::Stand && !state.is_over() {
            for label in ["Respond", "Take the hit"] {
                assert!(has_button(&app, label), "{label} in view");
            }
            assert_eq!(
                hand_labels(&app).len(),
                state.hand().len(),
                "the whole hand"
            );
        }
    }
    assert!(put_on_seen);
    assert_result_buttons(&app);
}

#[test]
fn strongholds_turns_and_slap_windows_fit_a_phone_on_its_side() {
    init();
    // Played in a tall window (the Truth list is long); at every turn and slap window the phone is turned on
    // its side for a look, and turned back.
    let tall = (915, 1800);
    let app = app(tall.0, tall.1);
    let (table, mut state) = start_april_and_steve(&app, 11);
    let (mut turns, mut windows) = (0, 0);
    for _ in 0..3000 {
        if matches!(state.status(), Status::Finished(_)) {
            break;
        }
        let main = has_button(&app, "End turn");
        let window = matches!(state.awaiting(), Awaiting::SlapWindow { .. })
            && has_button(&app, "No one claims it");
        if main || window {
            resize(&app, SIDEWAYS);
            if main {
                turns += 1;
                for label in ["End turn", "Undo"] {
                    assert!(
                        has_button(&app, label),
                        "{label} in view: {:?}",
                        buttons(&app)
                    );
                }
                assert!(!find(&app, "Log").is_empty(), "the Log tab in view");
            } else {
                windows += 1;
                assert!(has_button(&app, "No one claims it"), "{:?}", buttons(&app));
                for name in &table.names {
                    let claim = format!("{name} claims it");
                    assert_eq!(
                        has_button(&app, &claim),
                        find(&app, &claim).len() == 1,
                        "{claim}"
                    );
                }
            }
            resize(&app, tall);
        }
        play_person(&app, &mut state, &table);
    }
    assert!(matches!(state.status(), Status::Finished(_)));
    assert!(turns > 10, "{turns} turns looked at");
    assert!(windows > 0, "{windows} slap windows looked at");
}

#[test]
fn tutorials_tap_through_on_a_phone_on_its_side() {
    init();
    for learn in [
        "Armor of God: Solo: Learn to play",
        "PIP Armor: Learn to play",
        "Strongholds: Learn to play",
    ] {
        let app = app(SIDEWAYS.0, SIDEWAYS.1);
        tap(&app, learn);
        // Every coached tap is on something in view, and the summary's buttons too.
        let taps = crate::support::tutorial::tap_through(&app, &mut |_| {});
        assert!(taps > 10, "{learn}: {taps} taps");
        assert!(has_button(&app, "Play a real game"), "{:?}", buttons(&app));
    }
}
