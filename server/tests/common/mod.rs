//! What the server's tests share: a server on loopback in this process (a fresh data folder), tables made and
//! filled through the client crate, and a player that plays a seat from its own frames.
#![allow(dead_code)]

use standfirm_client::{Server, Socket};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::levels::own_actions;
use standfirm_engine::strongholds::{decide, Action, Level, Observation};
use standfirm_protocol::{CreateTable, Frame, NewSeat, ServerMsg, TableStatus};
use standfirm_server::{Config, Running};
use std::path::PathBuf;
use std::time::Duration;

/// A folder of its own for one test (under the system's temporary folder), removed first if left over.
pub fn folder(name: &str) -> PathBuf {
    let base = std::env::temp_dir().join(format!("standfirm-server-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    std::fs::create_dir_all(&base).expect("a test folder");
    base
}

/// A config for tests: a data folder, loopback, short clocks, a light Wise bot, generous limits.
pub fn config(data: PathBuf) -> Config {
    let mut config = Config::new(data, "127.0.0.1:0".parse().unwrap());
    config.timing.turn_clock = Duration::from_secs(5);
    config.timing.slap_window = Duration::from_millis(800);
    config.timing.wise_playouts = 40;
    config.wise_threads = 2;
    config.limits.per_socket = 10_000;
    config.limits.per_address = 100_000;
    config
}

/// Starts a server on loopback.
pub async fn serve(config: Config) -> (Running, Server) {
    let listener = tokio::net::TcpListener::bind(config.listen).await.unwrap();
    let running = standfirm_server::start(config, listener).await.unwrap();
    let server = Server::new(&running.address.to_string()).unwrap();
    (running, server)
}

/// A made table: its id, code, host token, and each person's seat token by seat.
#[derive(Debug, Clone)]
pub struct Made {
    pub table: String,
    pub code: String,
    pub host: String,
    pub people: Vec<(u8, String)>,
}

/// Makes a table of `seats` (`None` a person, `Some(level)` a bot), joins every person by the code, and starts it
/// unless `start` is false.
pub async fn make_table(server: &Server, seats: &[Option<Level>], start: bool) -> Made {
    let request = CreateTable {
        seats: seats
            .iter()
            .enumerate()
            .map(|(i, s)| NewSeat {
                name: format!("Seat {}", i + 1),
                bot: *s,
            })
            .collect(),
        host_seat: None,
        host_name: None,
        truth_limit_all: false,
        first_player: None,
        turn_clock_secs: None,
        away_level: None,
    };
    let created = server.create(&request).await.unwrap();
    let mut people = Vec::new();
    for (i, s) in seats.iter().enumerate() {
        if s.is_none() {
            let joined = server
                .join_code(&created.code, &format!("Person {}", i + 1))
                .await
                .unwrap();
            assert_eq!(joined.seat as usize, i);
            people.push((joined.seat, joined.token));
        }
    }
    if start {
        server
            .start(&created.table, &created.host_token)
            .await
            .unwrap();
    }
    Made {
        table: created.table,
        code: created.code,
        host: created.host_token,
        people,
    }
}

/// A seat's move from its own frame: the greedy move, or now and then (`wild` in 100) any of its moves, as a
/// person might. `None` when it is not this seat's to make.
pub fn choose(frame: &Frame, seat: u8, wild: u64, rng: &mut GameRng) -> Option<String> {
    if frame.status != TableStatus::Playing || !frame.to_move.contains(&seat) {
        return None;
    }
    if frame.clock.answered.contains(&seat) {
        return None;
    }
    let obs: &Observation = frame.observation.as_ref()?;
    let state = obs.determinise(rng);
    let mine: Vec<Action> = own_actions(&state, seat)
        .into_iter()
        .filter(|a| *a != Action::EndByAgreement)
        .collect();
    if mine.is_empty() {
        return None;
    }
    let action = if rng.below(100) < wild {
        mine[rng.below(mine.len() as u64) as usize].clone()
    } else {
        decide(Level::Steady, obs, 0, rng).unwrap_or_else(|| mine[0].clone())
    };
    Some(action.to_string())
}

/// The next message, or `None` after `wait` without one or once the socket closed.
pub async fn next_within(socket: &mut Socket, wait: Duration) -> Option<ServerMsg> {
    match tokio::time::timeout(wait, socket.next()).await {
        Ok(Some(Ok(msg))) => Some(msg),
        _ => None,
    }
}
