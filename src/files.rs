//! The app's files: every game saved after each move (in the background), games left and resumed, the
//! statistics counted once per game, and the settings. A thin layer over `standfirm_store`, which knows no Slint.

use standfirm_store::{
    Autosaver, GameResult, LoadError, Replayed, SaveEntry, SaveFile, Settings, StatsBook, Store,
};
use std::path::Path;

/// The store of this run, with its background writer, statistics and settings.
pub struct Saves {
    store: Store,
    autosaver: Autosaver,
    stats: StatsBook,
    /// The settings as loaded (and changed since).
    pub settings: Settings,
    /// A problem worth telling the player about (a damaged settings or statistics file kept aside).
    pub problem: Option<String>,
}

impl Saves {
    /// Opens the files under `root`; fails only when the folder cannot be made.
    pub fn open(root: &Path) -> Result<Saves, String> {
        Store::open(root)
            .map(Saves::over)
            .map_err(|e| e.to_string())
    }

    /// The files of `store`: its settings and statistics read, its background writer started.
    fn over(store: Store) -> Saves {
        let (settings, warning) = store.settings();
        let stats = store.stats();
        let problem = warning.or_else(|| stats.problem().map(str::to_string));
        Saves {
            autosaver: Autosaver::new(store.clone()),
            store,
            stats,
            settings,
            problem,
        }
    }

    /// Opens the files in the browser's storage (`localStorage`); fails when the browser refuses storage.
    #[cfg(target_arch = "wasm32")]
    pub fn in_browser() -> Result<Saves, String> {
        Store::in_browser()
            .map(Saves::over)
            .map_err(|e| e.to_string())
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Saves a game after a move (never waits for the disk), and counts its result once when it has ended.
    pub fn autosave(&mut self, file: SaveFile, state: &Replayed) {
        if let Some(result) = GameResult::of(&file, state) {
            if let Err(e) = self.stats.record(&result) {
                self.problem = Some(e.to_string());
            }
        }
        self.autosaver.save(file);
    }

    /// Writes everything pending now (Android pauses the app; the app quits).
    pub fn flush(&self) -> Result<(), String> {
        self.autosaver.flush()
    }

    /// A game given up for a new one counts as a loss (a try from a review is practice: it does not count); its
    /// file goes.
    pub fn abandon(&mut self, file: &SaveFile) {
        if file.tried.is_none() {
            if let Err(e) = self.stats.record(&GameResult::abandoned(file)) {
                self.problem = Some(e.to_string());
            }
        }
        self.delete(&file.file_name());
    }

    /// Deletes a save (a pending autosave of it is cancelled first, so it cannot come back).
    pub fn delete(&mut self, file: &str) -> Option<String> {
        self.autosaver.cancel(file);
        self.store.delete(file).err().map(|e| e.to_string())
    }

    /// Every file of the saves folder, newest first (parsed, not replayed).
    pub fn list(&self) -> Vec<SaveEntry> {
        let _ = self.autosaver.flush();
        self.store.list()
    }

    /// Loads and replays a save.
    pub fn load(&self, file: &str) -> Result<(SaveFile, Replayed), LoadError> {
        let _ = self.autosaver.flush();
        self.store.load(file)
    }

    /// The statistics.
    pub fn stats(&self) -> &StatsBook {
        &self.stats
    }

    /// Forgets every statistic.
    pub fn reset_stats(&mut self) -> Option<String> {
        self.stats.reset().err().map(|e| e.to_string())
    }

    /// Saves the settings.
    pub fn save_settings(&mut self) -> Option<String> {
        self.store
            .save_settings(&self.settings)
            .err()
            .map(|e| e.to_string())
    }
}
