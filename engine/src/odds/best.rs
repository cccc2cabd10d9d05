//! [`best_move`]: the Learning hint, the move with the best chance, each move played out in the same
//! re-dealt worlds.

use super::budget::{playout_rng, Budget};
use super::chance::Chance;
use super::estimate::Tally;
use super::playout::{Playout, Seen};
use crate::game::Game;
use crate::game::Seat;
use crate::rng::GameRng;

/// One move and the chance the playouts gave it.
#[derive(Debug, Clone, PartialEq)]
pub struct Scored<A> {
    /// The move.
    pub action: A,
    /// What the playouts that began with it came to.
    pub tally: Tally,
    /// Worlds it won where the greedy move lost.
    pub better: u32,
    /// Worlds it lost where the greedy move won.
    pub worse: u32,
}

impl<A> Scored<A> {
    /// Whether it beat the greedy move in the same worlds by more than chance would: McNemar's sign test on
    /// the worlds where the two differ, `better - worse` above [`SURE`] standard deviations.
    pub fn surely_better(&self) -> bool {
        surely_better(self.better, self.worse)
    }
}

/// McNemar's sign test on two moves played in the same worlds: `better` worlds the first won and the second
/// lost, `worse` the other way; whether the first is better by more than [`SURE`] standard deviations.
pub fn surely_better(better: u32, worse: u32) -> bool {
    let differ = f64::from(better + worse);
    better > worse && f64::from(better - worse) > SURE * differ.sqrt()
}

/// How many standard deviations a move must beat the greedy move by before the hint prefers it: a move that
/// is only luckier in a few worlds must not replace a good one.
pub const SURE: f64 = 2.0;

/// The Learning hint: the move with the best chance, the greedy move and its chance, and every move's
/// figures (most wins first).
#[derive(Debug, Clone, PartialEq)]
pub struct BestMove<A> {
    /// The move with the best chance to win among those surely better than the greedy move, else the greedy
    /// move.
    pub best: A,
    /// Its chance.
    pub chance: Chance,
    /// The greedy bot's move (the ordinary Hint's).
    pub greedy: A,
    /// The greedy move's chance.
    pub greedy_chance: Chance,
    /// Every move, most wins first (the greedy move first among equals).
    pub moves: Vec<Scored<A>>,
}

impl<A: PartialEq> BestMove<A> {
    /// Whether the best move is not the greedy one: when the app shows it.
    pub fn differs(&self) -> bool {
        self.best != self.greedy
    }
}

/// Every move `seat` may make, each played out in the same `budget.playouts` worlds dealt from its view
/// (world `i` from `playout_rng(key, i)`): first the move, then the playout policy. The best is the move with
/// the most wins among those [`Scored::surely_better`] than the greedy move in the same worlds, else the greedy
/// move, so the hint changes only for a move that did clearly better. `None` when `seat` has nothing to
/// decide. Stopping early compares the worlds played so far.
pub fn best_move<G: Playout>(
    state: &G,
    seat: Seat,
    policy: &G::Policy,
    key: u64,
    budget: Budget<'_>,
) -> Option<BestMove<G::Action>> {
    best_move_seen(&state.seen(seat), policy, key, budget)
}

/// [`best_move`] from what one seat knows: its moves and its greedy move are read from a stand-in world
/// ([`Seen::stand_in`]), as they read nothing hidden.
pub fn best_move_seen<K: Seen>(
    seen: &K,
    policy: &<K::Game as Playout>::Policy,
    key: u64,
    budget: Budget<'_>,
) -> Option<BestMove<<K::Game as crate::Game>::Action>> {
    let mut search = BestSearch::new(seen)?;
    search.more(seen, policy, key, budget);
    Some(search.finish())
}

/// [`best_move_seen`] a step at a time, for a caller that must not run it whole (the browser's event loop):
/// [`BestSearch::more`] plays the next playouts, numbered on from those played, so that after `n` playouts
/// in all [`BestSearch::finish`] is exactly [`best_move_seen`]'s with `n`.
#[derive(Debug, Clone)]
pub struct BestSearch<A> {
    scored: Vec<Scored<A>>,
    played: u32,
}

impl<A: Clone + PartialEq> BestSearch<A> {
    /// The search of `seen`'s moves, none played yet; `None` when the seat has nothing to decide.
    pub fn new<K: Seen>(seen: &K) -> Option<BestSearch<A>>
    where
        K::Game: crate::Game<Action = A>,
    {
        let seat = seen.seat();
        let stand_in = seen.stand_in();
        let greedy = stand_in.greedy_move(seat)?;
        let mut moves = stand_in.moves(seat);
        moves.retain(|a| *a != greedy);
        moves.insert(0, greedy);
        let scored = moves
            .into_iter()
            .map(|action| Scored {
                action,
                tally: Tally::default(),
                better: 0,
                worse: 0,
            })
            .collect();
        Some(BestSearch { scored, played: 0 })
    }

    /// The playouts played so far.
    pub fn played(&self) -> u32 {
        self.played
    }

    /// Plays up to `budget` more worlds (each move in each), numbered on from [`BestSearch::played`], of the
    /// same `seen`, `policy` and `key` the search began with.
    pub fn more<K: Seen>(
        &mut self,
        seen: &K,
        policy: &<K::Game as Playout>::Policy,
        key: u64,
        budget: Budget<'_>,
    ) where
        K::Game: crate::Game<Action = A>,
    {
        let seat = seen.seat();
        let first = self.played;
        for chunk in budget.chunks() {
            for i in chunk {
                let mut deal = playout_rng(key, first + i);
                let world = seen.world(&mut deal);
                let rest = deal.next_u64();
                let mut greedy_won = false;
                for (k, s) in self.scored.iter_mut().enumerate() {
                    let mut game = world.clone();
                    if game.apply(&s.action).is_err() {
                        continue;
                    }
                    let outcome = game.play_out(seat, policy, &mut GameRng::new(rest));
                    s.tally.add(outcome);
                    if k == 0 {
                        greedy_won = outcome.won;
                    } else {
                        s.better += u32::from(outcome.won && !greedy_won);
                        s.worse += u32::from(!outcome.won && greedy_won);
                    }
                }
                self.played = first + i + 1;
            }
        }
    }

    /// The best move of the worlds played.
    pub fn finish(self) -> BestMove<A> {
        let mut scored = self.scored;
        let greedy = scored[0].action.clone();
        let greedy_chance = scored[0].tally.win();
        let pick = (1..scored.len())
            .filter(|&k| scored[k].surely_better())
            .max_by_key(|&k| (scored[k].tally.wins, std::cmp::Reverse(k)))
            .unwrap_or(0);
        let best = scored[pick].action.clone();
        let chance = scored[pick].tally.win();
        // A stable sort keeps the greedy move (first) ahead of any move with as many wins.
        scored.sort_by_key(|s| std::cmp::Reverse(s.tally.wins));
        BestMove {
            best,
            chance,
            greedy,
            greedy_chance,
            moves: scored,
        }
    }
}
