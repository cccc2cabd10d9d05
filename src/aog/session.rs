//! One game of Armor of God as the screen holds it: the game in play (state, actions, undo, log) and the
//! selection. Every change to the game goes through `act`, which calls the engine's `apply` once.

use crate::play::{Log, Play, Tone};
use standfirm_engine::armor_of_god::{Action, DartLine, Event, Options, Slot, State, Step};
use standfirm_engine::cards::Card;
use standfirm_store::{Replayed, SaveFile, Setup};

/// The last automatic effect on a slot, shown as a short highlight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Flash {
    /// Nothing.
    #[default]
    None,
    /// Claimed.
    Claim,
    /// Busted.
    Bust,
    /// Lost its top card to Doubt.
    Doubt,
    /// Struck by Satan's Dart.
    Dart,
    /// Banked.
    Bank,
}

/// A game of Armor of God on screen.
#[derive(Debug, Clone)]
pub struct AogSession {
    pub(crate) play: Play<State>,
    pub(super) selected: Option<usize>,
    pub(super) flashes: [Flash; 6],
    /// The cards the last move sent across the table, not yet shown.
    pub(super) flights: Vec<crate::play::motion::FlightSpec>,
    /// The last move's flights, to fly back on an undo.
    last_flights: Vec<crate::play::motion::FlightSpec>,
    /// The hint shown (its words), and the pile it points at.
    pub(super) hint: Option<(String, Option<Slot>)>,
}

impl AogSession {
    /// A new game with these options and deal number.
    pub fn new(options: Options, seed: u64) -> AogSession {
        let setup = Setup::ArmorOfGod {
            options,
            seed,
            deck: None,
        };
        let name = setup.default_name();
        let (record, _) = SaveFile::new(setup, name).expect("a seeded deal always starts");
        AogSession::resume(record).expect("a new game has no actions to refuse")
    }

    /// The game of a save file: its setup, then every action replayed through the screen's own path (so the
    /// log is the game's), with the undo limit the file records.
    pub fn resume(record: SaveFile) -> Result<AogSession, String> {
        let Setup::ArmorOfGod { seed, .. } = record.setup else {
            return Err("this save is not an Armor of God game".into());
        };
        let Ok(Replayed::ArmorOfGod(state)) = standfirm_store::start(&record.setup) else {
            return Err("the deck of this save is not the 52 cards".into());
        };
        let actions = record.actions.clone();
        let floor = record.undo_floor;
        let mut log = Log::default();
        log.push(
            format!("Deal {seed}: put on the whole Armor of God."),
            Some("Ephesians 6:11"),
            Tone::Plain,
        );
        let first: Vec<Event> = state
            .hand()
            .iter()
            .map(|&card| Event::Drew { card })
            .collect();
        let mut session = AogSession {
            play: Play::new(state, log, record),
            selected: None,
            flashes: [Flash::None; 6],
            flights: Vec::new(),
            last_flights: Vec::new(),
            hint: None,
        };
        session.record_events(&first);
        crate::play::replay_into(&actions, |action| {
            session.act(action);
            session.play.message.clone()
        })?;
        session.play.restore_floor(floor);
        session.clear_flashes();
        session.flights.clear();
        session.last_flights.clear();
        Ok(session)
    }

    /// The game as its save file now.
    pub fn save_file(&self) -> SaveFile {
        self.play
            .save_file(&Replayed::ArmorOfGod(self.state().clone()))
    }

    /// The engine state.
    pub fn state(&self) -> &State {
        self.play.state()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.state().step() == Step::Over
    }

    /// A tap on the hand card at `index`: select it, or (when discarding) discard it on the second tap.
    pub fn tap_card(&mut self, index: usize) {
        self.play.message.clear();
        let Some(&card) = self.state().hand().get(index) else {
            return;
        };
        match self.state().step() {
            Step::Play if card == Card::ACE_OF_SPADES => {
                self.selected = None;
                self.play.message =
                    "The Ace of Spades is Satan's Dart and cannot be played.".into();
            }
            Step::Play => {
                self.selected = if self.selected == Some(index) {
                    None
                } else {
                    Some(index)
                }
            }
            Step::Discard if self.selected == Some(index) => self.act(Action::Discard { card }),
            Step::Discard => self.selected = Some(index),
            Step::Dart => self.play.message = "First choose where Satan's Dart strikes.".into(),
            Step::Over => {}
        }
    }

    /// The Hint button: the greedy bot's move, from what is on the table only, with its reason; the card is
    /// chosen and its pile marked.
    pub fn show_hint(&mut self) {
        self.play.message.clear();
        let Some(hint) = standfirm_engine::armor_of_god::hint(&self.state().table()) else {
            return;
        };
        let index = |card: Card| self.state().hand().iter().position(|&c| c == card);
        let slot = match hint.action {
            Action::Play { card, slot } => {
                self.selected = index(card);
                Some(slot)
            }
            Action::Discard { card } => {
                self.selected = index(card);
                None
            }
            Action::Dart { .. } => None,
        };
        self.hint = Some((hint.reason, slot));
    }

    /// Dragging the hand card at `index` began: it is chosen, so the piles show what it would do.
    pub fn drag_started(&mut self, index: usize) {
        self.play.message.clear();
        if self.state().step() == Step::Play && index < self.state().hand().len() {
            self.selected = Some(index);
        }
    }

    /// The hand card at `index` was dropped on the slot `slot` (none: dropped beside every pile). A legal
    /// drop plays it there; an illegal one changes nothing and says why.
    pub fn drop_on(&mut self, index: usize, slot: Option<usize>) {
        self.selected = Some(index).filter(|&i| i < self.state().hand().len());
        match slot {
            Some(slot) => {
                self.tap_slot(slot);
                // The card was carried to its pile by hand: only the rest of the move flies.
                if self.selected.is_none() {
                    self.flights
                        .retain(|f| !f.from.starts_with("hand:") || f.to == "discard");
                    self.last_flights = self.flights.clone();
                }
            }
            None => {
                self.selected = None;
                self.play.message = "Drop the card on one of the six piles.".into();
            }
        }
    }

    /// A tap on the slot at `index` (Ephesians order): play the selected card there.
    pub fn tap_slot(&mut self, index: usize) {
        self.play.message.clear();
        let slot = Slot::ALL[index.min(5)];
        match self.state().step() {
            Step::Play => match self
                .selected
                .and_then(|i| self.state().hand().get(i).copied())
            {
                Some(card) => self.act(Action::Play { card, slot }),
                None => {
                    self.play.message =
                        "Tap a card in your hand first, then the pile to play it on.".into()
                }
            },
            Step::Discard => {
                self.play.message = "Discard one card from your hand to end the turn.".into()
            }
            Step::Dart => self.play.message = "First choose where Satan's Dart strikes.".into(),
            Step::Over => {}
        }
    }

    /// Discards the selected card (the Discard button).
    pub fn discard_selected(&mut self) {
        self.play.message.clear();
        match self
            .selected
            .and_then(|i| self.state().hand().get(i).copied())
        {
            Some(card) => self.act(Action::Discard { card }),
            None => self.play.message = "Tap the card you want to discard.".into(),
        }
    }

    /// The Softer Dart's line.
    pub fn choose_dart(&mut self, line: DartLine) {
        self.play.message.clear();
        self.act(Action::Dart { line });
    }

    /// Undoes the last move if no hidden card has been revealed since.
    pub fn undo(&mut self) {
        self.hint = None;
        if self.play.undo() {
            self.selected = None;
            self.flashes = [Flash::None; 6];
            self.flights = crate::play::motion::reverse(&self.last_flights);
            self.last_flights.clear();
        }
    }

    /// Whether some slot is highlighted by an automatic effect.
    pub fn has_flashes(&self) -> bool {
        self.flashes.iter().any(|f| *f != Flash::None)
    }

    /// Ends the highlights of the last automatic effects.
    pub fn clear_flashes(&mut self) {
        self.flashes = [Flash::None; 6];
    }

    /// Whether undo is available.
    pub fn can_undo(&self) -> bool {
        self.play.can_undo()
    }

    /// Applies one action through the engine; a refused action changes nothing and says why.
    pub(crate) fn act(&mut self, action: Action) {
        self.hint = None;
        let before = self.state().clone();
        if let Some(events) = self.play.apply(&action) {
            self.selected = None;
            self.flashes = [Flash::None; 6];
            self.record_events(&events);
            self.flights = super::flights::flights(&before, &action, &events, self.state());
            self.last_flights = self.flights.clone();
        }
    }

    /// Logs events (draws merged into one line) and marks the slots they touched.
    fn record_events(&mut self, events: &[Event]) {
        let mut drawn: Vec<String> = Vec::new();
        for event in events {
            if let Event::Drew { card } = event {
                drawn.push(card.pretty());
                continue;
            }
            self.flush_draws(&mut drawn);
            let tone = match event {
                Event::Claimed { .. } | Event::StandFirm { .. } | Event::Won => Tone::Good,
                Event::Bust { .. }
                | Event::DartActive
                | Event::DartStruck { .. }
                | Event::DartGrazed { .. }
                | Event::HandDiscarded { .. }
                | Event::Doubt { .. }
                | Event::Lost
                | Event::DefenseCheck { passed: false, .. } => Tone::Danger,
                _ => Tone::Plain,
            };
            match *event {
                Event::TurnBegan { .. } => continue,
                Event::Claimed { slot, .. } => self.flashes[slot.index()] = Flash::Claim,
                Event::Bust { slot, .. } => self.flashes[slot.index()] = Flash::Bust,
                Event::Doubt { slot, .. } => self.flashes[slot.index()] = Flash::Doubt,
                Event::Banked { slot } => self.flashes[slot.index()] = Flash::Bank,
                Event::DartStruck {
                    slot: Some(slot), ..
                } => self.flashes[slot.index()] = Flash::Dart,
                Event::DartGrazed {
                    removed: Some((slot, _)),
                    ..
                } => self.flashes[slot.index()] = Flash::Dart,
                _ => {}
            }
            self.play.log.push(event.describe(), event.verse(), tone);
        }
        self.flush_draws(&mut drawn);
    }

    fn flush_draws(&mut self, drawn: &mut Vec<String>) {
        if !drawn.is_empty() {
            self.play.log.push(
                format!("Life's Trials: you draw {}.", drawn.join(", ")),
                Some("James 1:2"),
                Tone::Plain,
            );
            drawn.clear();
        }
    }
}
