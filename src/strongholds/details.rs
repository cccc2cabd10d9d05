//! A Strongholds card in full for the details sheet: kind and cost, its text, what it defeats or scores, its
//! reference (whose verse the sheet quotes from the library).

use crate::help::Detail;
use standfirm_engine::strongholds::{content, CardId, CardKind, Colour};

fn colours(list: &[Colour]) -> String {
    list.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")
}

/// The details of one card.
pub fn detail(id: CardId) -> Detail {
    let card = id.card();
    let (kind, lines) = match card.kind {
        CardKind::Stronghold => {
            let by: Vec<&str> = content()
                .truth
                .iter()
                .map(|t| t.card())
                .filter(|t| !t.wildcard && t.defeats.contains(&id))
                .map(|t| t.title.as_str())
                .collect();
            (
                format!("Stronghold · {} points", card.points),
                vec![
                    format!("Symbol: {}", card.symbol.clone().unwrap_or_default()),
                    format!(
                        "Defeated by {} (and Jesus is the Truth, which defeats any Stronghold)",
                        by.join(", ")
                    ),
                ],
            )
        }
        CardKind::Truth => {
            let defeats = if card.wildcard {
                "Defeats any face-up Stronghold".to_string()
            } else {
                let names: Vec<String> = card
                    .defeats
                    .iter()
                    .map(|s| {
                        let s = s.card();
                        format!("{} ({})", s.title, s.symbol.clone().unwrap_or_default())
                    })
                    .collect();
                format!("Defeats {}", names.join(" · "))
            };
            (
                format!("Truth card · cost {}", colours(&card.cost)),
                vec![defeats],
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
        reference: card.reference.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_its_details_and_a_verse_in_the_library() {
        for (i, card) in content().cards.iter().enumerate() {
            let d = detail(CardId(i as u8));
            assert_eq!(d.title, card.title);
            assert!(!d.kind.is_empty());
            if let Some(r) = &d.reference {
                assert!(
                    standfirm_guide::scripture::verse(r).is_some(),
                    "{}: {r} is in the library",
                    card.id
                );
            }
        }
    }
}
