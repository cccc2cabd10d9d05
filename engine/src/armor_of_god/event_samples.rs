//! One event of every kind, with placeholder values, for tests and for the verse index of the help
//! (`standfirm-guide`).

use super::action::DartLine;
use super::event::Event;
use super::slots::Slot;
use crate::cards::{Card, Suit};

impl Event {
    /// One event of every kind and every line (a bust, and a second-bank bust), plus a claim of each slot, so
    /// that every reference [`Event::verse`] can return appears (see [`super::REFERENCES`]).
    pub fn samples() -> Vec<Event> {
        let card = Card::new(7, Suit::Clubs);
        let mut events = vec![
            Event::TurnBegan { turn: 1 },
            Event::StandFirm { slot: Slot::Shield },
            Event::Doubt {
                slot: Slot::Shield,
                card,
            },
            Event::Drew { card },
            Event::DartActive,
            Event::Played {
                card,
                slot: Slot::Belt,
                total: 7,
            },
            Event::Banked {
                slot: Slot::Breastplate,
            },
            Event::Bust {
                slot: Slot::Shoes,
                cards: 3,
                second_bank: false,
            },
            Event::Bust {
                slot: Slot::Shoes,
                cards: 3,
                second_bank: true,
            },
            Event::DartStruck {
                slot: Some(Slot::Helmet),
                cards: 3,
            },
            Event::DartStruck {
                slot: None,
                cards: 0,
            },
            Event::DartGrazed {
                line: Some(DartLine::Largest),
                removed: Some((Slot::Sword, card)),
            },
            Event::DartGrazed {
                line: None,
                removed: None,
            },
            Event::HandDiscarded { cards: 3 },
            Event::Discarded { card },
            Event::RoundEnded { round: 1 },
            Event::DefenseCheck {
                round: 1,
                needed: 2,
                claimed: 2,
                passed: true,
            },
            Event::DefenseCheck {
                round: 1,
                needed: 2,
                claimed: 1,
                passed: false,
            },
            Event::Reshuffled {
                cards: 30,
                round: 2,
            },
            Event::Won,
            Event::Lost,
        ];
        events.extend(Slot::ALL.map(|slot| Event::Claimed { slot, cards: 2 }));
        events
    }

    /// Every sentence the log can say: [`Event::samples`] and, for each kind, each of its other sentences and
    /// plural forms (a Dart striking a pile of one card, a hand of one card), for the translation tests.
    pub fn lines() -> Vec<Event> {
        let mut events = Event::samples();
        events.extend([
            Event::DartStruck {
                slot: Some(Slot::Belt),
                cards: 1,
            },
            Event::DartGrazed {
                line: Some(DartLine::Banked),
                removed: Some((Slot::Belt, Card::new(2, Suit::Hearts))),
            },
            Event::HandDiscarded { cards: 1 },
        ]);
        events
    }
}

#[cfg(test)]
mod tests {
    use super::super::REFERENCES;
    use super::*;
    use std::collections::BTreeSet;

    /// Exhaustive on purpose: a new kind of event does not compile until it has a number here, and the test
    /// below fails until it has a sample.
    fn kind(event: &Event) -> usize {
        match event {
            Event::TurnBegan { .. } => 0,
            Event::StandFirm { .. } => 1,
            Event::Doubt { .. } => 2,
            Event::Drew { .. } => 3,
            Event::DartActive => 4,
            Event::Played { .. } => 5,
            Event::Claimed { .. } => 6,
            Event::Banked { .. } => 7,
            Event::Bust { .. } => 8,
            Event::DartStruck { .. } => 9,
            Event::DartGrazed { .. } => 10,
            Event::HandDiscarded { .. } => 11,
            Event::Discarded { .. } => 12,
            Event::RoundEnded { .. } => 13,
            Event::DefenseCheck { .. } => 14,
            Event::Reshuffled { .. } => 15,
            Event::Won => 16,
            Event::Lost => 17,
        }
    }

    #[test]
    fn samples_cover_every_kind() {
        let kinds: BTreeSet<usize> = Event::samples().iter().map(kind).collect();
        assert_eq!(kinds, (0..=17).collect());
    }

    #[test]
    fn references_are_exactly_the_verses_of_the_samples() {
        let used: BTreeSet<&str> = Event::samples().iter().filter_map(Event::verse).collect();
        let listed: BTreeSet<&str> = REFERENCES.iter().copied().collect();
        assert_eq!(used, listed);
        assert_eq!(
            listed.len(),
            REFERENCES.len(),
            "REFERENCES lists a verse twice"
        );
    }
}
