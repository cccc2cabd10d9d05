//! A game tried again from a step of a finished one (the review's Try from here): the finished game's setup and
//! its actions up to that step, then what the seat could not see there dealt again ([`Tried`]), then the moves
//! of the try. It is practice: never counted in the statistics, a streak or a daily deal.

use crate::replay::{play_on, replay_with_floor, Replay, ReplayError, Replayed};
use crate::setup::Setup;
use serde::{Deserialize, Serialize};
use standfirm_engine::odds::Seen;
use standfirm_engine::review::Reviewable;
use standfirm_engine::rng::GameRng;

/// Where a try leaves the finished game: after its first `at` actions, the cards `seat` could not see then are
/// dealt again from `key` (and every later shuffle draws from it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tried {
    /// The actions of the finished game kept, from its start.
    pub at: usize,
    /// The seat whose view the new deal keeps.
    pub seat: u8,
    /// The new deal's key.
    pub key: u64,
}

impl Tried {
    /// `state` (the game after `at` actions) with everything the seat could not see dealt again: what the seat
    /// knew stays as it was. A Strongholds table keeps its bots' secret (`setup`'s).
    pub fn redeal(&self, state: &Replayed, setup: &Setup) -> Replayed {
        fn deal<G: Reviewable>(state: &G, seat: u8, key: u64) -> G {
            state.known(seat).world(&mut GameRng::from_key(key))
        }
        match state {
            Replayed::ArmorOfGod(s) => Replayed::ArmorOfGod(deal(s, self.seat, self.key)),
            Replayed::PipArmor(s) => Replayed::PipArmor(deal(s, self.seat, self.key)),
            Replayed::Strongholds(s) => Replayed::Strongholds(
                deal(s, self.seat, self.key)
                    .with_bot_secret(setup.bot_secret().unwrap_or(setup.seed())),
            ),
        }
    }
}

/// Replays a game that may be a try: `actions` up to the try's step, its new deal, then the rest. The undo
/// floor is never before the new deal.
pub fn replay_tried(
    setup: &Setup,
    actions: &[String],
    tried: Option<&Tried>,
) -> Result<Replay, ReplayError> {
    let Some(t) = tried else {
        return replay_with_floor(setup, actions);
    };
    if t.at > actions.len() {
        return Err(ReplayError::Setup(format!(
            "the try starts after action {}, past the {} actions",
            t.at,
            actions.len()
        )));
    }
    let before = replay_with_floor(setup, &actions[..t.at])?;
    play_on(t.redeal(&before.state, setup), actions, t.at, t.at)
}
