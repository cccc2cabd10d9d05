//! The one way a table is shown after a change ([`refresh`]: presented, autosaved, followed by a tutorial's
//! coach, its highlights cleared a moment later), the callbacks that change a table ([`on`], [`plain`]), and
//! leaving a table.

use crate::tables::games::{in_progress, online_in_progress, Games, Slot};
use crate::ui::{AppWindow, Nav, Page};
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

/// How long an automatic effect stays highlighted.
const FLASH: Duration = Duration::from_millis(900);

/// The games, shared by the callbacks.
pub type Shared = Rc<RefCell<Games>>;

/// Presents the session of `S` (and saves it if it changed), and clears its highlights a moment later.
pub fn refresh<S: Slot>(app: &AppWindow, shared: &Shared) {
    let (flashing, game) = {
        let mut games = shared.borrow_mut();
        let games = &mut *games;
        // The tutorial is set aside while the session is borrowed, then put back.
        let mut tutorial = games.tutorial.take();
        let Some(session) = S::slot(games).as_mut() else {
            games.tutorial = tutorial;
            return;
        };
        session.present(app);
        let changed = session.take_save();
        let flashing = session.has_flashes();
        let game = session.game();
        let flights = session.take_flights();
        // A tutorial's game is followed by its coach, and never saved nor counted.
        let looking = session.play().looking();
        let coached = match tutorial.as_mut().filter(|t| t.game == game && !looking) {
            Some(run) => {
                run.follow(session.play().actions().len());
                let target = session.coach_target(&run.upcoming());
                run.show(app, target);
                run.done().then(|| run.game.id().to_string())
            }
            None => {
                if let (Some((file, state)), Some(saves)) = (changed, games.saves.as_mut()) {
                    saves.autosave(file, &state);
                }
                None
            }
        };
        // A tutorial played to its end is remembered (Home marks it).
        if let Some(id) = coached {
            if games.learned.insert(id.clone()) {
                if let Some(saves) = games.saves.as_mut() {
                    saves.settings.tutorials_done.insert(id);
                    saves.save_settings();
                }
            }
        }
        games.tutorial = tutorial;
        crate::tables::play::motion::launch(app, &games.anchors, &flights);
        (flashing, game)
    };
    if flashing {
        let weak = app.as_weak();
        let shared = shared.clone();
        slint::Timer::single_shot(FLASH, move || {
            let Some(app) = weak.upgrade() else { return };
            if let Some(session) = S::slot(&mut shared.borrow_mut()).as_mut() {
                session.clear_flashes();
                session.present(&app);
            }
        });
    }
    // Last, with nothing borrowed: what follows every change (the chance, whose answer may show the table
    // again; an online table's next move sent).
    let hooks = AFTER_REFRESH.with_borrow(|h| h.iter().map(|(_, hook)| *hook).collect::<Vec<_>>());
    for hook in hooks {
        hook(app, shared, game);
    }
}

/// What runs after every refresh of a table: the game's table was shown again.
pub type AfterRefresh = fn(&AppWindow, &Shared, GameKind);

thread_local! {
    /// What runs after every refresh of a table ([`after_refresh`]), each under its name.
    static AFTER_REFRESH: RefCell<Vec<(&'static str, AfterRefresh)>> = const { RefCell::new(Vec::new()) };
}

/// Sets what runs after every refresh of a table under `name` (replacing what ran under it), with nothing
/// borrowed: the chance follows the position; an online table sends its next move.
pub fn after_refresh(name: &'static str, hook: AfterRefresh) {
    AFTER_REFRESH.with_borrow_mut(|hooks| {
        hooks.retain(|(n, _)| *n != name);
        hooks.push((name, hook));
    });
}

/// Leaves the table of `game`: a look back returns to its review; straight home when the game is over (or the settings say not to ask), else after
/// asking.
pub fn leave(app: &AppWindow, shared: &Shared, game: GameKind) {
    // A look back at a finished game returns to its review.
    if shared.borrow().looking() == Some(game) {
        crate::nav::go(app, Page::Review);
        return;
    }
    let ask = app
        .global::<crate::ui::SettingsAdapter>()
        .get_confirm_leave();
    if ask && in_progress(&shared.borrow(), game) {
        let kept = if online_in_progress(&shared.borrow(), game) {
            crate::words::tr::tr!(
                "You keep your seat: continue this table from Home. While you are away, a bot plays for you when your turn's clock runs out."
            )
        } else if shared.borrow().saves.is_some() {
            crate::words::tr::tr!("Your game is saved as it is: continue it from Home at any time.")
        } else {
            crate::words::tr::tr!(
                "Your game stays where it is: continue it from Home while the app is open."
            )
        };
        app.global::<Nav>().set_confirm_leave(kept.into());
    } else {
        crate::nav::go(app, Page::Home);
    }
}

/// A callback that leaves the table of `game`.
pub fn leaving(app: &AppWindow, shared: &Shared, game: GameKind) -> impl Fn() + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    move || {
        if let Some(app) = weak.upgrade() {
            leave(&app, &shared, game);
        }
    }
}

/// The one way a table's callback is connected: it applies `change` (one session method) to the session of
/// `S` with the callback's argument, then shows the table again with `show` ([`refresh`], or Strongholds' own
/// that lets its bots move).
pub fn on<S: Slot, A: 'static>(
    app: &AppWindow,
    shared: &Shared,
    show: Show,
    change: impl Fn(&mut S, A) + 'static,
) -> impl Fn(A) + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    move |arg| {
        let Some(app) = weak.upgrade() else { return };
        if let Some(session) = S::slot(&mut shared.borrow_mut()).as_mut() {
            change(session, arg);
        }
        show(&app, &shared);
    }
}

/// [`on`] for a callback without an argument.
pub fn plain<S: Slot>(
    app: &AppWindow,
    shared: &Shared,
    show: Show,
    change: impl Fn(&mut S) + 'static,
) -> impl Fn() + 'static {
    let callback = on(app, shared, show, move |s: &mut S, ()| change(s));
    move || callback(())
}

/// How a table is shown after a change.
pub type Show = fn(&AppWindow, &Shared);

/// [`on`] for a callback whose argument is an index (a card, a pile, a slot); a negative index is the first.
pub fn on_index<S: Slot>(
    app: &AppWindow,
    shared: &Shared,
    show: Show,
    change: fn(&mut S, usize),
) -> impl Fn(i32) + 'static {
    on(app, shared, show, move |s: &mut S, i: i32| {
        change(s, i.max(0) as usize)
    })
}
