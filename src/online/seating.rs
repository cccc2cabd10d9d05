//! Taking a seat at an online table: the server to use (the one typed last, else the page's own origin), hosting
//! a table from New game (the host's own seat taken at once), and sitting down — the seat kept, the link opened,
//! the waiting room shown with the table's code, its link and the link's QR code.

use super::address::Server;
use super::{api, kept, link};
use crate::nav::go;
use crate::tables::Shared;
use crate::ui::{AppWindow, OnlineAdapter, OnlineMode, Page, ShAdapter, WaitingSeatData};
use crate::words::tr::tr;
use slint::{ComponentHandle, ModelRc, SharedPixelBuffer, VecModel};
use standfirm_protocol::CreateTable;
use standfirm_store::OnlineSeat;

/// The server to offer: the one typed last, else the page's own origin (a page served by a table server).
pub fn default_server(shared: &Shared) -> String {
    let kept = shared
        .borrow()
        .saves
        .as_ref()
        .and_then(|s| s.settings.online_server.clone());
    kept.or_else(crate::platform::net::page_origin)
        .unwrap_or_default()
}

/// Reads the typed server, remembering it; or says why it cannot be used from here.
pub fn server_of(shared: &Shared, text: &str) -> Result<Server, String> {
    let secure = crate::platform::net::secure_page();
    let server = Server::parse(text, secure).ok_or_else(|| {
        tr!("Type the table server's address, like 192.168.1.20:8480 or https://tables.example.org.")
    })?;
    if !server.reachable_from(secure) {
        return Err(crate::words::online::secure_page_plain_server());
    }
    let mut games = shared.borrow_mut();
    if let Some(saves) = games.saves.as_mut() {
        if saves.settings.online_server.as_deref() != Some(server.base()) {
            saves.settings.online_server = Some(server.base().to_string());
            saves.save_settings();
        }
    }
    Ok(server)
}

/// Hosts a table of `request`'s seats on the typed server: the host's seat taken, then the waiting room.
/// An error is said on New game.
pub fn host(app: &AppWindow, shared: &Shared, server_text: &str, request: CreateTable) {
    let sh = app.global::<ShAdapter>();
    let server = match server_of(shared, server_text) {
        Ok(server) => server,
        Err(why) => return sh.set_new_error(why.into()),
    };
    sh.set_new_error(tr!("Making the table…").into());
    let weak = app.as_weak();
    let shared = shared.clone();
    let players = request.seats.len() as u8;
    let made_on = server.clone();
    api::create(&server, &request, move |answer| {
        let Some(app) = weak.upgrade() else { return };
        let sh = app.global::<ShAdapter>();
        match answer {
            Ok(created) => {
                let Some(seat) = created.seat else {
                    return sh.set_new_error(crate::words::online::gone().into());
                };
                sh.set_new_error("".into());
                sit(
                    &app,
                    &shared,
                    &made_on,
                    OnlineSeat {
                        server: made_on.base().to_string(),
                        table: created.table.clone(),
                        code: Some(created.code.clone()),
                        seat: seat.seat,
                        token: seat.token,
                        host_token: Some(created.host_token),
                        name: tr!("Strongholds · online"),
                        players,
                        joined: standfirm_store::today().to_string(),
                        started: false,
                    },
                );
            }
            Err(failure) => sh.set_new_error(failure.words(made_on.base()).into()),
        }
    });
}

/// Keeps the seat, opens the link and shows the waiting room.
pub fn sit(app: &AppWindow, shared: &Shared, server: &Server, seat: OnlineSeat) {
    kept::keep(&mut shared.borrow_mut(), seat.clone());
    let a = app.global::<OnlineAdapter>();
    a.set_mode(OnlineMode::Waiting);
    a.set_error("".into());
    a.set_busy(false);
    let code = seat.code.clone().unwrap_or_default();
    show_code(&a, server, &code);
    a.set_seats(ModelRc::new(VecModel::from(Vec::<WaitingSeatData>::new())));
    a.set_host(seat.host_token.is_some());
    a.set_status(tr!("Connecting…").into());
    go(app, Page::Online);
    link::sit(
        app,
        shared,
        server.clone(),
        &seat.table,
        seat.seat,
        &seat.token,
        seat.host_token.clone(),
    );
}

/// The code, its link and the link's QR code.
fn show_code(a: &OnlineAdapter, server: &Server, code: &str) {
    let link = crate::words::link::table_link(&format!("{}/", server.base()), code, None);
    a.set_table_code(code.into());
    a.set_qr(qr_image(&link));
    a.set_link(link.into());
    show_sharing(a);
}

/// The waiting room's button that shares the link (the share sheet, or a copy), as this device can; where it
/// can do neither (a plain-http page) a line says to show the QR code or read the code aloud instead.
fn show_sharing(a: &OnlineAdapter) {
    a.set_shared("".into());
    say_sharing(a);
}

/// The share button's words in the language of the moment (said again when the language changes), and where
/// the device can neither share nor copy, what to do instead.
pub fn say_sharing(a: &OnlineAdapter) {
    use crate::platform::LinkSharing;
    let sharing = crate::platform::link_sharing();
    a.set_share_label(
        match sharing {
            LinkSharing::Sheet => tr!("Share the link"),
            LinkSharing::Copy => tr!("Copy the link"),
            LinkSharing::Neither => String::new(),
        }
        .into(),
    );
    // A desktop copies in the window (its text field's copy); the others through the platform.
    a.set_copy_here(sharing == LinkSharing::Copy && !cfg!(target_arch = "wasm32"));
    if sharing == LinkSharing::Neither {
        a.set_shared(
            tr!("This page can neither share nor copy a link (it is not https): show the QR code, or read the code aloud.")
                .into(),
        );
    }
}

/// Shares the table's link through the platform (the share sheet, or the browser's copy); says what was done.
pub fn share(a: &OnlineAdapter) {
    let link = a.get_link().to_string();
    let words = tr!(
        "Join my Strongholds table: the code is {code}.",
        code = a.get_table_code().as_str()
    );
    match crate::platform::share_table_link(&tr!("Strongholds online"), &words, &link) {
        Ok(done) => a.set_shared(done.into()),
        // The platform's reason is for a log, not a person: what to do instead.
        Err(_) => a.set_shared(
            tr!("The link could not be shared here: show the QR code, or read the code aloud.")
                .into(),
        ),
    }
}

/// The QR code of `text` as an image, one pixel a module (the page scales it without smoothing).
fn qr_image(text: &str) -> slint::Image {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        return slint::Image::default();
    };
    let width = code.width();
    let quiet = 2;
    let side = (width + 2 * quiet) as u32;
    let mut buffer = SharedPixelBuffer::<slint::Rgba8Pixel>::new(side, side);
    let colours = code.to_colors();
    for (i, pixel) in buffer.make_mut_slice().iter_mut().enumerate() {
        let (x, y) = (i % side as usize, i / side as usize);
        let dark = x >= quiet
            && y >= quiet
            && x < width + quiet
            && y < width + quiet
            && colours[(y - quiet) * width + (x - quiet)] == qrcode::Color::Dark;
        let v = if dark { 0 } else { 255 };
        *pixel = slint::Rgba8Pixel {
            r: v,
            g: v,
            b: v,
            a: 255,
        };
    }
    slint::Image::from_rgba8(buffer)
}

/// Sits down again at a table this device kept a seat at (Continue on Home): the waiting room until the first
/// frame, which opens the table; a table gone for good is said there, with Leave to forget it.
pub fn resume(app: &AppWindow, shared: &Shared, seat: OnlineSeat) {
    let Some(server) = Server::parse(&seat.server, false) else {
        kept::forget(&mut shared.borrow_mut(), &seat.table);
        return;
    };
    sit(app, shared, &server, seat);
}

/// Opens the online table of a list item (Continue on Home, Open in Saved games) in its seat again; whether the
/// item was an online table's (a seat no longer kept opens nothing).
pub fn resume_item(app: &AppWindow, shared: &Shared, item: &str) -> bool {
    let Some(table) = kept::table_of_item(item) else {
        return false;
    };
    let seat = kept::seat(&shared.borrow(), table);
    if let Some(seat) = seat {
        resume(app, shared, seat);
    }
    true
}

/// Leaves the table of a kept seat for good (Saved games' Leave): the server is told (a bot plays the seat from
/// now on; a server that cannot be reached gives the seat to a bot by its turn clock anyway), this device
/// forgets the seat, and a link open at that table is let go. Whether there was such a seat.
pub fn leave_kept(shared: &Shared, table: &str) -> bool {
    let Some(seat) = kept::seat(&shared.borrow(), table) else {
        return false;
    };
    if let Some(server) = Server::parse(&seat.server, false) {
        api::leave(&server, &seat.table, &seat.token, |_| {});
    }
    kept::forget(&mut shared.borrow_mut(), table);
    if link::seat().is_some_and(|(_, at, ..)| at == table) {
        link::stand_up();
    }
    true
}
