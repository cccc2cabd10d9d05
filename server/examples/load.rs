//! The load generator: the table server's benchmarks (docs/server.md, "Benchmarks"), reported, never asserted.
//! The server runs in this process on a runtime of its own; the load's clients speak to it over loopback
//! WebSockets from another runtime. With `--server-cpu C --load-cpu D` each side's threads are pinned to a core
//! (the server's store writer and Wise threads inherit its core).
//!
//! ```text
//! cargo run --release -p standfirm-server --example load -- live    [--tables 1000] [--seconds 60] [--every 5]
//!     [--wise 0] [--server-threads 2] [--wise-threads 1] [--load-threads 1] [--server-cpu C] [--load-cpu D]
//! cargo run --release -p standfirm-server --example load -- restart [--tables 1000] [--actions 150]
//! ```
//!
//! `live`: tables of 2 people (acting every `--every` seconds, now and then reconnecting) and 2 bots (Steady; a
//! Wise bot in `--wise` of them); p99 from an action to every seat's frame, from a reconnect to its fresh frame,
//! the Wise decisions' queue wait and rate. `restart`: that many tables of `--actions` actions each are stored,
//! then a server loads them: the time until all are back, and the memory per idle table.

use standfirm_client::{Server, Socket};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::levels::own_actions;
use standfirm_engine::strongholds::{decide, Action, Level, Phase};
use standfirm_protocol::{CreateTable, NewSeat, ServerMsg, TableStatus};
use standfirm_server::store::{self, Backend, Op, StoredSeat};
use standfirm_server::{Config, Running};
use standfirm_store::{SaveFile, Seat, Setup};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn flags(args: &[String]) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut i = 0;
    while i < args.len() {
        if let Some(name) = args[i].strip_prefix("--") {
            let value = args.get(i + 1).filter(|v| !v.starts_with("--")).cloned();
            i += usize::from(value.is_some());
            out.insert(name.to_string(), value.unwrap_or_default());
        }
        i += 1;
    }
    out
}

fn number(flags: &BTreeMap<String, String>, name: &str, default: u64) -> u64 {
    flags
        .get(name)
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Pins the calling thread to `cpu` (Linux); elsewhere does nothing.
fn pin(cpu: Option<usize>) {
    #[cfg(target_os = "linux")]
    if let Some(cpu) = cpu {
        // SAFETY: a zeroed cpu_set_t is a valid empty set; the call only reads it.
        unsafe {
            let mut set: libc::cpu_set_t = std::mem::zeroed();
            libc::CPU_SET(cpu, &mut set);
            libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = cpu;
}

/// Raises the open-files limit as far as allowed (every socket is a file on both sides of loopback).
fn raise_open_files() -> u64 {
    // SAFETY: getrlimit and setrlimit read and write a plain struct.
    unsafe {
        let mut limit: libc::rlimit = std::mem::zeroed();
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
        limit.rlim_cur = limit.rlim_max;
        libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
        limit.rlim_cur
    }
}

/// The resident memory of this process, in KiB.
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn percentile(values: &mut [u64], p: f64) -> u64 {
    if values.is_empty() {
        return 0;
    }
    values.sort_unstable();
    let i = ((values.len() as f64 - 1.0) * p).round() as usize;
    values[i]
}

fn report(name: &str, unit: &str, mut values: Vec<u64>) {
    let n = values.len();
    let (p50, p99, max) = (
        percentile(&mut values, 0.5),
        percentile(&mut values, 0.99),
        percentile(&mut values, 1.0),
    );
    println!("{name}: n={n} p50={p50}{unit} p99={p99}{unit} max={max}{unit}");
}

fn server_runtime(threads: usize, cpu: Option<usize>) -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(threads.max(1))
        .enable_all()
        .on_thread_start(move || pin(cpu))
        .build()
        .expect("a runtime")
}

fn start_server(rt: &tokio::runtime::Runtime, config: Config) -> Running {
    rt.block_on(async {
        // Started on a worker thread, so that the threads it makes inherit the server's core.
        tokio::spawn(async move {
            let listener = tokio::net::TcpListener::bind(config.listen).await.unwrap();
            standfirm_server::start(config, listener).await.unwrap()
        })
        .await
        .unwrap()
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(mode) = args.first().cloned() else {
        eprintln!("usage: load live|restart [flags] (docs/server.md, \"Benchmarks\")");
        std::process::exit(2);
    };
    let f = flags(&args[1..]);
    let files = raise_open_files();
    println!("open-files limit: {files}");
    match mode.as_str() {
        "live" => live(&f),
        "restart" => restart(&f),
        other => {
            eprintln!("unknown benchmark {other}");
            std::process::exit(2);
        }
    }
}

fn data_folder(f: &BTreeMap<String, String>, name: &str) -> PathBuf {
    let data = f
        .get("data")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join(format!("standfirm-load-{name}")));
    data
}

#[derive(Default)]
struct Figures {
    action_to_frames_us: Vec<u64>,
    reconnect_us: Vec<u64>,
    actions: u64,
    games_over: u64,
}

fn live(f: &BTreeMap<String, String>) {
    let tables = number(f, "tables", 1000) as usize;
    let seconds = number(f, "seconds", 60);
    let every = Duration::from_secs(number(f, "every", 5));
    let wise_tables = number(f, "wise", 0) as usize;
    let server_cpu = f.get("server-cpu").and_then(|c| c.parse().ok());
    let load_cpu = f.get("load-cpu").and_then(|c| c.parse().ok());
    let data = data_folder(f, "live");
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    let mut config = Config::new(data.clone(), "127.0.0.1:0".parse().unwrap());
    config.wise_threads = number(f, "wise-threads", 1) as usize;
    config.limits.per_address = 1_000_000;
    config.limits.per_socket = 1_000;
    config.timing.turn_clock = Duration::from_secs(3600);
    let server_rt = server_runtime(number(f, "server-threads", 2) as usize, server_cpu);
    let running = start_server(&server_rt, config);
    let address = running.address.to_string();
    let wise_figures = running.app.wise.figures.clone();
    let load_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(number(f, "load-threads", 1) as usize)
        .enable_all()
        .on_thread_start(move || pin(load_cpu))
        .build()
        .unwrap();
    let figures = Arc::new(Mutex::new(Figures::default()));
    let measuring = Arc::new(std::sync::atomic::AtomicBool::new(false));
    load_rt.block_on(async {
        let server = Server::new(&address).unwrap();
        let began = Instant::now();
        let mut made = Vec::new();
        for t in 0..tables {
            let wise = t < wise_tables;
            let seats = vec![
                NewSeat { name: "A".into(), bot: None },
                NewSeat { name: "B".into(), bot: None },
                NewSeat { name: "C".into(), bot: Some(if wise { Level::Wise } else { Level::Steady }) },
                NewSeat { name: "D".into(), bot: Some(Level::Steady) },
            ];
            let created = server
                .create(&CreateTable {
                    seats,
                    host_seat: Some(0),
                    host_name: None,
                    truth_limit_all: false,
                    first_player: None,
                    turn_clock_secs: Some(3600),
                    away_level: None,
                })
                .await
                .unwrap();
            let second = server.join(&created.table, "B").await.unwrap();
            server.start(&created.table, &created.host_token).await.unwrap();
            made.push((created.table, created.seat.unwrap(), second));
        }
        println!("{tables} tables made and started in {:.1} s", began.elapsed().as_secs_f64());
        let mut tasks = Vec::new();
        for (i, (table, first, second)) in made.into_iter().enumerate() {
            // The two people of a table share one task, so that a frame's arrival at both is measured.
            let server = server.clone();
            let figures = figures.clone();
            let measuring = measuring.clone();
            tasks.push(tokio::spawn(async move {
                people(server, table, [first, second], every, i as u64, figures, measuring).await;
            }));
            if i % 50 == 49 {
                tokio::task::yield_now().await;
            }
        }
        // A warm-up of one round of acting, then the measured stretch.
        tokio::time::sleep(every + Duration::from_secs(2)).await;
        let waits_before = wise_figures.waits_us.lock().unwrap().len();
        measuring.store(true, std::sync::atomic::Ordering::SeqCst);
        let measured = Instant::now();
        tokio::time::sleep(Duration::from_secs(seconds)).await;
        measuring.store(false, std::sync::atomic::Ordering::SeqCst);
        let elapsed = measured.elapsed().as_secs_f64();
        for t in tasks {
            t.abort();
        }
        let fig = std::mem::take(&mut *figures.lock().unwrap());
        println!(
            "{tables} tables ({wise_tables} with a Wise seat), {seconds} s measured: {} people's actions ({:.0}/s), {} games over",
            fig.actions,
            fig.actions as f64 / elapsed,
            fig.games_over
        );
        report("action -> every seat's frame", " us", fig.action_to_frames_us);
        report("reconnect -> fresh frame", " us", fig.reconnect_us);
        let waits: Vec<u64> = wise_figures.waits_us.lock().unwrap()[waits_before..].to_vec();
        let searches: Vec<u64> = {
            let s = wise_figures.search_us.lock().unwrap();
            s[s.len().saturating_sub(waits.len())..].to_vec()
        };
        if !waits.is_empty() {
            println!("Wise decisions: {} ({:.1}/s)", waits.len(), waits.len() as f64 / elapsed);
            report("Wise queue wait", " us", waits);
            report("Wise search", " us", searches);
        }
        println!("process memory (server and load together): {} MiB", rss_kib() / 1024);
    });
    server_rt.block_on(running.stop());
    let _ = std::fs::remove_dir_all(&data);
}

/// A table's two people: each acts `every` (with jitter) when the decision is theirs, answers slap windows the
/// same way, and now and then reconnects.
async fn people(
    server: Server,
    table: String,
    seats: [standfirm_protocol::Joined; 2],
    every: Duration,
    seed: u64,
    figures: Arc<Mutex<Figures>>,
    measuring: Arc<std::sync::atomic::AtomicBool>,
) {
    let mut rng = GameRng::new(seed);
    let mut sockets: Vec<Socket> = Vec::new();
    for s in &seats {
        match server.connect(&table, Some(&s.token), None).await {
            Ok(socket) => sockets.push(socket),
            Err(_) => return,
        }
    }
    let mut latest: [Option<standfirm_protocol::Frame>; 2] = [None, None];
    // The action in flight: its frame number and when it was sent, and which sockets have had the frame after it.
    let mut pending: Option<(u64, Instant, [bool; 2])> = None;
    let mut next_act =
        Instant::now() + Duration::from_millis(rng.below(every.as_millis() as u64 + 1));
    loop {
        let wait = tokio::time::sleep_until(tokio::time::Instant::from_std(next_act));
        let (first, second) = sockets.split_at_mut(1);
        let (i, msg) = tokio::select! {
            m = first[0].next() => (0, m),
            m = second[0].next() => (1, m),
            () = wait => (2, None),
        };
        if i < 2 {
            let Some(Ok(msg)) = msg else { return };
            match msg {
                ServerMsg::Frame(frame) => {
                    if let Some((seq, sent, got)) = pending.as_mut() {
                        if frame.seq > *seq {
                            got[i] = true;
                            if got[0] && got[1] {
                                let us = sent.elapsed().as_micros() as u64;
                                if measuring.load(std::sync::atomic::Ordering::Relaxed) {
                                    figures.lock().unwrap().action_to_frames_us.push(us);
                                }
                                pending = None;
                            }
                        }
                    }
                    if frame.status == TableStatus::Over {
                        figures.lock().unwrap().games_over += 1;
                        return;
                    }
                    latest[i] = Some(*frame);
                }
                ServerMsg::Refused { .. } => pending = None,
                _ => {}
            }
            continue;
        }
        // Time to act: whichever person's decision it is now.
        next_act = Instant::now() + every.mul_f64(0.8 + 0.4 * (rng.below(1000) as f64 / 1000.0));
        for (k, seat) in seats.iter().enumerate() {
            let Some(frame) = latest[k].clone() else {
                continue;
            };
            let Some(action) = chosen(&frame, seat.seat, &mut rng) else {
                continue;
            };
            if sockets[k].act(frame.seq, &action).await.is_err() {
                return;
            }
            if measuring.load(std::sync::atomic::Ordering::Relaxed) {
                figures.lock().unwrap().actions += 1;
            }
            if pending.is_none() && action != "close-slap" {
                pending = Some((frame.seq, Instant::now(), [false, false]));
            }
            // One in twenty actions, the other person's device reconnects (a phone waking up).
            if rng.below(20) == 0 {
                let other = 1 - k;
                let since = latest[other].as_ref().map(|f| f.seq);
                let began = Instant::now();
                let Ok(mut socket) = server
                    .connect(&table, Some(&seats[other].token), since)
                    .await
                else {
                    return;
                };
                loop {
                    match socket.next().await {
                        Some(Ok(ServerMsg::Frame(frame))) => {
                            if measuring.load(std::sync::atomic::Ordering::Relaxed) {
                                figures
                                    .lock()
                                    .unwrap()
                                    .reconnect_us
                                    .push(began.elapsed().as_micros() as u64);
                            }
                            latest[other] = Some(*frame);
                            break;
                        }
                        Some(Ok(_)) => continue,
                        _ => return,
                    }
                }
                sockets[other] = socket;
                if let Some(p) = pending.as_mut() {
                    p.2[other] = true;
                }
            }
            break;
        }
    }
}

/// A person's move from their frame: the greedy one.
fn chosen(frame: &standfirm_protocol::Frame, seat: u8, rng: &mut GameRng) -> Option<String> {
    if frame.status != TableStatus::Playing
        || !frame.to_move.contains(&seat)
        || frame.clock.answered.contains(&seat)
    {
        return None;
    }
    let obs = frame.observation.as_ref()?;
    if let Phase::SlapWindow { .. } = obs.phase {
        let state = obs.determinise(rng);
        return Some(
            own_actions(&state, seat)
                .into_iter()
                .find(|a| matches!(a, Action::Slap { .. }))
                .unwrap_or(Action::CloseSlapWindow)
                .to_string(),
        );
    }
    decide(Level::Steady, obs, 0, rng).map(|a| a.to_string())
}

fn restart(f: &BTreeMap<String, String>) {
    let tables = number(f, "tables", 1000) as usize;
    let actions = number(f, "actions", 150) as usize;
    let data = data_folder(f, "restart");
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    // The tables, stored as a server stores them: each its save file and actions, mid-game.
    let made = Instant::now();
    let db = store::Database::Sqlite(data.join("tables.sqlite3"));
    let mut backend = Backend::new(
        store::connect(&db).unwrap(),
        "standfirm-server",
        Duration::from_secs(30),
    );
    let mut total = 0;
    let mut groups = Vec::new();
    for t in 0..tables {
        let seats = vec![
            Seat::person("A"),
            Seat::person("B"),
            Seat::bot("C", Level::Steady),
            Seat::bot("D", Level::Steady),
        ];
        let setup = Setup::Strongholds {
            options: standfirm_engine::strongholds::Options::new(4),
            seed: 0x9e37_79b9_7f4a_7c15 ^ t as u64,
            first_player: 0,
            decks: None,
            seats: seats.clone(),
            secret: Some(t as u64),
        };
        let (mut save, state) = SaveFile::new(setup, "bench").unwrap();
        let standfirm_store::Replayed::Strongholds(mut state) = state else {
            unreachable!()
        };
        let mut played = Vec::new();
        while played.len() < actions && !state.is_over() {
            let action = match state.phase {
                Phase::SlapWindow { .. } => Action::CloseSlapWindow,
                _ => greedy(&state).unwrap_or(Action::EndTurn),
            };
            state.apply(&action).unwrap();
            played.push(action.to_string());
        }
        total += played.len();
        save.actions.clear();
        let stored = standfirm_server::store::StoredTable {
            id: format!("{:016x}", t as u64 * 7919 + 1),
            code: (0..6)
                .map(|k| {
                    let alphabet = standfirm_protocol::CODE_ALPHABET;
                    char::from(alphabet[(t >> (5 * k)) % alphabet.len()])
                })
                .collect(),
            status: TableStatus::Playing,
            created_ms: store::now_ms(),
            updated_ms: store::now_ms(),
            host_hash: "0".repeat(64),
            settings: r#"{"turn_clock_secs":90,"away_level":"steady","truth_limit_all":false,"first_player":0}"#.into(),
            seats: seats
                .iter()
                .map(|s| StoredSeat {
                    name: s.name.clone(),
                    token_hash: (!s.bot).then(|| "ab".repeat(32)),
                    bot: s.level,
                    open: false,
                })
                .collect(),
            save: Some(String::from_utf8(save.to_bytes()).unwrap()),
            actions: played,
            rematch: None,
        };
        groups.push(vec![Op::Create(Box::new(stored))]);
        if groups.len() == 100 {
            assert!(backend
                .commit(&groups, store::now_ms())
                .iter()
                .all(Result::is_ok));
            groups.clear();
        }
    }
    assert!(backend
        .commit(&groups, store::now_ms())
        .iter()
        .all(Result::is_ok));
    backend.release().unwrap();
    drop(backend);
    println!(
        "{tables} tables of {} actions on average stored in {:.1} s",
        total / tables.max(1),
        made.elapsed().as_secs_f64()
    );
    let rt = server_runtime(2, None);
    let before = rss_kib();
    let began = Instant::now();
    let config = Config::new(data.clone(), "127.0.0.1:0".parse().unwrap());
    let running = start_server(&rt, config);
    let loaded = began.elapsed();
    // Every table answers (its task runs and its state is replayed).
    let address = running.address.to_string();
    let count = running.app.table_count();
    rt.block_on(async {
        let server = Server::new(&address).unwrap();
        let info = server.info(&format!("{:016x}", 1u64)).await;
        assert!(info.is_ok(), "{info:?}");
    });
    let after = rss_kib();
    println!(
        "{count} tables back after a restart in {:.2} s; memory {} KiB more, {:.1} KiB per idle table",
        loaded.as_secs_f64(),
        after.saturating_sub(before),
        after.saturating_sub(before) as f64 / count.max(1) as f64
    );
    rt.block_on(running.stop());
    let _ = std::fs::remove_dir_all(&data);
}
