//! A game tried again from a step of a finished one (the review's Try from here): the finished game's setup and
//! its actions up to that step, then what the seat could not see there dealt again ([`Tried`]), then the moves
//! of the try. It is practice: never counted in the statistics, a streak or a daily deal.

use crate::replay::{replay_with_floor, Replay, ReplayError, Replayed};
use crate::save_file::SaveFile;
use crate::setup::{Seat, Setup};
use serde::{Deserialize, Serialize};
use standfirm_engine::msg;
use standfirm_engine::odds::Seen;
use standfirm_engine::review::Reviewable;
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::Level;
use standfirm_engine::words::Msg;

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
    let mut state = t.redeal(&before.state, setup);
    let mut undo_floor = t.at;
    for (index, text) in actions.iter().enumerate().skip(t.at) {
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

impl SaveFile {
    /// A try of `seat`'s game in this finished save from before its action `at`, as a new saved game of its own
    /// (a new id, named for the move): the actions up to there, then the cards the seat could not see dealt
    /// again from `key`. At a Strongholds table every other seat is played by a bot (a bot keeps its level, a
    /// person's seat gets Steady). Also returns its first state.
    pub fn try_from(
        &self,
        at: usize,
        seat: u8,
        key: u64,
        name: impl Into<String>,
    ) -> Result<(SaveFile, Replayed), ReplayError> {
        let mut setup = self.setup.clone();
        if let Setup::Strongholds { seats, .. } = &mut setup {
            if usize::from(seat) >= seats.len() {
                return Err(ReplayError::Setup(format!("there is no seat {seat}")));
            }
            for (i, s) in seats.iter_mut().enumerate() {
                *s = if i == usize::from(seat) {
                    Seat::person(s.name.clone())
                } else {
                    Seat::bot(s.name.clone(), s.bot_level().unwrap_or(Level::Steady))
                };
            }
        }
        let actions = self.actions[..at.min(self.actions.len())].to_vec();
        let tried = Tried { at, seat, key };
        let replay = replay_tried(&setup, &actions, Some(&tried))?;
        let (mut save, _) = SaveFile::new(setup.clone(), name)?;
        save.actions = actions;
        save.undo_floor = replay.undo_floor;
        save.tried = Some(tried);
        save.refresh(&replay.state);
        Ok((save, replay.state))
    }

    /// The default name of a try: "Try from move 22: Hard A · deal 14".
    pub fn try_name_msg(&self, at: usize) -> Msg {
        msg!(
            "Try from move {number}: {name}",
            number = at + 1,
            name = self.name.clone()
        )
    }
}
