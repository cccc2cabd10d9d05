//! [`ReviewSearch`]: a review a slice at a time; [`review`]: whole.

use super::decision::{Decision, Review};
use super::known::{moments, Moment, Reviewable};
use super::measure::Measure;
use super::turning::{set_luck, turning_points};
use crate::game::Seat;
use crate::rng::GameRng;
use std::collections::VecDeque;

/// The worlds each decision is measured in, in the app and by default in the runner: (solo games,
/// Strongholds). 400 keep a turning point's loss within about 5 points at 95% (a paired difference).
pub const WORLDS: (u32, u32) = (400, 120);

/// A review under way: the decisions measured, the one being measured, those to come.
#[derive(Debug, Clone)]
pub struct ReviewSearch<G: Reviewable> {
    seat: Seat,
    worlds: u32,
    won: Option<bool>,
    total: usize,
    done: Vec<Decision<G::Action>>,
    current: Option<Measure<G>>,
    waiting: VecDeque<Moment<G::Known, G::Action>>,
}

impl<G: Reviewable> ReviewSearch<G> {
    /// The review of `seat`'s decisions in the game `actions` play from `start`, each measured in `worlds`
    /// worlds; nothing played yet. Fails on an action the rules refuse, with its number. `policy` says how
    /// the playouts play (each seat's bot level in Strongholds); the result is read from the last state.
    pub fn new(
        start: &G,
        actions: &[G::Action],
        seat: Seat,
        policy: &G::Policy,
        worlds: u32,
    ) -> Result<ReviewSearch<G>, (usize, G::Error)> {
        let (moments, last) = moments(start, actions, seat)?;
        let won = last
            .is_over()
            .then(|| last.play_out(seat, policy, &mut GameRng::new(0)).won);
        Ok(ReviewSearch {
            seat,
            worlds: worlds.max(1),
            won,
            total: moments.len(),
            done: Vec::new(),
            current: None,
            waiting: moments.into(),
        })
    }

    /// The same review with its actions numbered from `first` (a game reviewed from a step of another: a try
    /// from a review), so that each decision keeps its number in the whole game.
    pub fn numbered_from(mut self, first: usize) -> ReviewSearch<G> {
        for m in &mut self.waiting {
            m.index += first;
        }
        self
    }

    /// Whether every decision is measured.
    pub fn finished(&self) -> bool {
        self.current.is_none() && self.waiting.is_empty()
    }

    /// The decisions measured and the decisions in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.done.len(), self.total)
    }

    /// Plays about `playouts` more playouts (whole worlds: a world plays every move of its decision) and
    /// returns whether the review is finished. A decision takes its `worlds`; a quarter of them once it is settled
    /// ([`Measure::settled`]: nothing more to learn); up to twice as many while a turning point's loss is unsure
    /// ([`Measure::unsure`]: its margin wider than 5 points). The answer after any slicing is the same as [`review`]'s.
    pub fn more(&mut self, policy: &G::Policy, playouts: u32) -> bool {
        let mut spent = 0;
        while spent < playouts.max(1) {
            let measure = match &mut self.current {
                Some(m) => m,
                None => match self.waiting.pop_front() {
                    Some(moment) => self.current.insert(Measure::new(moment)),
                    None => return true,
                },
            };
            measure.world(policy);
            spent += measure.cost();
            let worlds = measure.worlds();
            let enough = worlds >= self.worlds && !measure.unsure()
                || worlds >= 2 * self.worlds
                || worlds >= self.worlds / 4 && measure.settled();
            if enough {
                if let Some(m) = self.current.take() {
                    self.done.push(m.finish());
                }
            }
        }
        self.finished()
    }

    /// The review so far: the decisions measured, their luck (the last one's once the next is measured) and
    /// the turning points among them.
    pub fn review(&self) -> Review<G::Action> {
        let mut decisions = self.done.clone();
        let complete = decisions.len() == self.total;
        set_luck(&mut decisions, if complete { self.won } else { None });
        if !complete {
            if let Some(last) = decisions.last_mut() {
                last.luck = 0.0;
            }
        }
        Review {
            seat: self.seat,
            turning_points: turning_points(&decisions),
            decisions,
            total: self.total,
            won: self.won,
            names: G::NAMES,
        }
    }
}

/// The whole review of `seat`'s decisions in the game `actions` play from `start` ([`ReviewSearch`] run to its
/// end).
pub fn review<G: Reviewable>(
    start: &G,
    actions: &[G::Action],
    seat: Seat,
    policy: &G::Policy,
    worlds: u32,
) -> Result<Review<G::Action>, (usize, G::Error)> {
    let mut search = ReviewSearch::new(start, actions, seat, policy, worlds)?;
    while !search.more(policy, u32::MAX) {}
    Ok(search.review())
}
