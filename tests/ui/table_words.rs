//! UI test: the whole table in words. Each pile's accessible description names its cards as the player may know
//! them (a face-down pile only its count), an unreadable save's reason is in the accessibility tree, and what
//! happens by itself (an automatic effect, a Strongholds bot's move) is in one live element, announced once.

use crate::support::*;
use i_slint_backend_testing::{AccessibleLiveness, AccessibleRole, ElementRoot};
use slint::{ComponentHandle, Model};
use standfirm::{AogAdapter, PipAdapter, ShAdapter, ShStage};
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{Options, Slot, State};
use standfirm_engine::cards::{Card, DECK_52};
use standfirm_engine::pip_armor::{self as pip, bots::Bot, bots::GreedyBot};

/// The words of every live element (a screen reader announces them when they change).
fn live(app: &standfirm::AppWindow) -> Vec<String> {
    app.root_element()
        .query_descendants()
        .match_predicate(|e| {
            matches!(
                e.accessible_live_region(),
                Some(AccessibleLiveness::Polite | AccessibleLiveness::Assertive)
            )
        })
        .find_all()
        .iter()
        .map(|e| e.accessible_label().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn each_armor_of_god_pile_says_its_cards() {
    init();
    let app = app(360, 640);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    let mut state = State::new(Options::default(), 7);
    for _ in 0..12 {
        let action = greedy_action(&state).unwrap();
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
        for slot in Slot::ALL {
            let said = description(&app, &format!("{} pile", slot.title()));
            let cards: Vec<String> = state.slot(slot).cards.iter().map(|&c| words(c)).collect();
            let total = format!("{} of {}", state.pile_total(slot), slot.target());
            assert!(
                state.claimed().contains(&slot) || said.starts_with(&total),
                "{slot:?}: {said:?} has its total {total:?}"
            );
            if !cards.is_empty() {
                assert!(
                    said.ends_with(&format!(" · {}", cards.join(", "))),
                    "{slot:?}: {said:?} names its cards {cards:?}"
                );
            }
        }
        // The deck is face down: its cards (those seen nowhere else) are named nowhere.
        let seen: Vec<Card> = Slot::ALL
            .iter()
            .flat_map(|&s| state.slot(s).cards.clone())
            .chain(state.hand().iter().copied())
            .chain(state.discard().iter().copied())
            .collect();
        let deck: Vec<Card> = DECK_52.into_iter().filter(|c| !seen.contains(c)).collect();
        if deck.len() == state.deck_count() {
            let labels = all_labels(&app);
            for card in deck {
                let name = words(card);
                assert!(!labels.iter().any(|l| l.contains(&name)), "{name} is named");
            }
        }
        // The log's newest line is the one live element.
        let newest = app
            .global::<AogAdapter>()
            .get_log()
            .row_data(0)
            .unwrap()
            .text
            .to_string();
        assert_eq!(live(&app), vec![newest]);
    }
}

#[test]
fn pip_armor_says_its_face_down_piles_as_counts_and_its_pieces() {
    init();
    let app = app(360, 640);
    tap(&app, "PIP Armor: New game");
    type_into(&app, "Deal number", "3");
    tap(&app, "Start the game");
    let mut state = pip::State::new(pip::Options::default(), 3);
    let mut bot = GreedyBot;
    let mut set_aside = Vec::new();
    while state.phase() == pip::Phase::Prepare {
        let action = bot.choose(&state);
        if let pip::Action::Prepare { .. } = action {
            set_aside.extend(state.revealed().unwrap());
        }
        perform_pip(&app, &state, &action);
        state.apply(&action).unwrap();
        if state.phase() != pip::Phase::Prepare {
            break;
        }
        let adapter = app.global::<PipAdapter>();
        for (label, count) in [
            ("Armor pile", adapter.get_armor_pile()),
            ("Response pile", adapter.get_response_pile()),
            ("Threat pile", adapter.get_threat_pile()),
        ] {
            let said = description(&app, label);
            let expected = if count == 1 {
                "1 card, face down".to_string()
            } else {
                format!("{count} cards, face down")
            };
            assert_eq!(said, expected, "{label}");
        }
        // Nothing set aside face down is named anywhere in the tree.
        let labels = all_labels(&app);
        for card in &set_aside {
            let name = words(*card);
            assert!(!labels.iter().any(|l| l.contains(&name)), "{name} is named");
        }
    }
    if has_button(&app, "Stand firm") {
        tap(&app, "Stand firm");
    }
    // Standing: each piece says its pips, or that it is missing.
    for (i, piece) in app.global::<PipAdapter>().get_pieces().iter().enumerate() {
        let said = description(&app, &piece.name);
        assert!(
            said.ends_with(" pip") || said.ends_with(" pips") || said == "missing",
            "piece {i}: {said:?}"
        );
    }
}

#[test]
fn an_unreadable_saves_reason_is_in_the_accessibility_tree() {
    init();
    let dir = temp_dir("words-bad-save");
    std::fs::create_dir_all(dir.join("saves")).unwrap();
    std::fs::write(
        dir.join("saves").join("broken.json"),
        "{ \"format\": \"stand-firm-save\",\n  \"version\": ",
    )
    .unwrap();
    let app = app_at(&dir, 640, 1200);
    tap(&app, "Saved games");
    let row = description(&app, "Saved game: broken.json");
    assert!(row.starts_with("Unreadable: "), "{row:?}");
    // The reason where it is drawn: a text of its own, and the Delete button says it after its name.
    let texts: Vec<String> = app
        .root_element()
        .query_descendants()
        .match_accessible_role(AccessibleRole::Text)
        .find_all()
        .iter()
        .filter_map(|e| e.accessible_label().map(|l| l.to_string()))
        .collect();
    assert!(texts.contains(&row), "{row:?} in {texts:?}");
    assert_eq!(description(&app, "Delete broken.json"), row);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_strongholds_bots_move_is_announced_once() {
    init();
    // Its own files: the bots' pause of the settings, not another test's.
    let dir = temp_dir("words-bot-moves");
    let app = app_at(&dir, 640, 1800);
    tap(&app, "Strongholds: New game");
    type_into(&app, "Name of seat 1", "April");
    if buttons(&app).iter().any(|b| b == "Seat 2 is a person") {
        tap(&app, "Seat 2 is a person");
    }
    type_into(&app, "Name of seat 2", "Bot 2");
    // Two bots, the first to play: the public table stays while they move.
    while buttons(&app)
        .iter()
        .filter(|b| b.starts_with("Remove seat "))
        .count()
        < 3
    {
        tap(&app, "Add a player");
    }
    tap(&app, "First player: seat 2");
    type_into(&app, "Strongholds deal number", "5");
    tap(&app, "Start Strongholds");
    let adapter = app.global::<ShAdapter>();
    assert_eq!(adapter.get_stage(), ShStage::Table);
    let mut said = Vec::new();
    while adapter.get_stage() == ShStage::Table {
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_millis(750));
        if adapter.get_stage() != ShStage::Table {
            break;
        }
        let highlight = adapter.get_highlight().to_string();
        // One live element, saying the move just made: a screen reader hears it once, as it happens.
        assert_eq!(live(&app), vec![highlight.clone()]);
        if said.last() != Some(&highlight) {
            said.push(highlight);
        }
    }
    assert!(
        said.iter().any(|s| s.starts_with("Bot 2 ")),
        "the bot's move was announced: {said:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
