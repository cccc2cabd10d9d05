//! A small key-value store of text values, the second place the store keeps its files: the browser's
//! `window.localStorage` ([`LocalStorage`], in the browser only) and an in-memory map with an optional
//! capacity ([`MemoryKeyValue`], for tests, or a run that keeps nothing).

#[cfg(target_arch = "wasm32")]
mod local_storage;
mod memory;

#[cfg(target_arch = "wasm32")]
pub use local_storage::LocalStorage;
pub use memory::MemoryKeyValue;

use standfirm_engine::msg;
use standfirm_engine::words::Msg;
use std::fmt::Debug;
use std::sync::Arc;

/// Why a key-value store refused an operation. Its `Display` is one plain sentence, [`KeyValueError::msg`] in
/// English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyValueError {
    /// The value does not fit: the store's quota is used up. Nothing that was there changed. The browser's
    /// words.
    Full(String),
    /// The store cannot be used at all (storage turned off, a private window that refuses it). The browser's
    /// words.
    Unavailable(String),
}

impl KeyValueError {
    /// Why, as a sentence in any language (`standfirm_engine::words`); the browser's own words stay as they
    /// are.
    pub fn msg(&self) -> Msg {
        match self {
            KeyValueError::Full(why) => {
                msg!(
                    "the browser's storage is full: {reason}",
                    reason = why.as_str()
                )
            }
            KeyValueError::Unavailable(why) => msg!(
                "the browser's storage cannot be used: {reason}",
                reason = why.as_str()
            ),
        }
    }
}

impl std::fmt::Display for KeyValueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.msg(), f)
    }
}

impl std::error::Error for KeyValueError {}

/// Text values by key. `set` replaces a value whole or fails leaving it as it was.
pub trait KeyValue: Debug + Send + Sync {
    /// The value of `key`, if any.
    fn get(&self, key: &str) -> Result<Option<String>, KeyValueError>;
    /// Stores `value` at `key`, replacing any value there; on failure the old value stays.
    fn set(&self, key: &str, value: &str) -> Result<(), KeyValueError>;
    /// Removes `key` (nothing happens if it is not there).
    fn remove(&self, key: &str) -> Result<(), KeyValueError>;
    /// Every key of the store.
    fn keys(&self) -> Result<Vec<String>, KeyValueError>;
}

impl<T: KeyValue + ?Sized> KeyValue for Arc<T> {
    fn get(&self, key: &str) -> Result<Option<String>, KeyValueError> {
        (**self).get(key)
    }
    fn set(&self, key: &str, value: &str) -> Result<(), KeyValueError> {
        (**self).set(key, value)
    }
    fn remove(&self, key: &str) -> Result<(), KeyValueError> {
        (**self).remove(key)
    }
    fn keys(&self) -> Result<Vec<String>, KeyValueError> {
        (**self).keys()
    }
}
