//! Armor of God in the one solo session ([`SoloSession`]): what is its own — how a save starts, the taps on
//! the hand, the piles and the Dart, the hint that points at a pile, the log lines and the piles' highlights.

use crate::models::anchor;
use crate::tables::play::{Log, Tone};
use crate::tables::solo::SoloSession;
use standfirm_engine::armor_of_god::{Action, DartLine, Event, Options, Slot, Step};
use standfirm_engine::cards::Card;
use standfirm_engine::msg;
use standfirm_store::Setup;

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

/// Armor of God, as the solo session plays it.
#[derive(Debug, Clone)]
pub struct Aog;

/// A game of Armor of God on screen.
pub type AogSession = SoloSession<Aog>;

impl SoloSession<Aog> {
    /// A new game with these options and deal number.
    pub fn new(options: Options, seed: u64) -> AogSession {
        let setup = Setup::ArmorOfGod {
            options,
            seed,
            deck: None,
        };
        SoloSession::from_setup(setup).expect("a seeded deal always starts")
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
                self.play.explain(msg!(
                    "The Ace of Spades is Satan's Dart and cannot be played."
                ));
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
            Step::Dart => self
                .play
                .explain(msg!("First choose where Satan's Dart strikes.")),
            Step::Over => {}
        }
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
                        .retain(|f| !anchor::is_hand(&f.from) || f.to == anchor::DISCARD);
                    self.last_flights = self.flights.clone();
                }
            }
            None => {
                self.selected = None;
                self.play
                    .explain(msg!("Drop the card on one of the six piles."));
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
                None => self.play.explain(msg!(
                    "Tap a card in your hand first, then the pile to play it on."
                )),
            },
            Step::Discard => self
                .play
                .explain(msg!("Discard one card from your hand to end the turn.")),
            Step::Dart => self
                .play
                .explain(msg!("First choose where Satan's Dart strikes.")),
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
            None => self.play.explain(msg!("Tap the card you want to discard.")),
        }
    }

    /// The Softer Dart's line.
    pub fn choose_dart(&mut self, line: DartLine) {
        self.play.message.clear();
        self.act(Action::Dart { line });
    }
}

/// Logs events (draws merged into one line) and marks the slots they touched.
pub(super) fn record_events(session: &mut AogSession, events: &[Event]) {
    let mut drawn: Vec<String> = Vec::new();
    for event in events {
        if let Event::Drew { card } = event {
            drawn.push(card.pretty());
            continue;
        }
        flush_draws(&mut session.play.log, &mut drawn);
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
        let flashes = &mut session.flashes;
        match *event {
            Event::TurnBegan { .. } => continue,
            Event::Claimed { slot, .. } => flashes[slot.index()] = Flash::Claim,
            Event::Bust { slot, .. } => flashes[slot.index()] = Flash::Bust,
            Event::Doubt { slot, .. } => flashes[slot.index()] = Flash::Doubt,
            Event::Banked { slot } => flashes[slot.index()] = Flash::Bank,
            Event::DartStruck {
                slot: Some(slot), ..
            } => flashes[slot.index()] = Flash::Dart,
            Event::DartGrazed {
                removed: Some((slot, _)),
                ..
            } => flashes[slot.index()] = Flash::Dart,
            _ => {}
        }
        session.play.log.push(event.msg(), event.verse(), tone);
    }
    flush_draws(&mut session.play.log, &mut drawn);
}

/// The cards drawn since the last other event, as one log line.
fn flush_draws(log: &mut Log, drawn: &mut Vec<String>) {
    if !drawn.is_empty() {
        log.push(
            msg!("Life's Trials: you draw {cards}.", cards = drawn.join(", ")),
            Some("James 1:2"),
            Tone::Plain,
        );
        drawn.clear();
    }
}
