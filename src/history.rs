//! Information-safe undo: a move can be undone until a hidden card has been revealed after it, never past it.

/// Snapshots of a game taken before each undoable move.
#[derive(Debug, Clone)]
pub struct History<S> {
    snapshots: Vec<S>,
    blocked_by_reveal: bool,
}

impl<S> Default for History<S> {
    fn default() -> Self {
        History {
            snapshots: Vec::new(),
            blocked_by_reveal: false,
        }
    }
}

impl<S> History<S> {
    /// Records the state before a move; `revealed` says whether the move revealed a hidden card, in which case
    /// nothing before it may be undone any more.
    pub fn record(&mut self, before: S, revealed: bool) {
        if revealed {
            self.snapshots.clear();
            self.blocked_by_reveal = true;
        } else {
            self.snapshots.push(before);
            self.blocked_by_reveal = false;
        }
    }

    /// The state to go back to, if a move may be undone.
    pub fn undo(&mut self) -> Option<S> {
        self.snapshots.pop()
    }

    /// Whether a move may be undone now.
    pub fn can_undo(&self) -> bool {
        !self.snapshots.is_empty()
    }

    /// Why undo is unavailable, in words.
    pub fn reason(&self) -> &'static str {
        if self.blocked_by_reveal {
            "Undo is not possible now: a new card has been revealed since your last move."
        } else {
            "There is no move to undo yet."
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_stops_at_a_reveal() {
        let mut h = History::default();
        assert!(!h.can_undo());
        h.record(1, false);
        h.record(2, false);
        assert_eq!(h.undo(), Some(2));
        h.record(3, true);
        assert!(!h.can_undo());
        assert!(h.reason().contains("revealed"));
        h.record(4, false);
        assert_eq!(h.undo(), Some(4));
        assert_eq!(h.undo(), None);
    }
}
