//! One game in play, the part every game screen shares: the engine state, the actions taken so far in the
//! runner's notation (what a save file records), information-safe undo, the log and the message line.
//!
//! Every change to a game goes through [`Play::apply`], which calls the engine's `apply` once.

pub mod anchor;
mod log;
pub mod motion;
pub mod tutorial;

pub use log::{log_line, Line, Log, Tone};

use standfirm_engine::game::Game;
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
}

impl<G: Game> Play<G> {
    /// The date of the daily deal this game is (from its save), if it is one.
    pub fn daily(&self) -> Option<standfirm_store::Date> {
        self.record.daily
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
                self.message = sentence(&error.to_string());
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

    /// Undoes the last action if it may be undone; otherwise says why in the message.
    pub fn undo(&mut self) -> bool {
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
                self.message = self.undo_reason().into();
                false
            }
        }
    }

    /// Whether an action may be undone now.
    pub fn can_undo(&self) -> bool {
        !self.snapshots.is_empty()
    }

    /// Why undo is unavailable, in words.
    pub fn undo_reason(&self) -> &'static str {
        match self.sealed {
            Sealed::Reveal => {
                "Undo is not possible now: a new card has been revealed since your last move."
            }
            Sealed::OtherPlayer => {
                "Undo is not possible now: another player has decided since your last move."
            }
            Sealed::Nothing => "There is no move to undo yet.",
        }
    }

    /// Whether the game changed since the last call (the app saves it then).
    pub fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
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
        let action: A = text
            .parse()
            .map_err(|e| format!("action {index} \"{text}\" cannot be read: {e}"))?;
        let refused = act(action);
        if !refused.is_empty() {
            return Err(format!(
                "action {index} \"{text}\" cannot be replayed: {refused}"
            ));
        }
    }
    Ok(())
}

/// An engine error as a sentence for the screen: capital first letter, full stop.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use standfirm_engine::armor_of_god::{bots::greedy_action, Event, Options, State};

    fn new_play() -> Play<State> {
        let setup = standfirm_store::Setup::ArmorOfGod {
            options: Options::default(),
            seed: 7,
            deck: None,
        };
        let (record, _) = SaveFile::new(setup, "test").unwrap();
        Play::new(State::new(Options::default(), 7), Log::default(), record)
    }

    #[test]
    fn undo_goes_back_until_a_reveal_and_records_the_actions() {
        let mut play = new_play();
        assert!(!play.can_undo());
        assert_eq!(play.undo_reason(), "There is no move to undo yet.");
        // Play until a move that reveals nothing, then undo it.
        loop {
            let action = greedy_action(play.state()).expect("the game goes on");
            let before = play.state().clone();
            let events = play.apply(&action).expect("a legal action");
            assert_eq!(play.actions().last(), Some(&action.to_string()));
            if events.iter().any(Event::reveals_hidden_card) {
                assert!(!play.can_undo());
                assert_eq!(play.undo_floor, play.actions().len());
                assert!(play.undo_reason().contains("revealed"));
                continue;
            }
            let count = play.actions().len();
            assert!(play.undo());
            assert_eq!(play.state(), &before);
            assert_eq!(play.actions().len(), count - 1);
            assert!(play.take_changed());
            break;
        }
    }

    #[test]
    fn a_refused_action_changes_nothing_and_says_why() {
        let mut play = new_play();
        let before = play.state().clone();
        let bad = "play AS belt".parse().unwrap();
        assert!(play.apply(&bad).is_none());
        assert_eq!(play.state(), &before);
        assert!(play.actions().is_empty());
        assert!(play.message.ends_with('.'));
        assert!(!play.take_changed());
    }

    #[test]
    fn sentences_start_with_a_capital_and_end_with_a_full_stop() {
        assert_eq!(sentence("the game is over"), "The game is over.");
        assert_eq!(sentence(""), "");
    }
}
