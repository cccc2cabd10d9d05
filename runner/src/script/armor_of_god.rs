//! Scripts for Armor of God: `{"game": "armor-of-god", "options": {...}, "seed": 7, "deck": [...],
//! "actions": ["play 6H belt", "discard 3C"]}`.

use super::{apply_actions, parse_typed, ScriptError};
use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::armor_of_god::{Action, Options, State};
use standfirm_engine::cards::Card;

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

/// Runs the script and returns the final view as JSON.
pub(super) fn run(script: Value) -> Result<Value, ScriptError> {
    let script: Script = parse_typed(script)?;
    let mut state = match script.deck {
        Some(deck) => {
            State::from_deck(script.options, script.seed, deck).map_err(ScriptError::Malformed)?
        }
        None => State::new(script.options, script.seed),
    };
    apply_actions(&mut state, &script.actions, |text| text.parse::<Action>())?;
    serde_json::to_value(state.view()).map_err(|e| ScriptError::Malformed(e.to_string()))
}
