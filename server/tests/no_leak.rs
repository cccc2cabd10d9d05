//! No leak, by test: at every frame of whole games (2–6 seats, seeded), each seat's frame is built twice with the
//! clock fixed — from the referee's state, and from a copy whose cards hidden from that seat are dealt again
//! (the seat's observation determinised) — and the two are the same bytes, events included; a spectator's frame
//! is the public view, and the same bytes from a copy re-dealt for any seat. No event sent names a card absent
//! from the seat's observation before and after the action; a refused action (the seat's own legal moves with
//! their cards swapped for any card) is refused alike by both, naming no card the seat neither sees nor named.

use serde_json::Value;
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::{
    content, Action, CardId, Event, Observation, Options, Phase, RuleError, State,
};
use standfirm_engine::Game;
use standfirm_protocol::{Clock, Happened, Player, SeatInfo, ServerMsg, TableStatus};
use standfirm_server::frame::{self, Viewer};
use std::collections::BTreeSet;

fn seats(n: u8) -> Vec<SeatInfo> {
    (0..n)
        .map(|i| SeatInfo {
            name: format!("Seat {i}"),
            player: Player::Person,
            connected: true,
            away: false,
        })
        .collect()
}

/// Every card a seat's observation shows it.
fn visible(obs: &Observation) -> BTreeSet<CardId> {
    let mut seen: BTreeSet<CardId> = obs.own_truths.iter().copied().collect();
    seen.extend(obs.slots.iter().flatten());
    seen.extend(&obs.growth_discard);
    seen.extend(obs.truth_bottom.iter().filter_map(|b| b.card));
    for s in &obs.seats {
        seen.extend(&s.holding);
        seen.extend(&s.taken);
        for t in &s.tasks {
            seen.insert(t.card);
            seen.extend(t.done.map(|p| p.card));
        }
    }
    if let Phase::SecondTrial { trial, .. } = obs.phase {
        seen.insert(trial);
    }
    seen
}

/// Every card id a piece of JSON names (card ids serialise as their text: "T05", "G-R3").
fn cards_in(value: &Value, out: &mut BTreeSet<CardId>) {
    match value {
        Value::String(s) => out.extend(CardId::parse(s)),
        Value::Array(a) => a.iter().for_each(|v| cards_in(v, out)),
        Value::Object(o) => o.values().for_each(|v| cards_in(v, out)),
        _ => {}
    }
}

fn named<T: serde::Serialize>(thing: &T) -> BTreeSet<CardId> {
    let mut out = BTreeSet::new();
    cards_in(&serde_json::to_value(thing).unwrap(), &mut out);
    out
}

/// The seat's own moves with one card swapped for any card of the game (the hidden ones too).
fn mutants(state: &State, seat: u8, rng: &mut GameRng) -> Vec<Action> {
    let all = &content().cards;
    let mine: Vec<Action> = match state.phase {
        Phase::SlapWindow { slot } => {
            let mut own = state.truth_actions(seat, Some(slot));
            // A claim with a card the seat does not hold, on the window's slot.
            let any = CardId(rng.below(all.len() as u64) as u8);
            own.push(Action::Slap {
                seat,
                truth: any,
                slot,
                payment: Vec::new(),
            });
            own
        }
        _ => state.legal_actions(),
    };
    let mut out = Vec::new();
    for action in mine.iter().take(12) {
        let text = action.to_string();
        for _ in 0..2 {
            let words: Vec<String> = text
                .split_whitespace()
                .map(|w| {
                    let mut swap = |id: &str| {
                        if CardId::parse(id).is_some() && rng.below(3) == 0 {
                            all[rng.below(all.len() as u64) as usize].id.clone()
                        } else {
                            id.to_string()
                        }
                    };
                    match w.split_once(':') {
                        Some((colour, id)) => format!("{colour}:{}", swap(id)),
                        None => swap(w),
                    }
                })
                .collect();
            if let Ok(a) = words.join(" ").parse::<Action>() {
                out.push(a);
            }
        }
    }
    for card in [
        all[rng.below(all.len() as u64) as usize].id.clone(),
        all[rng.below(all.len() as u64) as usize].id.clone(),
    ] {
        for text in [format!("discard {card}"), format!("return {card}")] {
            out.extend(text.parse::<Action>());
        }
    }
    out
}

fn outcome(state: &State, action: &Action) -> Result<(), RuleError> {
    state.clone().apply(action).map(|_| ())
}

#[test]
fn no_frame_event_or_refusal_tells_a_seat_what_it_cannot_see() {
    let clock = Clock {
        left_ms: Some(30_000),
        answered: vec![],
    };
    let (mut frames, mut refusals) = (0u64, 0u64);
    for players in 2..=6u8 {
        for game in 0..3u64 {
            let seed = 0xfeed + u64::from(players) * 10 + game;
            let mut state = State::new(Options::new(players), seed, 0).unwrap();
            let table_seats = seats(players);
            let mut rng = GameRng::new(seed ^ 0x1eaf);
            let mut pending: Vec<Event> = Vec::new();
            let mut seq = 0u64;
            while !state.is_over() && seq < 600 {
                // Every seat's frame, and the spectators', from the referee and from a re-dealt copy.
                let table = frame::Table {
                    seq,
                    status: TableStatus::Playing,
                    seats: &table_seats,
                    clock: &clock,
                    rematch: None,
                    away_level: standfirm_protocol::Level::Wise,
                };
                let events = vec![Happened {
                    action: seq,
                    events: pending.clone(),
                }];
                for seat in 0..players {
                    let obs = Observation::of(&state, seat);
                    let copy = obs.determinise(&mut rng);
                    let a = frame::text(frame::build(
                        Some(&state),
                        Viewer::Seat(seat),
                        &table,
                        events.clone(),
                    ));
                    let b = frame::text(frame::build(
                        Some(&copy),
                        Viewer::Seat(seat),
                        &table,
                        events.clone(),
                    ));
                    assert_eq!(
                        a, b,
                        "{players} seats, game {game}, action {seq}, seat {seat}"
                    );
                    let spectator =
                        frame::build(Some(&copy), Viewer::Spectator, &table, events.clone());
                    assert_eq!(spectator.view.as_ref(), Some(&state.public_view()));
                    assert_eq!(
                        frame::text(spectator),
                        frame::text(frame::build(
                            Some(&state),
                            Viewer::Spectator,
                            &table,
                            events.clone()
                        ))
                    );
                    frames += 2;
                    // Refusals: the seat's own moves with cards swapped, as the server passes them on.
                    let deciding = match state.phase {
                        Phase::SlapWindow { .. } => seat != state.active,
                        _ => state.to_move().contains(&seat),
                    };
                    if deciding {
                        let seen = visible(&obs);
                        for action in mutants(&state, seat, &mut rng) {
                            let (r, c) = (outcome(&state, &action), outcome(&copy, &action));
                            match (&r, &c) {
                                (Err(r), Err(c)) => {
                                    assert_eq!(
                                        ServerMsg::Refused {
                                            reason: standfirm_protocol::Refusal::Rule(r.clone())
                                        }
                                        .to_json(),
                                        ServerMsg::Refused {
                                            reason: standfirm_protocol::Refusal::Rule(c.clone())
                                        }
                                        .to_json(),
                                        "{action}: refused alike"
                                    );
                                    let mut allowed = seen.clone();
                                    allowed.extend(named(&action));
                                    assert!(
                                        named(r).is_subset(&allowed)
                                            && r.cards().iter().all(|c| allowed.contains(c)),
                                        "{action}: {r:?} names a card seat {seat} cannot see"
                                    );
                                    refusals += 1;
                                }
                                (Ok(()), Ok(())) => {}
                                _ => panic!(
                                    "{action} by seat {seat}: legal on one deal and not the other"
                                ),
                            }
                        }
                    }
                }
                // The next move: greedy, or a random legal one.
                let legal: Vec<Action> = state
                    .legal_actions()
                    .into_iter()
                    .filter(|a| *a != Action::EndByAgreement)
                    .collect();
                let action = if rng.below(3) == 0 {
                    legal[rng.below(legal.len() as u64) as usize].clone()
                } else {
                    match state.phase {
                        Phase::SlapWindow { .. } => Action::CloseSlapWindow,
                        _ => greedy(&state).unwrap_or_else(|| legal[0].clone()),
                    }
                };
                let before: Vec<BTreeSet<CardId>> = (0..players)
                    .map(|s| visible(&Observation::of(&state, s)))
                    .collect();
                pending = state.apply(&action).unwrap();
                for seat in 0..players {
                    let mut allowed = before[usize::from(seat)].clone();
                    allowed.extend(visible(&Observation::of(&state, seat)));
                    let shown = named(&pending);
                    assert!(
                        shown.is_subset(&allowed),
                        "{action}: its events name {:?}, hidden from seat {seat}",
                        shown.difference(&allowed).collect::<Vec<_>>()
                    );
                }
                seq += 1;
            }
        }
    }
    assert!(
        frames > 10_000 && refusals > 1_000,
        "{frames} frames, {refusals} refusals"
    );
}
