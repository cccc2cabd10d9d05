//! The PIP Armor script: `{"game": "pip-armor", "options": {"learning": false}, "seed": 7, "deck": [36 cards,
//! top first], "actions": ["prepare 1 armor", "respond 7D", "pass"]}`. Every field but `game` is optional
//! (seed 0, a shuffled deck, no actions). The output is the player's [`View`](standfirm_engine::pip_armor::View); during
//! the Prepare phase every Armor piece is `{"state": "unprepared"}`.

use super::{apply_actions, parse_typed, ScriptError};
use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::cards::parse_cards;
use standfirm_engine::pip_armor::{Action, Options, State};

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

/// Runs a PIP Armor script and returns the final view as JSON.
pub(super) fn run(script: Value) -> Result<Value, ScriptError> {
    let script: Script = parse_typed(script)?;
    let mut state = match &script.deck {
        None => State::new(script.options, script.seed),
        Some(texts) => {
            let deck =
                parse_cards(texts).map_err(|e| ScriptError::Malformed(format!("bad deck: {e}")))?;
            State::from_deck(script.options, script.seed, deck)
                .map_err(|e| ScriptError::Malformed(format!("bad deck: {e}")))?
        }
    };
    apply_actions(&mut state, &script.actions, |text| {
        text.parse::<Action>().map_err(|e| e.reason)
    })?;
    serde_json::to_value(state.view())
        .map_err(|e| ScriptError::Malformed(format!("cannot encode the view: {e}")))
}
