//! Turn flow: the automatic steps (draws, turn start), end of turn, the next turn and the game end
//! (SH-2.6, SH-2.7, SH-2.10–2.12, SH-2.17, SH-5.1–5.5, SH-5.10).

use super::content::{CardId, CardKind};
use super::end::outcome;
use super::events::{Event, RoundKind};
use super::result::EndReason;
use super::state::{Phase, State, Step, Task, GROWTH_LIMIT, TRUTH_LIMIT};

impl State {
    /// Runs automatic steps until a decision is awaited.
    pub(crate) fn run_queue(&mut self, events: &mut Vec<Event>) {
        while let Some(step) = self.queue.pop_front() {
            if self.run_step(step, events) {
                return;
            }
        }
    }

    /// Runs one step; true when it left a decision to make.
    fn run_step(&mut self, step: Step, events: &mut Vec<Event>) -> bool {
        match step {
            Step::DrawGrowth { seat, count } => self.draw_growth(seat, count, events),
            Step::DrawTruth { seat, fallback } => {
                match self.draw_truth_card() {
                    Some(card) => {
                        self.players[usize::from(seat)].truths.push(card);
                        events.push(Event::TruthDrawn { seat });
                    }
                    // SH-2.7: an empty Truth deck in a Truth round means 3 Growth cards instead.
                    None if fallback => {
                        self.stats.truth_fallbacks += 1;
                        events.push(Event::TruthDeckEmpty { seat });
                        self.queue.push_front(Step::DrawGrowth { seat, count: 3 });
                    }
                    None => {}
                }
                false
            }
            Step::StartTurn => {
                self.turn += 1;
                // SH-5.5: every permanent's use flag resets at every turn start, for all players.
                for p in &mut self.players {
                    for perm in p.tasks.iter_mut().filter_map(|t| t.done.as_mut()) {
                        perm.used = false;
                    }
                }
                let (seat, kind) = (self.active, self.round_kind());
                events.push(Event::TurnStarted {
                    seat,
                    round: self.round,
                    kind,
                });
                let draw = match kind {
                    RoundKind::Growth => Step::DrawGrowth { seat, count: 3 },
                    RoundKind::Truth => Step::DrawTruth {
                        seat,
                        fallback: true,
                    },
                };
                self.queue.push_front(Step::Main);
                self.queue.push_front(draw);
                false
            }
            Step::Main => {
                self.phase = Phase::Main;
                true
            }
        }
    }

    /// Draws `count` Growth cards one by one; pauses on a second Trial (SH-2.17).
    fn draw_growth(&mut self, seat: u8, count: u8, events: &mut Vec<Event>) -> bool {
        for drawn in 0..count {
            let Some(card) = self.next_growth(events) else {
                events.push(Event::GrowthExhausted { seat }); // SH-B16: the draw stops short
                return false;
            };
            let player = &mut self.players[usize::from(seat)];
            match card.card().kind {
                CardKind::Trial if player.blocked() => {
                    events.push(Event::SecondTrialDrawn { seat, card });
                    self.phase = Phase::SecondTrial { seat, trial: card };
                    if count - drawn > 1 {
                        self.queue.push_front(Step::DrawGrowth {
                            seat,
                            count: count - drawn - 1,
                        });
                    }
                    return true;
                }
                CardKind::Trial => {
                    player.tasks.push(Task { card, done: None });
                    events.push(Event::TrialPlaced { seat, card });
                }
                CardKind::Assignment => {
                    player.tasks.push(Task { card, done: None });
                    events.push(Event::AssignmentPlaced { seat, card });
                }
                _ => {
                    player.holding.push(card);
                    events.push(Event::GrowthDrawn { seat, card });
                }
            }
        }
        false
    }

    /// The top Growth card, reshuffling the discard first if the deck is empty (SH-2.11).
    pub(crate) fn next_growth(&mut self, events: &mut Vec<Event>) -> Option<CardId> {
        if self.growth_deck.is_empty() && !self.growth_discard.is_empty() {
            let mut cards = std::mem::take(&mut self.growth_discard);
            self.rng.shuffle(&mut cards);
            events.push(Event::GrowthReshuffled {
                cards: cards.len() as u8,
            });
            self.stats.reshuffles += 1;
            self.growth_deck.extend(cards);
        }
        self.growth_deck.pop_front()
    }

    /// Moves on from the end of the active turn: discards down to 7, Truth returns, then the next turn (SH-5.4).
    pub(crate) fn continue_end_of_turn(&mut self, events: &mut Vec<Event>) {
        let p = self.player(self.active);
        if p.holding.len() > GROWTH_LIMIT {
            self.phase = Phase::DiscardGrowth;
        } else if self.truth_limit_applies() && p.truths.len() > TRUTH_LIMIT {
            self.phase = Phase::ReturnTruth;
        } else {
            events.push(Event::TurnEnded { seat: self.active });
            self.active = (self.active + 1) % self.options.players;
            if self.active == self.first_player {
                self.round += 1;
                if self.options.round_cap.is_some_and(|cap| self.round > cap) {
                    self.finish(EndReason::RoundCap, events);
                    return;
                }
            }
            self.queue.push_back(Step::StartTurn);
            self.run_queue(events);
        }
    }

    /// Ends the game now and scores it (SH-5.10, SH-6).
    pub(crate) fn finish(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        let result = outcome(self, reason);
        events.push(Event::GameOver {
            reason,
            winners: result.winners.clone(),
            scores: result.scores.clone(),
        });
        self.queue.clear();
        self.phase = Phase::Finished(result);
    }
}
