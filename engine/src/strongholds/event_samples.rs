//! One event of every kind, with placeholder values, for tests and for the verse index of the help
//! (`standfirm-guide`).

use super::colours::Colour;
use super::content::{content, CardId, CardKind};
use super::events::{Event, RoundKind};
use super::result::EndReason;

fn first_of(kind: CardKind) -> CardId {
    let cards = &content().cards;
    let index = cards.iter().position(|card| card.kind == kind).unwrap_or(0);
    CardId(index as u8)
}

impl Event {
    /// One event of every kind. Events about a card show that card's reference; the others that have a verse
    /// show one of [`super::events::REFERENCES`].
    pub fn samples() -> Vec<Event> {
        let anointing = first_of(CardKind::Anointing);
        let trial = first_of(CardKind::Trial);
        let assignment = first_of(CardKind::Assignment);
        let stronghold = first_of(CardKind::Stronghold);
        let truth = first_of(CardKind::Truth);
        vec![
            Event::TurnStarted {
                seat: 0,
                round: 1,
                kind: RoundKind::Growth,
            },
            Event::GrowthDrawn {
                seat: 0,
                card: anointing,
            },
            Event::TrialPlaced {
                seat: 0,
                card: trial,
            },
            Event::AssignmentPlaced {
                seat: 0,
                card: assignment,
            },
            Event::SecondTrialDrawn {
                seat: 0,
                card: trial,
            },
            Event::TrialDiscarded {
                seat: 0,
                card: trial,
            },
            Event::GrowthReshuffled { cards: 20 },
            Event::GrowthExhausted { seat: 0 },
            Event::TruthDrawn { seat: 0 },
            Event::TruthDeckEmpty { seat: 0 },
            Event::TrialOvercome {
                seat: 0,
                trial,
                colour: Colour::Yellow,
            },
            Event::AssignmentFulfilled {
                seat: 0,
                assignment,
                colour: Colour::LightBlue,
            },
            Event::StrongholdDefeated {
                seat: 0,
                stronghold,
                truth,
                slap: false,
            },
            Event::StrongholdRevealed {
                slot: 0,
                card: stronghold,
            },
            Event::SlapWindowClosed { slot: 0 },
            Event::GrowthDiscarded {
                seat: 0,
                card: anointing,
            },
            Event::TruthReturned { seat: 0 },
            Event::TurnEnded { seat: 0 },
            Event::GameOver {
                reason: EndReason::AllDefeated,
                winners: vec![0],
                scores: vec![40, 35],
            },
        ]
    }

    /// Every sentence the log can say: [`Event::samples`] and, for each kind, each of its other sentences and
    /// plural forms (a Truth round, a slap, a shared win, every end), for the translation tests.
    pub fn lines() -> Vec<Event> {
        let stronghold = first_of(CardKind::Stronghold);
        let truth = first_of(CardKind::Truth);
        let mut events = Event::samples();
        events.extend([
            Event::TurnStarted {
                seat: 1,
                round: 3,
                kind: RoundKind::Truth,
            },
            Event::GrowthReshuffled { cards: 1 },
            Event::StrongholdDefeated {
                seat: 1,
                stronghold,
                truth,
                slap: true,
            },
            Event::GameOver {
                reason: EndReason::Agreement,
                winners: vec![0, 1],
                scores: vec![12, 12],
            },
            Event::GameOver {
                reason: EndReason::RoundCap,
                winners: vec![0, 1, 2],
                scores: vec![0, 0, 0],
            },
        ]);
        events
    }
}

#[cfg(test)]
mod tests {
    use super::super::events::REFERENCES;
    use super::*;
    use std::collections::BTreeSet;

    /// Exhaustive on purpose: a new kind of event does not compile until it has a number here, and the test
    /// below fails until it has a sample.
    fn kind(event: &Event) -> usize {
        match event {
            Event::TurnStarted { .. } => 0,
            Event::GrowthDrawn { .. } => 1,
            Event::TrialPlaced { .. } => 2,
            Event::AssignmentPlaced { .. } => 3,
            Event::SecondTrialDrawn { .. } => 4,
            Event::TrialDiscarded { .. } => 5,
            Event::GrowthReshuffled { .. } => 6,
            Event::GrowthExhausted { .. } => 7,
            Event::TruthDrawn { .. } => 8,
            Event::TruthDeckEmpty { .. } => 9,
            Event::TrialOvercome { .. } => 10,
            Event::AssignmentFulfilled { .. } => 11,
            Event::StrongholdDefeated { .. } => 12,
            Event::StrongholdRevealed { .. } => 13,
            Event::SlapWindowClosed { .. } => 14,
            Event::GrowthDiscarded { .. } => 15,
            Event::TruthReturned { .. } => 16,
            Event::TurnEnded { .. } => 17,
            Event::GameOver { .. } => 18,
        }
    }

    #[test]
    fn samples_cover_every_kind() {
        let kinds: BTreeSet<usize> = Event::samples().iter().map(kind).collect();
        assert_eq!(kinds, (0..=18).collect());
    }

    #[test]
    fn every_verse_is_a_listed_reference_or_a_card_reference() {
        let cards: BTreeSet<&str> = content()
            .cards
            .iter()
            .filter_map(|c| c.reference.as_deref())
            .collect();
        let samples = Event::samples();
        for event in &samples {
            if let Some(verse) = event.verse() {
                assert!(
                    REFERENCES.contains(&verse) || cards.contains(verse),
                    "{event:?}: {verse}"
                );
            }
        }
        for reference in REFERENCES {
            assert!(
                samples.iter().any(|e| e.verse() == Some(reference)),
                "{reference} is never shown"
            );
        }
    }
}
