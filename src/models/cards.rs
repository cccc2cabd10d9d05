//! Cards as the UI shows them.

use crate::ui::CardData;
use crate::ui::SuitKind;
use standfirm_engine::cards::{Card, Suit};

/// A card for a Slint model: notation, rank, suit symbol, colour and words for screen readers and tests (at no
/// place of the table: [`card_at`] puts it at one).
pub fn card_data(card: Card) -> CardData {
    CardData {
        code: card.to_string().into(),
        rank: card.rank.notation().into(),
        suit: card.suit.symbol().to_string().into(),
        suit_kind: match card.suit {
            Suit::Spades => SuitKind::Spades,
            Suit::Hearts => SuitKind::Hearts,
            Suit::Diamonds => SuitKind::Diamonds,
            Suit::Clubs => SuitKind::Clubs,
        },
        value: i32::from(card.rank.number()),
        dart: false,
        red: card.suit.is_red(),
        words: card_words(card).into(),
        anchor: Default::default(),
        label: Default::default(),
    }
}

/// Face-up cards in words, in the order given: "7 of Hearts, 9 of Clubs" (a pile's accessible description).
pub fn cards_words(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|&c| card_words(c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A card in words in the language now: "Ace of Spades", "10 of Hearts"; "As de picas".
pub fn card_words(card: Card) -> String {
    standfirm_guide::terms::card_words(card, crate::words::tr::lang())
}

/// A card at the place `anchor` of the table (flights land on it), under the accessible `label` a coach
/// points at: a hand card, a revealed card, the Threat.
pub fn card_at(card: Card, anchor: &str, label: String) -> CardData {
    CardData {
        anchor: anchor.into(),
        label: label.into(),
        ..card_data(card)
    }
}

/// The rows of a hand, each card at its place in the hand, labelled by `label`.
pub fn hand_rows(hand: &[Card], label: fn(Card) -> String) -> Vec<CardData> {
    hand.iter()
        .enumerate()
        .map(|(i, &c)| card_at(c, &crate::models::anchor::hand(i), label(c)))
        .collect()
}
