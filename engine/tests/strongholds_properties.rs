//! Random playouts for 2–6 players through the one harness (determinism, refusal, notation, re-deals) and
//! greedy playouts checked after every action: all 123 cards accounted for, hidden information absent from
//! other seats' views (SH-2.4, SH-B24), every legal action applies, illegal actions leave the state unchanged;
//! plus serde round-trips.

mod common;

use common::strongholds::assert_played_to_the_end;
use standfirm_engine::harness::Harness;
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::{
    Action, CardId, Colour, Options, PayUnit, Phase, Source, State,
};

fn quoted(id: CardId) -> String {
    format!("\"{id}\"")
}

/// No seat's view names another seat's Truth cards or any card still in a deck, but the Truth cards it knows at
/// the bottom of the Truth deck (played face up, SH-2.5; its own returns, SH-2.6); the public view (the app's
/// shared screens) names no Truth card in any hand, and of the deck only the played ones.
fn check_views(state: &State) {
    assert!(state.referee_view().decks.is_some());
    let seats = state.options.players;
    for viewer in (0..seats).map(Some).chain([None]) {
        let view = match viewer {
            Some(seat) => state.view(seat),
            None => state.public_view(),
        };
        assert!(view.decks.is_none());
        let json = serde_json::to_string(&view).unwrap();
        for (seat, p) in state.players.iter().enumerate() {
            if viewer != Some(seat as u8) {
                for &t in &p.truths {
                    assert!(
                        !json.contains(&quoted(t)),
                        "{viewer:?} sees seat {seat}'s Truth card {t}"
                    );
                }
            }
        }
        let tail = state.truth_deck.len() - state.truth_bottom.len();
        let known: Vec<CardId> = state
            .truth_deck
            .iter()
            .skip(tail)
            .zip(&state.truth_bottom)
            .filter(|(_, &by)| by.is_none() || by == viewer)
            .map(|(&c, _)| c)
            .collect();
        let shown: Vec<CardId> = view.truth_bottom.iter().flatten().copied().collect();
        assert_eq!(
            shown, known,
            "{viewer:?} knows the played and its own returned Truth cards"
        );
        for &c in state
            .growth_deck
            .iter()
            .chain(&state.truth_deck)
            .chain(&state.stronghold_deck)
            .filter(|c| !known.contains(c))
        {
            assert!(
                !json.contains(&quoted(c)),
                "{viewer:?} sees the deck card {c}"
            );
        }
    }
}

/// Actions of the wrong kind for the phase, payments with a unit missing, and slaps by the active seat.
fn illegal_samples(state: &State, legal: &[Action]) -> Vec<Action> {
    let mut out = Vec::new();
    let wrong_phase = [
        Action::KeepTrial,
        Action::CloseSlapWindow,
        Action::EndTurn,
        Action::DiscardTrial,
    ];
    for a in wrong_phase {
        let fits = match state.phase {
            Phase::SecondTrial { .. } => matches!(a, Action::KeepTrial | Action::DiscardTrial),
            Phase::SlapWindow { .. } => a == Action::CloseSlapWindow,
            Phase::Main => a == Action::EndTurn,
            _ => false,
        };
        if !fits {
            out.push(a);
        }
    }
    for a in legal {
        let mut short = a.clone();
        match &mut short {
            Action::PlayTruth { payment, .. }
            | Action::Slap { payment, .. }
            | Action::OvercomeTrial { payment, .. }
            | Action::FulfilAssignment { payment, .. } => {
                payment.pop();
            }
            _ => continue,
        }
        out.push(short);
    }
    if let Phase::SlapWindow { slot } = state.phase {
        let truth = state.content_truth_any();
        out.push(Action::Slap {
            seat: state.active,
            truth,
            slot,
            payment: vec![],
        });
    }
    out
}

trait AnyTruth {
    fn content_truth_any(&self) -> CardId;
}

impl AnyTruth for State {
    fn content_truth_any(&self) -> CardId {
        standfirm_engine::strongholds::content().truth[0]
    }
}

/// Random, mostly nonsensical actions (any card ids, colours, seats, slots) for the no-panic check.
fn fuzz_actions(rng: &mut GameRng, n: usize) -> Vec<Action> {
    let cards = standfirm_engine::strongholds::content().cards.len() as u64;
    let card = |rng: &mut GameRng| CardId(rng.below(cards) as u8);
    (0..n)
        .map(|_| {
            let units = rng.below(6) as usize;
            let payment: Vec<PayUnit> = (0..units)
                .map(|_| PayUnit {
                    colour: Colour::ALL[rng.below(7) as usize],
                    source: if rng.below(4) == 0 {
                        Source::Permanent(card(rng))
                    } else {
                        Source::Card(card(rng))
                    },
                })
                .collect();
            let (seat, slot) = (rng.below(7) as u8, rng.below(6) as u8);
            match rng.below(6) {
                0 => Action::PlayTruth {
                    truth: card(rng),
                    slot,
                    payment,
                },
                1 => Action::Slap {
                    seat,
                    truth: card(rng),
                    slot,
                    payment,
                },
                2 => Action::OvercomeTrial {
                    trial: card(rng),
                    payment,
                    permanent: card(rng),
                },
                3 => Action::FulfilAssignment {
                    assignment: card(rng),
                    payment,
                    permanent: card(rng),
                },
                4 => Action::DiscardGrowth { card: card(rng) },
                _ => Action::ReturnTruth { card: card(rng) },
            }
        })
        .collect()
}

/// Plays one greedy game to the defeat of the 15th Stronghold (`deep`: checking everything after every action);
/// returns the actions and the end.
fn playout(players: u8, seed: u64, deep: bool) -> (Vec<Action>, State) {
    let options = Options {
        players,
        truth_limit_all: seed % 2 == 1,
        round_cap: Some(300),
    };
    let mut state = State::new(options, seed, (seed % u64::from(players)) as u8).unwrap();
    let mut fuzz = GameRng::new(seed + 1000);
    let mut actions = Vec::new();
    while !state.is_over() {
        state.check_cards().unwrap();
        let legal = state.legal_actions();
        assert!(!legal.is_empty());
        if deep {
            check_views(&state);
            for a in &legal {
                let text = a.to_string();
                assert_eq!(
                    &text.parse::<Action>().unwrap(),
                    a,
                    "notation round-trip of {text}"
                );
                let mut copy = state.clone();
                copy.apply(a)
                    .unwrap_or_else(|e| panic!("legal action {a} refused: {e}"));
                copy.check_cards().unwrap();
            }
            for a in fuzz_actions(&mut fuzz, 8) {
                let mut copy = state.clone();
                match copy.apply(&a) {
                    Ok(_) => copy.check_cards().unwrap(),
                    Err(_) => assert_eq!(copy, state, "a refused action changed the state"),
                }
            }
            for a in illegal_samples(&state, &legal) {
                let mut copy = state.clone();
                assert!(copy.apply(&a).is_err(), "illegal action {a} accepted");
                assert_eq!(copy, state, "a refused action changed the state");
            }
        }
        // A rule that never ends a game (a turn that never passes, SH-5.4) fails here rather than hangs.
        assert!(
            actions.len() < standfirm_engine::game::ENDLESS,
            "{players} players, seed {seed}: no end after {} actions",
            actions.len()
        );
        let a = greedy(&state).expect("a move");
        assert!(
            legal.contains(&a) || matches!(a, Action::Slap { .. }),
            "bot chose a non-listed {a}"
        );
        state.apply(&a).unwrap();
        actions.push(a);
        if deep && actions.len() % 25 == 0 {
            let json = serde_json::to_string(&state).unwrap();
            let back: State = serde_json::from_str(&json).unwrap();
            assert_eq!(back, state);
        }
    }
    state.check_cards().unwrap();
    assert!(state.legal_actions().is_empty());
    // Over by the rules, not stopped by the round cap: a bot that stalls fails here.
    assert_played_to_the_end(&state, &format!("{players} players, seed {seed}"));
    (actions, state)
}

#[test]
fn greedy_playouts_2_to_6_players_keep_every_invariant() {
    for players in 2..=6 {
        for seed in 0..3 {
            playout(players, seed, true);
        }
    }
}

/// The harness (determinism, refusal, notation, re-deals) over 500 random games of 2–6 players, with random
/// nonsense actions as candidates for refusal; the views are checked at the harness's sampled positions.
#[test]
fn the_harness_holds_for_strongholds() {
    let report = Harness::new(|seed| {
        let players = 2 + (seed % 5) as u8;
        let options = Options {
            players,
            truth_limit_all: seed % 2 == 1,
            round_cap: Some(12),
        };
        State::new(options, seed, (seed % u64::from(players)) as u8).unwrap()
    })
    .games(500)
    .invariant(|state| state.check_cards().unwrap())
    .candidates(fuzz_actions(&mut GameRng::new(99), 2_000))
    // Random play that never ends by agreement, as RandomBot plays.
    .policy(|_, legal, rng| loop {
        let i = rng.below(legal.len() as u64) as usize;
        if legal[i] != Action::EndByAgreement || legal.len() == 1 {
            return i;
        }
    })
    .positions(|_, _, state| check_views(state))
    // The other hands, the Truth deck but what the seat knows at its bottom (SH-2.5, SH-2.6), the decks.
    .hidden(|state, seat| {
        let tail = state.truth_deck.len() - state.truth_bottom.len();
        let deck: Vec<String> = state
            .truth_deck
            .iter()
            .enumerate()
            .filter(|&(i, _)| i < tail || state.truth_bottom[i - tail].is_some_and(|by| by != seat))
            .map(|(_, c)| c.to_string())
            .collect();
        let mut zones = vec![deck];
        for (i, p) in state.players.iter().enumerate() {
            if i != usize::from(seat) {
                zones.push(p.truths.iter().map(ToString::to_string).collect());
            }
        }
        for deck in [&state.growth_deck, &state.stronghold_deck] {
            zones.push(deck.iter().map(ToString::to_string).collect());
        }
        zones
    })
    .run();
    assert!(
        report.refused > 10_000 && report.changed_redeals > 10_000,
        "{report:?}"
    );
}

#[test]
fn many_greedy_games_finish_without_errors() {
    for players in 2..=6 {
        for seed in 100..130 {
            playout(players, seed, false);
        }
    }
}

#[test]
fn serde_round_trips_of_state_actions_and_views() {
    let (actions, end) = playout(4, 3, false);
    for a in &actions {
        let json = serde_json::to_string(a).unwrap();
        assert_eq!(&serde_json::from_str::<Action>(&json).unwrap(), a);
    }
    let json = serde_json::to_string(&end).unwrap();
    assert_eq!(serde_json::from_str::<State>(&json).unwrap(), end);
    let view = end.referee_view();
    let json = serde_json::to_string(&view).unwrap();
    assert_eq!(
        serde_json::from_str::<standfirm_engine::strongholds::View>(&json).unwrap(),
        view
    );
}
