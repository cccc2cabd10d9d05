//! Armor of God hints: legal, blind to the deck order, the greedy bot's move, reasons with the right numbers.

use super::common::{c, cards};
use super::{is_one_line, reshuffle_hidden, share};
use standfirm_engine::armor_of_god::bots::{greedy_action, random_action};
use standfirm_engine::armor_of_god::{
    hint, Action, DartLine, DartMode, Defense, Entry, FaceValues, Hint, Options, Setup, Slot,
    State, Status, Step, Table,
};
use standfirm_engine::rng::GameRng;
use std::ops::Range;

/// The 12 option combinations: Dart × Defense × face values.
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

/// Visits every position of seeded games played randomly (varied positions) or by the greedy bot.
fn each_position(options: Options, seeds: Range<u64>, random: bool, mut visit: impl FnMut(&State)) {
    for seed in seeds {
        let mut state = State::new(options, seed);
        let mut rng = GameRng::new(!seed);
        loop {
            visit(&state);
            let action = if random {
                random_action(&state, &mut rng)
            } else {
                greedy_action(&state)
            };
            let Some(action) = action else { break };
            state.apply(&action).expect("bots play legally");
        }
    }
}

#[test]
fn hint_is_a_legal_action_at_every_step_under_every_option() {
    let mut positions = 0;
    for options in all_options() {
        for random in [true, false] {
            each_position(options, 0..60, random, |state| {
                positions += 1;
                let from_table = hint(&state.table());
                assert_eq!(
                    from_table,
                    hint(&Table::from(&state.view())),
                    "the view's table"
                );
                match from_table {
                    None => assert_eq!(state.step(), Step::Over),
                    Some(h) => {
                        assert!(
                            state.legal_actions().contains(&h.action),
                            "{} is not legal",
                            h.action
                        );
                        assert!(is_one_line(&h.reason), "{:?}", h.reason);
                    }
                }
            });
        }
    }
    assert!(positions > 20_000, "{positions} positions");
}

#[test]
fn hints_cannot_leak() {
    let mut rng = GameRng::new(12);
    let (mut compared, mut reordered) = (0, 0);
    for options in all_options() {
        for random in [true, false] {
            each_position(options, 0..25, random, |state| {
                let mut json = serde_json::to_value(state).unwrap();
                let deck = json["deck"].as_array().unwrap().len();
                reshuffle_hidden(&mut json, &[("deck", deck)], &mut rng);
                json["rng"]["seed"] = (state.seed() + 1000).into();
                let other: State = serde_json::from_value(json).unwrap();
                assert_eq!(other.table(), state.table(), "the same table");
                assert_eq!(hint(&other.table()), hint(&state.table()));
                compared += 1;
                if other.all_cards() != state.all_cards() {
                    reordered += 1;
                }
            });
        }
    }
    assert!(compared > 5_000, "only {compared} positions compared");
    assert!(
        reordered * 2 > compared,
        "{reordered} of {compared} decks reordered"
    );
}

#[test]
fn hint_is_the_greedy_bots_move_in_every_position() {
    let (mut same, mut total) = (0, 0);
    for options in all_options() {
        for random in [true, false] {
            each_position(options, 0..40, random, |state| {
                if let Some(h) = hint(&state.table()) {
                    total += 1;
                    same += usize::from(Some(h.action) == greedy_action(state));
                }
            });
        }
    }
    println!(
        "Armor of God: the hint is the greedy bot's move in {}",
        share(same, total)
    );
    assert!(total > 10_000, "only {total} positions compared");
    assert_eq!(same, total, "the greedy bot reads nothing hidden");
}

#[test]
fn a_hint_player_wins_as_often_as_the_greedy_bot() {
    let games = 2_000;
    let mut wins = [0usize; 2];
    for (i, by_hint) in [false, true].into_iter().enumerate() {
        for seed in 0..games {
            let mut state = State::new(Options::default(), seed);
            loop {
                let action = if by_hint {
                    hint(&state.table()).map(|h| h.action)
                } else {
                    greedy_action(&state)
                };
                let Some(action) = action else { break };
                state.apply(&action).unwrap();
            }
            wins[i] += usize::from(state.status() == Status::Won);
        }
    }
    println!(
        "Armor of God (Core, Baseline, J/Q/K = 10), seeds 0..{games}: greedy bot {}, hint player {}",
        share(wins[0], games as usize),
        share(wins[1], games as usize)
    );
    assert_eq!(wins[0], wins[1]);
    assert!(wins[0] * 100 > 95 * games as usize);
}

fn at_play(setup: Setup, options: Options) -> State {
    setup
        .build(options, 1, Entry::Play)
        .expect("a valid setup")
        .0
}

fn hint_of(state: &State) -> Hint {
    hint(&state.table()).expect("the game is on")
}

fn play(card: &str, slot: Slot) -> Action {
    Action::Play {
        card: c(card),
        slot,
    }
}

/// Five pieces claimed (all but the Sword), with cards that are not used elsewhere in these tests.
fn five_claimed() -> Vec<(Slot, Vec<standfirm_engine::cards::Card>)> {
    vec![
        (Slot::Belt, cards("9C 7C")),
        (Slot::Breastplate, cards("10H 6H")),
        (Slot::Shoes, cards("10S 10D 4C")),
        (Slot::Shield, cards("JC JD 4D")),
        (Slot::Helmet, cards("QC QD KH 2H")),
    ]
}

#[test]
fn reason_names_the_claim_and_its_target() {
    let state = at_play(
        Setup {
            piles: vec![(Slot::Shield, cards("10C 9H"))],
            hand: cards("2C 5D 3H 7S"),
            ..Setup::default()
        },
        Options::default(),
    );
    let h = hint_of(&state);
    assert_eq!(h.action, play("5D", Slot::Shield));
    assert_eq!(h.reason, "Completes the Shield of Faith at 24: claim it.");
}

#[test]
fn reason_names_the_bank_that_is_safe_from_the_dart() {
    // AOG-T7: the Breastplate banks at 16 while the Dart is active; the Dart strikes the Sword instead.
    let state = at_play(
        Setup {
            claimed: vec![(Slot::Belt, cards("10C 6C"))],
            piles: vec![
                (Slot::Breastplate, cards("9D 6S")),
                (Slot::Sword, cards("2S 3S")),
            ],
            hand: cards("AS AH 5D 8C"),
            ..Setup::default()
        },
        Options::default(),
    );
    let h = hint_of(&state);
    assert_eq!(h.action, play("AH", Slot::Breastplate));
    assert_eq!(
        h.reason,
        "Banks the Breastplate of Righteousness at 16: a banked pile is safe from Satan's Dart this turn."
    );
}

#[test]
fn reason_says_every_play_busts_and_names_the_pile_that_loses_least() {
    let mut claimed = five_claimed();
    let helmet = claimed.pop().unwrap();
    assert_eq!(helmet.0, Slot::Helmet);
    let state = at_play(
        Setup {
            claimed,
            piles: vec![
                (Slot::Helmet, cards("QS 8D 7H")),
                (Slot::Sword, cards("KC 5D 9D 7D")),
            ],
            hand: cards("KH QH 8H JS"),
            ..Setup::default()
        },
        Options::default(),
    );
    let h = hint_of(&state);
    assert!(
        matches!(
            h.action,
            Action::Play {
                slot: Slot::Helmet,
                ..
            }
        ),
        "{}",
        h.action
    );
    assert_eq!(
        h.reason,
        "Every play busts a pile: the Helmet of Salvation loses the fewest cards (4)."
    );
}

#[test]
fn reason_names_the_build_and_the_card_value_that_would_complete_it() {
    let build = |sword: &str| {
        at_play(
            Setup {
                claimed: five_claimed(),
                piles: vec![(Slot::Sword, cards(sword))],
                hand: cards("7H 3C 2D 4S"),
                ..Setup::default()
            },
            Options::default(),
        )
    };
    let h = hint_of(&build("5D"));
    assert_eq!(h.action, play("7H", Slot::Sword));
    assert_eq!(h.reason, "Builds the Sword of the Spirit to 12 of 32.");
    let h = hint_of(&build("10C 5D"));
    assert_eq!(h.action, play("7H", Slot::Sword));
    assert_eq!(
        h.reason,
        "Builds the Sword of the Spirit to 22 of 32: one card worth 10 completes it."
    );
}

#[test]
fn reason_for_a_discard_names_the_kept_card_that_completes_a_pile() {
    let mut state = at_play(
        Setup {
            piles: vec![(Slot::Belt, cards("10C")), (Slot::Shield, cards("10S 5S"))],
            hand: cards("9H 6D 2C KC"),
            ..Setup::default()
        },
        Options::default(),
    );
    let first = hint_of(&state);
    assert_eq!(first.action, play("6D", Slot::Belt));
    assert_eq!(first.reason, "Completes the Belt of Truth at 16: claim it.");
    state.apply(&first.action).unwrap();
    assert_eq!(state.step(), Step::Discard);
    let h = hint_of(&state);
    assert!(
        matches!(h.action, Action::Discard { card } if card != c("9H")),
        "{}",
        h.action
    );
    assert!(
        h.reason
            .ends_with("and keep the 9 of Hearts: it completes the Shield of Faith at 24."),
        "{}",
        h.reason
    );
}

#[test]
fn reason_for_the_softer_dart_takes_the_banked_card_that_doubt_would_take() {
    // AOG-T13 (a): the banked line.
    let options = Options {
        dart: DartMode::Softer,
        ..Options::default()
    };
    let mut state = at_play(
        Setup {
            claimed: vec![(Slot::Belt, cards("10C 6C"))],
            piles: vec![
                (Slot::Breastplate, cards("10D 5C AH")),
                (Slot::Sword, cards("10S 9S 4D")),
            ],
            banked: Some(Slot::Breastplate),
            hand: cards("AS 2C 3C 4C"),
            ..Setup::default()
        },
        options,
    );
    state.apply(&hint_of(&state).action).unwrap();
    assert_eq!(state.step(), Step::Dart);
    let h = hint_of(&state);
    assert_eq!(
        h.action,
        Action::Dart {
            line: DartLine::Banked
        }
    );
    assert_eq!(
        h.reason,
        "Let the Dart take the top card of the banked Breastplate of Righteousness: Doubt would take it next turn anyway."
    );
}
