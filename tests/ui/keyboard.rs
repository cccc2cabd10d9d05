//! UI test: every game without a pointer. Whole games of Armor of God and PIP Armor and a Strongholds turn with its
//! hand-off are played by key presses alone (Tab, Shift+Tab, the arrows, Enter, Escape and the tables'
//! shortcuts), and Home's focus order is its reading order.

use crate::support::keys::*;
use crate::support::strongholds::assert_handoff_is_blank;
use crate::support::*;
use i_slint_backend_testing::ElementHandle;
use slint::platform::Key;
use slint::ComponentHandle;
use standfirm::{AogAdapter, ChanceAdapter, Keyboard, Nav, Page, ShAdapter, ShStage};
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{self as aog, DartMode, Slot};
use standfirm_engine::pip_armor::{self as pip, bots::Bot, bots::GreedyBot, Phase};

/// The buttons on screen in the order the element tree lists them, with where each sits.
fn button_places(app: &standfirm::AppWindow) -> Vec<(String, ElementHandle)> {
    find_buttons(app)
        .into_iter()
        .filter_map(|e| e.accessible_label().map(|l| (l.to_string(), e)))
        .collect()
}

fn find_buttons(app: &standfirm::AppWindow) -> Vec<ElementHandle> {
    use i_slint_backend_testing::{AccessibleRole, ElementRoot};
    app.root_element()
        .query_descendants()
        .match_accessible_role(AccessibleRole::Button)
        .find_all()
}

#[test]
fn home_is_walked_by_tab_in_reading_order() {
    init();
    let dir = temp_dir("keys-home");
    // A phone's one column, tall enough for all of Home to be in view: reading order is top to bottom, left to
    // right within a row.
    let app = app_at(&dir, 360, 1600);
    // No control shows a ring until a key moves the focus.
    assert_eq!(focused(&app), "");
    assert!(!app.global::<Keyboard>().get_active());
    let stops = tab_round(&app);
    assert!(app.global::<Keyboard>().get_active(), "Tab shows the ring");
    let places = button_places(&app);
    let order: Vec<String> = places.iter().map(|(l, _)| l.clone()).collect();
    assert_eq!(
        stops, order,
        "Tab stops at every button, in the screen's order"
    );
    for game in [
        "Armor of God: Solo: New game",
        "PIP Armor: New game",
        "Strongholds: New game",
        "Saved games",
        "Statistics",
        "Settings",
    ] {
        assert!(stops.iter().any(|s| s == game), "{game} in {stops:?}");
    }
    // Reading order: each stop is below the one before, or beside it to the right on the same row.
    for pair in places.windows(2) {
        let (a, b) = (&pair[0].1, &pair[1].1);
        let (pa, pb) = (a.absolute_position(), b.absolute_position());
        let same_row = (pb.y - pa.y).abs() < a.size().height.min(b.size().height) / 2.0;
        assert!(
            (same_row && pb.x > pa.x) || (!same_row && pb.y > pa.y),
            "{} ({:?}) comes before {} ({:?})",
            pair[0].0,
            pa,
            pair[1].0,
            pb
        );
    }
    // Shift+Tab walks back the same way.
    let mut back = Vec::new();
    for _ in 0..stops.len() {
        shift_tab(&app);
        back.push(focused(&app));
    }
    let expected: Vec<String> = stops.iter().rev().cloned().collect();
    assert_eq!(back, expected);
    // Enter opens what Tab is on; Escape comes back.
    key_tap(&app, "Settings");
    assert_eq!(app.global::<Nav>().get_page(), Page::Settings);
    press(&app, Key::Escape);
    assert_eq!(app.global::<Nav>().get_page(), Page::Home);
}

/// Whether the hand's card labelled `label` is chosen (lifted).
fn is_chosen(app: &standfirm::AppWindow, label: &str) -> bool {
    let selected = app.global::<AogAdapter>().get_selected();
    selected >= 0
        && hand_labels(app)
            .get(selected as usize)
            .map(|c| format!("Hand: {c}"))
            == Some(label.to_string())
}

/// An Armor of God move by keys: a card of the hand by Tab and the arrows, a pile by its digit.
fn play_aog_by_keys(app: &standfirm::AppWindow, action: &aog::Action, by_arrows: bool) {
    use aog::{Action, DartLine};
    match *action {
        Action::Play { card, slot } => {
            let label = format!("Hand: {}", words(card));
            if by_arrows && focused(app).starts_with("Hand: ") {
                // Along the hand with the arrows, from wherever the keyboard is in it.
                for _ in 0..4 {
                    if focused(app) == label {
                        break;
                    }
                    press(app, Key::RightArrow);
                }
                for _ in 0..4 {
                    if focused(app) == label {
                        break;
                    }
                    press(app, Key::LeftArrow);
                }
                assert_eq!(focused(app), label, "the arrows reach the card");
                if !is_chosen(app, &label) {
                    press(app, Key::Space);
                }
            } else {
                tab_to(app, &label);
                // The hint may have chosen it already: Enter would put it back.
                if !is_chosen(app, &label) {
                    enter(app);
                }
            }
            let digit = Slot::ALL.iter().position(|&s| s == slot).unwrap() + 1;
            press(app, digit.to_string());
        }
        Action::Discard { card } => {
            key_tap(app, &format!("Hand: {}", words(card)));
            key_tap(app, "Discard the chosen card");
        }
        Action::Dart {
            line: DartLine::Largest,
        } => key_tap(app, "Dart: largest pile"),
        Action::Dart {
            line: DartLine::Banked,
        } => key_tap(app, "Dart: banked pile"),
    }
}

/// Starts a game from Home by keys: its New game, an option, the deal number typed, Start.
fn start_by_keys(
    app: &standfirm::AppWindow,
    new_game: &str,
    option: &str,
    last_option: &str,
    deal: &str,
) {
    key_tap(app, new_game);
    key_tap(app, option);
    // The deal number's field comes after the last option.
    tab_to(app, last_option);
    tab(app);
    type_keys(app, deal);
    assert_eq!(
        element(app, "Deal number")
            .accessible_value()
            .unwrap()
            .as_str(),
        deal
    );
    key_tap(app, "Start the game");
}

#[test]
fn armor_of_god_is_played_to_the_end_by_keys_alone() {
    init();
    let app = app(1280, 800);
    start_by_keys(
        &app,
        "Armor of God: Solo: New game",
        "Satan's Dart: Softer",
        "Face cards: J 11 · Q 12 · K 13",
        "7",
    );
    assert_eq!(app.global::<Nav>().get_page(), Page::Aog);
    let options = aog::Options {
        dart: DartMode::Softer,
        ..aog::Options::default()
    };
    let mut state = aog::State::new(options, 7);
    let hand = |s: &aog::State| s.hand().iter().map(|&c| words(c)).collect::<Vec<_>>();
    assert_eq!(hand_labels(&app), hand(&state));

    // U undoes a move that revealed nothing; Ctrl+Z too.
    let first = greedy_action(&state).unwrap();
    play_aog_by_keys(&app, &first, false);
    press(&app, "u");
    assert_eq!(hand_labels(&app), hand(&state), "U undoes");
    play_aog_by_keys(&app, &first, false);
    chord(&app, Key::Control, "z");
    assert_eq!(hand_labels(&app), hand(&state), "Ctrl+Z undoes");
    // H shows the hint; C opens the chance and closes it.
    press(&app, "h");
    assert!(
        !app.global::<AogAdapter>().get_hint_text().is_empty(),
        "H: the hint"
    );
    press(&app, "c");
    assert!(app.global::<ChanceAdapter>().get_shown(), "C: the chance");
    press(&app, "c");
    assert!(!app.global::<ChanceAdapter>().get_shown());

    let mut moves = 0;
    while let Some(action) = greedy_action(&state) {
        play_aog_by_keys(&app, &action, moves % 2 == 1);
        state.apply(&action).unwrap();
        moves += 1;
        assert_eq!(hand_labels(&app), hand(&state), "after move {moves}");
        for slot in Slot::ALL {
            let said = description(&app, &format!("{} pile", slot.title()));
            if !state.claimed().contains(&slot) {
                let total = format!("{} of {}", state.pile_total(slot), slot.target());
                assert!(said.starts_with(&total), "{slot:?}: {said}");
            }
        }
    }
    assert!(moves > 20);
    match state.status() {
        aog::Status::Won => assert!(shows(&app, "Victory!")),
        aog::Status::Lost { .. } => assert!(shows(&app, "The battle is lost")),
        aog::Status::InProgress => unreachable!(),
    }
    // The result's buttons are reached by Tab too.
    key_tap(&app, "Home");
    assert_eq!(app.global::<Nav>().get_page(), Page::Home);
}

#[test]
fn pip_armor_is_played_to_the_end_by_keys_alone() {
    init();
    let app = app(1280, 800);
    start_by_keys(
        &app,
        "PIP Armor: New game",
        "Learning Mode: On",
        "Learning Mode: On",
        "3",
    );
    assert_eq!(app.global::<Nav>().get_page(), Page::Pip);
    let mut state = pip::State::new(pip::Options { learning: true }, 3);
    let mut bot = GreedyBot;
    let mut turns = 0;
    while !state.is_over() {
        let action = bot.choose(&state);
        match action {
            pip::Action::Prepare { pick, pile } => {
                let card = state.revealed().unwrap()[pick as usize - 1];
                let which = if pick == 1 {
                    "Upper card"
                } else {
                    "Lower card"
                };
                key_tap(&app, &format!("{which}: {}", words(card)));
                // 1: the Armor pile, 2: the Response pile.
                press(&app, if pile == pip::Pile::Armor { "1" } else { "2" });
            }
            pip::Action::Respond { card } => {
                key_tap(&app, &format!("Hand: {}", words(card)));
                key_tap(&app, "Respond");
            }
            pip::Action::Pass => key_tap(&app, "Take the hit"),
        }
        state.apply(&action).unwrap();
        turns += 1;
        if has_button(&app, "Stand firm") {
            key_tap(&app, "Stand firm");
        }
        if state.phase() == Phase::Stand {
            let hand: Vec<String> = state.hand().iter().map(|&c| words(c)).collect();
            assert_eq!(hand_labels(&app), hand, "turn {turns}");
        }
    }
    assert!(turns > 10);
    match state.status() {
        pip::Status::Won { .. } => assert!(shows(&app, "Victory!")),
        pip::Status::Lost => assert!(shows(&app, "The battle is lost")),
        pip::Status::PracticeComplete => assert!(shows(&app, "Practice complete")),
        pip::Status::InProgress => unreachable!(),
    }
    key_tap(&app, "Home");
    assert_eq!(app.global::<Nav>().get_page(), Page::Home);
}

#[test]
fn a_strongholds_turn_and_its_hand_off_by_keys_alone() {
    init();
    let app = app(640, 1800);
    let (_table, state) = crate::support::strongholds::start_april_and_steve(&app, 11);
    let sh = app.global::<ShAdapter>();
    assert_eq!(sh.get_stage(), ShStage::Handoff);
    // At the hand-off the keyboard reaches one control: "I'm April"; no shortcut acts.
    assert_handoff_is_blank(&app, &state);
    let stops = tab_round(&app);
    assert_eq!(stops, vec!["I'm April".to_string()]);
    for k in ["h", "u", "c", "1", "n"] {
        press(&app, k);
        assert_eq!(sh.get_stage(), ShStage::Handoff, "{k} does nothing here");
    }
    enter(&app);
    if has_button(&app, "Continue to my turn") {
        key_tap(&app, "Continue to my turn");
    }
    assert_eq!(sh.get_stage(), ShStage::Turn);
    // H asks for the hint on April's own screen.
    press(&app, "h");
    assert_ne!(sh.get_hint_state(), standfirm::ShHint::None, "H: the hint");
    // The turn ends by keys; a discard, if the hand is over its limit, is chosen by keys too.
    key_tap(&app, "End turn");
    let mut chosen = Vec::new();
    for _ in 0..20 {
        if sh.get_stage() != ShStage::Turn {
            break;
        }
        let choose = buttons(&app)
            .into_iter()
            .find(|b| b.starts_with("Choose ") && !chosen.contains(b));
        match choose {
            Some(c) if !sh.get_pick_ready() => {
                key_tap(&app, &c);
                chosen.push(c);
            }
            _ => key_tap(&app, &sh.get_pick_confirm()),
        }
    }
    // Steve's hand-off: again only "I'm Steve".
    assert_eq!(sh.get_stage(), ShStage::Handoff);
    assert_eq!(tab_round(&app), vec!["I'm Steve".to_string()]);
}

#[test]
fn n_asks_before_a_new_game_and_escape_keeps_playing() {
    init();
    let app = app(1280, 800);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    let state = aog::State::new(aog::Options::default(), 7);
    play_aog_by_keys(&app, &greedy_action(&state).unwrap(), false);
    let hand = hand_labels(&app);
    press(&app, "n");
    assert!(shows(&app, "Start a new game?"), "N asks first");
    press(&app, Key::Escape);
    assert!(!shows(&app, "Start a new game?"));
    assert_eq!(app.global::<Nav>().get_page(), Page::Aog);
    assert_eq!(hand_labels(&app), hand, "the game goes on");
    // Escape still works after the question has gone (Back asks before leaving).
    press(&app, Key::Escape);
    assert!(shows(&app, "Leave the game?"));
    key_tap(&app, "Stay");
    assert_eq!(app.global::<Nav>().get_page(), Page::Aog);
    press(&app, "n");
    key_tap(&app, "New game");
    assert_eq!(app.global::<Nav>().get_page(), Page::AogNew);
}

#[test]
fn escape_is_back_after_a_sheet_the_keyboard_was_in_closes() {
    init();
    let app = app(360, 640);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    // The table's own log sheet, opened and closed by keys: the Close button the keyboard was on is gone.
    key_tap(&app, "Event log");
    assert!(
        !find(&app, "Close the log").is_empty(),
        "the log sheet opened"
    );
    key_tap(&app, "Close the log");
    assert!(
        find(&app, "Close the log").is_empty(),
        "the log sheet closed"
    );
    press(&app, Key::Escape);
    assert!(
        shows(&app, "Leave the game?"),
        "Escape is Back after the log closed"
    );
    key_tap(&app, "Stay");
    // The table's menu, left by one of its items (Save as…, which here, with nothing kept on disk, only says so).
    key_tap(&app, "Menu");
    key_tap(&app, "Save as…");
    press(&app, Key::Escape);
    assert!(
        shows(&app, "Leave the game?"),
        "Escape is Back after the menu closed"
    );
}

#[test]
fn the_tooltips_name_each_tables_shortcuts_in_english_and_spanish() {
    init();
    let app = app(800, 600);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    for (button, tip) in [
        ("Hint", "Hint (H)"),
        ("Chance", "Chance (C)"),
        ("Undo", "Undo (U, Ctrl+Z)"),
        ("Back", "Back (Esc)"),
    ] {
        assert!(!shows(&app, tip), "no tooltip before the pointer rests");
        hover(&app, button);
        assert!(shows(&app, tip), "{button}'s tooltip says {tip:?}");
    }
    press(&app, Key::Escape);
    key_tap(&app, "Leave");
    crate::spanish_solo::choose_language(&app, "Español", false);
    tap(&app, "Armadura PIP: Nueva partida");
    tap(&app, "Empezar la partida");
    for (button, tip) in [("Pista", "Pista (H)"), ("Probabilidad", "Probabilidad (C)")] {
        hover(&app, button);
        assert!(shows(&app, tip), "{button}'s tooltip says {tip:?}");
    }
}
