//! PIP Armor hints: legal, blind to every face-down card, the greedy bot's Stand choice, reasons with the right
//! cards and pips.

use super::common::{c, cards};
use super::{is_one_line, reshuffle_hidden, share};
use standfirm_engine::cards::deck_36;
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot, RandomBot};
use standfirm_engine::pip_armor::{
    hint, Action, Hint, Options, Phase, Pile, StandSetup, State, Status,
};
use standfirm_engine::rng::GameRng;
use std::ops::Range;

/// Visits every position of seeded games played randomly (varied positions) or by the greedy bot.
fn each_position(learning: bool, seeds: Range<u64>, random: bool, mut visit: impl FnMut(&State)) {
    for seed in seeds {
        let mut state = State::new(Options { learning }, seed);
        let mut random_bot = RandomBot::new(seed);
        loop {
            visit(&state);
            if state.is_over() {
                break;
            }
            let action = if random {
                random_bot.choose(&state)
            } else {
                GreedyBot.choose(&state)
            };
            state.apply(&action).expect("bots play legally");
        }
    }
}

#[test]
fn hint_is_a_legal_action_at_every_step_learning_on_and_off() {
    let mut positions = 0;
    for learning in [false, true] {
        for random in [true, false] {
            each_position(learning, 0..400, random, |state| {
                positions += 1;
                match hint(&state.view()) {
                    None => assert!(state.is_over()),
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
    assert!(positions > 50_000, "{positions} positions");
}

/// The JSON arrays of the face-down cards in this phase, with how many of each are hidden: the Prepare deck
/// less its revealed pair (the last two, its top) and the three piles set aside; or both Stand decks.
fn hidden_zones(state: &serde_json::Value) -> Vec<(&'static str, usize)> {
    let len = |key: &str| state[key].as_array().map_or(0, Vec::len);
    match state["phase"].as_str() {
        Some("prepare") => vec![
            ("deck", len("deck") - 2),
            ("armor_pile", len("armor_pile")),
            ("response_pile", len("response_pile")),
            ("threat_pile", len("threat_pile")),
        ],
        Some("stand") => vec![
            ("response_deck", len("response_deck")),
            ("threat_deck", len("threat_deck")),
        ],
        _ => Vec::new(),
    }
}

#[test]
fn hints_cannot_leak() {
    let mut rng = GameRng::new(36);
    let (mut compared, mut greedy_changed) = (0, 0);
    for learning in [false, true] {
        for random in [true, false] {
            each_position(learning, 0..150, random, |state| {
                let mut json = serde_json::to_value(state).unwrap();
                let zones = hidden_zones(&json);
                reshuffle_hidden(&mut json, &zones, &mut rng);
                let other: State = serde_json::from_value(json).unwrap();
                assert_eq!(other.view(), state.view(), "the same screen");
                assert_eq!(hint(&other.view()), hint(&state.view()));
                if !state.is_over() {
                    compared += 1;
                    greedy_changed +=
                        usize::from(GreedyBot.choose(&other) != GreedyBot.choose(state));
                }
            });
        }
    }
    println!(
        "PIP Armor: the same screen over other face-down cards changed the greedy bot's move in {} \
         positions and the hint in none",
        share(greedy_changed, compared)
    );
    // The test has teeth: the greedy bot remembers the face-down Armor pile, and changes its move for it.
    assert!(compared > 10_000, "only {compared} positions compared");
    assert!(
        greedy_changed > 0,
        "{compared} positions, no greedy move changed"
    );
}

#[test]
fn hint_agrees_with_the_greedy_bot_in_every_stand_decision_and_most_prepare_picks() {
    let (mut stand, mut stand_same) = (0, 0);
    let (mut prepare, mut prepare_same, mut pick_same) = (0, 0, 0);
    for learning in [false, true] {
        each_position(learning, 0..1_000, false, |state| {
            let (Some(h), false) = (hint(&state.view()), state.is_over()) else {
                return;
            };
            let greedy = GreedyBot.choose(state);
            match (state.phase(), h.action, greedy) {
                (Phase::Stand, ..) => {
                    stand += 1;
                    stand_same += usize::from(h.action == greedy);
                }
                (
                    Phase::Prepare,
                    Action::Prepare { pick: a, .. },
                    Action::Prepare { pick: b, .. },
                ) => {
                    prepare += 1;
                    prepare_same += usize::from(h.action == greedy);
                    pick_same += usize::from(a == b);
                }
                other => panic!("{other:?}"),
            }
        });
    }
    println!(
        "PIP Armor: the hint is the greedy bot's move in {} of all decisions; Stand {}, Prepare {} \
         (the same card kept in {})",
        share(stand_same + prepare_same, stand + prepare),
        share(stand_same, stand),
        share(prepare_same, prepare),
        share(pick_same, prepare)
    );
    assert!(
        stand > 10_000 && prepare > 10_000,
        "only {stand} Stand and {prepare} Prepare decisions compared"
    );
    assert_eq!(stand_same, stand, "the Stand choice reads only the table");
    assert!(pick_same * 100 >= 90 * prepare, "{pick_same} of {prepare}");
}

#[test]
fn a_hint_player_wins_as_often_as_the_greedy_bot() {
    let games = 2_000;
    for learning in [false, true] {
        let mut wins = [0usize; 2];
        let mut pips = [0u64; 2];
        for (i, by_hint) in [false, true].into_iter().enumerate() {
            for seed in 0..games {
                let mut state = State::new(Options { learning }, seed);
                while !state.is_over() {
                    let action = if by_hint {
                        hint(&state.view()).expect("the game is on").action
                    } else {
                        GreedyBot.choose(&state)
                    };
                    state.apply(&action).unwrap();
                }
                if let Status::Won { .. } = state.status() {
                    wins[i] += 1;
                    pips[i] += u64::from(state.pips_total());
                }
            }
        }
        println!(
            "PIP Armor (learning {learning}), seeds 0..{games}: greedy bot wins {} (mean {:.1} pips), \
             hint player wins {} (mean {:.1} pips)",
            share(wins[0], games as usize),
            pips[0] as f64 / wins[0].max(1) as f64,
            share(wins[1], games as usize),
            pips[1] as f64 / wins[1].max(1) as f64
        );
        // The greedy bot wins a good share of these games, so the comparison has something to compare.
        assert!(wins[0] * 10 > games as usize, "{wins:?} of {games}");
        assert!(wins[1] * 100 >= wins[0] * 99, "{wins:?}");
    }
}

fn stand(setup: StandSetup) -> State {
    State::from_stand_setup(setup).expect("a valid setup")
}

fn hint_of(state: &State) -> Hint {
    hint(&state.view()).expect("the game is on")
}

fn respond(card: &str) -> Action {
    Action::Respond { card: c(card) }
}

#[test]
fn reason_names_the_lowest_card_that_beats_the_threat() {
    // The 6 of Spades aims at the missing Helmet, so it would strike the Breastplate (PIP-6.4).
    let state = stand(
        StandSetup::new()
            .equip(c("8H"), 4)
            .hand(&cards("9C 7D 3H 2C"))
            .threats(&cards("6S 2D")),
    );
    let h = hint_of(&state);
    assert_eq!(h.action, respond("7D"));
    assert_eq!(
        h.reason,
        "Respond with the 7 of Diamonds: the lowest card that beats the 6 of Spades."
    );
}

#[test]
fn reason_for_a_tie_says_that_a_tie_defeats_the_threat() {
    let state = stand(
        StandSetup::new()
            .equip(c("8H"), 4)
            .hand(&cards("7D 2C"))
            .threats(&cards("7S")),
    );
    let h = hint_of(&state);
    assert_eq!(h.action, respond("7D"));
    assert_eq!(
        h.reason,
        "Respond with the 7 of Diamonds: it beats the 7 of Spades (a tie defeats the Threat)."
    );
}

#[test]
fn learning_reason_names_the_piece_that_gets_a_pip_back() {
    // PIP-9.1: the 5 of Spades restores the Shield (1 of 3 pips); the 5 of Diamonds' Sword is missing.
    let state = stand(
        StandSetup::new()
            .options(Options { learning: true })
            .equip(c("10H"), 6)
            .equip(c("9S"), 1)
            .hand(&cards("5D 5S"))
            .threats(&cards("4C")),
    );
    let h = hint_of(&state);
    assert_eq!(h.action, respond("5S"));
    assert_eq!(
        h.reason,
        "Respond with the 5 of Spades: the lowest card that beats the 4 of Clubs, and Learning Mode \
         restores a pip to the Shield."
    );
}

#[test]
fn reason_for_a_hopeless_threat_plays_the_weakest_card_while_the_deck_can_replace_it() {
    let state = stand(
        StandSetup::new()
            .equip(c("10H"), 6)
            .equip(c("8S"), 3)
            .hand(&cards("3H 2C"))
            .responses(&cards("4D 5D 6D"))
            .threats(&cards("10S")),
    );
    let h = hint_of(&state);
    assert_eq!(h.action, respond("2C"));
    assert_eq!(
        h.reason,
        "Play the 2 of Clubs anyway: nothing in your hand beats the 10 of Spades, and a new card replaces it."
    );
}

#[test]
fn reason_for_taking_the_hit_names_the_piece_that_takes_it() {
    let state = stand(
        StandSetup::new()
            .equip(c("10H"), 6)
            .equip(c("8S"), 3)
            .hand(&cards("3H 2C"))
            .threats(&cards("10S")),
    );
    let h = hint_of(&state);
    assert_eq!(h.action, Action::Pass);
    assert_eq!(
        h.reason,
        "Take the hit on the Helmet (3 pips): no card in your hand is high enough."
    );
}

#[test]
fn reason_for_a_saving_pass_names_the_fragile_breastplate() {
    let state = stand(
        StandSetup::new()
            .equip(c("4H"), 2)
            .equip(c("8S"), 3)
            .hand(&cards("9D 2C"))
            .threats(&cards("6S")),
    );
    let h = hint_of(&state);
    assert_eq!(h.action, Action::Pass);
    assert_eq!(
        h.reason,
        "Take the hit on the Helmet (3 pips): save the 9 of Diamonds while the Breastplate has only 2 pips."
    );
}

/// A game whose first revealed pair is `upper` then `lower` (the rest in canonical order).
fn revealing(upper: &str, lower: &str) -> State {
    let top = [c(upper), c(lower)];
    let mut deck = top.to_vec();
    deck.extend(deck_36().into_iter().filter(|card| !top.contains(card)));
    State::from_deck(Options::default(), 1, deck).expect("36 cards")
}

#[test]
fn prepare_reason_puts_the_strongest_card_of_a_piece_on_the_armor_pile() {
    let h = hint_of(&revealing("9C", "4D"));
    assert_eq!(
        h.action,
        Action::Prepare {
            pick: 1,
            pile: Pile::Armor
        }
    );
    assert_eq!(
        h.reason,
        "Put the 9 of Clubs on the Armor pile: the strongest Belt card gives 3 pips."
    );
    // Two strongest cards: the Breastplate's first, for without it the battle cannot be won (PIP-2.2).
    let h = hint_of(&revealing("10S", "10H"));
    assert_eq!(
        h.action,
        Action::Prepare {
            pick: 2,
            pile: Pile::Armor
        }
    );
    assert_eq!(
        h.reason,
        "Put the 10 of Hearts on the Armor pile: the strongest Breastplate card gives 6 pips."
    );
}

#[test]
fn prepare_reason_keeps_the_higher_card_as_a_response() {
    let h = hint_of(&revealing("4D", "8S"));
    assert_eq!(
        h.action,
        Action::Prepare {
            pick: 2,
            pile: Pile::Response
        }
    );
    assert_eq!(
        h.reason,
        "Keep the 8 of Spades as a Response: it is the higher card, and the 4 of Diamonds becomes a Threat."
    );
}
