//! A Strongholds card in full for the details sheet: kind and cost, its text, what it defeats or scores, its
//! reference (whose verse the sheet quotes from the library).

use super::present::symbols;
use super::session::{ShSession, Ui};
use crate::models::sheets::Detail;
use standfirm_engine::strongholds::{content, CardId, CardKind, Colour};

fn colours(list: &[Colour]) -> String {
    list.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")
}

/// The details of one card.
pub fn detail(id: CardId) -> Detail {
    let card = id.card();
    let mut drawn = Vec::new();
    let (kind, lines) = match card.kind {
        CardKind::Stronghold => {
            let by: Vec<&str> = content()
                .truth
                .iter()
                .map(|t| t.card())
                .filter(|t| !t.wildcard && t.defeats.contains(&id))
                .map(|t| t.title.as_str())
                .collect();
            let mut symbol = symbols::of_stronghold(id);
            symbol.caption = format!("Symbol: {}", symbol.name).into();
            drawn.push(symbol);
            (
                format!("Stronghold · {} points", card.points),
                vec![format!(
                        "Defeated by {} (and Jesus is the Truth, which defeats any Stronghold)",
                    by.join(", ")
                )],
            )
        }
        CardKind::Truth => {
            // One drawn line per Stronghold it defeats: "Defeats Shame (Purple River)".
            drawn = symbols::of_truth(id);
            for s in &mut drawn {
                s.caption = if card.wildcard {
                    "Defeats any face-up Stronghold".into()
                } else {
                    format!("Defeats {} ({})", s.caption, s.name).into()
                };
            }
            (
                format!("Truth card · cost {}", colours(&card.cost)),
                Vec::new(),
            )
        }
        CardKind::Trial => (
            format!("Trial · cost {}", colours(&card.cost)),
            vec!["While it is Unconquered, you cannot play Truth cards (SH-2.16). Overcome: 2 points and a permanent anointing.".into()],
        ),
        CardKind::Assignment => (
            format!("Assignment · cost {}", colours(&card.cost)),
            vec!["Fulfilled: 2 points and a permanent anointing (SH-2.14).".into()],
        ),
        CardKind::Anointing => {
            let c = card.colours[0];
            (
                format!(
                    "Anointing card · {} ({})",
                    c.name(),
                    content().colour(c).anointing
                ),
                Vec::new(),
            )
        }
        CardKind::Mentor => (
            format!("Mentor · pays {} (one of the two)", colours(&card.colours).replace(", ", " or ")),
            Vec::new(),
        ),
    };
    Detail {
        title: card.title.clone(),
        kind,
        text: card.text.clone(),
        lines,
        symbols: drawn,
        reference: card.reference.clone(),
    }
}

impl ShSession {
    /// A tap on a face-up Stronghold: the target of the Truth card waiting for one, else its card in full.
    pub fn stronghold_tapped(&mut self, slot: u8) {
        if matches!(self.ui, Ui::Target(_)) {
            self.tap_stronghold(slot);
        } else if let Some(id) = self.state().slots.get(usize::from(slot)).copied().flatten() {
            self.details = Some(("Stronghold".into(), vec![id]));
        }
    }

    /// A card's full text, reference and verse.
    pub fn show_card(&mut self, card: CardId) {
        self.details = Some(("Card".into(), vec![card]));
    }

    /// The cards of one colour pile of the private seat's holding, from its own view.
    pub fn show_pile(&mut self, colour: Colour) {
        let Some(seat) = self.private_seat() else {
            return;
        };
        let cards = self.state().view(seat).players[usize::from(seat)]
            .holding
            .iter()
            .copied()
            .filter(|c| c.card().colours == [colour])
            .collect();
        self.details = Some((format!("{} cards in your holding", colour.name()), cards));
    }

    /// The details sheet asked for, once.
    pub fn take_details(&mut self) -> Option<(String, Vec<Detail>)> {
        let (heading, cards) = self.details.take()?;
        Some((heading, cards.into_iter().map(detail).collect()))
    }
}

#[cfg(test)]
#[path = "details_tests.rs"]
mod tests;
