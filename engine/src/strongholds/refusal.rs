//! Why an action was refused ([`RuleError`]): data, a kind and its values, never a sentence. A reader says it in
//! its own language ([`RuleError::msg`], English by `Display`); a table server sends it as it is (serde: `{"kind":
//! "payment", "values": {"kind": "cannot_pay", "values": {"card": "G-R3", "colour": "R"}}}`), and the app says
//! it in the player's language.

use super::colours::Colour;
use super::content::CardId;
use super::payment::cost_text;
use crate::msg;
use crate::words::{Arg, Msg, ToMsg};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why an action was refused. The state is unchanged whenever one is returned. Its `Display` is
/// [`RuleError::msg`] in English.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "values", rename_all = "snake_case")]
pub enum RuleError {
    /// Options or explicit decks that cannot start a game: what is wrong.
    Setup(SetupError),
    /// The game has ended.
    GameOver,
    /// The action is not one of the kind now awaited: what the game is waiting for.
    NotNow(Awaited),
    /// A card is not where the action needs it.
    NoSuchCard(Missing),
    /// SH-2.16: an Unconquered Trial blocks Truth play.
    TrialBlock,
    /// The slot is empty or out of range.
    EmptySlot(u8),
    /// SH-5.6.3: no symbol match.
    NoSymbol {
        /// The Truth card.
        truth: CardId,
        /// The Stronghold.
        stronghold: CardId,
    },
    /// SH-4: the payment is not exact or uses a source that cannot pay: why.
    Payment(PaymentError),
    /// SH-5.7: a claim that cannot be backed. Deliberately says nothing more (a refused claim reveals nothing).
    CannotSlap(u8),
}

/// Why options or explicit decks cannot start a game (SH-1.1, SH-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "values", rename_all = "snake_case")]
pub enum SetupError {
    /// A table has 2 to 6 players; this many were asked for.
    Players(u8),
    /// There is no such seat to play first.
    FirstPlayer(u8),
    /// An explicit deck does not list each of its cards exactly once.
    Deck {
        /// Which deck.
        deck: DeckName,
        /// How many cards it has.
        cards: u8,
    },
}

/// One of the three decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckName {
    /// The Growth deck.
    Growth,
    /// The Truth deck.
    Truth,
    /// The Stronghold deck.
    Stronghold,
}

/// What the game is waiting for, as a refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "values", rename_all = "snake_case")]
pub enum Awaited {
    /// The seat to keep or discard its second Trial (SH-2.17).
    SecondTrial(u8),
    /// The active seat to play or end its turn.
    Main(u8),
    /// A slap or the table's pass (SH-5.7).
    Slap,
    /// The active seat to discard Growth cards down to 7 (SH-2.10).
    DiscardGrowth(u8),
    /// The active seat to return Truth cards down to 4 (SH-2.6).
    ReturnTruth(u8),
    /// Nothing: the game is over.
    Nothing,
}

/// A card that is not where an action needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "values", rename_all = "snake_case")]
pub enum Missing {
    /// Not among the acting seat's Truth cards.
    Truth(CardId),
    /// Not in the acting seat's Growth holding.
    Growth(CardId),
    /// Not a Trial in front of the acting seat.
    Trial(CardId),
    /// Not an Assignment in front of the acting seat.
    Assignment(CardId),
    /// The Trial is already overcome.
    TrialDone(CardId),
    /// The Assignment is already fulfilled.
    AssignmentDone(CardId),
}

/// Why a payment is not valid (SH-4, SH-2.13–2.15).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "values", rename_all = "snake_case")]
pub enum PaymentError {
    /// The colours paid are not the cost's.
    Cost {
        /// The cost.
        cost: Vec<Colour>,
        /// What the payment covers.
        paid: Vec<Colour>,
    },
    /// A card or permanent pays more than one colour unit.
    SourceTwice,
    /// A paying card is not in the Growth holding.
    NotHeld(CardId),
    /// A card cannot pay that colour.
    CannotPay {
        /// The card.
        card: CardId,
        /// The colour it was to pay.
        colour: Colour,
    },
    /// Permanent anointings pay only for Truth cards (SH-2.13).
    PermanentForTruthOnly,
    /// There is no permanent anointing on that card.
    NoPermanent(CardId),
    /// The permanent on that card is another colour.
    PermanentColour {
        /// The completed Trial or Assignment.
        task: CardId,
        /// Its permanent's colour.
        colour: Colour,
    },
    /// The permanent was gained this turn: usable from the next (SH-2.15).
    PermanentNew(CardId),
    /// The permanent was already used this turn (SH-2.15).
    PermanentUsed(CardId),
    /// The card kept as the permanent did not pay (SH-2.14).
    KeepNotPaying(CardId),
}

impl RuleError {
    /// Why, as a sentence in any language (`crate::words`): "seat 1 cannot slap".
    pub fn msg(&self) -> Msg {
        match self {
            RuleError::Setup(why) => msg!("cannot set up the game: {why}", why = why.msg()),
            RuleError::GameOver => msg!("the game is over"),
            RuleError::NotNow(awaited) => msg!(
                "not now: the game is waiting for {awaited}",
                awaited = awaited.msg()
            ),
            RuleError::NoSuchCard(missing) => missing.msg(),
            RuleError::TrialBlock => msg!(
                "Truth cards cannot be played while an Unconquered Trial is in front of the player (SH-2.16)"
            ),
            RuleError::EmptySlot(slot) => {
                msg!("there is no face-up Stronghold in slot {slot}", slot = *slot)
            }
            RuleError::NoSymbol { truth, stronghold } => msg!(
                "{truth} does not show the symbol of {stronghold}",
                truth = Arg::Title(*truth),
                stronghold = Arg::Title(*stronghold)
            ),
            RuleError::Payment(why) => {
                msg!("the payment is not valid: {why}", why = why.msg())
            }
            RuleError::CannotSlap(seat) => msg!("seat {seat} cannot slap", seat = *seat),
        }
    }

    /// Every card the refusal names (a table server checks that it names none its seat may not see).
    pub fn cards(&self) -> Vec<CardId> {
        match self {
            RuleError::NoSuchCard(
                Missing::Truth(c)
                | Missing::Growth(c)
                | Missing::Trial(c)
                | Missing::Assignment(c)
                | Missing::TrialDone(c)
                | Missing::AssignmentDone(c),
            ) => vec![*c],
            RuleError::NoSymbol { truth, stronghold } => vec![*truth, *stronghold],
            RuleError::Payment(
                PaymentError::NotHeld(c)
                | PaymentError::CannotPay { card: c, .. }
                | PaymentError::NoPermanent(c)
                | PaymentError::PermanentColour { task: c, .. }
                | PaymentError::PermanentNew(c)
                | PaymentError::PermanentUsed(c)
                | PaymentError::KeepNotPaying(c),
            ) => vec![*c],
            RuleError::Setup(_)
            | RuleError::GameOver
            | RuleError::NotNow(_)
            | RuleError::TrialBlock
            | RuleError::EmptySlot(_)
            | RuleError::Payment(
                PaymentError::Cost { .. }
                | PaymentError::SourceTwice
                | PaymentError::PermanentForTruthOnly,
            )
            | RuleError::CannotSlap(_) => Vec::new(),
        }
    }
}

impl SetupError {
    /// What is wrong, in words.
    pub fn msg(&self) -> Msg {
        match *self {
            SetupError::Players(players) => msg!(
                "{players} players; Strongholds is for 2 to 6",
                players = players
            ),
            SetupError::FirstPlayer(seat) => {
                msg!("there is no seat {seat} to play first", seat = seat)
            }
            SetupError::Deck {
                deck: DeckName::Growth,
                cards,
            } => msg!(
                "the Growth deck must list each of its {cards} cards exactly once",
                cards = cards
            ),
            SetupError::Deck {
                deck: DeckName::Truth,
                cards,
            } => msg!(
                "the Truth deck must list each of its {cards} cards exactly once",
                cards = cards
            ),
            SetupError::Deck {
                deck: DeckName::Stronghold,
                cards,
            } => msg!(
                "the Stronghold deck must list each of its {cards} cards exactly once",
                cards = cards
            ),
        }
    }
}

impl Awaited {
    /// What the game waits for, in words.
    pub fn msg(&self) -> Msg {
        match *self {
            Awaited::SecondTrial(seat) => msg!(
                "seat {seat} to keep or discard the second Trial",
                seat = seat
            ),
            Awaited::Main(seat) => msg!("seat {seat} to play or end the turn", seat = seat),
            Awaited::Slap => msg!("a slap or close-slap"),
            Awaited::DiscardGrowth(seat) => {
                msg!("seat {seat} to discard Growth cards down to 7", seat = seat)
            }
            Awaited::ReturnTruth(seat) => {
                msg!("seat {seat} to return Truth cards down to 4", seat = seat)
            }
            Awaited::Nothing => msg!("nothing: the game is over"),
        }
    }
}

impl Missing {
    /// Where the card is not, in words.
    pub fn msg(&self) -> Msg {
        match *self {
            Missing::Truth(card) => msg!(
                "{card} is not in the player's Truth cards",
                card = card.to_string()
            ),
            Missing::Growth(card) => msg!(
                "{card} is not in the Growth holding",
                card = card.to_string()
            ),
            Missing::Trial(task) => msg!(
                "{task} is not a Trial in front of the player",
                task = task.to_string()
            ),
            Missing::Assignment(task) => msg!(
                "{task} is not an Assignment in front of the player",
                task = task.to_string()
            ),
            Missing::TrialDone(task) => msg!(
                "the Trial {task} is already completed",
                task = task.to_string()
            ),
            Missing::AssignmentDone(task) => msg!(
                "the Assignment {task} is already completed",
                task = task.to_string()
            ),
        }
    }
}

impl PaymentError {
    /// Why the payment is not valid, in words.
    pub fn msg(&self) -> Msg {
        match self {
            PaymentError::Cost { cost, paid } => msg!(
                "the cost is {cost} but the payment covers {paid}",
                cost = cost_text(cost),
                paid = cost_text(paid)
            ),
            PaymentError::SourceTwice => {
                msg!("each card or permanent can pay only one colour unit")
            }
            PaymentError::NotHeld(card) => msg!(
                "{card} is not in the Growth holding",
                card = card.to_string()
            ),
            PaymentError::CannotPay { card, colour } => msg!(
                "{card} cannot pay {colour}",
                card = card.to_string(),
                colour = Arg::Colour(*colour)
            ),
            PaymentError::PermanentForTruthOnly => {
                msg!("permanent anointings pay only for Truth cards (SH-2.13)")
            }
            PaymentError::NoPermanent(task) => msg!(
                "there is no permanent anointing on {task}",
                task = task.to_string()
            ),
            PaymentError::PermanentColour { task, colour } => msg!(
                "the permanent on {task} is {colour}",
                task = task.to_string(),
                colour = Arg::Colour(*colour)
            ),
            PaymentError::PermanentNew(task) => msg!(
                "the permanent on {task} is usable from the next turn (SH-2.15)",
                task = task.to_string()
            ),
            PaymentError::PermanentUsed(task) => msg!(
                "the permanent on {task} was already used this turn (SH-2.15)",
                task = task.to_string()
            ),
            PaymentError::KeepNotPaying(card) => msg!(
                "the permanent card {card} must be one of the paying cards (SH-2.14)",
                card = card.to_string()
            ),
        }
    }
}

impl ToMsg for RuleError {
    fn msg(&self) -> Msg {
        RuleError::msg(self)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for RuleError {}
