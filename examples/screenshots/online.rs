//! The online screens' photographs: Strongholds' New game with Online chosen, Join, the waiting room (the host
//! alone, then full), the online table in the host's own seat, and the table reconnecting after its server
//! stopped. A table server runs in the process on loopback; the app's network answers come back in the test
//! support's threaded mode (`support::threads`), which `main` turns on for this group.

use super::support::online::{until, Served};
use super::support::threads::Threads;
use super::support::{has_button, scroll_to_and_tap, shows, tap, type_into};
use super::{shot, tap_reaching};
use slint::ComponentHandle;
use standfirm::{AppWindow, Nav, OnlineAdapter, Page, ShAdapter, ShStage};
use std::path::Path;

pub fn shoot_online(app: &AppWindow, dir: &Path, data: &Path) {
    let Some(threads) = Threads::on("screenshots::online") else {
        return;
    };
    let served_data = data.join("table-server");
    std::fs::create_dir_all(&served_data).expect("the server's folder");
    let mut served = Served::start(served_data, "127.0.0.1:0");
    let server = served.address.to_string();

    tap_reaching(app, "Strongholds: New game");
    tap(app, "Where the game is played: Online");
    shot(app, dir, "70-online-new-game");
    tap(app, "Join a table by its code");
    type_into(app, "Table code", "abc 234");
    type_into(app, "Your name", "Ruth");
    shot(app, dir, "71-online-join");
    tap(app, "Back");
    if !has_button(app, "Where the game is played: Online") {
        tap_reaching(app, "Strongholds: New game");
        tap(app, "Where the game is played: Online");
    }

    type_into(app, "Table server", &server);
    scroll_to_and_tap(app, "Host an online table");
    let online = app.global::<OnlineAdapter>();
    until(app, &threads, "the waiting room", || {
        online.get_table_code().len() == 6
    });
    until(app, &threads, "the host's seat", || shows(app, "You"));
    shot(app, dir, "72-online-waiting-room");

    let client = standfirm_client::Server::new(&server).expect("the server's address");
    let code = online.get_table_code().to_string();
    let joined = served
        .runtime
        .block_on(client.join_code(&code, "Ben"))
        .expect("a second person joins");
    let _ben = served
        .runtime
        .block_on(client.connect(&joined.table, Some(&joined.token), None))
        .expect("their device connects");
    until(app, &threads, "Start allowed", || online.get_can_start());
    shot(app, dir, "73-online-waiting-room-full");

    tap_reaching(app, "Start the online game");
    let sh = app.global::<ShAdapter>();
    until(app, &threads, "the table", || {
        app.global::<Nav>().get_page() == Page::Sh && sh.get_stage() != ShStage::Handoff
    });
    until(app, &threads, "the host's own turn", || !sh.get_held());
    shot(app, dir, "74-online-table");

    served.down();
    until(app, &threads, "reconnecting", || {
        sh.get_link_text().contains("Reconnecting")
    });
    shot(app, dir, "75-online-reconnecting");
    served.up();
    until(app, &threads, "back", || sh.get_link_text().is_empty());
    served.down();
}
