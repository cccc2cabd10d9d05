//! [`Measure`]: one decision measured, every move the seat could make played out in the same worlds, a world
//! at a time.

use super::decision::Decision;
use super::known::{Moment, Reviewable};
use crate::odds::{playout_rng, surely_better, view_key, Seen, Tally};
use crate::rng::GameRng;

/// The 95% two-sided normal quantile.
const Z95: f64 = 1.959_963_984_540_054;

/// A decision being measured: each move's tally and which worlds it won, one bit a world.
#[derive(Debug, Clone)]
pub struct Measure<G: Reviewable> {
    moment: Moment<G::Known, G::Action>,
    key: u64,
    /// Every move, the greedy move first; the played move among them.
    moves: Vec<G::Action>,
    tallies: Vec<Tally>,
    won: Vec<Vec<u64>>,
    worlds: u32,
}

impl<G: Reviewable> Measure<G> {
    /// The measure of one decision, no world played yet. Its worlds are keyed by what the seat knew, so the
    /// same position gives the same figures in any game.
    pub fn new(moment: Moment<G::Known, G::Action>) -> Measure<G> {
        let seat = moment.known.seat();
        let stand_in = moment.known.stand_in();
        let mut moves = stand_in.moves(seat);
        if let Some(greedy) = stand_in.greedy_move(seat) {
            moves.retain(|a| *a != greedy);
            moves.insert(0, greedy);
        }
        if !moves.contains(&moment.played) {
            moves.push(moment.played.clone());
        }
        let key = view_key(&moment.known);
        Measure {
            tallies: vec![Tally::default(); moves.len()],
            won: vec![Vec::new(); moves.len()],
            moves,
            moment,
            key,
            worlds: 0,
        }
    }

    /// The worlds played so far.
    pub fn worlds(&self) -> u32 {
        self.worlds
    }

    /// Every move the seat had and its tally so far, the greedy move first.
    pub fn moves(&self) -> impl Iterator<Item = (&G::Action, &Tally)> {
        self.moves.iter().zip(&self.tallies)
    }

    /// How many playouts one more world costs: one per move.
    pub fn cost(&self) -> u32 {
        self.moves.len() as u32
    }

    /// Plays the next world: deals it from what the seat knew, then plays every move in it, each followed by
    /// the playout policy on the same stream.
    pub fn world(&mut self, policy: &G::Policy) {
        let seat = self.moment.known.seat();
        let mut deal = playout_rng(self.key, self.worlds);
        let world = self.moment.known.world(&mut deal);
        let rest = deal.next_u64();
        let (word, bit) = (self.worlds as usize / 64, self.worlds % 64);
        for (k, action) in self.moves.iter().enumerate() {
            if self.won[k].len() <= word {
                self.won[k].push(0);
            }
            let mut game = world.clone();
            if game.apply(action).is_err() {
                continue;
            }
            let outcome = game.play_out(seat, policy, &mut GameRng::new(rest));
            self.tallies[k].add(outcome);
            self.won[k][word] |= u64::from(G::GOAL.hit(outcome)) << bit;
        }
        self.worlds += 1;
    }

    /// Whether more worlds would say nothing new: the played move and the best so far agreed in every world,
    /// and the position is all but decided (the played move's 95% margin within 3 points, as at a chance near 0
    /// or 1). A review stops measuring such a decision at a quarter of its worlds.
    pub fn settled(&self) -> bool {
        let (played, best) = self.played_and_best();
        self.won_over(best, played) + self.won_over(played, best) == 0
            && G::GOAL.chance(&self.tallies[played]).margin() <= 0.03
    }

    /// Whether the played move looks like a turning point whose loss is not yet known within 5 points at 95%:
    /// a review measures such a decision in up to twice its worlds.
    pub fn unsure(&self) -> bool {
        let (played, best) = self.played_and_best();
        if played == best {
            return false;
        }
        let (lost, margin) = paired(
            self.won_over(best, played),
            self.won_over(played, best),
            self.worlds,
        );
        lost >= 0.05 && margin > 0.05
    }

    /// The played move's place in the list and the best move's (the goal reached most, the greedy move first
    /// among equals).
    fn played_and_best(&self) -> (usize, usize) {
        let n = self.moves.len();
        let hits = |k: usize| G::GOAL.chance(&self.tallies[k]).hits;
        let played = self
            .moves
            .iter()
            .position(|a| *a == self.moment.played)
            .unwrap_or(n - 1);
        let best = (0..n)
            .max_by_key(|&k| (hits(k), std::cmp::Reverse(k)))
            .unwrap_or(0);
        (played, best)
    }

    /// Worlds where move `a` reached the goal and move `b` did not.
    fn won_over(&self, a: usize, b: usize) -> u32 {
        self.won[a]
            .iter()
            .zip(&self.won[b])
            .map(|(x, y)| (x & !y).count_ones())
            .sum()
    }

    /// The decision's figures from the worlds played.
    pub fn finish(self) -> Decision<G::Action> {
        let n = self.moves.len();
        // The position's chance, as the Learning hint reads it: the greedy move's, unless a move is surely
        // better in the same worlds.
        let hits = |k: usize| G::GOAL.chance(&self.tallies[k]).hits;
        let hinted = (1..n)
            .filter(|&k| surely_better(self.won_over(k, 0), self.won_over(0, k)))
            .max_by_key(|&k| (hits(k), std::cmp::Reverse(k)))
            .unwrap_or(0);
        let (played, best) = self.played_and_best();
        let (b, w) = (self.won_over(best, played), self.won_over(played, best));
        let (lost, lost_margin) = paired(b, w, self.worlds);
        Decision {
            index: self.moment.index,
            worlds: self.worlds,
            moves: n as u32,
            position: self.tallies[hinted],
            played: self.moment.played,
            after: self.tallies[played],
            best: self.moves[best].clone(),
            best_tally: self.tallies[best],
            lost,
            lost_margin,
            mistake: best != played && surely_better(b, w),
            luck: 0.0,
            goal: G::GOAL,
            also: G::ALSO,
        }
    }
}

/// The paired difference of two moves measured in the same `worlds`: `better` worlds where the first reached the
/// goal and the second did not, `worse` the other way; the difference as a share and its 95% margin.
fn paired(better: u32, worse: u32, worlds: u32) -> (f64, f64) {
    let n = f64::from(worlds.max(1));
    let d = (f64::from(better) - f64::from(worse)) / n;
    let var = ((f64::from(better + worse) / n) - d * d).max(0.0) / n;
    (d, Z95 * var.sqrt())
}
