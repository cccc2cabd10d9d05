//! The words of an online table: what the server refused and why, an HTTP answer's error, why the server
//! closed the socket, and what cannot work (a secure page and a plain server). The server sends kinds and
//! values only (`standfirm_protocol`); every sentence a person reads is made here, in their language.

use crate::words::tr::{say, tr};
use standfirm_engine::words::Arg;
use standfirm_protocol::{ApiError, CloseReason, Refusal};

/// Why the server refused a message, as a sentence for the table's message line.
pub fn refusal(reason: &Refusal) -> String {
    match reason {
        Refusal::Rule(error) => say(&standfirm_engine::msg!(
            "{sentence}.",
            sentence = Arg::Msg(Box::new(error.msg())).capital()
        )),
        Refusal::Notation | Refusal::Malformed => {
            tr!("The server did not understand that move: this app may need an update.")
        }
        Refusal::Versions { .. } => update_the_app(),
        Refusal::TooLarge => tr!("That message was too large for the server."),
        Refusal::Stale(_) => tr!("The table moved on before your move arrived: look again and choose."),
        Refusal::NotYourTurn => tr!("It is not your decision now."),
        Refusal::OtherSeat => tr!("That move is another player's to make."),
        Refusal::Spectator => tr!("Someone watching cannot play."),
        Refusal::NotStarted => tr!("The game has not started yet."),
        Refusal::Over => tr!("The game is over."),
        Refusal::BadToken => tr!("The server no longer knows this seat."),
        Refusal::NoSuchTable => tr!("The server no longer has this table."),
        Refusal::RateLimited => tr!("Too many moves at once: wait a moment and try again."),
        Refusal::Agreement => tr!(
            "Ending by agreement needs the whole table: at an online table the host ends the game for everyone."
        ),
        Refusal::NotKept => {
            tr!("The server could not keep your move; the table is as it was. Try again.")
        }
    }
}

/// "Update the app": the device and the server speak different versions.
pub fn update_the_app() -> String {
    tr!("This table's server plays a newer or older version of the rules than this app: update the app (or the server) to play there.")
}

/// An HTTP answer's error, as a sentence.
pub fn api_error(error: ApiError) -> String {
    match error {
        ApiError::NoSuchTable => tr!("There is no table with that code on this server."),
        ApiError::Finished => tr!("That table's game is over."),
        ApiError::Expired => tr!("That table was removed: it was kept long enough."),
        ApiError::Full => tr!("Every seat at that table is taken."),
        ApiError::Started => tr!("That table's game has started: its code no longer joins."),
        ApiError::NotHost => tr!("Only the host can do that."),
        ApiError::BadToken => tr!("The server no longer knows this seat."),
        ApiError::NoSuchSeat => tr!("There is no such seat at that table."),
        ApiError::BadRequest => tr!("The server refused the table as it was set up."),
        ApiError::TooLarge => tr!("That was too much for the server to take."),
        ApiError::RateLimited => {
            tr!("The server is busy with this device: wait a moment and try again.")
        }
        ApiError::Elsewhere => tr!("Another server holds that table."),
        ApiError::NotKept => tr!("The server could not keep that; nothing changed. Try again."),
    }
}

/// Why the server closed the socket; `None` for a reason after which the app simply connects again.
pub fn closed(reason: CloseReason) -> Option<String> {
    match reason {
        CloseReason::ConnectedElsewhere => Some(tr!(
            "This seat is now played on another device. Take it back here, or leave the table."
        )),
        CloseReason::NewToken => Some(tr!(
            "The host gave this seat to another device: it can no longer be played here."
        )),
        CloseReason::Versions => Some(update_the_app()),
        CloseReason::BadToken | CloseReason::NoSuchTable | CloseReason::TableRemoved => {
            Some(gone())
        }
        CloseReason::TooManyRefusals | CloseReason::TooSlow | CloseReason::Shutdown => None,
    }
}

/// The table is gone from its server for good.
pub fn gone() -> String {
    tr!("The server no longer has this table (it may have been removed after a long pause, or the server's data was lost).")
}

/// The server cannot be reached at `server`.
pub fn unreachable(server: &str) -> String {
    tr!(
        "The table server at {server} cannot be reached. Check that this device is on the same network as the server, or that the server is running.",
        server = server
    )
}

/// The address is not a table server's (it answered, but not as one).
pub fn not_a_server(server: &str) -> String {
    tr!(
        "{server} answered, but it is not a Stand Firm table server.",
        server = server
    )
}

/// A secure page cannot reach a plain server.
pub fn secure_page_plain_server() -> String {
    tr!("This page was opened over https, and browsers do not let it reach an http:// server. Use the server's https:// address, or open the app from the table server's own address.")
}

/// A kept online seat's line on Home: "Online · seat 2 of 4 · 192.168.1.20:8480".
pub fn seat_line(seat: &standfirm_store::OnlineSeat) -> String {
    let server = seat
        .server
        .split_once("://")
        .map_or(seat.server.as_str(), |(_, rest)| rest);
    if seat.players > 0 {
        tr!(
            "Online · seat {seat} of {players} · {server}",
            seat = seat.seat + 1,
            players = seat.players,
            server = server
        )
    } else {
        tr!(
            "Online · seat {seat} · {server}",
            seat = seat.seat + 1,
            server = server
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use standfirm_engine::strongholds::RuleError;

    #[test]
    fn every_refusal_and_error_has_words() {
        let refusals = [
            Refusal::Rule(RuleError::GameOver),
            Refusal::Notation,
            Refusal::Versions {
                protocol: 9,
                rules: 9,
            },
            Refusal::Malformed,
            Refusal::TooLarge,
            Refusal::Stale(3),
            Refusal::NotYourTurn,
            Refusal::OtherSeat,
            Refusal::Spectator,
            Refusal::NotStarted,
            Refusal::Over,
            Refusal::BadToken,
            Refusal::NoSuchTable,
            Refusal::RateLimited,
            Refusal::Agreement,
            Refusal::NotKept,
        ];
        for r in &refusals {
            let words = refusal(r);
            assert!(words.ends_with('.'), "{r:?}: {words}");
        }
        assert!(refusal(&Refusal::Rule(RuleError::GameOver))
            .chars()
            .next()
            .is_some_and(char::is_uppercase));
        assert!(closed(CloseReason::Shutdown).is_none());
        assert!(closed(CloseReason::ConnectedElsewhere).is_some());
        assert!(!api_error(ApiError::Full).is_empty());
    }
}
