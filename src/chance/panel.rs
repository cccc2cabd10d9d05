//! The Chance panel's state and Learning mode's memory: what the seat saw last, the panel's reading, the
//! chances worked out lately and the stop flags of the estimates running.

use super::tables::Seen;
use super::worker::{Job, Move, Ticket, Work};
use super::Reading;
use crate::{AppWindow, ChanceAdapter};
use slint::ComponentHandle;
use standfirm_engine::odds::Chance;
use standfirm_engine::GameKind;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The Chance panel and Learning mode's memory (one per window: `super::PANEL`).
#[derive(Debug, Default)]
pub struct Panel {
    /// The game and seat the panel was opened for (it stays open for them across moves).
    pub(super) open: Option<(GameKind, String, u8)>,
    /// The key of the position the panel shows or is working out.
    pub(super) shown: Option<u64>,
    /// What it shows, once worked out.
    pub(super) reading: Option<Reading>,
    /// The stop flag of the panel's estimate running.
    pub(super) read_stop: Option<Arc<AtomicBool>>,
    /// The stop flags of the Learning lines and hints running.
    pub(super) learning_stops: Vec<Arc<AtomicBool>>,
    /// The last position followed (the Learning line's "before").
    pub(super) last: Option<Seen>,
    /// Chances worked out lately, by key.
    pub(super) known: Vec<(u64, Chance)>,
    /// The Learning hint awaited: its game, save and moment.
    pub(super) hint: Option<(GameKind, String, usize)>,
}

/// How many chances are remembered by key.
const KNOWN: usize = 16;

impl Panel {
    pub(super) fn remember(&mut self, key: u64, chance: Chance) {
        self.known.retain(|(k, _)| *k != key);
        self.known.push((key, chance));
        if self.known.len() > KNOWN {
            self.known.remove(0);
        }
    }

    pub(super) fn known(&self, key: u64) -> Option<Chance> {
        self.known.iter().find(|(k, _)| *k == key).map(|(_, c)| *c)
    }

    pub(super) fn stop_read(&mut self) {
        if let Some(stop) = self.read_stop.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Stops everything running: the game left the screen.
    pub(super) fn stop_all(&mut self) {
        self.stop_read();
        for stop in self.learning_stops.drain(..) {
            stop.store(true, Ordering::Relaxed);
        }
        self.shown = None;
        self.reading = None;
        self.hint = None;
    }

    pub(super) fn flag(&mut self) -> Arc<AtomicBool> {
        self.learning_stops.retain(|s| Arc::strong_count(s) > 1);
        let stop = Arc::new(AtomicBool::new(false));
        self.learning_stops.push(stop.clone());
        stop
    }

    /// Whether anything needs the seat's view: the panel is open, or Learning mode follows the moves.
    pub(super) fn wants(&self, learning: bool) -> bool {
        self.open.is_some() || learning
    }

    /// Takes what the seat sees now: the estimates to start.
    pub(super) fn follow(&mut self, seen: Option<Seen>, learning: bool) -> Vec<Job> {
        let mut jobs = Vec::new();
        let wanted = seen.as_ref().filter(|s| {
            s.on_screen && self.open.as_ref() == Some(&(s.game, s.id.clone(), s.position.seat()))
        });
        match wanted {
            Some(s) if self.shown != Some(s.key) => {
                self.stop_read();
                self.shown = Some(s.key);
                self.reading = None;
                let stop = Arc::new(AtomicBool::new(false));
                self.read_stop = Some(stop.clone());
                jobs.push(Job::new(
                    Ticket::of(s),
                    Work::Read(s.position.clone()),
                    stop,
                ));
            }
            Some(_) => {}
            None => {
                self.stop_read();
                self.shown = None;
                self.reading = None;
            }
        }
        if !learning {
            self.last = None;
            return jobs;
        }
        if let (Some(last), Some(now)) = (&self.last, &seen) {
            let next_move = last.game == now.game
                && last.id == now.id
                && now.actions == last.actions + 1
                && last.decides
                && now.learning;
            if next_move {
                let words = last
                    .position
                    .move_words(now.last_action.as_deref().unwrap_or(""), &now.position);
                let work = Work::Line(Box::new(Move {
                    before: last.position.clone(),
                    before_chance: self.known(last.key),
                    after: now.position.clone(),
                    words,
                }));
                let stop = self.flag();
                jobs.push(Job::new(Ticket::of(now), work, stop));
            }
        }
        self.last = seen.filter(|s| s.learning);
        jobs
    }

    /// Shows the panel's state.
    pub(super) fn present(&self, app: &AppWindow) {
        let a = app.global::<ChanceAdapter>();
        a.set_shown(self.shown.is_some());
        a.set_working(self.shown.is_some() && self.reading.is_none());
        let r = self.reading.as_ref();
        a.set_headline(r.map(|r| r.headline.clone()).unwrap_or_default().into());
        a.set_value(r.map_or(0.0, |r| r.value));
        a.set_margin(r.map_or(0.0, |r| r.margin));
        a.set_details(r.map(|r| r.details.clone()).unwrap_or_default().into());
        a.set_note(r.map(|r| r.note.clone()).unwrap_or_default().into());
    }
}
