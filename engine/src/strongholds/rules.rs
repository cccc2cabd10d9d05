//! Applying actions (validate first, then mutate) and listing the legal ones (RULINGS appendix).

use super::actions::Action;
use super::colours::Colour;
use super::content::{CardId, CardKind};
use super::events::Event;
use super::payment::{find_payment, matches_cost, Offer, PayUnit, Payment, Source};
use super::refusal::RuleError;
use super::refusal::{Awaited, Missing, PaymentError};
use super::result::EndReason;
use super::state::{Permanent, Phase, State};

impl State {
    /// The sources `seat` could pay with, in order of preference: usable permanents (Truth costs only), then
    /// Anointing cards, then Mentors (kept for last because they are flexible).
    pub fn offers(&self, seat: u8, for_truth: bool) -> Vec<Offer> {
        let p = self.player(seat);
        let mut offers = Vec::with_capacity(p.holding.len() + p.tasks.len());
        if for_truth {
            for t in &p.tasks {
                if let Some(perm) = t.done.filter(|perm| self.permanent_usable(perm)) {
                    offers.push(Offer {
                        source: Source::Permanent(t.card),
                        colours: [Some(perm.colour), None],
                    });
                }
            }
        }
        for mentors in [false, true] {
            for &card in &p.holding {
                let colours = &card.card().colours;
                if (colours.len() == 2) == mentors {
                    offers.push(Offer {
                        source: Source::Card(card),
                        colours: [Some(colours[0]), colours.get(1).copied()],
                    });
                }
            }
        }
        offers
    }

    /// A permanent can pay when gained on an earlier turn and not yet used this turn (SH-2.15, SH-B10).
    pub fn permanent_usable(&self, perm: &Permanent) -> bool {
        perm.gained_turn < self.turn && !perm.used
    }

    /// Checks that `payment` pays `cost` exactly from `seat`'s sources (SH-4).
    pub fn check_payment(
        &self,
        seat: u8,
        cost: &[Colour],
        payment: &[PayUnit],
        for_truth: bool,
    ) -> Result<(), RuleError> {
        let bad = |why: PaymentError| Err(RuleError::Payment(why));
        if !matches_cost(cost, payment) {
            return bad(PaymentError::Cost {
                cost: cost.to_vec(),
                paid: payment.iter().map(|u| u.colour).collect(),
            });
        }
        let p = self.player(seat);
        for (i, unit) in payment.iter().enumerate() {
            if payment[..i].iter().any(|u| u.source == unit.source) {
                return bad(PaymentError::SourceTwice);
            }
            match unit.source {
                Source::Card(card) => {
                    if !p.holding.contains(&card) {
                        return bad(PaymentError::NotHeld(card));
                    }
                    if !card.card().colours.contains(&unit.colour) {
                        return bad(PaymentError::CannotPay {
                            card,
                            colour: unit.colour,
                        });
                    }
                }
                Source::Permanent(task) => {
                    if !for_truth {
                        return bad(PaymentError::PermanentForTruthOnly);
                    }
                    let Some(perm) = p.tasks.iter().find(|t| t.card == task).and_then(|t| t.done)
                    else {
                        return bad(PaymentError::NoPermanent(task));
                    };
                    if perm.colour != unit.colour {
                        return bad(PaymentError::PermanentColour {
                            task,
                            colour: perm.colour,
                        });
                    }
                    if perm.gained_turn >= self.turn {
                        return bad(PaymentError::PermanentNew(task));
                    }
                    if perm.used {
                        return bad(PaymentError::PermanentUsed(task));
                    }
                }
            }
        }
        Ok(())
    }

    /// Checks a Truth play by `seat` on `slot` (SH-5.6).
    pub fn check_truth(
        &self,
        seat: u8,
        truth: CardId,
        slot: u8,
        payment: &[PayUnit],
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        if !p.truths.contains(&truth) {
            return Err(RuleError::NoSuchCard(Missing::Truth(truth)));
        }
        if p.blocked() {
            return Err(RuleError::TrialBlock);
        }
        let Some(stronghold) = self.slots.get(usize::from(slot)).copied().flatten() else {
            return Err(RuleError::EmptySlot(slot));
        };
        if !truth.card().can_defeat(stronghold) {
            return Err(RuleError::NoSymbol { truth, stronghold });
        }
        self.check_payment(seat, &truth.card().cost, payment, true)
    }

    fn check_task(
        &self,
        task: CardId,
        kind: CardKind,
        payment: &[PayUnit],
        permanent: CardId,
    ) -> Result<(), RuleError> {
        let p = self.player(self.active);
        let trial = kind == CardKind::Trial;
        let Some(t) = p
            .tasks
            .iter()
            .find(|t| t.card == task && t.card.card().kind == kind)
        else {
            return Err(RuleError::NoSuchCard(if trial {
                Missing::Trial(task)
            } else {
                Missing::Assignment(task)
            }));
        };
        if t.done.is_some() {
            return Err(RuleError::NoSuchCard(if trial {
                Missing::TrialDone(task)
            } else {
                Missing::AssignmentDone(task)
            }));
        }
        self.check_payment(self.active, &task.card().cost, payment, false)?;
        if !payment.iter().any(|u| u.source == Source::Card(permanent)) {
            return Err(RuleError::Payment(PaymentError::KeepNotPaying(permanent)));
        }
        Ok(())
    }

    /// What the game waits for, as a refusal names it.
    fn awaited(&self) -> Awaited {
        match &self.phase {
            Phase::SecondTrial { seat, .. } => Awaited::SecondTrial(*seat),
            Phase::Main => Awaited::Main(self.active),
            Phase::SlapWindow { .. } => Awaited::Slap,
            Phase::DiscardGrowth => Awaited::DiscardGrowth(self.active),
            Phase::ReturnTruth => Awaited::ReturnTruth(self.active),
            Phase::Finished(_) => Awaited::Nothing,
        }
    }

    /// Applies one action; on error the state is unchanged.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        if matches!(self.phase, Phase::Finished(_)) {
            return Err(RuleError::GameOver);
        }
        let mut ev = Vec::new();
        let active = self.active;
        match (&self.phase, action) {
            (&Phase::SecondTrial { seat, trial }, Action::KeepTrial) => {
                self.players[usize::from(seat)]
                    .tasks
                    .push(super::state::Task {
                        card: trial,
                        done: None,
                    });
                ev.push(Event::TrialPlaced { seat, card: trial });
                self.run_queue(&mut ev);
            }
            (&Phase::SecondTrial { seat, trial }, Action::DiscardTrial) => {
                self.growth_discard.push(trial);
                ev.push(Event::TrialDiscarded { seat, card: trial });
                self.queue
                    .push_front(super::state::Step::DrawGrowth { seat, count: 1 });
                self.run_queue(&mut ev);
            }
            (
                Phase::Main,
                Action::OvercomeTrial {
                    trial: task,
                    payment,
                    permanent,
                },
            )
            | (
                Phase::Main,
                Action::FulfilAssignment {
                    assignment: task,
                    payment,
                    permanent,
                },
            ) => {
                let kind = if matches!(action, Action::OvercomeTrial { .. }) {
                    CardKind::Trial
                } else {
                    CardKind::Assignment
                };
                self.check_task(*task, kind, payment, *permanent)?;
                self.complete_task(*task, payment, *permanent, &mut ev);
            }
            (
                Phase::Main,
                Action::PlayTruth {
                    truth,
                    slot,
                    payment,
                },
            ) => {
                self.check_truth(active, *truth, *slot, payment)?;
                self.defeat(active, *truth, *slot, payment, false, &mut ev);
            }
            (
                &Phase::SlapWindow { slot: window },
                Action::Slap {
                    seat,
                    truth,
                    slot,
                    payment,
                },
            ) => {
                let ok = *seat < self.options.players
                    && *seat != active
                    && *slot == window
                    && self.check_truth(*seat, *truth, *slot, payment).is_ok();
                if !ok {
                    return Err(RuleError::CannotSlap(*seat));
                }
                self.defeat(*seat, *truth, *slot, payment, true, &mut ev);
            }
            (&Phase::SlapWindow { slot }, Action::CloseSlapWindow) => {
                ev.push(Event::SlapWindowClosed { slot });
                self.phase = Phase::Main;
            }
            (Phase::Main, Action::EndTurn) => self.continue_end_of_turn(&mut ev),
            (Phase::DiscardGrowth, Action::DiscardGrowth { card }) => {
                let p = &mut self.players[usize::from(active)];
                let Some(i) = p.holding.iter().position(|c| c == card) else {
                    return Err(RuleError::NoSuchCard(Missing::Growth(*card)));
                };
                p.holding.remove(i);
                self.growth_discard.push(*card);
                ev.push(Event::GrowthDiscarded {
                    seat: active,
                    card: *card,
                });
                self.continue_end_of_turn(&mut ev);
            }
            (Phase::ReturnTruth, Action::ReturnTruth { card }) => {
                let p = &mut self.players[usize::from(active)];
                let Some(i) = p.truths.iter().position(|c| c == card) else {
                    return Err(RuleError::NoSuchCard(Missing::Truth(*card)));
                };
                p.truths.remove(i);
                // SH-2.6: to the bottom, unseen by the others (the event names no card).
                self.truth_to_bottom(*card, Some(active));
                ev.push(Event::TruthReturned { seat: active });
                self.continue_end_of_turn(&mut ev);
            }
            (Phase::Main, Action::EndByAgreement) => self.finish(EndReason::Agreement, &mut ev),
            (_, Action::Slap { seat, .. }) => return Err(RuleError::CannotSlap(*seat)),
            _ => return Err(RuleError::NotNow(self.awaited())),
        }
        Ok(ev)
    }

    /// SH-2.14: pay, keep the chosen card as the permanent, discard the rest.
    fn complete_task(
        &mut self,
        task: CardId,
        payment: &[PayUnit],
        permanent: CardId,
        ev: &mut Vec<Event>,
    ) {
        let seat = self.active;
        let turn = self.turn;
        let colour = payment
            .iter()
            .find(|u| u.source == Source::Card(permanent))
            .map(|u| u.colour)
            .expect("checked");
        let p = &mut self.players[usize::from(seat)];
        for unit in payment {
            if let Source::Card(card) = unit.source {
                p.holding.retain(|&c| c != card);
                if card != permanent {
                    self.growth_discard.push(card);
                }
            }
        }
        let t = p
            .tasks
            .iter_mut()
            .find(|t| t.card == task)
            .expect("checked");
        t.done = Some(Permanent {
            card: permanent,
            colour,
            gained_turn: turn,
            used: false,
        });
        ev.push(if task.card().kind == CardKind::Trial {
            Event::TrialOvercome {
                seat,
                trial: task,
                colour,
            }
        } else {
            Event::AssignmentFulfilled {
                seat,
                assignment: task,
                colour,
            }
        });
    }

    /// Every legal action now (one canonical payment per payable choice).
    pub fn legal_actions(&self) -> Vec<Action> {
        match &self.phase {
            Phase::Finished(_) => Vec::new(),
            Phase::SecondTrial { .. } => vec![Action::KeepTrial, Action::DiscardTrial],
            Phase::Main => {
                let mut out = self.task_actions();
                out.extend(self.truth_actions(self.active, None));
                out.push(Action::EndTurn);
                out.push(Action::EndByAgreement);
                out
            }
            &Phase::SlapWindow { slot } => {
                let mut out = Vec::new();
                for seat in (0..self.options.players).filter(|&s| s != self.active) {
                    out.extend(self.truth_actions(seat, Some(slot)));
                }
                out.push(Action::CloseSlapWindow);
                out
            }
            Phase::DiscardGrowth => self
                .player(self.active)
                .holding
                .iter()
                .map(|&card| Action::DiscardGrowth { card })
                .collect(),
            Phase::ReturnTruth => self
                .player(self.active)
                .truths
                .iter()
                .map(|&card| Action::ReturnTruth { card })
                .collect(),
        }
    }

    /// Overcome/Fulfil actions of the active player: one canonical payment, one action per permanent choice.
    pub fn task_actions(&self) -> Vec<Action> {
        let offers = self.offers(self.active, false);
        let mut out = Vec::new();
        for t in self
            .player(self.active)
            .tasks
            .iter()
            .filter(|t| t.done.is_none())
        {
            let Some(payment) = find_payment(&t.card.card().cost, &offers) else {
                continue;
            };
            for unit in &payment {
                let Source::Card(permanent) = unit.source else {
                    continue;
                };
                let payment = payment.clone();
                out.push(match t.card.card().kind {
                    CardKind::Trial => Action::OvercomeTrial {
                        trial: t.card,
                        payment,
                        permanent,
                    },
                    _ => Action::FulfilAssignment {
                        assignment: t.card,
                        payment,
                        permanent,
                    },
                });
            }
        }
        out
    }

    /// Truth plays by `seat` (as slaps when `only_slot` is given), one canonical payment each (SH-5.6, SH-5.7).
    pub fn truth_actions(&self, seat: u8, only_slot: Option<u8>) -> Vec<Action> {
        let p = self.player(seat);
        if p.blocked() || p.truths.is_empty() {
            return Vec::new();
        }
        let offers = self.offers(seat, true);
        let mut out = Vec::new();
        for &truth in &p.truths {
            let card = truth.card();
            let targets: Vec<u8> = (0..self.slots.len() as u8)
                .filter(|&s| only_slot.is_none_or(|o| o == s))
                .filter(|&s| self.slots[usize::from(s)].is_some_and(|st| card.can_defeat(st)))
                .collect();
            if targets.is_empty() {
                continue;
            }
            let Some(payment) = find_payment(&card.cost, &offers) else {
                continue;
            };
            for slot in targets {
                let payment: Payment = payment.clone();
                out.push(match only_slot {
                    Some(_) => Action::Slap {
                        seat,
                        truth,
                        slot,
                        payment,
                    },
                    None => Action::PlayTruth {
                        truth,
                        slot,
                        payment,
                    },
                });
            }
        }
        out
    }
}
