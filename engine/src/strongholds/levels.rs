//! Bot levels that decide from a seat's [`Observation`] only, and the hint for people.
//!
//! - [`Level::Gentle`]: the greedy choice, except that a seeded share of its decisions takes another legal,
//!   sensible move instead (it ends its turn early, lets a slap go, keeps a second Trial, gives up another
//!   card): it misses some.
//! - [`Level::Steady`]: the greedy bot ([`super::bots::greedy`]) on a re-dealt copy of what it knows; greedy only
//!   ever reads the deciding seat's own cards and the public table, so it plays exactly as before.
//! - [`Level::Wise`]: determinised Monte Carlo search over its candidate moves, by sequential halving. Each round
//!   deals what the seat cannot see afresh ([`Observation::determinise`]), makes every candidate still in the
//!   running on the same deals, and plays each game out with the greedy policy in every seat; the worse half
//!   drops out; the best of the last round is played, the greedy move unless another beats it by a margin. Its strength is the
//!   number of playouts, never a time.
//!
//! Every level takes its random stream from the caller ([`State::decision_rng`]: keyed by the referee's bot
//! secret, opaque), so the same game and moment give the same move; [`BotTurn`] is what a table's bots are
//! handed.

use super::actions::Action;
use super::bots::greedy;
use super::content::{CardId, CardKind};
use super::end::score;
use super::observation::Observation;
use super::payment::Source;
use super::state::{Phase, State};
use crate::hint::Hint;
use crate::msg;
use crate::rng::GameRng;
use crate::words::{Arg, Msg};
use serde::{Deserialize, Serialize};

/// How hard a bot plays.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Legal, sensible moves, missing some.
    Gentle,
    /// Today's greedy bot.
    #[default]
    Steady,
    /// Monte Carlo search over re-dealt games, with greedy playouts.
    Wise,
}

impl Level {
    /// Every level, gentlest first.
    pub const ALL: [Level; 3] = [Level::Gentle, Level::Steady, Level::Wise];

    /// The id in files and on the command line (`gentle`, `steady`, `wise`).
    pub fn id(self) -> &'static str {
        match self {
            Level::Gentle => "gentle",
            Level::Steady => "steady",
            Level::Wise => "wise",
        }
    }

    /// The name shown beside a bot ("Gentle").
    pub fn name(self) -> &'static str {
        match self {
            Level::Gentle => "Gentle",
            Level::Steady => "Steady",
            Level::Wise => "Wise",
        }
    }

    /// The level with this id.
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == text)
    }
}

/// Wise's default number of playouts per decision: the largest that meets the time goal (p99 at most 300 ms,
/// worst at most 500 ms on one core over every Wise decision of ten 6-player games; the bench
/// `strongholds_wise_move`).
pub const WISE_PLAYOUTS: u32 = 1200;

/// How often Gentle takes another move than the greedy one, in percent.
pub const GENTLE_MISS_PERCENT: u64 = 35;

/// How many rounds past the current one a playout may run before it is scored as it stands (a stalled table,
/// SH-B18, would otherwise run to the round cap).
pub(crate) const PLAYOUT_ROUNDS: u32 = 40;

/// Ends a playout's game at most [`PLAYOUT_ROUNDS`] rounds past the current one (or at its own cap).
pub(crate) fn cap_playout(state: &mut State) {
    let cap = state.round + PLAYOUT_ROUNDS;
    state.options.round_cap = Some(state.options.round_cap.map_or(cap, |c| c.min(cap)));
}

/// How much better than the greedy move another must do (mean reward) to be chosen instead.
const MARGIN: f64 = 0.01;

/// The moves `seat` may make now, as its bots consider them, on a state built from its observation: its own
/// slaps and the pass in a slap window; otherwise, when the decision is the seat's, the legal actions but
/// ending by agreement. Empty when the seat has nothing to decide.
pub fn own_actions(state: &State, seat: u8) -> Vec<Action> {
    match &state.phase {
        Phase::Finished(_) => Vec::new(),
        &Phase::SlapWindow { slot } => {
            if seat == state.active {
                return Vec::new();
            }
            let mut out = state.truth_actions(seat, Some(slot));
            out.push(Action::CloseSlapWindow);
            out
        }
        &Phase::SecondTrial { seat: s, .. } if s != seat => Vec::new(),
        Phase::SecondTrial { .. } => state.legal_actions(),
        _ if state.active != seat => Vec::new(),
        _ => state
            .legal_actions()
            .into_iter()
            .filter(|a| *a != Action::EndByAgreement)
            .collect(),
    }
}

/// The greedy choice of `seat` on a state (its own slap, or the pass, in a slap window).
pub(crate) fn greedy_for(state: &State, seat: u8) -> Option<Action> {
    match state.phase {
        Phase::SlapWindow { .. } => {
            Some(super::bots::greedy_slap(state, seat).unwrap_or(Action::CloseSlapWindow))
        }
        _ => greedy(state),
    }
}

/// The decision of a bot of `level` in `obs.seat`, from its observation only: `playouts` is Wise's budget (the
/// others ignore it) and `rng` the decision's stream ([`State::decision_rng`]). In a slap window
/// the answer is the seat's slap or [`Action::CloseSlapWindow`] for "I pass". `None` when the seat has nothing
/// to decide.
pub fn decide(level: Level, obs: &Observation, playouts: u32, rng: &mut GameRng) -> Option<Action> {
    match begin(level, obs, playouts, rng.clone()) {
        Begun::Now(action, after) => {
            *rng = *after;
            action
        }
        Begun::Search(searching) => {
            let mut searching = *searching;
            while !searching.step() {}
            let (found, after) = searching.finish();
            *rng = after;
            found.map(|f| f.action)
        }
    }
}

/// A decision begun: made at once (and the stream after it), or Wise's search to run.
pub(super) enum Begun {
    Now(Option<Action>, Box<GameRng>),
    Search(Box<Searching>),
}

/// Begins [`decide`]: Gentle and Steady decide at once, Wise sets up its search.
pub(super) fn begin(level: Level, obs: &Observation, playouts: u32, mut rng: GameRng) -> Begun {
    let state = obs.determinise(&mut rng);
    let seat = obs.seat;
    let actions = own_actions(&state, seat);
    if actions.is_empty() {
        return Begun::Now(None, Box::new(rng));
    }
    let Some(sure) = greedy_for(&state, seat) else {
        return Begun::Now(None, Box::new(rng));
    };
    match level {
        Level::Steady => Begun::Now(Some(sure), Box::new(rng)),
        Level::Gentle => {
            let action = gentle(&state, seat, sure, actions, &mut rng);
            Begun::Now(Some(action), Box::new(rng))
        }
        Level::Wise => Begun::Search(Box::new(Searching::new(obs, playouts, rng))),
    }
}

/// Gentle: the greedy move, or in [`GENTLE_MISS_PERCENT`] of its decisions a weaker, still sensible one.
pub(crate) fn gentle(
    state: &State,
    seat: u8,
    sure: Action,
    actions: Vec<Action>,
    rng: &mut GameRng,
) -> Action {
    if actions.len() < 2 || rng.below(100) >= GENTLE_MISS_PERCENT {
        return sure;
    }
    match &state.phase {
        // Misses the slap, ends the turn early, keeps a second Trial.
        Phase::SlapWindow { .. } => Action::CloseSlapWindow,
        Phase::SecondTrial { .. } => Action::KeepTrial,
        Phase::Main => {
            let others: Vec<&Action> = actions.iter().filter(|a| **a != sure).collect();
            // Half the misses end the turn, the rest take another move of the list.
            if sure != Action::EndTurn && rng.below(2) == 0 {
                Action::EndTurn
            } else {
                others[rng.below(others.len() as u64) as usize].clone()
            }
        }
        _ => {
            let _ = seat;
            let others: Vec<&Action> = actions.iter().filter(|a| **a != sure).collect();
            others[rng.below(others.len() as u64) as usize].clone()
        }
    }
}

/// One candidate move of a search, with what the playouts made of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// The move.
    pub action: Action,
    /// Playouts that began with it.
    pub playouts: u32,
    /// Its mean reward: the seat's share of the win (1/k of a first place shared by k), plus a little for the
    /// score margin.
    pub value: f64,
    /// Its share of wins alone, 0 to 1.
    pub wins: f64,
}

/// What a Wise search found: the move it chose and every candidate's figures (the chosen one first).
#[derive(Debug, Clone, PartialEq)]
pub struct Searched {
    /// The move to make.
    pub action: Action,
    /// The greedy bot's move in the same position.
    pub greedy: Action,
    /// Every candidate, the chosen one first, then by playouts.
    pub choices: Vec<Choice>,
}

/// A key that treats as one move those that differ only in which of two alike cards they use.
fn likeness(action: &Action) -> String {
    let alike = |c: CardId| {
        let card = c.card();
        match card.kind {
            CardKind::Anointing | CardKind::Mentor => format!(
                "{:?}{}",
                card.kind,
                card.colours.iter().map(|c| c.code()).collect::<String>()
            ),
            _ => card.id.clone(),
        }
    };
    match action {
        Action::OvercomeTrial {
            trial: task,
            payment,
            permanent,
        }
        | Action::FulfilAssignment {
            assignment: task,
            payment,
            permanent,
        } => {
            let colour = payment
                .iter()
                .find(|u| u.source == Source::Card(*permanent))
                .map(|u| u.colour.code());
            format!("task {task} {} {colour:?}", alike(*permanent))
        }
        Action::DiscardGrowth { card } => format!("discard {}", alike(*card)),
        other => other.to_string(),
    }
}

/// The candidate moves: the greedy one first, then the others, one of each alike group.
fn candidates(state: &State, seat: u8, sure: &Action) -> Vec<Action> {
    let mut out = vec![sure.clone()];
    let mut keys = vec![likeness(sure)];
    for a in own_actions(state, seat) {
        let key = likeness(&a);
        if !keys.contains(&key) {
            keys.push(key);
            out.push(a);
        }
    }
    out
}

/// Plays `state` out with the greedy policy in every seat; returns `seat`'s reward and whether it won (its
/// share of the win).
fn playout(mut state: State, seat: u8) -> (f64, f64) {
    cap_playout(&mut state);
    let mut actions = 0;
    while let Some(action) = greedy(&state) {
        actions += 1;
        debug_assert!(actions < crate::game::ENDLESS, "a playout that never ends");
        if state.apply(&action).is_err() {
            break;
        }
    }
    let share = match &state.phase {
        Phase::Finished(outcome) if outcome.winners.contains(&seat) => {
            1.0 / outcome.winners.len() as f64
        }
        _ => 0.0,
    };
    let mine = f64::from(score(state.player(seat)));
    let best_other = (0..state.options.players)
        .filter(|&s| s != seat)
        .map(|s| f64::from(score(state.player(s))))
        .fold(0.0, f64::max);
    let margin = ((mine - best_other) / 20.0).clamp(-1.0, 1.0);
    (share + 0.1 * margin, share)
}

/// Wise's search from `obs` with `playouts` playouts; `None` when the seat has nothing to decide. The same
/// as [`Searching`] run to its end.
pub fn search(obs: &Observation, playouts: u32, rng: &mut GameRng) -> Option<Searched> {
    let mut searching = Searching::new(obs, playouts, rng.clone());
    while !searching.step() {}
    let (found, after) = searching.finish();
    *rng = after;
    found
}

/// Wise's search a step at a time, for a platform that cannot run it away from the screen (the browser, which
/// has no threads): each [`Searching::step`] plays out one re-dealt game for every move still in the running,
/// a few milliseconds, so the caller can stop between steps to draw the screen. The same playouts in the same
/// order as one run, so its answer does not depend on how it was cut into steps.
#[derive(Debug, Clone)]
pub struct Searching {
    obs: Box<Observation>,
    rng: GameRng,
    /// The greedy move; `None` when the seat has nothing to decide.
    sure: Option<Action>,
    moves: Vec<Action>,
    n: Vec<u32>,
    total: Vec<f64>,
    won: Vec<f64>,
    /// Sequential halving: the moves still in the running, the rounds, this round, its deals and the next.
    alive: Vec<usize>,
    rounds: u32,
    round: u32,
    deals: u32,
    deal: u32,
    /// Playouts left.
    left: u32,
}

impl Searching {
    /// A search from `obs` with `playouts` playouts, the decision's stream `rng`: it deals the position once
    /// and lists the candidate moves (the greedy one first), playing out nothing yet.
    pub fn new(obs: &Observation, playouts: u32, mut rng: GameRng) -> Searching {
        let seat = obs.seat;
        let root = obs.determinise(&mut rng);
        let sure = greedy_for(&root, seat).filter(|_| !own_actions(&root, seat).is_empty());
        let moves = sure
            .as_ref()
            .map_or_else(Vec::new, |sure| candidates(&root, seat, sure));
        // Sequential halving over paired deals: every move still in the running is played out on the same
        // re-dealt games, so two moves that come to the same thing score the same and only real differences
        // count; after each round the worse half drops out. One move alone needs no playout.
        let rounds = if moves.len() > 1 {
            usize::BITS - (moves.len() - 1).leading_zeros()
        } else {
            0
        };
        let mut searching = Searching {
            obs: Box::new(obs.clone()),
            rng,
            sure,
            n: vec![0; moves.len()],
            total: vec![0.0; moves.len()],
            won: vec![0.0; moves.len()],
            alive: (0..moves.len()).collect(),
            moves,
            rounds,
            round: 0,
            deals: 0,
            deal: 0,
            left: playouts,
        };
        searching.begin_round();
        searching
    }

    /// Shares the playouts left among this round's deals.
    fn begin_round(&mut self) {
        if self.round < self.rounds {
            let share = self.left / (self.rounds - self.round);
            self.deals = (share / self.alive.len() as u32).max(1);
            self.deal = 0;
        }
    }

    /// Plays out the next re-dealt game for every move still in the running (or closes a round); `true` once
    /// the search is over (and from then on).
    pub fn step(&mut self) -> bool {
        if self.round >= self.rounds {
            return true;
        }
        let seat = self.obs.seat;
        if self.deal < self.deals && self.left >= self.alive.len() as u32 {
            let world = self.obs.determinise(&mut self.rng);
            for &k in &self.alive {
                let mut state = world.clone();
                // In a slap window "I pass" leaves the window to the other seats.
                let action = match (&self.moves[k], &state.phase) {
                    (Action::CloseSlapWindow, Phase::SlapWindow { .. }) => {
                        super::bots::slap_window(&state, |s| s != seat)
                            .unwrap_or(Action::CloseSlapWindow)
                    }
                    (a, _) => a.clone(),
                };
                let (reward, share) = match state.apply(&action) {
                    Ok(_) => playout(state, seat),
                    Err(_) => (-1.0, 0.0),
                };
                self.n[k] += 1;
                self.total[k] += reward;
                self.won[k] += share;
            }
            self.left -= self.alive.len() as u32;
            self.deal += 1;
            return false;
        }
        if self.round + 1 < self.rounds {
            let (total, n) = (&self.total, &self.n);
            self.alive.sort_by(|&a, &b| {
                mean(total, n, b)
                    .total_cmp(&mean(total, n, a))
                    .then(a.cmp(&b))
            });
            self.alive.truncate(self.alive.len().div_ceil(2));
            self.alive.sort_unstable();
        }
        self.round += 1;
        self.begin_round();
        self.round >= self.rounds
    }

    /// What the search found (`None` when the seat had nothing to decide), and the decision's stream as the
    /// search left it.
    pub fn finish(self) -> (Option<Searched>, GameRng) {
        let Some(sure) = self.sure else {
            return (None, self.rng);
        };
        let (n, total, won) = (&self.n, &self.total, &self.won);
        let mut order: Vec<usize> = (0..self.moves.len()).collect();
        // Most playouts first; then the better mean; the greedy move (index 0) wins a tie, and a move must beat
        // it by a margin to replace it.
        let score_of = |k: usize| mean(total, n, k) + if k == 0 { MARGIN } else { 0.0 };
        order.sort_by(|&a, &b| {
            n[b].cmp(&n[a])
                .then(score_of(b).total_cmp(&score_of(a)))
                .then(a.cmp(&b))
        });
        let choices: Vec<Choice> = order
            .iter()
            .map(|&k| Choice {
                action: self.moves[k].clone(),
                playouts: n[k],
                value: total[k] / f64::from(n[k].max(1)),
                wins: won[k] / f64::from(n[k].max(1)),
            })
            .collect();
        let found = Searched {
            action: choices[0].action.clone(),
            greedy: sure,
            choices,
        };
        (Some(found), self.rng)
    }
}

/// A candidate's mean reward so far.
fn mean(total: &[f64], n: &[u32], k: usize) -> f64 {
    total[k] / f64::from(n[k].max(1))
}

/// What Wise would do for the person in `obs.seat`, from that person's own observation, with the reason in
/// words: the move in the rule sheet's terms and how it fared in the sampled games. `None` when the seat has
/// nothing to decide.
pub fn hint(obs: &Observation, playouts: u32, rng: &mut GameRng) -> Option<Hint<Action>> {
    search(obs, playouts, rng).map(|found| hint_of(obs, &found))
}

/// The hint a finished search gives the person in `obs.seat` ([`hint`] is this after [`search`]).
pub fn hint_of(obs: &Observation, found: &Searched) -> Hint<Action> {
    let best = &found.choices[0];
    let what = describe_msg(&best.action);
    let why = why(obs, &best.action);
    let reason = if found.choices.len() < 2 || best.playouts == 0 {
        msg!("{what}: {why}.", what = what, why = why)
    } else {
        let next = &found.choices[1];
        msg!(
            "{what}: {why}. In {total} games played out from what you can see, it won {won}% of the time; \
             the next best choice ({alt}) won {alt_won}%.",
            what = what,
            why = why,
            total = found.choices.iter().map(|c| c.playouts).sum::<u32>(),
            won = percent(best.wins),
            alt = Arg::Msg(Box::new(describe_msg(&next.action))).lower(),
            alt_won = percent(next.wins),
        )
    };
    Hint::new(best.action.clone(), reason)
}

/// A share (0 to 1) in whole percent, rounded as `format!("{:.0}")` rounds (half to even).
fn percent(share: f64) -> i64 {
    (share * 100.0).round_ties_even() as i64
}

/// A move in plain words, in English ("Play No Condemnation in Christ"): [`describe_msg`].
pub fn describe(action: &Action) -> String {
    describe_msg(action).to_string()
}

/// A move in plain words ("Play No Condemnation in Christ"), as a sentence in any language (`crate::words`).
pub fn describe_msg(action: &Action) -> Msg {
    match action {
        Action::KeepTrial => msg!("Keep the new Trial"),
        Action::DiscardTrial => msg!("Discard the new Trial and draw another card"),
        Action::OvercomeTrial { trial, .. } => {
            msg!("Overcome {card}", card = Arg::Title(*trial))
        }
        Action::FulfilAssignment { assignment, .. } => {
            msg!("Fulfil {card}", card = Arg::Title(*assignment))
        }
        Action::PlayTruth { truth, .. } => msg!("Play {card}", card = Arg::Title(*truth)),
        Action::Slap { truth, .. } => msg!("Slap with {card}", card = Arg::Title(*truth)),
        Action::CloseSlapWindow => msg!("Let this Stronghold pass"),
        Action::EndTurn => msg!("End your turn"),
        Action::DiscardGrowth { card } => msg!("Discard {card}", card = Arg::Title(*card)),
        Action::ReturnTruth { card } => msg!("Return {card}", card = Arg::Title(*card)),
        Action::EndByAgreement => msg!("End the game by agreement"),
    }
}

/// Why, in the rules' terms.
fn why(obs: &Observation, action: &Action) -> Msg {
    // The permanent anointing a payment keeps, if the kept card pays (SH-2.14).
    let keeping = |payment: &super::payment::Payment, card: &CardId| {
        payment
            .iter()
            .find(|u| u.source == Source::Card(*card))
            .map(|u| u.colour)
    };
    match action {
        Action::KeepTrial => msg!(
            "a second Unconquered Trial blocks your Truth cards until both are overcome, \
             but it can score 2 points"
        ),
        Action::DiscardTrial => {
            msg!("another Unconquered Trial would keep blocking your Truth cards")
        }
        Action::OvercomeTrial {
            payment,
            permanent: p,
            ..
        } => match keeping(payment, p) {
            Some(colour) => msg!(
                "it frees your Truth cards and scores 2 points, keeping a permanent {colour} anointing",
                colour = Arg::Colour(colour)
            ),
            None => msg!("it frees your Truth cards and scores 2 points"),
        },
        Action::FulfilAssignment {
            payment,
            permanent: p,
            ..
        } => match keeping(payment, p) {
            Some(colour) => msg!(
                "it scores 2 points, keeping a permanent {colour} anointing",
                colour = Arg::Colour(colour)
            ),
            None => msg!("it scores 2 points"),
        },
        // A Stronghold is worth 5 points, Pride 7 (SH-6.1): never 1.
        Action::PlayTruth { slot, .. } | Action::Slap { slot, .. } => {
            match obs.slots[usize::from(*slot)] {
                Some(s) => msg!(
                    "it defeats {stronghold} for {points} points",
                    stronghold = Arg::Title(s),
                    points = s.card().points
                ),
                None => msg!("it defeats a Stronghold"),
            }
        }
        Action::CloseSlapWindow => msg!("none of your Truth cards does better here"),
        Action::EndTurn => msg!("nothing else you can do now helps more"),
        Action::DiscardGrowth { .. } => {
            msg!("you must come down to 7 Growth cards, and this one helps least")
        }
        Action::ReturnTruth { .. } => {
            msg!("you may keep only 4 Truth cards, and this one helps least")
        }
        Action::EndByAgreement => msg!("the table is stuck"),
    }
}

/// The bots' decision a table waits for, as the referee hands it to the bots (or to a worker thread): for each
/// bot seat that may move now, its level, its own [`Observation`] and its opaque decision stream
/// ([`State::decision_rng`]), and nothing else of the game: no state, no seed, no secret.
#[derive(Debug, Clone)]
pub struct BotTurn {
    /// A slap window (SH-5.7): every bot seat after the active one, in seat order; else the deciding bot.
    pub(super) slap_window: bool,
    /// Each bot that decides: its level, its observation and its stream.
    pub(super) bots: Vec<(Level, Observation, GameRng)>,
}

impl BotTurn {
    /// What the bots are handed now, for a referee that knows which seats are bots: `level_of(seat)` is a bot's
    /// level, `None` for a person; `actions` is how many actions the game has had (the decision key). In a slap
    /// window every bot seat after the active one decides in turn; otherwise the deciding seat's bot. `None`
    /// when the decision is a person's or the game is over.
    pub fn of(
        state: &State,
        actions: u64,
        level_of: impl Fn(u8) -> Option<Level>,
    ) -> Option<BotTurn> {
        let bot = |seat: u8, level: Level| {
            (
                level,
                Observation::of(state, seat),
                state.decision_rng(seat, actions),
            )
        };
        match state.phase {
            Phase::Finished(_) => None,
            Phase::SlapWindow { .. } => {
                let n = state.options.players;
                Some(BotTurn {
                    slap_window: true,
                    bots: (1..n)
                        .map(|i| (state.active + i) % n)
                        .filter_map(|s| Some(bot(s, level_of(s)?)))
                        .collect(),
                })
            }
            Phase::SecondTrial { seat, .. } => Some(BotTurn {
                slap_window: false,
                bots: vec![bot(seat, level_of(seat)?)],
            }),
            _ => Some(BotTurn {
                slap_window: false,
                bots: vec![bot(state.active, level_of(state.active)?)],
            }),
        }
    }

    /// The seats whose bots decide, in order.
    pub fn seats(&self) -> Vec<u8> {
        self.bots.iter().map(|(_, obs, _)| obs.seat).collect()
    }
}

/// The bots' move now, for a referee that holds the state: [`BotTurn::of`], then [`BotTurn::decide`]. `None`
/// when the decision is a person's or the game is over.
pub fn table_move(
    state: &State,
    actions: u64,
    level_of: impl Fn(u8) -> Option<Level>,
    playouts: u32,
) -> Option<Action> {
    BotTurn::of(state, actions, level_of)?.decide(playouts)
}
