//! Connects the `ShAdapter` callbacks to the session, and lets the bots play: one move at a time, each shown
//! for a moment on the public table (the pause comes from the settings and may be zero).

use super::present::present;
use super::session::ShSession;
use crate::games::{self, refresh, Games, Screen, Shared};
use crate::nav::go;
use crate::{AppWindow, Page, ShAdapter};
use slint::ComponentHandle;
use standfirm_engine::strongholds::{CardId, Colour};

impl Screen for ShSession {
    fn slot(games: &mut Games) -> &mut Option<ShSession> {
        &mut games.sh
    }

    fn present(&self, app: &AppWindow) {
        present(self, &app.global::<ShAdapter>());
    }

    fn has_flashes(&self) -> bool {
        false
    }

    fn clear_flashes(&mut self) {}

    fn game(&self) -> standfirm_engine::GameKind {
        standfirm_engine::GameKind::Strongholds
    }

    fn actions_done(&self) -> usize {
        self.play.actions().len()
    }

    fn coach_target(&self, actions: &[&str]) -> String {
        ShSession::coach_target(self, actions)
    }

    fn take_save(&mut self) -> Option<(standfirm_store::SaveFile, standfirm_store::Replayed)> {
        self.play.take_save(standfirm_store::Replayed::Strongholds)
    }

    fn show(app: &AppWindow, shared: &Shared) {
        show(app, shared);
    }
}

/// Presents the game (and the details sheet a tap asked for), then lets the bots move if it is their turn.
pub fn show(app: &AppWindow, shared: &Shared) {
    refresh::<ShSession>(app, shared);
    let details = shared
        .borrow_mut()
        .sh
        .as_mut()
        .and_then(ShSession::take_details);
    if let Some((heading, cards)) = details {
        crate::help::show_details(app, &heading, cards);
    }
    schedule_bots(app, shared);
    // After the bots: with no pause they may have ended the game.
    crate::nav::keep_awake(app, shared);
}

/// The bots play their next move after the pause, or at once (all of them) when the pause is zero. A Wise bot's
/// move is searched on a worker ([`search`]) while the pause runs; it is shown once both the pause and the search
/// are over.
fn schedule_bots(app: &AppWindow, shared: &Shared) {
    let delay = std::time::Duration::from_millis(
        app.global::<crate::SettingsAdapter>()
            .get_bot_delay_ms()
            .clamp(0, 5000) as u64,
    );
    let closed = shared
        .borrow_mut()
        .sh
        .as_mut()
        .is_some_and(ShSession::close_window_at_once);
    if closed {
        return show(app, shared);
    }
    let pending = shared
        .borrow()
        .sh
        .as_ref()
        .is_some_and(ShSession::bots_to_move);
    if !pending || shared.borrow().bots_waiting {
        return;
    }
    let aside = worker_available();
    if delay.is_zero() {
        let job = shared.borrow_mut().sh.as_mut().and_then(|session| {
            session.play_bots(aside);
            if aside {
                session.bot_search()
            } else {
                None
            }
        });
        refresh::<ShSession>(app, shared);
        if let Some(job) = job {
            search(app, job);
        }
        return;
    }
    shared.borrow_mut().bots_waiting = true;
    if aside {
        let job = shared
            .borrow_mut()
            .sh
            .as_mut()
            .and_then(ShSession::bot_search);
        if let Some(job) = job {
            search(app, job);
        }
    }
    let weak = app.as_weak();
    let shared = shared.clone();
    slint::Timer::single_shot(delay, move || {
        shared.borrow_mut().bots_waiting = false;
        let Some(app) = weak.upgrade() else { return };
        // Only while the game is on screen: leaving pauses the bots.
        if app.global::<crate::Nav>().get_page() != Page::Sh {
            return;
        }
        if let Some(session) = shared.borrow_mut().sh.as_mut() {
            // A search still out: its answer makes the move when it comes back (the pause is over).
            if aside && session.bot_searches() && !session.bot_ready() {
                return;
            }
            session.step_bot();
        }
        show(&app, &shared);
    });
}

thread_local! {
    /// The games of the window, for a search's answer coming back on the event loop (the closure that brings it
    /// must be `Send`, and the games are not).
    static GAMES: std::cell::RefCell<std::rc::Weak<std::cell::RefCell<Games>>> =
        const { std::cell::RefCell::new(std::rc::Weak::new()) };
}

/// Whether a search can run on a worker thread: only where the platform can bring its answer back to the event
/// loop. The UI tests and the screenshots run Slint's testing backend without threads, which cannot: there
/// every search runs in place, at once, and a test sees its result straight away (the same move: a search's
/// answer depends only on the game and the moment, never on where or when it runs).
fn worker_available() -> bool {
    slint::invoke_from_event_loop(|| {}).is_ok()
}

/// Runs a search (a Wise bot's move, a hint) on a worker thread, or in place where no worker can answer, and
/// hands its answer to the session, which ignores it if the game moved on meanwhile; the screen then shows the
/// move or the hint.
fn search(app: &AppWindow, job: super::search::Search) {
    if !worker_available() {
        return answer(app, job.run());
    }
    let weak = app.as_weak();
    std::thread::spawn(move || {
        let failed = job.failed();
        // A search that panics answers nothing rather than leave the table waiting.
        let found =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.run())).unwrap_or(failed);
        let _ = weak.upgrade_in_event_loop(move |app| answer(&app, found));
    });
}

/// A search's answer, back on the event loop.
fn answer(app: &AppWindow, found: super::search::Found) {
    let Some(shared) = GAMES.with_borrow(std::rc::Weak::upgrade) else {
        return;
    };
    let on_screen = app.global::<crate::Nav>().get_page() == Page::Sh;
    let (kept, step_now) = {
        let mut games = shared.borrow_mut();
        let waiting = games.bots_waiting;
        let Some(session) = games.sh.as_mut() else {
            return;
        };
        if !on_screen {
            // The game left the screen: the answer is dropped, and asked again when it comes back.
            session.drop_search();
            return;
        }
        let bot = found.is_bot();
        (session.deliver(found), bot && !waiting)
    };
    if !kept {
        return;
    }
    // A bot's move waits for the pause; once it is over the move is made now.
    if step_now {
        let moved = shared
            .borrow_mut()
            .sh
            .as_mut()
            .is_some_and(ShSession::step_bot);
        if !moved {
            return;
        }
    }
    show(app, &shared);
}

/// [`games::on`] for this screen's session (the closures' argument types are then inferred).
fn on<A: 'static>(
    app: &AppWindow,
    shared: &Shared,
    change: impl Fn(&mut ShSession, A) + 'static,
) -> impl Fn(A) + 'static {
    games::on(app, shared, change)
}

/// [`games::plain`] for this screen's session.
fn plain(
    app: &AppWindow,
    shared: &Shared,
    change: impl Fn(&mut ShSession) + 'static,
) -> impl Fn() + 'static {
    games::plain(app, shared, change)
}

/// The card a callback names (its id), if it is one.
fn card(text: &slint::SharedString) -> Option<CardId> {
    CardId::parse(text)
}

/// Wires the Strongholds screens: each callback calls one session method, then the screen shows again.
pub fn wire(app: &AppWindow, shared: &Shared) {
    GAMES.with_borrow_mut(|games| *games = std::rc::Rc::downgrade(shared));
    let a = app.global::<ShAdapter>();
    a.on_take_device(plain(app, shared, ShSession::take_device));
    a.on_close_recap(plain(app, shared, ShSession::close_recap));
    a.on_tab_changed(on(app, shared, |s, tab: i32| {
        s.set_tab(tab.max(0) as usize)
    }));
    a.on_truth_tapped(on(app, shared, |s, id: slint::SharedString| {
        if let Some(c) = card(&id) {
            s.tap_truth(c);
        }
    }));
    a.on_stronghold_tapped(on(app, shared, |s, slot: i32| {
        s.stronghold_tapped(slot.clamp(0, 4) as u8)
    }));
    a.on_details(on(app, shared, |s, id: slint::SharedString| {
        if let Some(c) = card(&id) {
            s.show_card(c);
        }
    }));
    a.on_pile_details(on(app, shared, |s, code: slint::SharedString| {
        if let Some(colour) = Colour::from_code(&code) {
            s.show_pile(colour);
        }
    }));
    a.on_task_tapped(on(app, shared, |s, id: slint::SharedString| {
        if let Some(c) = card(&id) {
            s.tap_task(c);
        }
    }));
    a.on_pay_change(on(app, shared, |s, unit: i32| {
        s.pay_cycle(unit.max(0) as usize)
    }));
    a.on_pay_keep(on(app, shared, |s, unit: i32| {
        s.pay_keep(unit.max(0) as usize)
    }));
    a.on_pay_confirmed(plain(app, shared, ShSession::pay_confirm));
    a.on_pay_cancelled(plain(app, shared, ShSession::pay_cancel));
    a.on_end_turn(plain(app, shared, ShSession::end_turn));
    a.on_pick_tapped(on(app, shared, |s, id: slint::SharedString| {
        if let Some(c) = card(&id) {
            s.tap_pick(c);
        }
    }));
    a.on_pick_confirmed(plain(app, shared, ShSession::confirm_pick));
    a.on_keep_trial(plain(app, shared, ShSession::keep_trial));
    a.on_discard_trial(plain(app, shared, ShSession::discard_trial));
    a.on_undo(plain(app, shared, ShSession::undo));
    let weak = app.as_weak();
    let hints = shared.clone();
    a.on_ask_hint(move || {
        let Some(app) = weak.upgrade() else { return };
        let job = hints
            .borrow_mut()
            .sh
            .as_mut()
            .and_then(ShSession::hint_search);
        // The screen shows that the hint is being looked for, then the hint when it comes.
        show(&app, &hints);
        if let Some(job) = job {
            search(&app, job);
        }
    });
    a.on_ask_end(plain(app, shared, ShSession::ask_end));
    a.on_end_confirmed(plain(app, shared, ShSession::confirm_end));
    a.on_end_cancelled(plain(app, shared, ShSession::cancel_end));
    a.on_claim(on(app, shared, |s, seat: i32| {
        s.claim(seat.clamp(0, 5) as u8)
    }));
    a.on_no_one(plain(app, shared, ShSession::no_one));
    a.on_cancel_claim(plain(app, shared, ShSession::cancel_claim));
    a.on_leave(crate::nav::leaving(app, shared, Page::Sh));
    wire_new_game(app, shared);
}

/// Opens the Strongholds New game screen with the last table.
pub fn open_new_game(app: &AppWindow, shared: &Shared) {
    let a = app.global::<ShAdapter>();
    shared.borrow().sh_table.present(&a);
    a.set_new_error("".into());
    a.set_new_deal("".into());
    go(app, shared, Page::ShNew);
}

fn wire_new_game(app: &AppWindow, shared: &Shared) {
    let a = app.global::<ShAdapter>();
    let table = |change: fn(&mut super::NewTable, usize, bool)| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move |index: i32, flag: bool| {
            let Some(app) = weak.upgrade() else { return };
            let mut games = shared.borrow_mut();
            change(&mut games.sh_table, index.max(0) as usize, flag);
            games.sh_table.present(&app.global::<ShAdapter>());
        }
    };
    a.on_new_seat_bot(table(|t, i, bot| t.set_bot(i, bot)));
    let weak = app.as_weak();
    let levels = shared.clone();
    a.on_new_seat_level(move |index, choice| {
        let Some(app) = weak.upgrade() else { return };
        let mut games = levels.borrow_mut();
        games
            .sh_table
            .set_level(index.max(0) as usize, super::new_game::level_of(choice));
        games.sh_table.present(&app.global::<ShAdapter>());
    });
    let remove = table(|t, i, _| t.remove(i));
    a.on_new_seat_remove(move |i| remove(i, false));
    let add = table(|t, _, _| t.add());
    a.on_new_seat_add(move || add(0, false));
    // Typing a name changes the table only: the field keeps its own text while it is edited.
    let names = shared.clone();
    a.on_new_seat_name(move |index, text| {
        if let Some(seat) = names
            .borrow_mut()
            .sh_table
            .seats
            .get_mut(index.max(0) as usize)
        {
            seat.name = text.to_string();
        }
    });
    a.on_new_back(crate::nav::to(app, shared, Page::Home));
    let weak = app.as_weak();
    let start_shared = shared.clone();
    a.on_new_start(move || {
        let Some(app) = weak.upgrade() else { return };
        let a = app.global::<ShAdapter>();
        let result = {
            let mut games = start_shared.borrow_mut();
            games.sh_table.first = a.get_new_first().clamp(0, 5) as u8;
            games.sh_table.truth_limit_all = a.get_new_truth_limit();
            games.sh_table.start(&a.get_new_deal())
        };
        match result {
            Ok(session) => {
                a.set_new_error("".into());
                let mut games = start_shared.borrow_mut();
                games.sh = Some(session);
                let table = games.sh_table.to_settings();
                if let Some(saves) = games.saves.as_mut() {
                    saves.settings.strongholds = Some(table);
                    saves.save_settings();
                }
                drop(games);
                go(&app, &start_shared, Page::Sh);
                show(&app, &start_shared);
            }
            Err(message) => a.set_new_error(message.into()),
        }
    });
    let weak = app.as_weak();
    let again = shared.clone();
    a.on_new_game_same(move || {
        let Some(app) = weak.upgrade() else { return };
        let result = again.borrow_mut().sh_table.start("");
        if let Ok(session) = result {
            again.borrow_mut().sh = Some(session);
            show(&app, &again);
        }
    });
}
