//! The one path from a setup and a list of actions (in the runner's notation) to a game state: used by save
//! files, by the runner's scripts and by the app when it resumes a game.

use crate::setup::Setup;
use serde::{Deserialize, Serialize};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::strongholds::{self as sh, Decks};
use standfirm_engine::{Game, GameKind};

/// The state of one of the three games.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", content = "state", rename_all = "kebab-case")]
pub enum Replayed {
    /// An Armor of God game.
    ArmorOfGod(aog::State),
    /// A PIP Armor game.
    PipArmor(pip::State),
    /// A Strongholds game.
    Strongholds(sh::State),
}

/// `$body` for the state of whichever game `$replayed` holds, bound to `$state`: the one place that lists the
/// games of [`Replayed`]; every method below is generic over [`Game`].
macro_rules! each_game {
    ($replayed:expr, $state:ident => $body:expr) => {
        match $replayed {
            Replayed::ArmorOfGod($state) => $body,
            Replayed::PipArmor($state) => $body,
            Replayed::Strongholds($state) => $body,
        }
    };
}

impl Replayed {
    /// Which game this is.
    pub fn game(&self) -> GameKind {
        fn kind<G: Game>(_: &G) -> GameKind {
            G::KIND
        }
        each_game!(self, s => kind(s))
    }

    /// Parses one action in the notation and applies it; returns whether it revealed a hidden card (undo may not
    /// cross it). A refused action changes nothing and gives the engine's reason.
    pub fn apply(&mut self, action: &str) -> Result<bool, String> {
        fn apply<G: Game>(state: &mut G, text: &str) -> Result<bool, String> {
            Ok(state.apply_text(text)?.iter().any(G::reveals_hidden))
        }
        each_game!(self, s => apply(s, action))
    }

    /// Every legal action now, in the notation.
    pub fn legal_actions(&self) -> Vec<String> {
        fn texts<G: Game>(state: &G) -> Vec<String> {
            state
                .legal_actions()
                .iter()
                .map(ToString::to_string)
                .collect()
        }
        each_game!(self, s => texts(s))
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        each_game!(self, s => Game::is_over(s))
    }
}

/// Why a setup and its actions do not make a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The options, seed or decks cannot start a game; the engine's reason.
    #[error("{0}")]
    Setup(String),
    /// An action does not parse or is refused by the rules.
    #[error("action {index} \"{action}\": {reason}")]
    Action {
        /// Its position in the list, from 0.
        index: usize,
        /// The action as written.
        action: String,
        /// Why, in the engine's words.
        reason: String,
    },
}

/// A replayed game with the index from which its moves may still be undone.
#[derive(Debug, Clone, PartialEq)]
pub struct Replay {
    /// The state after every action.
    pub state: Replayed,
    /// Actions before this index can no longer be undone: the last one that revealed a hidden card ends there
    /// (the app's information-safe undo).
    pub undo_floor: usize,
}

/// Starts the game of `setup` and applies `actions` in order through the engine's parse and apply.
pub fn replay(setup: &Setup, actions: &[String]) -> Result<Replayed, ReplayError> {
    replay_with_floor(setup, actions).map(|r| r.state)
}

/// Like [`replay()`], also finding the undo floor.
pub fn replay_with_floor(setup: &Setup, actions: &[String]) -> Result<Replay, ReplayError> {
    play_on(start(setup)?, actions, 0, 0)
}

/// Applies `actions[first..]` to `state`, the game after the first `first` of them with its undo floor at
/// `undo_floor`; each refused action is named by its number in the whole list.
pub(crate) fn play_on(
    mut state: Replayed,
    actions: &[String],
    first: usize,
    mut undo_floor: usize,
) -> Result<Replay, ReplayError> {
    for (index, text) in actions.iter().enumerate().skip(first) {
        let revealed = state.apply(text).map_err(|reason| ReplayError::Action {
            index,
            action: text.clone(),
            reason,
        })?;
        if revealed {
            undo_floor = index + 1;
        }
    }
    Ok(Replay { state, undo_floor })
}

/// A Strongholds game replayed with what happened: the state after every action, and the events of the deal
/// (first) and of each action, for a table server's public log. The same path as [`replay()`].
pub fn replay_logged(
    setup: &Setup,
    actions: &[String],
) -> Result<(sh::State, Vec<Vec<sh::Event>>), ReplayError> {
    let (state, dealt) = start_logged(setup)?;
    let Replayed::Strongholds(mut state) = state else {
        return Err(ReplayError::Setup(
            "only a Strongholds game has a table's log".into(),
        ));
    };
    let mut log = Vec::with_capacity(actions.len() + 1);
    log.push(dealt);
    for (index, text) in actions.iter().enumerate() {
        let events = state
            .apply_text(text)
            .map_err(|reason| ReplayError::Action {
                index,
                action: text.clone(),
                reason,
            })?;
        log.push(events);
    }
    Ok((state, log))
}

/// The first state of the game of `setup`, before any action.
pub fn start(setup: &Setup) -> Result<Replayed, ReplayError> {
    start_logged(setup).map(|(state, _)| state)
}

/// [`start`], with a Strongholds table's set-up events (the solo games have none to give).
fn start_logged(setup: &Setup) -> Result<(Replayed, Vec<sh::Event>), ReplayError> {
    let mut dealt = Vec::new();
    let state =
        match setup {
            Setup::ArmorOfGod {
                options,
                seed,
                deck,
            } => Replayed::ArmorOfGod(match deck {
                Some(deck) => aog::State::from_deck(*options, *seed, deck.clone())
                    .map_err(ReplayError::Setup)?,
                None => aog::State::new(*options, *seed),
            }),
            Setup::PipArmor {
                options,
                seed,
                deck,
            } => Replayed::PipArmor(match deck {
                Some(deck) => pip::State::from_deck(*options, *seed, deck.clone())
                    .map_err(ReplayError::Setup)?,
                None => pip::State::new(*options, *seed),
            }),
            Setup::Strongholds {
                options,
                seed,
                first_player,
                decks,
                ..
            } => {
                let secret = setup.bot_secret().unwrap_or(*seed);
                let none = Decks::default();
                let (state, events) = sh::State::with_decks(
                    options.clone(),
                    *seed,
                    *first_player,
                    decks.as_ref().unwrap_or(&none),
                )
                .map_err(|e| ReplayError::Setup(e.to_string()))?;
                dealt = events;
                Replayed::Strongholds(state.with_bot_secret(secret))
            }
        };
    Ok((state, dealt))
}
