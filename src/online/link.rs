//! The online table this device sits at: its socket, opened with the seat's token; what the server says, routed
//! (a frame to the session, or to the waiting room before the game starts; a refusal said in the player's
//! language; the whole save kept at the end); the moves the session queued, sent one at a time; and the
//! connection's state as a person reads it — connecting, playing, *reconnecting…* (taps held, nothing queued),
//! the server unreachable (Try again, Leave).
//!
//! A socket that drops is opened again after 1, 2, 4, 8 then 15 seconds; after [`ATTEMPTS`] tries the person is
//! asked. A close the server means for good (the seat's token renewed or unknown, the table removed, another
//! device took the seat) is not retried: it is said, and the table's seat is kept or forgotten as it says.

use super::address::Server;
use crate::platform::net::{Socket, SocketEvent};
use crate::tables::strongholds::ShSession;
use crate::tables::Shared;
use crate::ui::AppWindow;
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use standfirm_protocol::{
    ClientMsg, CloseReason, Frame, ServerMsg, TableStatus, PROTOCOL_VERSION, RULES_VERSION,
};
use standfirm_store::SaveFile;
use std::cell::RefCell;
use std::time::Duration;

/// Tries before the person is asked whether to go on trying.
pub const ATTEMPTS: u32 = 6;

/// The connection as a person reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Opening the socket for the first time.
    Connecting,
    /// Open: frames arrive, moves may be sent.
    Open,
    /// The socket dropped: opening it again (the try, from 1).
    Reconnecting(u32),
    /// The server could not be reached after [`ATTEMPTS`] tries, or closed the table for good: why.
    Lost(String),
}

/// What the waiting room shows: the last frame of a table that has not started.
pub type Lobby = Frame;

/// The online table of this device.
struct Link {
    server: Server,
    table: String,
    seat: u8,
    token: String,
    /// The host's token, on the host's device (Start and the seats' bots in the waiting room).
    host_token: Option<String>,
    socket: Option<Socket>,
    status: Status,
    /// Failed tries since the socket was last open.
    tries: u32,
    /// The last frame before the game started (the waiting room's seats).
    lobby: Option<Box<Lobby>>,
    /// The last observation the server sent this seat (what the screens may show of the hidden cards).
    observed: Option<Box<standfirm_engine::strongholds::Observation>>,
    /// Counts the links made, so that an old socket's late event is dropped.
    generation: u64,
}

/// What shows the link's state and the waiting room.
type Show = fn(&AppWindow, &Shared);

thread_local! {
    /// This device's online table, if it sits at one now.
    static LINK: RefCell<Option<Link>> = const { RefCell::new(None) };
    static GENERATION: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    /// Counts the turn clock down between frames, once a second, while this device sits at a table.
    static CLOCK: slint::Timer = slint::Timer::default();
    /// What shows the link's state and the waiting room (set by the screens' wiring).
    static SHOW: std::cell::Cell<Option<Show>> = const { std::cell::Cell::new(None) };
}

/// Sets what shows the connection's state and the waiting room after each change.
pub fn on_change(show: Show) {
    SHOW.set(Some(show));
}

fn changed(app: &AppWindow, shared: &Shared) {
    if let Some(show) = SHOW.get() {
        show(app, shared);
    }
}

/// The seat this device sits in at `table` on `server`: its socket opens now.
pub fn sit(
    app: &AppWindow,
    shared: &Shared,
    server: Server,
    table: &str,
    seat: u8,
    token: &str,
    host_token: Option<String>,
) {
    let generation = GENERATION.get() + 1;
    GENERATION.set(generation);
    LINK.set(Some(Link {
        server,
        table: table.to_string(),
        seat,
        token: token.to_string(),
        host_token,
        socket: None,
        status: Status::Connecting,
        tries: 0,
        lobby: None,
        observed: None,
        generation,
    }));
    open(app, shared);
    start_clock(app, shared);
    changed(app, shared);
}

/// Lets the table go on this device (the seat stays the person's at the server until they leave it there).
pub fn stand_up() {
    GENERATION.set(GENERATION.get() + 1);
    LINK.set(None);
    CLOCK.with(slint::Timer::stop);
}

/// The turn clock and the slap window's deadline, counted down on the screen between the server's frames
/// (each frame sets them again from the server's own clock).
fn start_clock(app: &AppWindow, shared: &Shared) {
    const SECOND: Duration = Duration::from_secs(1);
    let weak = app.as_weak();
    let shared = shared.clone();
    CLOCK.with(|timer| {
        timer.start(slint::TimerMode::Repeated, SECOND, move || {
            let Some(app) = weak.upgrade() else { return };
            let mut games = shared.borrow_mut();
            let Some(session) = games.get::<ShSession>().filter(|s| s.is_online()) else {
                return;
            };
            // Only the clock's words: a whole refresh every second rebuilt the sheets' rows under a finger
            // and lost its tap.
            if session.tick_clock(SECOND.as_millis() as u64) {
                crate::tables::strongholds::present_online(
                    session,
                    &app.global::<crate::ui::ShAdapter>(),
                );
            }
        });
    });
}

/// The connection's state, when this device sits at an online table.
pub fn status() -> Option<Status> {
    LINK.with_borrow(|l| l.as_ref().map(|l| l.status.clone()))
}

/// The table, this device's seat, its token and the host's token, when it sits at one.
pub fn seat() -> Option<(Server, String, u8, String, Option<String>)> {
    LINK.with_borrow(|l| {
        l.as_ref().map(|l| {
            (
                l.server.clone(),
                l.table.clone(),
                l.seat,
                l.token.clone(),
                l.host_token.clone(),
            )
        })
    })
}

/// The waiting room's last frame, before the game starts.
pub fn lobby() -> Option<Lobby> {
    LINK.with_borrow(|l| l.as_ref().and_then(|l| l.lobby.as_deref().cloned()))
}

/// Tries again at once (after the server was not reached).
pub fn try_again(app: &AppWindow, shared: &Shared) {
    let again = LINK.with_borrow_mut(|l| match l.as_mut() {
        Some(l) => {
            l.tries = 0;
            l.status = Status::Reconnecting(1);
            true
        }
        None => false,
    });
    if again {
        open(app, shared);
        changed(app, shared);
    }
}

/// The last observation the table server sent this device's seat: what its screens may show of the hidden
/// cards (the tests check every element against it).
pub fn observed() -> Option<standfirm_engine::strongholds::Observation> {
    LINK.with_borrow(|l| l.as_ref().and_then(|l| l.observed.as_deref().cloned()))
}

/// The person is back after a bot played for them past the turn clock: the socket is opened again (the server
/// gives a seat back to the person whose device connects with its token). The old socket is closed first, and
/// no event of it follows.
pub fn back(app: &AppWindow, shared: &Shared) {
    let again = LINK.with_borrow_mut(|l| match l.as_mut() {
        Some(l) if l.status == Status::Open => {
            l.socket = None;
            true
        }
        _ => false,
    });
    if again {
        open(app, shared);
    }
}

/// Opens the link's socket; its events come back on the event loop.
fn open(app: &AppWindow, shared: &Shared) {
    let Some((url, generation)) = LINK.with_borrow(|l| {
        l.as_ref()
            .map(|l| (l.server.socket(&l.table), l.generation))
    }) else {
        return;
    };
    let weak = app.as_weak();
    let shared_here = shared.clone();
    let opened = Socket::open(&url, move |event| {
        let Some(app) = weak.upgrade() else { return };
        if LINK.with_borrow(|l| l.as_ref().map(|l| l.generation)) != Some(generation) {
            return;
        }
        on_event(&app, &shared_here, event);
    });
    match opened {
        Ok(socket) => LINK.with_borrow_mut(|l| {
            if let Some(l) = l.as_mut() {
                l.socket = Some(socket);
            }
        }),
        Err(why) => lost(app, shared, why),
    }
}

/// The number of the last action whose events the session has, so that a reconnect brings only what is new.
fn since(shared: &Shared) -> Option<u64> {
    shared
        .borrow()
        .get_ref::<ShSession>()
        .filter(|s| s.is_online())
        .and_then(ShSession::online_seq)
}

fn send(msg: &ClientMsg) {
    let text = serde_json::to_string(msg).unwrap_or_default();
    LINK.with_borrow(|l| {
        if let Some(socket) = l.as_ref().and_then(|l| l.socket.as_ref()) {
            socket.send(&text);
        }
    });
}

fn on_event(app: &AppWindow, shared: &Shared, event: SocketEvent) {
    match event {
        SocketEvent::Opened => {
            let token = LINK.with_borrow(|l| l.as_ref().map(|l| l.token.clone()));
            send(&ClientMsg::Hello {
                protocol: PROTOCOL_VERSION,
                rules: RULES_VERSION,
                token,
                since: since(shared),
            });
        }
        SocketEvent::Message(text) => match serde_json::from_str::<ServerMsg>(&text) {
            Ok(msg) => on_message(app, shared, msg),
            Err(e) => tracing_like(&format!("a message that is not the protocol's: {e}")),
        },
        SocketEvent::Closed(why) => dropped(app, shared, why),
    }
}

/// A line for the developer's console (the network's own words; never a token).
fn tracing_like(text: &str) {
    #[cfg(debug_assertions)]
    eprintln!("standfirm online: {text}");
    #[cfg(not(debug_assertions))]
    let _ = text;
}

fn set_status(status: Status) {
    LINK.with_borrow_mut(|l| {
        if let Some(l) = l.as_mut() {
            if status == Status::Open {
                l.tries = 0;
            }
            l.status = status;
        }
    });
}

fn on_message(app: &AppWindow, shared: &Shared, msg: ServerMsg) {
    match msg {
        ServerMsg::Welcome { .. } => {
            set_status(Status::Open);
            if let Some(s) = shared.borrow_mut().get::<ShSession>() {
                s.set_connected(true);
            }
            changed(app, shared);
        }
        ServerMsg::Frame(frame) => on_frame(app, shared, *frame),
        ServerMsg::Refused { reason } => {
            let words = crate::words::online::refusal(&reason);
            if let Some(s) = shared.borrow_mut().get::<ShSession>() {
                s.refused(&words);
            }
            crate::tables::refresh_game(app, shared, GameKind::Strongholds);
        }
        ServerMsg::SaveFile { save } => on_save(app, shared, &save),
        ServerMsg::Closing { reason } => closing(app, shared, reason),
        ServerMsg::Pong { .. } => {}
    }
}

fn on_frame(app: &AppWindow, shared: &Shared, frame: Frame) {
    let Some((table, seat)) = LINK.with_borrow(|l| l.as_ref().map(|l| (l.table.clone(), l.seat)))
    else {
        return;
    };
    if frame.observation.is_none() {
        // Not started: the waiting room's seats.
        LINK.with_borrow_mut(|l| {
            if let Some(l) = l.as_mut() {
                l.lobby = Some(Box::new(frame));
            }
        });
        changed(app, shared);
        return;
    }
    let started = {
        let mut games = shared.borrow_mut();
        let ours = games
            .get::<ShSession>()
            .filter(|s| s.online_seat().is_some_and(|(t, _)| t == table));
        match ours {
            Some(session) => {
                session.apply_frame(&frame);
                false
            }
            None => match ShSession::online(&table, seat, &frame) {
                Ok(session) => {
                    games.put(session);
                    true
                }
                Err(why) => {
                    drop(games);
                    return lost(app, shared, why);
                }
            },
        }
    };
    // The frame's observation is kept as it is (moved, not copied: the session has rebuilt its game from it).
    let (seq, status) = (frame.seq, frame.status);
    LINK.with_borrow_mut(|l| {
        if let Some(l) = l.as_mut() {
            l.lobby = None;
            l.observed = frame.observation.map(Box::new);
        }
    });
    super::burst::applied(app, shared, seq);
    if started || status == TableStatus::Over {
        // The table's first frame and its last are shown at once.
        if started {
            crate::nav::go(app, crate::ui::Page::Sh);
        }
        super::burst::refresh(app, shared);
    }
    if status == TableStatus::Over {
        changed(app, shared);
    }
}

/// The whole save at the end: the session's record from now on, kept with the other games and counted.
fn on_save(app: &AppWindow, shared: &Shared, text: &str) {
    let kept = SaveFile::from_bytes(text.as_bytes())
        .map_err(|e| crate::words::tr::say(&e.msg()))
        .and_then(|save| {
            let mut games = shared.borrow_mut();
            let session = games
                .get::<ShSession>()
                .filter(|s| s.is_online())
                .ok_or_else(String::new)?;
            session.keep_online_save(save)
        });
    match kept {
        Ok((save, state)) => {
            let table = LINK.with_borrow(|l| l.as_ref().map(|l| l.table.clone()));
            let mut games = shared.borrow_mut();
            if let Some(saves) = games.saves.as_mut() {
                saves.autosave(save, &state);
            }
            if let Some(table) = table {
                super::kept::forget(&mut games, &table);
            }
        }
        Err(why) if !why.is_empty() => tracing_like(&format!("the game's save: {why}")),
        Err(_) => {}
    }
    crate::tables::refresh_game(app, shared, GameKind::Strongholds);
}

/// The server closes the socket and says why: for good, or to be opened again.
fn closing(app: &AppWindow, shared: &Shared, reason: CloseReason) {
    let for_good = matches!(
        reason,
        CloseReason::NewToken
            | CloseReason::BadToken
            | CloseReason::NoSuchTable
            | CloseReason::TableRemoved
            | CloseReason::Versions
            | CloseReason::ConnectedElsewhere
    );
    if !for_good {
        return;
    }
    let words = crate::words::online::closed(reason).unwrap_or_else(crate::words::online::gone);
    if matches!(
        reason,
        CloseReason::BadToken | CloseReason::NoSuchTable | CloseReason::TableRemoved
    ) {
        if let Some(table) = LINK.with_borrow(|l| l.as_ref().map(|l| l.table.clone())) {
            super::kept::forget(&mut shared.borrow_mut(), &table);
        }
    }
    lost(app, shared, words);
}

/// The connection is lost for now: taps are held and the socket is opened again after a wait, unless it was
/// lost for good or tried too often.
fn dropped(app: &AppWindow, shared: &Shared, why: Option<String>) {
    if let Some(why) = &why {
        tracing_like(why);
    }
    let next = LINK.with_borrow_mut(|l| {
        let l = l.as_mut()?;
        l.socket = None;
        if matches!(l.status, Status::Lost(_)) {
            return None;
        }
        l.tries += 1;
        if l.tries > ATTEMPTS {
            return Some(None);
        }
        l.status = Status::Reconnecting(l.tries);
        Some(Some((wait(l.tries), l.generation)))
    });
    if let Some(s) = shared.borrow_mut().get::<ShSession>() {
        s.set_connected(false);
    }
    match next {
        None => {}
        Some(None) => {
            let server = LINK.with_borrow(|l| l.as_ref().map(|l| l.server.base().to_string()));
            lost(
                app,
                shared,
                crate::words::online::unreachable(&server.unwrap_or_default()),
            );
            return;
        }
        Some(Some((after, generation))) => {
            let weak = app.as_weak();
            let shared = shared.clone();
            slint::Timer::single_shot(after, move || {
                let Some(app) = weak.upgrade() else { return };
                if LINK.with_borrow(|l| l.as_ref().map(|l| l.generation)) == Some(generation) {
                    open(&app, &shared);
                }
            });
        }
    }
    crate::tables::refresh_game(app, shared, GameKind::Strongholds);
    changed(app, shared);
}

/// The wait before the `try`-th new try: 1, 2, 4, 8, then 15 seconds.
pub fn wait(attempt: u32) -> Duration {
    Duration::from_secs(match attempt {
        0 | 1 => 1,
        2 => 2,
        3 => 4,
        4 => 8,
        _ => 15,
    })
}

/// The table is lost (for now or for good): said, with Try again and Leave.
fn lost(app: &AppWindow, shared: &Shared, words: String) {
    LINK.with_borrow_mut(|l| {
        if let Some(l) = l.as_mut() {
            l.socket = None;
            l.status = Status::Lost(words);
        }
    });
    if let Some(s) = shared.borrow_mut().get::<ShSession>() {
        s.set_connected(false);
    }
    changed(app, shared);
}

/// After every change of the Strongholds table: sends the next move the session queued, if the one before
/// was confirmed.
pub fn pump(shared: &Shared) {
    let next = shared
        .borrow_mut()
        .get::<ShSession>()
        .filter(|s| s.is_online())
        .and_then(ShSession::take_outgoing);
    if let Some((seq, action)) = next {
        send(&ClientMsg::Act { seq, action });
    }
}

#[cfg(test)]
mod tests {
    use super::wait;
    use std::time::Duration;

    #[test]
    fn the_waits_grow_to_fifteen_seconds() {
        let waits: Vec<Duration> = (1..=7).map(wait).collect();
        assert!(waits.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(waits[0], Duration::from_secs(1));
        assert_eq!(*waits.last().unwrap(), Duration::from_secs(15));
    }
}
