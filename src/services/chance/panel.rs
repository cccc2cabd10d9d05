//! The Chance panel's state and Learning mode's memory: what the seat saw last, the panel's reading, the
//! chances worked out lately and the stop flags of the estimates running.

use super::tables::Seen;
use super::worker::{Follow, Job, Move, Ticket, Work};
use super::Reading;
use crate::ui::AppWindow;
use crate::ui::ChanceAdapter;
use crate::words::tr::say;
use slint::ComponentHandle;
use standfirm_engine::odds::Chance;
use standfirm_engine::words::Msg;
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

    /// Takes what the seat sees now: the estimate to start, if the panel wants a new reading or Learning mode
    /// a move's line (one estimate of the new position serves both).
    pub(super) fn follow(&mut self, seen: Option<Seen>, learning: bool) -> Vec<Job> {
        let wanted = seen.as_ref().filter(|s| {
            s.on_screen && self.open.as_ref() == Some(&(s.game, s.id.clone(), s.position.seat()))
        });
        let read = match wanted {
            Some(s) => self.shown != Some(s.key),
            None => {
                self.stop_read();
                self.shown = None;
                self.reading = None;
                false
            }
        };
        let line = if learning {
            self.line_to(seen.as_ref())
        } else {
            None
        };
        let job = seen.as_ref().filter(|_| read || line.is_some()).map(|now| {
            // A job with a Learning line runs until the table is left; one for the panel alone stops as soon
            // as the panel wants another position.
            let stop = if line.is_some() {
                self.flag()
            } else {
                Arc::new(AtomicBool::new(false))
            };
            if read {
                self.stop_read();
                self.shown = Some(now.key);
                self.reading = None;
                if line.is_none() {
                    self.read_stop = Some(stop.clone());
                }
            }
            let work = Work::Follow(Box::new(Follow {
                position: now.position.clone(),
                read,
                line,
            }));
            Job::new(Ticket::of(now), work, stop)
        });
        self.last = seen.filter(|s| learning && s.learning);
        job.into_iter().collect()
    }

    /// The Learning line's move, when `now` follows the last position seen by one move of its seat.
    fn line_to(&self, now: Option<&Seen>) -> Option<Move> {
        let (last, now) = (self.last.as_ref()?, now?);
        let next_move = last.game == now.game
            && last.id == now.id
            && now.actions == last.actions + 1
            && last.decides
            && now.learning;
        next_move.then(|| Move {
            before: last.position.clone(),
            before_chance: self.known(last.key),
            words: last
                .position
                .move_words(now.last_action.as_deref().unwrap_or(""), &now.position),
        })
    }

    /// Shows the panel's state, its words in the language now.
    pub(super) fn present(&self, app: &AppWindow) {
        let a = app.global::<ChanceAdapter>();
        a.set_shown(self.shown.is_some());
        a.set_working(self.shown.is_some() && self.reading.is_none());
        // The reading's words in the language now.
        let r = self.reading.as_ref();
        let said = |msg: Option<&Msg>| msg.map(say).unwrap_or_default();
        a.set_headline(said(r.map(|r| &r.headline)).into());
        a.set_value(r.map_or(0.0, |r| r.value));
        a.set_margin(r.map_or(0.0, |r| r.margin));
        a.set_details(said(r.and_then(|r| r.details.as_ref())).into());
        a.set_note(said(r.and_then(|r| r.note.as_ref())).into());
    }
}
