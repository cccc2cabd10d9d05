//! What `script` and `load` print: the final state of a game as one JSON object, the same for both.

mod strongholds;

use serde_json::Value;
use standfirm_store::Replayed;

/// The state's view as JSON: Armor of God's and PIP Armor's player views, Strongholds' referee view with every
/// legal action. `seed` is the game's deal number. Fails only if a view cannot be encoded, with the reason.
pub fn view(state: &Replayed, seed: u64) -> Result<Value, String> {
    match state {
        Replayed::ArmorOfGod(s) => serde_json::to_value(s.view()).map_err(|e| e.to_string()),
        Replayed::PipArmor(s) => {
            serde_json::to_value(s.view()).map_err(|e| format!("cannot encode the view: {e}"))
        }
        Replayed::Strongholds(s) => Ok(strongholds::output(s, seed)),
    }
}
