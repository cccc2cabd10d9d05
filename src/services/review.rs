//! A game's review, worked out away from the screen ([`standfirm_store::Reviewing`]): on a worker thread on the
//! desktop and Android, in slices on the browser's event loop, at once in Slint's testing backend. About a
//! twelfth of the decisions measured brings the review so far back to the event loop, where it is shown only if that review is
//! still the one wanted ([`start`] replaces it, [`stop`] ends it), so the chart fills in as the work goes.

use crate::ui::AppWindow;
use slint::ComponentHandle;
use standfirm_store::{GameReview, ReviewError, Reviewing, SaveFile};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The review so far and how far it has come: the decisions measured and the decisions in all.
#[derive(Debug, Clone)]
pub struct Progress {
    /// The review of the decisions measured.
    pub review: GameReview,
    /// Decisions measured.
    pub done: usize,
    /// Decisions in all.
    pub total: usize,
}

/// What shows a review's progress: called on the event loop with each step.
pub type Show = Rc<dyn Fn(&AppWindow, &Progress)>;

/// The review wanted now: its number, what shows it and the flag that stops its work.
struct Wanted {
    ticket: u64,
    show: Show,
    stop: Arc<AtomicBool>,
}

thread_local! {
    static WANTED: RefCell<Option<Wanted>> = const { RefCell::new(None) };
    static TICKETS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Playouts between two looks at the flag (and, in the browser, about a millisecond of work).
const STEP: u32 = 64;

/// About how many times the review so far is shown while it is worked out (and once more at its end).
const REPORTS: usize = 12;

/// Opens the review of the saved game `file` (its first person's at a Strongholds table) by a jump, from a list
/// of games (Saved games, Statistics); why not in words when it cannot be loaded. Without a store, nothing.
pub fn review_file(
    app: &AppWindow,
    shared: &crate::tables::Shared,
    file: &str,
) -> Result<(), String> {
    let loaded = match &shared.borrow().saves {
        Some(saves) => saves
            .load(file)
            .map_err(|e| crate::words::tr::say(&e.msg())),
        None => return Ok(()),
    };
    let (save, _) = loaded.map_err(|reason| {
        crate::words::tr::tr!("This game cannot be reviewed: {reason}", reason = reason)
    })?;
    let seat = save.setup.first_person();
    crate::nav::jump(
        app,
        crate::nav::Jump::Review {
            save: Box::new(save),
            seat,
        },
    );
    Ok(())
}

/// Starts the review of `seat` in `save`, in place of any review under way; `show` is called with the review
/// so far after each decision and once at the end. Fails, with nothing started, when the save cannot be
/// reviewed (it does not replay, or there is no such seat).
pub fn start(app: &AppWindow, save: &SaveFile, seat: u8, show: Show) -> Result<(), ReviewError> {
    let reviewing = Reviewing::new(save, seat, None)?;
    stop();
    let ticket = TICKETS.with(|t| {
        t.set(t.get() + 1);
        t.get()
    });
    let stop = Arc::new(AtomicBool::new(false));
    WANTED.with_borrow_mut(|w| {
        *w = Some(Wanted {
            ticket,
            show,
            stop: stop.clone(),
        })
    });
    let work = Work {
        reviewing,
        ticket,
        shown: usize::MAX,
        stop,
        app: app.as_weak(),
    };
    if crate::platform::worker_threads() {
        std::thread::spawn(move || work.run_here_and_send());
    } else {
        run_on_event_loop(work);
    }
    Ok(())
}

/// Stops the review under way, if any: its work ends at the next step and nothing more is shown.
pub fn stop() {
    if let Some(w) = WANTED.with_borrow_mut(Option::take) {
        w.stop.store(true, Ordering::Relaxed);
    }
}

/// A review's work and where it reports.
struct Work {
    reviewing: Reviewing,
    ticket: u64,
    /// The decisions measured when it last reported.
    shown: usize,
    stop: Arc<AtomicBool>,
    app: slint::Weak<AppWindow>,
}

impl Work {
    /// One step; returns the progress to report when a decision was measured (or at the end), and whether the
    /// work is over (finished or stopped).
    fn step(&mut self) -> (Option<Progress>, bool) {
        if self.stop.load(Ordering::Relaxed) {
            return (None, true);
        }
        let finished = self.reviewing.more(STEP);
        let (done, total) = self.reviewing.progress();
        // About a dozen reports in all, and the last: each is a frame drawn (in the browser a frame of software
        // painting costs more than a decision's work).
        let every = (total / REPORTS).max(1);
        let due = self.shown == usize::MAX || done >= self.shown + every;
        let report = (done != self.shown && due || finished).then(|| {
            self.shown = done;
            Progress {
                review: self.reviewing.review(),
                done,
                total,
            }
        });
        (report, finished)
    }

    /// On a worker thread: steps to the end, sending each report to the event loop.
    fn run_here_and_send(mut self) {
        loop {
            let (report, over) = self.step();
            if let Some(progress) = report {
                let ticket = self.ticket;
                let _ = self
                    .app
                    .upgrade_in_event_loop(move |app| deliver(&app, ticket, &progress));
            }
            if over {
                return;
            }
        }
    }
}

/// Shows `progress` if its review is still the one wanted.
fn deliver(app: &AppWindow, ticket: u64, progress: &Progress) {
    let show = WANTED.with_borrow(|w| {
        w.as_ref()
            .filter(|w| w.ticket == ticket)
            .map(|w| w.show.clone())
    });
    if let Some(show) = show {
        show(app, progress);
    }
}

/// Where no worker can answer: in the browser in slices the page draws between, in the tests at once.
fn run_on_event_loop(work: Work) {
    #[cfg(target_arch = "wasm32")]
    crate::platform::in_slices(work, step_and_deliver, |_| {});
    #[cfg(not(target_arch = "wasm32"))]
    {
        let mut work = work;
        while !step_and_deliver(&mut work) {}
    }
}

/// One step on the event loop, its report shown at once; whether the work is over.
fn step_and_deliver(work: &mut Work) -> bool {
    let (report, over) = work.step();
    if let (Some(progress), Some(app)) = (report, work.app.upgrade()) {
        deliver(&app, work.ticket, &progress);
    }
    over
}
