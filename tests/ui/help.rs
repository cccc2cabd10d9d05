//! UI test: Home → the rules of each game (sections with their verses in full and rule IDs; Strongholds'
//! seven anointings), the Scripture screen's search by book and by a word, a verse opened from its reference,
//! a log line's verse opened during a game, and a Strongholds card's details.

use crate::support::*;
use slint::platform::Key;
use slint::{ComponentHandle, Model};

#[test]
fn rules_scripture_and_verses_from_play() {
    init();
    let app = app(412, 915);
    tap(&app, "Armor of God: Solo: Rules");
    assert!(shows(&app, "Rules"));
    let labels = all_labels(&app).join("\n");
    assert!(labels.contains("AOG-"), "rule IDs are shown");
    assert!(
        labels.contains("(KJV)"),
        "verses are quoted in full, translation named"
    );
    tap(&app, "Rules of PIP Armor");
    assert!(all_labels(&app).iter().any(|l| l.contains("PIP-")));
    tap(&app, "Rules of Strongholds");
    let strongholds = all_labels(&app).join("\n");
    assert!(strongholds.contains("SH-"));
    // The anointings section shows each colour with its symbol and name (it may be further down the page).
    let doc = standfirm_guide::help::help(standfirm_engine::GameKind::Strongholds).unwrap();
    assert!(doc.section("anointings").is_some());

    // The verse library: by book, and by a word of the text.
    tap(&app, "Scripture");
    type_into(&app, "Search the verses", "Ephesians");
    let rows = app.global::<standfirm::ScriptureAdapter>().get_rows();
    let found: Vec<String> = (0..rows.row_count())
        .filter_map(|i| rows.row_data(i))
        .map(|r| r.reference.to_string())
        .collect();
    assert!(
        found.iter().any(|r| r == "Ephesians 6:17"),
        "the book's verses include Ephesians 6:17: {found:?}"
    );
    assert!(found
        .iter()
        .all(|r| r.is_empty() || r.starts_with("Ephesians")));
    type_into(&app, "Search the verses", "sword");
    assert!(has_button(&app, "Ephesians 6:17"));
    tap(&app, "Ephesians 6:17");
    assert!(shows(
        &app,
        "And take the helmet of salvation, and the sword of the Spirit, which is the word of God"
    ));
    assert!(shows(&app, "King James Version"));
    key(&app, Key::Escape);
    assert!(
        !has_button(&app, "Close"),
        "Back closes the verse sheet first"
    );
    key(&app, Key::Escape);
    key(&app, Key::Escape);
    assert!(shows(&app, "Three card games of faith"), "back at Home");

    // A verse from play: the log of a game opens the verse of its line.
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    tap(&app, "Event log");
    tap(&app, "Verse Ephesians 6:11");
    assert!(shows(&app, "Put on the whole armour of God, that ye may be able to stand against the wiles of the devil."));
    tap(&app, "Close");
    tap(&app, "Close the log");
    tap(&app, "Menu");
    tap(&app, "Rules");
    assert!(
        shows(&app, "Armor of God"),
        "the menu opens the game's rules"
    );
    tap(&app, "Back");
    assert!(has_button(&app, "Undo"), "Back returns to the game");
}
