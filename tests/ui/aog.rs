//! UI test: Armor of God played to its end through the real screens, by accessible label, on a seeded deal;
//! after every move the screen is checked against the engine. Also: illegal taps, undo, leaving and Back.

use crate::support::*;
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{Action, DartMode, Options, Slot, State, Status, Step};

fn hand_words(state: &State) -> Vec<String> {
    state.hand().iter().map(|&c| words(c)).collect()
}

fn assert_screen_matches(app: &standfirm::AppWindow, state: &State) {
    assert_eq!(
        hand_labels(app),
        hand_words(state),
        "the hand on screen is the engine's hand"
    );
    let subtitle = format!(
        "Round {}/{} · Deck {} · Discard {}",
        state.round(),
        state.options().defense.rounds(),
        state.deck_count(),
        state.discard().len()
    );
    assert!(
        shows(app, &subtitle),
        "the top bar shows {subtitle:?}; texts: {:?}",
        texts(app)
    );
    for slot in Slot::ALL {
        let description = description(app, &format!("{} pile", slot.title()));
        if state.claimed().contains(&slot) {
            assert!(
                description.starts_with("claimed"),
                "{slot:?}: {description}"
            );
        } else {
            let expected = format!("{} of {}", state.pile_total(slot), slot.target());
            assert!(
                description.starts_with(&expected),
                "{slot:?}: {description} vs {expected}"
            );
        }
    }
    assert_eq!(
        shows(app, "Satan's Dart is active"),
        state.dart_active() && state.step() != Step::Over
    );
}

#[test]
fn armor_of_god_plays_to_the_end_from_home() {
    init();
    let app = app(360, 640);
    assert!(shows(&app, "Armor of God: Solo"));
    assert!(
        !buttons(&app).iter().any(|b| b.starts_with("Continue:")),
        "no game yet"
    );
    tap(&app, "Armor of God: Solo: New game");
    tap(&app, "Satan's Dart: Softer");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");

    let options = Options {
        dart: DartMode::Softer,
        ..Options::default()
    };
    let mut state = State::new(options, 7);
    assert_screen_matches(&app, &state);

    // An illegal tap changes nothing and says why.
    tap(&app, "Belt of Truth pile");
    assert!(shows(&app, "Tap a card in your hand first"));
    assert_screen_matches(&app, &state);

    // Undo before any hidden card is revealed; not after a draw.
    let first = greedy_action(&state).unwrap();
    perform_aog(&app, &first);
    assert!(shows(&app, "Bearing the Weight") || state.dart_active());
    tap(&app, "Undo");
    assert_screen_matches(&app, &state);

    let mut moves = 0;
    let mut claimed_refusal_seen = false;
    while let Some(action) = greedy_action(&state) {
        // Once a slot is claimed, try to play on it: refused, with the reason, and nothing changes.
        if let (Action::Play { card, .. }, Some(&claimed)) = (action, state.claimed().first()) {
            if !claimed_refusal_seen {
                tap(&app, &format!("Hand: {}", words(card)));
                tap(&app, &format!("{} pile", claimed.title()));
                assert!(
                    shows(&app, &format!("The {} is already claimed", claimed.title())),
                    "{:?}",
                    texts(&app)
                );
                tap(&app, &format!("Hand: {}", words(card))); // deselect
                assert_screen_matches(&app, &state);
                claimed_refusal_seen = true;
            }
        }
        perform_aog(&app, &action);
        let events = state.apply(&action).unwrap();
        moves += 1;
        if events.iter().any(|e| e.reveals_hidden_card()) {
            tap(&app, "Undo");
            assert!(
                shows(&app, "Undo is not possible now"),
                "undo stops at a reveal"
            );
        }
        assert_screen_matches(&app, &state);
    }
    assert!(moves > 20);
    assert!(claimed_refusal_seen);
    match state.status() {
        Status::Won => assert!(shows(&app, "Victory!")),
        Status::Lost { .. } => assert!(shows(&app, "The battle is lost")),
        Status::InProgress => unreachable!(),
    }
    assert!(shows(&app, "Deal 7"), "the summary names the deal");

    // Replay this deal: the same first hand.
    tap(&app, "Replay this deal");
    let replay = State::new(options, 7);
    assert_screen_matches(&app, &replay);

    // Back asks before leaving a game in progress; Stay keeps it, Leave goes home where it can be continued.
    key(&app, slint::platform::Key::Escape);
    assert!(shows(&app, "Leave the game?"));
    tap(&app, "Stay");
    assert!(!shows(&app, "Leave the game?"));
    assert_screen_matches(&app, &replay);
    tap(&app, "Back");
    tap(&app, "Leave");
    tap(&app, "Continue: Armor of God · deal 7");
    assert_screen_matches(&app, &replay);
}
