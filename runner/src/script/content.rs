//! `standfirm-cli content GAME`: the card content as JSON. Only Strongholds has card data of its own
//! (RULINGS 3D, `content/strongholds.json`); the other games use the standard deck.

use serde_json::{json, Value};
use standfirm_engine::strongholds::{content as strongholds_content, CardKind, Colour};
use standfirm_engine::GameKind;

/// The content of `game` as JSON, or one line saying why not.
pub fn content(game: &str) -> Result<Value, String> {
    // Only Strongholds has card data of its own; any other name, a game's or not, has none.
    if GameKind::parse(game) == Some(GameKind::Strongholds) {
        Ok(strongholds())
    } else {
        Err(format!(
            "no content for the game \"{game}\" (known: strongholds)"
        ))
    }
}

/// Every Strongholds card with all its fields (empty ones included), the seven anointings and the deck sizes.
fn strongholds() -> Value {
    let c = strongholds_content();
    let colours: Vec<Value> = Colour::ALL
        .iter()
        .map(|&colour| {
            let info = c.colour(colour);
            json!({
                "code": info.code,
                "name": info.name,
                "anointing": info.anointing,
                "hex": info.hex,
                "symbol": info.symbol,
            })
        })
        .collect();
    let cards: Vec<Value> = c
        .cards
        .iter()
        .map(|card| {
            let deck = match card.kind {
                CardKind::Stronghold => "stronghold",
                CardKind::Truth => "truth",
                _ => "growth",
            };
            json!({
                "id": card.id,
                "kind": card.kind,
                "deck": deck,
                "title": card.title,
                "text": card.text,
                "reference": card.reference,
                "colours": card.colours,
                "cost": card.cost,
                "symbol": card.symbol,
                "symbols": card.symbols,
                "wildcard": card.wildcard,
                "defeats": card.defeats,
                "points": card.points,
            })
        })
        .collect();
    json!({
        "game": "strongholds",
        "counts": {"growth": c.growth.len(), "stronghold": c.strongholds.len(), "truth": c.truth.len()},
        "colours": colours,
        "cards": cards,
    })
}
