//! The rules: legal actions and `apply` (Prepare, Put On the Armor, Stand, the end check).
//!
//! `apply` validates everything before it mutates, so a refused action leaves the state unchanged. Events are
//! built lazily through `Log`, so bots and benchmarks can play without allocating them ([`State::apply_quiet`]).

use super::action::{Action, Pile};
use super::event::{Absence, Event};
use super::mapping::Piece;
use super::state::{Phase, PieceState, Rating, State, HAND_SIZE};
use crate::cards::Card;
use crate::msg;
use crate::words::{Msg, ToMsg};
use std::fmt;

/// Why an action was refused. The state is unchanged. Its `Display` is [`RuleError::msg`] in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// Nothing can be played after the end (PIP-7).
    GameOver,
    /// A Prepare action in the Stand phase.
    PrepareOver,
    /// A Respond or Pass while preparing (PIP-B18: there is no Threat to answer yet).
    Preparing,
    /// The pick is neither 1 nor 2.
    BadPick(u8),
    /// The Response card is not in the hand.
    NotInHand(Card),
}

impl RuleError {
    /// Why, as a sentence in any language (`crate::words`).
    pub fn msg(&self) -> Msg {
        match *self {
            RuleError::GameOver => msg!("the game is over"),
            RuleError::PrepareOver => msg!("the Prepare phase is over: respond or pass"),
            RuleError::Preparing => msg!(
                "it is the Prepare phase: keep one of the two revealed cards (prepare 1|2 armor|response)"
            ),
            RuleError::BadPick(pick) => msg!(
                "the pick must be 1 (the upper card) or 2 (the lower), not {pick}",
                pick = pick
            ),
            // The card in the notation, as the action that named it was written ("7D").
            RuleError::NotInHand(card) => {
                msg!("{card} is not in your hand", card = card.to_string())
            }
        }
    }
}

impl ToMsg for RuleError {
    fn msg(&self) -> Msg {
        RuleError::msg(self)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for RuleError {}

/// Collects events only when someone listens.
pub(super) struct Log<'a>(pub(super) Option<&'a mut Vec<Event>>);

impl Log<'_> {
    fn emit(&mut self, event: impl FnOnce() -> Event) {
        if let Some(events) = self.0.as_mut() {
            events.push(event());
        }
    }
}

impl State {
    /// Every legal action now (RULINGS appendix): the 4 Prepare choices (PIP-4.2); or one `respond` per hand
    /// card plus `pass` (PIP-6.3); nothing once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(HAND_SIZE + 1);
        self.legal_actions_into(&mut out);
        out
    }

    /// [`State::legal_actions`] into a reusable buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Prepare => {
                for pick in [1, 2] {
                    for pile in [Pile::Armor, Pile::Response] {
                        out.push(Action::Prepare { pick, pile });
                    }
                }
            }
            Phase::Stand => {
                out.extend(self.hand.iter().map(|&card| Action::Respond { card }));
                out.push(Action::Pass);
            }
            Phase::Over => {}
        }
    }

    /// Checks an action without changing anything.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Prepare, Action::Prepare { pick, .. }) if !matches!(pick, 1 | 2) => {
                Err(RuleError::BadPick(*pick))
            }
            (Phase::Prepare, Action::Prepare { .. }) => Ok(()),
            (Phase::Prepare, _) => Err(RuleError::Preparing),
            (Phase::Stand, Action::Prepare { .. }) => Err(RuleError::PrepareOver),
            (Phase::Stand, Action::Respond { card }) if !self.hand.contains(card) => {
                Err(RuleError::NotInHand(*card))
            }
            (Phase::Stand, _) => Ok(()),
        }
    }

    /// Applies one action and everything automatic that follows it (Put On the Armor after the 18th Prepare
    /// turn, hits, the end check, the refill and the next reveal). On error the state is unchanged.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.check(action)?;
        let mut events = Vec::with_capacity(8);
        self.run(action, Log(Some(&mut events)));
        Ok(events)
    }

    /// [`State::apply`] without building events: for bots, simulations and benchmarks.
    pub fn apply_quiet(&mut self, action: &Action) -> Result<(), RuleError> {
        self.check(action)?;
        self.run(action, Log(None));
        Ok(())
    }

    fn run(&mut self, action: &Action, mut log: Log<'_>) {
        match *action {
            Action::Prepare { pick, pile } => self.prepare(pick, pile, &mut log),
            Action::Respond { card } => {
                let at = self
                    .hand
                    .iter()
                    .position(|&c| c == card)
                    .expect("checked: the card is in hand");
                self.hand.remove(at);
                self.stand(Some(card), &mut log);
            }
            Action::Pass => self.stand(None, &mut log),
        }
    }

    /// PIP-4.2 steps 2–3; after the 18th turn, Phase 2 and the first Stand turn.
    fn prepare(&mut self, pick: u8, pile: Pile, log: &mut Log<'_>) {
        let upper = self.deck.pop().expect("a Prepare turn has two cards");
        let lower = self.deck.pop().expect("a Prepare turn has two cards");
        let (keep, other) = if pick == 1 {
            (upper, lower)
        } else {
            (lower, upper)
        };
        match pile {
            Pile::Armor => self.armor_pile.push(keep),
            Pile::Response => self.response_pile.push(keep),
        }
        self.threat_pile.push(other);
        self.turns_done += 1;
        log.emit(|| Event::Kept { card: keep, pile });
        log.emit(|| Event::ToThreatPile { card: other });
        if let [.., lower, upper] = self.deck[..] {
            let turn = self.turns_done + 1;
            log.emit(|| Event::Revealed { turn, upper, lower });
        } else {
            // PIP-B4: 18 turns and an empty deck are the same thing.
            debug_assert_eq!(self.turns_done, super::state::PREPARE_TURNS);
            self.put_on_armor(log);
            self.begin_turn(log);
        }
    }

    /// Phase 2 (PIP-5.1 to PIP-5.7, except the draw, which [`State::begin_turn`] does).
    fn put_on_armor(&mut self, log: &mut Log<'_>) {
        let (armor, response, threat) = self.pile_sizes();
        log.emit(|| Event::PrepareComplete {
            armor,
            response,
            threat,
        });
        // PIP-5.2: the lowest card of each piece is equipped.
        let mut lowest: [Option<Card>; 6] = [None; 6];
        for &card in &self.armor_pile {
            let slot = &mut lowest[Piece::of(card).index()];
            if slot.is_none_or(|low| card.rank < low.rank) {
                *slot = Some(card);
            }
        }
        // PIP-5.2: stronger duplicates go to the Threat pile, in the order they were placed.
        for &card in &self.armor_pile {
            let piece = Piece::of(card);
            if lowest[piece.index()] != Some(card) {
                self.threat_pile.push(card);
                log.emit(|| Event::DuplicateToThreat { piece, card });
            }
        }
        self.armor_pile.clear();
        for piece in Piece::ALL {
            self.armor[piece.index()] = match lowest[piece.index()] {
                Some(card) => {
                    let pips = piece.starting_pips(card.rank.number());
                    log.emit(|| Event::Equipped { piece, card, pips });
                    // PIP-5.5, PIP-B7: the card joins the Response pile; the die stays as the piece.
                    self.response_pile.push(card);
                    PieceState::Equipped { card, pips }
                }
                None => {
                    log.emit(|| Event::PieceMissing { piece });
                    PieceState::Missing // PIP-5.3
                }
            };
        }
        if self.armor[Piece::Breastplate.index()] == PieceState::Missing {
            log.emit(|| Event::NoBreastplate); // PIP-2.2
        }
        // PIP-5.6, PIP-B8: shuffle #2 (Response), then shuffle #3 (Threat).
        std::mem::swap(&mut self.response_deck, &mut self.response_pile);
        self.rng.shuffle(&mut self.response_deck);
        std::mem::swap(&mut self.threat_deck, &mut self.threat_pile);
        self.rng.shuffle(&mut self.threat_deck);
        let (responses, threats) = (self.response_deck.len(), self.threat_deck.len());
        log.emit(|| Event::DecksFormed { responses, threats });
        self.phase = Phase::Stand;
    }

    /// PIP-6.1 refill (also PIP-5.7's first draw) and PIP-6.2 reveal.
    pub(super) fn begin_turn(&mut self, log: &mut Log<'_>) {
        let before = self.hand.len();
        while self.hand.len() < HAND_SIZE {
            match self.response_deck.pop() {
                Some(card) => self.hand.push(card),
                None => break, // PIP-6.1, PIP-B15: continue with what remains
            }
        }
        if self.hand.len() > before {
            log.emit(|| Event::Drew {
                cards: self.hand[before..].to_vec(),
            });
        }
        let threat = self
            .threat_deck
            .pop()
            .expect("the end check leaves a Threat to reveal");
        self.threat = Some(threat);
        let target = self.target_of(Piece::of(threat));
        log.emit(|| Event::ThreatRevealed { threat, target });
    }

    /// PIP-6.3 to PIP-6.6 for one Threat, `response` already taken out of the hand.
    fn stand(&mut self, response: Option<Card>, log: &mut Log<'_>) {
        let threat = self
            .threat
            .take()
            .expect("the Stand phase has a revealed Threat");
        match response {
            // PIP-6.3: ties favour the defender; suits do not matter.
            Some(card) if card.rank >= threat.rank => {
                log.emit(|| Event::Defeated {
                    response: card,
                    threat,
                    tie: card.rank == threat.rank,
                });
                if self.options.learning {
                    self.restore(Piece::of(card), log);
                }
            }
            Some(card) => {
                log.emit(|| Event::ResponseFails {
                    response: card,
                    threat,
                });
                self.strike(threat, log);
            }
            None => {
                log.emit(|| Event::TookHit { threat });
                self.strike(threat, log);
            }
        }
        // PIP-6.5 (done even after a loss, which PIP-B10 says is irrelevant to the result).
        self.discard.push(threat);
        self.discard.extend(response);
        if matches!(
            self.armor[Piece::Breastplate.index()],
            PieceState::Destroyed { .. }
        ) {
            // PIP-7.2, PIP-B10: the loss is immediate; later Threats are never revealed.
            self.phase = Phase::Over;
            log.emit(|| Event::Defeat);
        } else if self.threat_deck.is_empty() {
            // PIP-6.6, PIP-B11: the end check after the discard.
            self.phase = Phase::Over;
            if self.armor[Piece::Breastplate.index()] == PieceState::Missing {
                log.emit(|| Event::PracticeComplete); // PIP-7.3
            } else {
                let pips = self.pips_total();
                let whole_armor = self.whole_armor();
                log.emit(|| Event::Victory {
                    rating: Rating::from_pips(pips),
                    pips,
                    whole_armor,
                });
            }
        } else {
            self.begin_turn(log);
        }
    }

    /// PIP-6.4: exactly one pip off the target (PIP-B16), redirected to the Breastplate if the mapped piece is
    /// missing or destroyed; no effect on a missing Breastplate (PIP-B9).
    fn strike(&mut self, threat: Card, log: &mut Log<'_>) {
        let aimed = Piece::of(threat);
        let piece = self.target_of(aimed);
        if piece != aimed {
            let why = match self.armor[aimed.index()] {
                PieceState::Destroyed { .. } => Absence::Destroyed,
                _ => Absence::Missing,
            };
            log.emit(|| Event::Redirected { from: aimed, why });
        }
        match &mut self.armor[piece.index()] {
            PieceState::Equipped { card, pips } => {
                *pips -= 1;
                let pips_left = *pips;
                log.emit(|| Event::Struck {
                    threat,
                    piece,
                    pips_left,
                });
                if pips_left == 0 {
                    self.armor[piece.index()] = PieceState::Destroyed { card: *card };
                    log.emit(|| Event::PieceDestroyed { piece });
                }
            }
            _ => log.emit(|| Event::HitAbsorbed { threat }),
        }
    }

    /// PIP-9.1, PIP-9.2, PIP-B14: Learning Mode restores 1 pip to the Response card's piece, up to its cap.
    fn restore(&mut self, piece: Piece, log: &mut Log<'_>) {
        match &mut self.armor[piece.index()] {
            PieceState::Equipped { pips, .. } if *pips < piece.cap() => {
                *pips += 1;
                let pips = *pips;
                log.emit(|| Event::Restored { piece, pips });
            }
            PieceState::Equipped { .. } => log.emit(|| Event::NotRestored { piece, why: None }),
            PieceState::Destroyed { .. } => log.emit(|| Event::NotRestored {
                piece,
                why: Some(Absence::Destroyed),
            }),
            _ => log.emit(|| Event::NotRestored {
                piece,
                why: Some(Absence::Missing),
            }),
        }
    }
}
