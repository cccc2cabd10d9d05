//! The store's files in a key-value store, one key per file: `PREFIX/saves/ID.json`, `PREFIX/stats.json`,
//! `PREFIX/settings.json`. Each value is replaced whole by one `set`, which either stores the new value or
//! fails and keeps the old one (as `localStorage.setItem` does), so every write is atomic without a temporary.

use super::Backend;
use crate::key_value::{KeyValue, KeyValueError};
use crate::load_error::LoadError;
use crate::read::MAX_SAVE_BYTES;
use standfirm_engine::msg;
use std::io;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::SystemTime;

/// The store's files as keys under one prefix of a [`KeyValue`] store.
#[derive(Debug, Clone)]
pub struct Keyed {
    store: Arc<dyn KeyValue>,
    prefix: String,
}

impl Keyed {
    /// The files under `prefix/` in `store`.
    pub fn new(store: Arc<dyn KeyValue>, prefix: &str) -> Keyed {
        Keyed {
            store,
            prefix: prefix.trim_end_matches('/').to_string(),
        }
    }

    fn key(&self, name: &str) -> String {
        format!("{}/{name}", self.prefix)
    }
}

/// A key-value failure as an I/O error whose message is the plain sentence ("the browser's storage is
/// full: …").
fn io_error(e: KeyValueError) -> io::Error {
    let kind = match e {
        KeyValueError::Full(_) => io::ErrorKind::StorageFull,
        KeyValueError::Unavailable(_) => io::ErrorKind::Unsupported,
    };
    io::Error::new(kind, e)
}

impl Backend for Keyed {
    fn read(&self, name: &str) -> Result<Vec<u8>, LoadError> {
        match self.store.get(&self.key(name)) {
            Ok(Some(text)) if text.len() as u64 > MAX_SAVE_BYTES => {
                Err(LoadError::TooLarge(text.len() as u64))
            }
            Ok(Some(text)) => Ok(text.into_bytes()),
            Ok(None) => Err(LoadError::Unreadable(msg!("it does not exist"))),
            Err(e) => Err(LoadError::Unreadable(e.msg())),
        }
    }

    fn exists(&self, name: &str) -> bool {
        matches!(self.store.get(&self.key(name)), Ok(Some(_)))
    }

    fn write(&self, name: &str, bytes: &[u8], _sync: bool) -> io::Result<()> {
        // The store writes JSON and CSV only; a value is text.
        let text = std::str::from_utf8(bytes)
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "the file is not text"))?;
        self.store.set(&self.key(name), text).map_err(io_error)
    }

    fn remove(&self, name: &str, _sync: bool) -> io::Result<()> {
        let key = self.key(name);
        match self.store.get(&key).map_err(io_error)? {
            Some(_) => self.store.remove(&key).map_err(io_error),
            None => Err(io::Error::from(io::ErrorKind::NotFound)),
        }
    }

    fn rename(&self, from: &str, to: &str) -> io::Result<()> {
        let (from, to) = (self.key(from), self.key(to));
        let Some(value) = self.store.get(&from).map_err(io_error)? else {
            return Err(io::Error::from(io::ErrorKind::NotFound));
        };
        if self.store.get(&to).map_err(io_error)?.is_some() {
            return Err(io::Error::from(io::ErrorKind::AlreadyExists));
        }
        // The copy first: if it does not fit, the original is still there.
        self.store.set(&to, &value).map_err(io_error)?;
        self.store.remove(&from).map_err(io_error)
    }

    fn list(&self, folder: &str) -> io::Result<Vec<(String, Option<SystemTime>)>> {
        let inside = format!("{}/", self.key(folder));
        Ok(self
            .store
            .keys()
            .map_err(io_error)?
            .into_iter()
            .filter_map(|key| {
                let name = key.strip_prefix(&inside)?;
                (!name.contains('/')).then(|| (name.to_string(), None))
            })
            .collect())
    }

    fn location(&self, name: &str) -> PathBuf {
        PathBuf::from(self.key(name))
    }
}
