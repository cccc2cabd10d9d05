//! One table: a task that owns its game, its seats and its devices' sockets, and serialises every change. It
//! alone holds the referee's [`State`], the seed and the bots' secret; every device gets only its own frame
//! (`frame.rs`). An action is applied to a copy, committed to the store, and only then made the table's and
//! acknowledged (every device's new frame); a refused one goes back to its sender alone, as data.
//!
//! The bots play the bot seats, and a person's seat while its person is away past the turn clock (at the
//! host's chosen level) until they return. A slap window (SH-5.7) waits for every connected person's answer or
//! its deadline, never less because nobody can slap (the timing would tell hands); the bots answer after the
//! people, as at the app's table. Gentle and Steady decide here at once; Wise searches on the pool (`wise.rs`).

mod frames;
mod lobby;
mod turns;

pub use lobby::{clean_name, new_table};

use crate::config::Timing;
use crate::frame::{self, Viewer};
use crate::secrets;
use crate::store::{now_ms, Op, Store, StoredSeat, StoredTable};
use crate::wise::{Job, WisePool};
use serde::{Deserialize, Serialize};
use standfirm_engine::strongholds::{Action, BotTurn, Event, Level, Options, Phase, State};
use standfirm_engine::Game;
use standfirm_protocol::{
    ApiError, ClientMsg, Clock, CloseReason, Joined, PublicLog, Refusal, SeatInfo, ServerMsg,
    Settings, TableInfo, TableStatus,
};
use standfirm_store::{SaveFile, Seat, Setup};
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// A table's settings, kept with it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSettings {
    /// The turn clock, in seconds.
    pub turn_clock_secs: u32,
    /// The level that plays for an absent person.
    pub away_level: Level,
    /// "Truth limit 4 at every player count" (SH-B5).
    pub truth_limit_all: bool,
    /// The seat that plays first.
    pub first_player: u8,
}

/// What a socket's task is sent.
#[derive(Debug, Clone)]
pub enum Outgoing {
    /// A message's text.
    Text(String),
    /// Send this, then close.
    Close(CloseReason),
}

/// A socket's mailbox (bounded: a device that does not read is let go).
pub type Outbox = mpsc::Sender<Outgoing>;

/// What a table is asked.
pub enum Command {
    /// A device's hello: `token_hash` of its seat, or none for a spectator.
    Connect {
        /// The seat's token's hash.
        token_hash: Option<String>,
        /// The last action whose events the device has.
        since: Option<u64>,
        /// Its mailbox.
        out: Outbox,
        /// The connection's number, or why not.
        reply: oneshot::Sender<Result<u64, Refusal>>,
    },
    /// A device's message after its hello.
    Message {
        /// The connection.
        conn: u64,
        /// The message.
        msg: ClientMsg,
    },
    /// A device's socket closed.
    Disconnect {
        /// The connection.
        conn: u64,
    },
    /// Take an open seat.
    Join {
        /// The person's name.
        name: String,
        /// The seat, or why not.
        reply: oneshot::Sender<Result<Joined, ApiError>>,
    },
    /// A seat leaves.
    Leave {
        /// Its token's hash.
        token_hash: String,
        /// Done, or why not.
        reply: oneshot::Sender<Result<(), ApiError>>,
    },
    /// The host's request.
    Host {
        /// The host's token's hash.
        host_hash: String,
        /// What.
        op: HostOp,
        /// The answer, or why not.
        reply: oneshot::Sender<Result<HostAnswer, ApiError>>,
    },
    /// The table as anyone may see it.
    Info(oneshot::Sender<TableInfo>),
    /// The public log.
    Log(oneshot::Sender<PublicLog>),
    /// A Wise search's move, for the game's moment `generation`.
    Decided {
        /// The moment it was asked for.
        generation: u64,
        /// The move.
        action: Option<Action>,
    },
    /// Whether the table may be removed now (kept long enough), and its code.
    Expired {
        /// Now, in ms since 1970.
        now_ms: i64,
        /// `Some(code)` when it should go.
        reply: oneshot::Sender<Option<String>>,
    },
    /// Stop: close every socket.
    Shutdown,
}

/// The host's requests.
#[derive(Debug, Clone)]
pub enum HostOp {
    /// Start the game.
    Start,
    /// A bot of `level` plays `seat` from now on.
    SeatToBot {
        /// The seat.
        seat: u8,
        /// The bot's level.
        level: Level,
    },
    /// A new token for `seat`; the old one no longer takes it.
    NewToken {
        /// The seat.
        seat: u8,
    },
    /// The clock and the absent person's bot.
    Settings(Settings),
    /// The table agrees to end and score the game now (SH-B18): the host says so for everyone.
    EndByAgreement,
    /// A new table with the same seats and tokens, started: its id and code.
    Rematch {
        /// The new table's id.
        id: String,
        /// Its code.
        code: String,
    },
}

/// The answer to a host's request.
#[derive(Debug)]
pub enum HostAnswer {
    /// Done.
    Done,
    /// The seat's new token.
    Token(Joined),
    /// The rematch's table, to be started by the registry.
    Rematch(Box<StoredTable>),
}

/// A seat at the table.
#[derive(Debug, Clone)]
struct SeatSlot {
    stored: StoredSeat,
    /// A person away past the turn clock: the table's bot plays for them until they return.
    away: bool,
}

/// A connected device.
struct Conn {
    seat: Option<u8>,
    out: Outbox,
    /// The last action whose events it was sent (`None`: none yet, not even the deal's).
    sent: Option<u64>,
}

/// The game of a started table.
struct Played {
    save: SaveFile,
    state: State,
    /// The events of the deal and of each action; rebuilt from the save when first needed after a restart.
    log: Option<Vec<Vec<Event>>>,
}

/// What the clock waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Waiting {
    /// A person's turn (or second Trial, discards, returns): their seat.
    Turn(u8),
    /// The people's answers to a slap window.
    Window,
}

static CONNECTIONS: AtomicU64 = AtomicU64::new(1);

/// A table's task.
pub struct Table {
    id: String,
    code: String,
    status: TableStatus,
    updated_ms: i64,
    host_hash: String,
    settings: TableSettings,
    seats: Vec<SeatSlot>,
    game: Option<Played>,
    rematch: Option<String>,
    conns: HashMap<u64, Conn>,
    /// The clock: what it waits for and until when.
    deadline: Option<(Waiting, Instant)>,
    /// In a slap window: the people who answered.
    answered: BTreeSet<u8>,
    /// The slap window's deadline passed: the people who did not answer let it go.
    window_over: bool,
    /// Renewed by every change: a Wise move asked for an older moment is dropped.
    generation: u64,
    /// A Wise search for this generation is running.
    thinking: bool,
    store: Store,
    wise: WisePool,
    timing: Timing,
    me: mpsc::UnboundedSender<Command>,
}

/// A handle on a table's task.
#[derive(Clone)]
pub struct Handle {
    /// Its mailbox.
    pub tx: mpsc::UnboundedSender<Command>,
}

impl Table {
    /// Starts the task of a stored table (a new one, or one loaded after a restart). A started table's state is
    /// rebuilt through the store's `replay`.
    pub fn spawn(
        stored: StoredTable,
        store: Store,
        wise: WisePool,
        timing: Timing,
    ) -> Result<Handle, String> {
        let settings: TableSettings = serde_json::from_str(&stored.settings)
            .map_err(|e| format!("table {}: its settings: {e}", stored.id))?;
        let game = match &stored.save {
            None => None,
            Some(text) => {
                let mut save = SaveFile::from_bytes(text.as_bytes())
                    .map_err(|e| format!("table {}: its save file: {e}", stored.id))?;
                save.actions = stored.actions.clone();
                let state = match save.replay() {
                    Ok(standfirm_store::Replayed::Strongholds(state)) => state,
                    Ok(_) => return Err(format!("table {}: not a Strongholds game", stored.id)),
                    Err(e) => return Err(format!("table {}: its actions: {e}", stored.id)),
                };
                Some(Played {
                    save,
                    state,
                    log: None,
                })
            }
        };
        let (tx, rx) = mpsc::unbounded_channel();
        let table = Table {
            id: stored.id,
            code: stored.code,
            status: stored.status,
            updated_ms: stored.updated_ms,
            host_hash: stored.host_hash,
            settings,
            seats: stored
                .seats
                .into_iter()
                .map(|stored| SeatSlot {
                    stored,
                    away: false,
                })
                .collect(),
            game,
            rematch: stored.rematch,
            conns: HashMap::new(),
            deadline: None,
            answered: BTreeSet::new(),
            window_over: false,
            generation: 0,
            thinking: false,
            store,
            wise,
            timing,
            me: tx.clone(),
        };
        tokio::spawn(table.run(rx));
        Ok(Handle { tx })
    }

    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<Command>) {
        // A table loaded mid-game whose decision is the bots' plays on at once.
        self.advance().await;
        loop {
            let deadline = self.deadline.map(|(_, at)| at);
            let command = tokio::select! {
                c = rx.recv() => c,
                () = sleep_until(deadline) => {
                    self.on_deadline().await;
                    continue;
                }
            };
            let Some(command) = command else { break };
            if let Command::Shutdown = command {
                self.close_all(CloseReason::Shutdown);
                break;
            }
            self.handle(command).await;
        }
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Connect {
                token_hash,
                since,
                out,
                reply,
            } => self.connect(token_hash, since, out, reply).await,
            Command::Message { conn, msg } => self.message(conn, msg).await,
            Command::Disconnect { conn } => {
                if self.conns.remove(&conn).is_some() {
                    self.broadcast();
                    self.advance().await;
                }
            }
            Command::Join { name, reply } => {
                let answer = self.join(name).await;
                let _ = reply.send(answer);
            }
            Command::Leave { token_hash, reply } => {
                let answer = self.leave(&token_hash).await;
                let _ = reply.send(answer);
                self.advance().await;
            }
            Command::Host {
                host_hash,
                op,
                reply,
            } => {
                let answer = if host_hash == self.host_hash {
                    self.host(op).await
                } else {
                    Err(ApiError::NotHost)
                };
                let _ = reply.send(answer);
                self.advance().await;
            }
            Command::Info(reply) => {
                let _ = reply.send(self.info());
            }
            Command::Log(reply) => {
                let log = self.log().to_vec();
                let _ = reply.send(PublicLog {
                    table: self.id.clone(),
                    seats: self.seat_infos(),
                    log: frame::events_since(&log, None),
                });
            }
            Command::Decided { generation, action } => {
                if generation == self.generation && self.thinking {
                    self.thinking = false;
                    match action {
                        Some(action) => {
                            // A bot's move is listed by its own rules: a refusal would be a bug, and leaves
                            // the table as it was (the next change asks again).
                            if let Err(why) = self.apply(action).await {
                                tracing::error!(
                                    "table {}: a bot's move was refused: {why:?}",
                                    self.id
                                );
                            }
                        }
                        None => tracing::error!("table {}: a bot found no move", self.id),
                    }
                    self.advance().await;
                }
            }
            Command::Expired { now_ms, reply } => {
                let _ = reply.send(self.expired(now_ms).then(|| self.code.clone()));
            }
            Command::Shutdown => {}
        }
    }

    /// Whether the table has been kept long enough: finished, started but left, or never started.
    fn expired(&self, now: i64) -> bool {
        let idle = Duration::from_millis((now - self.updated_ms).max(0) as u64);
        let keep = match self.status {
            TableStatus::Lobby => self.timing.lobby_kept,
            TableStatus::Playing => self.timing.idle_kept,
            TableStatus::Over => self.timing.finished_kept,
        };
        idle > keep && self.conns.is_empty()
    }

    // ---- devices ----

    async fn connect(
        &mut self,
        token_hash: Option<String>,
        since: Option<u64>,
        out: Outbox,
        reply: oneshot::Sender<Result<u64, Refusal>>,
    ) {
        let seat = match &token_hash {
            None => None,
            Some(hash) => match self
                .seats
                .iter()
                .position(|s| s.stored.token_hash.as_deref() == Some(hash.as_str()))
            {
                Some(seat) => Some(seat as u8),
                None => {
                    let _ = reply.send(Err(Refusal::BadToken));
                    return;
                }
            },
        };
        if let Some(seat) = seat {
            // A second connection with the seat's token takes the seat over.
            self.drop_connections(seat, Some(CloseReason::ConnectedElsewhere));
            self.back(seat);
        }
        let id = CONNECTIONS.fetch_add(1, Ordering::Relaxed);
        let welcome = ServerMsg::Welcome {
            table: self.id.clone(),
            seat,
            protocol: standfirm_protocol::PROTOCOL_VERSION,
            rules: standfirm_protocol::RULES_VERSION,
        };
        let _ = out.try_send(Outgoing::Text(welcome.to_json()));
        // Before the first frame: a device that knows nothing gets the log from the deal; one that reconnects,
        // from its last action on.
        let sent = since.map(|s| s.min(self.seq()));
        self.conns.insert(id, Conn { seat, out, sent });
        let _ = reply.send(Ok(id));
        self.broadcast();
        if self.status == TableStatus::Over {
            self.send_save(id);
        }
        self.advance().await;
    }

    /// A person is back: their seat is theirs to play again.
    fn back(&mut self, seat: u8) {
        if let Some(s) = self.seats.get_mut(usize::from(seat)) {
            if s.away {
                s.away = false;
                self.renew();
            }
        }
    }

    async fn message(&mut self, conn: u64, msg: ClientMsg) {
        let Some(seat) = self.conns.get(&conn).map(|c| c.seat) else {
            return;
        };
        match msg {
            ClientMsg::Ping { nonce } => self.send(conn, &ServerMsg::Pong { nonce }),
            ClientMsg::Hello { .. } => self.refuse(conn, Refusal::Malformed),
            ClientMsg::Act { seq, action } => {
                let Some(seat) = seat else {
                    return self.refuse(conn, Refusal::Spectator);
                };
                self.back(seat);
                if let Err(why) = self.person_acts(seat, seq, &action).await {
                    self.refuse(conn, why);
                    // A fresh frame follows a refusal.
                    self.send_frame(conn);
                }
                self.advance().await;
            }
        }
    }

    /// A person's action: checked for its moment and seat, then applied like any other.
    async fn person_acts(&mut self, seat: u8, seq: u64, text: &str) -> Result<(), Refusal> {
        match self.status {
            TableStatus::Lobby => return Err(Refusal::NotStarted),
            TableStatus::Over => return Err(Refusal::Over),
            TableStatus::Playing => {}
        }
        if seq != self.seq() {
            return Err(Refusal::Stale(self.seq()));
        }
        let action: Action = text.parse().map_err(|_| Refusal::Notation)?;
        if self.level_of(seat).is_some() {
            return Err(Refusal::NotYourTurn);
        }
        let state = &self
            .game
            .as_ref()
            .expect("a started table has its game")
            .state;
        match state.phase {
            Phase::SlapWindow { .. } => {
                if seat == state.active || self.answered.contains(&seat) || self.window_over {
                    return Err(Refusal::NotYourTurn);
                }
                match action {
                    Action::CloseSlapWindow => {
                        // This person's pass: the window closes when every person has answered.
                        self.answered.insert(seat);
                        self.broadcast();
                        return Ok(());
                    }
                    Action::Slap { seat: claimed, .. } if claimed != seat => {
                        return Err(Refusal::OtherSeat)
                    }
                    Action::Slap { .. } => {}
                    _ => return Err(Refusal::NotYourTurn),
                }
            }
            _ => {
                if !state.to_move().contains(&seat) {
                    return Err(Refusal::NotYourTurn);
                }
                if let Action::Slap { seat: claimed, .. } = action {
                    if claimed != seat {
                        return Err(Refusal::OtherSeat);
                    }
                }
                if action == Action::EndByAgreement {
                    return Err(Refusal::Agreement);
                }
            }
        }
        self.apply(action).await
    }

    /// Applies an action to a copy of the game, commits it, and only then makes it the table's and sends every
    /// device its frame.
    async fn apply(&mut self, action: Action) -> Result<(), Refusal> {
        let game = self.game.as_ref().expect("a started table has its game");
        let mut next = game.state.clone();
        let events = next.apply(&action).map_err(Refusal::Rule)?;
        let text = action.to_string();
        let index = game.save.actions.len() as u64;
        let over = next.is_over();
        let now = now_ms();
        let mut ops = vec![Op::Action {
            table: self.id.clone(),
            index,
            action: text.clone(),
        }];
        if over {
            ops.push(self.table_op(TableStatus::Over, now));
        }
        self.store.commit(ops).await.map_err(|e| {
            tracing::error!("table {}: an action was not kept: {e}", self.id);
            Refusal::NotKept
        })?;
        let game = self.game.as_mut().expect("a started table has its game");
        game.save.actions.push(text);
        game.state = next;
        if let Some(log) = game.log.as_mut() {
            log.push(events);
        }
        self.updated_ms = now;
        // Any action ends the slap window it was made in (a new one, after a slap, starts afresh).
        self.answered.clear();
        self.window_over = false;
        if over {
            self.status = TableStatus::Over;
            game.save
                .refresh(&standfirm_store::Replayed::Strongholds(game.state.clone()));
            tracing::info!("table {} is over after {} actions", self.id, index + 1);
        }
        self.renew();
        self.arm_clock();
        self.broadcast();
        if over {
            let ids: Vec<u64> = self.conns.keys().copied().collect();
            for id in ids {
                self.send_save(id);
            }
        }
        Ok(())
    }

    fn table_op(&self, status: TableStatus, now: i64) -> Op {
        Op::Table {
            table: self.id.clone(),
            status,
            updated_ms: now,
            save: self.game.as_ref().map(|g| save_text(&g.save)),
            settings: serde_json::to_string(&self.settings).unwrap_or_default(),
            rematch: self.rematch.clone(),
        }
    }

    fn seat_op(&self, seat: u8) -> Op {
        Op::Seat {
            table: self.id.clone(),
            seat,
            stored: self.seats[usize::from(seat)].stored.clone(),
        }
    }

    /// Commits `ops`; on failure the caller's change is undone.
    async fn keep(&self, ops: Vec<Op>) -> Result<(), ApiError> {
        self.store.commit(ops).await.map_err(|e| match e {
            crate::store::StoreError::Elsewhere(_) => ApiError::Elsewhere,
            e => {
                tracing::error!("table {}: a change was not kept: {e}", self.id);
                ApiError::NotKept
            }
        })
    }
}

/// The save file as stored: its text with no actions (they are rows of their own).
fn save_text(save: &SaveFile) -> String {
    let mut bare = save.clone();
    bare.actions.clear();
    bare.undo_floor = 0;
    String::from_utf8_lossy(&bare.to_bytes()).into_owned()
}

async fn sleep_until(deadline: Option<Instant>) {
    match deadline {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}
