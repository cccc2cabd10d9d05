//! Strongholds online, before the game: joining a table by its code or its link, and the waiting room — the
//! code, the link and its QR code, the seats as they fill, Start and a bot for an open seat (the host), Leave. Once the game starts the
//! link (`online::link`) puts it on the Strongholds table.

use crate::nav::go;
use crate::online::address::Server;
use crate::online::api::{self, Failure};
use crate::online::seating::{default_server, server_of, sit};
use crate::online::{kept, link};
use crate::tables::Shared;
use crate::ui::{AppWindow, OnlineAdapter, OnlineMode, Page, ShAdapter, WaitingSeatData};
use crate::words::tr::{tr, trn};
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_engine::strongholds::Level;
use standfirm_protocol::{Player, TableStatus};
use standfirm_store::OnlineSeat;

/// Opens Join, with the code of a link (and its server) when one was opened.
pub fn open_join(app: &AppWindow, shared: &Shared, code: Option<String>, server: Option<String>) {
    let a = app.global::<OnlineAdapter>();
    a.set_mode(OnlineMode::Join);
    a.set_error("".into());
    a.set_busy(false);
    a.set_code(code.unwrap_or_default().into());
    a.set_server(server.unwrap_or_else(|| default_server(shared)).into());
    go(app, Page::Online);
}

/// A request of Join failed: why, under the form.
fn failed(app: &AppWindow, server: &str, failure: &Failure) {
    let a = app.global::<OnlineAdapter>();
    a.set_busy(false);
    a.set_error(failure.words(server).into());
}

/// Joins the table of the typed code.
fn join(app: &AppWindow, shared: &Shared) {
    let a = app.global::<OnlineAdapter>();
    let server = match server_of(shared, &a.get_server()) {
        Ok(server) => server,
        Err(why) => return a.set_error(why.into()),
    };
    let Some(code) = standfirm_protocol::normalise_code(&a.get_code()) else {
        return a.set_error(tr!("A table's code has six letters and digits, like ABC234.").into());
    };
    let name = a.get_name().trim().to_string();
    if name.is_empty() {
        return a.set_error(tr!("Type your name: the others see it at your seat.").into());
    }
    a.set_error("".into());
    a.set_busy(true);
    let weak = app.as_weak();
    let shared = shared.clone();
    let on = server.clone();
    let asked = code.clone();
    api::table_of_code(&server, &asked, move |answer| {
        let Some(app) = weak.upgrade() else { return };
        let info = match answer {
            Ok(info) => info,
            Err(failure) => return failed(&app, on.base(), &failure),
        };
        let players = info.seats.len() as u8;
        let weak = app.as_weak();
        let on_join = on.clone();
        api::join(&on, &info.table, &name, move |answer| {
            let Some(app) = weak.upgrade() else { return };
            match answer {
                Ok(joined) => sit(
                    &app,
                    &shared,
                    &on_join,
                    OnlineSeat {
                        server: on_join.base().to_string(),
                        table: joined.table,
                        code: Some(code),
                        seat: joined.seat,
                        token: joined.token,
                        host_token: None,
                        name: tr!("Strongholds · online"),
                        players,
                        joined: standfirm_store::today().to_string(),
                        started: false,
                    },
                ),
                Err(failure) => failed(&app, on_join.base(), &failure),
            }
        });
    });
}

/// Shows the waiting room from the link's last frame, and the link's state.
pub fn show(app: &AppWindow, _shared: &Shared) {
    let a = app.global::<OnlineAdapter>();
    let status = link::status();
    let words = match &status {
        Some(link::Status::Connecting) => tr!("Connecting…"),
        Some(link::Status::Reconnecting(_)) => tr!("Reconnecting…"),
        Some(link::Status::Lost(why)) => why.clone(),
        Some(link::Status::Open) | None => String::new(),
    };
    // The table's screen says it too, with Try again and Leave when the server is lost.
    let sh = app.global::<ShAdapter>();
    sh.set_link_text(words.clone().into());
    sh.set_link_lost(matches!(status, Some(link::Status::Lost(_))));
    crate::online::seating::say_sharing(&a);
    let Some(lobby) = link::lobby() else {
        a.set_status(words.into());
        return;
    };
    let me = link::seat().map(|(_, _, seat, _, _)| seat);
    let rows: Vec<WaitingSeatData> = lobby
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let mine = me == Some(i as u8);
            let line = match s.player {
                Player::Bot { level } => {
                    tr!("Bot · {level}", level = crate::words::sh::level(level))
                }
                Player::Open => tr!("Open: waiting for a person"),
                Player::Person if mine => tr!("You"),
                Player::Person if s.connected => tr!("Joined"),
                Player::Person => tr!("Joined · not connected"),
            };
            WaitingSeatData {
                seat: i as i32,
                name: s.name.as_str().into(),
                line: line.into(),
                can_bot: s.player == Player::Open,
                mine,
            }
        })
        .collect();
    let open = lobby
        .seats
        .iter()
        .filter(|s| s.player == Player::Open)
        .count();
    let waiting = if !words.is_empty() {
        words
    } else if lobby.status != TableStatus::Lobby {
        String::new()
    } else if open > 0 {
        trn!(
            "Waiting for {n} more to join. The host may start once every seat is taken, or hand an open seat to a bot.",
            "Waiting for {n} more to join. The host may start once every seat is taken, or hand an open seat to a bot.",
            open,
            n = open
        )
    } else if a.get_host() {
        tr!("Everyone is here: start when you are ready.")
    } else {
        tr!("Everyone is here: waiting for the host to start.")
    };
    a.set_can_start(open == 0);
    a.set_status(waiting.into());
    a.set_seats(ModelRc::new(VecModel::from(rows)));
}

/// A host's request with its answer said on the waiting room.
fn host_request(
    app: &AppWindow,
    ask: impl FnOnce(&Server, &str, &str, Box<dyn FnOnce(Result<(), Failure>)>),
) {
    let Some((server, table, _, _, Some(host_token))) = link::seat() else {
        return;
    };
    let a = app.global::<OnlineAdapter>();
    a.set_busy(true);
    a.set_error("".into());
    let weak = app.as_weak();
    let base = server.base().to_string();
    ask(
        &server,
        &table,
        &host_token,
        Box::new(move |answer| {
            let Some(app) = weak.upgrade() else { return };
            let a = app.global::<OnlineAdapter>();
            a.set_busy(false);
            if let Err(failure) = answer {
                a.set_error(failure.words(&base).into());
            }
        }),
    );
}

/// Leaves the table at the server (a bot plays the seat from now on), forgets it here, and goes home.
pub fn leave(app: &AppWindow, shared: &Shared) {
    if let Some((server, table, _, token, _)) = link::seat() {
        api::leave(&server, &table, &token, |_| {});
        kept::forget(&mut shared.borrow_mut(), &table);
    }
    link::stand_up();
    go(app, Page::Home);
}

/// Wires Join, the waiting room and the table's connection line.
pub fn wire(app: &AppWindow, shared: &Shared) {
    link::on_change(show);
    crate::tables::after_refresh("online", |_, shared, game| match game {
        standfirm_engine::GameKind::Strongholds => link::pump(shared),
        standfirm_engine::GameKind::ArmorOfGod | standfirm_engine::GameKind::PipArmor => {}
    });
    let a = app.global::<OnlineAdapter>();
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_join(move || {
        if let Some(app) = weak.upgrade() {
            join(&app, &s);
        }
    });
    let weak = app.as_weak();
    a.on_start(move || {
        if let Some(app) = weak.upgrade() {
            host_request(&app, |server, table, token, done| {
                api::start(server, table, token, done)
            });
        }
    });
    let weak = app.as_weak();
    a.on_seat_to_bot(move |seat| {
        if let Some(app) = weak.upgrade() {
            let seat = seat.clamp(0, 5) as u8;
            host_request(&app, move |server, table, token, done| {
                api::seat_to_bot(server, table, token, seat, Level::Steady, done)
            });
        }
    });
    let weak = app.as_weak();
    a.on_share(move || {
        if let Some(app) = weak.upgrade() {
            crate::online::seating::share(&app.global::<OnlineAdapter>());
        }
    });
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_leave(move || {
        if let Some(app) = weak.upgrade() {
            leave(&app, &s);
        }
    });
    // Back keeps the seat: the table is continued from Home.
    a.on_back(crate::nav::to(app, Page::Home));
    let sh = app.global::<ShAdapter>();
    let weak = app.as_weak();
    let s = shared.clone();
    sh.on_link_retry(move || {
        if let Some(app) = weak.upgrade() {
            link::try_again(&app, &s);
        }
    });
    let weak = app.as_weak();
    let s = shared.clone();
    sh.on_link_back(move || {
        if let Some(app) = weak.upgrade() {
            link::back(&app, &s);
        }
    });
    let weak = app.as_weak();
    let s = shared.clone();
    sh.on_link_leave(move || {
        if let Some(app) = weak.upgrade() {
            leave(&app, &s);
        }
    });
}
