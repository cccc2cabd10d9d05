//! [`best_move`]: the Learning hint, the move with the best chance, each move played out in the same
//! re-dealt worlds.

use super::budget::{playout_rng, Budget};
use super::chance::Chance;
use super::estimate::Tally;
use super::playout::Playout;
use crate::game::Seat;

/// One move and the chance the playouts gave it.
#[derive(Debug, Clone, PartialEq)]
pub struct Scored<A> {
    /// The move.
    pub action: A,
    /// What the playouts that began with it came to.
    pub tally: Tally,
}

/// The Learning hint: the move with the best chance, the greedy move and its chance, and every move's
/// figures (best first).
#[derive(Debug, Clone, PartialEq)]
pub struct BestMove<A> {
    /// The move with the best chance to win (the greedy move on a tie).
    pub best: A,
    /// Its chance.
    pub chance: Chance,
    /// The greedy bot's move (the ordinary Hint's).
    pub greedy: A,
    /// The greedy move's chance.
    pub greedy_chance: Chance,
    /// Every move, best first.
    pub moves: Vec<Scored<A>>,
}

impl<A: PartialEq> BestMove<A> {
    /// Whether the best move is not the greedy one: when the app shows it.
    pub fn differs(&self) -> bool {
        self.best != self.greedy
    }
}

/// Every move `seat` may make, each played out in the same `budget.playouts` worlds dealt from its view
/// (world `i` from `playout_rng(key, i)`): first the move, then the playout policy. The best is the move
/// with the most wins; the greedy move wins ties, so the hint changes only for a move that did better in
/// the same worlds. `None` when `seat` has nothing to decide. Stopping early compares the worlds played so far.
pub fn best_move<G: Playout>(
    state: &G,
    seat: Seat,
    policy: &G::Policy,
    key: u64,
    budget: Budget<'_>,
) -> Option<BestMove<G::Action>> {
    let greedy = state.greedy_move(seat)?;
    let mut moves = state.moves(seat);
    moves.retain(|a| *a != greedy);
    moves.insert(0, greedy.clone());
    let mut tallies = vec![Tally::default(); moves.len()];
    for chunk in budget.chunks() {
        for i in chunk {
            let mut deal = playout_rng(key, i);
            let world = state.world(seat, &mut deal);
            let rest = deal.next_u64();
            for (action, tally) in moves.iter().zip(&mut tallies) {
                let mut game = world.clone();
                if game.apply(action).is_err() {
                    continue;
                }
                let mut rng = crate::rng::GameRng::new(rest);
                tally.add(game.play_out(seat, policy, &mut rng));
            }
        }
    }
    let mut scored: Vec<Scored<G::Action>> = moves
        .into_iter()
        .zip(tallies)
        .map(|(action, tally)| Scored { action, tally })
        .collect();
    let greedy_tally = scored[0].tally;
    // A stable sort keeps the greedy move (first) ahead of any move with as many wins.
    scored.sort_by(|a, b| b.tally.wins.cmp(&a.tally.wins));
    Some(BestMove {
        best: scored[0].action.clone(),
        chance: scored[0].tally.win(),
        greedy,
        greedy_chance: greedy_tally.win(),
        moves: scored,
    })
}
