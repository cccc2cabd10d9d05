//! UI test in the threaded mode (`support::threads`), against a table server on loopback in this process: a
//! person hosts a table from Strongholds' New game, a second person (the protocol's client) joins by the code
//! the waiting room shows, the host starts, and the host's device shows the online table — the host's own seat,
//! no hand-off — and plays a move there that the server confirms. The server then stops: the table says
//! *Reconnecting…* and holds its taps, and after six tries says the server cannot be reached, with Try again
//! and Leave; started again on the same address and data, Try again brings the table back with a fresh frame.
//!
//! Run without `STANDFIRM_TEST_THREADED`, the test runs itself again in a child process with it set.

use crate::support::online::{until, Served};
use crate::support::threads::Threads;
use crate::support::*;
use slint::ComponentHandle;
use standfirm::{Nav, OnlineAdapter, Page, ShAdapter, ShStage};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::levels::own_actions;
use standfirm_engine::strongholds::Action;
use standfirm_protocol::ServerMsg;
use std::time::Duration;

/// Reads what Ben's device got for a moment and, when a frame asks Ben to decide (one not answered yet), sends
/// his first own move in it (never an offer to end by agreement), chosen from his own observation.
pub(crate) fn ben_answers(
    served: &Served,
    ben: &mut standfirm_client::Socket,
    answered: &mut Option<(u64, Vec<u8>)>,
) {
    served.runtime.block_on(async {
        while let Ok(Some(Ok(msg))) =
            tokio::time::timeout(Duration::from_millis(30), ben.next()).await
        {
            let ServerMsg::Frame(frame) = msg else {
                continue;
            };
            let Some(obs) = frame.observation.as_ref() else {
                continue;
            };
            let key = (frame.seq, frame.clock.answered.clone());
            if !frame.to_move.contains(&1)
                || frame.clock.answered.contains(&1)
                || answered.as_ref() == Some(&key)
            {
                continue;
            }
            let state = obs.determinise(&mut GameRng::new(frame.seq));
            let mine = own_actions(&state, 1)
                .into_iter()
                .find(|a| *a != Action::EndByAgreement);
            if let Some(action) = mine {
                *answered = Some(key);
                let _ = ben.act(frame.seq, &action.to_string()).await;
            }
        }
    });
}

#[test]
fn a_table_hosted_joined_started_and_played_online_comes_back_after_the_server_restarts() {
    let Some(threads) =
        Threads::on("online::a_table_hosted_joined_started_and_played_online_comes_back_after_the_server_restarts")
    else {
        return;
    };
    let data = std::env::temp_dir().join(format!("standfirm-ui-online-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).expect("a test folder");
    let mut served = Served::start(data.clone(), "127.0.0.1:0");
    let server = served.address.to_string();

    // Host: New game, Online, the server's address, two people (the default table); the waiting room.
    let app = app(360, 800);
    tap(&app, "Strongholds: New game");
    tap(&app, "Where the game is played: Online");
    type_into(&app, "Table server", &server);
    scroll_to_and_tap(&app, "Host an online table");
    let online = app.global::<OnlineAdapter>();
    until(
        &app,
        &threads,
        "the waiting room shows the table's code",
        || online.get_table_code().len() == 6,
    );
    assert_eq!(app.global::<Nav>().get_page(), Page::Online);
    assert!(online.get_host());
    assert!(online
        .get_link()
        .ends_with(&format!("#table/{}", online.get_table_code())));
    until(&app, &threads, "the host's seat shows as theirs", || {
        shows(&app, "You")
    });
    assert!(!online.get_can_start(), "the second seat is open");

    // The second person joins by the code; the waiting room fills and Start is allowed.
    let client = standfirm_client::Server::new(&server).unwrap();
    let code = online.get_table_code().to_string();
    let joined = served
        .runtime
        .block_on(client.join_code(&code, "Ben"))
        .unwrap();
    assert_eq!(joined.seat, 1);
    until(
        &app,
        &threads,
        "Ben's seat shows in the waiting room",
        || shows(&app, "Ben"),
    );
    until(&app, &threads, "Start is allowed", || {
        online.get_can_start()
    });
    let mut ben = served
        .runtime
        .block_on(client.connect(&joined.table, Some(&joined.token), None))
        .unwrap();

    // Start: the host's device goes to the table, in its own seat (no hand-off on an online table).
    tap(&app, "Start the online game");
    until(&app, &threads, "the table shows", || {
        app.global::<Nav>().get_page() == Page::Sh
    });
    let sh = app.global::<ShAdapter>();
    assert!(sh.get_online());
    assert_ne!(sh.get_stage(), ShStage::Handoff, "no hand-off online");

    // The host's move, by a tap: the first decision is theirs (seat 1 plays first by default). A turn that starts
    // with a Trial shows its buttons; End turn otherwise.
    // The deal is secret and random: the opening draws may give Ben a decision first (a second Trial to keep
    // or discard); his device answers each with his first own move until the host's turn comes.
    let mut answered = None;
    until(&app, &threads, "the host's own turn shows", || {
        ben_answers(&served, &mut ben, &mut answered);
        sh.get_stage() == ShStage::Turn && !sh.get_held()
    });
    // The turn clock, counted down between frames on Slint's clock.
    let clock = sh.get_clock_text().to_string();
    assert!(clock.starts_with("You have "), "{clock}");
    i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(2_000));
    assert_ne!(
        sh.get_clock_text().to_string(),
        clock,
        "the clock counts down"
    );
    let before = served
        .runtime
        .block_on(client.log(&joined.table))
        .unwrap()
        .log
        .len();
    for label in ["Discard the second Trial", "End turn"] {
        if has_button(&app, label) {
            tap(&app, label);
            break;
        }
    }
    until(
        &app,
        &threads,
        "the server confirmed the host's move",
        || {
            !sh.get_held()
                && served
                    .runtime
                    .block_on(client.log(&joined.table))
                    .is_ok_and(|l| l.log.len() > before)
        },
    );
    // Ben's device saw it.
    let moved = served.runtime.block_on(async {
        let mut seen = false;
        while let Ok(Some(Ok(msg))) =
            tokio::time::timeout(Duration::from_millis(500), ben.next()).await
        {
            if matches!(msg, ServerMsg::Frame(ref f) if f.seq > 0) {
                seen = true;
            }
        }
        seen
    });
    assert!(moved, "the other device got the move's frame");

    // The server stops: the table says Reconnecting… and holds its taps.
    served.down();
    until(&app, &threads, "the table says it is reconnecting", || {
        sh.get_link_text().contains("Reconnecting")
    });
    assert!(sh.get_held(), "taps wait while the connection is down");
    // It stays down: after six tries (1, 2, 4, 8, 15, 15 seconds on Slint's clock) the table says the server
    // cannot be reached, with Try again and Leave.
    let start = std::time::Instant::now();
    while !sh.get_link_lost() {
        i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(500));
        threads.deliver();
        std::thread::sleep(Duration::from_millis(5));
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "never said lost: {}",
            sh.get_link_text()
        );
    }
    assert!(
        sh.get_link_text().contains("cannot be reached"),
        "{}",
        sh.get_link_text()
    );
    assert!(has_button(&app, "Try to reach the server again"));
    assert!(has_button(&app, "Leave the table"));
    assert!(sh.get_held(), "taps still wait");
    // Started again on the same address and data; Try again: a fresh frame, and the table plays on.
    served.up();
    tap(&app, "Try to reach the server again");
    until(&app, &threads, "the table is back", || {
        sh.get_link_text().is_empty() && !sh.get_held()
    });
    drop(app);
    served.down();
    let _ = std::fs::remove_dir_all(&data);
}

/// A seat kept at an online table in progress shows on Home (Continue) and in Saved games as online, with Open
/// and Leave; Leave asks first, and once confirmed the seat is forgotten on this device (the server is told;
/// here, without the threaded mode, no request goes out and nothing waits for one).
#[test]
fn a_kept_online_seat_shows_in_saved_games_and_leave_asks_then_forgets_it() {
    init();
    let dir = temp_dir("online-kept");
    let store = standfirm_store::Store::open(&dir).unwrap();
    let seat = standfirm_store::OnlineSeat {
        server: "http://127.0.0.1:9".into(),
        table: "t1a2b3c4".into(),
        code: Some("ABC234".into()),
        seat: 1,
        token: "a-token-never-shown".into(),
        host_token: None,
        name: "Friday's table".into(),
        players: 4,
        joined: "2026-12-06".into(),
        started: true,
    };
    store
        .save_online_seats(std::slice::from_ref(&seat))
        .unwrap();

    let app = app_at(&dir, 360, 800);
    assert!(
        all_labels(&app)
            .iter()
            .any(|l| l.contains("Online · seat 2 of 4 · 127.0.0.1:9")),
        "Home's Continue lists the table: {:?}",
        all_labels(&app)
    );
    tap(&app, "Saved games");
    assert!(has_button(&app, "Open Friday's table"));
    assert!(has_button(&app, "Leave Friday's table"));
    assert!(
        !has_button(&app, "Export Friday's table") && !has_button(&app, "Rename Friday's table"),
        "no file to export or rename while the game is on the server"
    );
    assert!(
        !all_labels(&app)
            .iter()
            .any(|l| l.contains("a-token-never-shown")),
        "the seat's token is never on screen"
    );

    // Leave asks first; Cancel keeps the seat.
    tap(&app, "Leave Friday's table");
    assert!(shows(&app, "Leave the table “Friday's table”?"));
    tap(&app, "Cancel");
    assert_eq!(store.online_seats().0.len(), 1);
    tap(&app, "Leave Friday's table");
    tap(&app, "Confirm");
    assert!(
        store.online_seats().0.is_empty(),
        "forgotten once confirmed"
    );
    assert!(!has_button(&app, "Open Friday's table"));
    assert!(shows(&app, "You left the table: a bot plays your seat."));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The host hands an open seat to a bot in the waiting room: the seat says so, Start is allowed, and the game
/// starts with the bot in that seat.
#[test]
fn the_host_hands_an_open_seat_to_a_bot_and_starts() {
    let Some(threads) = Threads::on("online::the_host_hands_an_open_seat_to_a_bot_and_starts")
    else {
        return;
    };
    let data = temp_dir("ui-online-bot");
    let mut served = Served::start(data.clone(), "127.0.0.1:0");
    let app = app(360, 800);
    tap(&app, "Strongholds: New game");
    tap(&app, "Where the game is played: Online");
    type_into(&app, "Table server", &served.address.to_string());
    scroll_to_and_tap(&app, "Host an online table");
    let online = app.global::<OnlineAdapter>();
    until(&app, &threads, "the waiting room", || {
        has_button(&app, "A bot plays seat 2")
    });
    assert!(!online.get_can_start(), "seat 2 is open");
    tap(&app, "A bot plays seat 2");
    until(&app, &threads, "seat 2 is a bot's", || {
        shows(&app, "Bot · Steady")
    });
    until(&app, &threads, "Start is allowed", || {
        online.get_can_start()
    });
    assert!(
        !has_button(&app, "A bot plays seat 2"),
        "no open seat is left"
    );
    tap(&app, "Start the online game");
    until(&app, &threads, "the table shows", || {
        app.global::<Nav>().get_page() == Page::Sh
    });
    drop(app);
    served.down();
    let _ = std::fs::remove_dir_all(&data);
}
