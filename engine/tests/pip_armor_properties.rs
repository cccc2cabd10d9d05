//! PIP Armor properties, checked after every action of thousands of seeded games by the one harness
//! (determinism, refusal, notation, re-deals) with this game's own checks: the 36 cards are always accounted
//! for, every legal action applies, illegal ones leave the state unchanged, states round-trip, and the view hides
//! the face-down piles (PIP-4.3, PIP-B3).

use serde_json::Value;
use standfirm_engine::cards::{deck_36, Card};
use standfirm_engine::harness::Harness;
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot, RandomBot};
use standfirm_engine::pip_armor::{Action, Options, Phase, Piece, PieceState, Pile, State, Status};

const GAMES: u64 = 2_000;

fn assert_cards_conserved(state: &State) {
    let mut cards = state.cards_in_zones();
    cards.sort();
    let mut all = deck_36();
    all.sort();
    assert_eq!(cards, all, "all 36 cards, each once");
}

fn assert_legal_actions_apply(state: &State) {
    let legal = state.legal_actions();
    assert_eq!(legal.is_empty(), state.is_over());
    match state.phase() {
        Phase::Prepare => assert_eq!(legal.len(), 4),
        Phase::Stand => assert_eq!(legal.len(), state.hand().len() + 1),
        Phase::Over => {}
    }
    for action in legal {
        let mut copy = state.clone();
        copy.apply(&action)
            .unwrap_or_else(|e| panic!("legal {action} refused: {e}"));
        assert_cards_conserved(&copy);
    }
}

/// Actions that must be refused now: wrong-phase actions, cards not in hand, anything once over.
fn illegal_sample(state: &State) -> Vec<Action> {
    let not_in_hand = deck_36()
        .into_iter()
        .filter(|c| !state.hand().contains(c))
        .take(3);
    let mut sample: Vec<Action> = not_in_hand.map(|card| Action::Respond { card }).collect();
    sample.push(Action::Prepare {
        pick: 3,
        pile: Pile::Armor,
    });
    sample.push(Action::Prepare {
        pick: 0,
        pile: Pile::Response,
    });
    match state.phase() {
        Phase::Prepare => {
            sample.push(Action::Pass);
            sample.extend(
                deck_36()
                    .into_iter()
                    .take(2)
                    .map(|card| Action::Respond { card }),
            );
        }
        Phase::Stand => sample.push(Action::Prepare {
            pick: 1,
            pile: Pile::Armor,
        }),
        Phase::Over => sample.extend([
            Action::Pass,
            Action::Prepare {
                pick: 2,
                pile: Pile::Armor,
            },
        ]),
    }
    sample
}

fn assert_illegal_refused(state: &State) {
    for (i, action) in illegal_sample(state).into_iter().enumerate() {
        let mut copy = state.clone();
        assert!(
            copy.apply(&action).is_err(),
            "{action} should be refused in {:?}",
            state.phase()
        );
        assert!(copy.apply_quiet(&action).is_err());
        assert_eq!(&copy, state, "a refused {action} changed the state");
        if i == 0 {
            assert_eq!(
                serde_json::to_string(&copy).unwrap(),
                serde_json::to_string(state).unwrap()
            );
        }
    }
}

fn cards_in(value: &Value, out: &mut Vec<Card>) {
    match value {
        Value::String(s) => out.extend(s.parse::<Card>().ok()),
        Value::Array(items) => items.iter().for_each(|v| cards_in(v, out)),
        Value::Object(map) => map.values().for_each(|v| cards_in(v, out)),
        _ => {}
    }
}

/// The view shows only the revealed pair while preparing, and afterwards only the hand, the Threat, the
/// discard and the equipped cards: never a face-down pile or a deck.
fn assert_view_hides(state: &State) {
    let view = serde_json::to_value(state.view()).unwrap();
    let mut shown = Vec::new();
    cards_in(&view, &mut shown);
    let mut visible: Vec<Card> = state.revealed().map(Vec::from).unwrap_or_default();
    visible.extend_from_slice(state.hand());
    visible.extend(state.threat());
    visible.extend_from_slice(state.discard());
    for piece in Piece::ALL {
        match state.piece(piece) {
            PieceState::Equipped { card, .. } | PieceState::Destroyed { card } => {
                visible.push(card)
            }
            _ => {}
        }
    }
    for card in shown {
        assert!(
            visible.contains(&card),
            "the view reveals {card} in {:?}",
            state.phase()
        );
    }
    if state.phase() == Phase::Prepare {
        assert!(view["armor"]
            .as_object()
            .unwrap()
            .values()
            .all(|p| p["state"] == "unprepared"));
        let (a, r, t) = state.pile_sizes();
        assert_eq!(
            (view["armor_pile"].as_u64(), view["response_pile"].as_u64()),
            (Some(a as u64), Some(r as u64))
        );
        assert_eq!(view["threat_pile"].as_u64(), Some(t as u64));
        assert_eq!(view["hand"], Value::Array(vec![]));
    }
    assert_eq!(
        view["legal"].as_array().unwrap().len(),
        state.legal_actions().len()
    );
}

/// Plays one game with a bot, checking every property after every action; returns the actions.
fn checked_playout(options: Options, seed: u64, bot: &mut impl Bot) -> (State, Vec<Action>) {
    let mut state = State::new(options, seed);
    let mut actions = Vec::new();
    loop {
        assert_cards_conserved(&state);
        assert_legal_actions_apply(&state);
        assert_illegal_refused(&state);
        assert_view_hides(&state);
        if state.is_over() {
            return (state, actions);
        }
        if actions.len() % 9 == 4 {
            let json = serde_json::to_string(&state).unwrap();
            let back: State = serde_json::from_str(&json).unwrap();
            assert_eq!(back, state, "serde round-trip mid-game");
        }
        let action = bot.choose(&state);
        state.apply(&action).unwrap();
        actions.push(action);
        assert!(
            actions.len() <= 18 + 36,
            "a game has at most 18 prepares and one action per Threat"
        );
    }
}

/// The harness (determinism, refusal, notation, re-deals) over 2,000 random games, with this game's own
/// checks at every step; random play reaches every ending.
#[test]
fn the_harness_holds_for_pip_armor() {
    let outcomes = std::cell::RefCell::new([0u32; 3]);
    let report = Harness::new(|seed| {
        State::new(
            Options {
                learning: seed % 2 == 1,
            },
            seed,
        )
    })
    .games(GAMES)
    .invariant(|state| {
        assert_cards_conserved(state);
        assert_legal_actions_apply(state);
        assert_illegal_refused(state);
        assert_view_hides(state);
    })
    // Every face-down place: the Prepare deck below the revealed pair, the piles, the decks (PIP-4.3, PIP-B3).
    .hidden(|state, _| {
        let json = serde_json::to_value(state).unwrap();
        let cards = |k: &str| {
            json[k]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
        };
        let mut deck = cards("deck");
        if state.phase() == standfirm_engine::pip_armor::Phase::Prepare {
            deck.truncate(deck.len().saturating_sub(2));
        }
        let mut zones = vec![deck];
        for k in [
            "armor_pile",
            "response_pile",
            "threat_pile",
            "response_deck",
            "threat_deck",
        ] {
            zones.push(cards(k));
        }
        zones
    })
    .positions(|seed, actions, state| {
        assert!(
            actions.len() <= 18 + 36,
            "seed {seed}: at most 18 prepares and one action per Threat"
        );
        if state.is_over() {
            outcomes.borrow_mut()[match state.status() {
                Status::Won { .. } => 0,
                Status::Lost => 1,
                Status::PracticeComplete => 2,
                Status::InProgress => unreachable!("over"),
            }] += 1;
        }
    })
    .run();
    assert!(
        report.refused > 1_000 && report.changed_redeals > 1_000,
        "{report:?}"
    );
    let outcomes = outcomes.into_inner();
    assert!(
        outcomes.iter().all(|&n| n > 0),
        "random play reaches every ending: {outcomes:?}"
    );
}

#[test]
fn greedy_playouts_keep_every_invariant() {
    for seed in 0..GAMES / 4 {
        let options = Options {
            learning: seed % 3 == 0,
        };
        let (state, _) = checked_playout(options, 1_000_000 + seed, &mut GreedyBot);
        assert!(state.is_over());
    }
}

#[test]
fn quiet_and_verbose_apply_agree() {
    for seed in 0..200 {
        let mut verbose = State::new(Options { learning: true }, seed);
        let mut quiet = verbose.clone();
        let mut bot = RandomBot::new(seed);
        while !verbose.is_over() {
            let action = bot.choose(&verbose);
            assert!(
                !verbose.apply(&action).unwrap().is_empty(),
                "every action reports what happened"
            );
            quiet.apply_quiet(&action).unwrap();
            assert_eq!(quiet, verbose);
        }
    }
}

#[test]
fn serde_round_trip_resumes_the_same_game() {
    for seed in 0..100 {
        let mut state = State::new(Options::default(), seed);
        let mut bot = RandomBot::new(seed);
        for _ in 0..17 {
            state.apply(&bot.choose(&state)).unwrap();
        }
        let mut restored: State =
            serde_json::from_str(&serde_json::to_string(&state).unwrap()).unwrap();
        // The 18th prepare triggers shuffles #2 and #3 from the stored RNG: both copies must agree.
        let action = bot.choose(&state);
        assert_eq!(
            restored.apply(&action).unwrap(),
            state.apply(&action).unwrap()
        );
        assert_eq!(restored, state);
    }
}
