//! Whose turn it is and the turn clock: who is awaited, the bot that plays a seat, the deadline armed and
//! met, and the public log the frames carry.

use super::*;

impl Table {
    /// A new moment: the clock starts again and a running search is dropped (a slap window's answers stay
    /// until an action ends it).
    pub(super) fn renew(&mut self) {
        self.generation += 1;
        self.thinking = false;
        self.deadline = None;
    }

    /// Who plays `seat` by bot now: a bot seat's level, or the away level for a person away; `None` for a
    /// person at the table.
    pub(super) fn level_of(&self, seat: u8) -> Option<Level> {
        let s = self.seats.get(usize::from(seat))?;
        s.stored.bot.or(s.away.then_some(self.settings.away_level))
    }

    pub(super) fn connected(&self, seat: u8) -> bool {
        self.conns.values().any(|c| c.seat == Some(seat))
    }

    /// Whom the table waits for now: a person's decision, or the people's answers to a slap window (every
    /// connected person's, until its deadline). `None` when the bots move (or nobody does).
    pub(super) fn waiting_for(&self) -> Option<Waiting> {
        if self.status != TableStatus::Playing {
            return None;
        }
        let state = &self.game.as_ref()?.state;
        if let Phase::SlapWindow { .. } = state.phase {
            let waiting = (0..state.options.players)
                .filter(|&s| s != state.active && self.level_of(s).is_none())
                .any(|s| self.connected(s) && !self.answered.contains(&s));
            return (waiting && !self.window_over).then_some(Waiting::Window);
        }
        let seat = state.to_move().first().copied()?;
        self.level_of(seat).is_none().then_some(Waiting::Turn(seat))
    }

    /// Sets the clock for whom the table waits for, unless it runs already; whether it was set.
    pub(super) fn arm_clock(&mut self) -> bool {
        if self.deadline.is_some() {
            return false;
        }
        let Some(waiting) = self.waiting_for() else {
            return false;
        };
        let after = match waiting {
            Waiting::Window => self.timing.slap_window,
            Waiting::Turn(_) => Duration::from_secs(u64::from(self.settings.turn_clock_secs)),
        };
        self.deadline = Some((waiting, Instant::now() + after));
        true
    }

    /// Moves the game on as far as the bots may, and sets the clock for the people's decision.
    pub(super) async fn advance(&mut self) {
        loop {
            if self.status != TableStatus::Playing || self.thinking {
                return;
            }
            if self.waiting_for().is_some() {
                // The clock is in every frame: a clock set now is sent now.
                if self.arm_clock() {
                    self.broadcast();
                }
                return;
            }
            let Some(game) = self.game.as_ref() else {
                return;
            };
            let state = &game.state;
            // The bots' move: in a window every bot seat after the active one, in order, after the people.
            let actions = game.save.actions.len() as u64;
            let level_of = |s: u8| self.level_of(s);
            let Some(turn) = BotTurn::of(state, actions, level_of) else {
                return;
            };
            let wise = turn
                .seats()
                .iter()
                .any(|&s| self.level_of(s) == Some(Level::Wise));
            if wise {
                self.thinking = true;
                let generation = self.generation;
                let me = self.me.clone();
                self.wise.submit(Job {
                    turn,
                    playouts: self.timing.wise_playouts,
                    answer: Box::new(move |action| {
                        let _ = me.send(Command::Decided { generation, action });
                    }),
                });
                return;
            }
            match turn.decide(self.timing.wise_playouts) {
                Some(action) if !self.timing.bot_pace.is_zero() => {
                    // Played after the pause, as a Wise bot's answer is (a new moment meanwhile drops it).
                    self.thinking = true;
                    let generation = self.generation;
                    let me = self.me.clone();
                    let pace = self.timing.bot_pace;
                    tokio::spawn(async move {
                        tokio::time::sleep(pace).await;
                        let _ = me.send(Command::Decided {
                            generation,
                            action: Some(action),
                        });
                    });
                    return;
                }
                Some(action) => {
                    if let Err(why) = self.apply(action).await {
                        tracing::error!("table {}: a bot's move was refused: {why:?}", self.id);
                        return;
                    }
                }
                None => return,
            }
        }
    }

    pub(super) async fn on_deadline(&mut self) {
        let Some((waiting, _)) = self.deadline.take() else {
            return;
        };
        match waiting {
            Waiting::Window => self.window_over = true,
            Waiting::Turn(seat) => {
                if let Some(s) = self.seats.get_mut(usize::from(seat)) {
                    s.away = true;
                    tracing::info!(
                        "table {}: seat {} is away past the clock; a bot plays for them",
                        self.id,
                        seat + 1
                    );
                }
                self.broadcast();
            }
        }
        self.advance().await;
    }

    // ---- frames ----

    pub(super) fn seq(&self) -> u64 {
        self.game
            .as_ref()
            .map_or(0, |g| g.save.actions.len() as u64)
    }

    pub(super) fn seat_infos(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                name: s.stored.name.clone(),
                player: match (s.stored.bot, s.stored.open) {
                    (Some(level), _) => standfirm_protocol::Player::Bot { level },
                    (None, true) => standfirm_protocol::Player::Open,
                    (None, false) => standfirm_protocol::Player::Person,
                },
                connected: self.connected(i as u8),
                away: s.away,
            })
            .collect()
    }

    pub(super) fn clock(&self) -> Clock {
        let now = Instant::now();
        Clock {
            left_ms: self
                .deadline
                .map(|(_, at)| at.saturating_duration_since(now).as_millis() as u64),
            answered: self.answered.iter().copied().collect(),
        }
    }

    /// The log, rebuilt through the store's replay when first needed after a restart.
    pub(super) fn log(&mut self) -> &[Vec<Event>] {
        let Some(game) = self.game.as_mut() else {
            return &[];
        };
        if game.log.is_none() {
            match standfirm_store::replay_logged(&game.save.setup, &game.save.actions) {
                Ok((_, log)) => game.log = Some(log),
                Err(e) => {
                    tracing::error!("table {}: its log could not be rebuilt: {e}", self.id);
                    game.log = Some(Vec::new());
                }
            }
        }
        game.log.as_deref().unwrap_or(&[])
    }
}
