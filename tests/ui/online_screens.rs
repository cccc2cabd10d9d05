//! UI tests of the online screens beyond one move (threaded mode, a table server in this process): every
//! online screen in Spanish, the waiting room's link copied, Join by the keyboard alone, the screen reader's
//! names on the new screens; and the table's clocks — the host's choices of turn clock and away bot reach the
//! table, a person away past the turn clock shows greyed and "played by a Wise bot until they return", and the
//! slap window shows its deadline, counted down.

use crate::support::keys::{focused, press, tab_to, type_keys};
use crate::support::online::{until, Served};
use crate::support::spanish::{english_on_screen, english_words};
use crate::support::threads::Threads;
use crate::support::*;
use slint::platform::Key;
use slint::{ComponentHandle, Model};
use standfirm::{Nav, OnlineAdapter, Page, ShAdapter, ShStage};
use standfirm_engine::strongholds::{content, CardId, Level};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// Panics if the screen shows English, naming `screen`; the table's link is an address (its `#table/` is not
/// a word to translate).
fn assert_spanish(app: &standfirm::AppWindow, english: &BTreeSet<String>, screen: &str) {
    let found: Vec<_> = english_on_screen(app, english)
        .into_iter()
        .filter(|(text, _)| !text.contains("#table/"))
        .collect();
    assert!(
        found.is_empty(),
        "English on the {screen} screen in Spanish: {found:#?}"
    );
}

/// Delivers the network's answers until `done` holds, on the wall's clock (the server's turn clock runs on
/// it); panics after 60 seconds.
fn until_slow(
    app: &standfirm::AppWindow,
    threads: &Threads,
    what: &str,
    mut done: impl FnMut() -> bool,
) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "never: {what}; on screen: {:?}",
            texts(app)
        );
        threads.deliver();
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Every online screen in Spanish: New game's online part, the waiting room (with the link copied), the table
/// with its clock and seats, Reconnecting…, the server lost, and Join with its refusals. The link copied by
/// the waiting room's button is the one pasted into Join's code field.
#[test]
fn the_online_screens_speak_spanish_and_the_link_is_copied() {
    let Some(threads) =
        Threads::on("online_screens::the_online_screens_speak_spanish_and_the_link_is_copied")
    else {
        return;
    };
    let data = temp_dir("ui-online-es");
    let mut served = Served::start(data.clone(), "127.0.0.1:0");
    let server = served.address.to_string();
    let english = english_words();
    let app = app(360, 800);
    crate::spanish_solo::choose_language(&app, "Español", false);
    tap(&app, "Fortalezas: Nueva partida");
    tap(&app, "Dónde se juega la partida: En línea");
    assert_spanish(&app, &english, "New game, online");
    type_into(&app, "Servidor de mesas", &server);
    scroll_to_and_tap(&app, "Crear una mesa en línea");
    let a = app.global::<OnlineAdapter>();
    until(
        &app,
        &threads,
        "the waiting room shows the table's code",
        || a.get_table_code().len() == 6,
    );
    until(&app, &threads, "the host's seat", || shows(&app, "Tú"));
    assert_spanish(&app, &english, "waiting room");
    // One seat open: the count's singular form ("Faltan 1" was the slip).
    assert!(
        shows(&app, "Falta 1 persona por unirse."),
        "{:?}",
        texts(&app)
    );

    // The link copied (a desktop copies it in the window): said, and on the clipboard.
    tap(&app, "Copiar el enlace");
    assert!(shows(&app, "Enlace copiado"), "{:?}", texts(&app));
    let link = a.get_link().to_string();

    // Ben joins; the host starts; the table, its clock and seats in Spanish.
    let _ben = served.sit_down(&a.get_table_code(), "Ben");
    until(&app, &threads, "Start is allowed", || a.get_can_start());
    assert_spanish(&app, &english, "waiting room, full");
    tap(&app, "Empezar la partida en línea");
    let sh = app.global::<ShAdapter>();
    until(&app, &threads, "the table with its clock", || {
        app.global::<Nav>().get_page() == Page::Sh && !sh.get_clock_text().is_empty()
    });
    assert_spanish(&app, &english, "online table");

    // The server stops: Reconnecting…, then lost, with Try again and Leave, all in Spanish.
    served.down();
    until(&app, &threads, "reconnecting", || {
        !sh.get_link_text().is_empty()
    });
    assert_spanish(&app, &english, "online table, reconnecting");
    let start = Instant::now();
    while !sh.get_link_lost() {
        i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(500));
        threads.deliver();
        std::thread::sleep(Duration::from_millis(5));
        assert!(start.elapsed() < Duration::from_secs(30), "never lost");
    }
    assert_spanish(&app, &english, "online table, server lost");
    tap(&app, "Dejar la mesa");
    until(&app, &threads, "Home", || {
        app.global::<Nav>().get_page() == Page::Home
    });

    // Join: the form, the link pasted into the code's field from the clipboard, a refusal — in Spanish.
    tap(&app, "Fortalezas: Nueva partida");
    tap(&app, "Dónde se juega la partida: En línea");
    scroll_to_and_tap(&app, "Unirse a una mesa con su código");
    assert_eq!(app.global::<Nav>().get_page(), Page::Online);
    assert_spanish(&app, &english, "Join");
    a.set_code("".into());
    tab_to(&app, "Código de la mesa");
    crate::support::keys::chord(&app, Key::Control, "v");
    assert_eq!(a.get_code().to_string(), link, "the copied link is pasted");
    tap(&app, "Unirse a la mesa");
    assert!(!a.get_error().is_empty(), "a link is not a code");
    assert_spanish(&app, &english, "Join, refused");
    drop(app);
    let _ = std::fs::remove_dir_all(&data);
}

/// Join by the keyboard alone: Tab reaches each field by its name (the screen reader's too) and the button;
/// keys type the code, the name and the server; Enter on Join the table joins, and the waiting room's
/// controls (Copy the link, Leave the table) are reached by Tab, with the seats' lines named for a screen
/// reader.
#[test]
fn join_by_the_keyboard_alone_with_named_controls() {
    let Some(threads) =
        Threads::on("online_screens::join_by_the_keyboard_alone_with_named_controls")
    else {
        return;
    };
    let data = temp_dir("ui-online-keys");
    let mut served = Served::start(data.clone(), "127.0.0.1:0");
    let server = served.address.to_string();
    // A table made by someone else, with an open seat.
    let client = standfirm_client::Server::new(&server).unwrap();
    let created = served
        .runtime
        .block_on(client.create(&standfirm_protocol::CreateTable {
            seats: vec![
                standfirm_protocol::NewSeat {
                    name: "Ann".into(),
                    bot: None,
                },
                standfirm_protocol::NewSeat {
                    name: "Player 2".into(),
                    bot: None,
                },
            ],
            host_seat: Some(0),
            host_name: Some("Ann".into()),
            truth_limit_all: false,
            first_player: None,
            turn_clock_secs: None,
            away_level: None,
        }))
        .unwrap();

    let app = app(360, 800);
    tap(&app, "Strongholds: New game");
    tap(&app, "Where the game is played: Online");
    scroll_to_and_tap(&app, "Join a table by its code");
    let a = app.global::<OnlineAdapter>();
    a.set_server("".into());
    for (field, text) in [
        ("Table code", created.code.to_lowercase()),
        ("Your name", "Ben".to_string()),
        ("Table server", server.clone()),
    ] {
        tab_to(&app, field);
        type_keys(&app, &text);
    }
    assert_eq!(a.get_name().to_string(), "Ben");
    assert_eq!(a.get_server().to_string(), server);
    tab_to(&app, "Join the table");
    press(&app, Key::Return);
    until(&app, &threads, "the waiting room, seat 2 Ben's", || {
        a.get_mode() == standfirm::OnlineMode::Waiting && shows(&app, "You")
    });
    // The screen reader's names: the code, its link, the QR code, and each seat in words.
    let labels = all_labels(&app);
    let code = format!("Table code {}", created.code);
    for wanted in [
        code.as_str(),
        "QR code of the table's link",
        "Seat 1: Ann, Joined · not connected",
        "Seat 2: Ben, You",
    ] {
        assert!(
            labels.iter().any(|l| l == wanted),
            "{wanted:?} not among {labels:?}"
        );
    }
    assert!(labels.iter().any(|l| l.starts_with("The table's link: ")));
    tab_to(&app, "Copy the link");
    press(&app, Key::Return);
    assert!(shows(&app, "Link copied"));
    tab_to(&app, "Leave the table");
    assert_eq!(focused(&app), "Leave the table");
    drop(app);
    served.down();
    let _ = std::fs::remove_dir_all(&data);
}

/// No element on the host's screen names a Truth card this seat has not observed (SH-B24): its own hand, the
/// cards played and the known bottom, as the server's observation for the seat gives them, from the start of
/// the game on (a card once seen stays seen, as a log line about it does). Checked against the observation the
/// device received, not against the real hands.
/// Returns how many Truth cards the screen names (its own hand at least, on the host's turn: the check's
/// control).
fn nothing_hidden_shown(app: &standfirm::AppWindow, seen: &mut BTreeSet<CardId>) -> usize {
    let Some(obs) = standfirm::online_observation() else {
        return 0;
    };
    let mut named = 0;
    seen.extend(obs.own_truths.iter().copied());
    seen.extend(obs.truth_bottom.iter().filter_map(|b| b.card));
    let mut shown = texts(app);
    shown.extend(all_labels(app));
    for &card in &content().truth {
        let title = &card.card().title;
        if let Some(text) = shown.iter().find(|t| t.contains(title.as_str())) {
            assert!(
                seen.contains(&card),
                "{text:?} names the Truth card {title:?}, which seat {} has not seen",
                obs.seat + 1
            );
            named += 1;
        }
    }
    named
}

/// The host's own decision, made at once by taps (so that the host stays at the table): past the sheet of what
/// happened since their last turn, the second Trial
/// discarded, the Growth over the limit discarded (SH-2.10: cards chosen until the sheet takes them), or the
/// turn ended.
fn host_decides(app: &standfirm::AppWindow) {
    // What happened since the host's last turn, on its sheet first.
    if has_button(app, "Continue to my turn") {
        tap(app, "Continue to my turn");
    }
    if has_button(app, "Confirm the cards chosen") {
        let picks: Vec<String> = buttons(app)
            .into_iter()
            .filter(|b| b.starts_with("Choose "))
            .collect();
        let sh = app.global::<ShAdapter>();
        for pick in picks {
            tap(app, &pick);
            tap(app, "Confirm the cards chosen");
            if sh.get_held() || !has_button(app, "Confirm the cards chosen") {
                return;
            }
        }
        return;
    }
    for label in ["Discard the second Trial", "End turn"] {
        if has_button(app, label) {
            return tap(app, label);
        }
    }
}

/// The table's clocks. Three seats: the host, Ben (another device, answering his own decisions) and a Steady
/// bot. The host chooses a Wise bot for a person away on New game (and leaves the turn clock at 90 s): the
/// table has both; then the host's own settings call, with the token the app kept, makes the clock five seconds
/// (the least a table takes). When a Stronghold is replaced on another seat's turn, the host sees the slap
/// window's deadline, counted down between frames (SH-5.7: the window waits for the people, and never closes
/// early because nobody can slap). Then Ben stops answering: past the turn clock a bot plays for him, and his
/// row shows greyed and "played by a Wise bot until they return" (the level from the table's frames). Then the
/// host stops deciding: the table tells them a Wise bot plays for them, and I'm back gives them their seat
/// again.
#[test]
fn a_person_away_is_greyed_and_the_slap_window_shows_its_deadline() {
    let Some(threads) = Threads::on(
        "online_screens::a_person_away_is_greyed_and_the_slap_window_shows_its_deadline",
    ) else {
        return;
    };
    let data = temp_dir("ui-online-clock");
    let kept = temp_dir("ui-online-clock-app");
    let timing = standfirm_server::Timing {
        slap_window: Duration::from_secs(8),
        ..Default::default()
    };
    let mut served = Served::start_timed(data.clone(), "127.0.0.1:0", timing);
    let server = served.address.to_string();
    let app = app_at(&kept, 360, 800);
    tap(&app, "Strongholds: New game");
    tap(&app, "Where the game is played: Online");
    scroll_to_and_tap(&app, "Who plays for a person away: Wise");
    tap(&app, "Add a player");
    type_into(&app, "Table server", &server);
    scroll_to_and_tap(&app, "Host an online table");
    let a = app.global::<OnlineAdapter>();
    until(
        &app,
        &threads,
        "the waiting room shows the table's code",
        || a.get_table_code().len() == 6,
    );
    // The host's choices are the table's; then the clock of five seconds, as the host's settings call.
    standfirm::flush_saves();
    let seats = standfirm_store::Store::open(&kept)
        .unwrap()
        .online_seats()
        .0;
    let (table, host_token) = (seats[0].table.clone(), seats[0].host_token.clone().unwrap());
    served.runtime.block_on(async {
        let client = standfirm_client::Server::new(&server).unwrap();
        let info = client.info(&table).await.unwrap();
        assert_eq!((info.turn_clock_secs, info.away_level), (90, Level::Wise));
        let five = standfirm_protocol::Settings {
            turn_clock_secs: Some(5),
            away_level: None,
        };
        client.settings(&table, &host_token, &five).await.unwrap();
    });
    let mut ben = served.sit_down(&a.get_table_code(), "Ben");
    until(&app, &threads, "Start is allowed", || a.get_can_start());
    tap(&app, "Start the online game");
    let sh = app.global::<ShAdapter>();
    until(&app, &threads, "the table", || {
        app.global::<Nav>().get_page() == Page::Sh
    });

    // Until a slap window opens on another seat's turn: Ben answers his decisions, the host decides at once.
    // At every step nothing on the host's screen names a Truth card the seat has not seen.
    let (mut seen, mut named) = (BTreeSet::new(), 0);
    let mut answered = None;
    let start = Instant::now();
    loop {
        assert!(
            start.elapsed() < Duration::from_secs(150),
            "no slap window's deadline seen; on screen: {:?}",
            texts(&app)
        );
        crate::online::ben_answers(&served, &mut ben, &mut answered);
        threads.deliver();
        named += nothing_hidden_shown(&app, &mut seen);
        let clock = sh.get_clock_text().to_string();
        if clock.starts_with("The slap window closes in ") {
            // Counted down between frames on Slint's clock.
            i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(2_000));
            let later = sh.get_clock_text().to_string();
            assert!(
                later != clock && later.starts_with("The slap window closes in "),
                "{clock} → {later}"
            );
            break;
        }
        if sh.get_stage() == ShStage::Turn && !sh.get_held() {
            host_decides(&app);
        }
        assert_ne!(sh.get_stage(), ShStage::Over, "the game ended first");
    }

    assert!(
        named > 0,
        "the host's own Truth cards were named on screen (the check's control)"
    );

    // Ben stops answering: past his clock a bot plays for him, and his row says so, greyed.
    let start = Instant::now();
    loop {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "Ben never shown away; on screen: {:?}",
            texts(&app)
        );
        threads.deliver();
        nothing_hidden_shown(&app, &mut seen);
        std::thread::sleep(Duration::from_millis(10));
        let players = sh.get_players();
        if let Some(ben) = players.iter().find(|p| p.seat == 1 && p.away) {
            assert!(
                ben.line
                    .contains("away: played by a Wise bot until they return"),
                "{}",
                ben.line
            );
            break;
        }
        if sh.get_stage() == ShStage::Turn && !sh.get_held() {
            host_decides(&app);
        }
    }

    // The host stops deciding too: past the clock a bot plays for them, and the table says so with I'm back;
    // I'm back gives the host their seat again.
    until_slow(&app, &threads, "the host told they are away", || {
        !sh.get_away_text().is_empty()
    });
    assert!(
        sh.get_away_text().contains("a Wise bot plays for you"),
        "{}",
        sh.get_away_text()
    );
    tap(&app, "I'm back: play my seat again");
    until_slow(&app, &threads, "the host back at the table", || {
        sh.get_away_text().is_empty()
    });
    assert!(
        sh.get_link_text().is_empty(),
        "no drop said: {}",
        sh.get_link_text()
    );
    drop(app);
    served.down();
    let _ = std::fs::remove_dir_all(&data);
    let _ = std::fs::remove_dir_all(&kept);
}
