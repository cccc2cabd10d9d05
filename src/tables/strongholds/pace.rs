//! The bots' turns as the screen paces them: whether a bot is to move, the move itself at its seat's level, a
//! slap window that no bot slaps closed at once (not a move to watch), and every bot move at once when the
//! pause is zero. A Wise bot's move is a search ([`Search`]) that the screen may run on a worker while the pause
//! runs; its answer comes back through [`ShSession::deliver`].

use super::search::{Answer, Found, Purpose, Search};
use super::session::{Pending, ShSession, ShownHint};
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{levels, Action, Level, WISE_PLAYOUTS};

impl ShSession {
    /// The levels of the bots that may move now, by seat (`None` for a seat that may not), when bots are to
    /// act: the deciding bot alone; in a slap window, once the people passed (or when only bots could claim
    /// it), every bot that may slap (SH-5.7). `None` when the decision is a person's or the game is over.
    fn bot_levels(&self) -> Option<Vec<Option<Level>>> {
        // Online the server plays the bots; a look back at a finished game plays nothing.
        if self.is_online() || self.looking().is_some() {
            return None;
        }
        let seats = self.seats();
        let level = |s: u8| seats[usize::from(s)].bot_level();
        let only = |may: &dyn Fn(u8) -> bool| -> Vec<Option<Level>> {
            (0..seats.len() as u8)
                .map(|s| if may(s) { level(s) } else { None })
                .collect()
        };
        match self.state().awaiting() {
            Awaiting::Nothing => None,
            Awaiting::SlapWindow { seats: window, .. } => {
                let people = self.window_people();
                if self.claimant.is_some() || !(self.passed || people.is_empty()) {
                    return None;
                }
                Some(only(&|s| window.contains(&s)))
            }
            _ => match self.decider() {
                Some(seat) if level(seat).is_some() => Some(only(&|s| s == seat)),
                _ => None,
            },
        }
    }

    /// The bots' move at `levels`: each bot decides from its own observation with the stream keyed by the
    /// deal, the seat and the actions so far, so that a game replays from its save and a resumed game makes the
    /// same next move.
    fn move_at(&self, levels: &[Option<Level>]) -> Option<Action> {
        levels::table_move(
            self.state(),
            self.play.actions().len() as u64,
            |s| levels.get(usize::from(s)).copied().flatten(),
            WISE_PLAYOUTS,
        )
    }

    /// The next bot move, decided now (a Wise bot's search included), when bots are to act: a bot's own
    /// decision, or the slap window once the people passed: the first bot after the active seat that slaps
    /// does, else the window closes (SH-5.7).
    pub fn bot_action(&self) -> Option<Action> {
        self.move_at(&self.bot_levels()?)
    }

    /// The next bot move: the answer of its search if it came back, else decided now.
    pub(super) fn next_bot_move(&mut self) -> Option<Action> {
        let levels = self.bot_levels()?;
        match self.searching.take() {
            Some(Pending {
                purpose: Purpose::Bot,
                answer: Some(Answer::Bot(action)),
            }) => action.or_else(|| {
                // The search could not finish: this once the bot plays Steady's move rather than stall.
                let steady: Vec<Option<Level>> =
                    levels.iter().map(|l| l.map(|_| Level::Steady)).collect();
                self.move_at(&steady)
            }),
            other => {
                self.searching = other;
                self.move_at(&levels)
            }
        }
    }

    /// Whether a bot is to move now.
    pub fn bots_to_move(&self) -> bool {
        self.bot_levels().is_some()
    }

    /// Whether the bots' next move is a Wise bot's search (slow: the screen may run it on a worker).
    pub fn bot_searches(&self) -> bool {
        self.bot_levels()
            .is_some_and(|l| l.contains(&Some(Level::Wise)))
    }

    /// The search for the bots' next move, when it is a Wise bot's and none is out yet for this moment.
    pub fn bot_search(&mut self) -> Option<Search> {
        if !self.bot_searches() || self.searching.is_some() {
            return None;
        }
        let levels = self.bot_levels()?;
        self.searching = Some(Pending {
            purpose: Purpose::Bot,
            answer: None,
        });
        Some(Search::bot(
            self.generation,
            self.state(),
            self.play.actions().len() as u64,
            levels,
        ))
    }

    /// Whether the bots' next move can be made now without waiting: a bot is to move, and its move needs no
    /// search or its search came back.
    pub fn bot_ready(&self) -> bool {
        let answered = matches!(
            &self.searching,
            Some(Pending {
                purpose: Purpose::Bot,
                answer: Some(_),
            })
        );
        self.bots_to_move() && (answered || !self.bot_searches())
    }

    /// Takes a search's answer back. It is kept only when it was made for this generation (nothing changed
    /// since) and is still awaited; whether it was kept.
    pub fn deliver(&mut self, found: Found) -> bool {
        let awaited = found.generation == self.generation
            && self
                .searching
                .as_ref()
                .is_some_and(|p| p.purpose == found.purpose && p.answer.is_none());
        if !awaited {
            return false;
        }
        match (found.purpose, found.answer) {
            (Purpose::Hint(seat), Answer::Hint(hint)) => {
                self.searching = None;
                if self.private_seat() != Some(seat) {
                    return false;
                }
                match hint {
                    Some(hint) => self.show_hint(ShownHint {
                        seat,
                        action: hint.action,
                        reason: hint.msg,
                    }),
                    None => {
                        self.play.message =
                            crate::words::tr::tr!("There is nothing to decide here.")
                    }
                }
                true
            }
            (Purpose::Bot, answer @ Answer::Bot(_)) => {
                self.searching = Some(Pending {
                    purpose: Purpose::Bot,
                    answer: Some(answer),
                });
                true
            }
            _ => false,
        }
    }

    /// Forgets the search out (the game left the screen): its answer will be ignored.
    pub fn drop_search(&mut self) {
        self.searching = None;
    }

    /// Closes the slap window when that is the bots' next move; whether it did. A window with a Wise bot in it
    /// is paced like a move instead (its search runs during the pause), so that how long the table took says
    /// nothing of that bot's cards.
    pub fn close_window_at_once(&mut self) -> bool {
        matches!(self.state().awaiting(), Awaiting::SlapWindow { .. })
            && !self.bot_searches()
            && self.bot_action() == Some(Action::CloseSlapWindow)
            && self.step_bot()
    }

    /// Plays every bot move up to the next person's decision or the end; with `stop_at_search`, up to the
    /// first Wise bot's move instead (the screen runs its search on a worker).
    pub fn play_bots(&mut self, stop_at_search: bool) {
        // A game always ends; the bound only guards against a rules bug freezing the app.
        for _ in 0..100_000 {
            if stop_at_search && !self.bot_ready() {
                break;
            }
            if !self.step_bot() {
                break;
            }
        }
    }
}
