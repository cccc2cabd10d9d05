//! Flights: the cards a move sends across the table, as the session sees them (a card from one piece to
//! another, in order), turned into positions on screen from where the pieces say they are (`Anchors`), and
//! cleared once they have landed. Undo sends the last move's cards back.

use crate::models::cards::card_data;
use crate::ui::AppWindow;
use crate::ui::Flight;
use crate::ui::Motion;
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_engine::cards::Card;
use std::collections::HashMap;
use std::time::Duration;

/// One card's trip: from one piece to another ("hand:2" to "slot:belt"), `step` moves after the first.
#[derive(Debug, Clone, PartialEq)]
pub struct FlightSpec {
    /// The card.
    pub card: Card,
    /// Where it leaves from.
    pub from: String,
    /// Where it lands.
    pub to: String,
    /// Its place in the sequence, in steps of one motion (half steps for a stream of draws).
    pub step: f32,
}

impl FlightSpec {
    /// A card from `from` to `to` at `step`.
    pub fn new(
        card: Card,
        from: impl Into<String>,
        to: impl Into<String>,
        step: f32,
    ) -> FlightSpec {
        FlightSpec {
            card,
            from: from.into(),
            to: to.into(),
            step,
        }
    }

    /// The same trip backwards (an undo).
    pub fn reversed(&self, last_step: f32) -> FlightSpec {
        FlightSpec {
            card: self.card,
            from: self.to.clone(),
            to: self.from.clone(),
            step: last_step - self.step,
        }
    }
}

/// A card drawn from the deck to its place in `hand` (the hand after the move), one of a stream of draws:
/// each takes half a step after the one before, from `step`.
pub fn draw(card: Card, hand: &[Card], step: f32, drawn: &mut f32) -> FlightSpec {
    let to = hand.iter().position(|&c| c == card).unwrap_or(0);
    let flight = FlightSpec::new(
        card,
        crate::models::anchor::DECK,
        crate::models::anchor::hand(to),
        step + *drawn,
    );
    *drawn += 0.5;
    flight
}

/// The trips of a move, reversed for its undo.
pub fn reverse(flights: &[FlightSpec]) -> Vec<FlightSpec> {
    let last = flights.iter().map(|f| f.step).fold(0.0, f32::max);
    flights.iter().map(|f| f.reversed(last)).collect()
}

/// Where each piece of the table is: x, y, width, height in window coordinates.
pub type Anchors = HashMap<String, (f32, f32, f32, f32)>;

/// Launches `flights` on screen (those whose both ends are known), and clears them once they have landed.
/// Nothing flies when motion is off.
pub fn launch(app: &AppWindow, anchors: &Anchors, flights: &[FlightSpec]) {
    let motion_ms = app.global::<crate::ui::Theme>().get_motion().max(0) as f32;
    if flights.is_empty() || motion_ms == 0.0 {
        return;
    }
    let items: Vec<Flight> = flights
        .iter()
        .filter_map(|f| {
            let (x0, y0, w0, _) = *anchors.get(&f.from)?;
            let (x1, y1, w1, h1) = *anchors.get(&f.to)?;
            // A card as wide as the smaller end (a hand card shrinks into a pile), centred on the landing place.
            let w = w0.min(w1).clamp(28.0, 96.0);
            Some(Flight {
                card: card_data(f.card),
                x0,
                y0,
                x1: x1 + (w1 - w) / 2.0,
                y1: y1 + (h1 - w * 1.4).max(0.0) / 2.0,
                w,
                delay: (f.step * motion_ms) as i32,
            })
        })
        .collect();
    if items.is_empty() {
        return;
    }
    let last = items.iter().map(|f| f.delay).max().unwrap_or(0);
    let motion = app.global::<Motion>();
    motion.set_launched(false);
    motion.set_flights(ModelRc::new(VecModel::from(items)));
    // Drawn at their start first; then they travel.
    let weak = app.as_weak();
    slint::Timer::single_shot(Duration::from_millis(16), move || {
        if let Some(app) = weak.upgrade() {
            app.global::<Motion>().set_launched(true);
        }
    });
    let weak = app.as_weak();
    let landed = Duration::from_millis((last as f32 + motion_ms + 60.0) as u64);
    slint::Timer::single_shot(landed, move || {
        if let Some(app) = weak.upgrade() {
            app.global::<Motion>().set_flights(ModelRc::default());
        }
    });
}

#[cfg(test)]
#[path = "motion_tests.rs"]
mod tests;
