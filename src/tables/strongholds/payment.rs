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
            crate::words::tr::tr!(
                "{mentor} as {colour}",
                mentor = crate::words::sh::title_of(card),
                colour = crate::words::sh::colour(colour)
            )
        }
        Source::Card(card) => crate::words::sh::title_of(card).to_string(),
        Source::Permanent(task) => {
            let title = crate::words::sh::title_of(task);
            if task.card().kind == CardKind::Trial {
                crate::words::tr::tr!("Permanent on Trial {title}", title = title)
            } else {
                crate::words::tr::tr!("Permanent on Assignment {title}", title = title)
            }
        }
    }
}

#[cfg(test)]
#[path = "payment_tests.rs"]
mod tests;
