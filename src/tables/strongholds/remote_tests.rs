//! An online table's session against a real table server on loopback (`standfirm-server` in the process): two
//! people and a Steady bot play a whole game, seat 0 through [`ShSession`] (frames in, moves out), seat 1 by the
//! protocol's client. At every frame the rebuilt game shows seat 0 exactly the server's observation; every move
//! seat 0 chooses from its own rebuilt game is one the referee takes (none refused in a whole game but for a
//! race with another seat's move on the same frame, refused as stale and said); no log line names a Truth card
//! the seat has not seen; and the whole save the server sends at the end is the session's record, its deal shown
//! only then.

use super::session::Stage;
use super::ShSession;
use crate::words::sh::title_of;
use standfirm_client::{Server, Socket};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::levels::own_actions;
use standfirm_engine::strongholds::{content, decide, Action, CardId, Level, Observation};
use standfirm_protocol::{CreateTable, Frame, NewSeat, Refusal, ServerMsg, TableStatus};
use standfirm_store::SaveFile;
use std::collections::BTreeSet;
use std::time::Duration;

/// A seat's move from its observation: the Steady bot's, never an offer to end by agreement.
fn steady_move(obs: &Observation, rng: &mut GameRng) -> Option<Action> {
    let state = obs.determinise(rng);
    let mine: Vec<Action> = own_actions(&state, obs.seat)
        .into_iter()
        .filter(|a| *a != Action::EndByAgreement)
        .collect();
    let first = mine.first()?.clone();
    Some(
        decide(Level::Steady, obs, 0, rng)
            .filter(|a| mine.contains(a))
            .unwrap_or(first),
    )
}

/// The Truth cards `obs`'s seat knows of now: its own hand and the known cards under the deck.
fn known_now(obs: &Observation) -> BTreeSet<CardId> {
    let mut known: BTreeSet<CardId> = obs.own_truths.iter().copied().collect();
    known.extend(obs.truth_bottom.iter().filter_map(|b| b.card));
    known
}

/// Every Truth card named by a public event of `frame` (its id in the event's data).
fn named_in_events(frame: &Frame) -> BTreeSet<CardId> {
    let data: Vec<String> = frame
        .events
        .iter()
        .flat_map(|h| h.events.iter())
        .map(|e| serde_json::to_string(e).unwrap_or_default())
        .collect();
    content()
        .truth
        .iter()
        .copied()
        .filter(|c| {
            data.iter()
                .any(|d| d.contains(&format!("\"{}\"", c.as_str())))
        })
        .collect()
}

async fn next(socket: &mut Socket) -> ServerMsg {
    match tokio::time::timeout(Duration::from_secs(30), socket.next()).await {
        Ok(Some(Ok(msg))) => msg,
        other => panic!("the server went quiet or closed: {other:?}"),
    }
}

#[test]
fn an_online_session_follows_a_whole_game_by_frames_and_its_moves_are_the_referees() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let data = std::env::temp_dir().join(format!("standfirm-remote-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        std::fs::create_dir_all(&data).expect("a test folder");
        let mut config = standfirm_server::Config::new(data.clone(), "127.0.0.1:0".parse().unwrap());
        config.timing.turn_clock = Duration::from_secs(600);
        config.timing.slap_window = Duration::from_secs(600);
        config.limits.per_socket = 10_000;
        config.limits.per_address = 100_000;
        let listener = tokio::net::TcpListener::bind(config.listen).await.unwrap();
        let running = standfirm_server::start(config, listener).await.unwrap();
        let server = Server::new(&running.address.to_string()).unwrap();
        let created = server
            .create(&CreateTable {
                seats: vec![
                    NewSeat { name: "Ana".into(), bot: None },
                    NewSeat { name: "Ben".into(), bot: None },
                    NewSeat { name: "Bot".into(), bot: Some(Level::Steady) },
                ],
                host_seat: None,
                host_name: None,
                truth_limit_all: false,
                first_player: None,
                turn_clock_secs: None,
                away_level: None,
            })
            .await
            .unwrap();
        let ana = server.join_code(&created.code, "Ana").await.unwrap();
        let ben = server.join_code(&created.code, "Ben").await.unwrap();
        assert_eq!((ana.seat, ben.seat), (0, 1));
        server.start(&created.table, &created.host_token).await.unwrap();
        let mut mine = server.connect(&created.table, Some(&ana.token), None).await.unwrap();
        let mut theirs = server.connect(&created.table, Some(&ben.token), None).await.unwrap();

        let mut session: Option<ShSession> = None;
        let mut rng = GameRng::new(48);
        let mut public: BTreeSet<CardId> = BTreeSet::new();
        let (mut moves, mut frames, mut last_theirs) = (0u32, 0u32, None::<(u64, Vec<u8>)>);
        let mut stale = 0u32;
        let saved = loop {
            tokio::select! {
                msg = next(&mut mine) => match msg {
                    ServerMsg::Frame(frame) => {
                        frames += 1;
                        let obs = frame.observation.clone().expect("a started table's frame has the seat's view");
                        public.extend(named_in_events(&frame));
                        public.extend(obs.own_truths.iter().copied());
                        let s = match session.as_mut() {
                            Some(s) => {
                                s.apply_frame(&frame);
                                s
                            }
                            None => session.insert(
                                ShSession::online(&created.table, 0, &frame).unwrap(),
                            ),
                        };
                        // The rebuilt game shows this seat exactly what the referee sent.
                        assert_eq!(Observation::of(s.state(), 0), obs, "frame {}", frame.seq);
                        assert_eq!(s.online_seq(), Some(frame.seq));
                        // No log line names a Truth card this seat has not seen (its hand, the known bottom,
                        // the public events).
                        let mut seen = known_now(&obs);
                        seen.extend(public.iter().copied());
                        for line in s.play.log.since(0) {
                            let text = s.play.log.text(line);
                            for &card in &content().truth {
                                if text.contains(title_of(card)) {
                                    assert!(seen.contains(&card), "{text:?} names an unseen Truth card");
                                }
                            }
                        }
                        if frame.status != TableStatus::Playing || s.held() {
                            continue;
                        }
                        let answered = frame.clock.answered.contains(&0);
                        if frame.to_move.contains(&0) && !answered {
                            // Chosen from the session's own rebuilt game, as the screens and the Hint read it.
                            let action = steady_move(&Observation::of(s.state(), 0), &mut rng)
                                .expect("seat 0 has a move when it is to move");
                            if action == Action::CloseSlapWindow && s.stage() == Stage::Window {
                                s.no_one();
                            } else {
                                assert!(s.act(action.clone()), "{action} was taken to send");
                            }
                            let (seq, text) = s.take_outgoing().expect("the move goes out");
                            assert_eq!(seq, frame.seq);
                            assert!(s.held(), "taps are held while the move is on its way");
                            mine.act(seq, &text).await.unwrap();
                            moves += 1;
                        }
                    }
                    // Two people may act on the same frame (a slap window's answers, a move landing as this
                    // one is sent): the later is refused as stale, a race and not a disagreement on the rules.
                    // The session says so and takes the next frame; any other refusal is a fault.
                    ServerMsg::Refused { reason: Refusal::Stale(seq) } => {
                        let s = session.as_mut().expect("a move was sent, so the session began");
                        s.refused(&crate::words::online::refusal(&Refusal::Stale(seq)));
                        assert!(!s.held(), "a refused move holds nothing");
                        stale += 1;
                    }
                    ServerMsg::Refused { reason } => panic!("the referee refused seat 0's move: {reason:?}"),
                    ServerMsg::SaveFile { save } => break save,
                    _ => {}
                },
                msg = next(&mut theirs) => {
                    if let ServerMsg::Frame(frame) = msg {
                        let obs = frame.observation.as_ref().unwrap();
                        let due = frame.status == TableStatus::Playing
                            && frame.to_move.contains(&1)
                            && !frame.clock.answered.contains(&1);
                        let key = (frame.seq, frame.clock.answered.clone());
                        if due && last_theirs.as_ref() != Some(&key) {
                            last_theirs = Some(key);
                            if let Some(action) = steady_move(obs, &mut rng) {
                                theirs.act(frame.seq, &action.to_string()).await.unwrap();
                            }
                        }
                    }
                }
            }
        };
        let session = session.as_mut().expect("the session began");
        assert!(moves > 10, "seat 0 made {moves} moves over {frames} frames");
        assert!(stale * 10 < moves, "{stale} of {moves} moves raced another's and were refused as stale");
        assert!(!session.deal_known(), "no deal is shown before the whole save came");
        let save = SaveFile::from_bytes(saved.as_bytes()).expect("the server's save reads");
        let (kept, replayed) = session.keep_online_save(save.clone()).unwrap();
        assert!(session.deal_known(), "the deal is shown once the game is over");
        assert_eq!(kept.actions, save.actions);
        let standfirm_store::Replayed::Strongholds(end) = replayed else {
            panic!("a Strongholds save")
        };
        assert!(end.is_over());
        assert_eq!(Observation::of(&end, 0).seats, Observation::of(session.state(), 0).seats);
        mine.close().await;
        theirs.close().await;
        running.stop().await;
        let _ = std::fs::remove_dir_all(&data);
    });
}
