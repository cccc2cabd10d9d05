//! What happened, in the rule sheet's words, for the log, animations and verses.

use super::action::Pile;
use super::mapping::Piece;
use super::state::Rating;
use crate::cards::Card;
use serde::{Deserialize, Serialize};

/// Why a piece could not be struck or restored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Absence {
    /// No card was prepared for it (PIP-5.3).
    Missing,
    /// Its die was removed at 0 pips (PIP-6.4).
    Destroyed,
}

impl Absence {
    fn word(self) -> &'static str {
        match self {
            Absence::Missing => "missing",
            Absence::Destroyed => "destroyed",
        }
    }
}

/// Something that happened during [`super::State::apply`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// PIP-4.2 step 2: a revealed card kept face down on a pile.
    Kept { card: Card, pile: Pile },
    /// PIP-4.2 step 3: the other revealed card goes to the Threat pile.
    ToThreatPile { card: Card },
    /// PIP-4.2 step 1: the next Prepare turn reveals two cards (1 = upper, 2 = lower).
    Revealed { turn: u8, upper: Card, lower: Card },
    /// PIP-4.4: the 18 turns are done.
    PrepareComplete {
        armor: usize,
        response: usize,
        threat: usize,
    },
    /// PIP-5.2: the lowest card of a piece is equipped with its starting pips (PIP-5.4).
    Equipped { piece: Piece, card: Card, pips: u8 },
    /// PIP-5.2: a stronger duplicate goes to the Threat pile.
    DuplicateToThreat { piece: Piece, card: Card },
    /// PIP-5.3: no card was prepared for this piece.
    PieceMissing { piece: Piece },
    /// PIP-2.2, PIP-7.3: no Breastplate, so the battle is practice.
    NoBreastplate,
    /// PIP-5.5, PIP-5.6: the Response and Threat decks are formed.
    DecksFormed { responses: usize, threats: usize },
    /// PIP-5.7, PIP-6.1: cards drawn into the hand.
    Drew { cards: Vec<Card> },
    /// PIP-6.2: a Threat is revealed; `target` is the piece it would strike, after any redirect (PIP-B17).
    ThreatRevealed { threat: Card, target: Piece },
    /// PIP-6.3: the Response defeats the Threat (`tie`: equal ranks, which favour the defender).
    Defeated {
        response: Card,
        threat: Card,
        tie: bool,
    },
    /// PIP-6.3: the Response is lower than the Threat (a deliberately losing play is legal).
    ResponseFails { response: Card, threat: Card },
    /// PIP-6.3: no Response is played.
    TookHit { threat: Card },
    /// PIP-6.4 step 2: the mapped piece is missing or destroyed, so the Breastplate is struck instead.
    Redirected { from: Piece, why: Absence },
    /// PIP-6.4 step 3: a die loses exactly 1 pip (PIP-B16).
    Struck {
        threat: Card,
        piece: Piece,
        pips_left: u8,
    },
    /// PIP-6.4 step 3: a piece reaches 0 pips.
    PieceDestroyed { piece: Piece },
    /// PIP-6.4 step 5, PIP-B9: a hit on a missing Breastplate has no effect.
    HitAbsorbed { threat: Card },
    /// PIP-9.1: Learning Mode restores a pip to the Response card's piece.
    Restored { piece: Piece, pips: u8 },
    /// PIP-9.2: Learning Mode could not restore (cap reached, or the piece is missing or destroyed).
    NotRestored { piece: Piece, why: Option<Absence> },
    /// PIP-7.1, PIP-8: victory.
    Victory {
        rating: Rating,
        pips: u8,
        whole_armor: bool,
    },
    /// PIP-7.2: the Breastplate reached 0 pips.
    Defeat,
    /// PIP-7.3: the Threat deck is empty but no Breastplate was equipped.
    PracticeComplete,
}

/// Every reference [`Event::verse`] can return, in full as the app shows it (whole verses).
pub const REFERENCES: &[&str] = &[
    "Ephesians 6:10",
    "Ephesians 6:11",
    "Ephesians 6:13",
    "Ephesians 6:14",
    "Ephesians 6:15",
    "Ephesians 6:16",
    "Ephesians 6:17",
];

fn pips(n: u8) -> String {
    if n == 1 {
        "1 pip".to_string()
    } else {
        format!("{n} pips")
    }
}

impl Event {
    /// The event in the rule sheet's words, with card symbols: "The 9♠ Threat strikes the Shield: 2 pips left".
    pub fn describe(&self) -> String {
        match self {
            Event::Kept { card, pile } => {
                let pile = if *pile == Pile::Armor { "Armor" } else { "Response" };
                format!("You keep the {} face down on your {pile} pile", card.pretty())
            }
            Event::ToThreatPile { card } => format!("The {} goes face down onto the Threat pile", card.pretty()),
            Event::Revealed { turn, upper, lower } => {
                format!("Prepare, turn {turn} of 18: you reveal {} and {}", upper.pretty(), lower.pretty())
            }
            Event::PrepareComplete { armor, response, threat } => format!(
                "Preparation is complete: {armor} Armor, {response} Response and {threat} Threat cards set aside"
            ),
            Event::Equipped { piece, card, pips: p } => {
                format!("Put On the Armor: the {} equips the {} with {}", card.pretty(), piece.full_name(), pips(*p))
            }
            Event::DuplicateToThreat { piece, card } => format!(
                "The {} is a stronger duplicate for the {}: it goes to the Threat pile",
                card.pretty(),
                piece.name()
            ),
            Event::PieceMissing { piece } => format!("The {} is missing: no card was prepared for it", piece.full_name()),
            Event::NoBreastplate => {
                "Without a Breastplate you cannot win: this battle is for practice".to_string()
            }
            Event::DecksFormed { responses, threats } => {
                format!("The Response deck holds {responses} cards and the Threat deck {threats}")
            }
            Event::Drew { cards } => {
                let names: Vec<String> = cards.iter().map(|c| c.pretty()).collect();
                format!("You draw {}", names.join(", "))
            }
            Event::ThreatRevealed { threat, target } => {
                format!("A {} Threat is revealed: it will strike the {} if it succeeds", threat.pretty(), target.name())
            }
            Event::Defeated { response, threat, tie } => {
                let tie = if *tie { " (ties favour the defender)" } else { "" };
                format!("Your {} defeats the {} Threat{tie}", response.pretty(), threat.pretty())
            }
            Event::ResponseFails { response, threat } => {
                format!("Your {} cannot stop the {} Threat", response.pretty(), threat.pretty())
            }
            Event::TookHit { threat } => format!("You do not respond: the {} Threat strikes", threat.pretty()),
            Event::Redirected { from, why } => {
                format!("The {} is {}: the Threat strikes the Breastplate instead", from.name(), why.word())
            }
            Event::Struck { threat, piece, pips_left } => {
                format!("The {} Threat strikes the {}: {} left", threat.pretty(), piece.name(), pips(*pips_left))
            }
            Event::PieceDestroyed { piece } => format!("The {} is destroyed", piece.name()),
            Event::HitAbsorbed { threat } => {
                format!("There is no Breastplate to strike: the {} Threat's hit has no effect", threat.pretty())
            }
            Event::Restored { piece, pips: p } => {
                format!("Learning Mode: the {} is restored to {}", piece.name(), pips(*p))
            }
            Event::NotRestored { piece, why: None } => {
                format!("Learning Mode: the {} is already at its cap of {}", piece.name(), pips(piece.cap()))
            }
            Event::NotRestored { piece, why: Some(why) } => {
                format!("Learning Mode: the {} is {} and cannot be restored", piece.name(), why.word())
            }
            Event::Victory { rating, pips: p, whole_armor } => {
                let whole = if *whole_armor { " It is a Whole Armor Victory!" } else { "" };
                format!("Victory! You stand firm with {} remaining: {}.{whole}", pips(*p), rating.name())
            }
            Event::Defeat => "The Breastplate has fallen to 0 pips: the battle is lost".to_string(),
            Event::PracticeComplete => {
                "The Threat deck is empty. Without a Breastplate there is no victory: practice complete".to_string()
            }
        }
    }

    /// An Ephesians 6 reference that fits the event, if any.
    pub fn verse(&self) -> Option<&'static str> {
        match self {
            Event::PrepareComplete { .. } => Some("Ephesians 6:11"),
            Event::Equipped { piece, .. } | Event::Restored { piece, .. } => Some(piece.verse()),
            Event::NoBreastplate => Some("Ephesians 6:14"),
            Event::Defeated { .. } => Some("Ephesians 6:16"),
            Event::Victory { .. } => Some("Ephesians 6:13"),
            Event::Defeat => Some("Ephesians 6:10"),
            _ => None,
        }
    }

    /// Whether the event turned a hidden card face up (a reveal, a draw, a Threat, the Armor put on, a duplicate
    /// shown, the decks formed). Undo must never cross such an event; saved games keep it as their undo floor.
    pub fn reveals_hidden_card(&self) -> bool {
        matches!(
            self,
            Event::Revealed { .. }
                | Event::Drew { .. }
                | Event::ThreatRevealed { .. }
                | Event::Equipped { .. }
                | Event::DuplicateToThreat { .. }
                | Event::DecksFormed { .. }
        )
    }
}
