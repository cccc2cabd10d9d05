//! Property tests for Armor of God: the one harness (legal actions apply, illegal ones are refused with the
//! state unchanged, determinism, notation, re-deals) with this game's invariants (conservation, AOG-2.4), greedy
//! playouts, and state round-trips, across every option.

use standfirm_engine::armor_of_god::bots::{greedy_action, random_action};
use standfirm_engine::armor_of_god::{
    Action, DartLine, DartMode, Defense, FaceValues, Options, Slot, SlotState, State, Status, Step,
};
use standfirm_engine::cards::deck_52;
use standfirm_engine::harness::Harness;
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

/// The harness (determinism, refusal, notation, re-deals) over 600 random games across every option, with the
/// invariants above and every writable action as a candidate for refusal.
#[test]
fn the_harness_holds_for_armor_of_god() {
    let options = all_options();
    let report = Harness::new(|seed| State::new(options[seed as usize % options.len()], seed))
        .games(600)
        .invariant(|s| {
            assert_invariants(s);
            for a in s.legal_actions() {
                assert!(s.check(&a).is_ok(), "listed action {a} is legal");
            }
        })
        .candidates(every_action())
        // The deck is all the player cannot see (AOG-B22).
        .hidden(|s, _| {
            let json = serde_json::to_value(s).unwrap();
            vec![json["deck"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.to_string())
                .collect()]
        })
        .run();
    assert!(
        report.refused > 10_000 && report.changed_redeals > 1_000,
        "{report:?}"
    );
}

#[test]
fn greedy_playouts_keep_every_invariant() {
    for options in all_options() {
        for seed in 0..100 {
            let mut s = State::new(options, seed);
            let mut moves = 0;
            while let Some(action) = greedy_action(&s) {
                s.apply(&action).unwrap();
                assert_invariants(&s);
                moves += 1;
                assert!(
                    moves < 1_000,
                    "{options:?}, seed {seed}: the game never ends"
                );
            }
            assert_over(&s, &format!("{options:?}, seed {seed}"));
        }
    }
}

/// The game is over by its rules, not stopped at a Discard or a Dart choice: won with all six pieces claimed
/// (AOG-10.1), or lost at a Defense Check that needed more pieces than were claimed (AOG-10.2), and nothing
/// more to do.
fn assert_over(s: &State, what: &str) {
    assert_eq!(s.step(), Step::Over, "{what}");
    assert!(s.legal_actions().is_empty(), "{what}");
    match s.status() {
        Status::Won => assert_eq!(s.claimed().len(), 6, "{what}: won with every piece"),
        Status::Lost {
            round,
            needed,
            claimed,
        } => {
            assert_eq!(round, s.round(), "{what}");
            assert_eq!(needed, s.options().defense.threshold(round), "{what}");
            assert_eq!(usize::from(claimed), s.claimed().len(), "{what}");
            assert!(claimed < needed, "{what}: lost a check it passed");
        }
        Status::InProgress => panic!("{what}: over but in progress"),
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
