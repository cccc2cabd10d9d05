//! [`OddsError`]: why there is no estimate.

/// Why a position cannot be estimated. Its `Display` is one plain sentence.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OddsError {
    /// The game has ended: its result is known.
    #[error("the game is over: there is no chance left to estimate")]
    Over,
    /// The seat is not at the table.
    #[error("there is no seat {seat}: the table has seats 0 to {last}")]
    NoSuchSeat {
        /// The seat asked for.
        seat: u8,
        /// The last seat there is.
        last: u8,
    },
    /// The bot levels given do not match the seats.
    #[error("{given} bot levels for {seats} seats")]
    Levels {
        /// Levels given.
        given: usize,
        /// Seats at the table.
        seats: u8,
    },
}
