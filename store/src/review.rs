//! The review of a saved game ([`standfirm_engine::review`]) from its setup and actions: the one path the app
//! and `standfirm-cli review` both take, so the two give the same review of the same file.

use crate::replay::{replay_with_floor, start, ReplayError, Replayed};
use crate::save_file::SaveFile;
use crate::setup::Setup;
use serde::ser::{Serialize, SerializeStruct, Serializer};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::review::{Review, ReviewSearch, Reviewable, WORLDS};
use standfirm_engine::strongholds::{self as sh, Level};
use standfirm_engine::{Game, GameKind};

/// Why a game cannot be reviewed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// The setup or an action does not replay.
    #[error(transparent)]
    Replay(#[from] ReplayError),
    /// There is no such seat at the table.
    #[error("there is no seat {seat} at this table (seats 0 to {last})")]
    NoSuchSeat {
        /// The seat asked for.
        seat: u8,
        /// The last seat.
        last: u8,
    },
}

/// A review of one of the three games.
#[derive(Debug, Clone, PartialEq)]
pub enum GameReview {
    /// An Armor of God game's.
    ArmorOfGod(Review<aog::Action>),
    /// A PIP Armor game's.
    PipArmor(Review<pip::Action>),
    /// A Strongholds seat's.
    Strongholds(Review<sh::Action>),
}

impl GameReview {
    /// Which game it reviews.
    pub fn game(&self) -> GameKind {
        match self {
            GameReview::ArmorOfGod(_) => GameKind::ArmorOfGod,
            GameReview::PipArmor(_) => GameKind::PipArmor,
            GameReview::Strongholds(_) => GameKind::Strongholds,
        }
    }
}

impl Serialize for GameReview {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("GameReview", 2)?;
        st.serialize_field("game", self.game().id())?;
        match self {
            GameReview::ArmorOfGod(r) => st.serialize_field("review", r)?,
            GameReview::PipArmor(r) => st.serialize_field("review", r)?,
            GameReview::Strongholds(r) => st.serialize_field("review", r)?,
        }
        st.end()
    }
}

/// A review under way, a slice at a time ([`ReviewSearch`] of whichever game).
#[derive(Debug, Clone)]
pub enum Reviewing {
    /// An Armor of God game's.
    ArmorOfGod(ReviewSearch<aog::State>),
    /// A PIP Armor game's.
    PipArmor(ReviewSearch<pip::State>),
    /// A Strongholds seat's, with each seat's playout level (a bot's own, Steady for a person).
    Strongholds(ReviewSearch<sh::State>, Vec<Level>),
}

/// Parses every action of a game in the notation, with the number and reason of the first that does not read.
fn parse<G: Game>(actions: &[String]) -> Result<Vec<G::Action>, ReplayError> {
    actions
        .iter()
        .enumerate()
        .map(|(index, text)| {
            G::parse_action(text).map_err(|reason| ReplayError::Action {
                index,
                action: text.clone(),
                reason,
            })
        })
        .collect()
}

/// The error of an action the rules refused while the review replayed the game.
fn refused<E: std::fmt::Display>(actions: &[String]) -> impl Fn((usize, E)) -> ReplayError + '_ {
    move |(index, reason)| ReplayError::Action {
        index,
        action: actions[index].clone(),
        reason: reason.to_string(),
    }
}

impl Reviewing {
    /// The review of `seat` in the game of `save`, each decision in `worlds` worlds (by default [`WORLDS`]);
    /// nothing measured yet. A try from a review is reviewed from its new deal on, its moves numbered as in the
    /// whole game.
    pub fn new(save: &SaveFile, seat: u8, worlds: Option<u32>) -> Result<Reviewing, ReviewError> {
        let setup = &save.setup;
        let (first, from) = match &save.tried {
            Some(t) => {
                let before =
                    replay_with_floor(setup, &save.actions[..t.at.min(save.actions.len())])?;
                (t.redeal(&before.state, setup), t.at)
            }
            None => (start(setup)?, 0),
        };
        let actions = &save.actions[from.min(save.actions.len())..];
        Ok(match first {
            Replayed::ArmorOfGod(s) => {
                Reviewing::ArmorOfGod(solo(&s, actions, seat, worlds)?.numbered_from(from))
            }
            Replayed::PipArmor(s) => {
                Reviewing::PipArmor(solo(&s, actions, seat, worlds)?.numbered_from(from))
            }
            Replayed::Strongholds(s) => {
                let players = s.options.players;
                if seat >= players {
                    return Err(ReviewError::NoSuchSeat {
                        seat,
                        last: players - 1,
                    });
                }
                let levels = levels(setup, players);
                let moves = parse::<sh::State>(actions)?;
                let w = worlds.unwrap_or(WORLDS.1);
                let search = ReviewSearch::new(&s, &moves, seat, &levels, w)
                    .map_err(refused(actions))?
                    .numbered_from(from);
                Reviewing::Strongholds(search, levels)
            }
        })
    }

    /// Plays about `playouts` more playouts; whether the review is finished.
    pub fn more(&mut self, playouts: u32) -> bool {
        match self {
            Reviewing::ArmorOfGod(r) => r.more(&(), playouts),
            Reviewing::PipArmor(r) => r.more(&(), playouts),
            Reviewing::Strongholds(r, levels) => r.more(levels, playouts),
        }
    }

    /// The decisions measured and the decisions in all.
    pub fn progress(&self) -> (usize, usize) {
        match self {
            Reviewing::ArmorOfGod(r) => r.progress(),
            Reviewing::PipArmor(r) => r.progress(),
            Reviewing::Strongholds(r, _) => r.progress(),
        }
    }

    /// The review so far.
    pub fn review(&self) -> GameReview {
        match self {
            Reviewing::ArmorOfGod(r) => GameReview::ArmorOfGod(r.review()),
            Reviewing::PipArmor(r) => GameReview::PipArmor(r.review()),
            Reviewing::Strongholds(r, _) => GameReview::Strongholds(r.review()),
        }
    }
}

/// The review of a solo game (one seat, 0; no playout policy) from its first state `start`.
fn solo<G: Reviewable<Policy = ()>>(
    start: &G,
    actions: &[String],
    seat: u8,
    worlds: Option<u32>,
) -> Result<ReviewSearch<G>, ReviewError> {
    if seat != 0 {
        return Err(ReviewError::NoSuchSeat { seat, last: 0 });
    }
    let moves = parse::<G>(actions)?;
    let w = worlds.unwrap_or(WORLDS.0);
    Ok(ReviewSearch::new(start, &moves, 0, &(), w).map_err(refused(actions))?)
}

/// Each seat's playout level: a bot's own, Steady for a person (played as the greedy bot).
fn levels(setup: &Setup, players: u8) -> Vec<Level> {
    let seats = match setup {
        Setup::Strongholds { seats, .. } => seats.as_slice(),
        Setup::ArmorOfGod { .. } | Setup::PipArmor { .. } => &[],
    };
    (0..usize::from(players))
        .map(|i| {
            seats
                .get(i)
                .and_then(|s| s.bot_level())
                .unwrap_or(Level::Steady)
        })
        .collect()
}

/// The whole review of `seat` in a saved game, each decision in `worlds` worlds (by default [`WORLDS`]).
pub fn review_save(
    save: &SaveFile,
    seat: u8,
    worlds: Option<u32>,
) -> Result<GameReview, ReviewError> {
    let mut reviewing = Reviewing::new(save, seat, worlds)?;
    while !reviewing.more(u32::MAX) {}
    Ok(reviewing.review())
}
