//! The seats and the host's operations: join, leave, hand a seat to a bot, a new token, start, the rematch; each
//! change to a seat kept in the store before it is the table's. And a new table's stored record.

use super::*;

impl Table {
    /// Changes `seat`'s stored record and keeps it; when the store fails, the record is put back as it was and
    /// the failure returned (nothing changes that is not kept).
    pub(super) async fn change_seat(
        &mut self,
        seat: u8,
        change: impl FnOnce(&mut StoredSeat),
    ) -> Result<(), ApiError> {
        let i = usize::from(seat);
        let before = self.seats[i].stored.clone();
        change(&mut self.seats[i].stored);
        if let Err(e) = self.keep(vec![self.seat_op(seat)]).await {
            self.seats[i].stored = before;
            return Err(e);
        }
        Ok(())
    }

    /// Takes away every connection on `seat`, each told `reason` as it closes when there is one.
    pub(super) fn drop_connections(&mut self, seat: u8, reason: Option<CloseReason>) {
        let on_seat: Vec<u64> = self
            .conns
            .iter()
            .filter(|(_, c)| c.seat == Some(seat))
            .map(|(&id, _)| id)
            .collect();
        for id in on_seat {
            if let (Some(c), Some(reason)) = (self.conns.remove(&id), reason) {
                let _ = c.out.try_send(Outgoing::Close(reason));
            }
        }
    }

    pub(super) async fn join(&mut self, name: String) -> Result<Joined, ApiError> {
        match self.status {
            TableStatus::Lobby => {}
            TableStatus::Playing => return Err(ApiError::Started),
            TableStatus::Over => return Err(ApiError::Finished),
        }
        let seat = self
            .seats
            .iter()
            .position(|s| s.stored.open)
            .ok_or(ApiError::Full)? as u8;
        let token = secrets::new_token();
        let name = clean_name(&name);
        self.change_seat(seat, |s| {
            s.open = false;
            s.token_hash = secrets::token_hash(&token);
            if !name.is_empty() {
                s.name = name;
            }
        })
        .await?;
        tracing::info!("table {}: seat {} is taken", self.id, seat + 1);
        self.broadcast();
        Ok(Joined {
            table: self.id.clone(),
            seat,
            token,
        })
    }

    pub(super) async fn leave(&mut self, token_hash: &str) -> Result<(), ApiError> {
        let seat = self
            .seats
            .iter()
            .position(|s| s.stored.token_hash.as_deref() == Some(token_hash))
            .ok_or(ApiError::BadToken)? as u8;
        let lobby = self.status == TableStatus::Lobby;
        let away = self.settings.away_level;
        self.change_seat(seat, |s| {
            s.token_hash = None;
            if lobby {
                s.open = true;
            } else {
                s.bot = Some(away);
            }
        })
        .await?;
        self.drop_connections(seat, None);
        tracing::info!("table {}: seat {} left", self.id, seat + 1);
        self.renew();
        self.broadcast();
        Ok(())
    }

    pub(super) async fn host(&mut self, op: HostOp) -> Result<HostAnswer, ApiError> {
        match op {
            HostOp::Start => self.start().await.map(|()| HostAnswer::Done),
            HostOp::SeatToBot { seat, level } => {
                let i = usize::from(seat);
                if i >= self.seats.len() || self.status == TableStatus::Over {
                    return Err(ApiError::NoSuchSeat);
                }
                self.change_seat(seat, |s| {
                    s.bot = Some(level);
                    s.open = false;
                })
                .await?;
                self.renew();
                self.broadcast();
                Ok(HostAnswer::Done)
            }
            HostOp::NewToken { seat } => {
                let i = usize::from(seat);
                if i >= self.seats.len() || self.seats[i].stored.bot.is_some() {
                    return Err(ApiError::NoSuchSeat);
                }
                let token = secrets::new_token();
                self.change_seat(seat, |s| {
                    s.token_hash = secrets::token_hash(&token);
                    s.open = false;
                })
                .await?;
                self.drop_connections(seat, Some(CloseReason::NewToken));
                self.broadcast();
                Ok(HostAnswer::Token(Joined {
                    table: self.id.clone(),
                    seat,
                    token,
                }))
            }
            HostOp::Settings(s) => {
                let before = self.settings.clone();
                if let Some(secs) = s.turn_clock_secs {
                    if !(5..=86_400).contains(&secs) {
                        return Err(ApiError::BadRequest);
                    }
                    self.settings.turn_clock_secs = secs;
                }
                if let Some(level) = s.away_level {
                    self.settings.away_level = level;
                }
                let now = now_ms();
                if let Err(e) = self.keep(vec![self.table_op(self.status, now)]).await {
                    self.settings = before;
                    return Err(e);
                }
                self.renew();
                self.broadcast();
                Ok(HostAnswer::Done)
            }
            HostOp::EndByAgreement => {
                if self.status != TableStatus::Playing
                    || !matches!(
                        self.game.as_ref().map(|g| &g.state.phase),
                        Some(Phase::Main)
                    )
                {
                    return Err(ApiError::BadRequest);
                }
                self.apply(Action::EndByAgreement)
                    .await
                    .map_err(|r| match r {
                        Refusal::NotKept => ApiError::NotKept,
                        _ => ApiError::BadRequest,
                    })?;
                Ok(HostAnswer::Done)
            }
            HostOp::Rematch { id, code } => {
                if self.status != TableStatus::Over {
                    return Err(ApiError::BadRequest);
                }
                if self.rematch.is_some() {
                    return Err(ApiError::BadRequest);
                }
                let now = now_ms();
                let seats: Vec<StoredSeat> = self.seats.iter().map(|s| s.stored.clone()).collect();
                let (save, _) = new_game(&seats, &self.settings)?;
                let next = StoredTable {
                    id: id.clone(),
                    code,
                    status: TableStatus::Playing,
                    created_ms: now,
                    updated_ms: now,
                    host_hash: self.host_hash.clone(),
                    settings: serde_json::to_string(&self.settings).unwrap_or_default(),
                    seats,
                    save: Some(save_text(&save)),
                    actions: Vec::new(),
                    rematch: None,
                };
                self.rematch = Some(id);
                let ops = vec![
                    Op::Create(Box::new(next.clone())),
                    self.table_op(self.status, now),
                ];
                if let Err(e) = self.keep(ops).await {
                    self.rematch = None;
                    return Err(e);
                }
                self.broadcast();
                Ok(HostAnswer::Rematch(Box::new(next)))
            }
        }
    }

    /// Starts the game: person's seats nobody took are played by the absent person's bot; the seed and the
    /// bots' secret come from the operating system.
    pub(super) async fn start(&mut self) -> Result<(), ApiError> {
        match self.status {
            TableStatus::Lobby => {}
            TableStatus::Playing => return Err(ApiError::Started),
            TableStatus::Over => return Err(ApiError::Finished),
        }
        let before: Vec<SeatSlot> = self.seats.clone();
        for s in &mut self.seats {
            if s.stored.open {
                s.stored.open = false;
                s.stored.bot = Some(self.settings.away_level);
            }
        }
        let seats: Vec<StoredSeat> = self.seats.iter().map(|s| s.stored.clone()).collect();
        let (save, state) = match new_game(&seats, &self.settings) {
            Ok(g) => g,
            Err(e) => {
                self.seats = before;
                return Err(e);
            }
        };
        let now = now_ms();
        self.game = Some(Played {
            save,
            state,
            log: None,
        });
        let mut ops: Vec<Op> = (0..self.seats.len() as u8)
            .map(|s| self.seat_op(s))
            .collect();
        ops.push(self.table_op(TableStatus::Playing, now));
        if let Err(e) = self.keep(ops).await {
            self.seats = before;
            self.game = None;
            return Err(e);
        }
        self.status = TableStatus::Playing;
        self.updated_ms = now;
        tracing::info!(
            "table {} started: {} people, {} bots",
            self.id,
            seats.iter().filter(|s| s.bot.is_none()).count(),
            seats.iter().filter(|s| s.bot.is_some()).count()
        );
        self.renew();
        self.broadcast();
        Ok(())
    }
}

/// A new game for these seats: a 64-bit seed and bot secret from the operating system.
fn new_game(seats: &[StoredSeat], settings: &TableSettings) -> Result<(SaveFile, State), ApiError> {
    let setup = Setup::Strongholds {
        options: Options {
            players: seats.len() as u8,
            truth_limit_all: settings.truth_limit_all,
            round_cap: None,
        },
        seed: secrets::random_u64(),
        first_player: settings.first_player,
        decks: None,
        seats: seats
            .iter()
            .map(|s| match s.bot {
                Some(level) => Seat::bot(s.name.clone(), level),
                None => Seat::person(s.name.clone()),
            })
            .collect(),
        secret: Some(secrets::random_u64()),
    };
    let name = setup.default_name();
    let (save, state) = SaveFile::new(setup, name).map_err(|_| ApiError::BadRequest)?;
    match state {
        standfirm_store::Replayed::Strongholds(state) => Ok((save, state)),
        _ => Err(ApiError::BadRequest),
    }
}

/// A person's name as shown: trimmed, without control characters, at most 40 characters.
pub fn clean_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .chars()
        .take(40)
        .collect()
}

/// Builds the stored form of a new table (in the lobby).
pub fn new_table(
    id: String,
    code: String,
    host_hash: String,
    seats: Vec<StoredSeat>,
    settings: &TableSettings,
) -> StoredTable {
    let now = now_ms();
    StoredTable {
        id,
        code,
        status: TableStatus::Lobby,
        created_ms: now,
        updated_ms: now,
        host_hash,
        settings: serde_json::to_string(settings).unwrap_or_default(),
        seats,
        save: None,
        actions: Vec::new(),
        rematch: None,
    }
}
