//! The table server's HTTP API as the app calls it (`standfirm_protocol::paths`): each call typed, its answer
//! or its [`Failure`] handed to a callback on the event loop. A failure is data until it is said
//! ([`Failure::words`]), in the player's language.

use super::address::Server;
use crate::platform::net::{self, Method};
use serde::de::DeserializeOwned;
use standfirm_protocol::{
    paths, ApiError, CreateTable, Created, ErrorBody, Join, Joined, SeatToBot, ServerInfo,
    TableInfo, PROTOCOL_VERSION, RULES_VERSION,
};

/// Why a call failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The server could not be reached (the network's own words, for the log).
    Network(String),
    /// The server answered with an error.
    Api(ApiError),
    /// Something answered, but not as a table server.
    NotServer,
    /// The server speaks another version of the protocol or the rules.
    Versions,
}

impl Failure {
    /// The failure in words, for a server at `server`.
    pub fn words(&self, server: &str) -> String {
        match self {
            Failure::Network(_) => crate::words::online::unreachable(server),
            Failure::Api(error) => crate::words::online::api_error(*error),
            Failure::NotServer => crate::words::online::not_a_server(server),
            Failure::Versions => crate::words::online::update_the_app(),
        }
    }
}

/// One call: the answer's JSON read as `T`, an error's body as [`ApiError`].
fn call<T: DeserializeOwned + 'static>(
    method: Method,
    server: &Server,
    path: &str,
    token: Option<&str>,
    body: Option<String>,
    done: impl FnOnce(Result<T, Failure>) + 'static,
) {
    net::request(method, &server.api(path), token, body, move |reply| {
        done(match reply {
            Err(why) => Err(Failure::Network(why)),
            Ok(r) if (200..300).contains(&r.status) => {
                serde_json::from_str(&r.body).map_err(|_| Failure::NotServer)
            }
            Ok(r) => match serde_json::from_str::<ErrorBody>(&r.body) {
                Ok(e) => Err(Failure::Api(e.error)),
                Err(_) => Err(Failure::NotServer),
            },
        })
    });
}

/// A body as JSON.
fn json(body: &impl serde::Serialize) -> Option<String> {
    serde_json::to_string(body).ok()
}

/// What the server is: fails with [`Failure::Versions`] when it speaks another version.
fn server_info(server: &Server, done: impl FnOnce(Result<ServerInfo, Failure>) + 'static) {
    call(Method::Get, server, paths::SERVER, None, None, move |r| {
        done(r.and_then(|info: ServerInfo| {
            if info.protocol == PROTOCOL_VERSION && info.rules == RULES_VERSION {
                Ok(info)
            } else {
                Err(Failure::Versions)
            }
        }))
    });
}

/// `then`, once the server is known to speak this app's protocol and rules (a table is made or joined only
/// there: "update the app" is said before a seat is taken, not after).
fn checked<T: 'static>(
    server: &Server,
    then: impl FnOnce(&Server, Box<dyn FnOnce(Result<T, Failure>)>) + 'static,
    done: impl FnOnce(Result<T, Failure>) + 'static,
) {
    let on = server.clone();
    server_info(server, move |info| match info {
        Ok(_) => then(&on, Box::new(done)),
        Err(failure) => done(Err(failure)),
    });
}

/// Makes a table; the caller is its host.
pub fn create(
    server: &Server,
    table: &CreateTable,
    done: impl FnOnce(Result<Created, Failure>) + 'static,
) {
    let body = json(table);
    checked(
        server,
        move |on, done| call(Method::Post, on, paths::TABLES, None, body, done),
        done,
    );
}

/// The table of a join code, while it joins.
pub fn table_of_code(
    server: &Server,
    code: &str,
    done: impl FnOnce(Result<TableInfo, Failure>) + 'static,
) {
    let path = paths::code(code);
    checked(
        server,
        move |on, done| call(Method::Get, on, &path, None, None, done),
        done,
    );
}

/// Takes an open seat.
pub fn join(
    server: &Server,
    table: &str,
    name: &str,
    done: impl FnOnce(Result<Joined, Failure>) + 'static,
) {
    let body = json(&Join { name: name.into() });
    call(Method::Post, server, &paths::join(table), None, body, done);
}

/// Starts the game (the host).
pub fn start(
    server: &Server,
    table: &str,
    host_token: &str,
    done: impl FnOnce(Result<(), Failure>) + 'static,
) {
    call(
        Method::Post,
        server,
        &paths::start(table),
        Some(host_token),
        None,
        done,
    );
}

/// A bot of `level` plays `seat` from now on (the host).
pub fn seat_to_bot(
    server: &Server,
    table: &str,
    host_token: &str,
    seat: u8,
    level: standfirm_protocol::Level,
    done: impl FnOnce(Result<(), Failure>) + 'static,
) {
    let body = json(&SeatToBot { level });
    call(
        Method::Post,
        server,
        &paths::seat_to_bot(table, seat),
        Some(host_token),
        body,
        done,
    );
}

/// Leaves the table (a seat's token): a bot plays the seat from now on.
pub fn leave(
    server: &Server,
    table: &str,
    token: &str,
    done: impl FnOnce(Result<(), Failure>) + 'static,
) {
    call(
        Method::Post,
        server,
        &paths::leave(table),
        Some(token),
        None,
        done,
    );
}
