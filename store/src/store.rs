//! The store: the saves folder under a root the caller chooses (a folder on disk, or a prefix of keys in the
//! browser's storage), with listing, loading, atomic writes, copies, renames, deletion and export. Several games
//! can be in progress at once, one file each.

use crate::atomic::{write_atomic, TEMP_SUFFIX};
use crate::backend::{Backend, Folder, Keyed};
use crate::error::StoreError;
use crate::id::{is_valid_id, new_id};
use crate::key_value::KeyValue;
use crate::load_error::LoadError;
use crate::read::read_capped;
use crate::replay::Replayed;
use crate::save_file::SaveFile;
use crate::summary::Summary;
use crate::time::now_rfc3339;
use standfirm_engine::msg;
use standfirm_engine::words::Msg;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

/// The folder of saved games under the root.
pub const SAVES_DIR: &str = "saves";
/// The prefix of the keys a key-value store keeps the files under: `standfirm/saves/ID.json`,
/// `standfirm/stats.json`, `standfirm/settings.json`.
pub const KEY_PREFIX: &str = "standfirm";
/// The statistics' history exported as CSV, under the root beside the saves folder.
pub const HISTORY_CSV_FILE: &str = "stand-firm-history.csv";

/// One `*.json` file of the saves folder, readable or not.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveEntry {
    /// The file name (`ID.json`), to pass back to [`Store::load`] and the others.
    pub file: String,
    /// When the file was last written, if known.
    pub modified: Option<SystemTime>,
    /// The parsed save (not replayed), or why it cannot be read.
    pub save: Result<SaveFile, LoadError>,
}

/// Saved games, statistics and settings under one root: a folder, or a prefix of keys.
#[derive(Debug, Clone)]
pub struct Store {
    backend: Arc<dyn Backend>,
    root: PathBuf,
    saves: PathBuf,
    sync: bool,
}

impl Store {
    /// Opens the store at `root`, creating `root/saves/` if needed. Writes are synced to disk.
    pub fn open(root: &Path) -> Result<Store, StoreError> {
        let saves = root.join(SAVES_DIR);
        std::fs::create_dir_all(&saves).map_err(|e| StoreError::Folder {
            path: saves.display().to_string(),
            reason: crate::load_error::io_reason_msg(&e),
        })?;
        Ok(Store::on(Arc::new(Folder::new(root)), root.to_path_buf()))
    }

    /// The store in a key-value store, one key per file under [`KEY_PREFIX`] (`standfirm/saves/ID.json`, …):
    /// the browser's storage, or an in-memory one. Its [`Store::root`] and [`Store::saves_dir`] are those
    /// prefixes.
    pub fn with_key_value(store: impl KeyValue + 'static) -> Store {
        let keyed = Keyed::new(Arc::new(store), KEY_PREFIX);
        Store::on(Arc::new(keyed), PathBuf::from(KEY_PREFIX))
    }

    /// The store in the browser's `window.localStorage` ([`crate::LocalStorage`]); fails with a plain sentence
    /// when the browser refuses storage (a site whose data may not be kept).
    #[cfg(target_arch = "wasm32")]
    pub fn in_browser() -> Result<Store, StoreError> {
        crate::key_value::LocalStorage::storage().map_err(|e| StoreError::Folder {
            path: KEY_PREFIX.to_string(),
            reason: e.msg(),
        })?;
        Ok(Store::with_key_value(crate::key_value::LocalStorage))
    }

    fn on(backend: Arc<dyn Backend>, root: PathBuf) -> Store {
        Store {
            backend,
            saves: root.join(SAVES_DIR),
            root,
            sync: true,
        }
    }

    /// The same store with syncing to disk on or off (off only for benchmarks and tests: a power cut could then
    /// lose the last writes, though never tear a file).
    pub fn with_sync(mut self, sync: bool) -> Store {
        self.sync = sync;
        self
    }

    /// Whether writes are synced to disk.
    pub fn sync(&self) -> bool {
        self.sync
    }

    /// The root folder (for a key-value store, the keys' prefix).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The saves folder (for a key-value store, the saves' keys' prefix).
    pub fn saves_dir(&self) -> &Path {
        &self.saves
    }

    /// Every `*.json` file in the saves folder, newest first (then by name), each parsed or with the reason it
    /// cannot be. Parses only (no replay): cheap enough for start-up. Temporaries and other files are ignored.
    /// Where the backend keeps no write times (a key-value store), a save's own `saved` time orders it.
    pub fn list(&self) -> Vec<SaveEntry> {
        let Ok(files) = self.backend.list(SAVES_DIR) else {
            return Vec::new();
        };
        let mut entries: Vec<SaveEntry> = files
            .into_iter()
            .filter(|(file, _)| is_save_name(file))
            .map(|(file, modified)| {
                let save = self
                    .backend
                    .read(&save_name(&file))
                    .and_then(|bytes| SaveFile::from_bytes(&bytes));
                let modified = modified.or_else(|| save.as_ref().ok().and_then(saved_time));
                SaveEntry {
                    file,
                    modified,
                    save,
                }
            })
            .collect();
        entries.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.file.cmp(&b.file)));
        entries
    }

    /// Reads, parses and replays a save of the folder.
    pub fn load(&self, file: &str) -> Result<(SaveFile, Replayed), LoadError> {
        let name = self
            .name_of(file)
            .map_err(|e| LoadError::Unreadable(e.msg()))?;
        let save = SaveFile::from_bytes(&self.backend.read(&name)?)?;
        let state = save.replay()?;
        Ok((save, state))
    }

    /// The bytes of a save file as stored (the browser's Export downloads them).
    pub fn bytes(&self, file: &str) -> Result<Vec<u8>, StoreError> {
        let name = self.name_of(file)?;
        self.backend.read(&name).map_err(|reason| StoreError::Load {
            file: file.to_string(),
            reason,
        })
    }

    /// Like [`Store::load`], returning the summary recomputed from the replayed state (to verify or refresh
    /// what the listing shows).
    pub fn check(&self, file: &str) -> Result<Summary, LoadError> {
        let (save, state) = self.load(file)?;
        Ok(Summary::of(&save.setup, &state))
    }

    /// Writes a save atomically to `ID.json` and returns that file name (stable across saves and renames).
    pub fn write(&self, save: &SaveFile) -> Result<String, StoreError> {
        if !is_valid_id(&save.id) {
            return Err(StoreError::BadId(save.id.clone()));
        }
        let file = save.file_name();
        self.backend
            .write(&save_name(&file), &save.to_bytes(), self.sync)
            .map_err(|e| StoreError::write(quoted(&save.name), &e))?;
        Ok(file)
    }

    /// Keeps a copy of the game as it is now: a new id, the given name, created now; writes it and returns it.
    pub fn save_as(&self, save: &SaveFile, name: &str) -> Result<SaveFile, StoreError> {
        let now = now_rfc3339();
        let copy = SaveFile {
            id: new_id(save.setup.game()),
            name: name.to_string(),
            created: now.clone(),
            saved: now,
            ..save.clone()
        };
        self.write(&copy)?;
        Ok(copy)
    }

    /// Changes the shown name of a save and rewrites it in place (same file, same id) and returns it. The file
    /// name follows the id, never the name, so a rename cannot collide with another file or lose one.
    pub fn rename(&self, file: &str, new_name: &str) -> Result<SaveFile, StoreError> {
        let name = self.name_of(file)?;
        let mut save = self
            .backend
            .read(&name)
            .and_then(|bytes| SaveFile::from_bytes(&bytes))
            .map_err(|reason| StoreError::Load {
                file: file.to_string(),
                reason,
            })?;
        save.name = new_name.to_string();
        self.backend
            .write(&name, &save.to_bytes(), self.sync)
            .map_err(|e| StoreError::write(quoted(new_name), &e))?;
        Ok(save)
    }

    /// Deletes a save file (and its stray temporary, if a crash left one).
    pub fn delete(&self, file: &str) -> Result<(), StoreError> {
        let name = self.name_of(file)?;
        self.backend
            .remove(&name, self.sync)
            .map_err(|e| StoreError::file(msg!("delete \"{file}\"", file = file), &e))
    }

    /// Copies a save file to `dest` (any path on disk), atomically, byte for byte.
    pub fn export(&self, file: &str, dest: &Path) -> Result<(), StoreError> {
        let bytes = self.bytes(file)?;
        write_atomic(dest, &bytes, self.sync).map_err(|e| {
            StoreError::file(
                msg!(
                    "export \"{file}\" to {path}",
                    file = file,
                    path = dest.display().to_string()
                ),
                &e,
            )
        })
    }

    /// The statistics (`stats.json`), read now.
    pub fn stats(&self) -> crate::stats::StatsBook {
        crate::stats::StatsBook::open_in(Arc::clone(&self.backend), self.sync)
    }

    /// Where [`Store::export_history`] writes: `ROOT/stand-firm-history.csv`, beside the saves folder.
    pub fn history_csv_path(&self) -> PathBuf {
        self.backend.location(HISTORY_CSV_FILE)
    }

    /// Writes the statistics' history as CSV ([`crate::history_csv`]) to [`Store::history_csv_path`],
    /// atomically, and returns that path (the desktop app shows it).
    pub fn export_history(&self, stats: &crate::stats::Statistics) -> Result<PathBuf, StoreError> {
        let path = self.history_csv_path();
        let text = crate::csv::history_csv(&stats.history);
        self.backend
            .write(HISTORY_CSV_FILE, text.as_bytes(), self.sync)
            .map_err(|e| {
                StoreError::file(
                    msg!(
                        "export the statistics to {path}",
                        path = path.display().to_string()
                    ),
                    &e,
                )
            })?;
        Ok(path)
    }

    /// The settings (`settings.json`) and a warning if the file could not be read as a whole.
    pub fn settings(&self) -> (crate::settings::Settings, Option<String>) {
        let (settings, warning) = self.settings_msg();
        (settings, warning.map(|w| w.to_string()))
    }

    /// The settings and, if something was wrong, the warning as a sentence in any language
    /// (`standfirm_engine::words`): the app reads the settings before it knows the language they choose.
    pub fn settings_msg(&self) -> (crate::settings::Settings, Option<Msg>) {
        crate::settings::Settings::load_from(self.backend.as_ref())
    }

    /// Writes the settings atomically.
    pub fn save_settings(&self, settings: &crate::settings::Settings) -> Result<(), StoreError> {
        settings.save_to(self.backend.as_ref(), self.sync)
    }

    /// The seats this device holds at online tables (`online.json`), and a warning if the file was damaged
    /// (it is kept aside).
    pub fn online_seats(&self) -> (Vec<crate::online::OnlineSeat>, Option<Msg>) {
        crate::online::load(self.backend.as_ref())
    }

    /// Writes the seats this device holds at online tables, atomically.
    pub fn save_online_seats(&self, seats: &[crate::online::OnlineSeat]) -> Result<(), StoreError> {
        crate::online::save(self.backend.as_ref(), seats, self.sync)
    }

    /// The backend's name of a save file of the folder; refuses anything but a plain `NAME.json`.
    fn name_of(&self, file: &str) -> Result<String, StoreError> {
        if is_save_name(file) {
            Ok(save_name(file))
        } else {
            Err(StoreError::BadFileName(file.to_string()))
        }
    }
}

/// A save's name in quotes, as a sentence names it ("\"Sunday game\"").
fn quoted(name: &str) -> Msg {
    msg!("\"{name}\"", name = name)
}

/// The backend's name of `file` in the saves folder.
fn save_name(file: &str) -> String {
    format!("{SAVES_DIR}/{file}")
}

/// When a save says it was last saved.
fn saved_time(save: &SaveFile) -> Option<SystemTime> {
    let time: jiff::Timestamp = save.saved.parse().ok()?;
    SystemTime::try_from(time).ok()
}

/// Reads, parses and replays the save file at `path` (any path: the runner's `load`).
pub fn load_path(path: &Path) -> Result<(SaveFile, Replayed), LoadError> {
    let save = SaveFile::from_bytes(&read_capped(path)?)?;
    let state = save.replay()?;
    Ok((save, state))
}

/// Whether `file` is a plain, visible `NAME.json` (no folders, not a temporary).
fn is_save_name(file: &str) -> bool {
    file.len() > ".json".len()
        && file.ends_with(".json")
        && !file.starts_with('.')
        && !file.ends_with(TEMP_SUFFIX)
        && !file.contains(['/', '\\'])
}
