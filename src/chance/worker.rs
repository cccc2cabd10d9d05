//! The chance's estimates away from the screen: each [`Job`] runs on a worker thread with its stop flag, and
//! its answer comes back on the event loop, where it is kept only if it is still wanted (the same game at the
//! same moment; the panel still showing that position). Where no worker can answer (Slint's testing
//! backend, in the UI tests and the screenshots) a job runs in place: its answer depends only on the position,
//! never on where or when it runs.

use super::tables::{self, Seen};
use super::{LearnedHint, Position, Reading, PANEL};
use crate::games::{refresh_game, Games, Shared};
use crate::AppWindow;
use slint::ComponentHandle;
use standfirm_engine::odds::{Chance, Change};
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
    /// The panel's reading.
    Read(Position),
    /// A move's Learning line: the chance before it (unless known) and after it.
    Line(Box<Move>),
    /// The Learning hint.
    Best(Position),
}

/// A move for its Learning line: the position before it, its chance if already known, the position after it
/// and the move in words.
#[derive(Debug, Clone)]
pub(super) struct Move {
    pub(super) before: Position,
    pub(super) before_chance: Option<Chance>,
    pub(super) after: Position,
    pub(super) words: String,
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
    Read(Option<Reading>),
    Line {
        before: (u64, Chance),
        after: (u64, Chance),
        words: String,
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
        let stop = &*self.stop;
        let answer = match self.work {
            Work::Read(position) => Some(Answer::Read(position.read(stop))),
            Work::Line(line) => {
                let Move {
                    before,
                    before_chance,
                    after,
                    words,
                } = *line;
                let b = before_chance.or_else(|| before.win(stop));
                let a = after.win(stop);
                b.zip(a).map(|(b, a)| Answer::Line {
                    before: (before.key(), b),
                    after: (after.key(), a),
                    words,
                })
            }
            Work::Best(position) => Some(Answer::Best(position.best(stop))),
        };
        let stopped = stop.load(std::sync::atomic::Ordering::Relaxed);
        (self.ticket, answer.filter(|_| !stopped))
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
    slint::invoke_from_event_loop(|| {}).is_ok()
}

/// Starts `jobs`: each on its own worker thread, or in place where no worker can answer.
pub(super) fn start(app: &AppWindow, jobs: Vec<Job>) {
    if jobs.is_empty() {
        return;
    }
    if !worker_available() {
        for job in jobs {
            let (ticket, answer) = job.run();
            take(app, ticket, answer);
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
        Answer::Read(reading) => PANEL.with_borrow_mut(|panel| {
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
        }),
        Answer::Line {
            before,
            after,
            words,
        } => {
            PANEL.with_borrow_mut(|panel| {
                panel.remember(before.0, before.1);
                panel.remember(after.0, after.1);
            });
            let change = Change {
                before: before.1,
                after: after.1,
            };
            {
                let mut games = shared.borrow_mut();
                if !now(&games) {
                    return;
                }
                let line = format!("{words}: {}.", change.words());
                tables::log_line(&mut games, ticket.game, line, change.points() > 0);
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
