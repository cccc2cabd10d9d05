//! Nothing acknowledged is lost: the server binary is killed with SIGKILL under load 50 times. Between kills,
//! people play six tables as fast as their frames come; an action is acknowledged when a frame counts it (the
//! server sends frames only after the commit). After every restart each table has every acknowledged action
//! (its public log is what the devices were sent, action by action) and the tables play on.

mod common;

use common::{choose, folder, make_table, next_within};
use standfirm_client::Server;
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::{Event, Level};
use standfirm_protocol::{ServerMsg, TableStatus};
use std::collections::BTreeMap;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const KILLS: u32 = 50;
const TABLES: usize = 6;

/// What the devices of one table were sent: the events of each acknowledged action.
#[derive(Default)]
struct Acked {
    events: BTreeMap<u64, Vec<Event>>,
    seq: u64,
    over: bool,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn launch(data: &std::path::Path, port: u16) -> Child {
    Command::new(env!("CARGO_BIN_EXE_standfirm-server"))
        .args(["--listen", &format!("127.0.0.1:{port}")])
        .arg("--data")
        .arg(data)
        .args([
            "--turn-clock",
            "600",
            "--slap-window",
            "1",
            "--wise-threads",
            "1",
            // The bots at once (the server's default pace is for people to follow them): load, not a show.
            "--bot-pace",
            "0",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts")
}

async fn ready(server: &Server) {
    for _ in 0..500 {
        if let Err(standfirm_client::ClientError::Api { .. }) =
            server.info("0000000000000000").await
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the server did not come up");
}

/// One person playing as fast as the frames come, recording what the frames acknowledge.
async fn play(server: Server, table: String, seat: u8, token: String, acked: Arc<Mutex<Acked>>) {
    let Ok(mut socket) = server.connect(&table, Some(&token), None).await else {
        return;
    };
    let mut rng = GameRng::new(u64::from(seat) + 7);
    while let Some(msg) = next_within(&mut socket, Duration::from_secs(30)).await {
        let ServerMsg::Frame(frame) = msg else {
            continue;
        };
        {
            let mut a = acked.lock().unwrap();
            for h in &frame.events {
                a.events.insert(h.action, h.events.clone());
            }
            a.seq = a.seq.max(frame.seq);
            a.over |= frame.status == TableStatus::Over;
        }
        if let Some(action) = choose(&frame, seat, 10, &mut rng) {
            if socket.act(frame.seq, &action).await.is_err() {
                return;
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_acknowledged_is_lost_when_the_server_is_killed() {
    let data = folder("kill");
    let mut rng = GameRng::new(0x5157);
    let mut tables: Vec<(common::Made, Arc<Mutex<Acked>>)> = Vec::new();
    let (mut restarts_checked, mut games_over) = (0, 0);
    for kill in 0..=KILLS {
        let port = free_port();
        let mut child = launch(&data, port);
        let server = Server::new(&format!("127.0.0.1:{port}")).unwrap();
        ready(&server).await;
        // After a restart: every acknowledged action is there, as the devices were sent it.
        for (made, acked) in &tables {
            let log = server.log(&made.table).await.expect("the table is back");
            let a = acked.lock().unwrap();
            assert!(
                log.log.len() as u64 > a.seq,
                "table {}: {} actions kept, {} acknowledged",
                made.table,
                log.log.len() - 1,
                a.seq
            );
            for h in log.log.iter().take(a.seq as usize + 1) {
                if let Some(sent) = a.events.get(&h.action) {
                    assert_eq!(&h.events, sent, "table {} action {}", made.table, h.action);
                }
            }
            restarts_checked += 1;
        }
        // Finished tables make way for new ones; six are played at a time.
        let before = tables.len();
        tables.retain(|(_, a)| !a.lock().unwrap().over);
        games_over += before - tables.len();
        while tables.len() < TABLES {
            let made = make_table(&server, &[None, None, Some(Level::Steady)], true).await;
            tables.push((made, Arc::new(Mutex::new(Acked::default()))));
        }
        if kill == KILLS {
            let _ = child.kill();
            let _ = child.wait();
            break;
        }
        let seq_before: u64 = tables.iter().map(|(_, a)| a.lock().unwrap().seq).sum();
        let mut players = Vec::new();
        for (made, acked) in &tables {
            for (seat, token) in &made.people {
                players.push(tokio::spawn(play(
                    server.clone(),
                    made.table.clone(),
                    *seat,
                    token.clone(),
                    acked.clone(),
                )));
            }
        }
        // Load for a while, then SIGKILL: no chance to finish a write or say goodbye.
        tokio::time::sleep(Duration::from_millis(200 + rng.below(400))).await;
        unsafe {
            libc::kill(child.id() as i32, libc::SIGKILL);
        }
        let _ = child.wait();
        for p in players {
            p.abort();
            let _ = p.await;
        }
        let seq_after: u64 = tables.iter().map(|(_, a)| a.lock().unwrap().seq).sum();
        assert!(seq_after > seq_before, "kill {kill}: the tables played on");
    }
    println!("{KILLS} kills; {restarts_checked} tables checked after restarts; {games_over} games finished");
    let _ = std::fs::remove_dir_all(&data);
}
