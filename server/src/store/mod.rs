//! The tables' storage: an embedded SQLite file by default (`DATA/tables.sqlite3`), the same store on
//! PostgreSQL for a deployment of several processes. A table is its save file (docs/save-format.md: the setup
//! with the seed and the bots' secret) and its actions, one row each; after a restart it is replayed through
//! the store's `replay` (`standfirm_store`), the one path from a setup to a state.
//!
//! One writer thread owns the connection. Tables hand it their changes ([`Store::commit`]) and wait; it commits
//! every change waiting at once in one transaction (a group commit, SQLite with `synchronous=FULL`), then
//! answers each: an action is acknowledged only after its commit. Each table is held by one process at a time
//! through its lease row ([`Store::load`] takes the free ones, a commit renews its tables' leases and is refused
//! for a table whose lease another process holds).

mod sql;

pub use sql::{applied, migrate, Sql, Value, MIGRATIONS};

use standfirm_engine::strongholds::Level;
use standfirm_protocol::TableStatus;
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;
use tokio::sync::oneshot;

/// Why the store failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The database said no.
    #[error("the database: {0}")]
    Database(String),
    /// Another process holds this table's lease.
    #[error("another server process holds table {0}")]
    Elsewhere(String),
    /// The writer thread is gone (the server is stopping).
    #[error("the store is closed")]
    Closed,
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Database(e.to_string())
    }
}

impl From<postgres::Error> for StoreError {
    fn from(e: postgres::Error) -> StoreError {
        StoreError::Database(e.to_string())
    }
}

/// A seat as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSeat {
    /// The name shown.
    pub name: String,
    /// The SHA-256 of the seat's token, once someone took it.
    pub token_hash: Option<String>,
    /// The level of the bot that plays it (for good, not while a person is away).
    pub bot: Option<Level>,
    /// A person's seat nobody has taken yet.
    pub open: bool,
}

/// A table as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTable {
    /// Its id.
    pub id: String,
    /// Its join code.
    pub code: String,
    /// Where it is in its life.
    pub status: TableStatus,
    /// When it was made (ms since 1970).
    pub created_ms: i64,
    /// When it last changed.
    pub updated_ms: i64,
    /// The SHA-256 of the host's token.
    pub host_hash: String,
    /// The table's settings (JSON of `crate::table::TableSettings`).
    pub settings: String,
    /// The seats, in order.
    pub seats: Vec<StoredSeat>,
    /// The save file without its actions, once started.
    pub save: Option<String>,
    /// The actions, in order.
    pub actions: Vec<String>,
    /// The rematch table's id.
    pub rematch: Option<String>,
}

/// One change to the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Op {
    /// A new table (and its lease, held by this process).
    Create(Box<StoredTable>),
    /// A seat changed.
    Seat {
        /// The table.
        table: String,
        /// The seat.
        seat: u8,
        /// It now.
        stored: StoredSeat,
    },
    /// The table's status, save file, settings or rematch changed.
    Table {
        /// The table.
        table: String,
        /// Its status.
        status: TableStatus,
        /// When.
        updated_ms: i64,
        /// The save file without actions.
        save: Option<String>,
        /// The settings.
        settings: String,
        /// The rematch's id.
        rematch: Option<String>,
    },
    /// One more action, number `index` from 0.
    Action {
        /// The table.
        table: String,
        /// Its position.
        index: u64,
        /// The action in the notation.
        action: String,
    },
    /// The table is removed with its seats, actions and lease.
    Delete {
        /// The table.
        table: String,
    },
}

impl Op {
    fn table(&self) -> &str {
        match self {
            Op::Create(t) => &t.id,
            Op::Seat { table, .. }
            | Op::Table { table, .. }
            | Op::Action { table, .. }
            | Op::Delete { table } => table,
        }
    }
}

fn status_text(status: TableStatus) -> &'static str {
    match status {
        TableStatus::Lobby => "lobby",
        TableStatus::Playing => "playing",
        TableStatus::Over => "over",
    }
}

fn status_of(text: &str) -> TableStatus {
    match text {
        "lobby" => TableStatus::Lobby,
        "playing" => TableStatus::Playing,
        _ => TableStatus::Over,
    }
}

/// Where the store is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Database {
    /// An SQLite file.
    Sqlite(std::path::PathBuf),
    /// A PostgreSQL connection string (`host=127.0.0.1 port=5432 user=standfirm dbname=standfirm`).
    Postgres(String),
}

/// Opens a connection and brings its schema up to date.
pub fn connect(db: &Database) -> Result<Box<dyn Sql>, StoreError> {
    let mut conn: Box<dyn Sql> = match db {
        Database::Sqlite(path) => Box::new(open_sqlite(path)?),
        Database::Postgres(url) => Box::new(postgres::Client::connect(url, postgres::NoTls)?),
    };
    migrate(conn.as_mut())?;
    Ok(conn)
}

fn open_sqlite(path: &Path) -> Result<rusqlite::Connection, StoreError> {
    let conn = rusqlite::Connection::open(path)?;
    conn.busy_timeout(Duration::from_secs(5))?;
    // WAL: readers never wait; FULL: a commit is on the disk before the action is acknowledged.
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    Ok(conn)
}

/// The store's work on one connection, the same on both databases.
pub struct Backend {
    db: Box<dyn Sql>,
    owner: String,
    lease: Duration,
}

impl Backend {
    /// A backend for the process named `owner` (its leases), with leases of `lease`.
    pub fn new(db: Box<dyn Sql>, owner: impl Into<String>, lease: Duration) -> Backend {
        Backend {
            db,
            owner: owner.into(),
            lease,
        }
    }

    fn until(&self, now_ms: i64) -> i64 {
        now_ms + self.lease.as_millis() as i64
    }

    /// Commits each group of changes (one table's change, all or nothing) in one transaction. A table whose
    /// lease another process holds has its group refused (`Elsewhere`) and the others go ahead. One result per
    /// group.
    pub fn commit(&mut self, groups: &[Vec<Op>], now_ms: i64) -> Vec<Result<(), StoreError>> {
        match self.try_commit(groups, now_ms) {
            Ok(results) => results,
            // One bad change must not sink the others': each group alone, in a transaction of its own.
            Err(_) if groups.len() > 1 => groups
                .iter()
                .map(|group| {
                    self.try_commit(std::slice::from_ref(group), now_ms)
                        .and_then(|mut r| r.pop().unwrap_or(Ok(())))
                })
                .collect(),
            Err(e) => vec![Err(e)],
        }
    }

    fn try_commit(
        &mut self,
        groups: &[Vec<Op>],
        now_ms: i64,
    ) -> Result<Vec<Result<(), StoreError>>, StoreError> {
        self.db.begin()?;
        let result = self.write(groups, now_ms);
        match result {
            Ok(results) => {
                self.db.batch("COMMIT")?;
                Ok(results)
            }
            Err(e) => {
                let _ = self.db.batch("ROLLBACK");
                Err(e)
            }
        }
    }

    fn write(
        &mut self,
        groups: &[Vec<Op>],
        now_ms: i64,
    ) -> Result<Vec<Result<(), StoreError>>, StoreError> {
        let until = self.until(now_ms);
        let owner = self.owner.clone();
        let mut held: std::collections::HashMap<String, bool> = Default::default();
        let mut results = Vec::with_capacity(groups.len());
        'groups: for group in groups {
            for op in group.iter().filter(|op| !matches!(op, Op::Create(_))) {
                let table = op.table().to_string();
                let ok = match held.get(&table) {
                    Some(&ok) => ok,
                    None => {
                        let ok = self.db.exec(
                            "UPDATE leases SET expires_ms = $1 WHERE table_id = $2 AND owner = $3",
                            &[until.into(), table.as_str().into(), owner.as_str().into()],
                        )? == 1;
                        held.insert(table.clone(), ok);
                        ok
                    }
                };
                if !ok {
                    results.push(Err(StoreError::Elsewhere(table)));
                    continue 'groups;
                }
            }
            for op in group {
                self.write_op(op, &owner, until)?;
                if let Op::Create(t) = op {
                    held.insert(t.id.clone(), true);
                }
            }
            results.push(Ok(()));
        }
        Ok(results)
    }

    fn write_op(&mut self, op: &Op, owner: &str, until: i64) -> Result<(), StoreError> {
        let db = &mut self.db;
        match op {
            Op::Create(t) => {
                db.exec(
                    "INSERT INTO tables (id, code, status, created_ms, updated_ms, host_hash, settings, save, rematch) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                    &[
                        t.id.as_str().into(),
                        t.code.as_str().into(),
                        status_text(t.status).into(),
                        t.created_ms.into(),
                        t.updated_ms.into(),
                        t.host_hash.as_str().into(),
                        t.settings.as_str().into(),
                        t.save.clone().into(),
                        t.rematch.clone().into(),
                    ],
                )?;
                for (i, s) in t.seats.iter().enumerate() {
                    put_seat(db.as_mut(), &t.id, i as u8, s)?;
                }
                for (i, a) in t.actions.iter().enumerate() {
                    db.exec(
                        "INSERT INTO actions (table_id, idx, action) VALUES ($1, $2, $3)",
                        &[t.id.as_str().into(), (i as i64).into(), a.as_str().into()],
                    )?;
                }
                db.exec(
                    "INSERT INTO leases (table_id, owner, expires_ms) VALUES ($1, $2, $3)",
                    &[t.id.as_str().into(), owner.into(), until.into()],
                )?;
            }
            Op::Seat {
                table,
                seat,
                stored,
            } => {
                db.exec(
                    "DELETE FROM seats WHERE table_id = $1 AND seat = $2",
                    &[table.as_str().into(), i64::from(*seat).into()],
                )?;
                put_seat(db.as_mut(), table, *seat, stored)?;
            }
            Op::Table {
                table,
                status,
                updated_ms,
                save,
                settings,
                rematch,
            } => {
                db.exec(
                    "UPDATE tables SET status = $1, updated_ms = $2, save = $3, settings = $4, rematch = $5 \
                     WHERE id = $6",
                    &[
                        status_text(*status).into(),
                        (*updated_ms).into(),
                        save.clone().into(),
                        settings.as_str().into(),
                        rematch.clone().into(),
                        table.as_str().into(),
                    ],
                )?;
            }
            Op::Action {
                table,
                index,
                action,
            } => {
                db.exec(
                    "INSERT INTO actions (table_id, idx, action) VALUES ($1, $2, $3)",
                    &[
                        table.as_str().into(),
                        (*index as i64).into(),
                        action.as_str().into(),
                    ],
                )?;
            }
            Op::Delete { table } => {
                for sql in [
                    "DELETE FROM actions WHERE table_id = $1",
                    "DELETE FROM seats WHERE table_id = $1",
                    "DELETE FROM leases WHERE table_id = $1",
                    "DELETE FROM tables WHERE id = $1",
                ] {
                    db.exec(sql, &[table.as_str().into()])?;
                }
            }
        }
        Ok(())
    }

    /// Takes the lease of every table that is free (expired) or already this process's and `mine(id)` says
    /// this process serves, and loads those tables.
    pub fn load(
        &mut self,
        now_ms: i64,
        mine: &dyn Fn(&str) -> bool,
    ) -> Result<Vec<StoredTable>, StoreError> {
        let until = self.until(now_ms);
        let owner = self.owner.clone();
        self.db.begin()?;
        let result = (|| {
            let leases = self.db.query(
                "SELECT table_id FROM leases WHERE owner = $1 OR expires_ms < $2",
                &[owner.as_str().into(), now_ms.into()],
            )?;
            let mut ids = Vec::new();
            for row in leases {
                let Some(id) = row[0].text() else { continue };
                if !mine(&id) {
                    continue;
                }
                // Taken only if still free or ours at this instant (another process may take it meanwhile).
                let took = self.db.exec(
                    "UPDATE leases SET owner = $1, expires_ms = $2 WHERE table_id = $3 AND (owner = $1 OR expires_ms < $4)",
                    &[owner.as_str().into(), until.into(), id.as_str().into(), now_ms.into()],
                )?;
                if took == 1 {
                    ids.push(id);
                }
            }
            let mut tables = Vec::with_capacity(ids.len());
            for id in ids {
                if let Some(t) = self.read_table(&id)? {
                    tables.push(t);
                }
            }
            Ok(tables)
        })();
        match result {
            Ok(t) => {
                self.db.batch("COMMIT")?;
                Ok(t)
            }
            Err(e) => {
                let _ = self.db.batch("ROLLBACK");
                Err(e)
            }
        }
    }

    fn read_table(&mut self, id: &str) -> Result<Option<StoredTable>, StoreError> {
        let rows = self.db.query(
            "SELECT code, status, created_ms, updated_ms, host_hash, settings, save, rematch FROM tables WHERE id = $1",
            &[id.into()],
        )?;
        let Some(r) = rows.into_iter().next() else {
            return Ok(None);
        };
        let seats = self
            .db
            .query(
                "SELECT name, token_hash, bot, open FROM seats WHERE table_id = $1 ORDER BY seat",
                &[id.into()],
            )?
            .into_iter()
            .map(|s| StoredSeat {
                name: s[0].text().unwrap_or_default(),
                token_hash: s[1].text(),
                bot: s[2].text().as_deref().and_then(Level::parse),
                open: s[3].int() != 0,
            })
            .collect();
        let actions = self
            .db
            .query(
                "SELECT action FROM actions WHERE table_id = $1 ORDER BY idx",
                &[id.into()],
            )?
            .into_iter()
            .map(|a| a[0].text().unwrap_or_default())
            .collect();
        Ok(Some(StoredTable {
            id: id.to_string(),
            code: r[0].text().unwrap_or_default(),
            status: status_of(&r[1].text().unwrap_or_default()),
            created_ms: r[2].int(),
            updated_ms: r[3].int(),
            host_hash: r[4].text().unwrap_or_default(),
            settings: r[5].text().unwrap_or_default(),
            save: r[6].text(),
            rematch: r[7].text(),
            seats,
            actions,
        }))
    }

    /// The id and status of the table of `code`, whichever process holds it.
    pub fn find_code(&mut self, code: &str) -> Result<Option<(String, TableStatus)>, StoreError> {
        Ok(self
            .db
            .query(
                "SELECT id, status FROM tables WHERE code = $1",
                &[code.into()],
            )?
            .into_iter()
            .next()
            .map(|r| {
                (
                    r[0].text().unwrap_or_default(),
                    status_of(&r[1].text().unwrap_or_default()),
                )
            }))
    }

    /// Renews the leases of every table this process holds.
    pub fn renew(&mut self, now_ms: i64) -> Result<u64, StoreError> {
        let until = self.until(now_ms);
        let owner = self.owner.clone();
        self.db.exec(
            "UPDATE leases SET expires_ms = $1 WHERE owner = $2",
            &[until.into(), owner.as_str().into()],
        )
    }

    /// Gives up every lease this process holds (a clean stop: another process may take its tables at once).
    pub fn release(&mut self) -> Result<u64, StoreError> {
        let owner = self.owner.clone();
        self.db.exec(
            "UPDATE leases SET expires_ms = 0 WHERE owner = $1",
            &[owner.as_str().into()],
        )
    }
}

fn put_seat(db: &mut dyn Sql, table: &str, seat: u8, s: &StoredSeat) -> Result<(), StoreError> {
    db.exec(
        "INSERT INTO seats (table_id, seat, name, token_hash, bot, open) VALUES ($1, $2, $3, $4, $5, $6)",
        &[
            table.into(),
            i64::from(seat).into(),
            s.name.as_str().into(),
            s.token_hash.clone().into(),
            s.bot.map(|l| l.id().to_string()).into(),
            i64::from(s.open).into(),
        ],
    )?;
    Ok(())
}

/// Milliseconds since 1970 now.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Where the writer thread answers a request.
type Reply<T> = oneshot::Sender<Result<T, StoreError>>;

enum Request {
    Commit(Vec<Op>, Reply<()>),
    Load(Box<dyn Fn(&str) -> bool + Send>, Reply<Vec<StoredTable>>),
    FindCode(String, Reply<Option<(String, TableStatus)>>),
    Renew(Reply<u64>),
    Release(Reply<u64>),
}

/// The store as the tables use it: a handle on the writer thread.
#[derive(Clone)]
pub struct Store {
    tx: mpsc::Sender<Request>,
}

/// The most changes one group commit takes.
const GROUP: usize = 512;

impl Store {
    /// Starts the writer thread on `backend`.
    pub fn start(backend: Backend) -> Store {
        let (tx, rx) = mpsc::channel::<Request>();
        std::thread::Builder::new()
            .name("store".into())
            .spawn(move || writer(backend, rx))
            .expect("a thread for the store");
        Store { tx }
    }

    /// Commits `ops` (one change of one table, all or nothing) and answers once they are on disk.
    pub async fn commit(&self, ops: Vec<Op>) -> Result<(), StoreError> {
        let (tx, rx) = oneshot::channel();
        self.tx
            .send(Request::Commit(ops, tx))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }

    /// Takes the free tables that `mine` says this process serves, and loads them.
    pub async fn load(
        &self,
        mine: impl Fn(&str) -> bool + Send + 'static,
    ) -> Result<Vec<StoredTable>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.tx
            .send(Request::Load(Box::new(mine), tx))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }

    /// The table of a code, whichever process holds it.
    pub async fn find_code(&self, code: &str) -> Result<Option<(String, TableStatus)>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.tx
            .send(Request::FindCode(code.to_string(), tx))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }

    /// Renews this process's leases.
    pub async fn renew(&self) -> Result<u64, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.tx
            .send(Request::Renew(tx))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }

    /// Gives up this process's leases.
    pub async fn release(&self) -> Result<u64, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.tx
            .send(Request::Release(tx))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }
}

/// The writer thread: takes every request waiting, commits all the changes among them in one transaction, then
/// answers each.
fn writer(mut backend: Backend, rx: mpsc::Receiver<Request>) {
    while let Ok(first) = rx.recv() {
        let mut waiting = vec![first];
        while waiting.len() < GROUP {
            match rx.try_recv() {
                Ok(r) => waiting.push(r),
                Err(_) => break,
            }
        }
        let mut commits: Vec<(Vec<Op>, Reply<()>)> = Vec::new();
        for request in waiting {
            match request {
                Request::Commit(ops, tx) => commits.push((ops, tx)),
                Request::Load(mine, tx) => {
                    let _ = tx.send(backend.load(now_ms(), mine.as_ref()));
                }
                Request::FindCode(code, tx) => {
                    let _ = tx.send(backend.find_code(&code));
                }
                Request::Renew(tx) => {
                    let _ = tx.send(backend.renew(now_ms()));
                }
                Request::Release(tx) => {
                    let _ = tx.send(backend.release());
                }
            }
        }
        if commits.is_empty() {
            continue;
        }
        let groups: Vec<Vec<Op>> = commits.iter().map(|(ops, _)| ops.clone()).collect();
        let results = backend.commit(&groups, now_ms());
        for ((_, tx), result) in commits.into_iter().zip(results) {
            let _ = tx.send(result);
        }
    }
}
