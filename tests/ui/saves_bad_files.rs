//! UI test: bad files never crash the app and never hide the other saves. A save that is not JSON, one saved
//! by a future version, and one whose moves no longer replay are listed as unreadable with their reason; the
//! good one still opens; an unreadable file can be deleted (after asking) and is never changed otherwise.

use crate::support::*;
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{Options, State};

#[test]
fn unreadable_saves_are_shown_with_their_reason_and_hide_nothing() {
    init();
    let dir = temp_dir("bad-files");
    // One good game, saved by the app.
    let app = app_at(&dir, 640, 1800);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    let state = State::new(Options::default(), 7);
    perform_aog(&app, &greedy_action(&state).unwrap());
    tap(&app, "Back");
    tap(&app, "Leave");
    drop(app);

    let saves = dir.join("saves");
    let good = std::fs::read_dir(&saves)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "json"))
        .expect("the autosave");
    let text = std::fs::read_to_string(&good).unwrap();
    std::fs::write(
        saves.join("broken.json"),
        "{ \"format\": \"stand-firm-save\", ",
    )
    .unwrap();
    std::fs::write(
        saves.join("future.json"),
        text.replace(
            &format!("\"version\": {}", standfirm_store::VERSION),
            "\"version\": 99",
        ),
    )
    .unwrap();
    // The same game with its first move replaced by one that cannot be played.
    let first = serde_json::from_str::<serde_json::Value>(&text).unwrap()["actions"][0]
        .as_str()
        .unwrap()
        .to_string();
    let illegal = text
        .replace(&format!("\"{first}\""), "\"play AS belt\"")
        .replace("Armor of God · deal 7", "Tampered game");
    std::fs::write(saves.join("tampered.json"), &illegal).unwrap();

    let app = app_at(&dir, 640, 1800);
    tap(&app, "Saved games");
    // Each reason is said where it is drawn, by its row and by its Delete button: three files, three reasons.
    let mut unreadable: Vec<String> = all_labels(&app)
        .into_iter()
        .filter(|t| t.starts_with("Unreadable: "))
        .collect();
    unreadable.sort();
    unreadable.dedup();
    assert_eq!(unreadable.len(), 3, "{unreadable:?}");
    assert!(
        unreadable.iter().any(|t| t.contains("newer version")),
        "{unreadable:?}"
    );
    assert!(
        unreadable.iter().any(|t| t.contains("play AS belt")),
        "the move that does not replay is named: {unreadable:?}"
    );
    assert!(
        has_button(&app, "Open Armor of God · deal 7"),
        "the good save still opens"
    );
    assert!(
        !has_button(&app, "Open Tampered game"),
        "an unreadable save cannot be opened"
    );

    // Deleting asks first; Cancel keeps the file.
    tap(&app, "Delete broken.json");
    assert!(shows(&app, "Delete “broken.json”?"));
    tap(&app, "Cancel");
    assert!(saves.join("broken.json").exists());
    tap(&app, "Delete broken.json");
    tap(&app, "Confirm");
    assert!(
        !saves.join("broken.json").exists(),
        "deleted after confirming"
    );
    assert_eq!(
        std::fs::read_to_string(saves.join("tampered.json")).unwrap(),
        illegal,
        "an unreadable file is left as it was"
    );
    tap(&app, "Open Armor of God · deal 7");
    assert!(shows(&app, "Round 1/4"), "the good game opens");
    let _ = std::fs::remove_dir_all(&dir);
}
