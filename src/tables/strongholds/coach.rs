//! The tutorial's next tap towards a Strongholds action, through the pass-and-play screens: the hand-off, the
//! account since the last turn, the tab of the list, the card, its target, the permanent to keep, the payment;
//! End turn; the cards to discard or return; the slap window.

use super::labels;
use super::payment::Draft;
use super::session::{PayFor, ShSession, Stage, Ui};
use crate::models::anchor::{self, Button};
use crate::tables::play::tutorial::CoachTarget;
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{Action, CardId, PayUnit, Source};

impl ShSession {
    /// The next tap towards the first of `actions` (the current step's action, then the actions of the steps
    /// that follow it: a run of discards is marked on one sheet).
    pub fn coach_target(&self, actions: &[&str]) -> CoachTarget {
        let Some(Ok(action)) = actions.first().map(|a| a.parse::<Action>()) else {
            return CoachTarget::default();
        };
        let name = |seat: u8| self.seats()[usize::from(seat)].name.clone();
        let button = |b: Button, label: &str| CoachTarget::new(b.anchor(), label);
        match self.stage() {
            Stage::Handoff(seat) => {
                return button(Button::TakeDevice, &labels::take_device(&name(seat)))
            }
            Stage::Window => {
                return match action {
                    Action::Slap { seat, .. } => {
                        CoachTarget::new(anchor::claim(seat), labels::claim(&name(seat)))
                    }
                    _ => button(Button::NoOne, &labels::no_one()),
                }
            }
            Stage::Table | Stage::Over => return CoachTarget::default(),
            Stage::Private(_) => {}
        }
        if self.recap.is_some() {
            return button(Button::RecapDone, &labels::recap_done());
        }
        match (&action, &self.ui) {
            (Action::PlayTruth { .. } | Action::Slap { .. }, Ui::Pay(..)) => {
                button(Button::ConfirmPay, &labels::confirm_pay())
            }
            (Action::PlayTruth { slot, .. }, Ui::Target(_)) => CoachTarget::new(
                anchor::stronghold(*slot),
                labels::stronghold(self.state().slots[usize::from(*slot)]),
            ),
            (Action::PlayTruth { truth, .. } | Action::Slap { truth, .. }, _) => self
                .in_tab(0, || {
                    CoachTarget::new(anchor::truth(*truth), labels::truth(*truth))
                }),
            (
                Action::OvercomeTrial {
                    payment, permanent, ..
                }
                | Action::FulfilAssignment {
                    payment, permanent, ..
                },
                Ui::Pay(PayFor::Task(_), draft),
            ) => {
                if draft.kept_card() == Some(*permanent) {
                    button(Button::ConfirmPay, &labels::confirm_pay())
                } else {
                    keep_target(draft, payment, *permanent)
                }
            }
            (
                Action::OvercomeTrial { trial: task, .. }
                | Action::FulfilAssignment {
                    assignment: task, ..
                },
                _,
            ) => self.in_tab(1, || {
                CoachTarget::new(anchor::task(*task), labels::task(*task))
            }),
            (Action::EndTurn, _) => button(Button::EndTurn, &labels::end_turn()),
            (Action::KeepTrial, _) => button(Button::KeepTrial, &labels::keep_trial()),
            (Action::DiscardTrial, _) => button(Button::DiscardTrial, &labels::discard_trial()),
            (Action::DiscardGrowth { .. } | Action::ReturnTruth { .. }, ui) => {
                let marked = match ui {
                    Ui::Pick(m) => m.clone(),
                    _ => Vec::new(),
                };
                match self.pick_run(actions).iter().find(|c| !marked.contains(c)) {
                    Some(&card) => CoachTarget::new(anchor::pick(card), self.pick_label(card)),
                    None => button(Button::ConfirmPick, &labels::confirm_pick()),
                }
            }
            _ => CoachTarget::default(),
        }
    }

    /// `target` once the tab of the person's list that shows it is up, else that tab.
    fn in_tab(&self, tab: usize, target: impl FnOnce() -> CoachTarget) -> CoachTarget {
        if self.tab == tab {
            return target();
        }
        let seat = self.private_seat().unwrap_or(0);
        let names = labels::tabs(&self.state().view(seat), seat);
        CoachTarget::new(anchor::tab(tab), names[tab].clone())
    }

    /// The cards of the run of picks that `actions` begins with (a discard or a return per card), as many as the
    /// engine asks for now, in the tutorial's order.
    fn pick_run(&self, actions: &[&str]) -> Vec<CardId> {
        let count = match self.state().awaiting() {
            Awaiting::DiscardGrowth { count, .. } | Awaiting::ReturnTruth { count, .. } => {
                usize::from(count)
            }
            _ => 0,
        };
        actions
            .iter()
            .map_while(|a| match a.parse::<Action>() {
                Ok(Action::DiscardGrowth { card } | Action::ReturnTruth { card }) => Some(card),
                _ => None,
            })
            .take(count)
            .collect()
    }
}

/// The Keep button of the cost unit that `permanent` pays (its card stays as the permanent anointing).
fn keep_target(draft: &Draft, payment: &[PayUnit], permanent: CardId) -> CoachTarget {
    let paid_by = |u: usize| draft.chosen[u].map(|i| draft.offers[i].source);
    let colour = payment
        .iter()
        .find(|u| u.source == Source::Card(permanent))
        .map(|u| u.colour);
    let unit = (0..draft.cost.len())
        .find(|&u| paid_by(u) == Some(Source::Card(permanent)))
        .or_else(|| {
            (0..draft.cost.len()).find(|&u| Some(draft.cost[u]) == colour && draft.keepable(u))
        });
    match (unit, colour) {
        (Some(u), _) => {
            CoachTarget::new(anchor::keep_unit(u), labels::keep_permanent(draft.cost[u]))
        }
        (None, Some(colour)) => CoachTarget::new("", labels::keep_permanent(colour)),
        (None, None) => CoachTarget::default(),
    }
}
