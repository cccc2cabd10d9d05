//! The cards a PIP Armor move sends across the table: the kept card to its face-down pile and the other to the
//! Threat pile; a Response played onto the Threat; a Threat striking its piece; the next Threat revealed; the
//! Responses drawn into the hand. (A die turning to its new pips is the die's own animation.)

use crate::models::anchor::{self, hand, reveal, DECK, THREAT};
use crate::tables::play::motion::{draw, FlightSpec};
use standfirm_engine::pip_armor::{Action, Event, State};

/// The flights of `action`, which took `before` to `after` with `events`.
pub fn flights(
    before: &State,
    action: &Action,
    events: &[Event],
    after: &State,
) -> Vec<FlightSpec> {
    let mut out = Vec::new();
    let mut step = 0.0;
    match *action {
        Action::Prepare { pick, pile } => {
            let kept = usize::from(pick) - 1;
            if let Some(revealed) = before.revealed() {
                let to = anchor::pile(Some(pile));
                out.push(FlightSpec::new(revealed[kept], reveal(kept), to, 0.0));
                out.push(FlightSpec::new(
                    revealed[1 - kept],
                    reveal(1 - kept),
                    anchor::pile(None),
                    0.0,
                ));
            }
            return out;
        }
        Action::Respond { card } => {
            let i = before.hand().iter().position(|&c| c == card).unwrap_or(0);
            out.push(FlightSpec::new(card, hand(i), THREAT, 0.0));
            step = 1.0;
        }
        Action::Pass => {}
    }
    let mut draws = 0.0;
    for event in events {
        match event {
            Event::Struck { threat, piece, .. } => {
                out.push(FlightSpec::new(
                    *threat,
                    THREAT,
                    anchor::piece(piece.notation()),
                    step,
                ));
                step += 1.0;
            }
            Event::ThreatRevealed { threat, .. } => {
                out.push(FlightSpec::new(*threat, DECK, THREAT, step));
                step += 1.0;
            }
            Event::Drew { cards } => {
                for &card in cards {
                    out.push(draw(card, after.hand(), step, &mut draws));
                }
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
#[path = "flights_tests.rs"]
mod tests;
