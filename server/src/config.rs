//! The server's settings: the command line's flags (`standfirm-server --help`) and the tables' timings.

use crate::store::Database;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// How long things take and last at a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Timing {
    /// The turn clock of a new table (the host can change it).
    pub turn_clock: Duration,
    /// How long a slap window waits for the people's answers.
    pub slap_window: Duration,
    /// How long a table that never started is kept (and its code joins).
    pub lobby_kept: Duration,
    /// How long a started table nobody plays is kept.
    pub idle_kept: Duration,
    /// How long a finished table and its log are kept.
    pub finished_kept: Duration,
    /// A Wise bot's playouts.
    pub wise_playouts: u32,
    /// The pause before each move of a bot that is not Wise (a Wise bot's search takes its own time), so that
    /// the people at the table can follow the bots' moves one by one, and a device is not sent a burst of
    /// frames; zero plays them at once (the tests and the benchmarks).
    pub bot_pace: Duration,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            turn_clock: Duration::from_secs(90),
            slap_window: Duration::from_secs(8),
            lobby_kept: Duration::from_secs(24 * 3600),
            idle_kept: Duration::from_secs(30 * 24 * 3600),
            finished_kept: Duration::from_secs(7 * 24 * 3600),
            wise_playouts: standfirm_engine::strongholds::WISE_PLAYOUTS,
            bot_pace: Duration::ZERO,
        }
    }
}

/// Requests a device or an address may make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Messages per second on one socket (with a burst of twice as many).
    pub per_socket: u32,
    /// HTTP requests and new sockets per second from one address (with a burst of four times as many).
    pub per_address: u32,
    /// Refusals in a row before a socket is closed.
    pub refusals: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_socket: 10,
            per_address: 20,
            refusals: 50,
        }
    }
}

/// Everything the server is started with.
#[derive(Debug, Clone)]
pub struct Config {
    /// Where to listen.
    pub listen: SocketAddr,
    /// The data folder (the SQLite file lives there).
    pub data: PathBuf,
    /// The store: the data folder's SQLite file, or PostgreSQL.
    pub database: Database,
    /// The web app's folder to serve from the same origin.
    pub site: Option<PathBuf>,
    /// Behind a proxy: take the client's address from the last `X-Forwarded-For` entry.
    pub trust_forwarded: bool,
    /// Threads for the Wise bots' searches.
    pub wise_threads: usize,
    /// This process's name in the tables' leases (PostgreSQL with several processes: one each).
    pub owner: String,
    /// This process serves the tables whose id falls in its shard (`i` of `n`), as the proxy routes them.
    pub shard: (u32, u32),
    /// How long a lease lasts without renewal.
    pub lease: Duration,
    /// The tables' timings.
    pub timing: Timing,
    /// The rate limits.
    pub limits: Limits,
}

impl Config {
    /// The settings for a data folder, with every default (loopback, port 8480 as given by `listen`).
    pub fn new(data: PathBuf, listen: SocketAddr) -> Config {
        Config {
            listen,
            database: Database::Sqlite(data.join("tables.sqlite3")),
            data,
            site: None,
            trust_forwarded: false,
            wise_threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            owner: "standfirm-server".into(),
            shard: (0, 1),
            lease: Duration::from_secs(30),
            timing: Timing::default(),
            limits: Limits::default(),
        }
    }

    /// Whether this process serves the table `id` (its shard, by the id's first 8 hex digits).
    pub fn serves(shard: (u32, u32), id: &str) -> bool {
        let (i, n) = shard;
        n <= 1
            || id
                .get(..8)
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .map(|h| h % n)
                == Some(i)
    }
}
