//! Scripts for Armor of God: `{"game": "armor-of-god", "options": {...}, "seed": 7, "deck": [...],
//! "actions": ["play 6H belt", "discard 3C"]}`.

use super::{parse_typed, ScriptError};
use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::armor_of_god::Options;
use standfirm_engine::cards::Card;
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
    deck: Option<Vec<Card>>,
    #[serde(default)]
    actions: Vec<String>,
}

/// Reads the script into its setup and actions.
pub(super) fn parse(script: Value) -> Result<(Setup, Vec<String>), ScriptError> {
    let script: Script = parse_typed(script)?;
    let setup = Setup::ArmorOfGod {
        options: script.options,
        seed: script.seed,
        deck: script.deck,
    };
    Ok((setup, script.actions))
}
