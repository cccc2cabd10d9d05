//! `standfirm-cli save SCRIPT OUT` and `standfirm-cli load FILE`: save files through the store, exactly as the
//! app writes and reads them.

use crate::script::{parse_script, replay_error};
use serde_json::Value;
use standfirm_store::{atomic::write_atomic, load_path, SaveFile, StoreError};
use std::path::Path;

/// Plays a script and writes its save file at `out` atomically (synced), with a new id and the default name.
/// Fails with the script's own error line, or why the file cannot be written.
pub fn save(script: &str, out: &Path) -> Result<(), String> {
    let (setup, actions) = parse_script(script).map_err(|e| e.to_string())?;
    let name = setup.default_name();
    let (save, _) = SaveFile::from_actions(setup.clone(), actions, name)
        .map_err(|e| replay_error(&setup, e).to_string())?;
    write_atomic(out, &save.to_bytes(), true).map_err(|e| {
        StoreError::file(format!("write the save file {}", out.display()), &e).to_string()
    })
}

/// Loads and replays the save file at `path` and returns the same view as `script` prints for the game, or one
/// line naming the file and the reason.
pub fn load(path: &Path) -> Result<Value, String> {
    let failed = |reason: &dyn std::fmt::Display| format!("{}: {reason}", path.display());
    let (save, state) = load_path(path).map_err(|e| failed(&e))?;
    crate::output::view(&state, save.setup.seed()).map_err(|e| failed(&e))
}
