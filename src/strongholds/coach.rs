//! The tutorial's next tap towards a Strongholds action, through the pass-and-play screens: the hand-off, the
//! account since the last turn, the tab of the list, the card, its target, the permanent to keep, the payment;
//! End turn; the cards to discard or return; the slap window.

use super::session::{PayFor, ShSession, Stage, Ui};
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{Action, CardId, Source};

/// The tabs of the phone's list, as their labels read.
fn tab_label(session: &ShSession, tab: usize) -> String {
    let view = session.private_seat().map(|s| session.state().view(s));
    let me = view
        .as_ref()
        .and_then(|v| session.private_seat().map(|s| &v.players[usize::from(s)]));
    match tab {
        0 => format!("Truth ({})", me.map_or(0, |p| p.truth_count)),
        _ => format!("Trials & Assignments ({})", me.map_or(0, |p| p.tasks.len())),
    }
}

impl ShSession {
    /// The accessible label of the next tap towards the first of `actions` (the current step's action, then
    /// the actions of the steps that follow it: a run of discards is marked on one sheet).
    pub fn coach_target(&self, actions: &[&str]) -> String {
        let Some(Ok(action)) = actions.first().map(|a| a.parse::<Action>()) else {
            return String::new();
        };
        let name = |seat: u8| self.seats()[usize::from(seat)].name.clone();
        match self.stage() {
            Stage::Handoff(seat) => return format!("I'm {}", name(seat)),
            Stage::Window => {
                return match action {
                    Action::Slap { seat, .. } => format!("{} claims it", name(seat)),
                    _ => "No one claims it".into(),
                }
            }
            Stage::Table | Stage::Over => return String::new(),
            Stage::Private(_) => {}
        }
        if self.recap.is_some() {
            return "Continue to my turn".into();
        }
        match (&action, &self.ui) {
            (Action::PlayTruth { .. } | Action::Slap { .. }, Ui::Pay(..)) => {
                "Confirm the payment".into()
            }
            (Action::PlayTruth { slot, .. }, Ui::Target(_)) => self.state().slots
                [usize::from(*slot)]
            .map(|s| super::labels::stronghold(Some(s)))
            .unwrap_or_default(),
            (Action::PlayTruth { truth, .. } | Action::Slap { truth, .. }, _) => {
                if self.tab != 0 {
                    tab_label(self, 0)
                } else {
                    super::labels::truth(*truth)
                }
            }
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
                    "Confirm the payment".into()
                } else {
                    let colour = payment
                        .iter()
                        .find(|u| u.source == Source::Card(*permanent))
                        .map(|u| u.colour.name())
                        .unwrap_or_default();
                    format!("Keep as permanent: {colour}")
                }
            }
            (
                Action::OvercomeTrial { trial: task, .. }
                | Action::FulfilAssignment {
                    assignment: task, ..
                },
                _,
            ) => {
                if self.tab != 1 {
                    tab_label(self, 1)
                } else {
                    super::labels::task(*task)
                }
            }
            (Action::EndTurn, _) => "End turn".into(),
            (Action::KeepTrial, _) => "Keep the second Trial".into(),
            (Action::DiscardTrial, _) => "Discard the second Trial".into(),
            (Action::DiscardGrowth { .. } | Action::ReturnTruth { .. }, ui) => {
                let marked = match ui {
                    Ui::Pick(m) => m.clone(),
                    _ => Vec::new(),
                };
                let count = match self.state().awaiting() {
                    Awaiting::DiscardGrowth { count, .. } | Awaiting::ReturnTruth { count, .. } => {
                        usize::from(count)
                    }
                    _ => 0,
                };
                // The cards of this run of picks, in the tutorial's order.
                let run: Vec<CardId> = actions
                    .iter()
                    .map_while(|a| match a.parse::<Action>() {
                        Ok(Action::DiscardGrowth { card } | Action::ReturnTruth { card }) => {
                            Some(card)
                        }
                        _ => None,
                    })
                    .take(count)
                    .collect();
                match run.iter().find(|c| !marked.contains(c)) {
                    Some(&card) => self.pick_label(card),
                    None => "Confirm the cards chosen".into(),
                }
            }
            _ => String::new(),
        }
    }
}
