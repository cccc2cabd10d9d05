//! What happened, in the rule sheet's words, with the verse behind each rule (AOG-4 … AOG-10).

use super::action::DartLine;
use super::slots::Slot;
use crate::cards::Card;
use crate::words::{Arg, Msg, ToMsg};
use crate::{msg, msg_plural};
use serde::{Deserialize, Serialize};

/// Something that happened during a game. Drives the log, the animations and the verses shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A new turn began.
    TurnBegan {
        /// The turn number, from 1.
        turn: u32,
    },
    /// Stand Firm: a Banked pile was claimed at the start of the turn, for free (AOG-4.1).
    StandFirm {
        /// The slot claimed.
        slot: Slot,
    },
    /// Doubt creeps in: the top card of the Banked pile was discarded and the slot is Active again (AOG-6.4).
    Doubt {
        /// The slot that lost its top card.
        slot: Slot,
        /// The card discarded.
        card: Card,
    },
    /// Life's Trials: a card was drawn (AOG-4.2).
    Drew {
        /// The card drawn.
        card: Card,
    },
    /// The Ace of Spades is in hand: Satan's Dart is active this turn (AOG-4.5).
    DartActive,
    /// A card was played onto a pile (AOG-4.6).
    Played {
        /// The card played.
        card: Card,
        /// The slot played to.
        slot: Slot,
        /// The pile total afterwards.
        total: u32,
    },
    /// Exact: the piece was claimed (AOG-5.4).
    Claimed {
        /// The slot claimed.
        slot: Slot,
        /// How many cards the claimed pile holds.
        cards: u8,
    },
    /// Exact but blocked by the Category Restriction: the pile is Banked (AOG-6.1).
    Banked {
        /// The slot banked.
        slot: Slot,
    },
    /// Bust: the pile went over its target, or a second exact pile could not bank (AOG-4.7, AOG-6.3).
    Bust {
        /// The slot whose pile was discarded.
        slot: Slot,
        /// How many cards went to the discard pile.
        cards: u8,
        /// True when the pile was exact but another pile was already Banked.
        second_bank: bool,
    },
    /// Core Dart: the largest pile was discarded (AOG-8.2). `slot` is `None` when no pile had cards.
    DartStruck {
        /// The pile removed, if any.
        slot: Option<Slot>,
        /// How many cards it held.
        cards: u8,
    },
    /// Softer Dart: the chosen line removed a top card (AOG-8.3). `line` is `None` when neither line had a
    /// target, so no choice was asked and nothing was removed (AOG-B15).
    DartGrazed {
        /// The line chosen, if a choice was asked.
        line: Option<DartLine>,
        /// The slot and card removed, if any.
        removed: Option<(Slot, Card)>,
    },
    /// After the Dart, the whole remaining hand, A♠ included, was discarded (AOG-8.2 step 5).
    HandDiscarded {
        /// How many cards were discarded.
        cards: u8,
    },
    /// Bearing the Weight: one card discarded, two kept (AOG-4.10).
    Discarded {
        /// The card discarded.
        card: Card,
    },
    /// The deck ran dry during the draw: the round ends (AOG-4.3).
    RoundEnded {
        /// The round that ended.
        round: u8,
    },
    /// The Defense Check at the end of a round (AOG-9.2).
    DefenseCheck {
        /// The round checked.
        round: u8,
        /// Armor needed.
        needed: u8,
        /// Armor claimed.
        claimed: u8,
        /// Whether it passed.
        passed: bool,
    },
    /// The discard pile was shuffled into a new deck and a new round began (AOG-9.3).
    Reshuffled {
        /// Cards in the new deck.
        cards: u8,
        /// The new round.
        round: u8,
    },
    /// Victory: all six pieces claimed (AOG-10.1).
    Won,
    /// Loss: a Defense Check failed (AOG-10.2).
    Lost,
}

/// Every reference [`Event::verse`] can return, in full as the app shows it (whole verses, ASCII hyphens).
pub const REFERENCES: &[&str] = &[
    "Ephesians 6:13",
    "James 1:6",
    "James 1:2",
    "Ephesians 6:16",
    "Ephesians 6:14",
    "Ephesians 6:15",
    "Ephesians 6:17",
    "Ephesians 6:14-15",
    "Psalm 55:22",
];

impl Event {
    /// The event as a sentence for a person, in any language (`crate::words`), in the rule sheet's words.
    pub fn msg(&self) -> Msg {
        match *self {
            Event::TurnBegan { turn } => msg!("Turn {turn} begins.", turn = turn),
            Event::StandFirm { slot } => msg!(
                "Stand Firm: the banked {piece} is claimed at the start of the turn.",
                piece = Arg::ArmorTitle(slot)
            ),
            Event::Doubt { slot, card } => msg!(
                "Doubt creeps in: {card} leaves {pile}, which is active again.",
                card = Arg::Card(card),
                pile = Arg::ArmorPile(slot)
            ),
            Event::Drew { card } => msg!("Life's Trials: you draw {card}.", card = Arg::Card(card)),
            Event::DartActive => msg!("Satan's Dart is in your hand: it will strike after your play."),
            Event::Played { card, slot, total } => msg!(
                "You play {card} on {pile}: {total} of {target}.",
                card = Arg::Card(card),
                pile = Arg::ArmorPile(slot),
                total = total,
                target = slot.target()
            ),
            Event::Claimed { slot, .. } => {
                msg!("Exact! You put on {piece}.", piece = Arg::TheArmorTitle(slot))
            }
            Event::Banked { slot } => msg!(
                "Exact, but the Category Restriction blocks the claim: {pile} is banked.",
                pile = Arg::ArmorPile(slot)
            ),
            // A bust pile holds the card played and at least one more (no card reaches a target alone).
            Event::Bust { slot, cards, second_bank: false } => msg!(
                "Bust: {pile} went over; its {cards} cards are discarded.",
                pile = Arg::ArmorPile(slot),
                cards = cards
            ),
            Event::Bust { slot, cards, second_bank: true } => msg!(
                "Exact but blocked, and a pile is already banked: {pile} busts ({cards} cards discarded).",
                pile = Arg::ArmorPile(slot),
                cards = cards
            ),
            Event::DartStruck { slot: Some(slot), cards } => msg_plural!(
                "Satan's Dart strikes {pile}: its {n} card is discarded.",
                "Satan's Dart strikes {pile}: all {n} cards are discarded.",
                cards,
                pile = Arg::ArmorPile(slot),
                n = cards
            ),
            Event::DartStruck { slot: None, .. } => msg!("Satan's Dart finds no pile to strike."),
            Event::DartGrazed { removed: Some((slot, card)), .. } => msg!(
                "Satan's Dart (softer) takes {card} from the top of {pile}.",
                card = Arg::Card(card),
                pile = Arg::ArmorPile(slot)
            ),
            Event::DartGrazed { removed: None, .. } => {
                msg!("Satan's Dart (softer) finds no card to take: no pile is active or banked.")
            }
            Event::HandDiscarded { cards } => msg_plural!(
                "The Dart's blow: your remaining hand ({n} card, the Ace of Spades) is discarded.",
                "The Dart's blow: your remaining hand ({n} cards, the Ace of Spades included) is discarded.",
                cards,
                n = cards
            ),
            Event::Discarded { card } => {
                msg!("Bearing the Weight: you discard {card} and keep two.", card = Arg::Card(card))
            }
            Event::RoundEnded { round } => msg!("The deck is empty: round {round} ends.", round = round),
            Event::DefenseCheck { round, needed, claimed, passed: true } => msg!(
                "Defense Check, round {round}: {claimed} armor, {needed} needed. You stand.",
                round = round,
                claimed = claimed,
                needed = needed
            ),
            Event::DefenseCheck { round, needed, claimed, passed: false } => msg!(
                "Defense Check, round {round}: {claimed} armor, {needed} needed. Your defenses falter.",
                round = round,
                claimed = claimed,
                needed = needed
            ),
            Event::Reshuffled { cards, round } => msg!(
                "The discard pile is shuffled into a new deck of {cards} cards: round {round} begins.",
                cards = cards,
                round = round
            ),
            Event::Won => msg!("You stand clothed in the whole Armor of God. Victory!"),
            Event::Lost => msg!("Without the whole Armor, the battle is lost."),
        }
    }

    /// One line for the event log, in the rule sheet's words (English).
    pub fn describe(&self) -> String {
        self.msg().to_string()
    }

    /// The verse reference behind the rule that produced the event, if any.
    pub fn verse(&self) -> Option<&'static str> {
        match self {
            Event::StandFirm { .. } | Event::DefenseCheck { .. } | Event::Won | Event::Lost => {
                Some("Ephesians 6:13")
            }
            Event::Doubt { .. } => Some("James 1:6"),
            Event::Drew { .. } | Event::RoundEnded { .. } => Some("James 1:2"),
            Event::DartActive
            | Event::DartStruck { .. }
            | Event::DartGrazed { .. }
            | Event::HandDiscarded { .. } => Some("Ephesians 6:16"),
            Event::Claimed { slot, .. } => Some(slot.verse()),
            Event::Banked { .. }
            | Event::Bust {
                second_bank: true, ..
            } => Some("Ephesians 6:14-15"),
            Event::Discarded { .. } => Some("Psalm 55:22"),
            Event::TurnBegan { .. }
            | Event::Played { .. }
            | Event::Bust {
                second_bank: false, ..
            }
            | Event::Reshuffled { .. } => None,
        }
    }

    /// Whether the event revealed a hidden card (a draw). Undo must never cross such an event.
    pub fn reveals_hidden_card(&self) -> bool {
        matches!(self, Event::Drew { .. } | Event::Reshuffled { .. })
    }
}

impl ToMsg for Event {
    fn msg(&self) -> Msg {
        Event::msg(self)
    }
}
