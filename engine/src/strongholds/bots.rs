//! Bots for every seat. [`greedy`] follows RULINGS 3D's simulation bot: it overcomes Trials first, then plays
//! Truth cards (highest points first), then fulfils Assignments; it always slaps when it can, discards a second
//! Trial, keeps as permanent the colour its Truth hand needs most, and gives up the least useful cards.
//! [`RandomBot`] picks uniformly among the legal actions (never ending by agreement).

use super::actions::Action;
use super::colours::Colour;
use super::content::CardId;
use super::payment::Source;
use super::state::{Phase, State};
use crate::rng::GameRng;

/// How much `seat` wants each colour: Truth costs in hand count double, open Trials/Assignments once.
pub fn colour_demand(state: &State, seat: u8) -> [f64; 7] {
    let p = state.player(seat);
    let mut demand = [0.25; 7];
    for t in &p.truths {
        for c in &t.card().cost {
            demand[c.index()] += 2.0;
        }
    }
    for t in p.tasks.iter().filter(|t| t.done.is_none()) {
        for c in &t.card.card().cost {
            demand[c.index()] += 1.0;
        }
    }
    demand
}

/// How much `seat`'s Truth hand needs a permanent of each colour, less the permanents it already has.
fn permanent_need(state: &State, seat: u8) -> [f64; 7] {
    let p = state.player(seat);
    let mut need = [0.0; 7];
    for t in &p.truths {
        for c in &t.card().cost {
            need[c.index()] += 2.0;
        }
    }
    for perm in p.tasks.iter().filter_map(|t| t.done) {
        need[perm.colour.index()] -= 1.5;
    }
    // A small tie-break toward the colours most Truth cards need (3D: DB and LB 9 units each).
    need[Colour::DarkBlue.index()] += 0.1;
    need[Colour::LightBlue.index()] += 0.1;
    need
}

fn permanent_colour(action: &Action) -> Option<Colour> {
    match action {
        Action::OvercomeTrial {
            payment, permanent, ..
        }
        | Action::FulfilAssignment {
            payment, permanent, ..
        } => payment
            .iter()
            .find(|u| u.source == Source::Card(*permanent))
            .map(|u| u.colour),
        _ => None,
    }
}

fn best_by<'a>(
    actions: impl Iterator<Item = &'a Action>,
    key: impl Fn(&Action) -> f64,
) -> Option<Action> {
    let mut best: Option<(&Action, f64)> = None;
    for a in actions {
        let k = key(a);
        if best.is_none_or(|(_, b)| k > b) {
            best = Some((a, k));
        }
    }
    best.map(|(a, _)| a.clone())
}

/// The greedy slap of `seat` in an open window, if it has one (highest points first).
pub fn greedy_slap(state: &State, seat: u8) -> Option<Action> {
    let Phase::SlapWindow { slot } = state.phase else {
        return None;
    };
    if seat == state.active {
        return None;
    }
    state.truth_actions(seat, Some(slot)).into_iter().next()
}

/// The bots' move in an open slap window (SH-5.7), once no person at the table will claim it: the first seat
/// after the active one for which `is_bot` holds and that can slap does (its greedy slap), else the window
/// closes. `None` when no window is open. The app and the simulations both ask this.
pub fn slap_window(state: &State, is_bot: impl Fn(u8) -> bool) -> Option<Action> {
    let Phase::SlapWindow { .. } = state.phase else {
        return None;
    };
    let n = state.options.players;
    (1..n)
        .map(|i| (state.active + i) % n)
        .filter(|&s| is_bot(s))
        .find_map(|s| greedy_slap(state, s))
        .or(Some(Action::CloseSlapWindow))
}

/// The greedy bot's choice for whatever is awaited; in a slap window the first seat after the active one that
/// can slap does so, otherwise the table passes. `None` once the game is over.
pub fn greedy(state: &State) -> Option<Action> {
    let seat = state.active;
    match &state.phase {
        Phase::Finished(_) => None,
        Phase::SecondTrial { .. } => Some(Action::DiscardTrial),
        Phase::SlapWindow { .. } => slap_window(state, |_| true),
        Phase::Main => {
            let tasks = state.task_actions();
            let need = permanent_need(state, seat);
            let by_need = |a: &Action| permanent_colour(a).map_or(0.0, |c| need[c.index()]);
            let trials = tasks
                .iter()
                .filter(|a| matches!(a, Action::OvercomeTrial { .. }));
            if let Some(a) = best_by(trials, by_need) {
                return Some(a);
            }
            let truths = state.truth_actions(seat, None);
            let points = |a: &Action| match a {
                Action::PlayTruth { slot, .. } => {
                    state.slots[usize::from(*slot)].map_or(0.0, |s| f64::from(s.card().points))
                }
                _ => 0.0,
            };
            if let Some(a) = best_by(truths.iter(), points) {
                return Some(a);
            }
            let assignments = tasks
                .iter()
                .filter(|a| matches!(a, Action::FulfilAssignment { .. }));
            Some(best_by(assignments, by_need).unwrap_or(Action::EndTurn))
        }
        Phase::DiscardGrowth => {
            let p = state.player(seat);
            let demand = colour_demand(state, seat);
            let mut held = [0.0f64; 7];
            for c in p.holding.iter().flat_map(|c| &c.card().colours) {
                held[c.index()] += 1.0;
            }
            let keep_value = |card: CardId| {
                let colours = &card.card().colours;
                let v = colours
                    .iter()
                    .map(|c| demand[c.index()] / held[c.index()].max(1.0))
                    .fold(0.0, f64::max);
                v + if colours.len() == 2 { 0.3 } else { 0.0 }
            };
            let worst = p
                .holding
                .iter()
                .copied()
                .min_by(|&a, &b| keep_value(a).total_cmp(&keep_value(b)))?;
            Some(Action::DiscardGrowth { card: worst })
        }
        Phase::ReturnTruth => {
            let p = state.player(seat);
            let offers = state.offers(seat, true);
            let value = |t: CardId| {
                let card = t.card();
                let target = state.slots.iter().flatten().any(|&s| card.can_defeat(s));
                let payable = super::payment::find_payment(&card.cost, &offers).is_some();
                f64::from(u8::from(target)) * 3.0 + f64::from(u8::from(payable)) * 2.0
                    - card.cost.len() as f64 * 0.25
                    + if card.wildcard { 5.0 } else { 0.0 }
            };
            let worst = p
                .truths
                .iter()
                .copied()
                .min_by(|&a, &b| value(a).total_cmp(&value(b)))?;
            Some(Action::ReturnTruth { card: worst })
        }
    }
}

/// A bot that picks uniformly among the legal actions, except ending by agreement.
#[derive(Debug, Clone)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot whose stream derives from the game seed (it never touches the game's own RNG).
    pub fn new(game_seed: u64) -> RandomBot {
        RandomBot {
            rng: GameRng::new(game_seed ^ 0x5eed_b075_eedb_0007),
        }
    }

    /// A uniformly chosen legal action, or `None` once the game is over.
    pub fn choose(&mut self, state: &State) -> Option<Action> {
        let legal: Vec<Action> = state
            .legal_actions()
            .into_iter()
            .filter(|a| *a != Action::EndByAgreement)
            .collect();
        if legal.is_empty() {
            return None;
        }
        let i = self.rng.below(legal.len() as u64) as usize;
        Some(legal[i].clone())
    }
}
