//! The tables' photographs that follow one feature: the keyboard's focus ring, the chance's panel and Learning
//! mode, and a Challenge from New game to its result and Statistics.

use super::*;

/// The keyboard's focus ring on the tables: on a card of the hand, on a pile (classic and Large print), and on an
/// accent button.
pub(super) fn shoot_keys(app: &AppWindow, dir: &Path) {
    use support::keys::{press, tab_to};
    tap(app, "Armor of God: Solo: New game");
    type_reaching(app, "Deal number", "7");
    tap_reaching(app, "Start the game");
    let hand = support::hand_labels(app);
    tab_to(app, &format!("Hand: {}", hand[1]));
    shot(app, dir, "96-keys-aog-hand");
    press(app, slint::platform::Key::Return);
    tab_to(app, "Shield of Faith pile");
    shot(app, dir, "97-keys-aog-pile");
    let settings = app.global::<standfirm::SettingsAdapter>();
    settings.invoke_set_card_size(standfirm::CardSize::LargePrint);
    shot(app, dir, "98-keys-aog-pile-large-print");
    settings.invoke_set_card_size(standfirm::CardSize::Classic);
    // A desktop's tooltip: the button's name and its key, above the button.
    support::keys::hover(app, "Chance");
    shot(app, dir, "95-keys-aog-tooltip");
    leave(app);
    tap_reaching(app, "PIP Armor: New game");
    type_reaching(app, "Deal number", "3");
    tap_reaching(app, "Start the game");
    let upper = support::buttons(app)
        .into_iter()
        .find(|b| b.starts_with("Upper card: "))
        .expect("the upper card");
    tab_to(app, &upper);
    press(app, slint::platform::Key::Return);
    tab_to(app, "Keep as Armor");
    shot(app, dir, "99-keys-pip-button");
    leave(app);
}

pub(super) fn shoot_chance(app: &AppWindow, dir: &Path) {
    use standfirm_engine::armor_of_god::{bots::greedy_action, Options, State};
    tap(app, "Armor of God: Solo: New game");
    type_reaching(app, "Deal number", "11");
    tap_reaching(app, "Start the game");
    let mut state = State::new(Options::default(), 11);
    for _ in 0..2 {
        let action = greedy_action(&state).expect("a move");
        support::perform_aog(app, &action);
        state.apply(&action).unwrap();
    }
    tap(app, "Chance");
    shot(app, dir, "90-chance-aog");
    tap(app, "Chance");
    leave(app);
    tap_reaching(app, "PIP Armor: New game");
    type_reaching(app, "Deal number", "3");
    tap_reaching(app, "Start the game");
    tap(app, "Chance");
    shot(app, dir, "91-chance-pip");
    tap(app, "Chance");
    leave(app);
    reaching(app, || {
        let (table, state) = support::strongholds::start_april_and_steve(app, 4);
        support::strongholds::take_device(app, &state, &table);
    });
    tap_reaching(app, "Chance");
    shot(app, dir, "92-chance-strongholds");
    leave(app);
    tap(app, "Settings");
    tap_reaching(app, "Learning mode: On");
    shot(app, dir, "93-chance-settings");
    tap(app, "Back");
    tap_reaching(app, "Continue: Armor of God · deal 11");
    support::perform_aog(app, &greedy_action(&state).expect("a move"));
    tap(app, "Hint");
    shot(app, dir, "94-chance-learning");
    // A phone opens the log from its ticker; a wide table shows it beside the hand.
    if has_button(app, "Event log") {
        tap(app, "Event log");
        shot(app, dir, "95-chance-learning-log");
        tap(app, "Close");
    }
    leave(app);
    tap(app, "Settings");
    tap_reaching(app, "Learning mode: Off");
    tap(app, "Back");
}

/// New game → Challenge: the New game screen with a grade picked (the whole screen, and as a phone first shows
/// it), the table before the first move with the grade and chance, and the result sheet; PIP Armor's too.
pub(super) fn shoot_challenge(app: &AppWindow, dir: &Path) {
    use standfirm_engine::armor_of_god::{bots::greedy_action, Defense, State};
    use standfirm_engine::grade::{self, Grade, Variant};
    tap(app, "Armor of God: Solo: New game");
    tap_reaching(app, "Defense: Hard A");
    type_reaching(app, "Deal number", "5000");
    tap_reaching(app, "Challenge: Very hard");
    tall_shot(app, dir, "a0-challenge-new-game");
    tap_reaching(app, "Start a challenge");
    shot(app, dir, "a1-challenge-table");
    let variant = Variant::ArmorOfGod(Defense::HardA);
    let found = grade::find(variant, Grade::VeryHard, 5000, None).expect("a Very hard deal");
    let mut state = State::new(variant.armor_of_god_options().unwrap(), found.deal);
    while let Some(action) = greedy_action(&state) {
        support::perform_aog(app, &action);
        state.apply(&action).unwrap();
    }
    shot(app, dir, "a2-challenge-result");
    i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(3));
    shot(app, dir, "a2-challenge-result");
    tap(app, "Home");
    tap_reaching(app, "PIP Armor: New game");
    tap_reaching(app, "Challenge: Hard");
    tall_shot(app, dir, "a3-challenge-new-game-pip");
    // The button while a walk is under way (here the walk runs at once, so its words are set for the picture).
    if std::env::var(SHOT_LANGUAGE).is_err() {
        let ng = app.global::<standfirm::NewGameAdapter>();
        ng.set_finding("Finding a Hard deal…".into());
        tall_shot(app, dir, "a3-challenge-finding");
        ng.set_finding("".into());
    }
    tap_reaching(app, "Start a challenge");
    shot(app, dir, "a4-challenge-table-pip");
    leave(app);
    // A Medium one of Hard A (its chance with a decimal, "99.6%"; in Spanish "99,6 %"), won, beside the Very
    // hard one: Statistics' chart of the wins by grade.
    tap(app, "Armor of God: Solo: New game");
    type_reaching(app, "Deal number", "1");
    tap_reaching(app, "Challenge: Medium");
    tap_reaching(app, "Start a challenge");
    shot(app, dir, "a5-challenge-table-steady");
    let steady = grade::find(variant, Grade::Steady, 1, None).expect("a Steady deal");
    let mut state = State::new(variant.armor_of_god_options().unwrap(), steady.deal);
    while let Some(action) = greedy_action(&state) {
        support::perform_aog(app, &action);
        state.apply(&action).unwrap();
    }
    tap(app, "Home");
    tap_reaching(app, "Statistics");
    tall_shot(app, dir, "a6-challenge-statistics");
    tap(app, "Back");
}
