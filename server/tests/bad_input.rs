//! Bad input: a fuzzed stream of messages (malformed JSON, unknown and extra fields, binary frames, frames over
//! the size limit, acts out of turn, for other seats, on stale frames, by spectators, hellos with bad, foreign
//! or replayed tokens) and of HTTP requests (bad bodies, huge bodies, wrong tokens) never panics the server and
//! never changes a table: its log and its frame are the same after as before, and it plays on.

mod common;

use common::{choose, config, folder, make_table, next_within, serve};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::levels::own_actions;
use standfirm_engine::strongholds::Level;
use standfirm_protocol::{ClientMsg, CreateTable, Frame, NewSeat, ServerMsg};
use std::collections::HashSet;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// The table's frame as a seat sees it now.
async fn frame_of(server: &standfirm_client::Server, table: &str, token: &str) -> Frame {
    let mut socket = server.connect(table, Some(token), None).await.unwrap();
    loop {
        match next_within(&mut socket, Duration::from_secs(10)).await {
            Some(ServerMsg::Frame(f)) => return *f,
            Some(_) => continue,
            None => panic!("no frame from table {table}"),
        }
    }
}

/// One fuzzed message: text that is not a good move for this table now.
fn fuzzed(rng: &mut GameRng, seq: u64, seat: u8, others: &[String]) -> String {
    let junk = |rng: &mut GameRng, n: usize| -> String {
        (0..n)
            .map(|_| char::from(32 + rng.below(95) as u8))
            .collect()
    };
    match rng.below(16) {
        0 => {
            let n = 1 + rng.below(200) as usize;
            junk(rng, n)
        }
        1 => "{".repeat(1 + rng.below(50) as usize),
        2 => r#"{"type":"act"}"#.into(),
        3 => format!(r#"{{"type":"act","seq":{seq},"action":"end-turn","extra":1}}"#),
        4 => format!(r#"{{"type":"nonsense","seq":{seq}}}"#),
        5 => format!(
            r#"{{"type":"act","seq":{},"action":"end-turn"}}"#,
            seq + 1 + rng.below(5)
        ),
        6 => format!(r#"{{"type":"act","seq":{},"action":"end-turn"}}"#, u64::MAX),
        7 => {
            let words = junk(rng, 12).replace(['"', '\\'], "");
            format!(r#"{{"type":"act","seq":{seq},"action":"{words}"}}"#)
        }
        8 => format!(
            r#"{{"type":"act","seq":{seq},"action":"slap {} T01 slot 0 pay"}}"#,
            (seat + 1) % 3
        ),
        9 => format!(r#"{{"type":"act","seq":{seq},"action":"discard G-R1"}}"#),
        10 => format!(r#"{{"type":"act","seq":{seq},"action":"end-by-agreement"}}"#),
        11 => format!(
            r#"{{"type":"hello","protocol":1,"rules":1,"token":"{}"}}"#,
            others[rng.below(others.len() as u64) as usize]
        ),
        12 => r#"{"type":"act","seq":-1,"action":"end-turn"}"#.to_string(),
        13 => format!(r#"{{"type":"act","seq":{seq},"action":"return T01"}}"#),
        14 => format!(r#"{{"type":"act","seq":{seq},"action":"close-slap"}}"#),
        _ => format!(r#"{{"type":"act","seq":"{seq}","action":["end-turn"]}}"#),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fuzzed_messages_never_panic_and_never_change_a_table() {
    let panics = Arc::new(AtomicU32::new(0));
    let counted = panics.clone();
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        counted.fetch_add(1, Ordering::SeqCst);
        default_hook(info);
    }));
    let data = folder("bad-input");
    let mut cfg = config(data.clone());
    // Nobody plays during the fuzz: the clock must not hand seat 0 to a bot meanwhile.
    cfg.timing.turn_clock = Duration::from_secs(3600);
    cfg.limits.refusals = 1_000_000;
    let (running, server) = serve(cfg).await;
    // Seat 0 (a person) is to move; seat 1 is a person who is not; seat 2 a bot.
    let made = make_table(&server, &[None, None, Some(Level::Steady)], true).await;
    let other = make_table(&server, &[None, None], true).await;
    let (t0, t1) = (made.people[0].1.clone(), made.people[1].1.clone());
    let before = frame_of(&server, &made.table, &t0).await;
    let log_before = server.log(&made.table).await.unwrap();
    assert_eq!(before.to_move, vec![0]);
    let others = vec![
        other.people[0].1.clone(),
        "0".repeat(32),
        "not a token".into(),
        made.host.clone(),
    ];
    let mut rng = GameRng::new(47);
    // The deal is the server's secret and differs from run to run: a fuzzed text that happens to be one of
    // seat 0's moves in this deal (`discard G-R1`, `end-turn`, `return T01`) is not bad input, and is not sent.
    let observation = before
        .observation
        .as_ref()
        .expect("a started table's frame");
    let legal: HashSet<String> = own_actions(&observation.determinise(&mut rng), 0)
        .iter()
        .map(ToString::to_string)
        .collect();
    let a_move = |text: &str| match serde_json::from_str::<ClientMsg>(text) {
        Ok(ClientMsg::Act { seq, action }) => seq == before.seq && legal.contains(&action),
        _ => false,
    };
    let mut sent = 0u32;
    for round in 0..40 {
        // Seat 0 (whose turn it is: only illegal moves), seat 1 (not its turn) and a spectator.
        let who: [Option<&str>; 3] = [Some(&t0), Some(&t1), None];
        let token = who[round % 3];
        let seat = (round % 3) as u8;
        let Ok(mut socket) = server.connect(&made.table, token, None).await else {
            continue;
        };
        for _ in 0..60 {
            let text = match rng.below(40) {
                // Over the size limit: the server closes the socket.
                0 => "x".repeat(standfirm_protocol::MAX_CLIENT_MESSAGE_BYTES * 4),
                _ => fuzzed(&mut rng, before.seq, seat, &others),
            };
            if seat == 0 && a_move(&text) {
                continue;
            }
            if socket.send_text(text).await.is_err() {
                break;
            }
            sent += 1;
        }
        // Whatever came back, the socket's messages were refusals, frames or a close.
        while let Some(msg) = next_within(&mut socket, Duration::from_millis(300)).await {
            assert!(matches!(
                msg,
                ServerMsg::Frame(_)
                    | ServerMsg::Refused { .. }
                    | ServerMsg::Welcome { .. }
                    | ServerMsg::Closing { .. }
            ));
        }
        socket.close().await;
    }
    // Hellos that are not hellos, bad versions, other tables' tokens.
    for text in [
        r#"{"type":"act","seq":0,"action":"end-turn"}"#.to_string(),
        r#"{"type":"hello","protocol":99,"rules":1}"#.into(),
        r#"{"type":"hello","protocol":1,"rules":99}"#.into(),
        format!(
            r#"{{"type":"hello","protocol":1,"rules":1,"token":"{}"}}"#,
            other.people[0].1
        ),
        format!(
            r#"{{"type":"hello","protocol":1,"rules":1,"token":"{}"}}"#,
            made.host
        ),
    ] {
        let url = format!("ws://{}/ws/{}", running.address, made.table);
        let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        use futures_util::{SinkExt, StreamExt};
        ws.send(tokio_tungstenite::tungstenite::Message::Text(text.into()))
            .await
            .unwrap();
        let first = tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .unwrap();
        let Some(Ok(tokio_tungstenite::tungstenite::Message::Text(t))) = first else {
            panic!("a refusal comes first")
        };
        assert!(matches!(
            serde_json::from_str::<ServerMsg>(&t).unwrap(),
            ServerMsg::Refused { .. }
        ));
        sent += 1;
    }
    // HTTP: bad bodies, huge bodies, wrong tokens.
    let wrong = "1".repeat(32);
    assert!(server.start(&made.table, &wrong).await.is_err());
    assert!(server.start(&made.table, &t0).await.is_err());
    assert!(server.new_token(&made.table, &t1, 0).await.is_err());
    assert!(server.leave(&made.table, &wrong).await.is_err());
    assert!(server.end(&made.table, &t0).await.is_err());
    assert!(server.rematch(&made.table, &made.host).await.is_err());
    assert!(server.join(&made.table, "Late").await.is_err());
    let huge = CreateTable {
        seats: vec![
            NewSeat {
                name: "x".repeat(100_000),
                bot: None,
            };
            2
        ],
        host_seat: None,
        host_name: None,
        truth_limit_all: false,
        first_player: None,
        turn_clock_secs: None,
        away_level: None,
    };
    assert!(server.create(&huge).await.is_err());
    let mut bad = huge.clone();
    bad.seats.truncate(1);
    bad.seats[0].name = "One".into();
    assert!(server.create(&bad).await.is_err());
    // The table is as it was, and plays on.
    let after = frame_of(&server, &made.table, &t0).await;
    assert_eq!(after.seq, before.seq);
    assert_eq!(after.observation, before.observation);
    assert_eq!(server.log(&made.table).await.unwrap().log, log_before.log);
    let mut socket = server.connect(&made.table, Some(&t0), None).await.unwrap();
    // One of seat 0's moves in this deal (its first Trial may leave `end-turn` not yet allowed).
    let play = choose(&before, 0, 0, &mut rng).expect("seat 0 has a move");
    socket.act(before.seq, &play).await.unwrap();
    let mut moved = false;
    while let Some(msg) = next_within(&mut socket, Duration::from_secs(10)).await {
        if let ServerMsg::Frame(f) = msg {
            if f.seq > before.seq {
                moved = true;
                break;
            }
        }
    }
    assert!(moved, "the table plays on");
    assert!(sent > 2000, "{sent} messages sent");
    assert_eq!(
        panics.load(Ordering::SeqCst),
        0,
        "the server never panicked"
    );
    running.stop().await;
    let _ = std::fs::remove_dir_all(&data);
}
