//! No divergence: scripted clients play 200 whole games on loopback (2–6 seats; greedy and random moves by
//! people, Gentle and Steady bots, a few Wise) while sockets are dropped and reconnected at random, a seat
//! connects twice, and seats act at once (every slap window, and stale actions on purpose). Every client's last
//! frame is what the referee's final state gives its seat, and every game's save file replays to the same end
//! through the runner's `load` (`standfirm-cli load`).

mod common;

use common::{choose, config, folder, make_table, next_within, serve};
use standfirm_client::{Server, Socket};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::{Level, Observation, State};
use standfirm_protocol::{CloseReason, Frame, ServerMsg, TableStatus};
use standfirm_store::{Replayed, SaveFile};
use std::time::Duration;

/// Games played, and how many at once.
const GAMES: u64 = 200;
const AT_ONCE: usize = 25;
/// A game longer than this many actions is ended by the host's agreement (SH-B18: random moves can stall a table).
const LONGEST: u64 = 1500;

/// What one person's client saw.
struct Seen {
    seat: u8,
    last: Frame,
    save: String,
    reconnects: u32,
    taken_over: u32,
}

async fn connect(server: &Server, table: &str, token: &str, since: Option<u64>) -> Socket {
    for _ in 0..50 {
        if let Ok(s) = server.connect(table, Some(token), since).await {
            return s;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("cannot reconnect to table {table}");
}

/// Plays one person's seat to the end, with the chaos of the module's comment.
async fn play_seat(
    server: Server,
    table: String,
    seat: u8,
    token: String,
    host: Option<String>,
    seed: u64,
) -> Seen {
    let mut rng = GameRng::new(seed);
    let mut socket = connect(&server, &table, &token, None).await;
    let mut last: Option<Frame> = None;
    let mut reconnects = 0;
    let mut taken_over = 0;
    let mut quiet = 0;
    let mut ended = false;
    loop {
        let since = last.as_ref().map(|f| f.seq);
        let Some(msg) = next_within(&mut socket, Duration::from_secs(10)).await else {
            quiet += 1;
            assert!(quiet < 6, "table {table} seat {seat}: nothing for a minute");
            socket = connect(&server, &table, &token, since).await;
            reconnects += 1;
            continue;
        };
        quiet = 0;
        match msg {
            ServerMsg::Frame(frame) => {
                let frame = *frame;
                assert!(frame.observation.is_some() || frame.status == TableStatus::Lobby);
                // A stalled table: the host ends it by agreement (once; a refusal means it was not the moment).
                if let (Some(host), false) = (&host, ended) {
                    if frame.seq > LONGEST {
                        ended = server.end(&table, host).await.is_ok();
                    }
                }
                let action = choose(&frame, seat, 20, &mut rng);
                last = Some(frame.clone());
                match rng.below(100) {
                    // The socket drops; the device reconnects from its last frame.
                    0..=1 => {
                        socket.close().await;
                        socket = connect(&server, &table, &token, Some(frame.seq)).await;
                        reconnects += 1;
                        continue;
                    }
                    // The same seat connects from a second device: the first is closed.
                    2 => {
                        let second = connect(&server, &table, &token, Some(frame.seq)).await;
                        let mut first = std::mem::replace(&mut socket, second);
                        let mut told = false;
                        while let Some(m) = next_within(&mut first, Duration::from_secs(5)).await {
                            if let ServerMsg::Closing {
                                reason: CloseReason::ConnectedElsewhere,
                            } = m
                            {
                                told = true;
                                break;
                            }
                        }
                        assert!(told, "the first device is told it connected elsewhere");
                        taken_over += 1;
                        continue;
                    }
                    // A stale action (an older frame's number): refused, and nothing changes.
                    3..=4 if frame.seq > 0 => {
                        socket.act(frame.seq - 1, "end-turn").await.ok();
                    }
                    _ => {}
                }
                if let Some(action) = action {
                    socket.act(frame.seq, &action).await.ok();
                }
            }
            ServerMsg::SaveFile { save } => {
                let last = last.expect("a frame before the save");
                return Seen {
                    seat,
                    last,
                    save,
                    reconnects,
                    taken_over,
                };
            }
            ServerMsg::Closing { .. } => {
                socket = connect(&server, &table, &token, since).await;
                reconnects += 1;
            }
            ServerMsg::Welcome { .. } | ServerMsg::Refused { .. } | ServerMsg::Pong { .. } => {}
        }
    }
}

/// The seats of game `g`: 2–6, with 1–3 people, Gentle and Steady bots, and a Wise bot in every 25th game.
fn seats_of(g: u64) -> Vec<Option<Level>> {
    let n = 2 + (g % 5) as usize;
    let people = 1 + (g as usize / 5) % n.min(3);
    (0..n)
        .map(|i| {
            if i < people {
                None
            } else if g % 25 == 0 && i == n - 1 {
                Some(Level::Wise)
            } else if (g + i as u64) % 2 == 0 {
                Some(Level::Gentle)
            } else {
                Some(Level::Steady)
            }
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_games_end_as_the_referee_says() {
    let data = folder("divergence");
    let (running, server) = serve(config(data.clone())).await;
    let mut games = Vec::new();
    let mut g = 0;
    let (mut reconnects, mut taken_over, mut actions) = (0, 0, 0);
    while g < GAMES {
        let wave: Vec<u64> = (g..(g + AT_ONCE as u64).min(GAMES)).collect();
        g += wave.len() as u64;
        let mut tasks = Vec::new();
        for &game in &wave {
            let server = server.clone();
            tasks.push(tokio::spawn(async move {
                let seats = seats_of(game);
                let made = make_table(&server, &seats, true).await;
                let mut people = Vec::new();
                for (k, (seat, token)) in made.people.iter().enumerate() {
                    let host = (k == 0).then(|| made.host.clone());
                    people.push(tokio::spawn(play_seat(
                        server.clone(),
                        made.table.clone(),
                        *seat,
                        token.clone(),
                        host,
                        game * 100 + u64::from(*seat),
                    )));
                }
                let mut seen = Vec::new();
                for p in people {
                    seen.push(p.await.expect("a seat's client"));
                }
                (game, seats, seen)
            }));
        }
        for t in tasks {
            games.push(t.await.expect("a game"));
        }
    }
    assert_eq!(games.len() as u64, GAMES);
    for (game, seats, seen) in &games {
        let first = &seen[0].save;
        assert!(
            seen.iter().all(|s| &s.save == first),
            "game {game}: every seat got the same save file"
        );
        let save = SaveFile::from_bytes(first.as_bytes()).expect("the save file reads");
        let Ok(Replayed::Strongholds(state)) = save.replay() else {
            panic!("game {game}: the save replays")
        };
        assert!(state.is_over(), "game {game}: the save replays to the end");
        assert_eq!(state.options.players as usize, seats.len());
        actions += save.actions.len();
        for s in seen {
            reconnects += s.reconnects;
            taken_over += s.taken_over;
            assert_eq!(s.last.status, TableStatus::Over, "game {game}");
            assert_eq!(s.last.seq as usize, save.actions.len(), "game {game}");
            assert_eq!(
                s.last.observation.as_ref(),
                Some(&Observation::of(&state, s.seat)),
                "game {game} seat {}: the last frame is the referee's",
                s.seat
            );
        }
        // The runner's load (`standfirm-cli load`) reads the same file to the same end.
        let path = data.join(format!("game-{game}.json"));
        std::fs::write(&path, first).unwrap();
        let view = standfirm_runner::files::load(&path).expect("standfirm-cli load reads it");
        let expected = standfirm_runner::output::view(
            &Replayed::Strongholds(state.clone()),
            save.setup.seed(),
        )
        .expect("a view");
        assert_eq!(
            view, expected,
            "game {game}: load ends where the table ended"
        );
        assert_final(&state);
    }
    println!(
        "{GAMES} games, {actions} actions, {reconnects} reconnects, {taken_over} seats taken over by a second connection"
    );
    assert!(reconnects > 50 && taken_over > 20, "the chaos happened");
    running.stop().await;
    let _ = std::fs::remove_dir_all(&data);
}

fn assert_final(state: &State) {
    assert!(state.check_cards().is_ok());
}
