//! A table's life and its clocks: codes that join only while they should, a seat taken over by a second device
//! or a new token, a person away past the turn clock played by a bot until they return, the slap window that
//! waits for every person (never closing early because nobody can slap), the bots' moves at the server's pace,
//! the public log, the rematch, and
//! tokens that are never kept or logged as themselves.

mod common;

use common::{choose, config, folder, make_table, next_within, serve};
use standfirm_client::{ClientError, Socket};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::{Event, Level, Phase};
use standfirm_protocol::{ApiError, CloseReason, Frame, Player, Refusal, ServerMsg, TableStatus};
use std::time::Duration;

async fn next_frame(socket: &mut Socket) -> Frame {
    loop {
        match next_within(socket, Duration::from_secs(20)).await {
            Some(ServerMsg::Frame(f)) => return *f,
            Some(_) => continue,
            None => panic!("no frame"),
        }
    }
}

fn api_error(e: ClientError) -> Option<ApiError> {
    match e {
        ClientError::Api { error, .. } => error,
        _ => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_join_only_while_the_table_joins() {
    let (running, server) = serve(config(folder("codes"))).await;
    let made = make_table(&server, &[None, Some(Level::Steady)], false).await;
    // The one person's seat is taken: the table is full.
    let full = server.join_code(&made.code, "Late").await.unwrap_err();
    assert_eq!(api_error(full), Some(ApiError::Full));
    assert_eq!(
        api_error(server.join_code("ZZZZZZ", "Nobody").await.unwrap_err()),
        Some(ApiError::NoSuchTable)
    );
    assert_eq!(
        api_error(server.join_code("O0I1!!", "Nobody").await.unwrap_err()),
        Some(ApiError::NoSuchTable)
    );
    // A seat left before the start is open again; the code joins it.
    let (_, token) = made.people[0].clone();
    server.leave(&made.table, &token).await.unwrap();
    let joined = server
        .join_code(&made.code.to_lowercase(), "Again")
        .await
        .unwrap();
    assert_eq!(joined.seat, 0);
    server.start(&made.table, &made.host).await.unwrap();
    assert_eq!(
        api_error(server.join_code(&made.code, "Late").await.unwrap_err()),
        Some(ApiError::Started)
    );
    assert_eq!(
        api_error(server.start(&made.table, &made.host).await.unwrap_err()),
        Some(ApiError::Started)
    );
    // Over: the code says so; the table and its log are still there.
    server.end(&made.table, &made.host).await.ok();
    let info = server.info(&made.table).await.unwrap();
    if info.status == TableStatus::Over {
        assert_eq!(
            api_error(server.join_code(&made.code, "Late").await.unwrap_err()),
            Some(ApiError::Finished)
        );
        assert!(!server.log(&made.table).await.unwrap().log.is_empty());
    }
    assert_eq!(
        api_error(server.info("0123456789abcdef").await.unwrap_err()),
        Some(ApiError::NoSuchTable)
    );
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_follows_its_token_to_a_new_device_and_a_new_token() {
    let (running, server) = serve(config(folder("tokens"))).await;
    let made = make_table(&server, &[None, None], true).await;
    let (seat, token) = made.people[1].clone();
    let mut first = server
        .connect(&made.table, Some(&token), None)
        .await
        .unwrap();
    next_frame(&mut first).await;
    let mut second = server
        .connect(&made.table, Some(&token), None)
        .await
        .unwrap();
    next_frame(&mut second).await;
    let mut told = None;
    while let Some(msg) = next_within(&mut first, Duration::from_secs(5)).await {
        if let ServerMsg::Closing { reason } = msg {
            told = Some(reason);
            break;
        }
    }
    assert_eq!(told, Some(CloseReason::ConnectedElsewhere));
    // A seat's name or number takes nothing: only its token does. The host renews the token.
    let renewed = server
        .new_token(&made.table, &made.host, seat)
        .await
        .unwrap();
    assert_ne!(renewed.token, token);
    let mut closed = None;
    while let Some(msg) = next_within(&mut second, Duration::from_secs(5)).await {
        if let ServerMsg::Closing { reason } = msg {
            closed = Some(reason);
            break;
        }
    }
    assert_eq!(closed, Some(CloseReason::NewToken));
    let mut old = server
        .connect(&made.table, Some(&token), None)
        .await
        .unwrap();
    assert!(matches!(
        next_within(&mut old, Duration::from_secs(5)).await,
        Some(ServerMsg::Refused {
            reason: Refusal::BadToken
        })
    ));
    let mut new = server
        .connect(&made.table, Some(&renewed.token), None)
        .await
        .unwrap();
    let welcome = next_within(&mut new, Duration::from_secs(5)).await;
    assert!(matches!(welcome, Some(ServerMsg::Welcome { seat: Some(s), .. }) if s == seat));
    // A spectator sees the public view and cannot act.
    let mut watcher = server.connect(&made.table, None, None).await.unwrap();
    let f = next_frame(&mut watcher).await;
    assert!(f.observation.is_none() && f.view.is_some());
    watcher.act(f.seq, "end-turn").await.unwrap();
    let mut refused = false;
    while let Some(msg) = next_within(&mut watcher, Duration::from_secs(5)).await {
        if let ServerMsg::Refused { reason } = msg {
            assert_eq!(reason, Refusal::Spectator);
            refused = true;
            break;
        }
    }
    assert!(refused);
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_away_past_the_clock_is_played_by_a_bot_until_they_return() {
    let (running, server) = serve(config(folder("away"))).await;
    // Seat 0 plays first and stays silent; the clock (5 s, the shortest) hands it to a bot.
    let made = make_table(&server, &[None, None], true).await;
    let (_, silent) = made.people[0].clone();
    let (_, watching) = made.people[1].clone();
    let mut socket = server
        .connect(&made.table, Some(&watching), None)
        .await
        .unwrap();
    let first = next_frame(&mut socket).await;
    assert_eq!(first.to_move, vec![0]);
    assert!(first.clock.left_ms.is_some_and(|ms| ms <= 5_000));
    let mut away_seen = false;
    let mut frame = first.clone();
    while frame.to_move.contains(&0) || frame.seq == first.seq {
        frame = next_frame(&mut socket).await;
        away_seen |= frame.seats[0].away;
    }
    assert!(away_seen, "seat 0 is shown away");
    assert!(frame.seq > first.seq, "a bot played for seat 0");
    assert_eq!(
        frame.seats[0].player,
        Player::Person,
        "the seat stays theirs"
    );
    // They return: the seat is theirs to play again.
    let mut back = server
        .connect(&made.table, Some(&silent), None)
        .await
        .unwrap();
    let f = next_frame(&mut back).await;
    assert!(!f.seats[0].away);
    running.stop().await;
}

/// With a bot pace, the bots' moves come one by one, each its own frame at least the pace after the last, so
/// that the people can follow them (and no device is sent a burst); the person's own moves are not paced.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bots_moves_come_at_the_servers_pace() {
    let pace = Duration::from_millis(300);
    let mut config = config(folder("pace"));
    config.timing.bot_pace = pace;
    let (running, server) = serve(config).await;
    let made = make_table(
        &server,
        &[None, Some(Level::Steady), Some(Level::Gentle)],
        true,
    )
    .await;
    let (_, token) = made.people[0].clone();
    let mut socket = server
        .connect(&made.table, Some(&token), None)
        .await
        .unwrap();
    let mut rng = GameRng::new(5);
    let mut last: Option<(u64, std::time::Instant, bool)> = None;
    let mut bot_moves = 0;
    while bot_moves < 8 {
        let frame = next_frame(&mut socket).await;
        let now = std::time::Instant::now();
        if let Some((seq, at, bots)) = last {
            // A frame one action on from a moment only bots could move in: a bot's move.
            if frame.seq == seq + 1 && bots {
                assert!(
                    now - at >= pace - Duration::from_millis(20),
                    "a bot's move came {:?} after the frame before it (pace {pace:?})",
                    now - at
                );
                bot_moves += 1;
            }
        }
        if frame.status != TableStatus::Playing {
            break;
        }
        let bots = !frame.to_move.is_empty() && !frame.to_move.contains(&0);
        if last.is_none_or(|(seq, ..)| frame.seq != seq) {
            last = Some((frame.seq, now, bots));
        }
        if let Some(action) = choose(&frame, 0, 0, &mut rng) {
            socket.act(frame.seq, &action).await.unwrap();
        }
    }
    assert_eq!(bot_moves, 8, "the bots moved, each at the pace");
    running.stop().await;
}

/// Plays a 3-person table with every person's client in this task, one message at a time: whenever a slap
/// window opens, every non-active person but the last answers, and the public log shows the window still open
/// (whether or not anyone could slap) until the last one answers too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slap_window_waits_for_every_person_and_never_less() {
    let mut cfg = config(folder("slap"));
    // Long enough that only the people's answers close a window here.
    cfg.timing.slap_window = Duration::from_secs(600);
    let (running, server) = serve(cfg).await;
    let made = make_table(&server, &[None, None, None], true).await;
    let mut sockets = Vec::new();
    for (_, token) in &made.people {
        sockets.push(
            server
                .connect(&made.table, Some(token), None)
                .await
                .unwrap(),
        );
    }
    let mut rng = GameRng::new(5);
    let mut frames: Vec<Option<Frame>> = vec![None, None, None];
    let (mut windows, mut checked) = (0, 0);
    let mut seq_of_window = None;
    'game: loop {
        // Each socket's latest frame.
        for (i, s) in sockets.iter_mut().enumerate() {
            while let Some(msg) = next_within(s, Duration::from_millis(25)).await {
                match msg {
                    ServerMsg::Frame(f) => frames[i] = Some(*f),
                    ServerMsg::SaveFile { .. } => break 'game,
                    _ => {}
                }
            }
        }
        let Some(f) = frames
            .iter()
            .flatten()
            .max_by_key(|f| (f.seq, f.clock.answered.len()))
            .cloned()
        else {
            continue;
        };
        if f.status == TableStatus::Over || checked >= 3 {
            break;
        }
        if f.seq > 400 {
            server.end(&made.table, &made.host).await.ok();
            continue;
        }
        let obs = f.observation.as_ref().unwrap();
        if let Phase::SlapWindow { .. } = obs.phase {
            if seq_of_window != Some(f.seq) {
                seq_of_window = Some(f.seq);
                windows += 1;
            }
            let waiting: Vec<u8> = (0..3u8)
                .filter(|&s| s != obs.active && !f.clock.answered.contains(&s))
                .collect();
            if waiting.len() == 1 {
                // The last person has not answered: the window is still open in the public log.
                let log = server.log(&made.table).await.unwrap();
                let last: Vec<&Event> = log.log.last().unwrap().events.iter().collect();
                assert!(
                    matches!(last.last(), Some(Event::StrongholdRevealed { .. })),
                    "the window stays open until every person answered: {last:?}"
                );
                checked += 1;
            }
            // The first waiting person passes (never slapping, as if nobody could).
            let seat = waiting[0];
            sockets[usize::from(seat)]
                .act(f.seq, "close-slap")
                .await
                .unwrap();
            continue;
        }
        for seat in 0..3u8 {
            if let Some(fs) = &frames[usize::from(seat)] {
                if fs.seq == f.seq {
                    if let Some(a) = choose(fs, seat, 0, &mut rng) {
                        sockets[usize::from(seat)].act(fs.seq, &a).await.unwrap();
                    }
                }
            }
        }
    }
    assert!(
        windows >= 3 && checked >= 3,
        "{windows} windows, {checked} checked"
    );
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_table_has_a_rematch_with_the_same_seats() {
    let (running, server) = serve(config(folder("rematch"))).await;
    let made = make_table(&server, &[None, Some(Level::Gentle)], true).await;
    let (seat, token) = made.people[0].clone();
    let mut socket = server
        .connect(&made.table, Some(&token), None)
        .await
        .unwrap();
    // Ending by agreement waits for a main phase (SH-B18): a secret deal may open on a decision (a second
    // Trial), which the person makes first.
    let mut rng = GameRng::new(3);
    loop {
        let frame = next_frame(&mut socket).await;
        if frame
            .observation
            .as_ref()
            .is_some_and(|o| o.phase == Phase::Main)
            && frame.to_move == [seat]
        {
            // The person's own main phase: it waits for them, so the host's request finds it.
            break;
        }
        if let Some(action) = choose(&frame, seat, 0, &mut rng) {
            socket.act(frame.seq, &action).await.unwrap();
        }
    }
    server.end(&made.table, &made.host).await.unwrap();
    let mut save = None;
    while let Some(msg) = next_within(&mut socket, Duration::from_secs(10)).await {
        if let ServerMsg::SaveFile { save: s } = msg {
            save = Some(s);
            break;
        }
    }
    let save = save.expect("the save file once the game is over");
    assert!(save.contains("\"seed\"") && save.contains("\"secret\""));
    let next = server.rematch(&made.table, &made.host).await.unwrap();
    assert_eq!(next.status, TableStatus::Playing);
    assert_eq!(
        server.info(&made.table).await.unwrap().rematch,
        Some(next.table.clone())
    );
    let mut there = server
        .connect(&next.table, Some(&token), None)
        .await
        .unwrap();
    let welcome = next_within(&mut there, Duration::from_secs(5)).await;
    assert!(matches!(welcome, Some(ServerMsg::Welcome { seat: Some(s), .. }) if s == seat));
    running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_store_keeps_token_hashes_only() {
    let data = folder("hashes");
    let (running, server) = serve(config(data.clone())).await;
    let made = make_table(&server, &[None, None], true).await;
    running.stop().await;
    let bytes = std::fs::read(data.join("tables.sqlite3")).unwrap();
    let mut all = bytes;
    all.extend(std::fs::read(data.join("tables.sqlite3-wal")).unwrap_or_default());
    let text = String::from_utf8_lossy(&all);
    for token in made.people.iter().map(|(_, t)| t).chain([&made.host]) {
        assert!(
            !text.contains(token.as_str()),
            "a token is stored as itself"
        );
    }
    drop(server);
}
