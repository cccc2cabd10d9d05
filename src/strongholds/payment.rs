//! A payment being put together on a player's screen (SH-4): the app proposes an exact payment, and the player
//! changes it unit by unit (which card, which colour of a Mentor, which permanent anointing). Built from the
//! seat's own view only, with the engine's own search (`payment::find_payment`), so it cannot use anything the
//! seat may not see.

use standfirm_engine::strongholds::payment::{find_payment, Offer};
use standfirm_engine::strongholds::view::View;
use standfirm_engine::strongholds::{CardId, CardKind, Colour, PayUnit, Payment, Source};

/// The sources `seat` could pay with, from its view, in the engine's order of preference: usable permanents
/// (Truth costs only, SH-2.15), then Anointing cards, then Mentors (SH-2.19).
pub fn offers(view: &View, seat: u8, for_truth: bool) -> Vec<Offer> {
    let Some(p) = view.players.get(usize::from(seat)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if for_truth {
        for t in p.tasks.iter().filter(|t| t.usable) {
            if let Some(colour) = t.colour {
                out.push(Offer {
                    source: Source::Permanent(t.card),
                    colours: [Some(colour), None],
                });
            }
        }
    }
    for mentors in [false, true] {
        for &card in &p.holding {
            let colours = &card.card().colours;
            if (colours.len() == 2) == mentors {
                out.push(Offer {
                    source: Source::Card(card),
                    colours: [Some(colours[0]), colours.get(1).copied()],
                });
            }
        }
    }
    out
}

/// A payment on screen: one source (an index into `offers`) per cost unit, possibly not all chosen yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    /// The cost, one colour per unit.
    pub cost: Vec<Colour>,
    /// Everything that could pay.
    pub offers: Vec<Offer>,
    /// The source chosen for each unit.
    pub chosen: Vec<Option<usize>>,
    /// Trials and Assignments: the unit whose card stays as the permanent anointing (SH-2.14).
    pub keep: Option<usize>,
}

impl Draft {
    /// The app's proposal: the engine's exact payment if there is one, else as many units as can be paid.
    pub fn propose(cost: &[Colour], offers: Vec<Offer>) -> Draft {
        let mut draft = Draft {
            cost: cost.to_vec(),
            offers,
            chosen: vec![None; cost.len()],
            keep: None,
        };
        draft.fill();
        draft
    }

    /// Fills the units without a source with an exact payment from the sources still free, if one exists;
    /// otherwise one by one wherever a free source pays.
    fn fill(&mut self) {
        let open: Vec<usize> = (0..self.cost.len())
            .filter(|&u| self.chosen[u].is_none())
            .collect();
        if open.is_empty() {
            return;
        }
        let free: Vec<usize> = (0..self.offers.len())
            .filter(|i| !self.chosen.contains(&Some(*i)))
            .collect();
        let free_offers: Vec<Offer> = free.iter().map(|&i| self.offers[i]).collect();
        let cost: Vec<Colour> = open.iter().map(|&u| self.cost[u]).collect();
        if let Some(payment) = find_payment(&cost, &free_offers) {
            for (k, unit) in payment.iter().enumerate() {
                let i = free_offers
                    .iter()
                    .position(|o| o.source == unit.source)
                    .map(|j| free[j]);
                self.chosen[open[k]] = i;
            }
        } else {
            for &u in &open {
                let colour = self.cost[u];
                self.chosen[u] = (0..self.offers.len())
                    .find(|&i| self.offers[i].pays(colour) && !self.chosen.contains(&Some(i)));
            }
        }
    }

    /// The sources that can pay unit `unit`, in order.
    pub fn alternatives(&self, unit: usize) -> Vec<usize> {
        let Some(&colour) = self.cost.get(unit) else {
            return Vec::new();
        };
        (0..self.offers.len())
            .filter(|&i| self.offers[i].pays(colour))
            .collect()
    }

    /// Pays unit `unit` with source `offer`. A unit that used that source gives it up and is filled again
    /// from what is free, if it can be.
    pub fn choose(&mut self, unit: usize, offer: usize) {
        if unit >= self.cost.len() || !self.alternatives(unit).contains(&offer) {
            return;
        }
        let previous = self.chosen[unit];
        for (u, c) in self.chosen.iter_mut().enumerate() {
            if u != unit && *c == Some(offer) {
                // Swap when the other unit can take this unit's previous source.
                *c = previous.filter(|&p| self.offers[p].pays(self.cost[u]));
            }
        }
        self.chosen[unit] = Some(offer);
        if self.keep.is_some_and(|k| !self.keepable(k)) {
            self.keep = None;
        }
        self.fill();
    }

    /// Whether unit `unit`'s source is a card that may stay as the permanent anointing.
    pub fn keepable(&self, unit: usize) -> bool {
        matches!(
            self.chosen
                .get(unit)
                .copied()
                .flatten()
                .map(|i| self.offers[i].source),
            Some(Source::Card(_))
        )
    }

    /// The units not paid yet, by colour.
    pub fn missing(&self) -> Vec<Colour> {
        (0..self.cost.len())
            .filter(|&u| self.chosen[u].is_none())
            .map(|u| self.cost[u])
            .collect()
    }

    /// The whole payment, once every unit has a source.
    pub fn payment(&self) -> Option<Payment> {
        self.chosen
            .iter()
            .zip(&self.cost)
            .map(|(c, &colour)| {
                c.map(|i| PayUnit {
                    colour,
                    source: self.offers[i].source,
                })
            })
            .collect()
    }

    /// The card kept as the permanent anointing, if chosen.
    pub fn kept_card(&self) -> Option<CardId> {
        let unit = self.keep?;
        match self.offers[self.chosen[unit]?].source {
            Source::Card(card) => Some(card),
            Source::Permanent(_) => None,
        }
    }
}

/// A source in words: "Spirit of Counsel", "King David as Red", "the permanent on Trial Doubt".
pub fn source_words(offer: &Offer, colour: Colour) -> String {
    match offer.source {
        Source::Card(card) if card.card().kind == CardKind::Mentor => {
            format!("{} as {}", card.card().title, colour.name())
        }
        Source::Card(card) => card.card().title.clone(),
        Source::Permanent(task) => {
            let kind = if task.card().kind == CardKind::Trial {
                "Trial"
            } else {
                "Assignment"
            };
            format!("Permanent on {kind} {}", task.card().title)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use standfirm_engine::strongholds::{bots, Action, Options, State};

    fn id(text: &str) -> CardId {
        CardId::parse(text).unwrap()
    }

    /// SH-T19: a Truth cost {LB, O, Y, P} from {LB, O, P, Mentor Y/P} is payable only with the Mentor as Y.
    #[test]
    fn the_proposal_searches_like_the_engine() {
        let offers: Vec<Offer> = ["G-LB1", "G-O1", "G-P1"]
            .iter()
            .map(|t| Offer {
                source: Source::Card(id(t)),
                colours: [Some(id(t).card().colours[0]), None],
            })
            .chain([Offer {
                source: Source::Card(id("M5")),
                colours: [Some(Colour::Yellow), Some(Colour::Purple)],
            }])
            .collect();
        let cost = [
            Colour::LightBlue,
            Colour::Orange,
            Colour::Yellow,
            Colour::Purple,
        ];
        let mut draft = Draft::propose(&cost, offers);
        let payment = draft.payment().expect("payable");
        assert_eq!(payment[2].source, Source::Card(id("M5")));
        // Paying Purple with the Mentor takes it from Yellow, which then has no source.
        draft.choose(3, 3);
        assert_eq!(draft.missing(), vec![Colour::Yellow]);
        assert!(draft.payment().is_none());
        // Back to the purple card: the Mentor is free again and pays Yellow.
        draft.choose(3, 2);
        assert!(draft.payment().is_some());
    }

    /// For every Truth card of every seat in many bot games: the screen's proposal from the seat's view is
    /// payable exactly when the engine lists a play of it, and the proposed payment is accepted by the engine.
    #[test]
    fn proposals_from_the_view_agree_with_the_engine() {
        for seed in 0..12u64 {
            let players = 2 + (seed % 5) as u8;
            let mut state = State::new(Options::new(players), seed, 0).unwrap();
            for _ in 0..400 {
                let Some(action) = bots::greedy(&state) else {
                    break;
                };
                if let standfirm_engine::strongholds::Phase::Main = state.phase {
                    let seat = state.active;
                    let view = state.view(seat);
                    let offers = offers(&view, seat, true);
                    let legal = state.truth_actions(seat, None);
                    for &truth in view.players[usize::from(seat)].truths.as_ref().unwrap() {
                        let card = truth.card();
                        let draft = Draft::propose(&card.cost, offers.clone());
                        let listed = legal.iter().find(
                            |a| matches!(a, Action::PlayTruth { truth: t, .. } if *t == truth),
                        );
                        let target = state.slots.iter().flatten().any(|&s| card.can_defeat(s));
                        let blocked = state.player(seat).blocked();
                        assert_eq!(
                            listed.is_some(),
                            draft.payment().is_some() && target && !blocked,
                            "seed {seed}: {truth}"
                        );
                        if let Some(Action::PlayTruth { slot, .. }) = listed {
                            let mut probe = state.clone();
                            let play = Action::PlayTruth {
                                truth,
                                slot: *slot,
                                payment: draft.payment().unwrap(),
                            };
                            assert!(probe.apply(&play).is_ok(), "seed {seed}: {play}");
                        }
                    }
                }
                state.apply(&action).unwrap();
            }
        }
    }
}
