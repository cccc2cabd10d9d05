//! Why an action was refused, in plain words. A refused action leaves the state unchanged.

use super::action::DartLine;
use super::slots::Slot;
use crate::cards::Card;
use crate::msg;
use crate::words::{Arg, Msg, ToMsg};
use std::fmt;

/// A refused action. Its `Display` is [`RuleError::msg`] in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// A play was tried when a discard or a Dart choice is awaited, or the like: the sentence that says what
    /// is awaited (its English text, a sentence without holes; see [`RuleError::not_now`]).
    NotNow(&'static str),
    /// The card is not in hand.
    NotInHand(Card),
    /// A♠ cannot be played (AOG-3.3).
    DartCard,
    /// The slot is Claimed (AOG-5.3).
    Claimed(Slot),
    /// The slot is Banked (AOG-6.2).
    Frozen(Slot),
    /// The Dart line choice exists only in the Softer variant (AOG-8.3).
    NotSofter,
    /// A Softer Dart line that would remove nothing while the other would (AOG-B15).
    EmptyLine(DartLine),
}

impl RuleError {
    /// The refusal of an action that is not the one awaited; `awaited` says what is, in a sentence without
    /// holes (`msg!("discard one card from your hand to end the turn")`).
    pub fn not_now(awaited: Msg) -> RuleError {
        debug_assert!(awaited.args.is_empty() && awaited.plural.is_none());
        RuleError::NotNow(awaited.text)
    }

    /// Why, as a sentence in any language (`crate::words`): "the Belt of Truth is already claimed".
    pub fn msg(&self) -> Msg {
        match *self {
            RuleError::GameOver => msg!("the game is over"),
            RuleError::NotNow(awaited) => Msg::new(awaited, Vec::new()),
            RuleError::NotInHand(card) => {
                msg!("{card} is not in your hand", card = Arg::TheCard(card))
            }
            RuleError::DartCard => msg!("the Ace of Spades is Satan's Dart and cannot be played"),
            RuleError::Claimed(slot) => {
                msg!(
                    "{piece} is already claimed",
                    piece = Arg::TheArmorTitle(slot)
                )
            }
            RuleError::Frozen(slot) => msg!(
                "{pile} is banked and frozen: no cards may be added",
                pile = Arg::ArmorPile(slot)
            ),
            RuleError::NotSofter => msg!("the Dart's line is chosen only with the Softer Dart"),
            RuleError::EmptyLine(DartLine::Largest) => msg!(
                "the largest line would remove nothing while the other line would: choose banked"
            ),
            RuleError::EmptyLine(DartLine::Banked) => msg!(
                "the banked line would remove nothing while the other line would: choose largest"
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
