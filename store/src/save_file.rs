//! A saved game: who and what it is, how it started, every action, and a summary for listing.

use crate::challenge::{self, Challenge};
use crate::clock::Date;
use crate::load_error::LoadError;
use crate::replay::{replay_with_floor, ReplayError, Replayed};
use crate::setup::Seat;
use crate::setup::Setup;
use crate::summary::Summary;
use crate::time::now_rfc3339;
use crate::tried::{replay_tried, Tried};
use standfirm_engine::grade::Measured;
use standfirm_engine::msg;
use standfirm_engine::strongholds::Level;
use standfirm_engine::words::Msg;

/// One saved game (format: `docs/save-format.md`). The state is not stored: it is rebuilt by [`SaveFile::replay`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveFile {
    /// Unique and stable for the life of the game: the file name and the statistics key.
    pub id: String,
    /// The name shown on Home.
    pub name: String,
    /// When the game was started (RFC 3339 UTC).
    pub created: String,
    /// When it was last saved (RFC 3339 UTC).
    pub saved: String,
    /// How the game started.
    pub setup: Setup,
    /// Every action so far, in the runner's notation.
    pub actions: Vec<String>,
    /// Actions before this index can no longer be undone.
    pub undo_floor: usize,
    /// What Home shows without replaying.
    pub summary: Summary,
    /// For a daily deal, the local date it was started on (and counts for): the deal of that date.
    pub daily: Option<Date>,
    /// For a Challenge or a daily deal, the deal's grade and measured chance when it was started.
    pub challenge: Option<Challenge>,
    /// A try from a step of a finished game (the review's Try from here): where its new deal was made. Never
    /// counted in the statistics.
    pub tried: Option<Tried>,
}

impl SaveFile {
    /// A new game from `setup` with a fresh id, started now; also returns its first state. Fails only when the
    /// setup cannot start a game (a bad explicit deck, a wrong player count).
    pub fn new(setup: Setup, name: impl Into<String>) -> Result<(SaveFile, Replayed), ReplayError> {
        SaveFile::from_actions(setup, Vec::new(), name)
    }

    /// A game with a fresh id made from a setup and actions already played (the runner's `save`): replays them,
    /// and takes the undo floor and the summary from the replay.
    pub fn from_actions(
        setup: Setup,
        actions: Vec<String>,
        name: impl Into<String>,
    ) -> Result<(SaveFile, Replayed), ReplayError> {
        let replayed = replay_with_floor(&setup, &actions)?;
        let now = now_rfc3339();
        let save = SaveFile {
            id: crate::id::new_id(setup.game()),
            name: name.into(),
            created: now.clone(),
            saved: now,
            summary: Summary::of(&setup, &replayed.state),
            setup,
            actions,
            undo_floor: replayed.undo_floor,
            daily: None,
            challenge: None,
            tried: None,
        };
        Ok((save, replayed.state))
    }

    /// The file this game is saved in: `ID.json`. It never changes, whatever the game is renamed to.
    pub fn file_name(&self) -> String {
        format!("{}.json", self.id)
    }

    /// Records one more action, already applied to `state` by the app; `revealed` says whether it turned a
    /// hidden card face up (then nothing up to it may be undone). Refreshes the summary and the saved time.
    pub fn push(&mut self, action: impl Into<String>, revealed: bool, state: &Replayed) {
        self.actions.push(action.into());
        if revealed {
            self.undo_floor = self.actions.len();
        }
        self.refresh(state);
    }

    /// Takes back actions down to `len` (an undo), never below the undo floor; `state` is the game after them.
    /// Returns whether anything was taken back.
    pub fn truncate(&mut self, len: usize, state: &Replayed) -> bool {
        let len = len.max(self.undo_floor);
        if len >= self.actions.len() {
            return false;
        }
        self.actions.truncate(len);
        self.refresh(state);
        true
    }

    /// Recomputes the summary from `state` and sets the saved time to now.
    pub fn refresh(&mut self, state: &Replayed) {
        self.summary = Summary::of(&self.setup, state);
        self.saved = now_rfc3339();
    }

    /// Rebuilds the state: the setup, then every action through the engine's parse and apply.
    pub fn replay(&self) -> Result<Replayed, LoadError> {
        Ok(replay_tried(&self.setup, &self.actions, self.tried.as_ref())?.state)
    }

    /// A new game of a measured deal (`standfirm_engine::grade::find`), tagged with its grade and chance; also
    /// returns its first state.
    pub fn new_challenge(m: &Measured) -> Result<(SaveFile, Replayed), ReplayError> {
        let (mut save, state) =
            SaveFile::new(challenge::setup(m.variant, m.deal), challenge::name(m))?;
        save.challenge = Some(Challenge::of(m));
        Ok((save, state))
    }
}

/// A try from a review ([`Tried`]), made from a finished save.
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
