//! UI test: Home, About (with AboutSlint), the New game screens and the Back key (Escape on desktop,
//! Android's back button), at phone and tablet size.

use crate::support::*;
use slint::platform::Key;

#[test]
fn home_about_new_game_and_back() {
    init();
    // A common phone (412×915): Home shows every game and the menu row without scrolling.
    let app = app(412, 915);
    for tile in ["Armor of God: Solo", "PIP Armor", "Strongholds"] {
        assert!(shows(&app, tile), "{tile} tile");
    }
    assert!(
        !shows(&app, "Coming soon"),
        "every game can be played: Strongholds included"
    );
    assert!(has_button(&app, "Strongholds: New game"));
    for screen in ["Saved games", "Statistics", "Settings"] {
        assert!(has_button(&app, screen), "Home leads to {screen}");
    }

    tap(&app, "About");
    assert!(shows(&app, "About Stand Firm"));
    assert!(shows(&app, "King James Version"));
    assert!(
        shows(&app, "slint.dev"),
        "Slint's AboutSlint widget, as its licence asks"
    );
    key(&app, Key::Escape);
    assert!(
        shows(&app, "Three card games of faith"),
        "Escape leaves About"
    );

    tap(&app, "Armor of God: Solo: New game");
    assert!(shows(
        &app,
        "Four rounds; armor needed after each: 2, 4, 5, 6."
    ));
    tap(&app, "Defense: Hard B");
    assert!(shows(&app, "Shortened Battle: three rounds; 2, 4, 6."));
    type_into(&app, "Deal number", "12a");
    tap(&app, "Start the game");
    assert!(
        shows(&app, "A deal number is digits only"),
        "a bad deal number is refused in words"
    );
    type_into(&app, "Deal number", "");
    tap(&app, "Start the game");
    assert!(
        shows(&app, "Round 1/3"),
        "a random deal, Hard B: three rounds"
    );
    key(&app, Key::Back);
    assert!(
        shows(&app, "Leave the game?"),
        "Android's back asks before leaving a game"
    );
    key(&app, Key::Back);
    assert!(
        !shows(&app, "Leave the game?"),
        "Back again closes the question"
    );
    tap(&app, "Back");
    tap(&app, "Leave");
    assert!(
        buttons(&app)
            .iter()
            .any(|b| b.starts_with("Continue: Armor of God")),
        "Home offers to continue the game left: {:?}",
        buttons(&app)
    );

    tap(&app, "PIP Armor: New game");
    assert!(shows(&app, "Learning Mode"));
    key(&app, Key::Escape);
    assert!(shows(&app, "Three card games of faith"));
    key(&app, Key::Escape);
    assert!(
        shows(&app, "Three card games of faith"),
        "Back on Home stays (Android then closes the app)"
    );

    // The tablet layout uses the width: the log sits beside the table.
    let tablet = crate::support::app(1280, 800);
    tap(&tablet, "Armor of God: Solo: New game");
    type_into(&tablet, "Deal number", "5");
    tap(&tablet, "Start the game");
    assert!(
        shows(&tablet, "Log"),
        "the tablet shows the log beside the table"
    );
    assert!(
        shows(&tablet, "Belt of Truth"),
        "full piece names on a tablet"
    );
}
