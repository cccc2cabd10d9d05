//! The turn sequence (AOG-4), claiming (AOG-5), banking and Doubt (AOG-6), Satan's Dart (AOG-8) and the rounds
//! with their Defense Checks (AOG-9). Every automatic effect is applied here and reported as an [`Event`].

use super::action::{Action, DartLine};
use super::error::RuleError;
use super::event::Event;
use super::options::DartMode;
use super::slots::{Category, Slot};
use super::state::{SlotState, State, Status, Step};
use crate::cards::Card;
use crate::msg;

impl State {
    /// Every legal action now, in a stable order (hand order, then slot order); empty when the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut actions = Vec::with_capacity(24);
        self.legal_actions_into(&mut actions);
        actions
    }

    /// Like [`State::legal_actions`], into a buffer the caller reuses (cleared first), for fast playouts.
    pub fn legal_actions_into(&self, actions: &mut Vec<Action>) {
        actions.clear();
        match self.step {
            Step::Play => {
                let mut open = [Slot::Belt; 6];
                let mut n = 0;
                for slot in Slot::ALL {
                    if self.slots[slot.index()].state == SlotState::Active {
                        open[n] = slot;
                        n += 1;
                    }
                }
                for &card in &self.hand {
                    if card != Card::ACE_OF_SPADES {
                        actions.extend(open[..n].iter().map(|&slot| Action::Play { card, slot }));
                    }
                }
            }
            Step::Discard => actions.extend(self.hand.iter().map(|&card| Action::Discard { card })),
            Step::Dart => actions.extend(
                self.dart_lines()
                    .into_iter()
                    .map(|line| Action::Dart { line }),
            ),
            Step::Over => {}
        }
    }

    /// Applies one action. On error nothing changes.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Like [`State::apply`], appending the events to a buffer the caller reuses (for fast playouts).
    pub fn apply_into(
        &mut self,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check(action)?;
        match *action {
            Action::Play { card, slot } => self.play(card, slot, events),
            Action::Discard { card } => {
                self.take_from_hand(card);
                self.discard.push(card);
                events.push(Event::Discarded { card });
                self.end_turn(events);
            }
            Action::Dart { line } => self.softer_dart(line, events),
        }
        Ok(())
    }

    /// Validates an action without changing anything.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        match (self.step, *action) {
            (Step::Over, _) => Err(RuleError::GameOver),
            (Step::Play, Action::Play { card, slot }) => {
                if card == Card::ACE_OF_SPADES {
                    return Err(RuleError::DartCard);
                }
                if !self.hand.contains(&card) {
                    return Err(RuleError::NotInHand(card));
                }
                match self.slots[slot.index()].state {
                    SlotState::Claimed => Err(RuleError::Claimed(slot)),
                    SlotState::Banked => Err(RuleError::Frozen(slot)),
                    SlotState::Active => Ok(()),
                }
            }
            (Step::Play, _) => Err(RuleError::not_now(msg!(
                "play a card to an armor pile first"
            ))),
            (Step::Discard, Action::Discard { card }) => {
                if self.hand.contains(&card) {
                    Ok(())
                } else {
                    Err(RuleError::NotInHand(card))
                }
            }
            (Step::Discard, _) => Err(RuleError::not_now(msg!(
                "discard one card from your hand to end the turn"
            ))),
            (Step::Dart, Action::Dart { line }) => {
                if self.options.dart != DartMode::Softer {
                    Err(RuleError::NotSofter)
                } else if self.dart_lines().contains(&line) {
                    Ok(())
                } else {
                    Err(RuleError::EmptyLine(line))
                }
            }
            (Step::Dart, _) => Err(RuleError::not_now(msg!(
                "choose the line of Satan's Dart first"
            ))),
        }
    }

    /// The Core Dart's target (AOG-8.2): the Active pile with the most cards; ties by category C3 > C2 > C1,
    /// then the higher total, then the piece listed later in Ephesians 6 (AOG-B9).
    pub fn dart_target(&self) -> Option<Slot> {
        Slot::ALL
            .into_iter()
            .filter(|s| {
                let pile = &self.slots[s.index()];
                pile.state == SlotState::Active && !pile.cards.is_empty()
            })
            .max_by_key(|&s| {
                (
                    self.slots[s.index()].cards.len(),
                    s.category(),
                    self.pile_total(s),
                    s.index(),
                )
            })
    }

    /// The Softer Dart lines that may be chosen (AOG-B15): those that remove something. Empty when neither
    /// line has a target: then the Dart resolves by itself and no choice is asked.
    pub fn dart_lines(&self) -> Vec<DartLine> {
        let mut lines = Vec::with_capacity(2);
        if self.dart_target().is_some() {
            lines.push(DartLine::Largest);
        }
        if self.banked().is_some() {
            lines.push(DartLine::Banked);
        }
        lines
    }

    /// Whether the Category Restriction allows claiming a piece of `category` now (AOG-5.1).
    pub fn may_claim(&self, category: Category) -> bool {
        self.claimed_in(category) == 0 || Category::ALL.iter().all(|&c| self.claimed_in(c) >= 1)
    }

    /// Steps 1–3 of a new turn, then wait at Step 4 (AOG-4.1 … AOG-4.5).
    pub(super) fn begin_turn(&mut self, events: &mut Vec<Event>) {
        self.turn += 1;
        self.claims_from_play = 0;
        events.push(Event::TurnBegan { turn: self.turn });
        if let Some(slot) = self.banked() {
            if self.may_claim(slot.category()) {
                // Stand Firm: a free claim, not counted against the one claim from play (AOG-5.2).
                events.push(Event::StandFirm { slot });
                self.claim(slot, events);
                if self.step == Step::Over {
                    return;
                }
            } else {
                let pile = &mut self.slots[slot.index()];
                let card = pile.cards.pop().expect("a banked pile holds cards");
                pile.state = SlotState::Active;
                self.discard.push(card);
                events.push(Event::Doubt { slot, card });
            }
        }
        self.draw_and_check(events);
    }

    /// Step 2 (draw to 4, ending the round if the deck runs dry) and Step 3 (the Dart check).
    pub(super) fn draw_and_check(&mut self, events: &mut Vec<Event>) {
        let mut round_ended = false;
        while self.hand.len() < 4 {
            if let Some(card) = self.deck.pop() {
                self.hand.push(card);
                events.push(Event::Drew { card });
            } else if round_ended {
                // AOG-B19: the fresh deck could not fill the hand; continue with what is in hand.
                break;
            } else {
                round_ended = true;
                self.end_round(events);
                if self.step == Step::Over {
                    return;
                }
            }
        }
        self.dart_active = self.hand.contains(&Card::ACE_OF_SPADES);
        if self.dart_active {
            events.push(Event::DartActive);
        }
        self.step = Step::Play;
        let playable = self.hand.iter().any(|&c| c != Card::ACE_OF_SPADES);
        let open = self.slots.iter().any(|s| s.state == SlotState::Active);
        if !(playable && open) {
            // Only reachable through AOG-B19's short hand: nothing can be played, so the turn passes and the
            // next draw ends the round again (the game always terminates, AOG-10.3).
            self.end_turn(events);
        }
    }

    /// AOG-4.3 and AOG-9: the round ends, the Defense Check, then the reshuffle or the end of the game.
    fn end_round(&mut self, events: &mut Vec<Event>) {
        let round = self.round;
        events.push(Event::RoundEnded { round });
        let needed = self.options.defense.threshold(round);
        let claimed = self.claim_order.len() as u8;
        let passed = claimed >= needed;
        events.push(Event::DefenseCheck {
            round,
            needed,
            claimed,
            passed,
        });
        if !passed {
            self.finish(
                Status::Lost {
                    round,
                    needed,
                    claimed,
                },
                events,
            );
        } else if round >= self.options.defense.rounds() {
            // AOG-9.2 / AOG-B16: a pass in the final round is a victory (unreachable in practice).
            self.finish(Status::Won, events);
        } else {
            self.deck.append(&mut self.discard);
            self.rng.shuffle(&mut self.deck);
            self.round += 1;
            events.push(Event::Reshuffled {
                cards: self.deck.len() as u8,
                round: self.round,
            });
        }
    }

    /// Step 4 and its resolution (AOG-4.6 … AOG-4.8).
    fn play(&mut self, card: Card, slot: Slot, events: &mut Vec<Event>) {
        self.take_from_hand(card);
        self.slots[slot.index()].cards.push(card);
        let total = self.pile_total(slot);
        events.push(Event::Played { card, slot, total });
        let target = slot.target();
        if total == target {
            if self.may_claim(slot.category()) {
                self.claims_from_play += 1;
                debug_assert!(
                    self.claims_from_play <= 1,
                    "AOG-5.2: one claim per turn from play"
                );
                self.claim(slot, events);
                if self.step == Step::Over {
                    return; // AOG-1.1: nothing else resolves after the sixth claim.
                }
            } else if self.banked().is_none() {
                self.slots[slot.index()].state = SlotState::Banked;
                events.push(Event::Banked { slot });
            } else {
                self.bust(slot, true, events);
            }
        } else if total > target {
            self.bust(slot, false, events);
        }
        if self.dart_active {
            match self.options.dart {
                DartMode::Core => {
                    self.core_dart(events);
                    self.end_turn(events);
                }
                // AOG-B15: with no target on either line the Dart takes nothing and asks nothing.
                DartMode::Softer if self.dart_lines().is_empty() => {
                    events.push(Event::DartGrazed {
                        line: None,
                        removed: None,
                    });
                    self.discard_hand(events);
                    self.end_turn(events);
                }
                DartMode::Softer => self.step = Step::Dart,
            }
        } else if self.hand.is_empty() {
            self.end_turn(events);
        } else {
            self.step = Step::Discard;
        }
    }

    /// AOG-5.4: the slot becomes Claimed and its cards leave circulation; the sixth claim wins.
    fn claim(&mut self, slot: Slot, events: &mut Vec<Event>) {
        let pile = &mut self.slots[slot.index()];
        pile.state = SlotState::Claimed;
        let cards = pile.cards.len() as u8;
        self.claim_order.push(slot);
        events.push(Event::Claimed { slot, cards });
        if self.claim_order.len() == 6 {
            self.finish(Status::Won, events);
        }
    }

    fn bust(&mut self, slot: Slot, second_bank: bool, events: &mut Vec<Event>) {
        let pile = &mut self.slots[slot.index()];
        let cards = pile.cards.len() as u8;
        self.discard.append(&mut pile.cards);
        pile.state = SlotState::Active;
        events.push(Event::Bust {
            slot,
            cards,
            second_bank,
        });
    }

    /// AOG-8.2: the whole largest Active pile is discarded, then the whole hand.
    fn core_dart(&mut self, events: &mut Vec<Event>) {
        let target = self.dart_target();
        let mut cards = 0;
        if let Some(slot) = target {
            let pile = &mut self.slots[slot.index()];
            cards = pile.cards.len() as u8;
            self.discard.append(&mut pile.cards);
        }
        events.push(Event::DartStruck {
            slot: target,
            cards,
        });
        self.discard_hand(events);
    }

    /// AOG-8.3: the chosen line removes one top card; a Banked pile losing its top card is Active again.
    fn softer_dart(&mut self, line: DartLine, events: &mut Vec<Event>) {
        let slot = match line {
            DartLine::Largest => self.dart_target(),
            DartLine::Banked => self.banked(),
        };
        let removed = slot.and_then(|slot| {
            let pile = &mut self.slots[slot.index()];
            let card = pile.cards.pop()?;
            if pile.state == SlotState::Banked {
                pile.state = SlotState::Active;
            }
            self.discard.push(card);
            Some((slot, card))
        });
        events.push(Event::DartGrazed {
            line: Some(line),
            removed,
        });
        self.discard_hand(events);
        self.end_turn(events);
    }

    fn discard_hand(&mut self, events: &mut Vec<Event>) {
        let cards = self.hand.len() as u8;
        self.discard.append(&mut self.hand);
        events.push(Event::HandDiscarded { cards });
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.dart_active = false;
        self.begin_turn(events);
    }

    fn finish(&mut self, status: Status, events: &mut Vec<Event>) {
        self.status = status;
        self.step = Step::Over;
        self.dart_active = false;
        events.push(if status == Status::Won {
            Event::Won
        } else {
            Event::Lost
        });
    }

    fn take_from_hand(&mut self, card: Card) {
        let at = self
            .hand
            .iter()
            .position(|&c| c == card)
            .expect("checked: the card is in hand");
        self.hand.remove(at);
    }
}
