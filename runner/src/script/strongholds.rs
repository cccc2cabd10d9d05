//! The Strongholds script: `{"game": "strongholds", "options": {"players": 2, "truth_limit_all": false},
//! "seed": 7, "first_player": 0, "decks": {"growth": [90 ids], "truth": [18 ids], "stronghold": [15 ids]},
//! "actions": ["overcome TR02 pay G:G-G1 Y:G-Y3 P:G-P2 keep G-Y3", "end-turn"]}`. Every field but `game` is
//! optional (2 players, seed 0, seat 0 first, shuffled decks, no actions); each given deck is a full permutation,
//! top first, and replaces its set-up shuffle only (SH-3.1). The notation is in
//! [`Action`](standfirm_engine::strongholds::Action) and `docs/strongholds-notation.md`. The output is the referee's
//! view, written by [`crate::output`].

use super::{parse_typed, ScriptError};
use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::strongholds::{content, CardId, CardKind, Decks, Options};
use standfirm_store::{Seat, Setup};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Script {
    #[allow(dead_code)]
    game: String,
    #[serde(default)]
    options: ScriptOptions,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    first_player: u8,
    #[serde(default)]
    decks: Option<ScriptDecks>,
    #[serde(default)]
    actions: Vec<String>,
}

/// The script's options: the rule variants a table chooses (the simulation-only round cap is not offered).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptOptions {
    #[serde(default = "two")]
    players: u8,
    #[serde(default)]
    truth_limit_all: bool,
}

fn two() -> u8 {
    2
}

impl Default for ScriptOptions {
    fn default() -> ScriptOptions {
        ScriptOptions {
            players: 2,
            truth_limit_all: false,
        }
    }
}

/// Stacked decks as written: card ids, top first. Checked here so that a bad id gets a precise message.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptDecks {
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

/// Reads a Strongholds script into its setup (numbered seats, all played by people) and actions.
pub(super) fn parse(script: Value) -> Result<(Setup, Vec<String>), ScriptError> {
    let script: Script = parse_typed(script)?;
    let c = content();
    let decks = match &script.decks {
        None => None,
        Some(d) => Some(Decks {
            growth: deck("growth", &d.growth, CardKind::is_growth, &c.growth)?,
            truth: deck("truth", &d.truth, |k| k == CardKind::Truth, &c.truth)?,
            stronghold: deck(
                "stronghold",
                &d.stronghold,
                |k| k == CardKind::Stronghold,
                &c.strongholds,
            )?,
        }),
    };
    let options = Options {
        truth_limit_all: script.options.truth_limit_all,
        ..Options::new(script.options.players)
    };
    let setup = Setup::Strongholds {
        options,
        seed: script.seed,
        first_player: script.first_player,
        decks,
        seats: Seat::numbered(script.options.players),
    };
    Ok((setup, script.actions))
}
