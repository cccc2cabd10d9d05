//! Random-playout property tests for Armor of God: conservation (AOG-2.4), legal actions apply, illegal ones
//! are refused with the state unchanged, determinism, and save round-trips, across every option.

use standfirm_engine::armor_of_god::bots::{greedy_action, random_action};
use standfirm_engine::armor_of_god::{
    Action, DartLine, DartMode, Defense, FaceValues, Options, Slot, SlotState, State, Step,
};
use standfirm_engine::cards::deck_52;
use standfirm_engine::rng::GameRng;

fn all_options() -> Vec<Options> {
    let mut out = Vec::new();
    for dart in [DartMode::Core, DartMode::Softer] {
        for defense in [Defense::Baseline, Defense::HardA, Defense::HardB] {
            for faces in [FaceValues::Ten, FaceValues::Rank] {
                out.push(Options {
                    dart,
                    defense,
                    faces,
                });
            }
        }
    }
    out
}

/// Every action that could be written: all plays, discards and Dart lines.
fn every_action() -> Vec<Action> {
    let mut out = Vec::new();
    for card in deck_52() {
        out.extend(
            Slot::ALL
                .into_iter()
                .map(|slot| Action::Play { card, slot }),
        );
        out.push(Action::Discard { card });
    }
    out.push(Action::Dart {
        line: DartLine::Largest,
    });
    out.push(Action::Dart {
        line: DartLine::Banked,
    });
    out
}

fn assert_invariants(s: &State) {
    let mut all = s.all_cards();
    assert_eq!(all.len(), 52, "AOG-2.4: 52 cards in play");
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 52, "AOG-2.4: no card twice");
    assert!(
        Slot::ALL
            .iter()
            .filter(|&&slot| s.slot(slot).state == SlotState::Banked)
            .count()
            <= 1,
        "AOG-6.3"
    );
    for slot in Slot::ALL {
        let total = s.pile_total(slot);
        match s.slot(slot).state {
            SlotState::Active => {
                assert!(total < slot.target(), "an Active pile is below its target")
            }
            SlotState::Banked => assert_eq!(total, slot.target(), "a Banked pile is exact"),
            SlotState::Claimed => {}
        }
    }
    match s.step() {
        Step::Play => assert!(s.hand().len() <= 4 && !s.legal_actions().is_empty()),
        Step::Discard => assert!(s.hand().len() <= 3 && !s.hand().is_empty()),
        Step::Dart => assert_eq!(s.options().dart, DartMode::Softer),
        Step::Over => assert!(s.legal_actions().is_empty()),
    }
}

/// Plays a random game, checking after every action; `full` also tries every writable illegal action.
fn checked_playout(options: Options, seed: u64, full: bool) -> Vec<Action> {
    let mut s = State::new(options, seed);
    let mut rng = GameRng::new(seed.wrapping_mul(31).wrapping_add(7));
    let candidates = every_action();
    let mut played = Vec::new();
    assert_invariants(&s);
    while let Some(action) = random_action(&s, &mut rng) {
        let legal = s.legal_actions();
        for a in &legal {
            assert!(s.check(a).is_ok(), "listed action {a} is legal");
            let mut copy = s.clone();
            copy.apply(a)
                .unwrap_or_else(|e| panic!("legal {a} failed: {e}"));
            assert_invariants(&copy);
        }
        let sample: Vec<&Action> = if full {
            candidates.iter().collect()
        } else {
            (0..12)
                .map(|_| &candidates[rng.below(candidates.len() as u64) as usize])
                .collect()
        };
        for a in sample {
            if !legal.contains(a) {
                let before = s.clone();
                assert!(
                    s.apply(a).is_err(),
                    "{a} is not listed, so it must be refused"
                );
                assert_eq!(s, before, "a refused {a} changes nothing");
            }
        }
        s.apply(&action).unwrap();
        played.push(action);
        assert_invariants(&s);
    }
    played
}

#[test]
fn random_playouts_keep_every_invariant() {
    for (i, options) in all_options().into_iter().enumerate() {
        for seed in 0..250u64 {
            checked_playout(options, seed * 12 + i as u64, false);
        }
    }
}

#[test]
fn every_illegal_action_is_refused_without_change() {
    for (i, options) in all_options().into_iter().enumerate() {
        for seed in 0..8u64 {
            checked_playout(options, 10_000 + seed * 12 + i as u64, true);
        }
    }
}

#[test]
fn greedy_playouts_keep_every_invariant() {
    for options in all_options() {
        for seed in 0..100 {
            let mut s = State::new(options, seed);
            while let Some(action) = greedy_action(&s) {
                s.apply(&action).unwrap();
                assert_invariants(&s);
            }
            assert_ne!(s.step(), Step::Play);
        }
    }
}

#[test]
fn same_seed_and_actions_give_the_same_state() {
    for options in all_options() {
        let seed = 4242;
        let actions = checked_playout(options, seed, false);
        let mut a = State::new(options, seed);
        let mut b = State::new(options, seed);
        for action in &actions {
            assert_eq!(a.apply(action), b.apply(action));
        }
        assert_eq!(a, b);
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            serde_json::to_string(&b).unwrap()
        );
    }
}

#[test]
fn different_seeds_deal_differently() {
    let a = State::new(Options::default(), 1);
    let b = State::new(Options::default(), 2);
    assert_ne!(a.all_cards(), b.all_cards());
}

#[test]
fn saved_games_resume_exactly_mid_game() {
    for (i, options) in all_options().into_iter().enumerate() {
        let seed = 77 + i as u64;
        let mut s = State::new(options, seed);
        let mut rng = GameRng::new(seed);
        let mut steps = 0;
        while let Some(action) = random_action(&s, &mut rng) {
            let json = serde_json::to_string(&s).unwrap();
            let mut back: State = serde_json::from_str(&json).unwrap();
            assert_eq!(back, s);
            // The restored game continues identically, reshuffles included.
            assert_eq!(back.apply(&action), s.clone().apply(&action));
            s.apply(&action).unwrap();
            steps += 1;
        }
        assert!(steps > 5);
    }
}

#[test]
fn a_corrupt_save_is_an_error_not_a_panic() {
    let s = State::new(Options::default(), 3);
    let json = serde_json::to_string(&s).unwrap();
    for bad in [
        &json[..json.len() / 2],
        "{}",
        "[]",
        "null",
        "{\"options\": 5}",
    ] {
        assert!(serde_json::from_str::<State>(bad).is_err());
    }
}

#[test]
fn an_explicit_deck_equal_to_the_seeds_deal_plays_identically() {
    let mut seeded = State::new(Options::default(), 31);
    // The dealt order, top first: the first hand, then the deck (stored top last).
    let mut deck: Vec<_> = seeded.hand().to_vec();
    let mut rest: Vec<_> = seeded.all_cards()[..seeded.deck_count()].to_vec();
    rest.reverse();
    deck.extend(rest);
    let mut from_deck = State::from_deck(Options::default(), 31, deck).unwrap();
    assert_eq!(from_deck, seeded);
    let mut rng = GameRng::new(5);
    while let Some(action) = random_action(&seeded, &mut rng) {
        assert_eq!(from_deck.apply(&action), seeded.apply(&action));
    }
    assert_eq!(from_deck, seeded);
}
