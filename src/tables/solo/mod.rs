//! The one session of the solo games (Armor of God, PIP Armor): the game in play (state, actions, undo, log)
//! with what every solo table shares: the chosen hand card, the hint and what it points at, the highlights of
//! the last automatic effects, and the cards a move sends across the table (flown back on an undo). Each game
//! brings only what is its own through [`SoloGame`]: how its save starts, its log lines and highlights, its
//! flights, its screen and the selections it adds ([`SoloGame::Extra`]).
//!
//! Every change to a game goes through [`SoloSession::act`], which calls the engine's `apply` once.

mod hint;
mod screen;

pub use hint::HintWords;
#[cfg(test)]
mod tests;

use crate::tables::play::motion::FlightSpec;
use crate::tables::play::tutorial::CoachTarget;
use crate::tables::play::{Log, Play};
use crate::ui::AppWindow;
use standfirm_engine::words::Msg;
use standfirm_engine::Game;
use standfirm_store::{Replayed, SaveFile, Setup};
use std::fmt::Debug;

/// What one solo game brings to the shared session.
pub trait SoloGame: Sized + 'static {
    /// The engine state.
    type State: Game + Debug;
    /// The highlight of one of the six pieces after an automatic effect (`Default` is none).
    type Flash: Copy + Debug + Default + PartialEq;
    /// What a hint points at besides the card it chooses (Armor of God: a pile).
    type Mark: Clone + Debug + PartialEq;
    /// The selections and sheets the game adds (PIP Armor: the revealed card chosen, the Put On summary).
    type Extra: Extra;

    /// The state wrapped for the store.
    fn wrap(state: Self::State) -> Replayed;
    /// The state of this game unwrapped from the store's; `None` for another game's.
    fn unwrap(state: Replayed) -> Option<Self::State>;
    /// The first state of a save's game and the log's opening lines; an error in words when the save is not
    /// of this game or its deck is wrong.
    fn start(record: &SaveFile, log: &mut Log) -> Result<Self::State, String>;
    /// The events shown at the start, before any action (Armor of God: the first hand drawn).
    fn opening_events(state: &Self::State) -> Vec<<Self::State as Game>::Event>;
    /// Logs `events` and sets the highlights they cause.
    fn record(session: &mut SoloSession<Self>, events: &[<Self::State as Game>::Event]);
    /// The cards `action` sent across the table, which took `before` to `after` with `events`.
    fn flights(
        before: &Self::State,
        action: &<Self::State as Game>::Action,
        events: &[<Self::State as Game>::Event],
        after: &Self::State,
    ) -> Vec<FlightSpec>;
    /// Pushes the session into the screen's adapter.
    fn present(session: &SoloSession<Self>, app: &AppWindow);
    /// The next tap towards `action` (the runner's notation), for the tutorial's coach.
    fn coach_target(session: &SoloSession<Self>, action: &str) -> CoachTarget;
    /// The usual hint (the greedy bot's move from what is on the table, with its reason), if there is a move.
    fn usual_hint(state: &Self::State) -> Option<(<Self::State as Game>::Action, Msg)>;
    /// Chooses the card `action` plays and returns what else a hint of it points at.
    fn point(session: &mut SoloSession<Self>, action: &<Self::State as Game>::Action)
        -> Self::Mark;
}

/// The selections a game adds to the session.
pub trait Extra: Clone + Debug + Default {
    /// Forgets what was chosen (after a move or an undo); sheets stay.
    fn clear_selection(&mut self) {}
}

impl Extra for () {}

/// A solo game on screen.
#[derive(Debug, Clone)]
pub struct SoloSession<G: SoloGame> {
    /// The game in play.
    pub(crate) play: Play<G::State>,
    /// The chosen hand card.
    pub(crate) selected: Option<usize>,
    /// The highlights of the six pieces, in Ephesians order.
    pub(crate) flashes: [G::Flash; 6],
    /// The cards the last change sent across the table, not yet shown.
    pub(crate) flights: Vec<FlightSpec>,
    /// The last move's flights, to fly back on an undo.
    pub(crate) last_flights: Vec<FlightSpec>,
    /// The hint shown (its words) and what it points at.
    pub(crate) hint: Option<(HintWords, G::Mark)>,
    /// The game's own selections and sheets.
    pub(crate) extra: G::Extra,
}

impl<G: SoloGame> SoloSession<G> {
    /// A new game of `setup` (a seeded deal always starts).
    pub fn from_setup(setup: Setup) -> Result<SoloSession<G>, String> {
        // Named in the player's language; the name is then kept as it is.
        let name = crate::words::tr::say(&setup.default_name_msg());
        let (record, _) = SaveFile::new(setup, name).map_err(|e| e.to_string())?;
        SoloSession::resume(record)
    }

    /// The game of a save file: its setup, then every action replayed through the screen's own path (so the
    /// log is the game's), with the undo limit the file records.
    pub fn resume(record: SaveFile) -> Result<SoloSession<G>, String> {
        let mut log = Log::default();
        let state = G::start(&record, &mut log)?;
        // A graded deal says its grade and chance before the first move (and again when it is continued).
        if let Some(challenge) = &record.challenge {
            log.push(
                crate::words::grade::opening_msg(record.setup.game(), challenge),
                None,
                crate::tables::play::Tone::Plain,
            );
        }
        let first = G::opening_events(&state);
        let actions = record.actions.clone();
        let floor = record.undo_floor;
        let mut session = SoloSession {
            play: Play::new(state, log, record),
            selected: None,
            flashes: [G::Flash::default(); 6],
            flights: Vec::new(),
            last_flights: Vec::new(),
            hint: None,
            extra: G::Extra::default(),
        };
        G::record(&mut session, &first);
        let tried = session.play.tried();
        let (before, after) = actions.split_at(
            tried
                .as_ref()
                .map_or(actions.len(), |(t, _)| t.at.min(actions.len())),
        );
        crate::tables::play::replay_into(before, |action| {
            session.act(action);
            session.play.message.clone()
        })?;
        if let Some((t, setup)) = tried {
            let dealt = G::unwrap(t.redeal(&G::wrap(session.state().clone()), &setup))
                .ok_or_else(|| crate::words::tr::tr!("this save's try is of another game"))?;
            session.play.redeal(dealt);
        }
        crate::tables::play::replay_into(after, |action| {
            session.act(action);
            session.play.message.clone()
        })?;
        session.play.restore_floor(floor);
        session.clear_flashes();
        session.flights.clear();
        session.last_flights.clear();
        Ok(session)
    }

    /// A look back at the finished game of `record` as it stood before its action `at` (the review's
    /// step-through): the table as the player saw it then; every move and undo is refused and nothing is saved.
    pub fn look(mut record: SaveFile, at: usize) -> Result<SoloSession<G>, String> {
        if at > record.actions.len() {
            return Err(crate::words::tr::tr!("this game has no such move"));
        }
        record.actions.truncate(at);
        record.undo_floor = at;
        let mut session = SoloSession::resume(record)?;
        session.play.look_only();
        Ok(session)
    }

    /// The game as its save file now.
    pub fn save_file(&self) -> SaveFile {
        self.play.save_file(&G::wrap(self.state().clone()))
    }

    /// The engine state.
    pub fn state(&self) -> &G::State {
        self.play.state()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.state().is_over()
    }

    /// The hint's words as the table shows them ("Hint: …"); "" without a hint.
    pub fn hint_text(&self) -> String {
        self.hint
            .as_ref()
            .map(|(hint, _)| hint.text())
            .unwrap_or_default()
    }

    /// Whether undo is available.
    pub fn can_undo(&self) -> bool {
        self.play.can_undo()
    }

    /// Undoes the last move if no hidden card has been revealed since: the hint, the selections and the
    /// highlights go, and the move's cards fly back.
    pub fn undo(&mut self) {
        self.hint = None;
        if self.play.undo() {
            self.selected = None;
            self.extra.clear_selection();
            self.clear_flashes();
            self.flights = crate::tables::play::motion::reverse(&self.last_flights);
            self.last_flights.clear();
        }
    }

    /// Whether some piece is highlighted by an automatic effect.
    pub fn has_flashes(&self) -> bool {
        self.flashes.iter().any(|f| *f != G::Flash::default())
    }

    /// Ends the highlights of the last automatic effects.
    pub fn clear_flashes(&mut self) {
        self.flashes = [G::Flash::default(); 6];
    }

    /// Applies one action through the engine; a refused action changes nothing and says why (the message).
    /// A move clears the hint, the selections and the old highlights, logs its events and sends its cards.
    pub(crate) fn act(&mut self, action: <G::State as Game>::Action) {
        self.hint = None;
        let before = self.state().clone();
        if let Some(events) = self.play.apply(&action) {
            self.selected = None;
            self.extra.clear_selection();
            self.clear_flashes();
            G::record(self, &events);
            self.flights = G::flights(&before, &action, &events, self.state());
            self.last_flights = self.flights.clone();
        }
    }
}
