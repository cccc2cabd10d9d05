//! One event of every kind, with placeholder values, for tests and for the verse index of the help
//! (`standfirm-guide`).

use super::action::Pile;
use super::event::{Absence, Event};
use super::mapping::Piece;
use super::state::Rating;
use crate::cards::{Card, Suit};

impl Event {
    /// One event of every kind, plus an equip and a restore of each piece, so that every reference
    /// [`Event::verse`] can return appears (see [`super::event::REFERENCES`]).
    pub fn samples() -> Vec<Event> {
        let threat = Card::new(9, Suit::Spades);
        let response = Card::new(7, Suit::Diamonds);
        let mut events = vec![
            Event::Revealed {
                turn: 1,
                upper: threat,
                lower: response,
            },
            Event::Kept {
                card: response,
                pile: Pile::Response,
            },
            Event::ToThreatPile { card: threat },
            Event::PrepareComplete {
                armor: 6,
                response: 12,
                threat: 18,
            },
            Event::DuplicateToThreat {
                piece: Piece::Sword,
                card: Card::new(8, Suit::Diamonds),
            },
            Event::PieceMissing {
                piece: Piece::Shield,
            },
            Event::NoBreastplate,
            Event::DecksFormed {
                responses: 18,
                threats: 18,
            },
            Event::Drew {
                cards: vec![response],
            },
            Event::ThreatRevealed {
                threat,
                target: Piece::Shield,
            },
            Event::Defeated {
                response: threat,
                threat: response,
                tie: false,
            },
            Event::ResponseFails { response, threat },
            Event::TookHit { threat },
            Event::Redirected {
                from: Piece::Shield,
                why: Absence::Missing,
            },
            Event::Struck {
                threat,
                piece: Piece::Breastplate,
                pips_left: 2,
            },
            Event::PieceDestroyed {
                piece: Piece::Helmet,
            },
            Event::HitAbsorbed { threat },
            Event::NotRestored {
                piece: Piece::Shield,
                why: None,
            },
            Event::Victory {
                rating: Rating::StandingFirm,
                pips: 8,
                whole_armor: false,
            },
            Event::Defeat,
            Event::PracticeComplete,
        ];
        for piece in Piece::ALL {
            let card = Card::new(4, Suit::Hearts);
            events.push(Event::Equipped {
                piece,
                card,
                pips: 2,
            });
            events.push(Event::Restored { piece, pips: 2 });
        }
        events
    }

    /// Every sentence the log can say: [`Event::samples`] and, for each kind, each of its other sentences and
    /// plural forms (one pip, a tie, a piece destroyed rather than missing), for the translation tests.
    pub fn lines() -> Vec<Event> {
        let card = Card::new(5, Suit::Clubs);
        let mut events = Event::samples();
        events.extend([
            Event::Kept {
                card,
                pile: Pile::Armor,
            },
            Event::Equipped {
                piece: Piece::Belt,
                card: Card::new(2, Suit::Clubs),
                pips: 1,
            },
            Event::DecksFormed {
                responses: 1,
                threats: 18,
            },
            Event::Drew {
                cards: vec![card, Card::new(6, Suit::Hearts)],
            },
            Event::Defeated {
                response: card,
                threat: Card::new(5, Suit::Spades),
                tie: true,
            },
            Event::Redirected {
                from: Piece::Helmet,
                why: Absence::Destroyed,
            },
            Event::Struck {
                threat: card,
                piece: Piece::Belt,
                pips_left: 1,
            },
            Event::Struck {
                threat: card,
                piece: Piece::Belt,
                pips_left: 0,
            },
            Event::Restored {
                piece: Piece::Belt,
                pips: 1,
            },
            Event::NotRestored {
                piece: Piece::Breastplate,
                why: Some(Absence::Missing),
            },
            Event::NotRestored {
                piece: Piece::Sword,
                why: Some(Absence::Destroyed),
            },
            Event::Victory {
                rating: Rating::BarelyStanding,
                pips: 1,
                whole_armor: false,
            },
            Event::Victory {
                rating: Rating::Unshaken,
                pips: 21,
                whole_armor: true,
            },
        ]);
        events
    }
}

#[cfg(test)]
mod tests {
    use super::super::event::REFERENCES;
    use super::*;
    use std::collections::BTreeSet;

    /// Exhaustive on purpose: a new kind of event does not compile until it has a number here, and the test
    /// below fails until it has a sample.
    fn kind(event: &Event) -> usize {
        match event {
            Event::Kept { .. } => 0,
            Event::ToThreatPile { .. } => 1,
            Event::Revealed { .. } => 2,
            Event::PrepareComplete { .. } => 3,
            Event::Equipped { .. } => 4,
            Event::DuplicateToThreat { .. } => 5,
            Event::PieceMissing { .. } => 6,
            Event::NoBreastplate => 7,
            Event::DecksFormed { .. } => 8,
            Event::Drew { .. } => 9,
            Event::ThreatRevealed { .. } => 10,
            Event::Defeated { .. } => 11,
            Event::ResponseFails { .. } => 12,
            Event::TookHit { .. } => 13,
            Event::Redirected { .. } => 14,
            Event::Struck { .. } => 15,
            Event::PieceDestroyed { .. } => 16,
            Event::HitAbsorbed { .. } => 17,
            Event::Restored { .. } => 18,
            Event::NotRestored { .. } => 19,
            Event::Victory { .. } => 20,
            Event::Defeat => 21,
            Event::PracticeComplete => 22,
        }
    }

    #[test]
    fn samples_cover_every_kind() {
        let kinds: BTreeSet<usize> = Event::samples().iter().map(kind).collect();
        assert_eq!(kinds, (0..=22).collect());
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
