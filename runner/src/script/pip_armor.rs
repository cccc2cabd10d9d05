//! The PIP Armor script: `{"game": "pip-armor", "options": {"learning": false}, "seed": 7, "deck": [36 cards,
//! top first], "actions": ["prepare 1 armor", "respond 7D", "pass"]}`. Every field but `game` is optional
//! (seed 0, a shuffled deck, no actions). The output is the player's
//! [`View`](standfirm_engine::pip_armor::View); during the Prepare phase every Armor piece is
//! `{"state": "unprepared"}`.

use super::{parse_typed, ScriptError};
use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::cards::parse_cards;
use standfirm_engine::pip_armor::Options;
use standfirm_store::Setup;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Script {
    #[allow(dead_code)]
    game: String,
    #[serde(default)]
    options: Options,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    deck: Option<Vec<String>>,
    #[serde(default)]
    actions: Vec<String>,
}

/// Reads a PIP Armor script into its setup and actions.
pub(super) fn parse(script: Value) -> Result<(Setup, Vec<String>), ScriptError> {
    let script: Script = parse_typed(script)?;
    let deck = match &script.deck {
        None => None,
        Some(texts) => {
            Some(parse_cards(texts).map_err(|e| ScriptError::Malformed(format!("bad deck: {e}")))?)
        }
    };
    let setup = Setup::PipArmor {
        options: script.options,
        seed: script.seed,
        deck,
    };
    Ok((setup, script.actions))
}
