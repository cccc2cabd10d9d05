//! Cards as the UI shows them.

use crate::CardData;
use standfirm_engine::cards::Card;

/// A card for a Slint model: notation, rank, suit symbol, colour and words for screen readers and tests.
pub fn card_data(card: Card) -> CardData {
    CardData {
        code: card.to_string().into(),
        rank: card.rank.notation().into(),
        suit: card.suit.symbol().to_string().into(),
        red: card.suit.is_red(),
        words: card_words(card).into(),
    }
}

/// "Ace of Spades", "10 of Hearts".
pub fn card_words(card: Card) -> String {
    format!("{} of {}", card.rank.name(), card.suit.name())
}

/// A Slint model from a list of cards.
pub fn card_model(cards: &[Card]) -> slint::ModelRc<CardData> {
    let items: Vec<CardData> = cards.iter().map(|&c| card_data(c)).collect();
    slint::ModelRc::new(slint::VecModel::from(items))
}

/// Sets `cards` through `set` unless `current` already shows exactly them: rebuilding a repeated row of cards
/// would drop a card in the middle of being dragged.
pub fn set_cards_if_changed(
    current: slint::ModelRc<CardData>,
    cards: &[Card],
    set: impl FnOnce(slint::ModelRc<CardData>),
) {
    use slint::Model;
    let same = current.row_count() == cards.len()
        && cards
            .iter()
            .enumerate()
            .all(|(i, c)| current.row_data(i).is_some_and(|d| d.code == c.to_string()));
    if !same {
        set(card_model(cards));
    }
}
