//! What happened, in the rule sheet's words, for the log, animations and verses.

use super::action::Pile;
use super::mapping::Piece;
use super::state::Rating;
use crate::cards::Card;
use crate::words::{Arg, Msg, ToMsg};
use crate::{msg, msg_plural};
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

impl Event {
    /// The event as a sentence for a person, in any language (`crate::words`), in the rule sheet's words with
    /// card symbols: "The 9♠ Threat strikes the Shield: 2 pips left".
    pub fn msg(&self) -> Msg {
        match self {
            Event::Kept { card, pile: Pile::Armor } => msg!(
                "You keep the {card} face down on your Armor pile",
                card = Arg::Card(*card)
            ),
            Event::Kept { card, pile: Pile::Response } => msg!(
                "You keep the {card} face down on your Response pile",
                card = Arg::Card(*card)
            ),
            Event::ToThreatPile { card } => msg!(
                "The {card} goes face down onto the Threat pile",
                card = Arg::Card(*card)
            ),
            Event::Revealed { turn, upper, lower } => msg!(
                "Prepare, turn {turn} of 18: you reveal {upper} and {lower}",
                turn = *turn,
                upper = Arg::Card(*upper),
                lower = Arg::Card(*lower)
            ),
            Event::PrepareComplete {
                armor,
                response,
                threat,
            } => msg!(
                "Preparation is complete: {armor} Armor, {response} Response and {threat} Threat cards set aside",
                armor = *armor,
                response = *response,
                threat = *threat
            ),
            Event::Equipped { piece, card, pips } => msg_plural!(
                "Put On the Armor: the {card} equips {piece} with {n} pip",
                "Put On the Armor: the {card} equips {piece} with {n} pips",
                *pips,
                card = Arg::Card(*card),
                piece = Arg::TheArmorTitle(*piece),
                n = *pips
            ),
            Event::DuplicateToThreat { piece, card } => msg!(
                "The {card} is a stronger duplicate for {piece}: it goes to the Threat pile",
                card = Arg::Card(*card),
                piece = Arg::TheArmorShort(*piece)
            ),
            Event::PieceMissing { piece } => msg!(
                "{piece} is missing: no card was prepared for it",
                piece = Arg::TheArmorTitle(*piece).capital()
            ),
            Event::NoBreastplate => {
                msg!("Without a Breastplate you cannot win: this battle is for practice")
            }
            Event::DecksFormed { responses, threats } => msg_plural!(
                "The Response deck holds {responses} card and the Threat deck {threats}",
                "The Response deck holds {responses} cards and the Threat deck {threats}",
                *responses,
                responses = *responses,
                threats = *threats
            ),
            Event::Drew { cards } => {
                let names: Vec<String> = cards.iter().map(|c| c.pretty()).collect();
                msg!("You draw {cards}", cards = names.join(", "))
            }
            Event::ThreatRevealed { threat, target } => msg!(
                "A {threat} Threat is revealed: it will strike {piece} if it succeeds",
                threat = Arg::Card(*threat),
                piece = Arg::TheArmorShort(*target)
            ),
            Event::Defeated {
                response,
                threat,
                tie: false,
            } => msg!(
                "Your {response} defeats the {threat} Threat",
                response = Arg::Card(*response),
                threat = Arg::Card(*threat)
            ),
            Event::Defeated {
                response,
                threat,
                tie: true,
            } => msg!(
                "Your {response} defeats the {threat} Threat (ties favour the defender)",
                response = Arg::Card(*response),
                threat = Arg::Card(*threat)
            ),
            Event::ResponseFails { response, threat } => msg!(
                "Your {response} cannot stop the {threat} Threat",
                response = Arg::Card(*response),
                threat = Arg::Card(*threat)
            ),
            Event::TookHit { threat } => msg!(
                "You do not respond: the {threat} Threat strikes",
                threat = Arg::Card(*threat)
            ),
            Event::Redirected {
                from,
                why: Absence::Missing,
            } => msg!(
                "{piece} is missing: the Threat strikes the Breastplate instead",
                piece = Arg::TheArmorShort(*from).capital()
            ),
            Event::Redirected {
                from,
                why: Absence::Destroyed,
            } => msg!(
                "{piece} is destroyed: the Threat strikes the Breastplate instead",
                piece = Arg::TheArmorShort(*from).capital()
            ),
            Event::Struck {
                threat,
                piece,
                pips_left,
            } => msg_plural!(
                "The {threat} Threat strikes {piece}: {n} pip left",
                "The {threat} Threat strikes {piece}: {n} pips left",
                *pips_left,
                threat = Arg::Card(*threat),
                piece = Arg::TheArmorShort(*piece),
                n = *pips_left
            ),
            Event::PieceDestroyed { piece } => msg!(
                "{piece} is destroyed",
                piece = Arg::TheArmorShort(*piece).capital()
            ),
            Event::HitAbsorbed { threat } => msg!(
                "There is no Breastplate to strike: the {threat} Threat's hit has no effect",
                threat = Arg::Card(*threat)
            ),
            Event::Restored { piece, pips } => msg_plural!(
                "Learning Mode: {piece} is restored to {n} pip",
                "Learning Mode: {piece} is restored to {n} pips",
                *pips,
                piece = Arg::TheArmorShort(*piece),
                n = *pips
            ),
            // A cap is 3 or 6 pips (PIP-9.2).
            Event::NotRestored { piece, why: None } => msg!(
                "Learning Mode: {piece} is already at its cap of {cap} pips",
                piece = Arg::TheArmorShort(*piece),
                cap = piece.cap()
            ),
            Event::NotRestored {
                piece,
                why: Some(Absence::Missing),
            } => msg!(
                "Learning Mode: {piece} is missing and cannot be restored",
                piece = Arg::TheArmorShort(*piece)
            ),
            Event::NotRestored {
                piece,
                why: Some(Absence::Destroyed),
            } => msg!(
                "Learning Mode: {piece} is destroyed and cannot be restored",
                piece = Arg::TheArmorShort(*piece)
            ),
            Event::Victory {
                rating,
                pips,
                whole_armor: false,
            } => msg_plural!(
                "Victory! You stand firm with {n} pip remaining: {rating}.",
                "Victory! You stand firm with {n} pips remaining: {rating}.",
                *pips,
                n = *pips,
                rating = Arg::Rating(*rating)
            ),
            // The whole armor standing keeps at least a pip on each of the six pieces.
            Event::Victory {
                rating,
                pips,
                whole_armor: true,
            } => msg!(
                "Victory! You stand firm with {n} pips remaining: {rating}. It is a Whole Armor Victory!",
                n = *pips,
                rating = Arg::Rating(*rating)
            ),
            Event::Defeat => msg!("The Breastplate has fallen to 0 pips: the battle is lost"),
            Event::PracticeComplete => msg!(
                "The Threat deck is empty. Without a Breastplate there is no victory: practice complete"
            ),
        }
    }

    /// The event in the rule sheet's words with card symbols, in English ([`Event::msg`]).
    pub fn describe(&self) -> String {
        self.msg().to_string()
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

impl ToMsg for Event {
    fn msg(&self) -> Msg {
        Event::msg(self)
    }
}
