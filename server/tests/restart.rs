//! A table is its save file: after a restart every table comes back from the store (replayed through the store's
//! `replay`) at the same point, and plays on — on SQLite always, on PostgreSQL from `server/tests/postgres.sh
//! --all`.

mod common;

use common::{choose, config, folder, make_table, next_within, serve};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::Level;
use standfirm_protocol::{Frame, ServerMsg, TableStatus};
use standfirm_server::store::Database;
use standfirm_server::Config;
use std::time::Duration;

async fn frame_of(server: &standfirm_client::Server, table: &str, token: &str) -> Frame {
    let mut socket = server.connect(table, Some(token), None).await.unwrap();
    loop {
        match next_within(&mut socket, Duration::from_secs(10)).await {
            Some(ServerMsg::Frame(f)) => return *f,
            Some(_) => continue,
            None => panic!("no frame"),
        }
    }
}

/// Plays `moves` of the person's decisions at a table (the bots move in between).
async fn play(server: &standfirm_client::Server, table: &str, seat: u8, token: &str, moves: usize) {
    let mut socket = server.connect(table, Some(token), None).await.unwrap();
    let mut rng = GameRng::new(3);
    let mut made = 0;
    while made < moves {
        let Some(msg) = next_within(&mut socket, Duration::from_secs(10)).await else {
            break;
        };
        if let ServerMsg::Frame(f) = msg {
            if f.status != TableStatus::Playing {
                break;
            }
            if let Some(a) = choose(&f, seat, 0, &mut rng) {
                socket.act(f.seq, &a).await.unwrap();
                made += 1;
            }
        }
    }
}

async fn tables_come_back(config_of: impl Fn() -> Config) {
    let (running, server) = serve(config_of()).await;
    let mut tables = Vec::new();
    for _ in 0..3 {
        let made = make_table(
            &server,
            &[None, Some(Level::Steady), Some(Level::Gentle)],
            true,
        )
        .await;
        let (seat, token) = made.people[0].clone();
        play(&server, &made.table, seat, &token, 6).await;
        let before = frame_of(&server, &made.table, &token).await;
        tables.push((made, seat, token, before));
    }
    let lobby = make_table(&server, &[None, None], false).await;
    running.stop().await;
    let (running, server) = serve(config_of()).await;
    for (made, seat, token, before) in &tables {
        let after = frame_of(&server, &made.table, token).await;
        assert_eq!(after.seq, before.seq, "table {}", made.table);
        assert_eq!(after.observation, before.observation);
        assert_eq!(after.seats, before.seats);
        play(&server, &made.table, *seat, token, 2).await;
        if after.status == TableStatus::Playing {
            assert!(
                frame_of(&server, &made.table, token).await.seq > after.seq,
                "it plays on"
            );
        }
    }
    // A table still in its lobby joins by its code as before.
    assert_eq!(
        server.table_of_code(&lobby.code).await.unwrap().table,
        lobby.table
    );
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_come_back_after_a_restart() {
    let data = folder("restart");
    tables_come_back(|| config(data.clone())).await;
    let _ = std::fs::remove_dir_all(&data);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: server/tests/postgres.sh --all runs it"]
async fn postgres_tables_come_back_after_a_restart() {
    let url = std::env::var("STANDFIRM_TEST_POSTGRES").expect("run server/tests/postgres.sh");
    let db = Database::Postgres(url.clone());
    // The PostgreSQL client blocks: off the test's runtime.
    tokio::task::spawn_blocking(move || {
        let mut conn = standfirm_server::store::connect(&db).unwrap();
        conn.batch("DROP TABLE IF EXISTS actions, seats, leases, tables, schema_migrations")
            .unwrap();
    })
    .await
    .unwrap();
    let data = folder("restart-postgres");
    tables_come_back(|| {
        let mut c = config(data.clone());
        c.database = Database::Postgres(url.clone());
        c
    })
    .await;
}
