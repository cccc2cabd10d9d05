//! One game of PIP Armor as the screen holds it. The log never names a card set aside face down: remembering
//! them is the game (PIP-4.3).

use crate::play::{Log, Play, Tone};
use standfirm_engine::pip_armor::{Action, Event, Options, Phase, Piece, Pile, State};
use standfirm_store::{Replayed, SaveFile, Setup};

/// The last effect on a piece, shown as a short highlight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Flash {
    /// Nothing.
    #[default]
    None,
    /// Lost a pip.
    Hit,
    /// Destroyed.
    Destroyed,
    /// Regained a pip (Learning Mode).
    Restored,
}

/// A game of PIP Armor on screen.
#[derive(Debug, Clone)]
pub struct PipSession {
    pub(crate) play: Play<State>,
    /// The chosen revealed card during Prepare (0 = upper, 1 = lower).
    pub(super) selected_reveal: Option<usize>,
    /// The chosen hand card during Stand.
    pub(super) selected: Option<usize>,
    pub(super) flashes: [Flash; 6],
    /// The Put On the Armor summary, shown once after the 18th Prepare turn.
    pub(super) put_on: Vec<(String, Option<&'static str>, Tone)>,
    pub(super) show_put_on: bool,
    /// The cards the last move sent across the table, not yet shown.
    pub(super) flights: Vec<crate::play::motion::FlightSpec>,
    /// The hint shown, in words.
    pub(super) hint: Option<String>,
}

impl PipSession {
    /// A new game with these options and deal number.
    pub fn new(options: Options, seed: u64) -> PipSession {
        let setup = Setup::PipArmor {
            options,
            seed,
            deck: None,
        };
        let name = setup.default_name();
        let (record, _) = SaveFile::new(setup, name).expect("a seeded deal always starts");
        PipSession::resume(record).expect("a new game has no actions to refuse")
    }

    /// The game of a save file: its setup, then every action replayed through the screen's own path, with the
    /// undo limit the file records.
    pub fn resume(record: SaveFile) -> Result<PipSession, String> {
        let Setup::PipArmor { seed, .. } = record.setup else {
            return Err("this save is not a PIP Armor game".into());
        };
        let Ok(Replayed::PipArmor(state)) = standfirm_store::start(&record.setup) else {
            return Err("the deck of this save is not the 36 cards".into());
        };
        let actions = record.actions.clone();
        let floor = record.undo_floor;
        let mut log = Log::default();
        log.push(
            format!("Deal {seed}: prepare for battle. Remember what you set aside."),
            Some("Ephesians 6:11"),
            Tone::Plain,
        );
        let mut session = PipSession {
            play: Play::new(state, log, record),
            selected_reveal: None,
            selected: None,
            flashes: [Flash::None; 6],
            put_on: Vec::new(),
            show_put_on: false,
            flights: Vec::new(),
            hint: None,
        };
        crate::play::replay_into(&actions, |action| {
            session.act(action);
            session.play.message.clone()
        })?;
        session.play.restore_floor(floor);
        session.clear_flashes();
        session.flights.clear();
        Ok(session)
    }

    /// The game as its save file now.
    pub fn save_file(&self) -> SaveFile {
        self.play
            .save_file(&Replayed::PipArmor(self.state().clone()))
    }

    /// The engine state.
    pub fn state(&self) -> &State {
        self.play.state()
    }

    /// Whether the battle has ended.
    pub fn is_over(&self) -> bool {
        self.state().is_over()
    }

    /// Prepare: choose the upper (0) or lower (1) revealed card.
    pub fn tap_reveal(&mut self, index: usize) {
        self.play.message.clear();
        if self.state().phase() == Phase::Prepare && index < 2 {
            self.selected_reveal = if self.selected_reveal == Some(index) {
                None
            } else {
                Some(index)
            };
        }
    }

    /// Prepare: keep the chosen card on a pile ("armor", "response"); the other goes to the Threat pile.
    pub fn choose_pile(&mut self, pile: &str) {
        self.play.message.clear();
        if self.state().phase() != Phase::Prepare {
            return;
        }
        let pile = match pile {
            "armor" => Pile::Armor,
            "response" => Pile::Response,
            _ => {
                self.play.message =
                    "The card you do not keep goes to the Threat pile by itself: keep the other \
                                as Armor or Response."
                        .into();
                return;
            }
        };
        match self.selected_reveal {
            Some(i) => self.act(Action::Prepare {
                pick: i as u8 + 1,
                pile,
            }),
            None => {
                self.play.message = "Tap one of the two cards first, then where to keep it.".into()
            }
        }
    }

    /// Stand: select or deselect a hand card.
    pub fn tap_card(&mut self, index: usize) {
        self.play.message.clear();
        if index < self.state().hand().len() {
            self.selected = if self.selected == Some(index) {
                None
            } else {
                Some(index)
            };
        }
    }

    /// Stand: play the selected card as the Response.
    pub fn respond(&mut self) {
        self.play.message.clear();
        match self
            .selected
            .and_then(|i| self.state().hand().get(i).copied())
        {
            Some(card) => self.act(Action::Respond { card }),
            None => {
                self.play.message =
                    "Tap a card in your hand to respond with, or take the hit.".into()
            }
        }
    }

    /// Stand: no Response; the Threat strikes.
    pub fn take_hit(&mut self) {
        self.play.message.clear();
        self.act(Action::Pass);
    }

    /// The Hint button: the greedy bot's move from what is on the table only (never the cards set aside), with
    /// its reason; the card it would play is chosen.
    pub fn show_hint(&mut self) {
        self.play.message.clear();
        let Some(hint) = standfirm_engine::pip_armor::hint(&self.state().view()) else {
            return;
        };
        match hint.action {
            Action::Prepare { pick, .. } => self.selected_reveal = Some(usize::from(pick) - 1),
            Action::Respond { card } => {
                self.selected = self.state().hand().iter().position(|&c| c == card);
            }
            Action::Pass => self.selected = None,
        }
        self.hint = Some(hint.reason);
    }

    /// Closes the Put On the Armor summary.
    pub fn dismiss_put_on(&mut self) {
        self.show_put_on = false;
    }

    /// Undoes the last move if no hidden card has been revealed since.
    pub fn undo(&mut self) {
        if self.play.undo() {
            self.selected = None;
            self.selected_reveal = None;
        }
    }

    /// Whether undo is available.
    pub fn can_undo(&self) -> bool {
        self.play.can_undo()
    }

    /// Whether some piece is highlighted.
    pub fn has_flashes(&self) -> bool {
        self.flashes.iter().any(|f| *f != Flash::None)
    }

    /// Ends the highlights.
    pub fn clear_flashes(&mut self) {
        self.flashes = [Flash::None; 6];
    }

    pub(crate) fn act(&mut self, action: Action) {
        self.hint = None;
        let before = self.state().clone();
        if let Some(events) = self.play.apply(&action) {
            self.flights = super::flights::flights(&before, &action, &events, self.state());
            self.selected = None;
            self.selected_reveal = None;
            self.flashes = [Flash::None; 6];
            self.record(&events);
        }
    }

    fn record(&mut self, events: &[Event]) {
        for event in events {
            let (text, tone) = match event {
                // Never name a card set aside face down (PIP-4.3): memory is the game.
                Event::Kept { pile, .. } => (
                    format!(
                        "You keep a card face down on your {} pile.",
                        if *pile == Pile::Armor {
                            "Armor"
                        } else {
                            "Response"
                        }
                    ),
                    Tone::Plain,
                ),
                Event::ToThreatPile { .. } => (
                    "The other card goes face down onto the Threat pile.".to_string(),
                    Tone::Plain,
                ),
                Event::Revealed { turn, .. } => (
                    format!("Prepare, turn {turn} of 18: two cards are revealed."),
                    Tone::Plain,
                ),
                Event::Struck { piece, .. } => {
                    self.flashes[piece.index()] = Flash::Hit;
                    (event.describe(), Tone::Danger)
                }
                Event::PieceDestroyed { piece } => {
                    self.flashes[piece.index()] = Flash::Destroyed;
                    (event.describe(), Tone::Danger)
                }
                Event::Restored { piece, .. } => {
                    self.flashes[piece.index()] = Flash::Restored;
                    (event.describe(), Tone::Good)
                }
                Event::Defeated { .. } | Event::Victory { .. } => (event.describe(), Tone::Good),
                Event::TookHit { .. }
                | Event::ResponseFails { .. }
                | Event::Redirected { .. }
                | Event::Defeat => (event.describe(), Tone::Danger),
                _ => (event.describe(), Tone::Plain),
            };
            if is_put_on(event) {
                self.put_on.push((text.clone(), event.verse(), tone));
                self.show_put_on = true;
            }
            self.play.log.push(text, event.verse(), tone);
        }
    }
}

/// The events of Phase 2, Put On the Armor (PIP-5), summarised in a sheet.
fn is_put_on(event: &Event) -> bool {
    matches!(
        event,
        Event::PrepareComplete { .. }
            | Event::Equipped { .. }
            | Event::DuplicateToThreat { .. }
            | Event::PieceMissing { .. }
            | Event::NoBreastplate
            | Event::DecksFormed { .. }
    )
}

/// Which cards map to a piece (PIP-3.1), for the table before the armor is put on.
pub fn mapping_words(piece: Piece) -> &'static str {
    match piece {
        Piece::Belt => "odd ♣",
        Piece::Breastplate => "♥",
        Piece::Shoes => "even ♣",
        Piece::Shield => "odd ♠",
        Piece::Helmet => "even ♠",
        Piece::Sword => "♦",
    }
}
