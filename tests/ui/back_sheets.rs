//! UI test: Back (Escape on a desktop, Android's back button, the browser's back) closes a table's own sheets —
//! its menu, its whole log, the Chance panel, a Strongholds payment — before it asks about leaving the game.

use crate::support::strongholds::{play_person_watched, start_april_and_steve, Table};
use crate::support::*;
use slint::platform::Key;
use slint::ComponentHandle;
use standfirm::{ChanceAdapter, Nav, Page};
use standfirm_engine::strongholds::{bots, Action, Status};
use std::cell::Cell;

/// Back closes the menu, then asks nothing; the table stays.
fn back_closes_the_menu(app: &standfirm::AppWindow, page: Page) {
    tap(app, "Menu");
    assert!(has_button(app, "Save as…"), "the menu opened");
    key(app, Key::Escape);
    assert!(!has_button(app, "Save as…"), "Back closed the menu");
    assert!(!shows(app, "Leave the game?"), "and asked nothing");
    assert_eq!(app.global::<Nav>().get_page(), page);
}

#[test]
fn back_closes_a_solo_tables_menu_log_and_chance_before_it_asks_to_leave() {
    init();
    let app = app(360, 640);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    back_closes_the_menu(&app, Page::Aog);

    tap(&app, "Event log");
    assert!(has_button(&app, "Close the log"), "the log opened");
    key(&app, Key::Back);
    assert!(!has_button(&app, "Close the log"), "Back closed the log");
    assert!(!shows(&app, "Leave the game?"));

    let chance = app.global::<ChanceAdapter>();
    tap(&app, "Chance");
    assert!(chance.get_shown(), "the Chance panel opened");
    key(&app, Key::Escape);
    assert!(!chance.get_shown(), "Back closed the Chance panel");
    assert!(!shows(&app, "Leave the game?"));

    // Nothing left to close: Back asks, and Back again answers "Stay".
    key(&app, Key::Escape);
    assert!(shows(&app, "Leave the game?"), "then Back asks");
    key(&app, Key::Escape);
    assert!(!shows(&app, "Leave the game?"));
    assert_eq!(app.global::<Nav>().get_page(), Page::Aog, "and stays");

    // The menu's Rules, then Back: the table again, its menu shut.
    tap(&app, "Menu");
    tap(&app, "Rules");
    assert_eq!(app.global::<Nav>().get_page(), Page::Help);
    key(&app, Key::Escape);
    assert_eq!(app.global::<Nav>().get_page(), Page::Aog);
    assert!(!has_button(&app, "Save as…"), "the table's menu shut");
    key(&app, Key::Escape);
    tap(&app, "Leave");
    tap(&app, "PIP Armor: New game");
    tap(&app, "Start the game");
    assert_eq!(app.global::<Nav>().get_page(), Page::Pip);
    back_closes_the_menu(&app, Page::Pip);
}

#[test]
fn back_cancels_a_strongholds_payment_and_closes_the_menu() {
    init();
    let app = app(640, 1800);
    let (table, mut state): (Table, _) = start_april_and_steve(&app, 11);
    let menu_checked = Cell::new(false);
    let payment_checked = Cell::new(false);
    for _ in 0..200 {
        if payment_checked.get() || matches!(state.status(), Status::Finished(_)) {
            break;
        }
        let before = state.clone();
        let targets = Cell::new(false);
        play_person_watched(&app, &mut state, &table, &mut |moment| match moment {
            "turn" if !menu_checked.get() => {
                back_closes_the_menu(&app, Page::Sh);
                menu_checked.set(true);
            }
            "targets" => targets.set(true),
            // A payment with no target to choose: Back cancels it; the same Truth card opens it again.
            "pay-truth" if !targets.get() && !payment_checked.get() => {
                let Some(Action::PlayTruth { truth, .. }) = bots::greedy(&before) else {
                    panic!("a payment for a Truth card");
                };
                key(&app, Key::Escape);
                assert!(
                    !has_button(&app, "Confirm the payment"),
                    "Back cancelled the payment"
                );
                assert!(!shows(&app, "Leave the game?"), "and asked nothing");
                tap(&app, &format!("Truth: {}", truth.card().title));
                assert!(has_button(&app, "Confirm the payment"), "paid again");
                payment_checked.set(true);
            }
            _ => {}
        });
    }
    assert!(menu_checked.get(), "a person's turn came");
    assert!(payment_checked.get(), "a Truth card was paid for");
}
