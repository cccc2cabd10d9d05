//! The bots' move of a [`BotTurn`] decided: at once ([`BotTurn::decide`]) or a step at a time
//! ([`BotTurn::deciding`]), for a platform without threads (the browser), with the same answer however it is cut
//! into steps.

use super::actions::Action;
use super::levels::{begin, Begun, BotTurn, Level, Searching};
use super::observation::Observation;
use crate::rng::GameRng;

impl BotTurn {
    /// The bots' move, each bot deciding from its own observation ([`super::levels::decide`], `playouts` for
    /// Wise): in a slap window the first bot that slaps does, else the window closes
    /// ([`Action::CloseSlapWindow`]).
    pub fn decide(self, playouts: u32) -> Option<Action> {
        let mut deciding = self.deciding(playouts);
        while !deciding.step() {}
        deciding.answer()
    }

    /// The bots' move a step at a time ([`Deciding`]), for a platform without threads.
    pub fn deciding(self, playouts: u32) -> Deciding {
        Deciding::new(self.slap_window, self.bots, playouts)
    }
}

/// [`BotTurn::decide`] a step at a time: each [`Deciding::step`] is one step of a Wise bot's [`Searching`] (or
/// a Gentle or Steady bot's whole decision), so the caller can draw the screen between steps. The answer is the
/// one [`BotTurn::decide`] gives, however it was cut into steps.
#[derive(Debug, Clone)]
pub struct Deciding {
    slap_window: bool,
    bots: std::vec::IntoIter<(Level, Observation, GameRng)>,
    playouts: u32,
    searching: Option<Box<Searching>>,
    /// The move, once decided.
    answer: Option<Option<Action>>,
}

impl Deciding {
    /// The bots of a [`BotTurn`] (each its level, observation and stream), to decide in turn.
    fn new(slap_window: bool, bots: Vec<(Level, Observation, GameRng)>, playouts: u32) -> Deciding {
        Deciding {
            slap_window,
            bots: bots.into_iter(),
            playouts,
            searching: None,
            answer: None,
        }
    }

    /// Decides a little more; `true` once the move is decided (and from then on).
    pub fn step(&mut self) -> bool {
        if self.answer.is_some() {
            return true;
        }
        if let Some(searching) = self.searching.as_mut() {
            if !searching.step() {
                return false;
            }
            let (found, _) = self.searching.take().map(|s| s.finish()).unzip();
            self.settle(found.flatten().map(|f| f.action));
            return self.answer.is_some();
        }
        match self.bots.next() {
            None => {
                // Every bot of a slap window passed: the window closes.
                let closed = self.slap_window.then_some(Action::CloseSlapWindow);
                self.answer = Some(closed);
            }
            Some((level, obs, rng)) => match begin(level, &obs, self.playouts, rng) {
                Begun::Now(action, _) => self.settle(action),
                Begun::Search(searching) => self.searching = Some(searching),
            },
        }
        self.answer.is_some()
    }

    /// A bot's decision: in a slap window only a slap settles the move (else the next bot decides).
    fn settle(&mut self, action: Option<Action>) {
        if !self.slap_window || matches!(action, Some(Action::Slap { .. })) {
            self.answer = Some(action);
        }
    }

    /// The move, once [`Deciding::step`] has said it is decided (`None` before, or when no bot has a move).
    pub fn answer(self) -> Option<Action> {
        self.answer.flatten()
    }
}
