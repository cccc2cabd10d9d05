//! The store: the saves folder under a root the caller chooses, with listing, loading, atomic writes, copies,
//! renames, deletion and export. Several games can be in progress at once, one file each.

use crate::atomic::{temp_path, write_atomic, TEMP_SUFFIX};
use crate::error::StoreError;
use crate::id::{is_valid_id, new_id};
use crate::load_error::LoadError;
use crate::read::read_capped;
use crate::replay::Replayed;
use crate::save_file::SaveFile;
use crate::summary::Summary;
use crate::time::now_rfc3339;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The folder of saved games under the root.
pub const SAVES_DIR: &str = "saves";
/// The statistics file under the root.
pub const STATS_FILE: &str = "stats.json";
/// The settings file under the root.
pub const SETTINGS_FILE: &str = "settings.json";
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

/// Saved games, statistics and settings under one root folder.
#[derive(Debug, Clone)]
pub struct Store {
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
            reason: crate::load_error::io_reason(&e),
        })?;
        Ok(Store {
            root: root.to_path_buf(),
            saves,
            sync: true,
        })
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

    /// The root folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The saves folder.
    pub fn saves_dir(&self) -> &Path {
        &self.saves
    }

    /// Every `*.json` file in the saves folder, newest first (then by name), each parsed or with the reason it
    /// cannot be. Parses only (no replay): cheap enough for start-up. Temporaries and other files are ignored.
    pub fn list(&self) -> Vec<SaveEntry> {
        let Ok(dir) = std::fs::read_dir(&self.saves) else {
            return Vec::new();
        };
        let mut entries: Vec<SaveEntry> = dir
            .flatten()
            .filter_map(|entry| {
                let file = entry.file_name().to_str()?.to_string();
                if !is_save_name(&file) {
                    return None;
                }
                let path = entry.path();
                let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
                let save = read_capped(&path).and_then(|bytes| SaveFile::from_bytes(&bytes));
                Some(SaveEntry {
                    file,
                    modified,
                    save,
                })
            })
            .collect();
        entries.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.file.cmp(&b.file)));
        entries
    }

    /// Reads, parses and replays a save of the folder.
    pub fn load(&self, file: &str) -> Result<(SaveFile, Replayed), LoadError> {
        let path = self
            .path_of(file)
            .map_err(|e| LoadError::Unreadable(e.to_string()))?;
        load_path(&path)
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
        write_atomic(&self.saves.join(&file), &save.to_bytes(), self.sync)
            .map_err(|e| StoreError::write(format!("\"{}\"", save.name), &e))?;
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
        let path = self.path_of(file)?;
        let mut save = read_capped(&path)
            .and_then(|bytes| SaveFile::from_bytes(&bytes))
            .map_err(|reason| StoreError::Load {
                file: file.to_string(),
                reason,
            })?;
        save.name = new_name.to_string();
        write_atomic(&path, &save.to_bytes(), self.sync)
            .map_err(|e| StoreError::write(format!("\"{new_name}\""), &e))?;
        Ok(save)
    }

    /// Deletes a save file (and its stray temporary, if a crash left one).
    pub fn delete(&self, file: &str) -> Result<(), StoreError> {
        let path = self.path_of(file)?;
        std::fs::remove_file(&path)
            .map_err(|e| StoreError::file(format!("delete \"{file}\""), &e))?;
        let _ = std::fs::remove_file(temp_path(&path));
        if self.sync {
            let _ = crate::atomic::sync_dir(&self.saves);
        }
        Ok(())
    }

    /// Copies a save file to `dest` (any path), atomically, byte for byte.
    pub fn export(&self, file: &str, dest: &Path) -> Result<(), StoreError> {
        let path = self.path_of(file)?;
        let bytes = read_capped(&path).map_err(|reason| StoreError::Load {
            file: file.to_string(),
            reason,
        })?;
        write_atomic(dest, &bytes, self.sync)
            .map_err(|e| StoreError::file(format!("export \"{file}\" to {}", dest.display()), &e))
    }

    /// The statistics (`stats.json`), read now.
    pub fn stats(&self) -> crate::stats::StatsBook {
        crate::stats::StatsBook::open(&self.root, self.sync)
    }

    /// Where [`Store::export_history`] writes: `ROOT/stand-firm-history.csv`, beside the saves folder.
    pub fn history_csv_path(&self) -> PathBuf {
        self.root.join(HISTORY_CSV_FILE)
    }

    /// Writes the statistics' history as CSV ([`crate::history_csv`]) to [`Store::history_csv_path`],
    /// atomically, and returns that path (the desktop app shows it).
    pub fn export_history(&self, stats: &crate::stats::Statistics) -> Result<PathBuf, StoreError> {
        let path = self.history_csv_path();
        let text = crate::csv::history_csv(&stats.history);
        write_atomic(&path, text.as_bytes(), self.sync).map_err(|e| {
            StoreError::file(format!("export the statistics to {}", path.display()), &e)
        })?;
        Ok(path)
    }

    /// The settings (`settings.json`) and a warning if the file could not be read as a whole.
    pub fn settings(&self) -> (crate::settings::Settings, Option<String>) {
        crate::settings::Settings::load(&self.root)
    }

    /// Writes the settings atomically.
    pub fn save_settings(&self, settings: &crate::settings::Settings) -> Result<(), StoreError> {
        settings.save(&self.root, self.sync)
    }

    /// The path of a save file of the folder; refuses anything but a plain `NAME.json`.
    fn path_of(&self, file: &str) -> Result<PathBuf, StoreError> {
        if is_save_name(file) {
            Ok(self.saves.join(file))
        } else {
            Err(StoreError::BadFileName(file.to_string()))
        }
    }
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
