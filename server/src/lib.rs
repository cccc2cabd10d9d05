//! `standfirm-server`: Strongholds at one table from many devices. The server is the referee: it alone holds a
//! table's state, seed and bots' secret, and every device gets only what its person may see (the protocol:
//! `standfirm-protocol`; how to run it: `docs/server.md`).
//!
//! | Part | Its job |
//! |---|---|
//! | `server.rs` | the tables by id and code, the HTTP API, the web app's files, the sweep |
//! | `shared.rs` | what every request and socket shares (the tables by id and code, the store, the limits); an HTTP error |
//! | `ws.rs` | a device's socket: hello, limits, messages to its table |
//! | `table/` | one table's task (`mod.rs`): its game and every change committed before it is sent; its seats and
//! | | the host's operations (`lobby.rs`), whose turn and the clock (`turns.rs`), what goes out (`frames.rs`) |
//! | `frame.rs` | what one device is sent (a pure function of what it may see) |
//! | `wise.rs` | the Wise bots' searches on a bounded pool |
//! | `store/` | SQLite or PostgreSQL: one set of migrations, a group-committing writer, leases |
//! | `secrets.rs` | seeds, tokens and codes from the operating system; tokens kept as hashes |
//! | `limits.rs` | rate limits; the client's address behind a trusted proxy |
//! | `config.rs`, `site.rs` | the settings; the address to open and its QR code |

pub mod config;
pub mod frame;
pub mod limits;
pub mod secrets;
pub mod server;
pub mod shared;
pub mod site;
pub mod store;
pub mod table;
pub mod wise;
mod ws;

pub use config::{Config, Limits, Timing};
pub use server::{start, Running};
