//! What goes out to the devices: each connection's frame from its seat's view (`frame.rs`), refusals to
//! their sender alone, the save file once the game is over, and the table's public summary.

use super::*;

impl Table {
    /// Sends every device its frame.
    pub(super) fn broadcast(&mut self) {
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        if ids.is_empty() {
            return;
        }
        let seats = self.seat_infos();
        let clock = self.clock();
        for id in ids {
            self.frame_to(id, &seats, &clock);
        }
    }

    pub(super) fn send_frame(&mut self, conn: u64) {
        let seats = self.seat_infos();
        let clock = self.clock();
        self.frame_to(conn, &seats, &clock);
    }

    pub(super) fn frame_to(&mut self, conn: u64, seats: &[SeatInfo], clock: &Clock) {
        let seq = self.seq();
        let started = self.game.is_some();
        let Some(sent) = self.conns.get(&conn).map(|c| c.sent) else {
            return;
        };
        let events = if started {
            frame::events_since(self.log(), sent)
        } else {
            Vec::new()
        };
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let viewer = c.seat.map_or(Viewer::Spectator, Viewer::Seat);
        let table = frame::Table {
            seq,
            status: self.status,
            seats,
            clock,
            rematch: self.rematch.as_deref(),
            away_level: self.settings.away_level,
        };
        let f = frame::build(self.game.as_ref().map(|g| &g.state), viewer, &table, events);
        let text = frame::text(f);
        if started {
            if let Some(c) = self.conns.get_mut(&conn) {
                c.sent = Some(seq);
            }
        }
        self.push(conn, Outgoing::Text(text));
    }

    pub(super) fn send(&mut self, conn: u64, msg: &ServerMsg) {
        self.push(conn, Outgoing::Text(msg.to_json()));
    }

    pub(super) fn refuse(&mut self, conn: u64, reason: Refusal) {
        self.send(conn, &ServerMsg::Refused { reason });
    }

    pub(super) fn send_save(&mut self, conn: u64) {
        if let Some(game) = &self.game {
            let save = String::from_utf8_lossy(&game.save.to_bytes()).into_owned();
            self.send(conn, &ServerMsg::SaveFile { save });
        }
    }

    /// Queues a message; a device whose mailbox is full is let go.
    pub(super) fn push(&mut self, conn: u64, out: Outgoing) {
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        if c.out.try_send(out).is_err() {
            if let Some(c) = self.conns.remove(&conn) {
                let _ = c.out.try_send(Outgoing::Close(CloseReason::TooSlow));
            }
        }
    }

    pub(super) fn close_all(&mut self, reason: CloseReason) {
        for (_, c) in self.conns.drain() {
            let _ = c.out.try_send(Outgoing::Close(reason));
        }
    }

    // ---- seats and the host ----

    pub(super) fn info(&self) -> TableInfo {
        TableInfo {
            table: self.id.clone(),
            status: self.status,
            code: (self.status == TableStatus::Lobby).then(|| self.code.clone()),
            seats: self.seat_infos(),
            turn_clock_secs: self.settings.turn_clock_secs,
            away_level: self.settings.away_level,
            rematch: self.rematch.clone(),
        }
    }
}
