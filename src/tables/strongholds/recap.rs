//! Strongholds events as log lines, told by name, draws as counts; and "Since your last turn": the lines about
//! the other seats since a player last held the device.

use crate::tables::play::{Line, Log, Tone};
use standfirm_engine::msg_plural;
use standfirm_engine::strongholds::Event;
use standfirm_engine::words::{Arg, Msg};

/// A line about `seat`.
fn line(msg: Msg, verse: Option<&str>, tone: Tone, seat: Option<u8>, recap: bool) -> Line {
    Line {
        msg,
        verse: verse.unwrap_or_default().to_string(),
        tone,
        seat,
        recap,
        turn_start: false,
    }
}

/// A kind of event told as one count when a seat has several in a row: the seat it is about, and the line for
/// that seat and `n` cards.
struct Counted {
    seat: fn(&Event) -> Option<u8>,
    words: fn(u8, usize) -> Msg,
}

/// The draws, discards and returns told as counts.
const COUNTED: [Counted; 4] = [
    Counted {
        seat: |e| {
            matches!(e, Event::GrowthDrawn { .. })
                .then(|| e.seat())
                .flatten()
        },
        words: |seat, n| {
            msg_plural!(
                "{who} draws a Growth card.",
                "{who} draws {n} Growth cards.",
                n,
                who = Arg::Seat(seat),
                n = n
            )
        },
    },
    Counted {
        seat: |e| {
            matches!(e, Event::TruthDrawn { .. })
                .then(|| e.seat())
                .flatten()
        },
        words: |seat, n| {
            msg_plural!(
                "{who} draws a Truth card.",
                "{who} draws {n} Truth cards.",
                n,
                who = Arg::Seat(seat),
                n = n
            )
        },
    },
    Counted {
        seat: |e| {
            matches!(e, Event::GrowthDiscarded { .. })
                .then(|| e.seat())
                .flatten()
        },
        words: |seat, n| {
            msg_plural!(
                "{who} discards a Growth card down to 7.",
                "{who} discards {n} Growth cards down to 7.",
                n,
                who = Arg::Seat(seat),
                n = n
            )
        },
    },
    Counted {
        seat: |e| {
            matches!(e, Event::TruthReturned { .. })
                .then(|| e.seat())
                .flatten()
        },
        words: |seat, n| {
            msg_plural!(
                "{who} returns a Truth card to the bottom of the Truth deck.",
                "{who} returns {n} Truth cards to the bottom of the Truth deck.",
                n,
                who = Arg::Seat(seat),
                n = n
            )
        },
    },
];

/// The seat a line of `event` is about, its tone, and whether "Since your last turn" tells it.
fn kind(event: &Event) -> (Option<u8>, Tone, bool) {
    let seat = event.seat();
    match event {
        Event::TurnStarted { .. } | Event::TurnEnded { .. } => (seat, Tone::Plain, false),
        Event::StrongholdDefeated { .. }
        | Event::TrialOvercome { .. }
        | Event::AssignmentFulfilled { .. } => (seat, Tone::Good, true),
        Event::TrialPlaced { .. }
        | Event::SecondTrialDrawn { .. }
        | Event::TrialDiscarded { .. }
        | Event::GrowthExhausted { .. }
        | Event::TruthDeckEmpty { .. } => (seat, Tone::Danger, true),
        Event::AssignmentPlaced { .. }
        | Event::GrowthDrawn { .. }
        | Event::TruthDrawn { .. }
        | Event::GrowthDiscarded { .. }
        | Event::TruthReturned { .. }
        | Event::StrongholdRevealed { .. }
        | Event::GrowthReshuffled { .. } => (seat, Tone::Plain, true),
        Event::SlapWindowClosed { .. } => (None, Tone::Plain, false),
        Event::GameOver { .. } => (None, Tone::Good, true),
    }
}

/// The events as log lines. Consecutive draws of one seat become one line with a count; every line names
/// the seat it is about.
/// (`_names` are the seats' names the English lines were once written with; the lines now name seats as the
/// log does, in the language shown.)
pub fn describe(events: &[Event], _names: &[String]) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let event = &events[i];
        // A run of the same kind of draw or discard by one seat is told as one count.
        let run = COUNTED.iter().find_map(|c| {
            let seat = (c.seat)(event)?;
            let n = events[i..]
                .iter()
                .take_while(|e| (c.seat)(e) == Some(seat))
                .count();
            Some((c, seat, n))
        });
        if let Some((c, seat, n)) = run {
            out.push(line(
                (c.words)(seat, n),
                None,
                Tone::Plain,
                Some(seat),
                true,
            ));
            i += n;
            continue;
        }
        i += 1;
        let (seat, tone, recap) = kind(event);
        let mut l = line(event.msg().full_stop(), event.verse(), tone, seat, recap);
        l.turn_start = matches!(event, Event::TurnStarted { .. });
        out.push(l);
    }
    out
}

/// What the others did since position `from` of the log, for `seat`: the recap lines not about `seat`.
pub fn lines(log: &Log, from: usize, seat: u8) -> Vec<Line> {
    log.since(from)
        .iter()
        .filter(|l| l.recap && l.seat != Some(seat))
        .cloned()
        .collect()
}

#[cfg(test)]
#[path = "recap_tests.rs"]
mod tests;
