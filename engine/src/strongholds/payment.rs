//! Exact payment (SH-4): every cost unit gets its own source of that colour. The canonical payment is found by a
//! backtracking search over the sources, never greedily (SH-T19: a Mentor Y/P must pay Y when another card
//! already pays P).

use super::colours::Colour;
use super::content::CardId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Where one unit of a payment comes from (SH-4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// An Anointing or Mentor card from the payer's Growth holding, by its id. A Mentor pays the unit's colour.
    Card(CardId),
    /// The permanent anointing lying on the payer's completed Trial or Assignment, named by that card's id
    /// (Truth costs only, SH-2.15).
    Permanent(CardId),
}

/// One cost unit and the source that pays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PayUnit {
    /// The colour of the cost unit (for a Mentor: the colour chosen).
    pub colour: Colour,
    /// What pays it.
    pub source: Source,
}

/// A whole payment: one unit per cost unit, in any order.
pub type Payment = Vec<PayUnit>;

impl fmt::Display for PayUnit {
    /// `Y:G-Y3` for a card, `Y:TR02` for the permanent on Trial TR02.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.source {
            Source::Card(id) | Source::Permanent(id) => write!(f, "{}:{}", self.colour, id),
        }
    }
}

/// A source that could pay, with the colours it can pay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Offer {
    /// The source.
    pub source: Source,
    /// One colour (an Anointing card, a permanent) or two (a Mentor).
    pub colours: [Option<Colour>; 2],
}

impl Offer {
    /// Whether this source can pay that colour.
    pub fn pays(&self, colour: Colour) -> bool {
        self.colours.contains(&Some(colour))
    }
}

/// Finds one exact payment of `cost` from `offers` (tried in the given order of preference), or `None`.
/// Units with fewer candidate sources are assigned first; the search backtracks, so it is never greedy.
pub fn find_payment(cost: &[Colour], offers: &[Offer]) -> Option<Payment> {
    let mut order: Vec<usize> = (0..cost.len()).collect();
    order.sort_by_key(|&u| offers.iter().filter(|o| o.pays(cost[u])).count());
    let mut chosen: Vec<Option<usize>> = vec![None; cost.len()];
    let mut used = vec![false; offers.len()];
    if assign(cost, offers, &order, 0, &mut chosen, &mut used) {
        Some(
            cost.iter()
                .zip(&chosen)
                .map(|(&colour, c)| PayUnit {
                    colour,
                    source: offers[c.expect("assigned")].source,
                })
                .collect(),
        )
    } else {
        None
    }
}

fn assign(
    cost: &[Colour],
    offers: &[Offer],
    order: &[usize],
    depth: usize,
    chosen: &mut [Option<usize>],
    used: &mut [bool],
) -> bool {
    let Some(&unit) = order.get(depth) else {
        return true;
    };
    for (i, offer) in offers.iter().enumerate() {
        if !used[i] && offer.pays(cost[unit]) {
            used[i] = true;
            chosen[unit] = Some(i);
            if assign(cost, offers, order, depth + 1, chosen, used) {
                return true;
            }
            used[i] = false;
            chosen[unit] = None;
        }
    }
    false
}

/// Whether the payment's unit colours are exactly the cost, as multisets (SH-4.2: no substitutes, no overpaying).
pub fn matches_cost(cost: &[Colour], payment: &[PayUnit]) -> bool {
    let mut need = [0i32; 7];
    for c in cost {
        need[c.index()] += 1;
    }
    for u in payment {
        need[u.colour.index()] -= 1;
    }
    payment.len() == cost.len() && need.iter().all(|&n| n == 0)
}

/// The cost written as codes: `DB, Y, G`.
pub fn cost_text(cost: &[Colour]) -> String {
    cost.iter().map(|c| c.code()).collect::<Vec<_>>().join(", ")
}
