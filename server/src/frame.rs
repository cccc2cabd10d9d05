//! What one device is sent of a table: a [`Frame`] built from the referee's state for one seat (its own
//! [`Observation`]) or a spectator (the public view), the public events since its last frame, whose move it is
//! and the clock. A pure function of what the seat may see: `tests/no_leak.rs` builds every frame of whole games
//! twice, from the referee's state and from a copy whose hidden cards are dealt again, and compares the bytes.

use standfirm_engine::strongholds::{Event, Observation, State};
use standfirm_engine::Game;
use standfirm_protocol::{Clock, Frame, Happened, Level, SeatInfo, ServerMsg, TableStatus};

/// Who a frame is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// A seat: its own observation.
    Seat(u8),
    /// A spectator: the public view.
    Spectator,
}

/// What every frame of a table shares at one moment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table<'a> {
    /// Actions made so far.
    pub seq: u64,
    /// Where the table is in its life.
    pub status: TableStatus,
    /// The seats as everyone sees them.
    pub seats: &'a [SeatInfo],
    /// The clock (given, so that a frame is a function of its inputs).
    pub clock: &'a Clock,
    /// The rematch's table.
    pub rematch: Option<&'a str>,
    /// The level of the bot that plays for a person away.
    pub away_level: Level,
}

/// The events of the log's entries after `since` (an action number; `None`: from the deal), numbered.
pub fn events_since(log: &[Vec<Event>], since: Option<u64>) -> Vec<Happened> {
    let from = since.map_or(0, |s| s as usize + 1);
    log.iter()
        .enumerate()
        .skip(from)
        .map(|(i, events)| Happened {
            action: i as u64,
            events: events.clone(),
        })
        .collect()
}

/// The frame of `viewer` at `table`, with the game's `state` once started.
pub fn build(
    state: Option<&State>,
    viewer: Viewer,
    table: &Table<'_>,
    events: Vec<Happened>,
) -> Frame {
    Frame {
        seq: table.seq,
        status: table.status,
        seats: table.seats.to_vec(),
        to_move: state.map(Game::to_move).unwrap_or_default(),
        clock: table.clock.clone(),
        events,
        observation: match (state, viewer) {
            (Some(state), Viewer::Seat(seat)) => Some(Observation::of(state, seat)),
            _ => None,
        },
        view: match (state, viewer) {
            (Some(state), Viewer::Spectator) => Some(state.public_view()),
            _ => None,
        },
        rematch: table.rematch.map(str::to_string),
        away_level: table.away_level,
    }
}

/// The frame as the text sent.
pub fn text(frame: Frame) -> String {
    ServerMsg::Frame(Box::new(frame)).to_json()
}
