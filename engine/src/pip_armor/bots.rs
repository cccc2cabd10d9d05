//! Policies for simulations and benchmarks. They only use what the player knows: the view plus their own
//! memory of what they set aside (here read from the state's Armor pile, which the player filled). The greedy
//! Stand choice reads only the table (`Sight`), so the hints share it.

use super::action::{Action, Pile};
use super::mapping::Piece;
use super::sight::Sight;
use super::state::{Phase, PieceState, State, PREPARE_TURNS};
use crate::cards::Card;
use crate::rng::GameRng;

/// A policy: picks one legal action in a state that is not over.
pub trait Bot {
    /// The chosen action; it must be legal.
    fn choose(&mut self, state: &State) -> Action;
}

/// Uniform over the legal actions, from its own RNG (never the game's, so the deal stays the seed's).
#[derive(Debug, Clone)]
pub struct RandomBot {
    rng: GameRng,
    buffer: Vec<Action>,
}

impl RandomBot {
    /// A random bot whose stream is derived from the game seed.
    pub fn new(game_seed: u64) -> RandomBot {
        RandomBot {
            rng: GameRng::new(game_seed ^ 0x9E37_79B9_7F4A_7C15),
            buffer: Vec::with_capacity(8),
        }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, state: &State) -> Action {
        state.legal_actions_into(&mut self.buffer);
        let i = self.rng.below(self.buffer.len() as u64) as usize;
        self.buffer[i]
    }
}

/// Keeps the higher card of each pair (RULINGS simulation note) and equips the first card of each piece, with
/// a strong heart (or a late one) for the Breastplate; then answers each Threat with the lowest card that
/// defeats it, except that it saves strong cards while the Breastplate is fragile and a sturdy piece would take
/// the hit, and it cycles its weakest card when nothing defeats the Threat.
#[derive(Debug, Clone, Copy, Default)]
pub struct GreedyBot;

impl GreedyBot {
    fn prepare(state: &State) -> Action {
        let [upper, lower] = state
            .revealed()
            .expect("the Prepare phase reveals two cards");
        let turn = state.prepare_turn().unwrap_or(PREPARE_TURNS);
        let has = |piece: Piece| state.armor_pile.iter().any(|&c| Piece::of(c) == piece);
        // Without a Breastplate the game cannot be won (PIP-2.2): equip a strong heart (4+ pips), a fair one
        // (2+ pips) once time runs short, or any heart at the very end.
        if !has(Piece::Breastplate) {
            for (pick, card) in [(1, upper), (2, lower)] {
                let rank = card.rank.number();
                if Piece::of(card) == Piece::Breastplate
                    && (rank >= 8 || (turn >= 14 && rank >= 4) || turn >= 17)
                {
                    return Action::Prepare {
                        pick,
                        pile: Pile::Armor,
                    };
                }
            }
        }
        // Keep the higher card; equip it when its piece has nothing yet (an equipped card still returns as a
        // Response, PIP-5.5), else keep it as a Response (a second card would become a Threat, PIP-5.2).
        let (pick, keep) = if upper.rank >= lower.rank {
            (1, upper)
        } else {
            (2, lower)
        };
        let piece = Piece::of(keep);
        let pile = if piece != Piece::Breastplate && !has(piece) {
            Pile::Armor
        } else {
            Pile::Response
        };
        Action::Prepare { pick, pile }
    }

    fn stand(state: &State) -> Action {
        stand_choice(&Sight::of_state(state).expect("the Stand phase has a Threat"))
    }
}

/// The greedy Stand choice from what the table shows (shared with the hints): the lowest card that defeats the
/// Threat, except a pass that saves a strong card while the Breastplate is fragile and a sturdy piece would
/// take the hit; else the weakest card, cycled while the Response deck can replace it (PIP-6.1, PIP-6.3).
pub(crate) fn stand_choice(sight: &Sight) -> Action {
    if let Some(card) = lowest_defender(sight) {
        // Keep strong cards while the Breastplate is fragile and the hit would land on a sturdy piece.
        let target = sight.target;
        let fragile = sight.piece(Piece::Breastplate).pips() <= 2;
        if fragile
            && target != Piece::Breastplate
            && sight.piece(target).pips() >= 2
            && card.rank.number() >= 7
        {
            return Action::Pass;
        }
        return Action::Respond { card };
    }
    // Nothing defeats it: cycle the weakest card while the Response deck can replace it.
    match sight.hand.iter().copied().min_by_key(|c| c.rank) {
        Some(card) if sight.responses_left > 0 => Action::Respond { card },
        _ => Action::Pass,
    }
}

/// The lowest card in hand that defeats the Threat (ties defeat it, PIP-6.3); in Learning Mode, among equal
/// ranks, one that restores a pip (PIP-9.1).
pub(crate) fn lowest_defender(sight: &Sight) -> Option<Card> {
    sight
        .hand
        .iter()
        .copied()
        .filter(|c| c.rank >= sight.threat.rank)
        .min_by_key(|&c| (c.rank, !(sight.learning && restores(sight, c))))
}

/// Whether a defending `card` would restore a pip in Learning Mode: its piece is equipped below its cap
/// (PIP-9.1, PIP-9.2).
pub(crate) fn restores(sight: &Sight, card: Card) -> bool {
    match sight.piece(Piece::of(card)) {
        PieceState::Equipped { pips, .. } => pips < Piece::of(card).cap(),
        _ => false,
    }
}

impl Bot for GreedyBot {
    fn choose(&mut self, state: &State) -> Action {
        match state.phase() {
            Phase::Prepare => GreedyBot::prepare(state),
            _ => GreedyBot::stand(state),
        }
    }
}

/// Plays a game to its end with a bot, without building events.
pub fn play_out(state: &mut State, bot: &mut impl Bot) {
    let mut actions = 0;
    while !state.is_over() {
        actions += 1;
        debug_assert!(actions < crate::game::ENDLESS, "a playout that never ends");
        let action = bot.choose(state);
        state
            .apply_quiet(&action)
            .expect("bots choose legal actions");
    }
}
