//! A Strongholds script's stacked decks: `{"game": "strongholds", "options": {"players": 2}, "seed": 7,
//! "first_player": 0, "decks": {"growth": [90 ids], "truth": [18 ids], "stronghold": [15 ids]}, "actions":
//! ["overcome TR02 pay G:G-G1 Y:G-Y3 P:G-P2 keep G-Y3", "end-turn"]}`; each given deck is a full permutation,
//! top first, and replaces its set-up shuffle only (SH-3.1), checked here so that a bad id gets a precise
//! message. The notation is in [`Action`](standfirm_engine::strongholds::Action) and
//! `docs/strongholds-notation.md`.

use super::ScriptError;
use serde::Deserialize;
use standfirm_engine::strongholds::{content, CardId, CardKind, Decks};

/// Stacked decks as written: card ids, top first. Checked here so that a bad id gets a precise message.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ScriptDecks {
    #[serde(default)]
    growth: Option<Vec<String>>,
    #[serde(default)]
    truth: Option<Vec<String>>,
    #[serde(default)]
    stronghold: Option<Vec<String>>,
}

/// Checks one stacked deck: known ids, each of the right deck, each once, none missing.
fn deck(
    name: &str,
    given: &Option<Vec<String>>,
    belongs: fn(CardKind) -> bool,
    canonical: &[CardId],
) -> Result<Option<Vec<CardId>>, ScriptError> {
    let Some(texts) = given else {
        return Ok(None);
    };
    let bad = |why: String| ScriptError::Malformed(format!("bad decks.{name}: {why}"));
    let mut ids = Vec::with_capacity(texts.len());
    for text in texts {
        let id = CardId::parse(text)
            .ok_or_else(|| bad(format!("\"{text}\" is not a Strongholds card id")))?;
        if !belongs(id.card().kind) {
            return Err(bad(format!("{id} is not a card of this deck")));
        }
        if ids.contains(&id) {
            return Err(bad(format!("{id} is listed twice")));
        }
        ids.push(id);
    }
    if let Some(missing) = canonical.iter().find(|c| !ids.contains(c)) {
        return Err(bad(format!(
            "{missing} is missing (a deck lists all {} of its cards, top first)",
            canonical.len()
        )));
    }
    Ok(Some(ids))
}

/// Checks a script's stacked decks (each a full permutation of its deck, top first) and reads them.
pub(super) fn decks(d: &ScriptDecks) -> Result<Decks, ScriptError> {
    let c = content();
    Ok(Decks {
        growth: deck("growth", &d.growth, CardKind::is_growth, &c.growth)?,
        truth: deck("truth", &d.truth, |k| k == CardKind::Truth, &c.truth)?,
        stronghold: deck(
            "stronghold",
            &d.stronghold,
            |k| k == CardKind::Stronghold,
            &c.strongholds,
        )?,
    })
}
