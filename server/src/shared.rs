//! What every request and socket of the server shares: the tables by id and code, the store, the Wise pool, the
//! timings and the rate limits; and an HTTP error as an answer. The HTTP API (`server.rs`) and the sockets
//! (`ws.rs`) both take it from here.

use crate::config::{Config, Limits, Timing};
use crate::limits::{client_address, PerAddress};
use crate::secrets;
use crate::store::Store;
use crate::table::Handle;
use crate::wise::WisePool;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use standfirm_protocol::{ApiError, ErrorBody};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, RwLock};

/// What every request and socket shares.
pub struct Shared {
    pub(crate) tables: RwLock<HashMap<String, Handle>>,
    pub(crate) codes: RwLock<HashMap<String, String>>,
    /// The store.
    pub store: Store,
    /// The Wise bots' pool.
    pub wise: WisePool,
    /// The tables' timings.
    pub timing: Timing,
    /// The rate limits.
    pub limits: Limits,
    pub(crate) per_address: PerAddress,
    pub(crate) trust_forwarded: bool,
    pub(crate) shard: (u32, u32),
}

/// The shared state as handlers take it.
pub type App = Arc<Shared>;

impl Shared {
    /// The table `id`'s handle.
    pub fn table(&self, id: &str) -> Option<Handle> {
        self.tables.read().ok()?.get(id).cloned()
    }

    /// How many tables this process holds.
    pub fn table_count(&self) -> usize {
        self.tables.read().map_or(0, |t| t.len())
    }

    pub(crate) fn add(&self, id: String, code: String, handle: Handle) {
        if let Ok(mut t) = self.tables.write() {
            t.insert(id.clone(), handle);
        }
        if let Ok(mut c) = self.codes.write() {
            c.insert(code, id);
        }
    }

    pub(crate) fn remove(&self, id: &str, code: &str) {
        if let Ok(mut t) = self.tables.write() {
            t.remove(id);
        }
        if let Ok(mut c) = self.codes.write() {
            c.remove(code);
        }
    }

    /// A new table id this process serves, and a code no table has.
    pub(crate) fn fresh_names(&self) -> (String, String) {
        let id = loop {
            let id = secrets::new_table_id();
            if Config::serves(self.shard, &id) {
                break id;
            }
        };
        let code = loop {
            let code = secrets::new_code();
            if !self.codes.read().is_ok_and(|c| c.contains_key(&code)) {
                break code;
            }
        };
        (id, code)
    }

    /// Whether `address` may make another request now.
    pub fn allow(&self, peer: SocketAddr, headers: &HeaderMap) -> bool {
        let ip = client_address(peer, headers, self.trust_forwarded);
        self.per_address.check_key(&ip).is_ok()
    }
}

/// An HTTP error answer.
pub struct Failure(pub ApiError);

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let status = match self.0 {
            ApiError::NoSuchTable | ApiError::NoSuchSeat => StatusCode::NOT_FOUND,
            ApiError::Finished | ApiError::Expired => StatusCode::GONE,
            ApiError::Full | ApiError::Started => StatusCode::CONFLICT,
            ApiError::NotHost | ApiError::BadToken => StatusCode::FORBIDDEN,
            ApiError::BadRequest => StatusCode::BAD_REQUEST,
            ApiError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::RateLimited => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Elsewhere => StatusCode::MISDIRECTED_REQUEST,
            ApiError::NotKept => StatusCode::SERVICE_UNAVAILABLE,
        };
        (status, Json(ErrorBody { error: self.0 })).into_response()
    }
}
