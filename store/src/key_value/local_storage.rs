//! The browser's `window.localStorage`: synchronous, as the store's API is, and kept per origin until the
//! person clears the site's data. Browsers give an origin about 5 MB of it; a save is a few kilobytes (a long
//! six-player game is well under 1 MiB), so hundreds of games fit.

use super::{KeyValue, KeyValueError};
use wasm_bindgen::{JsCast, JsValue};

/// `window.localStorage`, looked up at each call (it cannot be held across threads, and is cheap to get).
#[derive(Debug, Clone, Copy, Default)]
pub struct LocalStorage;

impl LocalStorage {
    /// The page's storage, or why it cannot be used.
    pub fn storage() -> Result<web_sys::Storage, KeyValueError> {
        let window =
            web_sys::window().ok_or_else(|| unavailable("there is no window to store in"))?;
        match window.local_storage() {
            Ok(Some(storage)) => Ok(storage),
            Ok(None) => Err(unavailable("this browser has no local storage")),
            Err(e) => Err(unavailable(&describe(&e))),
        }
    }
}

fn unavailable(why: &str) -> KeyValueError {
    KeyValueError::Unavailable(format!(
        "{why}; allow this site to store data (cookies and site data) to keep your games"
    ))
}

/// A DOM exception in words: its name and message.
fn describe(e: &JsValue) -> String {
    match e.dyn_ref::<js_sys::Error>() {
        Some(error) => format!(
            "{}: {}",
            String::from(error.name()),
            String::from(error.message())
        ),
        None => e.as_string().unwrap_or_else(|| "an unknown error".into()),
    }
}

/// Whether `e` is the exception `setItem` throws when the origin's quota is used up.
fn is_quota(e: &JsValue) -> bool {
    e.dyn_ref::<js_sys::Error>().is_some_and(|error| {
        let name = String::from(error.name());
        name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED"
    })
}

impl KeyValue for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, KeyValueError> {
        LocalStorage::storage()?
            .get_item(key)
            .map_err(|e| unavailable(&describe(&e)))
    }

    fn set(&self, key: &str, value: &str) -> Result<(), KeyValueError> {
        LocalStorage::storage()?.set_item(key, value).map_err(|e| {
            if is_quota(&e) {
                KeyValueError::Full(
                    "this site's share (about 5 MB) is used up; delete a saved game you no longer need \
                     (export it first to keep a copy), then try again"
                        .into(),
                )
            } else {
                unavailable(&describe(&e))
            }
        })
    }

    fn remove(&self, key: &str) -> Result<(), KeyValueError> {
        LocalStorage::storage()?
            .remove_item(key)
            .map_err(|e| unavailable(&describe(&e)))
    }

    fn keys(&self) -> Result<Vec<String>, KeyValueError> {
        let storage = LocalStorage::storage()?;
        let count = storage.length().map_err(|e| unavailable(&describe(&e)))?;
        Ok((0..count)
            .filter_map(|i| storage.key(i).ok().flatten())
            .collect())
    }
}
