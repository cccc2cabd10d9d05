//! The cards an Armor of God move sends across the table: the card played from the hand to its pile, a bust's
//! or the Dart's pile to the discard, Doubt's card, the hand discarded, the draw from the deck into the hand.

use crate::models::anchor::{self, hand, DISCARD};
use crate::tables::play::motion::{draw, FlightSpec};
use standfirm_engine::armor_of_god::{Action, Event, State};
use standfirm_engine::cards::Card;

/// At most this many cards of a pile fly when it is discarded whole (the rest follow unseen).
const PILE: usize = 3;

fn slot(s: standfirm_engine::armor_of_god::Slot) -> String {
    anchor::slot(s.notation())
}

/// The flights of `action`, which took `before` to `after` with `events`.
pub fn flights(
    before: &State,
    action: &Action,
    events: &[Event],
    after: &State,
) -> Vec<FlightSpec> {
    let mut out = Vec::new();
    let index = |card: Card| before.hand().iter().position(|&c| c == card).unwrap_or(0);
    let mut step = 0.0;
    match *action {
        Action::Play { card, slot: s } => {
            out.push(FlightSpec::new(card, hand(index(card)), slot(s), 0.0));
            step = 1.0;
        }
        Action::Discard { card } => {
            out.push(FlightSpec::new(card, hand(index(card)), DISCARD, 0.0));
            step = 1.0;
        }
        Action::Dart { .. } => {}
    }
    // The piles as they were, with the card just played on top, for the cards a bust or the Dart discards.
    let pile_of = |s: standfirm_engine::armor_of_god::Slot| {
        let mut cards = before.slot(s).cards.clone();
        if let Action::Play { card, slot: played } = *action {
            if played == s {
                cards.push(card);
            }
        }
        cards
    };
    let mut draws = 0.0;
    for event in events {
        match *event {
            Event::Bust { slot: s, .. } | Event::DartStruck { slot: Some(s), .. } => {
                let cards = pile_of(s);
                for &c in cards.iter().rev().take(PILE) {
                    out.push(FlightSpec::new(c, slot(s), DISCARD, step));
                }
                step += 1.0;
            }
            Event::Doubt { slot: s, card } => {
                out.push(FlightSpec::new(card, slot(s), DISCARD, step));
                step += 1.0;
            }
            Event::DartGrazed {
                removed: Some((s, card)),
                ..
            } => {
                out.push(FlightSpec::new(card, slot(s), DISCARD, step));
                step += 1.0;
            }
            Event::HandDiscarded { .. } => {
                let played = match *action {
                    Action::Play { card, .. } => Some(card),
                    _ => None,
                };
                for (i, &c) in before.hand().iter().enumerate() {
                    if Some(c) != played {
                        out.push(FlightSpec::new(c, hand(i), DISCARD, step));
                    }
                }
                step += 1.0;
            }
            Event::Drew { card } => out.push(draw(card, after.hand(), step, &mut draws)),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
#[path = "flights_tests.rs"]
mod tests;
