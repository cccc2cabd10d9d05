//! One game of Strongholds as the app holds it on a device passed round the table: the game in play, the seats,
//! who holds the device now, the open slap window's claim, and the private screen's selection. An online
//! table is the same session with one person on this device and the referee on a server (`remote.rs`).
//!
//! What shows is derived from the engine's awaited decision ([`Stage`]): a hand-off before any person's private
//! decision, that person's screen, the public slap window, the public table while bots play, the end. Every
//! change to the game goes through [`ShSession::act`], which calls the engine's `apply` once.
//!
//! Every change also renews the session's generation: a slow search (a Wise bot's move, a hint, `search.rs`)
//! made before it is ignored when it comes back, and the hint shown goes with it.

use super::payment::{offers, Draft};
use super::recap;
use super::search::{next_generation, Answer, Purpose};
use super::seats::Seat;
use crate::tables::play::{Line, Log, Play, Tone};
use crate::words::tr::tr;
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{Action, CardId, Event, Options, State};
use standfirm_store::{Replayed, SaveFile, Setup};

/// What the screen shows now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// "Pass the device to …": nothing private on screen.
    Handoff(u8),
    /// A person's own screen (their turn, a second Trial, discards, a slap claim).
    Private(u8),
    /// The public slap window: who claims the new Stronghold?
    Window,
    /// The public table while bots play.
    Table,
    /// The game is over.
    Over,
}

/// What a private screen is busy with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ui {
    /// Nothing chosen.
    Idle,
    /// A Truth card chosen; which Stronghold? (Only when it has more than one target.)
    Target(CardId),
    /// A payment being put together.
    Pay(PayFor, Draft),
    /// Cards marked to discard or return at the end of the turn.
    Pick(Vec<CardId>),
    /// "End the game now?" (SH-B18).
    ConfirmEnd,
}

/// What a payment pays for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PayFor {
    /// A Truth card on the Stronghold in a slot (SH-5.6).
    Truth(CardId, u8),
    /// A slap with a Truth card (SH-5.7).
    Slap(CardId, u8),
    /// Overcoming a Trial or fulfilling an Assignment (SH-2.13).
    Task(CardId),
}

/// The last bot move, highlighted on the public table for a moment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Highlight {
    /// The bot's seat.
    pub seat: u8,
    /// The Stronghold slot it touched, if any.
    pub slot: Option<u8>,
    /// What it did, in words.
    pub text: String,
}

/// A hint on a person's own screen: what Wise would do in their place, from their own view, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShownHint {
    /// The person's seat.
    pub seat: u8,
    /// The suggested move.
    pub action: Action,
    /// Why, as words in any language: said in the language of the moment it is shown, so that a change of
    /// language says it again.
    pub reason: standfirm_engine::words::Msg,
}

/// A search running away from the screen: what it is for, and its answer once it came back.
#[derive(Debug, Clone)]
pub(super) struct Pending {
    pub(super) purpose: Purpose,
    pub(super) answer: Option<Answer>,
}

/// A game of Strongholds on screen.
#[derive(Debug, Clone)]
pub struct ShSession {
    pub(crate) play: Play<State>,
    pub(super) seats: Vec<Seat>,
    /// The seat whose private screen may show; `None` while the device is public.
    holder: Option<u8>,
    /// With one person at the table there is nobody to hide from: no hand-offs.
    lone: Option<u8>,
    /// A person who claimed the open slap window.
    pub(super) claimant: Option<u8>,
    /// The people passed the open window: the bots may slap.
    pub(super) passed: bool,
    /// The public window's answer to a claim that cannot be backed ("April cannot slap.").
    pub(super) window_message: Option<standfirm_engine::words::Msg>,
    /// Per seat: the log position when they last took the device.
    seen: Vec<usize>,
    /// "Since your last turn", while shown.
    pub(super) recap: Option<Vec<Line>>,
    /// The private screen's selection.
    pub(super) ui: Ui,
    /// The phone's list: 0 Truth cards, 1 Trials and Assignments, 2 the log.
    pub(super) tab: usize,
    /// The last bot move.
    pub(super) highlight: Option<Highlight>,
    /// The details sheet the last tap asked for: a heading and the cards, taken once by the screen.
    pub(super) details: Option<(String, Vec<CardId>)>,
    last_stage: Option<Stage>,
    /// Renewed by every change (an action, an undo, another stage): a search made for an older generation is
    /// ignored when it comes back.
    pub(super) generation: u64,
    /// The search of this generation running away from the screen, if any.
    pub(super) searching: Option<Pending>,
    /// The hint shown on the private screen, until the next change.
    pub(super) hint: Option<ShownHint>,
    /// An online table's seat, frame and move in flight (`remote.rs`); `None` at a table on this device.
    pub(super) remote: Option<Box<super::remote::Remote>>,
    /// A look back at a finished game (the review's step-through): the seat whose view it shows.
    looking: Option<u8>,
}

impl ShSession {
    /// A new game: the seats in order, the Truth limit option (SH-B5), the deal number and the first seat.
    pub fn new(
        seats: Vec<Seat>,
        truth_limit_all: bool,
        seed: u64,
        first: u8,
    ) -> Result<ShSession, String> {
        let setup = Setup::Strongholds {
            options: Options {
                players: seats.len() as u8,
                truth_limit_all,
                round_cap: None,
            },
            seed,
            first_player: first,
            decks: None,
            seats,
            secret: Some(standfirm_store::new_bot_secret(crate::platform::entropy())),
        };
        // Named in the player's language; the name is then kept as it is.
        let name = crate::words::tr::say(&setup.default_name_msg());
        let (record, _) = SaveFile::new(setup, name).map_err(|e| e.to_string())?;
        ShSession::resume(record)
    }

    /// The game of a save file: its set-up, then every action replayed through the session's own path (so the
    /// log is the game's), with the undo limit the file records. The device starts public.
    pub fn resume(record: SaveFile) -> Result<ShSession, String> {
        let secret = record.setup.bot_secret();
        let Setup::Strongholds {
            options,
            seed,
            first_player,
            decks,
            seats,
            ..
        } = record.setup.clone()
        else {
            return Err(crate::words::tr::tr!("this save is not a Strongholds game"));
        };
        if seats.len() != usize::from(options.players) {
            return Err(crate::words::tr::tr!(
                "this save's seats do not match its number of players"
            ));
        }
        let (state, events) =
            State::with_decks(options, seed, first_player, &decks.unwrap_or_default())
                .map_err(|e| e.to_string())?;
        let state = state.with_bot_secret(secret.unwrap_or(seed));
        let humans: Vec<u8> = (0..seats.len() as u8)
            .filter(|&s| !seats[usize::from(s)].bot)
            .collect();
        let lone = (humans.len() == 1).then(|| humans[0]);
        let actions = record.actions.clone();
        let floor = record.undo_floor;
        let names = seats.iter().map(|s| s.name.clone()).collect();
        let mut session =
            ShSession::from_parts(Play::new(state, Log::named(names), record), seats, lone);
        session.play.log.push(
            // No deal number while the game is on: whoever knows it can work out every hand (shown at the end).
            standfirm_engine::msg!("Five Strongholds stand. Overcome them with Truth."),
            Some("John 8:32"),
            Tone::Plain,
        );
        session.log_events(&events);
        let tried = session.play.tried();
        let (before, after) = actions.split_at(
            tried
                .as_ref()
                .map_or(actions.len(), |(t, _)| t.at.min(actions.len())),
        );
        crate::tables::play::replay_into(before, |action: Action| {
            session.act(action);
            session.play.message.clone()
        })?;
        if let Some((t, setup)) = tried {
            let Replayed::Strongholds(dealt) =
                t.redeal(&Replayed::Strongholds(session.state().clone()), &setup)
            else {
                return Err(crate::words::tr::tr!("this save's try is of another game"));
            };
            session.play.redeal(dealt);
        }
        crate::tables::play::replay_into(after, |action: Action| {
            session.act(action);
            session.play.message.clone()
        })?;
        session.play.restore_floor(floor);
        session.highlight = None;
        session.recap = None;
        session.last_stage = None;
        // A resumed game starts public: whoever decides next takes the device, and reads what the others did
        // since the start of their last turn.
        if session.lone.is_none() {
            session.holder = None;
        }
        for seat in 0..session.seats.len() as u8 {
            let started = session
                .play
                .log
                .after_last(|l| l.turn_start && l.seat == Some(seat));
            session.seen[usize::from(seat)] = started.unwrap_or(0);
        }
        session.settle();
        Ok(session)
    }

    /// A session of `play` at a table of `seats`, the device public, or held by `lone` when one person plays
    /// on it alone.
    pub(super) fn from_parts(play: Play<State>, seats: Vec<Seat>, lone: Option<u8>) -> ShSession {
        ShSession {
            play,
            seen: vec![0; seats.len()],
            seats,
            holder: lone,
            lone,
            claimant: None,
            passed: false,
            window_message: None,
            recap: None,
            ui: Ui::Idle,
            tab: 0,
            highlight: None,
            details: None,
            last_stage: None,
            generation: next_generation(),
            searching: None,
            hint: None,
            remote: None,
            looking: None,
        }
    }

    /// A look back at the finished game of `record` as it stood before its action `at`, from `seat`'s view only:
    /// that seat's own screen at its decisions, the public table at the others'. Nothing may be played (its
    /// `Play` refuses every move), no bot moves, nothing is saved.
    pub fn look(mut record: SaveFile, at: usize, seat: u8) -> Result<ShSession, String> {
        if at > record.actions.len() {
            return Err(crate::words::tr::tr!("this game has no such move"));
        }
        record.actions.truncate(at);
        record.undo_floor = at;
        let mut session = ShSession::resume(record)?;
        if usize::from(seat) >= session.seats.len() {
            return Err(crate::words::tr::tr!("this game has no such seat"));
        }
        session.play.look_only();
        session.looking = Some(seat);
        session.lone = Some(seat);
        session.holder = Some(seat);
        session.claimant = None;
        session.settle();
        // What the others did is the log's to tell here: no account of it over the seat's screen.
        session.recap = None;
        Ok(session)
    }

    /// The seat whose view a look back shows, if this is one.
    pub fn looking(&self) -> Option<u8> {
        self.looking
    }

    /// The game as its save file now.
    pub fn save_file(&self) -> SaveFile {
        self.play
            .save_file(&Replayed::Strongholds(self.state().clone()))
    }

    /// The deal number: shown only once the game is over, as it tells every hand.
    pub fn deal(&self) -> u64 {
        crate::tables::play::Played::seed(&self.play)
    }

    /// The engine state (the referee's: present only from views of it).
    pub fn state(&self) -> &State {
        self.play.state()
    }

    /// The seats.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Whether this device may review `seat`'s game once it is over: a person's seat (a bot's game is no one's
    /// to learn from), at an online table only this device's own seat and only once the whole save has come.
    pub fn may_review(&self, seat: u8) -> bool {
        let person = self.seats.get(usize::from(seat)).is_some_and(|s| !s.bot);
        let here = match self.online_seat() {
            Some((_, mine)) => mine == seat && self.deal_known(),
            None => true,
        };
        person && here && self.is_over() && self.looking.is_none()
    }

    /// The seat names, by seat.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.state().awaiting() == Awaiting::Nothing
    }

    /// Whether `seat` is a person.
    fn human(&self, seat: u8) -> bool {
        self.seats.get(usize::from(seat)).is_some_and(|s| !s.bot)
    }

    /// The seat that decides now, unless the table does (a slap window) or nobody (the end).
    pub fn decider(&self) -> Option<u8> {
        match self.state().awaiting() {
            Awaiting::SecondTrial { seat, .. }
            | Awaiting::Main { seat }
            | Awaiting::DiscardGrowth { seat, .. }
            | Awaiting::ReturnTruth { seat, .. } => Some(seat),
            Awaiting::SlapWindow { .. } | Awaiting::Nothing => None,
        }
    }

    /// The people who may claim the open slap window (every non-active person: the window never hints who
    /// could back a claim, SH-5.7).
    pub fn window_people(&self) -> Vec<u8> {
        if let Some(people) = self.online_window_people() {
            return people;
        }
        match self.state().awaiting() {
            Awaiting::SlapWindow { seats, .. } => {
                seats.into_iter().filter(|&s| self.human(s)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// What shows now.
    pub fn stage(&self) -> Stage {
        if let Some(stage) = self.online_stage() {
            return stage;
        }
        // A look back shows the seat's own screen at its decisions, else the public table.
        if let Some(seat) = self.looking {
            return match self.state().awaiting() {
                Awaiting::Nothing => Stage::Over,
                _ if self.decider() == Some(seat) => Stage::Private(seat),
                _ => Stage::Table,
            };
        }
        match self.state().awaiting() {
            Awaiting::Nothing => Stage::Over,
            Awaiting::SlapWindow { .. } => match self.claimant {
                Some(seat) if self.holder == Some(seat) => Stage::Private(seat),
                Some(seat) => Stage::Handoff(seat),
                None if self.passed || self.window_people().is_empty() => Stage::Table,
                None => Stage::Window,
            },
            _ => {
                let seat = self.decider().unwrap_or(0);
                if !self.human(seat) {
                    Stage::Table
                } else if self.holder == Some(seat) {
                    Stage::Private(seat)
                } else {
                    Stage::Handoff(seat)
                }
            }
        }
    }

    /// The seat whose private screen shows, if any.
    pub fn private_seat(&self) -> Option<u8> {
        match self.stage() {
            Stage::Private(seat) => Some(seat),
            _ => None,
        }
    }

    /// Whether the private screen is a slap claim rather than the seat's own decision.
    pub fn claiming(&self) -> bool {
        self.claimant.is_some() && matches!(self.stage(), Stage::Private(_))
    }

    /// Plays the next bot move, if bots are to act; the move is highlighted on the public table.
    pub fn step_bot(&mut self) -> bool {
        let Some(action) = self.next_bot_move() else {
            return false;
        };
        let seat = match &action {
            Action::Slap { seat, .. } => Some(*seat),
            Action::CloseSlapWindow => None,
            _ => self.decider(),
        };
        let from = self.play.log.len();
        if !self.act(action.clone()) {
            // A bot's move is always legal; should the engine refuse it, the table moves on rather than stall.
            return false;
        }
        self.highlight = seat.map(|seat| Highlight {
            seat,
            slot: match action {
                Action::PlayTruth { slot, .. } | Action::Slap { slot, .. } => Some(slot),
                _ => None,
            },
            text: self
                .play
                .log
                .since(from)
                .iter()
                .find(|l| l.recap || l.seat == Some(seat))
                .map(|l| self.play.log.text(l))
                .unwrap_or_else(|| {
                    tr!(
                        "{who} plays.",
                        who = self.seats[usize::from(seat)].name.as_str()
                    )
                }),
        });
        true
    }

    /// "I'm April": the seat the hand-off names takes the device.
    pub fn take_device(&mut self) {
        if let Stage::Handoff(seat) = self.stage() {
            self.holder = Some(seat);
            self.open_private(seat);
            self.settle();
        }
    }

    /// A seat takes the device for its private screen: the account of what the others did since its last
    /// turn is shown first (not for a slap claim, which is quick and public).
    fn open_private(&mut self, seat: u8) {
        if self.claimant.is_none() {
            let lines = recap::lines(&self.play.log, self.seen[usize::from(seat)], seat);
            self.recap = (!lines.is_empty()).then_some(lines);
            self.seen[usize::from(seat)] = self.play.log.len();
        }
        self.ui = Ui::Idle;
        self.tab = 0;
    }

    /// Shows another of the phone's lists.
    pub fn set_tab(&mut self, tab: usize) {
        self.tab = tab.min(2);
    }

    /// The cards a pick sheet lists now: the holding to discard from, or the Truth cards to return.
    pub fn pick_cards(&self) -> Vec<CardId> {
        let Some(seat) = self.private_seat() else {
            return Vec::new();
        };
        let p = self.state().player(seat);
        match self.state().awaiting() {
            Awaiting::DiscardGrowth { .. } => p.holding.clone(),
            Awaiting::ReturnTruth { .. } => p.truths.clone(),
            _ => Vec::new(),
        }
    }

    /// A pick row's label: "Choose Spirit of Might", and "Choose Spirit of Might (2)" for a second card of the
    /// same title, so that every row can be told apart.
    pub fn pick_label(&self, card: CardId) -> String {
        let cards = self.pick_cards();
        let title = &card.card().title;
        let before = cards
            .iter()
            .take_while(|&&c| c != card)
            .filter(|c| &c.card().title == title)
            .count();
        let title = crate::words::sh::title_of(card);
        if before == 0 {
            crate::words::tr::tr!("Choose {title}", title = title)
        } else {
            crate::words::tr::tr!("Choose {title} ({n})", title = title, n = before + 1)
        }
    }

    /// Closes "Since your last turn".
    pub fn close_recap(&mut self) {
        self.recap = None;
    }

    /// A person claims the open slap window. A claim that cannot be backed is refused with "cannot slap" and
    /// nothing else (SH-5.7); a claim that can goes to the claimant's own screen, behind a hand-off.
    pub fn claim(&mut self, seat: u8) {
        if self.stage() != Stage::Window || !self.window_people().contains(&seat) {
            return;
        }
        let name = &self.seats[usize::from(seat)].name;
        if self.state().can_slap(seat) {
            self.window_message = None;
            self.claimant = Some(seat);
            if self.lone == Some(seat) {
                self.holder = Some(seat);
            }
            self.ui = Ui::Idle;
        } else {
            // Kept as a sentence, said in the language of the moment (a change of language re-says it).
            self.window_message = Some(standfirm_engine::msg!(
                "{name} cannot slap.",
                name = name.as_str()
            ));
        }
        self.settle();
    }

    /// The claimant changes their mind: back to the public window.
    pub fn cancel_claim(&mut self) {
        self.claimant = None;
        self.ui = Ui::Idle;
        self.settle();
    }

    /// "No one": the people pass the window; the bots may still slap, then it closes.
    pub fn no_one(&mut self) {
        // Online this person passes: the server closes the window once everyone answered (or on its deadline).
        if self.is_online() {
            if self.stage() == Stage::Window {
                self.window_message = None;
                self.act(Action::CloseSlapWindow);
            }
            return;
        }
        if self.stage() == Stage::Window {
            self.passed = true;
            self.window_message = None;
            self.settle();
        }
    }

    /// Undoes the private seat's last move, within its own turn (information-safe: `Play`).
    pub fn undo(&mut self) {
        if self.private_seat().is_some() && !self.claiming() && self.play.undo() {
            self.ui = Ui::Idle;
            self.renew();
            self.settle();
        }
    }

    /// Whether the private seat may undo now.
    pub fn can_undo(&self) -> bool {
        self.private_seat().is_some() && !self.claiming() && self.play.can_undo()
    }

    /// What a move ends on the screen, on this device or at the server: a slap claim, a pass, the window's
    /// message, the step in progress and the last move's highlight; the Hint and the Chance start again.
    pub(super) fn moved_on(&mut self) {
        self.claimant = None;
        self.passed = false;
        self.window_message = None;
        self.ui = Ui::Idle;
        self.highlight = None;
        self.renew();
    }

    /// Applies one action through the engine. A refused action changes nothing and says why. Nothing before
    /// a move by another seat (or the table) may be undone afterwards.
    pub fn act(&mut self, action: Action) -> bool {
        // Online the server applies it: the move is sent, and the frame that confirms it changes the game.
        if self.is_online() {
            let sent = self.send(action);
            self.settle();
            return sent;
        }
        let actor = match &action {
            Action::Slap { seat, .. } => Some(*seat),
            Action::CloseSlapWindow => None,
            _ => self.decider(),
        };
        let Some(events) = self.play.apply(&action) else {
            return false;
        };
        self.log_events(&events);
        if actor.is_none() || self.decider() != actor {
            self.play.seal();
        }
        self.moved_on();
        self.settle();
        true
    }

    /// A new generation: any search still out is ignored when it comes back, and the hint goes.
    pub(super) fn renew(&mut self) {
        self.generation = next_generation();
        self.searching = None;
        self.hint = None;
    }

    /// Keeps who holds the device in step with what shows: a public screen takes the device from whoever held
    /// it (unless one person plays alone), and a person whose own screen comes back to them reads what happened.
    pub(super) fn settle(&mut self) {
        let stage = self.stage();
        if self.last_stage != Some(stage) {
            self.renew();
        }
        match stage {
            Stage::Window | Stage::Table | Stage::Over if self.lone.is_none() => self.holder = None,
            Stage::Private(seat)
                if self.lone == Some(seat)
                    && !matches!(self.last_stage, Some(Stage::Private(_))) =>
            {
                self.open_private(seat)
            }
            _ => {}
        }
        self.last_stage = Some(stage);
    }

    /// Logs events in the words of the rule sheet, with the seats' names, draws told as counts.
    fn log_events(&mut self, events: &[Event]) {
        let names = self.names();
        for line in recap::describe(events, &names) {
            self.play.log.push_line(line);
        }
    }

    /// The payment sources of the private seat, from its own view.
    pub fn draft(&self, cost: &[standfirm_engine::strongholds::Colour], truth: bool) -> Draft {
        let seat = self.private_seat().unwrap_or(0);
        Draft::propose(cost, offers(&self.state().view(seat), seat, truth))
    }
}
