//! `standfirm-cli script`: runs a JSON script (a game, its options, a seed or an explicit deck, and actions in
//! the text notation) and returns the resulting state view as JSON; [`content`] is `standfirm-cli content GAME`.
//! Pure: the binary does the file I/O. Strongholds' notation: `docs/strongholds-notation.md`.

mod armor_of_god;
mod content;
mod pip_armor;
mod strongholds;

pub use content::content;

use serde_json::Value;

/// Why a script could not be run. Its `Display` is the one line the CLI prints on stderr.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScriptError {
    /// The script is not valid JSON, names no known game, or has a bad field.
    #[error("malformed script: {0}")]
    Malformed(String),
    /// An action could not be parsed or is illegal; `index` counts from 0, as in the JSON array.
    #[error("action {index} \"{action}\": {reason}")]
    Illegal {
        /// Position of the action in the `actions` array, from 0.
        index: usize,
        /// The action as written in the script.
        action: String,
        /// Why it was refused, in words.
        reason: String,
    },
}

/// Runs a script given as JSON text and returns the final state view.
pub fn run_script(text: &str) -> Result<Value, ScriptError> {
    let script: Value = serde_json::from_str(text)
        .map_err(|e| ScriptError::Malformed(format!("not valid JSON ({e})")))?;
    let game = script
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| ScriptError::Malformed("the \"game\" field (a string) is missing".into()))?;
    match game {
        "armor-of-god" => armor_of_god::run(script.clone()),
        "pip-armor" => pip_armor::run(script.clone()),
        "strongholds" => strongholds::run(script.clone()),
        other => Err(ScriptError::Malformed(format!(
            "unknown game \"{other}\" (known: armor-of-god, pip-armor, strongholds)"
        ))),
    }
}

/// Deserialises a script into its typed form, turning serde's message into a [`ScriptError::Malformed`].
pub(crate) fn parse_typed<T: serde::de::DeserializeOwned>(script: Value) -> Result<T, ScriptError> {
    serde_json::from_value(script).map_err(|e| ScriptError::Malformed(e.to_string()))
}

/// Parses and applies a script's actions in order; the first that cannot be parsed or is illegal stops the
/// script with its index (from 0), its text and the reason.
pub(crate) fn apply_actions<G: standfirm_engine::game::Game>(
    state: &mut G,
    actions: &[String],
    parse: impl Fn(&str) -> Result<G::Action, String>,
) -> Result<(), ScriptError> {
    for (index, text) in actions.iter().enumerate() {
        let illegal = |reason: String| ScriptError::Illegal {
            index,
            action: text.clone(),
            reason,
        };
        let action = parse(text).map_err(illegal)?;
        state.apply(&action).map_err(|e| illegal(e.to_string()))?;
    }
    Ok(())
}
