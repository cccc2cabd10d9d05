//! UI test: every game survives the app being closed. Play, quit, relaunch a new app on the same folder,
//! Continue from Home: the same cards, the same turn, the same undo limit. Armor of God and a Strongholds table.

use crate::support::strongholds::{play_person, start_april_and_steve};
use crate::support::*;
use slint::ComponentHandle;
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{Options, State};

#[test]
fn a_game_left_and_relaunched_continues_exactly() {
    init();
    let dir = temp_dir("resume");

    // Armor of God, deal 7: a few moves, the last one undoable.
    let app = app_at(&dir, 412, 915);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    let mut state = State::new(Options::default(), 7);
    for _ in 0..6 {
        let action = greedy_action(&state).unwrap();
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
    }
    let hand_before = hand_labels(&app);
    tap(&app, "Back");
    tap(&app, "Leave");
    // Quit: the window goes, and every pending save is written.
    app.hide().unwrap();
    drop(app);

    let app = app_at(&dir, 412, 915);
    let continues: Vec<String> = buttons(&app)
        .into_iter()
        .filter(|b| b.starts_with("Continue: "))
        .collect();
    assert_eq!(
        continues,
        vec!["Continue: Armor of God · deal 7".to_string()]
    );
    tap(&app, "Continue: Armor of God · deal 7");
    assert_eq!(hand_labels(&app), hand_before, "the same hand");
    let round = format!(
        "Round {}/4 · Deck {} · Discard {}",
        state.round(),
        state.deck_count(),
        state.discard().len()
    );
    assert!(shows(&app, &round), "the same round and counts: {round}");
    // The game goes on to its end from where it stopped.
    while let Some(action) = greedy_action(&state) {
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
    }
    assert!(shows(&app, "Victory!") || shows(&app, "The battle is lost"));
    tap(&app, "Home");
    assert!(
        !buttons(&app).iter().any(|b| b.starts_with("Continue: ")),
        "a finished game is not offered to continue"
    );
    app.hide().unwrap();
    drop(app);

    // Strongholds, two people: the device passes, the app closes mid-round, the table resumes.
    let app = app_at(&dir, 640, 1800);
    app.global::<standfirm::SettingsAdapter>()
        .set_bot_delay_ms(0);
    let (table, mut sh) = start_april_and_steve(&app, 11);
    for _ in 0..25 {
        play_person(&app, &mut sh, &table);
    }
    app.hide().unwrap();
    drop(app);

    let app = app_at(&dir, 640, 1800);
    tap(&app, "Continue: Strongholds · 2 players");
    // A resumed table starts public: whoever decides next takes the device.
    assert!(
        has_button(&app, "I'm April")
            || has_button(&app, "I'm Steve")
            || has_button(&app, "No one claims it"),
        "a hand-off or the slap window: {:?}",
        buttons(&app)
    );
    for _ in 0..3000 {
        if matches!(
            sh.status(),
            standfirm_engine::strongholds::Status::Finished(_)
        ) {
            break;
        }
        play_person(&app, &mut sh, &table);
    }
    assert!(shows(&app, "wins!") || shows(&app, "share the win"));
    let _ = std::fs::remove_dir_all(&dir);
}
