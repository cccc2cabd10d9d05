//! `standfirm-cli script`: runs a JSON script (a game, its options, a seed or an explicit deck, and actions in
//! the text notation) and returns the resulting state view as JSON; [`content`] is `standfirm-cli content GAME`.
//! Pure: the binary does the file I/O. Strongholds' notation: `docs/strongholds-notation.md`.
//!
//! A script has the fields of a save file's setup (`options`, `seed`, `deck` for the solo games; `decks`,
//! `first_player`, `seats` and the bots' `secret` for Strongholds) and its `actions`, every field but `game` optional (seed 0, the
//! default options, a shuffled deck, seat 0 first, numbered seats played by people, no actions): it is read by
//! the store's one setup reader ([`standfirm_store::read_setup`]) and replayed by the store
//! ([`standfirm_store::replay()`]), the same path as a save file's. An explicit deck is written as cards
//! (`AS`, `10H`), each Strongholds deck as card ids, top first; each replaces its set-up shuffle only.

mod content;
mod strongholds;

pub use content::content;

use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::cards::parse_cards;
use standfirm_store::{read_setup, replay, ReplayError, Seat, Setup, SetupFields, SetupSource};

/// A script as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Script {
    #[allow(dead_code)]
    game: String,
    #[serde(default)]
    options: Option<Value>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    deck: Option<Vec<String>>,
    #[serde(default)]
    decks: Option<strongholds::ScriptDecks>,
    #[serde(default)]
    first_player: Option<u8>,
    #[serde(default)]
    seats: Option<Vec<Seat>>,
    /// The referee's bot secret (a save's `secret`); without it the deal number serves.
    #[serde(default)]
    secret: Option<u64>,
    #[serde(default)]
    actions: Vec<String>,
}

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

/// Reads a script given as JSON text into the game's setup and its actions (not yet applied).
pub fn parse_script(text: &str) -> Result<(Setup, Vec<String>), ScriptError> {
    let script: Value = serde_json::from_str(text)
        .map_err(|e| ScriptError::Malformed(format!("not valid JSON ({e})")))?;
    let game = script
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| ScriptError::Malformed("the \"game\" field (a string) is missing".into()))?;
    let game = crate::game_named(game).map_err(ScriptError::Malformed)?;
    let script: Script = parse_typed(script)?;
    let deck = match &script.deck {
        None => None,
        Some(texts) => {
            Some(parse_cards(texts).map_err(|e| ScriptError::Malformed(format!("bad deck: {e}")))?)
        }
    };
    let decks = match &script.decks {
        None => None,
        Some(d) => Some(strongholds::decks(d)?),
    };
    let fields = SetupFields {
        options: script.options,
        seed: script.seed,
        deck,
        decks,
        first_player: script.first_player,
        seats: script.seats,
        secret: script.secret,
    };
    let setup = read_setup(game, fields, SetupSource::Script).map_err(ScriptError::Malformed)?;
    Ok((setup, script.actions))
}

/// Replays a parsed script; a setup that cannot start or an action that is refused is a [`ScriptError`].
pub fn play(setup: &Setup, actions: &[String]) -> Result<standfirm_store::Replayed, ScriptError> {
    replay(setup, actions).map_err(|e| replay_error(setup, e))
}

/// A replay failure in the script's words (the setup's reason as a malformed script, as before the store).
pub fn replay_error(setup: &Setup, e: ReplayError) -> ScriptError {
    match e {
        ReplayError::Setup(reason) => ScriptError::Malformed(match setup {
            Setup::PipArmor { .. } => format!("bad deck: {reason}"),
            _ => reason,
        }),
        ReplayError::Action {
            index,
            action,
            reason,
        } => ScriptError::Illegal {
            index,
            action,
            reason,
        },
    }
}

/// Runs a script given as JSON text and returns the final state view.
pub fn run_script(text: &str) -> Result<Value, ScriptError> {
    let (setup, actions) = parse_script(text)?;
    let state = play(&setup, &actions)?;
    crate::output::view(&state, setup.seed()).map_err(ScriptError::Malformed)
}

/// Deserialises a script into its typed form, turning serde's message into a [`ScriptError::Malformed`].
pub(crate) fn parse_typed<T: serde::de::DeserializeOwned>(script: Value) -> Result<T, ScriptError> {
    serde_json::from_value(script).map_err(|e| ScriptError::Malformed(e.to_string()))
}
