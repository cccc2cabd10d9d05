//! The games open in this run of the app, and what every game screen shares: finding its session among them,
//! presenting it, and refreshing it after each callback (with the effect highlights cleared a moment later).

use crate::aog::AogSession;
use crate::files::Saves;
use crate::pip::PipSession;
use crate::strongholds::{NewTable, ShSession};
use crate::AppWindow;
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use standfirm_store::{Replayed, SaveFile};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

/// How long an automatic effect stays highlighted.
const FLASH: Duration = Duration::from_millis(900);

/// The games open in this run of the app.
pub struct Games {
    /// The Armor of God game, if one is open.
    pub aog: Option<AogSession>,
    /// The PIP Armor game, if one is open.
    pub pip: Option<PipSession>,
    /// The Strongholds game, if one is open.
    pub sh: Option<ShSession>,
    /// The Strongholds table on the New game screen, remembered from the last game.
    pub sh_table: NewTable,
    /// A bot move is scheduled.
    pub bots_waiting: bool,
    /// The saved games, statistics and settings; `None` when the app keeps nothing on disk (some tests).
    pub saves: Option<Saves>,
    /// Where Back leaves the Rules screen for.
    pub help_return: crate::Page,
    /// The tutorial being played, if any: its game is not saved.
    pub tutorial: Option<crate::play::tutorial::TutorialRun>,
    /// The games whose tutorial was finished (game ids), shown on Home.
    pub learned: std::collections::BTreeSet<String>,
    /// Where the pieces of the table on screen are (for flights and drops).
    pub anchors: crate::play::motion::Anchors,
}

impl Default for Games {
    fn default() -> Self {
        Games {
            aog: None,
            pip: None,
            sh: None,
            sh_table: NewTable::default(),
            bots_waiting: false,
            saves: None,
            help_return: crate::Page::Home,
            tutorial: None,
            learned: Default::default(),
            anchors: Default::default(),
        }
    }
}

impl Games {
    /// Closes the open game of `game`, if any.
    pub fn close(&mut self, game: GameKind) {
        match game {
            GameKind::ArmorOfGod => self.aog = None,
            GameKind::PipArmor => self.pip = None,
            GameKind::Strongholds => self.sh = None,
        }
    }

    /// The open game of `game` as its save file, and whether it is still in progress.
    pub fn open_game(&self, game: GameKind) -> Option<(SaveFile, bool)> {
        match game {
            GameKind::ArmorOfGod => self.aog.as_ref().map(|g| (g.save_file(), !g.is_over())),
            GameKind::PipArmor => self.pip.as_ref().map(|g| (g.save_file(), !g.is_over())),
            GameKind::Strongholds => self.sh.as_ref().map(|g| (g.save_file(), !g.is_over())),
        }
    }
}

/// The table screen of `game`.
pub fn table_page(game: GameKind) -> crate::Page {
    match game {
        GameKind::ArmorOfGod => crate::Page::Aog,
        GameKind::PipArmor => crate::Page::Pip,
        GameKind::Strongholds => crate::Page::Sh,
    }
}

/// The game whose table `page` is, if it is a game's table.
pub fn game_on(page: crate::Page) -> Option<GameKind> {
    GameKind::ALL.into_iter().find(|&g| table_page(g) == page)
}

/// The games, shared by the callbacks.
pub type Shared = Rc<RefCell<Games>>;

/// A game screen's session.
pub trait Screen: Sized + 'static {
    /// This screen's session among the open games.
    fn slot(games: &mut Games) -> &mut Option<Self>;
    /// Pushes the session into the screen's adapter global.
    fn present(&self, app: &AppWindow);
    /// Whether some piece is highlighted by an automatic effect.
    fn has_flashes(&self) -> bool;
    /// Ends the highlights.
    fn clear_flashes(&mut self);
    /// The game as a save file and its state, if it changed since the last call.
    fn take_save(&mut self) -> Option<(SaveFile, Replayed)>;
    /// Which game this screen plays.
    fn game(&self) -> GameKind;
    /// The cards the last change sent across the table, not yet shown (taken once).
    fn take_flights(&mut self) -> Vec<crate::play::motion::FlightSpec> {
        Vec::new()
    }
    /// How many actions have been applied.
    fn actions_done(&self) -> usize;
    /// The label of the next tap towards the first of `actions` (the runner's notation; the rest are the
    /// actions that follow it): what the tutorial's coach lets through and makes glow.
    fn coach_target(&self, actions: &[&str]) -> String;
    /// Shows the screen after a change: [`refresh`]; Strongholds also lets its bots move.
    fn show(app: &AppWindow, shared: &Shared) {
        refresh::<Self>(app, shared);
    }
}

/// Presents the session of `S` (and saves it if it changed), and clears its highlights a moment later.
pub fn refresh<S: Screen>(app: &AppWindow, shared: &Shared) {
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
        let coached = match tutorial.as_mut().filter(|t| t.game == session.game()) {
            Some(run) => {
                run.follow(session.actions_done());
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
        crate::play::motion::launch(app, &games.anchors, &flights);
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
    // Last, with nothing borrowed: what follows every change (the chance; its answer may show the screen again).
    if let Some(hook) = AFTER_REFRESH.get() {
        hook(app, shared, game);
    }
}

/// What runs after every refresh of a game screen: the game's table was shown again.
pub type AfterRefresh = fn(&AppWindow, &Shared, GameKind);

thread_local! {
    /// What runs after every refresh of a game screen ([`after_refresh`]).
    static AFTER_REFRESH: std::cell::Cell<Option<AfterRefresh>> = const { std::cell::Cell::new(None) };
}

/// Sets what runs after every refresh of a game screen, with nothing borrowed: the chance follows the
/// position (`chance::wire`).
pub fn after_refresh(hook: AfterRefresh) {
    AFTER_REFRESH.set(Some(hook));
}

/// Shows the table of `game` again ([`refresh`] of its session).
pub fn refresh_game(app: &AppWindow, shared: &Shared, game: GameKind) {
    match game {
        GameKind::ArmorOfGod => refresh::<AogSession>(app, shared),
        GameKind::PipArmor => refresh::<PipSession>(app, shared),
        GameKind::Strongholds => refresh::<ShSession>(app, shared),
    }
}

/// The one way a screen's callback is connected: it applies `change` (one session method) to the session of
/// `S` with the callback's argument, then shows the screen again ([`Screen::show`]).
pub fn on<S: Screen, A: 'static>(
    app: &AppWindow,
    shared: &Shared,
    change: impl Fn(&mut S, A) + 'static,
) -> impl Fn(A) + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    move |arg| {
        let Some(app) = weak.upgrade() else { return };
        if let Some(session) = S::slot(&mut shared.borrow_mut()).as_mut() {
            change(session, arg);
        }
        S::show(&app, &shared);
    }
}

/// [`on`] for a callback without an argument.
pub fn plain<S: Screen>(
    app: &AppWindow,
    shared: &Shared,
    change: impl Fn(&mut S) + 'static,
) -> impl Fn() + 'static {
    let callback = on(app, shared, move |s: &mut S, ()| change(s));
    move || callback(())
}
