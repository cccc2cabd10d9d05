//! UI test: the card settings. Large print and four suit colours are chosen on the Settings screen, kept
//! across a restart, and both card games (Strongholds has no playing cards) play to their end in Large print on
//! a small phone with whatever a move needs in view (element queries see only what is in view).

use crate::support::*;
use slint::ComponentHandle;
use standfirm::{AppWindow, CardSize, SettingsAdapter, SuitColours, Theme};
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::Slot;
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot};

/// Does `act` on the Settings screen in a window tall enough to show all of it, then gives the window back.
fn in_settings(app: &AppWindow, act: impl FnOnce()) {
    let size = app.window().size();
    app.window()
        .set_size(slint::PhysicalSize::new(size.width, 1600));
    tap(app, "Settings");
    act();
    tap(app, "Back");
    app.window().set_size(size);
}

fn choose_large_print_and_four_colours(app: &AppWindow) {
    in_settings(app, || {
        tap(app, "Cards: Large print");
        tap(app, "Suit colours: Four colours");
    });
}

#[test]
fn card_settings_survive_a_restart() {
    init();
    let dir = temp_dir("card-settings");
    let app = app_as_kept_at(&dir, 360, 640);
    assert_eq!(app.global::<Theme>().get_card_size(), CardSize::Classic);
    assert_eq!(app.global::<Theme>().get_suit_colours(), SuitColours::Two);
    choose_large_print_and_four_colours(&app);
    assert_eq!(app.global::<Theme>().get_card_size(), CardSize::LargePrint);
    app.hide().unwrap();
    drop(app);

    // The app starts again on the same data folder: the settings are what was chosen, on every screen.
    let app = app_as_kept_at(&dir, 360, 640);
    assert_eq!(app.global::<Theme>().get_card_size(), CardSize::LargePrint);
    assert_eq!(app.global::<Theme>().get_suit_colours(), SuitColours::Four);
    let settings = app.global::<SettingsAdapter>();
    assert_eq!(settings.get_card_size(), CardSize::LargePrint);
    assert_eq!(settings.get_suit_colours(), SuitColours::Four);
    // And back to Classic, two colours, kept as well.
    in_settings(&app, || {
        tap(&app, "Cards: Classic");
        tap(&app, "Suit colours: Two colours");
    });
    app.hide().unwrap();
    drop(app);
    let app = app_as_kept_at(&dir, 360, 640);
    assert_eq!(app.global::<Theme>().get_card_size(), CardSize::Classic);
    assert_eq!(app.global::<Theme>().get_suit_colours(), SuitColours::Two);
}

#[test]
fn every_game_plays_in_large_print_on_a_small_phone() {
    init();
    let app = app(360, 640);
    choose_large_print_and_four_colours(&app);

    // Armor of God, deal 7, to its end: every pile and the whole hand in view at every move.
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    let mut state = standfirm_engine::armor_of_god::State::new(Default::default(), 7);
    while let Some(action) = greedy_action(&state) {
        for slot in Slot::ALL {
            assert!(has_button(&app, &format!("{} pile", slot.title())));
        }
        assert_eq!(
            hand_labels(&app).len(),
            state.hand().len(),
            "the whole hand"
        );
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
    }
    for label in ["New game", "Replay this deal", "Home"] {
        assert!(has_button(&app, label), "{label} in view");
    }
    tap(&app, "Home");

    // PIP Armor, deal 3, to its end.
    tap(&app, "PIP Armor: New game");
    type_into(&app, "Deal number", "3");
    tap(&app, "Start the game");
    let mut state = standfirm_engine::pip_armor::State::new(Default::default(), 3);
    let mut bot = GreedyBot;
    while !state.is_over() {
        let action = bot.choose(&state);
        perform_pip(&app, &state, &action);
        state.apply(&action).unwrap();
        if shows(&app, "Put On the Armor") && !state.is_over() {
            tap(&app, "Stand firm");
        }
        if state.phase() == standfirm_engine::pip_armor::Phase::Stand && !state.is_over() {
            assert!(has_button(&app, "Respond") && has_button(&app, "Take the hit"));
            assert_eq!(
                hand_labels(&app).len(),
                state.hand().len(),
                "the whole hand"
            );
        }
    }
    for label in ["New game", "Replay this deal", "Home"] {
        assert!(has_button(&app, label), "{label} in view");
    }
}
