//! The slow decisions of a Strongholds table, as work that may run away from the screen: a Wise
//! bot's move and a person's hint. Each [`Search`] carries everything it needs and nothing else of the game (for
//! a bot move the [`BotTurn`]: each deciding bot's own [`Observation`] and opaque stream; for a hint the person's
//! [`Observation`] and its stream) and the generation of
//! the session it was made for; its [`Found`] is delivered back to the session, which ignores it when the game
//! has moved on since (a new action, an undo, another screen, a new game, the end).
//!
//! Gentle and Steady decide in microseconds and never come here; the session decides them in place.

use standfirm_engine::hint::Hint;
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::{
    levels, Action, BotTurn, Deciding, Level, Observation, Searching, State, WISE_PLAYOUTS,
};
use std::sync::atomic::{AtomicU64, Ordering};

/// The next generation of any session: unique in this run of the app, so that a result made for one game is
/// never taken by another.
pub fn next_generation() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// What a search is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The bots' next move.
    Bot,
    /// The hint of the person in this seat.
    Hint(u8),
}

/// A search to run, on a worker thread or in place.
#[derive(Debug, Clone)]
pub struct Search {
    generation: u64,
    work: Work,
}

#[derive(Debug, Clone)]
enum Work {
    /// The bots' move: what the referee hands the deciding bots ([`BotTurn::of`]), each its own observation and
    /// opaque stream; `None` when no bot is to move.
    Bot {
        turn: Option<BotTurn>,
        playouts: u32,
    },
    /// A hint: what Wise would do from this observation, and nothing else of the game.
    Hint {
        obs: Box<Observation>,
        rng: Box<GameRng>,
        playouts: u32,
    },
}

/// A [`Search`] a step at a time ([`Search::stepping`]).
#[derive(Debug)]
pub struct Stepping {
    generation: u64,
    purpose: Purpose,
    work: Steps,
}

#[derive(Debug)]
enum Steps {
    Bot(Option<Deciding>),
    Hint(Box<Observation>, Box<Searching>),
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
impl Stepping {
    /// Searches a little more (a few milliseconds at most); `true` once it is done.
    pub fn step(&mut self) -> bool {
        match &mut self.work {
            Steps::Bot(None) => true,
            Steps::Bot(Some(deciding)) => deciding.step(),
            Steps::Hint(_, searching) => searching.step(),
        }
    }

    /// What it found (call once [`Stepping::step`] says it is done).
    pub fn found(self) -> Found {
        let answer = match self.work {
            Steps::Bot(deciding) => Answer::Bot(deciding.and_then(Deciding::answer)),
            Steps::Hint(obs, searching) => {
                let (found, _) = searching.finish();
                Answer::Hint(found.map(|f| levels::hint_of(&obs, &f)))
            }
        };
        Found {
            generation: self.generation,
            purpose: self.purpose,
            answer,
        }
    }
}

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub(super) generation: u64,
    pub(super) purpose: Purpose,
    pub(super) answer: Answer,
}

impl Found {
    /// Whether it answers for the bots' move.
    pub fn is_bot(&self) -> bool {
        self.purpose == Purpose::Bot
    }
}

/// A search's answer; `None` when it found nothing (or failed).
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// The bots' move.
    Bot(Option<Action>),
    /// The hint.
    Hint(Option<Hint<Action>>),
}

impl Search {
    /// The bots' move on `state` after `actions` actions, at the levels of the seats that may move: only the
    /// [`BotTurn`] the referee makes of it leaves here.
    pub(super) fn bot(
        generation: u64,
        state: &State,
        actions: u64,
        levels: Vec<Option<Level>>,
    ) -> Search {
        Search {
            generation,
            work: Work::Bot {
                turn: BotTurn::of(state, actions, |s| {
                    levels.get(usize::from(s)).copied().flatten()
                }),
                playouts: WISE_PLAYOUTS,
            },
        }
    }

    /// The hint of the person in `seat`: built from that seat's observation and the decision's stream only
    /// ([`hint_input`]), so that it cannot use what the person cannot see.
    pub(super) fn hint(generation: u64, state: &State, seat: u8, actions: u64) -> Search {
        let (obs, rng) = hint_input(state, seat, actions);
        Search {
            generation,
            work: Work::Hint {
                obs: Box::new(obs),
                rng: Box::new(rng),
                playouts: WISE_PLAYOUTS,
            },
        }
    }

    /// What it is for.
    pub fn purpose(&self) -> Purpose {
        match &self.work {
            Work::Bot { .. } => Purpose::Bot,
            Work::Hint { obs, .. } => Purpose::Hint(obs.seat),
        }
    }

    /// Runs the search (Wise's playouts: up to a few hundred milliseconds).
    pub fn run(self) -> Found {
        let purpose = self.purpose();
        let answer = match self.work {
            Work::Bot { turn, playouts } => Answer::Bot(turn.and_then(|t| t.decide(playouts))),
            Work::Hint {
                obs,
                mut rng,
                playouts,
            } => Answer::Hint(levels::hint(&obs, playouts, &mut rng)),
        };
        Found {
            generation: self.generation,
            purpose,
            answer,
        }
    }

    /// The search a step at a time, for a platform without threads (the browser): its [`Found`] is the one
    /// [`Search::run`] finds.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn stepping(self) -> Stepping {
        let purpose = self.purpose();
        let work = match self.work {
            Work::Bot { turn, playouts } => Steps::Bot(turn.map(|t| t.deciding(playouts))),
            Work::Hint { obs, rng, playouts } => {
                let searching = Searching::new(&obs, playouts, *rng);
                Steps::Hint(obs, Box::new(searching))
            }
        };
        Stepping {
            generation: self.generation,
            purpose,
            work,
        }
    }

    /// What a search that could not finish (its worker stopped) answers: nothing.
    pub fn failed(&self) -> Found {
        Found {
            generation: self.generation,
            purpose: self.purpose(),
            answer: match self.purpose() {
                Purpose::Bot => Answer::Bot(None),
                Purpose::Hint(_) => Answer::Hint(None),
            },
        }
    }
}

/// What a hint of `seat` is computed from after `actions` actions: the seat's own observation and the opaque
/// stream keyed by the table's bot secret, the seat and the moment ([`State::decision_rng`]: it names neither
/// the secret nor the deal number).
pub fn hint_input(state: &State, seat: u8, actions: u64) -> (Observation, GameRng) {
    (
        Observation::of(state, seat),
        state.decision_rng(seat, actions),
    )
}
