//! The taps of a player's private screen: choosing a Truth card and its target, putting a payment together,
//! overcoming a Trial or fulfilling an Assignment, ending the turn with its discards and returns, a second
//! Trial, and ending by agreement. Every move reaches the engine through `ShSession::act`.

use super::payment::Draft;
use super::session::{PayFor, ShSession, Ui};
use crate::words::sh;
use crate::words::tr::{tr, trn};
use standfirm_engine::strongholds::view::{Awaiting, View};
use standfirm_engine::strongholds::{Action, CardId, CardKind, Colour};

/// The Stronghold slots a Truth card could defeat now (only the window's slot for a slap).
pub fn targets(view: &View, truth: CardId, only: Option<u8>) -> Vec<u8> {
    let card = truth.card();
    (0..view.slots.len() as u8)
        .filter(|&s| only.is_none_or(|o| o == s))
        .filter(|&s| view.slots[usize::from(s)].is_some_and(|st| card.can_defeat(st)))
        .collect()
}

/// Whether the seat has an Unconquered Trial, which blocks Truth cards (SH-2.16).
pub fn blocked(view: &View, seat: u8) -> bool {
    view.players[usize::from(seat)]
        .tasks
        .iter()
        .any(|t| !t.done && t.card.card().kind == CardKind::Trial)
}

/// The slot of the open slap window, if one is open.
pub fn window_slot(view: &View) -> Option<u8> {
    match view.awaiting {
        Awaiting::SlapWindow { slot, .. } => Some(slot),
        _ => None,
    }
}

impl ShSession {
    fn my_view(&self) -> Option<(u8, View)> {
        let seat = self.private_seat()?;
        Some((seat, self.state().view(seat)))
    }

    fn say(&mut self, text: impl Into<String>) {
        self.play.message = text.into();
    }

    /// A tap on one of the private seat's Truth cards.
    pub fn tap_truth(&mut self, truth: CardId) {
        let Some((seat, view)) = self.my_view() else {
            return;
        };
        self.play.message.clear();
        let main = matches!(view.awaiting, Awaiting::Main { .. });
        let only = window_slot(&view);
        if !main && !self.claiming() {
            return self.say(tr!("Finish this step first."));
        }
        if blocked(&view, seat) {
            return self.say(tr!(
                "An Unconquered Trial blocks your Truth cards: overcome it first (SH-2.16)."
            ));
        }
        let card = truth.card();
        let slots = targets(&view, truth, if self.claiming() { only } else { None });
        match slots.as_slice() {
            [] if self.claiming() => self.say(tr!(
                "{title} does not show the symbol of the new Stronghold.",
                title = sh::title(card)
            )),
            [] => self.say(tr!(
                "No face-up Stronghold shows a symbol of {title}.",
                title = sh::title(card)
            )),
            [slot] => {
                let pay = if self.claiming() {
                    PayFor::Slap(truth, *slot)
                } else {
                    PayFor::Truth(truth, *slot)
                };
                let draft = self.hinted_draft(&pay, self.draft(&card.cost, true));
                self.ui = Ui::Pay(pay, draft);
            }
            _ => {
                self.ui = if self.ui == Ui::Target(truth) {
                    Ui::Idle
                } else {
                    Ui::Target(truth)
                }
            }
        }
    }

    /// A tap on a face-up Stronghold: the target of the chosen Truth card.
    pub fn tap_stronghold(&mut self, slot: u8) {
        let Some((_, view)) = self.my_view() else {
            return;
        };
        self.play.message.clear();
        match self.ui.clone() {
            Ui::Target(truth) if targets(&view, truth, None).contains(&slot) => {
                let pay = PayFor::Truth(truth, slot);
                let draft = self.hinted_draft(&pay, self.draft(&truth.card().cost, true));
                self.ui = Ui::Pay(pay, draft);
            }
            Ui::Target(truth) => self.say(tr!(
                "{title} cannot defeat that Stronghold: tap a glowing one.",
                title = sh::title_of(truth)
            )),
            _ => self.say(tr!(
                "Tap one of your Truth cards first, then the Stronghold it defeats."
            )),
        }
    }

    /// A tap on one of the private seat's Trials or Assignments.
    pub fn tap_task(&mut self, task: CardId) {
        let Some((seat, view)) = self.my_view() else {
            return;
        };
        self.play.message.clear();
        if !matches!(view.awaiting, Awaiting::Main { .. }) || self.claiming() {
            return self.say(tr!(
                "Trials and Assignments are completed in your own turn."
            ));
        }
        let Some(t) = view.players[usize::from(seat)]
            .tasks
            .iter()
            .find(|t| t.card == task)
        else {
            return;
        };
        let card = task.card();
        if t.done {
            return self.say(tr!(
                "{title} is complete: its permanent anointing pays for Truth cards.",
                title = sh::title(card)
            ));
        }
        let mut draft = self.draft(&card.cost, false);
        draft.keep = default_keep(&draft, &view, seat);
        let pay = PayFor::Task(task);
        let draft = self.hinted_draft(&pay, draft);
        self.ui = Ui::Pay(pay, draft);
    }

    /// Pays unit `unit` with the next source that can pay it (the sheet's Change button).
    pub fn pay_cycle(&mut self, unit: usize) {
        if let Ui::Pay(_, draft) = &mut self.ui {
            let alternatives = draft.alternatives(unit);
            if alternatives.is_empty() {
                return;
            }
            let now = draft.chosen[unit].and_then(|c| alternatives.iter().position(|&a| a == c));
            let next = alternatives[now.map_or(0, |i| (i + 1) % alternatives.len())];
            draft.choose(unit, next);
        }
    }

    /// Keeps unit `unit`'s card as the permanent anointing (SH-2.14).
    pub fn pay_keep(&mut self, unit: usize) {
        if let Ui::Pay(PayFor::Task(_), draft) = &mut self.ui {
            if draft.keepable(unit) {
                draft.keep = Some(unit);
            }
        }
    }

    /// Closes the payment without paying.
    pub fn pay_cancel(&mut self) {
        self.ui = Ui::Idle;
        self.play.message.clear();
    }

    /// Pays and plays: the Truth card, the slap, the Trial or the Assignment.
    pub fn pay_confirm(&mut self) {
        let Ui::Pay(pay, draft) = self.ui.clone() else {
            return;
        };
        let Some(payment) = draft.payment() else {
            return self.say(tr!(
                "Still to pay: {colours}.",
                colours = sh::colours(&draft.missing())
            ));
        };
        let seat = self.private_seat().unwrap_or(0);
        let action = match pay {
            PayFor::Truth(truth, slot) => Action::PlayTruth {
                truth,
                slot,
                payment,
            },
            PayFor::Slap(truth, slot) => Action::Slap {
                seat,
                truth,
                slot,
                payment,
            },
            PayFor::Task(task) => {
                let Some(permanent) = draft.kept_card() else {
                    return self.say(tr!(
                        "Choose the card that stays as the permanent anointing."
                    ));
                };
                if task.card().kind == CardKind::Trial {
                    Action::OvercomeTrial {
                        trial: task,
                        payment,
                        permanent,
                    }
                } else {
                    Action::FulfilAssignment {
                        assignment: task,
                        payment,
                        permanent,
                    }
                }
            }
        };
        self.act(action);
    }

    /// Ends the turn (SH-5.4); the discards and returns it asks for follow.
    pub fn end_turn(&mut self) {
        if self.private_seat().is_some() && !self.claiming() {
            self.act(Action::EndTurn);
        }
    }

    /// Marks or unmarks a card to discard or return at the end of the turn.
    pub fn tap_pick(&mut self, card: CardId) {
        let Some((_, view)) = self.my_view() else {
            return;
        };
        let limit = match view.awaiting {
            Awaiting::DiscardGrowth { count, .. } | Awaiting::ReturnTruth { count, .. } => {
                usize::from(count)
            }
            _ => return,
        };
        let mut marked = match &self.ui {
            Ui::Pick(m) => m.clone(),
            _ => Vec::new(),
        };
        self.play.message.clear();
        if let Some(i) = marked.iter().position(|&c| c == card) {
            marked.remove(i);
        } else if marked.len() < limit {
            marked.push(card);
        } else {
            self.say(tr!(
                "You have marked {limit}: tap a marked card to change your mind.",
                limit = limit
            ));
        }
        self.ui = Ui::Pick(marked);
    }

    /// Discards (or returns) the marked cards, once exactly as many as asked are marked.
    pub fn confirm_pick(&mut self) {
        let Some((_, view)) = self.my_view() else {
            return;
        };
        let marked = match &self.ui {
            Ui::Pick(m) => m.clone(),
            _ => Vec::new(),
        };
        let (count, growth) = match view.awaiting {
            Awaiting::DiscardGrowth { count, .. } => (usize::from(count), true),
            Awaiting::ReturnTruth { count, .. } => (usize::from(count), false),
            _ => return,
        };
        if marked.len() != count {
            return self.say(trn!(
                "Mark {count} card first.",
                "Mark {count} cards first.",
                count,
                count = count
            ));
        }
        for card in marked {
            let action = if growth {
                Action::DiscardGrowth { card }
            } else {
                Action::ReturnTruth { card }
            };
            if !self.act(action) {
                break;
            }
        }
    }

    /// Keeps the second Trial just drawn (SH-2.17).
    pub fn keep_trial(&mut self) {
        self.act(Action::KeepTrial);
    }

    /// Discards the second Trial and draws another Growth card (SH-2.17, SH-B14).
    pub fn discard_trial(&mut self) {
        self.act(Action::DiscardTrial);
    }

    /// Asks before ending the game by agreement (SH-B18).
    pub fn ask_end(&mut self) {
        if self.is_online() {
            return self.say(crate::words::online::refusal(
                &standfirm_protocol::Refusal::Agreement,
            ));
        }
        if matches!(self.state().awaiting(), Awaiting::Main { .. }) && self.private_seat().is_some()
        {
            self.ui = Ui::ConfirmEnd;
        } else {
            self.say(tr!(
                "The game can be ended by agreement during a player's turn."
            ));
        }
    }

    /// Ends the game now and scores it (SH-B18).
    pub fn confirm_end(&mut self) {
        if self.ui == Ui::ConfirmEnd {
            self.act(Action::EndByAgreement);
        }
    }

    /// Keeps playing.
    pub fn cancel_end(&mut self) {
        if self.ui == Ui::ConfirmEnd {
            self.ui = Ui::Idle;
        }
    }
}

/// The unit whose card the app proposes to keep as the permanent anointing: the colour the seat's own Truth
/// cards need most, among the paying cards.
fn default_keep(draft: &Draft, view: &View, seat: u8) -> Option<usize> {
    let mut need = [0u32; 7];
    if let Some(truths) = &view.players[usize::from(seat)].truths {
        for t in truths {
            for c in &t.card().cost {
                need[c.index()] += 1;
            }
        }
    }
    let score = |u: usize| need[Colour::index(draft.cost[u])];
    (0..draft.cost.len())
        .filter(|&u| draft.keepable(u))
        .max_by_key(|&u| (score(u), std::cmp::Reverse(u)))
}
