//! A Strongholds table online: one person on this device, the referee on a table server. The game changes
//! here by the server's frames only ([`ShSession::apply_frame`]), never by this device's own `apply`: each
//! frame brings this seat's [`Observation`], from which a full state is rebuilt with `determinise` (the seat's
//! own cards and everything public as they are, the rest dealt at random), so that the screens, the Hint and
//! the Chance read the same views and list the same legal moves as the referee — and nothing this seat may not
//! see is ever on the device. A move is sent, not applied ([`ShSession::take_outgoing`]); the next frame
//! confirms it, or a refusal says why in the player's language.
//!
//! No hand-offs: this seat's own screen shows whenever the decision is its own, the public table while the
//! others decide (their moves arriving as events, logged and highlighted as a bot's are), and in a slap window
//! this person's own claim or pass. The server plays the bots.

use super::recap;
use super::seats::Seat;
use super::session::{Highlight, ShSession, Stage, Ui};
use crate::tables::play::{Log, Play, Tone};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{Action, Event, Level, Observation};
use standfirm_protocol::{Frame, Player, SeatInfo};
use standfirm_store::{Replayed, SaveFile, Setup};
use std::collections::VecDeque;

/// A move sent to the server and not yet confirmed.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Sent {
    /// The frame it was chosen on.
    seq: u64,
    /// This person's pass in a slap window (confirmed by the window's answers, not a new frame number).
    pass: bool,
}

/// What an online table holds beyond the game: the seat, the last frame's facts, the move in flight.
#[derive(Debug, Clone)]
pub struct Remote {
    /// The table's id.
    table: String,
    /// This device's seat.
    seat: u8,
    /// The last frame's number (the actions made so far).
    seq: u64,
    /// The seats as the server sees them (who is a bot, who is away).
    seats: Vec<SeatInfo>,
    /// Milliseconds left on the clock of the decision awaited, counted down between frames.
    left_ms: Option<u64>,
    /// The people who answered the open slap window.
    answered: Vec<u8>,
    /// The move sent and not yet confirmed.
    sent: Option<Sent>,
    /// The moves of the same tap still to send, each on the frame that confirms the one before.
    outbox: VecDeque<Action>,
    /// The connection is up: moves may be sent.
    connected: bool,
    /// The last action whose events are in the log (`None`: not even the deal's).
    logged: Option<u64>,
    /// The level of the bot that plays for a person away (the table's setting, from its frames).
    away_level: Level,
    /// The whole save arrived at the end.
    saved: bool,
}

/// The session's seats as a frame names them (a bot with its level; a person, whether away or not).
fn seats_of(infos: &[SeatInfo]) -> Vec<Seat> {
    infos
        .iter()
        .map(|s| match s.player {
            Player::Bot { level } => Seat::bot(s.name.clone(), level),
            Player::Person | Player::Open => Seat::person(s.name.clone()),
        })
        .collect()
}

/// The game a frame's observation stands for: rebuilt with `determinise`, the unseen cards dealt from a
/// stream keyed by the frame's number (any deal of them would do: no screen shows them).
fn rebuilt(obs: &Observation, seq: u64) -> standfirm_engine::strongholds::State {
    obs.determinise(&mut GameRng::from_key(seq ^ 0x0a11_ce5e_a75e_ed00))
}

/// The seat an action's events are about: the first event's that names one.
fn actor(events: &[Event]) -> Option<u8> {
    events.iter().find_map(Event::seat)
}

/// The Stronghold slot an action's events touched (a replacement revealed there), if any.
fn slot_of(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::StrongholdRevealed { slot, .. } | Event::SlapWindowClosed { slot } => Some(*slot),
        _ => None,
    })
}

impl ShSession {
    /// An online table's session, from the first frame of its game (one with an observation): `seat` is this
    /// device's. Its log starts from the frame's events.
    pub fn online(table: &str, seat: u8, frame: &Frame) -> Result<ShSession, String> {
        let obs = frame
            .observation
            .as_ref()
            .ok_or_else(|| crate::words::tr::tr!("the table's game has not started"))?;
        if usize::from(seat) >= frame.seats.len() || frame.seats.len() != obs.seats.len() {
            return Err(crate::words::tr::tr!(
                "the server's frame does not match its seats"
            ));
        }
        let seats = seats_of(&frame.seats);
        // A record for the session's name and kind; never written (the server sends the whole save at the
        // end, and that one is kept).
        let setup = Setup::Strongholds {
            options: obs.options.clone(),
            seed: 0,
            first_player: obs.first_player,
            decks: None,
            seats: seats.clone(),
            secret: None,
        };
        let name = crate::words::tr::say(&standfirm_engine::msg!(
            "{game} · online",
            game = standfirm_engine::GameKind::Strongholds.short_title_msg()
        ));
        let (record, _) = SaveFile::new(setup, name).map_err(|e| e.to_string())?;
        let state = rebuilt(obs, frame.seq);
        let mut session = ShSession::from_parts(
            Play::new(
                state,
                Log::named(seats.iter().map(|s| s.name.clone()).collect()),
                record,
            ),
            seats,
            Some(seat),
        );
        session.play.log.push(
            standfirm_engine::msg!("Five Strongholds stand. Overcome them with Truth."),
            Some("John 8:32"),
            Tone::Plain,
        );
        session.remote = Some(Box::new(Remote {
            table: table.to_string(),
            seat,
            seq: u64::MAX,
            seats: Vec::new(),
            left_ms: None,
            answered: Vec::new(),
            sent: None,
            outbox: VecDeque::new(),
            connected: true,
            logged: None,
            away_level: frame.away_level,
            saved: false,
        }));
        session.apply_frame(frame);
        // The first frame's moves are history, not news.
        session.highlight = None;
        session.recap = None;
        Ok(session)
    }

    /// Whether this is an online table.
    pub fn is_online(&self) -> bool {
        self.remote.is_some()
    }

    /// The online table's id and this device's seat.
    pub fn online_seat(&self) -> Option<(&str, u8)> {
        self.remote.as_ref().map(|r| (r.table.as_str(), r.seat))
    }

    /// The last frame's number.
    pub fn online_seq(&self) -> Option<u64> {
        self.remote.as_ref().map(|r| r.seq)
    }

    /// Takes a frame of the table: the seats, the clock, the events since the last one (logged, and another
    /// seat's last move highlighted), and the game rebuilt from the observation. A frame with a new number
    /// confirms the move sent (or shows it was not made) and ends what the screen was busy with.
    pub fn apply_frame(&mut self, frame: &Frame) {
        let Some(remote) = self.remote.as_mut() else {
            return;
        };
        let me = remote.seat;
        let moved = frame.seq != remote.seq;
        remote.seq = frame.seq;
        remote.seats = frame.seats.clone();
        remote.left_ms = frame.clock.left_ms;
        remote.away_level = frame.away_level;
        remote.answered = frame.clock.answered.clone();
        let confirmed = match &remote.sent {
            Some(sent) => moved || (sent.pass && remote.answered.contains(&me)),
            None => false,
        };
        if confirmed {
            remote.sent = None;
        }
        if moved && !confirmed {
            // The table moved on without the moves still waiting: they were chosen on another game.
            remote.outbox.clear();
        }
        let fresh: Vec<(u64, Vec<Event>)> = frame
            .events
            .iter()
            .filter(|h| remote.logged.is_none_or(|l| h.action > l))
            .map(|h| (h.action, h.events.clone()))
            .collect();
        if let Some((last, _)) = fresh.last() {
            remote.logged = Some(*last);
        }
        // A seat handed to a bot (or left) plays as one from now on.
        let seats = seats_of(&frame.seats);
        if seats.len() == self.seats.len() {
            for (mine, theirs) in self.seats.iter_mut().zip(seats) {
                mine.bot = theirs.bot;
                mine.level = theirs.level;
            }
        }
        let from = self.play.log.len();
        for (_, events) in &fresh {
            let names = self.names();
            for line in recap::describe(events, &names) {
                self.play.log.push_line(line);
            }
        }
        if let Some(obs) = &frame.observation {
            self.play
                .follow(rebuilt(obs, frame.seq), frame.seq as usize);
        }
        if moved {
            self.moved_on();
        }
        // Another seat's move, shown as a bot's is: who, where, and its first line.
        if let Some((_, events)) = fresh.last() {
            if let Some(seat) = actor(events).filter(|&s| s != me) {
                let text = self
                    .play
                    .log
                    .since(from)
                    .iter()
                    .rev()
                    .find(|l| l.seat == Some(seat) && (l.recap || !l.turn_start))
                    .or_else(|| self.play.log.since(from).last())
                    .map(|l| self.play.log.text(l));
                if let Some(text) = text {
                    self.highlight = Some(Highlight {
                        seat,
                        slot: slot_of(events),
                        text,
                    });
                }
            }
        }
        self.settle();
    }

    /// The server refused the move sent: why, in the player's language; nothing else of this tap is sent.
    pub fn refused(&mut self, words: &str) {
        if let Some(remote) = self.remote.as_mut() {
            remote.sent = None;
            remote.outbox.clear();
        }
        self.claimant = None;
        self.passed = false;
        self.ui = Ui::Idle;
        self.play.message = words.to_string();
    }

    /// The connection is up (moves may be sent) or not (reconnecting: taps are held, and nothing is queued:
    /// a move sent and not confirmed is forgotten, and the next frame says whether it was made).
    pub fn set_connected(&mut self, connected: bool) {
        if let Some(remote) = self.remote.as_mut() {
            remote.connected = connected;
            if !connected {
                remote.outbox.clear();
                remote.sent = None;
            }
        }
    }

    /// Whether taps are held now: the connection is down, or a move is on its way.
    pub fn held(&self) -> bool {
        self.remote
            .as_ref()
            .is_some_and(|r| !r.connected || r.sent.is_some() || !r.outbox.is_empty())
    }

    /// Queues a move of this person's to send (instead of applying it); whether it was taken.
    pub(super) fn send(&mut self, action: Action) -> bool {
        let Some(remote) = self.remote.as_mut() else {
            return false;
        };
        if !remote.connected {
            self.play.message =
                crate::words::tr::tr!("Waiting for the connection: try again in a moment.");
            return false;
        }
        if remote.sent.is_some() {
            self.play.message = crate::words::tr::tr!("Your last move is still on its way.");
            return false;
        }
        if action == Action::CloseSlapWindow {
            self.passed = true;
        }
        remote.outbox.push_back(action);
        self.ui = Ui::Idle;
        self.play.message.clear();
        true
    }

    /// The next move to send and the frame it is made on, once the one before is confirmed.
    pub fn take_outgoing(&mut self) -> Option<(u64, String)> {
        let remote = self.remote.as_mut()?;
        if !remote.connected || remote.sent.is_some() {
            return None;
        }
        let action = remote.outbox.pop_front()?;
        remote.sent = Some(Sent {
            seq: remote.seq,
            pass: action == Action::CloseSlapWindow,
        });
        Some((remote.seq, action.to_string()))
    }

    /// One second of the clock gone by (between frames).
    pub fn tick_clock(&mut self, ms: u64) -> bool {
        match self.remote.as_mut().and_then(|r| r.left_ms.as_mut()) {
            Some(left) if *left > 0 => {
                *left = left.saturating_sub(ms);
                true
            }
            _ => false,
        }
    }

    /// Milliseconds left on the clock of the decision awaited.
    pub fn clock_left(&self) -> Option<u64> {
        self.remote.as_ref().and_then(|r| r.left_ms)
    }

    /// Whether `seat` is a person away past the clock (a bot plays for them until they return), and that
    /// bot's level.
    pub fn away(&self, seat: u8) -> Option<Level> {
        let remote = self.remote.as_ref()?;
        remote
            .seats
            .get(usize::from(seat))
            .filter(|s| s.away)
            .map(|_| remote.away_level)
    }

    /// Whether `seat` is a person whose device is not connected now.
    pub fn absent(&self, seat: u8) -> bool {
        self.remote.as_ref().is_some_and(|r| {
            r.seats
                .get(usize::from(seat))
                .is_some_and(|s| s.player == Player::Person && !s.connected)
        })
    }

    /// The game's whole save arrived (at its end): it is the session's record from now on, and the finished
    /// game as the store keeps it, with its state replayed, is returned to be kept.
    pub fn keep_online_save(&mut self, save: SaveFile) -> Result<(SaveFile, Replayed), String> {
        let state = save.replay().map_err(|e| crate::words::tr::say(&e.msg()))?;
        if let Some(remote) = self.remote.as_mut() {
            remote.saved = true;
        }
        self.play.keep_record(save.clone());
        Ok((save, state))
    }

    /// Whether the deal may be shown: always at this device's own table; online, once the whole save came.
    pub fn deal_known(&self) -> bool {
        self.remote.as_ref().is_none_or(|r| r.saved)
    }

    /// What shows online: this seat's own screen when the decision is its own (or its slap claim), its slap
    /// window while it may answer, else the public table.
    pub(super) fn online_stage(&self) -> Option<Stage> {
        let remote = self.remote.as_ref()?;
        let me = remote.seat;
        Some(match self.state().awaiting() {
            Awaiting::Nothing => Stage::Over,
            Awaiting::SlapWindow { .. } => {
                if self.claimant == Some(me) {
                    Stage::Private(me)
                } else if self.window_people().contains(&me) {
                    Stage::Window
                } else {
                    Stage::Table
                }
            }
            _ if self.decider() == Some(me) => Stage::Private(me),
            _ => Stage::Table,
        })
    }

    /// Online, the people who may still answer the slap window on this device: this person, unless they are
    /// taking the turn or have answered.
    pub(super) fn online_window_people(&self) -> Option<Vec<u8>> {
        let remote = self.remote.as_ref()?;
        let me = remote.seat;
        Some(match self.state().awaiting() {
            Awaiting::SlapWindow { seats, .. }
                if seats.contains(&me) && !self.passed && !remote.answered.contains(&me) =>
            {
                vec![me]
            }
            _ => Vec::new(),
        })
    }
}
