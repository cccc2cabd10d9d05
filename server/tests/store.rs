//! The store's suite, the same on SQLite (always) and on PostgreSQL (`server/tests/postgres.sh` starts Debian's
//! PostgreSQL on loopback and runs the ignored tests with `STANDFIRM_TEST_POSTGRES` set): the migrations, a
//! table's round trip, group commits, and the lease that keeps two processes from writing one table.

mod common;

use standfirm_engine::strongholds::Level;
use standfirm_protocol::TableStatus;
use standfirm_server::store::{
    self, applied, Backend, Database, Op, StoreError, StoredSeat, StoredTable,
};
use std::time::Duration;

const LEASE: Duration = Duration::from_secs(30);
const T0: i64 = 1_800_000_000_000;

fn table(id: &str, code: &str) -> StoredTable {
    StoredTable {
        id: id.into(),
        code: code.into(),
        status: TableStatus::Lobby,
        created_ms: T0,
        updated_ms: T0,
        host_hash: "ab".repeat(32),
        settings: "{}".into(),
        seats: vec![
            StoredSeat {
                name: "April".into(),
                token_hash: Some("cd".repeat(32)),
                bot: None,
                open: false,
            },
            StoredSeat {
                name: "Ruth".into(),
                token_hash: None,
                bot: Some(Level::Wise),
                open: false,
            },
        ],
        save: None,
        actions: Vec::new(),
        rematch: None,
    }
}

fn action(table: &str, index: u64, text: &str) -> Op {
    Op::Action {
        table: table.into(),
        index,
        action: text.into(),
    }
}

fn backend(db: &Database, owner: &str) -> Backend {
    Backend::new(
        store::connect(db).expect("the database opens"),
        owner,
        LEASE,
    )
}

/// Empties a PostgreSQL database of the store's tables (SQLite tests use a fresh file).
fn clean(db: &Database) {
    if let Database::Postgres(_) = db {
        let mut conn = store::connect(db).unwrap();
        conn.batch("DROP TABLE IF EXISTS actions, seats, leases, tables, schema_migrations")
            .unwrap();
    }
}

fn migrations_apply_once(db: &Database) {
    clean(db);
    let mut conn = store::connect(db).unwrap();
    assert_eq!(applied(conn.as_mut()).unwrap(), vec![1]);
    store::migrate(conn.as_mut()).unwrap();
    drop(conn);
    let mut again = store::connect(db).unwrap();
    assert_eq!(
        applied(again.as_mut()).unwrap(),
        store::MIGRATIONS.iter().map(|m| m.0).collect::<Vec<_>>()
    );
}

fn a_table_reads_back_whole(db: &Database) {
    clean(db);
    let mut b = backend(db, "one");
    let t = table("t1", "ABCDEF");
    assert_eq!(
        b.commit(&[vec![Op::Create(Box::new(t.clone()))]], T0),
        vec![Ok(())]
    );
    let results = b.commit(
        &[
            vec![action("t1", 0, "end-turn")],
            vec![action("t1", 1, "discard G-R1")],
            vec![Op::Table {
                table: "t1".into(),
                status: TableStatus::Playing,
                updated_ms: T0 + 5,
                save: Some("{}".into()),
                settings: "{\"a\":1}".into(),
                rematch: None,
            }],
        ],
        T0 + 1,
    );
    assert!(results.iter().all(Result::is_ok), "{results:?}");
    let loaded = b.load(T0 + 10, &|_| true).unwrap();
    assert_eq!(loaded.len(), 1);
    let l = &loaded[0];
    assert_eq!(l.seats, t.seats);
    assert_eq!(
        l.actions,
        vec!["end-turn".to_string(), "discard G-R1".into()]
    );
    assert_eq!(l.status, TableStatus::Playing);
    assert_eq!(
        (l.save.as_deref(), l.settings.as_str()),
        (Some("{}"), "{\"a\":1}")
    );
    assert_eq!(
        b.find_code("ABCDEF").unwrap(),
        Some(("t1".into(), TableStatus::Playing))
    );
    assert_eq!(b.find_code("ZZZZZZ").unwrap(), None);
    // A seat changes; the table goes.
    let seat = StoredSeat {
        name: "Steve".into(),
        token_hash: Some("ef".repeat(32)),
        bot: None,
        open: false,
    };
    b.commit(
        &[vec![Op::Seat {
            table: "t1".into(),
            seat: 1,
            stored: seat.clone(),
        }]],
        T0 + 11,
    );
    assert_eq!(b.load(T0 + 12, &|_| true).unwrap()[0].seats[1], seat);
    assert_eq!(
        b.commit(&[vec![Op::Delete { table: "t1".into() }]], T0 + 13),
        vec![Ok(())]
    );
    assert!(b.load(T0 + 14, &|_| true).unwrap().is_empty());
}

fn a_bad_change_sinks_only_its_own_group(db: &Database) {
    clean(db);
    let mut b = backend(db, "one");
    b.commit(
        &[
            vec![Op::Create(Box::new(table("t1", "AAAAAA")))],
            vec![Op::Create(Box::new(table("t2", "BBBBBB")))],
        ],
        T0,
    );
    // Action 0 twice for t1 (a key clash), beside a good change of t2: t2's goes in, t1's group not at all.
    let results = b.commit(
        &[
            vec![action("t1", 0, "end-turn"), action("t1", 0, "end-turn")],
            vec![action("t2", 0, "end-turn")],
        ],
        T0 + 1,
    );
    assert!(results[0].is_err() && results[1].is_ok(), "{results:?}");
    let loaded = b.load(T0 + 2, &|_| true).unwrap();
    let actions = |id: &str| loaded.iter().find(|t| t.id == id).unwrap().actions.len();
    assert_eq!((actions("t1"), actions("t2")), (0, 1));
}

fn two_processes_never_write_one_table(db: &Database) {
    clean(db);
    let mut a = backend(db, "process-a");
    let mut b = backend(db, "process-b");
    a.commit(&[vec![Op::Create(Box::new(table("t1", "CCCCCC")))]], T0);
    // While A's lease holds, B neither loads the table nor writes it.
    assert!(b.load(T0 + 1, &|_| true).unwrap().is_empty());
    assert_eq!(
        b.commit(&[vec![action("t1", 0, "end-turn")]], T0 + 2),
        vec![Err(StoreError::Elsewhere("t1".into()))]
    );
    assert_eq!(
        a.commit(&[vec![action("t1", 0, "end-turn")]], T0 + 3),
        vec![Ok(())]
    );
    // A's writes renew its lease; once it has run out (A stopped renewing), B takes the table…
    let late = T0 + 3 + LEASE.as_millis() as i64 + 1;
    let taken = b.load(late, &|_| true).unwrap();
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].actions, vec!["end-turn".to_string()]);
    // …and A may no longer write it.
    assert_eq!(
        a.commit(&[vec![action("t1", 1, "end-turn")]], late + 1),
        vec![Err(StoreError::Elsewhere("t1".into()))]
    );
    assert_eq!(
        b.commit(&[vec![action("t1", 1, "end-turn")]], late + 2),
        vec![Ok(())]
    );
    // A table outside a process's shard is not taken, even when free.
    b.release().unwrap();
    assert!(a.load(late + 3, &|id| id != "t1").unwrap().is_empty());
    assert_eq!(a.load(late + 4, &|_| true).unwrap().len(), 1);
    // Renewal keeps a lease past its first term.
    a.renew(late + 5).unwrap();
    assert!(b
        .load(late + 6 + LEASE.as_millis() as i64 / 2, &|_| true)
        .unwrap()
        .is_empty());
}

fn sqlite(name: &str) -> Database {
    Database::Sqlite(common::folder(&format!("store-{name}")).join("tables.sqlite3"))
}

#[test]
fn sqlite_migrations_apply_once() {
    migrations_apply_once(&sqlite("migrations"));
}

#[test]
fn sqlite_a_table_reads_back_whole() {
    a_table_reads_back_whole(&sqlite("round-trip"));
}

#[test]
fn sqlite_a_bad_change_sinks_only_its_own_group() {
    a_bad_change_sinks_only_its_own_group(&sqlite("groups"));
}

#[test]
fn sqlite_two_processes_never_write_one_table() {
    two_processes_never_write_one_table(&sqlite("lease"));
}

/// The PostgreSQL database of `server/tests/postgres.sh`.
fn postgres() -> Database {
    Database::Postgres(
        std::env::var("STANDFIRM_TEST_POSTGRES")
            .expect("STANDFIRM_TEST_POSTGRES: run server/tests/postgres.sh"),
    )
}

#[test]
#[ignore = "needs PostgreSQL: server/tests/postgres.sh runs it"]
fn postgres_migrations_and_lease() {
    let db = postgres();
    migrations_apply_once(&db);
    two_processes_never_write_one_table(&db);
}

#[test]
#[ignore = "needs PostgreSQL: server/tests/postgres.sh --all runs it"]
fn postgres_whole_store_suite() {
    let db = postgres();
    migrations_apply_once(&db);
    a_table_reads_back_whole(&db);
    a_bad_change_sinks_only_its_own_group(&db);
    two_processes_never_write_one_table(&db);
}
