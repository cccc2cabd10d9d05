//! One property harness for every game (after OpenSpiel's `RandomSimTest`): plays many seeded random games of
//! any [`Game`] and checks the trait's contract at every step. Each game's property test calls it in one line;
//! the store adds its save-and-replay check through [`Harness::positions`].
//!
//! At every step of every game it checks:
//! - the game's own invariant (card conservation and the like), also on every state it reaches;
//! - while the game goes on, some seat is to move and some action is legal; once over, neither; and it is over
//!   within [`MAX_STEPS`] actions (every game ends: a rule that never ends one fails here rather than hangs);
//! - every listed action reads back from its notation as itself, and applies;
//! - determinism: the chosen action applied to two copies gives the same state and the same events, and the
//!   whole game replayed from its seed ends in the same state;
//! - refusal: actions seen elsewhere (and the game's own candidates) that are not listed are refused with the
//!   state unchanged (where [`Game::LISTS_EVERY_ACTION`]; otherwise a refused one still changes nothing);
//! - the re-dealer: for a seat, [`Game::redeal`] keeps that seat's view and the public view, keeps the
//!   invariant, is deterministic in its RNG, gives the same legal actions when that seat alone is to move, and
//!   the re-dealt game plays on; and, given the game's hidden zones ([`Harness::hidden`]), it really moves
//!   them: wherever at least two different hidden cards could swap, some re-deal (of a few tries) puts a card
//!   elsewhere.
//!
//! A failure panics with the game, its seed and the step.

use crate::game::{Game, Seat};
use crate::rng::GameRng;

/// How many listed actions are applied on a copy at each step (all of them when there are fewer).
const LISTED_PER_STEP: usize = 16;
/// How many unlisted actions are tried at each step.
const UNLISTED_PER_STEP: usize = 8;
/// How many distinct actions are kept to try as unlisted ones.
const POOL: usize = 4096;
/// The most actions a game may take: far beyond any game's length (an Armor of God game is a few hundred at
/// most, a Strongholds game in the harness is capped at a few rounds), so that a game that never ends fails.
pub const MAX_STEPS: usize = 5_000;

/// What a run checked, for a test to assert that its checks were exercised.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Report {
    /// Games played to their end.
    pub games: u64,
    /// Actions applied in them.
    pub steps: u64,
    /// Unlisted actions refused with the state unchanged.
    pub refused: u64,
    /// Re-deals checked.
    pub redeals: u64,
    /// Re-deals whose hidden zones differ from the state's (hidden cards really moved), counted where the
    /// game's hidden zones are given ([`Harness::hidden`]).
    pub changed_redeals: u64,
    /// Positions handed to the [`Harness::positions`] check.
    pub positions: u64,
}

type Start<'a, G> = Box<dyn Fn(u64) -> G + 'a>;
type Check<'a, G> = Box<dyn Fn(&G) + 'a>;
type Position<'a, G> = Box<dyn FnMut(u64, &[<G as Game>::Action], &G) + 'a>;
type Policy<'a, G> = Box<dyn Fn(&G, &[<G as Game>::Action], &mut GameRng) -> usize + 'a>;
type Hidden<'a, G> = Box<dyn Fn(&G, Seat) -> Vec<Vec<String>> + 'a>;

/// How many re-deals may come back with the hidden cards where they were before one must move them: with two
/// cards that can swap, a fair re-deal leaves them in place half the time.
const REDEAL_TRIES: usize = 40;

/// A run of the harness over one game; build it with [`Harness::new`], then [`Harness::run`].
pub struct Harness<'a, G: Game> {
    start: Start<'a, G>,
    games: u64,
    first_seed: u64,
    invariant: Check<'a, G>,
    candidates: Vec<G::Action>,
    positions: Option<Position<'a, G>>,
    policy: Policy<'a, G>,
    hidden: Option<Hidden<'a, G>>,
}

impl<'a, G: Game> Harness<'a, G> {
    /// A run over the games `start(seed)` deals (a test varies the options with the seed): 500 games from
    /// seed 0 unless told otherwise.
    pub fn new(start: impl Fn(u64) -> G + 'a) -> Self {
        Harness {
            start: Box::new(start),
            games: 500,
            first_seed: 0,
            invariant: Box::new(|_| {}),
            candidates: Vec::new(),
            positions: None,
            policy: Box::new(|_, legal, rng| rng.below(legal.len() as u64) as usize),
            hidden: None,
        }
    }

    /// The cards `seat` cannot see, place by place in a fixed order (each place a list of cards in notation): the re-dealer's
    /// check then asserts that a re-deal really moves them, wherever two different ones could swap.
    pub fn hidden(mut self, zones: impl Fn(&G, Seat) -> Vec<Vec<String>> + 'a) -> Self {
        self.hidden = Some(Box::new(zones));
        self
    }

    /// How the played action is chosen: the index of one of the listed actions (uniform unless told).
    /// Strongholds, for one, never ends by agreement in its random games, so they run their course.
    pub fn policy(mut self, choose: impl Fn(&G, &[G::Action], &mut GameRng) -> usize + 'a) -> Self {
        self.policy = Box::new(choose);
        self
    }

    /// Plays `games` games.
    pub fn games(mut self, games: u64) -> Self {
        self.games = games;
        self
    }

    /// Starts from seed `seed` (then `seed + 1`, …).
    pub fn seeds_from(mut self, seed: u64) -> Self {
        self.first_seed = seed;
        self
    }

    /// The game's own invariant, checked on every state reached (it panics when broken).
    pub fn invariant(mut self, check: impl Fn(&G) + 'a) -> Self {
        self.invariant = Box::new(check);
        self
    }

    /// Actions to try as illegal ones besides those seen in play (e.g. every action the notation can write).
    pub fn candidates(mut self, actions: Vec<G::Action>) -> Self {
        self.candidates = actions;
        self
    }

    /// A check of a position: called with the game's seed, the actions so far and the state, at about one
    /// step in sixteen and at every game's end (the store replays the actions through a save file here).
    pub fn positions(mut self, check: impl FnMut(u64, &[G::Action], &G) + 'a) -> Self {
        self.positions = Some(Box::new(check));
        self
    }

    /// Plays every game, checking every step; panics on the first broken property.
    pub fn run(mut self) -> Report {
        let mut report = Report::default();
        let mut pool = Pool::default();
        pool.add(&self.candidates.clone());
        for seed in self.first_seed..self.first_seed + self.games {
            self.play_one(seed, &mut pool, &mut report);
            report.games += 1;
        }
        report
    }

    fn play_one(&mut self, seed: u64, pool: &mut Pool<G::Action>, report: &mut Report) {
        let mut rng = GameRng::new(seed ^ 0x005e_ed0f_ba11);
        let mut state = (self.start)(seed);
        let mut actions: Vec<G::Action> = Vec::new();
        loop {
            let at =
                |what: &str| format!("{:?} seed {seed} step {}: {what}", G::KIND, actions.len());
            (self.invariant)(&state);
            let legal = state.legal_actions();
            let to_move = state.to_move();
            if state.is_over() {
                assert!(
                    legal.is_empty(),
                    "{}",
                    at("a finished game lists no action")
                );
                assert!(
                    to_move.is_empty(),
                    "{}",
                    at("a finished game has no seat to move")
                );
                break;
            }
            assert!(
                actions.len() < MAX_STEPS,
                "{}",
                at("a game in progress ends within MAX_STEPS actions")
            );
            assert!(
                !legal.is_empty(),
                "{}",
                at("a game in progress lists an action")
            );
            assert!(
                !to_move.is_empty(),
                "{}",
                at("a game in progress has a seat to move")
            );
            assert!(
                to_move.iter().all(|&s| s < state.seats()),
                "{}",
                at("the seats to move are seats of the game")
            );
            self.check_listed(&state, &legal, &mut rng, &at);
            self.check_unlisted(&state, &legal, &pool.actions, &mut rng, report, &at);
            let seat = (actions.len() % usize::from(state.seats())) as Seat;
            self.check_redeal(&state, seat, &legal, &to_move, &mut rng, report, &at);
            pool.add(&legal);

            let action = legal[(self.policy)(&state, &legal, &mut rng)].clone();
            let (mut a, mut b) = (state.clone(), state.clone());
            let (ea, eb) = (a.apply(&action), b.apply(&action));
            assert!(
                ea.is_ok(),
                "{}",
                at(&format!("the listed {action} applies"))
            );
            assert_eq!(a, b, "{}", at(&format!("{action} is deterministic")));
            assert_eq!(
                format!("{ea:?}"),
                format!("{eb:?}"),
                "{}",
                at(&format!("{action} gives the same events twice"))
            );
            state = a;
            actions.push(action);
            report.steps += 1;
            if rng.below(16) == 0 {
                self.position(seed, &actions, &state, report);
            }
        }
        self.position(seed, &actions, &state, report);
        let mut again = (self.start)(seed);
        for action in &actions {
            again
                .apply(action)
                .unwrap_or_else(|e| panic!("{:?} seed {seed}: replaying {action}: {e}", G::KIND));
        }
        assert_eq!(
            again,
            state,
            "{:?} seed {seed}: the same seed and actions give the same game",
            G::KIND
        );
    }

    fn position(&mut self, seed: u64, actions: &[G::Action], state: &G, report: &mut Report) {
        if let Some(check) = self.positions.as_mut() {
            check(seed, actions, state);
            report.positions += 1;
        }
    }

    /// Every listed action reads back from its notation; a sample of them applies on a copy.
    fn check_listed(
        &self,
        state: &G,
        legal: &[G::Action],
        rng: &mut GameRng,
        at: &dyn Fn(&str) -> String,
    ) {
        for action in legal {
            let text = action.to_string();
            match G::parse_action(&text) {
                Ok(back) => assert_eq!(&back, action, "{}", at(&format!("\"{text}\" reads back"))),
                Err(e) => panic!("{}", at(&format!("\"{text}\" does not read back: {e}"))),
            }
        }
        for _ in 0..LISTED_PER_STEP.min(legal.len()) {
            let action = &legal[rng.below(legal.len() as u64) as usize];
            let mut copy = state.clone();
            if let Err(e) = copy.apply(action) {
                panic!("{}", at(&format!("the listed {action} was refused: {e}")));
            }
            (self.invariant)(&copy);
        }
    }

    /// Unlisted actions are refused and change nothing.
    fn check_unlisted(
        &self,
        state: &G,
        legal: &[G::Action],
        pool: &[G::Action],
        rng: &mut GameRng,
        report: &mut Report,
        at: &dyn Fn(&str) -> String,
    ) {
        if pool.is_empty() {
            return;
        }
        for _ in 0..UNLISTED_PER_STEP {
            let action = &pool[rng.below(pool.len() as u64) as usize];
            if legal.contains(action) {
                continue;
            }
            let mut copy = state.clone();
            match copy.apply(action) {
                Err(_) => {
                    assert_eq!(
                        &copy,
                        state,
                        "{}",
                        at(&format!("a refused {action} changes nothing"))
                    );
                    report.refused += 1;
                }
                Ok(_) => assert!(
                    !G::LISTS_EVERY_ACTION,
                    "{}",
                    at(&format!("{action} is not listed, so it must be refused"))
                ),
            }
        }
    }

    /// The re-dealer keeps what `seat` sees and the public view, and the re-dealt game plays on.
    #[allow(clippy::too_many_arguments)]
    fn check_redeal(
        &self,
        state: &G,
        seat: Seat,
        legal: &[G::Action],
        to_move: &[Seat],
        rng: &mut GameRng,
        report: &mut Report,
        at: &dyn Fn(&str) -> String,
    ) {
        let mut twin = rng.clone();
        let dealt = state.redeal(seat, rng);
        assert_eq!(
            dealt,
            state.redeal(seat, &mut twin),
            "{}",
            at("the re-dealer is deterministic in its RNG")
        );
        (self.invariant)(&dealt);
        assert_eq!(
            dealt.view(seat),
            state.view(seat),
            "{}",
            at(&format!(
                "a re-deal for seat {seat} keeps what that seat sees"
            ))
        );
        assert_eq!(
            dealt.public_view(),
            state.public_view(),
            "{}",
            at("a re-deal keeps the public view")
        );
        assert_eq!(
            dealt.to_move(),
            to_move,
            "{}",
            at("a re-deal keeps who is to move")
        );
        if to_move == [seat] {
            assert_eq!(
                dealt.legal_actions(),
                legal,
                "{}",
                at("a re-deal keeps the legal actions of the seat to move")
            );
        }
        report.redeals += 1;
        if let Some(zones) = &self.hidden {
            let before = zones(state, seat);
            let mut kinds: Vec<&String> = before.iter().flatten().collect();
            kinds.sort();
            kinds.dedup();
            if kinds.len() >= 2 {
                let moved = zones(&dealt, seat) != before
                    || (1..REDEAL_TRIES).any(|_| zones(&state.redeal(seat, rng), seat) != before);
                assert!(
                    moved,
                    "{}",
                    at(&format!(
                        "{REDEAL_TRIES} re-deals for seat {seat} left every hidden card in its place"
                    ))
                );
                report.changed_redeals += 1;
            }
        }
        let options = dealt.legal_actions();
        if let Some(action) = options.get(rng.below(options.len().max(1) as u64) as usize) {
            let mut next = dealt;
            if let Err(e) = next.apply(action) {
                panic!(
                    "{}",
                    at(&format!(
                        "the re-dealt game refused its listed {action}: {e}"
                    ))
                );
            }
            (self.invariant)(&next);
        }
    }
}

/// Up to [`POOL`] distinct actions seen, to try in other positions.
struct Pool<A> {
    actions: Vec<A>,
    seen: std::collections::HashSet<String>,
}

impl<A> Default for Pool<A> {
    fn default() -> Self {
        Pool {
            actions: Vec::new(),
            seen: Default::default(),
        }
    }
}

impl<A: Clone + std::fmt::Display> Pool<A> {
    fn add(&mut self, actions: &[A]) {
        for action in actions {
            if self.actions.len() >= POOL {
                return;
            }
            if self.seen.insert(action.to_string()) {
                self.actions.push(action.clone());
            }
        }
    }
}
