//! A Strongholds card in full for the details sheet: kind and cost, its text, what it defeats or scores, its
//! reference (whose verse the sheet quotes from the library).

use super::present::symbols;
use super::session::{ShSession, Ui};
use crate::models::sheets::Detail;
use standfirm_engine::strongholds::{content, CardId, CardKind, Colour};

use crate::words::sh;
use crate::words::tr::tr;

fn colours(list: &[Colour]) -> String {
    sh::colours(list)
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
                .map(sh::title)
                .collect();
            let mut symbol = symbols::of_stronghold(id);
            symbol.caption = tr!("Symbol: {symbol}", symbol = symbol.name.as_str()).into();
            drawn.push(symbol);
            (
                tr!("Stronghold · {points} points", points = u32::from(card.points)),
                vec![tr!(
                    "Defeated by {truths} (and Jesus is the Truth, which defeats any Stronghold)",
                    truths = by.join(", ")
                )],
            )
        }
        CardKind::Truth => {
            // One drawn line per Stronghold it defeats: "Defeats Shame (Purple River)".
            drawn = symbols::of_truth(id);
            for s in &mut drawn {
                s.caption = if card.wildcard {
                    tr!("Defeats any face-up Stronghold").into()
                } else {
                    tr!(
                        "Defeats {stronghold} ({symbol})",
                        stronghold = s.caption.as_str(),
                        symbol = s.name.as_str()
                    )
                    .into()
                };
            }
            (
                tr!("Truth card · cost {colours}", colours = colours(&card.cost)),
                Vec::new(),
            )
        }
        CardKind::Trial => (
            tr!("Trial · cost {colours}", colours = colours(&card.cost)),
            vec![tr!("While it is Unconquered, you cannot play Truth cards (SH-2.16). Overcome: 2 points and a permanent anointing.")],
        ),
        CardKind::Assignment => (
            tr!("Assignment · cost {colours}", colours = colours(&card.cost)),
            vec![tr!("Fulfilled: 2 points and a permanent anointing (SH-2.14).")],
        ),
        CardKind::Anointing => {
            let c = card.colours[0];
            (
                tr!(
                    "Anointing card · {colour} ({anointing})",
                    colour = sh::colour(c),
                    anointing = sh::anointing(c)
                ),
                Vec::new(),
            )
        }
        CardKind::Mentor => (
            tr!(
                "Mentor · pays {one} or {other} (one of the two)",
                one = sh::colour(card.colours[0]),
                other = sh::colour(card.colours[card.colours.len() - 1])
            ),
            Vec::new(),
        ),
    };
    Detail {
        title: sh::title(card).to_string(),
        kind,
        text: sh::text(card).to_string(),
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
            self.details = Some((tr!("Stronghold"), vec![id]));
        }
    }

    /// A card's full text, reference and verse.
    pub fn show_card(&mut self, card: CardId) {
        self.details = Some((tr!("Card"), vec![card]));
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
        self.details = Some((
            tr!(
                "{colour} cards in your holding",
                colour = sh::colour(colour)
            ),
            cards,
        ));
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
