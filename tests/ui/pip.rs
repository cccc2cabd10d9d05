//! UI test: PIP Armor played to its end through the real screens on a seeded deal, checked against the
//! engine after every move; nothing set aside face down is ever shown (PIP-4.3).

use crate::support::*;
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot};
use standfirm_engine::pip_armor::{Action, Options, Phase, State, Status};

fn assert_screen_matches(app: &standfirm::AppWindow, state: &State) {
    match state.phase() {
        Phase::Prepare => {
            let [upper, lower] = state.revealed().unwrap();
            assert!(has_button(app, &format!("Upper card: {}", words(upper))));
            assert!(has_button(app, &format!("Lower card: {}", words(lower))));
            let (armor, response, threat) = state.pile_sizes();
            // Each face-down pile with its count, as its plate shows it and a screen reader says it.
            for (name, count) in [("Armor", armor), ("Response", response), ("Threat", threat)] {
                let said: Vec<String> = find(app, &format!("{name} pile"))
                    .iter()
                    .filter_map(|e| e.accessible_description())
                    .map(|d| d.to_string())
                    .collect();
                let words = if count == 1 {
                    "1 card, face down".to_string()
                } else {
                    format!("{count} cards, face down")
                };
                assert!(said.contains(&words), "{name} pile count {count}: {said:?}");
                assert!(shows(app, name), "{name} pile's name");
            }
            let turn = state.prepare_turn().unwrap();
            assert!(shows(app, &format!("Prepare · turn {turn} of 18")));
        }
        Phase::Stand => {
            let hand: Vec<String> = state.hand().iter().map(|&c| words(c)).collect();
            assert_eq!(hand_labels(app), hand);
            let threat = state.threat().unwrap();
            assert!(find(app, &format!("Threat: {}", words(threat))).len() == 1);
            assert!(shows(
                app,
                &format!("Threats left {}", state.threats_left())
            ));
        }
        Phase::Over => {}
    }
}

#[test]
fn pip_armor_plays_to_the_end_and_hides_what_was_set_aside() {
    init();
    let app = app(360, 640);
    tap(&app, "PIP Armor: New game");
    tap(&app, "Learning Mode: On");
    type_into(&app, "Deal number", "3");
    tap(&app, "Start the game");
    let mut state = State::new(Options { learning: true }, 3);
    assert_screen_matches(&app, &state);

    // Illegal taps explain themselves and change nothing.
    tap(&app, "Keep as Armor");
    assert!(shows(&app, "Tap one of the two cards first"));
    tap(&app, "Threat pile");
    assert!(shows(&app, "goes to the Threat pile by itself"));
    assert_screen_matches(&app, &state);

    let mut bot = GreedyBot;
    let mut set_aside = Vec::new();
    while !state.is_over() {
        let action = bot.choose(&state);
        if let Action::Prepare { pick, .. } = action {
            set_aside.push(state.revealed().unwrap()[pick as usize - 1]);
            set_aside.push(state.revealed().unwrap()[2 - pick as usize]);
        }
        perform_pip(&app, &state, &action);
        state.apply(&action).unwrap();
        if state.phase() == Phase::Prepare {
            // Nothing set aside face down may be looked at: no label or text names it.
            for card in &set_aside {
                let name = words(*card);
                assert!(find(&app, &format!("Upper card: {name}")).is_empty());
                assert!(find(&app, &format!("Lower card: {name}")).is_empty());
                assert!(
                    !texts(&app).iter().any(|t| t.contains(&card.pretty())),
                    "{} is shown",
                    card.pretty()
                );
            }
            tap(&app, "Undo");
            assert!(
                shows(&app, "Undo is not possible now"),
                "a reveal follows every Prepare turn"
            );
        }
        if shows(&app, "Put On the Armor") && has_button(&app, "Stand firm") {
            tap(&app, "Stand firm");
        }
        assert_screen_matches(&app, &state);
    }
    match state.status() {
        Status::Won { rating, .. } => {
            assert!(shows(&app, "Victory!"));
            assert!(shows(&app, rating.name()));
        }
        Status::Lost => assert!(shows(&app, "The battle is lost")),
        Status::PracticeComplete => assert!(shows(&app, "Practice complete")),
        Status::InProgress => unreachable!(),
    }
    tap(&app, "Home");
    assert!(
        !buttons(&app).iter().any(|b| b.starts_with("Continue:")),
        "a finished game is not continued"
    );
}

/// The solo session's one undo: in PIP Armor as in Armor of God, an undo leaves no
/// hint and no highlight behind. Every move but the last reveals a card (PIP-B3), so the last is undone.
#[test]
fn an_undo_in_pip_armor_leaves_no_hint_and_no_highlight() {
    use slint::{ComponentHandle, Model};
    init();
    let app = app(360, 640);
    tap(&app, "PIP Armor: New game");
    type_into(&app, "Deal number", "3");
    tap(&app, "Start the game");
    let mut state = State::new(Options { learning: false }, 3);
    let adapter = app.global::<standfirm::PipAdapter>();
    let flashes = |adapter: &standfirm::PipAdapter| {
        adapter
            .get_pieces()
            .iter()
            .filter(|p| p.flash != standfirm::PieceFlash::None)
            .count()
    };
    loop {
        let action = GreedyBot.choose(&state);
        let mut next = state.clone();
        next.apply(&action).unwrap();
        if next.is_over() {
            break;
        }
        perform_pip(&app, &state, &action);
        if shows(&app, "Put On the Armor") && has_button(&app, "Stand firm") {
            tap(&app, "Stand firm");
        }
        state = next;
    }
    // A hint, then an undo that is not possible: the hint goes.
    tap(&app, "Hint");
    assert!(!adapter.get_hint_text().is_empty(), "the hint is shown");
    tap(&app, "Undo");
    assert!(shows(&app, "Undo is not possible now"));
    assert!(adapter.get_hint_text().is_empty(), "no stale hint");
    // The hint followed to the last move, which is undone: no hint, no choice, no highlight is left.
    tap(&app, "Hint");
    let before = state.clone();
    let action = GreedyBot.choose(&state);
    perform_pip(&app, &state, &action);
    state.apply(&action).unwrap();
    assert!(state.is_over());
    tap(&app, "Undo");
    assert!(adapter.get_hint_text().is_empty(), "no hint after the undo");
    assert_eq!(adapter.get_selected(), -1, "no card chosen after the undo");
    assert_eq!(flashes(&adapter), 0, "no highlight after the undo");
    assert_screen_matches(&app, &before);
}
