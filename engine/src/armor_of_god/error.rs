//! Why an action was refused, in plain words. A refused action leaves the state unchanged.

use super::action::DartLine;
use super::slots::Slot;
use crate::cards::Card;

/// A refused action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// A play was tried when a discard or a Dart choice is awaited, or the like.
    #[error("{0}")]
    NotNow(&'static str),
    /// The card is not in hand.
    #[error("{} is not in your hand", .0.words())]
    NotInHand(Card),
    /// A♠ cannot be played (AOG-3.3).
    #[error("the Ace of Spades is Satan's Dart and cannot be played")]
    DartCard,
    /// The slot is Claimed (AOG-5.3).
    #[error("the {} is already claimed", .0.title())]
    Claimed(Slot),
    /// The slot is Banked (AOG-6.2).
    #[error("the {} pile is banked and frozen: no cards may be added", .0.short())]
    Frozen(Slot),
    /// The Dart line choice exists only in the Softer variant (AOG-8.3).
    #[error("the Dart's line is chosen only with the Softer Dart")]
    NotSofter,
    /// A Softer Dart line that would remove nothing while the other would (AOG-B15).
    #[error("the {} line would remove nothing while the other line would: choose {}", line_name(*.0), line_name(other(*.0)))]
    EmptyLine(DartLine),
}

fn line_name(line: DartLine) -> &'static str {
    match line {
        DartLine::Largest => "largest",
        DartLine::Banked => "banked",
    }
}

fn other(line: DartLine) -> DartLine {
    match line {
        DartLine::Largest => DartLine::Banked,
        DartLine::Banked => DartLine::Largest,
    }
}
