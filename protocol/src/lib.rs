//! What a Stand Firm table server (`standfirm-server`) and its devices say to each other: serde types only, no
//! runtime, so that the app (desktop, Android, the browser), the server, the runner and the tests share them.
//!
//! - **The table's WebSocket** (`/ws/{table}`), JSON text messages, one socket per device. The device speaks first with
//!   [`ClientMsg::Hello`] (the protocol's and the rules' versions, and its seat token or none for a
//!   spectator; the table is the socket's path); then [`ClientMsg::Act`] carries one action in the engine's notation
//!   (`docs/strongholds-notation.md`). The server answers with [`ServerMsg`]: a [`Frame`] after every change (a
//!   seat's own [`Observation`], or a spectator's public [`View`], the public events since the device's last
//!   frame, whose move it is and the clock); a refusal ([`Refusal`], data, never a sentence) to the sender only;
//!   the whole save file once the game is over.
//! - **The HTTP API** (`/api/…`, JSON bodies, tokens in the `Authorization: Bearer` header, never in a URL):
//!   [`ServerInfo`]; [`CreateTable`] → [`Created`]; a code's table ([`TableInfo`]), then [`Join`] → [`Joined`]; the host's and
//!   seats' requests ([`paths`]); an error is an [`ApiError`]. Every path after the table's creation names the
//!   table's id, so that several server processes behind one proxy can be routed by it.
//!
//! Every word a person reads is the app's, in their language: this crate carries kinds and values only.

use serde::{Deserialize, Serialize};
use standfirm_engine::strongholds::{Event, Observation, RuleError, View};

pub use standfirm_engine::strongholds::{Level, RULES_VERSION};

/// The version of this protocol: raised with any change a device of the previous version would misread.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message either side sends or accepts, in bytes (a frame of a 6-seat table with its whole log
/// stays well under it).
pub const MAX_MESSAGE_BYTES: usize = 256 * 1024;

/// The largest message a device may send, in bytes: a hello or one action.
pub const MAX_CLIENT_MESSAGE_BYTES: usize = 4 * 1024;

/// The alphabet of join codes: no 0/O, no 1/I, so that a code read aloud is written down right.
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// How many characters a join code has.
pub const CODE_LENGTH: usize = 6;

/// A message from a device.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// The first message on a socket.
    Hello {
        /// [`PROTOCOL_VERSION`] of the device.
        protocol: u32,
        /// [`RULES_VERSION`] of the device's engine.
        rules: u32,
        /// The seat's token (hex, 128 bits) given at join; `None` to watch as a spectator.
        #[serde(default)]
        token: Option<String>,
        /// The last action number whose events the device has (after a reconnect): the next frame carries the
        /// events after it. `None`: the whole public log.
        #[serde(default)]
        since: Option<u64>,
    },
    /// One action in the engine's notation, made on the frame numbered `seq` (a frame since replaced makes it
    /// stale). In a slap window a person's `close-slap` is their own "I pass".
    Act {
        /// The [`Frame::seq`] the action was chosen on.
        seq: u64,
        /// The action (`end-turn`, `truth T01 slot 2 pay …`).
        action: String,
    },
    /// Keeps the socket alive; answered with [`ServerMsg::Pong`].
    Ping {
        /// Returned as it is.
        nonce: u64,
    },
}

/// A message to a device.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The answer to a good hello: who the device is at this table.
    Welcome {
        /// The table's id.
        table: String,
        /// The device's seat; `None` for a spectator.
        seat: Option<u8>,
        /// The server's protocol version.
        protocol: u32,
        /// The server's rules version.
        rules: u32,
    },
    /// The table as the device may see it now.
    Frame(Box<Frame>),
    /// The device's message was refused; a fresh frame follows where the table moved on.
    Refused {
        /// Why, as data.
        reason: Refusal,
    },
    /// The whole save file (docs/save-format.md: the seed, the bots' secret and every action), sent once the
    /// game is over, never before.
    SaveFile {
        /// The file's text, exactly as a save on a device.
        save: String,
    },
    /// The answer to [`ClientMsg::Ping`].
    Pong {
        /// The ping's nonce.
        nonce: u64,
    },
    /// The server closes the socket after this, for this reason.
    Closing {
        /// Why.
        reason: CloseReason,
    },
}

/// Where a table is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableStatus {
    /// Seats are being taken; the code joins.
    Lobby,
    /// The game is on.
    Playing,
    /// The game is over; the table and its log are kept for a while.
    Over,
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Player {
    /// A person's seat nobody has taken yet (before the start).
    Open,
    /// A person.
    Person,
    /// A bot of this level.
    Bot {
        /// Its level.
        level: Level,
    },
}

/// One seat as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The name shown at the table.
    pub name: String,
    /// Who plays it.
    pub player: Player,
    /// A person's device is connected now.
    pub connected: bool,
    /// A person away past the turn clock, played by the table's bot until they return.
    pub away: bool,
}

/// The clock of the decision now awaited.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Milliseconds left before the table's bot plays for an absent person (a turn), or before the slap window
    /// closes; `None` when nobody is waited for.
    pub left_ms: Option<u64>,
    /// In a slap window, the people who have answered (passed or claimed).
    pub answered: Vec<u8>,
}

/// Events of one action (or, numbered 0, of the deal), all public (SH-B24): no event names a hidden card, and
/// the action's own text is never sent (a return names a hidden Truth card, SH-2.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Happened {
    /// The action's number from 1; 0 for the deal.
    pub action: u64,
    /// What happened.
    pub events: Vec<Event>,
}

/// The table as one device may see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Frame {
    /// The number of actions made so far: an action must quote it ([`ClientMsg::Act`]).
    pub seq: u64,
    /// Where the table is in its life.
    pub status: TableStatus,
    /// The seats.
    pub seats: Vec<SeatInfo>,
    /// The seats whose decision it is (every non-active seat in a slap window).
    pub to_move: Vec<u8>,
    /// The clock.
    pub clock: Clock,
    /// The events since the device's last frame.
    pub events: Vec<Happened>,
    /// A seat's own observation (its Truth cards, everything public); `None` for a spectator or before the start.
    pub observation: Option<Observation>,
    /// A spectator's view: the public view (no hand, no deck order); `None` for a seat or before the start.
    pub view: Option<View>,
    /// The table the host started as a rematch with the same seats: the same tokens take their seats there.
    pub rematch: Option<String>,
    /// The level of the bot that plays for a person away (the table's setting; Steady from a server that does
    /// not say).
    #[serde(default)]
    pub away_level: Level,
}

/// Why a message was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "values", rename_all = "snake_case")]
pub enum Refusal {
    /// The rules refuse the action: the engine's reason as data.
    Rule(RuleError),
    /// The action is not in the notation.
    Notation,
    /// The device's versions are not the server's: "update the app".
    Versions {
        /// The server's protocol version.
        protocol: u32,
        /// The server's rules version.
        rules: u32,
    },
    /// The message is not JSON of a known message, or not the one expected now.
    Malformed,
    /// The message is larger than [`MAX_CLIENT_MESSAGE_BYTES`].
    TooLarge,
    /// The action was chosen on an older frame: the current number.
    Stale(u64),
    /// It is not this seat's decision now.
    NotYourTurn,
    /// The action names another seat (a slap for someone else).
    OtherSeat,
    /// A spectator cannot act.
    Spectator,
    /// The game has not started.
    NotStarted,
    /// The game is over.
    Over,
    /// The token is not one of this table's seats'.
    BadToken,
    /// There is no such table here (or no longer).
    NoSuchTable,
    /// Too many messages: wait a moment.
    RateLimited,
    /// Ending by agreement (SH-B18) needs the whole table: a seat alone cannot end an online game (the host
    /// ends it for everyone: [`paths::end`]).
    Agreement,
    /// The server could not keep the action (its storage failed): the table is as before.
    NotKept,
}

/// Why the server closes a socket.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CloseReason {
    /// The seat connected from another device ("connected elsewhere").
    ConnectedElsewhere,
    /// The host gave the seat a new token.
    NewToken,
    /// The device's versions are not the server's ("update the app").
    Versions,
    /// The token is not one of this table's seats'.
    BadToken,
    /// There is no such table here.
    NoSuchTable,
    /// The device kept sending what is refused.
    TooManyRefusals,
    /// The device does not read its frames fast enough.
    TooSlow,
    /// The server is stopping.
    Shutdown,
    /// The table was removed (kept long enough after its end).
    TableRemoved,
}

/// One seat of a new table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewSeat {
    /// A bot's name, or a person's until they join with their own.
    pub name: String,
    /// A bot's level; `None` for a person's seat.
    #[serde(default)]
    pub bot: Option<Level>,
}

/// `POST /api/tables`: a new table. The caller becomes its host.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    /// 2 to 6 seats, in order.
    pub seats: Vec<NewSeat>,
    /// The seat the host plays (a person's seat), if any: the answer carries its token.
    #[serde(default)]
    pub host_seat: Option<u8>,
    /// The host's name for that seat.
    #[serde(default)]
    pub host_name: Option<String>,
    /// "Truth limit 4 at every player count" (SH-B5).
    #[serde(default)]
    pub truth_limit_all: bool,
    /// The seat that plays first; `None`: seat 0.
    #[serde(default)]
    pub first_player: Option<u8>,
    /// The turn clock in seconds (a person away past it is played by a bot); `None`: the server's default.
    #[serde(default)]
    pub turn_clock_secs: Option<u32>,
    /// The level of the bot that plays for an absent person; `None`: Steady.
    #[serde(default)]
    pub away_level: Option<Level>,
}

/// The answer to [`CreateTable`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Created {
    /// The table's id (its links and socket name it).
    pub table: String,
    /// The join code, to read aloud or put in a link.
    pub code: String,
    /// The host's token (hex, 128 bits): keep it; it starts the game and manages the seats.
    pub host_token: String,
    /// The host's own seat and its token, when [`CreateTable::host_seat`] asked for one.
    pub seat: Option<Joined>,
}

/// `POST /api/tables/{id}/join`: take a person's open seat (the table's id comes from its code:
/// [`paths::code`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Join {
    /// The name to show at the seat.
    pub name: String,
}

/// A seat taken.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Joined {
    /// The table's id.
    pub table: String,
    /// The seat.
    pub seat: u8,
    /// The seat's token (hex, 128 bits): kept by the device, sent in its hello, never in a link.
    pub token: String,
}

/// `GET /api/tables/{id}` and `GET /api/codes/{code}`: a table as anyone may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableInfo {
    /// The table's id.
    pub table: String,
    /// Where it is in its life.
    pub status: TableStatus,
    /// The join code while it still joins.
    pub code: Option<String>,
    /// The seats.
    pub seats: Vec<SeatInfo>,
    /// The turn clock in seconds.
    pub turn_clock_secs: u32,
    /// The level that plays for an absent person.
    pub away_level: Level,
    /// The rematch table, once the host started one.
    pub rematch: Option<String>,
}

/// `POST /api/tables/{id}/seats/{seat}/bot` (host): a bot of this level plays the seat from now on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatToBot {
    /// The bot's level.
    pub level: Level,
}

/// `POST /api/tables/{id}/settings` (host): the table's clock and the absent person's bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The turn clock in seconds.
    #[serde(default)]
    pub turn_clock_secs: Option<u32>,
    /// The level that plays for an absent person.
    #[serde(default)]
    pub away_level: Option<Level>,
}

/// `GET /api/tables/{id}/log`: the public log (every event, which names no hidden card).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicLog {
    /// The table's id.
    pub table: String,
    /// The seats.
    pub seats: Vec<SeatInfo>,
    /// Every action's events, the deal's first.
    pub log: Vec<Happened>,
}

/// `GET /api/server`: what the server is, so that a device can tell a table server from any other address and
/// say "update the app" before it makes a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerInfo {
    /// The server's [`PROTOCOL_VERSION`].
    pub protocol: u32,
    /// The server's [`RULES_VERSION`].
    pub rules: u32,
}

/// An HTTP API error: its kind, for the app to say in the player's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ApiError {
    /// No table has this id or code (or never had).
    NoSuchTable,
    /// The table's game is over: its code no longer joins.
    Finished,
    /// The table was removed, kept long enough after its end or unused too long.
    Expired,
    /// Every person's seat is taken.
    Full,
    /// The game has started: the code no longer joins.
    Started,
    /// Only the host may do this (the host's token is missing or wrong).
    NotHost,
    /// The seat's token is missing or wrong.
    BadToken,
    /// No such seat, or not one this applies to.
    NoSuchSeat,
    /// The request's body is not what this path takes (or its values are out of range).
    BadRequest,
    /// The request is too large.
    TooLarge,
    /// Too many requests from this address: wait a moment.
    RateLimited,
    /// Another server process holds this table (route by table id).
    Elsewhere,
    /// The server could not keep the change (its storage failed).
    NotKept,
}

/// The body of every HTTP error answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// What went wrong.
    pub error: ApiError,
}

/// The HTTP API's paths.
pub mod paths {
    /// `POST` [`super::CreateTable`] → [`super::Created`].
    pub const TABLES: &str = "/api/tables";

    /// `GET` → [`super::ServerInfo`].
    pub const SERVER: &str = "/api/server";

    /// The table's WebSocket (the table's id in the path, so that a proxy can route by it).
    pub fn socket(id: &str) -> String {
        format!("/ws/{id}")
    }

    /// `POST` [`super::Join`] → [`super::Joined`], while the table joins.
    pub fn join(id: &str) -> String {
        format!("/api/tables/{id}/join")
    }

    /// `GET` → [`super::TableInfo`].
    pub fn table(id: &str) -> String {
        format!("/api/tables/{id}")
    }

    /// `GET` → [`super::TableInfo`] of a code's table (a stale code answers [`super::ApiError`]).
    pub fn code(code: &str) -> String {
        format!("/api/codes/{code}")
    }

    /// `POST` (host): start the game; person's seats nobody took are played by the absent person's bot.
    pub fn start(id: &str) -> String {
        format!("/api/tables/{id}/start")
    }

    /// `POST` (a seat's token): leave the table; a bot plays the seat from now on.
    pub fn leave(id: &str) -> String {
        format!("/api/tables/{id}/leave")
    }

    /// `POST` [`super::SeatToBot`] (host).
    pub fn seat_to_bot(id: &str, seat: u8) -> String {
        format!("/api/tables/{id}/seats/{seat}/bot")
    }

    /// `POST` (host) → [`super::Joined`]: the seat's new token; the old one no longer takes it.
    pub fn new_token(id: &str, seat: u8) -> String {
        format!("/api/tables/{id}/seats/{seat}/token")
    }

    /// `POST` [`super::Settings`] (host).
    pub fn settings(id: &str) -> String {
        format!("/api/tables/{id}/settings")
    }

    /// `POST` (host) → [`super::TableInfo`] of a new table with the same seats and tokens, started.
    pub fn rematch(id: &str) -> String {
        format!("/api/tables/{id}/rematch")
    }

    /// `POST` (host): the table agrees to end and score the game now (SH-B18), in a turn's main phase.
    pub fn end(id: &str) -> String {
        format!("/api/tables/{id}/end")
    }

    /// `GET` → [`super::PublicLog`].
    pub fn log(id: &str) -> String {
        format!("/api/tables/{id}/log")
    }
}

impl ServerMsg {
    /// The message as the JSON text sent.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("server messages are plain data")
    }
}

impl ClientMsg {
    /// The message as the JSON text sent.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("client messages are plain data")
    }
}

/// Whether `code` (upper-cased, spaces and dashes removed) could be a join code.
pub fn normalise_code(code: &str) -> Option<String> {
    let code: String = code
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back() {
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            rules: RULES_VERSION,
            token: None,
            since: Some(3),
        };
        assert_eq!(
            serde_json::from_str::<ClientMsg>(&hello.to_json()).unwrap(),
            hello
        );
        let act = r#"{"type":"act","seq":4,"action":"end-turn"}"#;
        assert_eq!(
            serde_json::from_str::<ClientMsg>(act).unwrap(),
            ClientMsg::Act {
                seq: 4,
                action: "end-turn".into()
            }
        );
        let refused = ServerMsg::Refused {
            reason: Refusal::Stale(9),
        };
        assert_eq!(
            refused.to_json(),
            r#"{"type":"refused","reason":{"kind":"stale","values":9}}"#
        );
        assert!(serde_json::from_str::<ClientMsg>(r#"{"type":"act","seq":1}"#).is_err());
        assert!(serde_json::from_str::<ClientMsg>(
            r#"{"type":"act","seq":1,"action":"x","seat":2}"#
        )
        .is_err());
    }

    #[test]
    fn codes_avoid_look_alike_characters() {
        for c in [b'0', b'O', b'1', b'I'] {
            assert!(!CODE_ALPHABET.contains(&c));
        }
        assert_eq!(normalise_code("ab c-d23"), Some("ABCD23".into()));
        assert_eq!(normalise_code("abcde"), None);
        assert_eq!(normalise_code("ABCDE0"), None);
        assert_eq!(normalise_code("ABCDEI"), None);
    }
}
