//! What an online table adds to the screens: taps held while the connection is down or a move is on its way,
//! the clock of the decision awaited, this person away (with I'm back), and who is away (greyed, "played by a Steady bot until they return").

use super::super::session::ShSession;
use crate::ui::{SeatData, ShAdapter};
use crate::words::tr::tr;
use standfirm_engine::strongholds::view::Awaiting;

/// The online parts of the table (all empty at a table on this device).
pub fn present(session: &ShSession, adapter: &ShAdapter) {
    adapter.set_online(session.is_online());
    adapter.set_held(session.held());
    adapter.set_clock_text(clock_text(session).into());
    adapter.set_away_text(away_text(session).into());
}

/// This person away past the turn clock, played by a bot until they say they are back: in words.
fn away_text(session: &ShSession) -> String {
    let Some(level) = session
        .online_seat()
        .and_then(|(_, seat)| session.away(seat))
    else {
        return String::new();
    };
    tr!(
        "You were away past the turn clock: a {level} bot plays for you until you are back.",
        level = crate::words::sh::level(level)
    )
}

/// "0:42", "7 s": what is left of the clock.
fn left(ms: u64) -> String {
    let secs = ms.div_ceil(1000);
    if secs < 60 {
        tr!("{n} s", n = secs)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

/// The clock in words: the slap window's deadline, or the time the deciding person has.
fn clock_text(session: &ShSession) -> String {
    let Some(ms) = session.clock_left() else {
        return String::new();
    };
    let me = session.online_seat().map(|(_, seat)| seat);
    match session.state().awaiting() {
        Awaiting::Nothing => String::new(),
        Awaiting::SlapWindow { .. } => tr!("The slap window closes in {left}.", left = left(ms)),
        _ => match session.decider() {
            Some(seat) if Some(seat) == me => tr!(
                "You have {left} to decide; then a bot plays for you until you return.",
                left = left(ms)
            ),
            Some(seat) => tr!(
                "{name} has {left} to decide.",
                name = session.seats()[usize::from(seat)].name.as_str(),
                left = left(ms)
            ),
            None => String::new(),
        },
    }
}

/// Marks the rows of people away (and says who plays for them) and of people whose device is not connected.
pub fn mark_players(session: &ShSession, rows: &mut [SeatData]) {
    for row in rows.iter_mut() {
        let seat = row.seat.clamp(0, 5) as u8;
        if let Some(level) = session.away(seat) {
            row.away = true;
            let bot = crate::words::sh::level(level);
            row.line = format!(
                "{} · {}",
                row.line,
                tr!(
                    "away: played by a {level} bot until they return",
                    level = bot
                )
            )
            .into();
        } else if session.absent(seat) {
            row.line = format!("{} · {}", row.line, tr!("not connected")).into();
        }
    }
}
