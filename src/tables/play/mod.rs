//! One game in play, the part every game screen shares: the engine state, the actions taken so far in the
//! runner's notation (what a save file records), information-safe undo, the log and the message line.
//!
//! Every change to a game goes through [`Play::apply`], which calls the engine's `apply` once.

mod log;
pub mod motion;
pub mod tutorial;

pub use log::{Line, Log, Tone};

use crate::words::tr::{say, tr};
use standfirm_engine::game::Game;
use standfirm_engine::words::{Arg, Msg, ToMsg};
use standfirm_store::{Replayed, SaveFile};

/// Why undo is not available.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sealed {
    /// Nothing has been done yet.
    Nothing,
    /// A hidden card was revealed after the last move.
    Reveal,
    /// Another player decided after the last move (Strongholds).
    OtherPlayer,
}

/// A game in play.
#[derive(Debug, Clone)]
pub struct Play<G: Game> {
    state: G,
    actions: Vec<String>,
    undo_floor: usize,
    /// The state and log length before each action from `undo_floor` on.
    snapshots: Vec<(G, usize)>,
    sealed: Sealed,
    changed: bool,
    /// The game's save: its id, name, times and setup (the actions and undo floor are the ones above).
    record: SaveFile,
    /// The log of what happened, newest last.
    pub log: Log,
    /// Why the last tap did nothing, in words ("" when it did something).
    pub message: String,
    /// The sentence `message` was said from, with the words it was said in then: while `message` is still
    /// those words, it is said again in the language of the moment it is shown ([`Play::message_now`]).
    said: Option<(Msg, String)>,
    /// A look back at a finished game (the review's step-through): nothing may be played, undone, renamed or
    /// saved.
    looking: bool,
}

impl<G: Game> Play<G> {
    /// Makes this game a look back at a finished game, as it stood: from now on every move and undo is refused
    /// with words that say so, and nothing is saved.
    pub fn look_only(&mut self) {
        self.looking = true;
        self.snapshots.clear();
        self.changed = false;
        self.message.clear();
        self.said = None;
    }

    /// A try from a review: where its new deal was made, with the setup it was made from, if this game is one.
    pub fn tried(&self) -> Option<(standfirm_store::Tried, standfirm_store::Setup)> {
        self.record.tried.map(|t| (t, self.record.setup.clone()))
    }

    /// A try's new deal ([`standfirm_store::Tried::redeal`]): the game goes on from `state`, with what the player
    /// knew unchanged and the rest dealt again; nothing before it may be undone, and the log says so.
    pub fn redeal(&mut self, state: G) {
        self.state = state;
        self.seal_with(Sealed::Reveal);
        self.log.push(
            standfirm_engine::msg!(
                "Try from here: the cards you could not see were dealt again. A practice game, not counted in your statistics."
            ),
            None,
            Tone::Plain,
        );
    }

    /// Why nothing can be played in a look back.
    fn look_reason() -> Msg {
        standfirm_engine::msg!(
            "This is a look back at your game as it stood: nothing here can be played. Try from here plays on from this move."
        )
    }

    /// The date of the daily deal this game is (from its save), if it is one.
    pub fn daily(&self) -> Option<standfirm_store::Date> {
        self.record.daily
    }

    /// The grade and measured chance of the deal (from its save), for a Challenge or a daily deal.
    pub fn challenge(&self) -> Option<standfirm_store::Challenge> {
        self.record.challenge
    }

    /// The table's `prompt`, led by the deal's grade and chance until the first move
    /// ([`crate::words::grade::prompt_before_first_move`]).
    pub fn prompt(&self, prompt: String) -> String {
        crate::words::grade::prompt_before_first_move(
            G::KIND,
            self.challenge().as_ref(),
            self.actions().len(),
            prompt,
        )
    }

    /// A game starting at `state`, with the set-up already logged in `log`; `record` is its save (whose
    /// actions are replayed by the session, then restored here).
    pub fn new(state: G, log: Log, record: SaveFile) -> Play<G> {
        Play {
            state,
            actions: Vec::new(),
            undo_floor: 0,
            snapshots: Vec::new(),
            sealed: Sealed::Nothing,
            changed: false,
            record,
            log,
            message: String::new(),
            said: None,
            looking: false,
        }
    }

    /// Says why the last tap did nothing: `msg`, in the language now, and again in the language of the moment
    /// it is shown.
    pub fn explain(&mut self, msg: Msg) {
        let words = say(&msg);
        self.message = words.clone();
        self.said = Some((msg, words));
    }

    /// The message in the language now ("" when the last tap did something).
    pub fn message_now(&self) -> String {
        match &self.said {
            Some((msg, words)) if *words == self.message => say(msg),
            _ => self.message.clone(),
        }
    }

    /// The game as its save file now; `state` is the engine state wrapped for the store.
    pub fn save_file(&self, state: &Replayed) -> SaveFile {
        let mut file = self.record.clone();
        file.actions = self.actions.clone();
        file.undo_floor = self.undo_floor;
        file.refresh(state);
        file
    }

    /// Renames the game (the name shown on Home and the Saves screen).
    pub fn rename(&mut self, name: &str) {
        if self.looking {
            return;
        }
        self.record.name = name.to_string();
        self.changed = true;
    }

    /// The engine state.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The actions applied so far, in the runner's notation.
    pub fn actions(&self) -> &[String] {
        &self.actions
    }

    /// Applies `action` through the engine. On success the action is recorded; when its events turned hidden
    /// information face up ([`Game::reveals_hidden`]), nothing before it may be undone any more. A refused
    /// action changes nothing and its reason becomes the message.
    pub fn apply(&mut self, action: &G::Action) -> Option<Vec<G::Event>> {
        if self.looking {
            self.explain(Self::look_reason());
            return None;
        }
        let before = (self.state.clone(), self.log.len());
        match self.state.apply(action) {
            Ok(events) => {
                self.actions.push(action.to_string());
                self.changed = true;
                self.message.clear();
                if events.iter().any(G::reveals_hidden) {
                    self.seal_with(Sealed::Reveal);
                } else {
                    self.snapshots.push(before);
                }
                Some(events)
            }
            Err(error) => {
                self.explain(sentence(error.msg()));
                None
            }
        }
    }

    /// From now on nothing done so far may be undone: another player decided (Strongholds). A floor already
    /// set by a reveal at this point keeps its reason.
    pub fn seal(&mut self) {
        if self.undo_floor == self.actions.len() && self.sealed != Sealed::Nothing {
            return;
        }
        self.seal_with(Sealed::OtherPlayer);
    }

    fn seal_with(&mut self, why: Sealed) {
        self.snapshots.clear();
        self.undo_floor = self.actions.len();
        self.sealed = why;
    }

    /// Sets the undo floor read from a save file (never lower than the floor the replay reached).
    pub fn restore_floor(&mut self, floor: usize) {
        let floor = floor.min(self.actions.len());
        if floor > self.undo_floor {
            let drop = floor - self.undo_floor;
            self.snapshots.drain(..drop.min(self.snapshots.len()));
            self.undo_floor = floor;
            self.sealed = Sealed::Reveal;
        }
        self.changed = false;
    }

    /// Follows a game played elsewhere (an online table's referee): `state` is the game now, after `actions`
    /// actions whose texts this device does not know (another seat's may name a hidden card); each is kept as
    /// an empty text, so that the count is the game's. Nothing here may be undone.
    pub fn follow(&mut self, state: G, actions: usize) {
        self.state = state;
        self.actions.resize(actions, String::new());
        self.snapshots.clear();
        self.undo_floor = actions;
        self.sealed = Sealed::OtherPlayer;
    }

    /// Replaces the game's save (an online table's whole save, sent at its end): its setup and actions are
    /// the file's from now on.
    pub fn keep_record(&mut self, record: SaveFile) {
        self.actions = record.actions.clone();
        self.undo_floor = self.actions.len();
        self.snapshots.clear();
        self.record = record;
    }

    /// Undoes the last action if it may be undone; otherwise says why in the message.
    pub fn undo(&mut self) -> bool {
        if self.looking {
            self.explain(Self::look_reason());
            return false;
        }
        match self.snapshots.pop() {
            Some((state, log_len)) => {
                self.state = state;
                self.log.truncate(log_len);
                self.actions.pop();
                self.changed = true;
                self.message.clear();
                if self.actions.is_empty() {
                    self.sealed = Sealed::Nothing;
                }
                true
            }
            None => {
                self.explain(self.undo_reason());
                false
            }
        }
    }

    /// Whether an action may be undone now.
    pub fn can_undo(&self) -> bool {
        !self.snapshots.is_empty()
    }

    /// Why undo is unavailable.
    pub fn undo_reason(&self) -> Msg {
        match self.sealed {
            Sealed::Reveal => standfirm_engine::msg!(
                "Undo is not possible now: a new card has been revealed since your last move."
            ),
            Sealed::OtherPlayer => standfirm_engine::msg!(
                "Undo is not possible now: another player has decided since your last move."
            ),
            Sealed::Nothing => standfirm_engine::msg!("There is no move to undo yet."),
        }
    }

    /// Whether the game changed since the last call (the app saves it then).
    pub fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed) && !self.looking
    }

    /// The game as its save file and its state wrapped for the store by `wrap`, if it changed since the last call
    /// (the app autosaves it then). The state is copied once, for both.
    pub fn take_save(&mut self, wrap: fn(G) -> Replayed) -> Option<(SaveFile, Replayed)> {
        if !self.take_changed() {
            return None;
        }
        let state = wrap(self.state.clone());
        Some((self.save_file(&state), state))
    }

    /// The name of the game's save file (from its id), without building the file.
    pub fn file_name(&self) -> String {
        self.record.file_name()
    }
}

/// What every table's game in play offers, whatever the game: the registry's and the screens' view of it.
pub trait Played {
    /// The actions applied so far, in the runner's notation.
    fn actions(&self) -> &[String];
    /// The name of the game's save file.
    fn file_name(&self) -> String;
    /// Renames the game.
    fn rename(&mut self, name: &str);
    /// Says `text` on the table's message line.
    fn tell(&mut self, text: &str);
    /// Undoes the last action if it may be undone; otherwise says why in the message.
    fn undo(&mut self) -> bool;
    /// The deal number.
    fn seed(&self) -> u64;
    /// Whether this is a look back at a finished game, which nothing changes.
    fn looking(&self) -> bool;
}

impl<G: Game> Played for Play<G> {
    fn actions(&self) -> &[String] {
        Play::actions(self)
    }

    fn file_name(&self) -> String {
        Play::file_name(self)
    }

    fn rename(&mut self, name: &str) {
        Play::rename(self, name);
    }

    fn tell(&mut self, text: &str) {
        self.message = text.to_string();
    }

    fn undo(&mut self) -> bool {
        Play::undo(self)
    }

    fn seed(&self) -> u64 {
        self.record.setup.seed()
    }

    fn looking(&self) -> bool {
        self.looking
    }
}

/// Replays a save's actions through a session: each is parsed, then given to `act`, which returns the message
/// a refused action leaves ("" when it was applied). The first action that does not parse or is refused stops
/// the replay with a plain reason.
pub fn replay_into<A: std::str::FromStr>(
    actions: &[String],
    mut act: impl FnMut(A) -> String,
) -> Result<(), String>
where
    A::Err: std::fmt::Display,
{
    for (index, text) in actions.iter().enumerate() {
        let action: A = text.parse().map_err(|e: A::Err| {
            tr!(
                "action {index} \"{action}\" cannot be read: {why}",
                index = index,
                action = text.as_str(),
                why = e.to_string()
            )
        })?;
        let refused = act(action);
        if !refused.is_empty() {
            return Err(tr!(
                "action {index} \"{action}\" cannot be replayed: {why}",
                index = index,
                action = text.as_str(),
                why = refused
            ));
        }
    }
    Ok(())
}

/// An engine error or reason as a sentence for the screen: capital first letter, full stop.
pub fn sentence(msg: Msg) -> Msg {
    standfirm_engine::msg!("{sentence}.", sentence = Arg::Msg(Box::new(msg)).capital())
}

#[cfg(test)]
mod tests;
