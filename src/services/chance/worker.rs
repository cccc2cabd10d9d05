//! The chance's estimates away from the screen: each [`Job`] runs on a worker thread with its stop flag, and
//! its answer comes back on the event loop, where it is kept only if it is still wanted (the same game at the
//! same moment; the panel still showing that position). Where no worker can answer a job runs on the event
//! loop: in the browser a step at a time ([`Steps`], in slices the page draws between), in Slint's testing
//! backend (the UI tests and the screenshots) at once. Its answer depends only on the position, never on
//! where, when or in how many steps it runs.

use super::position::BestStep;
use super::tables::{self, Seen};
use super::{LearnedHint, Position, Reading, PANEL};
use crate::tables::{refresh_game, Games, Shared};
use crate::ui::AppWindow;
use slint::ComponentHandle;
use standfirm_engine::msg;
use standfirm_engine::odds::{Chance, Change, Tally};
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Which game, save and moment a job was made for.
#[derive(Debug, Clone)]
pub(super) struct Ticket {
    game: GameKind,
    id: String,
    actions: usize,
    key: u64,
}

impl Ticket {
    /// The moment `seen` shows.
    pub(super) fn of(seen: &Seen) -> Ticket {
        Ticket {
            game: seen.game,
            id: seen.id.clone(),
            actions: seen.actions,
            key: seen.key,
        }
    }
}

/// What a job works out.
#[derive(Debug, Clone)]
pub(super) enum Work {
    /// A new position: the panel's reading and/or the Learning line of the move that led to it, from one
    /// estimate of it.
    Follow(Box<Follow>),
    /// The Learning hint.
    Best(Box<Position>),
}

/// A new position and what is wanted of it.
#[derive(Debug, Clone)]
pub(super) struct Follow {
    /// The position.
    pub(super) position: Position,
    /// Whether the panel shows its reading.
    pub(super) read: bool,
    /// The move that led to it, for its Learning line.
    pub(super) line: Option<Move>,
}

/// A move for its Learning line: the position before it, its chance if already known, and the move in words.
#[derive(Debug, Clone)]
pub(super) struct Move {
    pub(super) before: Position,
    pub(super) before_chance: Option<Chance>,
    pub(super) words: Msg,
}

/// A Learning line worked out: the chances before and after the move (with their keys) and its words.
#[derive(Debug)]
struct Line {
    before: (u64, Chance),
    after: (u64, Chance),
    words: Msg,
}

/// An estimate to run, with the flag that stops it.
#[derive(Debug)]
pub(super) struct Job {
    ticket: Ticket,
    work: Work,
    stop: Arc<AtomicBool>,
}

/// What a job came back with.
#[derive(Debug)]
enum Answer {
    /// The panel's reading (`None`: the game is over) if it was asked for, and the Learning line.
    Follow {
        reading: Option<Option<Box<Reading>>>,
        line: Option<Line>,
    },
    Best(Option<LearnedHint>),
}

impl Job {
    /// `work` for `ticket`'s moment, stopped by `stop`.
    pub(super) fn new(ticket: Ticket, work: Work, stop: Arc<AtomicBool>) -> Job {
        Job { ticket, work, stop }
    }

    /// Works it out (up to a few hundred milliseconds); `None` when it was stopped or there is nothing to say.
    fn run(self) -> (Ticket, Option<Answer>) {
        let mut steps = Steps::of(self);
        while !steps.step(u32::MAX) {}
        steps.answer()
    }
}

/// Where a job's estimates stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// The new position's estimate (the panel's reading and the Learning line's "after").
    After,
    /// The Learning line's position before the move, when its chance is not known yet.
    Before,
    /// The Learning hint's worlds.
    Best,
    /// Every estimate played.
    Done,
}

/// A job worked out a step at a time: the browser, which has no threads, plays it in slices on its event loop
/// ([`crate::platform::in_slices`]); elsewhere it runs in one step. Each step plays the next playouts of the
/// estimates in their order, so that any steps end exactly where one run does.
#[derive(Debug)]
pub(super) struct Steps {
    job: Job,
    stage: Stage,
    after: Tally,
    before: Tally,
    best: Option<BestStep>,
}

impl Steps {
    /// The job, nothing played yet.
    fn of(job: Job) -> Steps {
        let (stage, best) = match &job.work {
            Work::Follow(_) => (Stage::After, None),
            Work::Best(position) => match position.best_search() {
                Some(search) => (Stage::Best, Some(search)),
                None => (Stage::Done, None),
            },
        };
        Steps {
            job,
            stage,
            after: Tally::default(),
            before: Tally::default(),
            best,
        }
    }

    /// Plays up to `playouts` more (a hint's: worlds) of the estimate under way; `true` once every estimate
    /// is played (or the job was stopped).
    fn step(&mut self, playouts: u32) -> bool {
        let stop = &*self.job.stop;
        match (&self.job.work, self.stage) {
            (_, Stage::Done) => {}
            (Work::Follow(follow), Stage::After) => {
                if follow
                    .position
                    .estimate_more(&mut self.after, playouts, stop)
                {
                    let before_needed = follow
                        .line
                        .as_ref()
                        .is_some_and(|m| m.before_chance.is_none());
                    self.stage = if before_needed {
                        Stage::Before
                    } else {
                        Stage::Done
                    };
                }
            }
            (Work::Follow(follow), Stage::Before) => {
                let done = follow
                    .line
                    .as_ref()
                    .is_none_or(|m| m.before.estimate_more(&mut self.before, playouts, stop));
                if done {
                    self.stage = Stage::Done;
                }
            }
            (Work::Best(position), Stage::Best) => {
                let done = self
                    .best
                    .as_mut()
                    .is_none_or(|search| position.best_more(search, playouts, stop));
                if done {
                    self.stage = Stage::Done;
                }
            }
            _ => self.stage = Stage::Done,
        }
        self.stage == Stage::Done || stop.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The job's answer from the estimates played; `None` when it was stopped or there is nothing to say.
    fn answer(self) -> (Ticket, Option<Answer>) {
        let stopped = self.job.stop.load(std::sync::atomic::Ordering::Relaxed);
        let answer = match self.job.work {
            Work::Follow(follow) => {
                let Follow {
                    position,
                    read,
                    line,
                } = *follow;
                // One estimate of the position serves both: the reading holds its chance.
                let reading = read.then(|| position.reading_of(&self.after).map(Box::new));
                let after = match &reading {
                    Some(reading) => reading.as_ref().map(|r| r.chance),
                    None => position.win_of(&self.after),
                };
                let line = line.and_then(|m| {
                    let before = m.before_chance.or_else(|| m.before.win_of(&self.before))?;
                    Some(Line {
                        before: (m.before.key(), before),
                        after: (position.key(), after?),
                        words: m.words,
                    })
                });
                Some(Answer::Follow { reading, line })
            }
            Work::Best(position) => Some(Answer::Best(
                self.best.and_then(|search| position.hint_of(search)),
            )),
        };
        (self.job.ticket, answer.filter(|_| !stopped))
    }
}

thread_local! {
    /// The games of the window, for an answer coming back on the event loop (the closure that brings it must
    /// be `Send`, and the games are not).
    static GAMES: std::cell::RefCell<std::rc::Weak<std::cell::RefCell<Games>>> =
        const { std::cell::RefCell::new(std::rc::Weak::new()) };
}

/// Keeps the games for the answers.
pub(super) fn keep(shared: &Shared) {
    GAMES.set(Rc::downgrade(shared));
}

/// Whether a job can run on a worker thread: only where the platform can bring its answer back.
fn worker_available() -> bool {
    // The browser has no threads (`std::thread::spawn` fails there): every job runs on the event loop.
    !cfg!(target_arch = "wasm32") && slint::invoke_from_event_loop(|| {}).is_ok()
}

/// Starts `jobs`: each on its own worker thread, or in place where no worker can answer.
pub(super) fn start(app: &AppWindow, jobs: Vec<Job>) {
    if jobs.is_empty() {
        return;
    }
    if !worker_available() {
        for job in jobs {
            run_here(app, job);
        }
        return;
    }
    for job in jobs {
        let weak = app.as_weak();
        std::thread::spawn(move || {
            let ticket = job.ticket.clone();
            // An estimate that panics answers nothing rather than leave the panel working.
            let (ticket, answer) =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.run()))
                    .unwrap_or((ticket, None));
            let _ = weak.upgrade_in_event_loop(move |app| take(&app, ticket, answer));
        });
    }
}

/// Runs `job` where no worker can: in the browser a step at a time on the event loop, in slices short
/// enough for the page to draw and take taps between them; in the UI tests at once.
fn run_here(app: &AppWindow, job: Job) {
    #[cfg(target_arch = "wasm32")]
    {
        let weak = app.as_weak();
        crate::platform::in_slices(Steps::of(job), Steps::step_a_little, move |steps: Steps| {
            let (ticket, answer) = steps.answer();
            if let Some(app) = weak.upgrade() {
                take(&app, ticket, answer);
            }
        });
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let (ticket, answer) = job.run();
        take(app, ticket, answer);
    }
}

impl Steps {
    /// One small step: a few playouts (a Strongholds playout is a whole game of several seats, the solo
    /// games' are short), a few milliseconds at most in the browser.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    fn step_a_little(&mut self) -> bool {
        let playouts = match (&self.job.work, self.stage) {
            (_, Stage::Best) => 1,
            (Work::Follow(f), _) if matches!(f.position, Position::Strongholds { .. }) => 2,
            _ => 4,
        };
        self.step(playouts)
    }
}

/// An answer back on the event loop: kept only when it is still wanted.
fn take(app: &AppWindow, ticket: Ticket, answer: Option<Answer>) {
    let Some(shared) = GAMES.with_borrow(std::rc::Weak::upgrade) else {
        return;
    };
    let Some(answer) = answer else { return };
    let now = |games: &Games| {
        tables::moment(games, ticket.game) == Some((ticket.id.clone(), ticket.actions))
    };
    match answer {
        Answer::Follow { reading, line } => {
            if let Some(reading) = reading {
                show_reading(app, &ticket, reading.map(|r| *r));
            }
            let Some(line) = line else { return };
            PANEL.with_borrow_mut(|panel| {
                panel.remember(line.before.0, line.before.1);
                panel.remember(line.after.0, line.after.1);
            });
            let change = Change {
                before: line.before.1,
                after: line.after.1,
            };
            {
                let mut games = shared.borrow_mut();
                if !now(&games) {
                    return;
                }
                let text = line_words(line.words, &change);
                tables::log_line(&mut games, ticket.game, text, change.points() > 0);
            }
            refresh_game(app, &shared, ticket.game);
        }
        Answer::Best(hint) => {
            let awaited = (ticket.game, ticket.id.clone(), ticket.actions);
            let wanted = PANEL.with_borrow_mut(|panel| {
                let wanted = panel.hint.as_ref() == Some(&awaited);
                if wanted {
                    panel.hint = None;
                }
                wanted
            });
            let Some(hint) = hint.filter(|_| wanted) else {
                return;
            };
            {
                let mut games = shared.borrow_mut();
                if !now(&games) {
                    return;
                }
                tables::learned_hint(&mut games, ticket.game, hint.action.as_deref(), hint.words);
            }
            refresh_game(app, &shared, ticket.game);
        }
    }
}

/// The Learning line of a move: its `words`, then how the chance changed in the engine's words ("Belt of
/// Truth 12 → 16: your chance went from 64% to 81%.").
fn line_words(words: Msg, change: &Change) -> Msg {
    msg!("{played}: {change}.", played = words, change = change.msg())
}

/// The panel's reading back: shown if the panel still shows that position.
fn show_reading(app: &AppWindow, ticket: &Ticket, reading: Option<Reading>) {
    PANEL.with_borrow_mut(|panel| {
        if panel.shown != Some(ticket.key) {
            return;
        }
        panel.read_stop = None;
        match reading {
            Some(r) => {
                panel.remember(ticket.key, r.chance);
                panel.reading = Some(r);
            }
            // The game ended meanwhile: the result says how it stands.
            None => {
                panel.shown = None;
                panel.open = None;
            }
        }
        panel.present(app);
    });
}

#[cfg(test)]
#[path = "worker_tests.rs"]
mod tests;
