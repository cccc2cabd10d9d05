//! Scripts for Armor of God: `{"game": "armor-of-god", "options": {...}, "seed": 7, "deck": [...],
//! "actions": ["play 6H belt", "discard 3C"]}`.

use super::{parse_typed, ScriptError};
use crate::armor_of_god::{Action, Options, State};
use crate::cards::Card;
use serde::Deserialize;
use serde_json::Value;

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
    for (index, text) in script.actions.iter().enumerate() {
        let illegal = |reason: String| ScriptError::Illegal {
            index,
            action: text.clone(),
            reason,
        };
        let action: Action = text.parse().map_err(illegal)?;
        state.apply(&action).map_err(|e| illegal(e.to_string()))?;
    }
    serde_json::to_value(state.view()).map_err(|e| ScriptError::Malformed(e.to_string()))
}
