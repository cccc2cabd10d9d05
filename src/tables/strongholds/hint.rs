//! The Hint button of a person's own screen: what a Wise bot would do in their place, from their
//! own observation only (`levels::hint`, SH-B24), with the reason in words. The hint points at its card and
//! target, and a payment opened on what it suggests starts as the hint's; it goes with the next change
//! (an action, an undo, the hand-off).

use super::payment::Draft;
use super::search::{Purpose, Search};
use super::session::{PayFor, Pending, ShSession, ShownHint};
use standfirm_engine::strongholds::{Action, CardId, Payment, Source};

impl ShSession {
    /// Whether the private screen may ask for a hint: a person's own decision (their turn, a second Trial,
    /// discards, returns, a slap claim) is on screen and no hint is shown or being looked for.
    pub fn can_hint(&self) -> bool {
        self.private_seat().is_some() && self.hint.is_none() && !self.hint_thinking()
    }

    /// Whether a hint is being looked for.
    pub fn hint_thinking(&self) -> bool {
        matches!(
            self.searching,
            Some(Pending {
                purpose: Purpose::Hint(_),
                ..
            })
        )
    }

    /// "Hint": the search for what Wise would do in the private seat's place, from that seat's observation and
    /// the decision's stream only ([`super::search::hint_input`]). `None` when no hint can be asked now.
    pub fn hint_search(&mut self) -> Option<Search> {
        let seat = self.private_seat()?;
        if !self.can_hint() {
            return None;
        }
        self.play.message.clear();
        self.searching = Some(Pending {
            purpose: Purpose::Hint(seat),
            answer: None,
        });
        Some(Search::hint(
            self.generation,
            self.state(),
            seat,
            self.play.actions().len() as u64,
        ))
    }

    /// The hint to show on the private screen, if it is that seat's.
    pub fn shown_hint(&self) -> Option<&ShownHint> {
        self.hint
            .as_ref()
            .filter(|h| Some(h.seat) == self.private_seat())
    }

    /// Shows a hint that came back; the phone's list turns to what it points at.
    pub(super) fn show_hint(&mut self, hint: ShownHint) {
        match hint.action {
            Action::PlayTruth { .. } | Action::Slap { .. } => self.tab = 0,
            Action::OvercomeTrial { .. } | Action::FulfilAssignment { .. } => self.tab = 1,
            _ => {}
        }
        self.hint = Some(hint);
    }

    /// The hint's payment and permanent, when it suggests what `pay` pays for.
    fn hinted_payment(&self, pay: &PayFor) -> Option<(&Payment, Option<CardId>)> {
        let hint = self.shown_hint()?;
        match (&hint.action, *pay) {
            (
                Action::PlayTruth {
                    truth,
                    slot,
                    payment,
                },
                PayFor::Truth(t, s),
            )
            | (
                Action::Slap {
                    truth,
                    slot,
                    payment,
                    ..
                },
                PayFor::Slap(t, s),
            ) if *truth == t && *slot == s => Some((payment, None)),
            (
                Action::OvercomeTrial {
                    trial: task,
                    payment,
                    permanent,
                }
                | Action::FulfilAssignment {
                    assignment: task,
                    payment,
                    permanent,
                },
                PayFor::Task(t),
            ) if *task == t => Some((payment, Some(*permanent))),
            _ => None,
        }
    }

    /// The draft a payment sheet opens with: the hint's payment when it suggests this move, else `draft`.
    pub(super) fn hinted_draft(&self, pay: &PayFor, draft: Draft) -> Draft {
        match self.hinted_payment(pay) {
            Some((payment, permanent)) => draft.following(payment, permanent),
            None => draft,
        }
    }
}

impl Draft {
    /// This draft paid as `payment` says, keeping `permanent`'s unit (a Trial or an Assignment); unchanged when
    /// the payment does not fit its sources.
    pub fn following(self, payment: &Payment, permanent: Option<CardId>) -> Draft {
        let mut units: Vec<_> = payment.iter().collect();
        let mut chosen = vec![None; self.cost.len()];
        for (u, &colour) in self.cost.iter().enumerate() {
            let Some(k) = units.iter().position(|p| p.colour == colour) else {
                return self;
            };
            let unit = units.remove(k);
            let Some(i) = (0..self.offers.len()).find(|&i| {
                self.offers[i].source == unit.source
                    && self.offers[i].pays(colour)
                    && !chosen.contains(&Some(i))
            }) else {
                return self;
            };
            chosen[u] = Some(i);
        }
        let keep = permanent.and_then(|card| {
            (0..chosen.len())
                .find(|&u| chosen[u].is_some_and(|i| self.offers[i].source == Source::Card(card)))
        });
        Draft {
            chosen,
            keep: if permanent.is_some() { keep } else { self.keep },
            ..self
        }
    }
}
