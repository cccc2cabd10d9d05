//! [`OddsError`]: why there is no estimate.

use crate::msg;
use crate::words::Msg;
use std::fmt;

/// Why a position cannot be estimated. Its `Display` is one plain sentence, [`OddsError::msg`] in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OddsError {
    /// The game has ended: its result is known.
    Over,
    /// The seat is not at the table.
    NoSuchSeat {
        /// The seat asked for.
        seat: u8,
        /// The last seat there is.
        last: u8,
    },
    /// The bot levels given do not match the seats.
    Levels {
        /// Levels given.
        given: usize,
        /// Seats at the table.
        seats: u8,
    },
}

impl OddsError {
    /// Why, as a sentence in any language (`crate::words`).
    pub fn msg(&self) -> Msg {
        match *self {
            OddsError::Over => msg!("the game is over: there is no chance left to estimate"),
            OddsError::NoSuchSeat { seat, last } => msg!(
                "there is no seat {seat}: the table has seats 0 to {last}",
                seat = seat,
                last = last
            ),
            OddsError::Levels { given, seats } => msg!(
                "{given} bot levels for {seats} seats",
                given = given,
                seats = seats
            ),
        }
    }
}

impl fmt::Display for OddsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for OddsError {}
