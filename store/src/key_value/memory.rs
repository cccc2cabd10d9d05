//! An in-memory key-value store with an optional capacity, counted as the browser counts `localStorage`:
//! the characters of the keys and values together.

use super::{KeyValue, KeyValueError};
use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard};

/// Keys and values in memory; a `set` that would pass the capacity fails and changes nothing.
#[derive(Debug, Default)]
pub struct MemoryKeyValue {
    map: Mutex<BTreeMap<String, String>>,
    capacity: Option<usize>,
}

impl MemoryKeyValue {
    /// An empty store without a limit.
    pub fn new() -> MemoryKeyValue {
        MemoryKeyValue::default()
    }

    /// An empty store that holds at most `chars` characters of keys and values together.
    pub fn with_capacity(chars: usize) -> MemoryKeyValue {
        MemoryKeyValue {
            map: Mutex::default(),
            capacity: Some(chars),
        }
    }

    /// The characters of keys and values stored now.
    pub fn used(&self) -> usize {
        self.lock().iter().map(|(k, v)| size(k, v)).sum()
    }

    fn lock(&self) -> MutexGuard<'_, BTreeMap<String, String>> {
        self.map
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

fn size(key: &str, value: &str) -> usize {
    key.chars().count() + value.chars().count()
}

impl KeyValue for MemoryKeyValue {
    fn get(&self, key: &str) -> Result<Option<String>, KeyValueError> {
        Ok(self.lock().get(key).cloned())
    }

    fn set(&self, key: &str, value: &str) -> Result<(), KeyValueError> {
        let mut map = self.lock();
        if let Some(capacity) = self.capacity {
            let used: usize = map.iter().map(|(k, v)| size(k, v)).sum();
            let freed = map.get(key).map_or(0, |old| size(key, old));
            let needed = used - freed + size(key, value);
            if needed > capacity {
                return Err(KeyValueError::Full(format!(
                    "{needed} characters would be needed and {capacity} fit; delete a saved game you no longer \
                     need (export it first to keep a copy), then try again"
                )));
            }
        }
        map.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&self, key: &str) -> Result<(), KeyValueError> {
        self.lock().remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, KeyValueError> {
        Ok(self.lock().keys().cloned().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_that_does_not_fit_changes_nothing() {
        let kv = MemoryKeyValue::with_capacity(20);
        kv.set("a", "123456789").unwrap();
        let full = kv.set("b", "0123456789x").unwrap_err();
        assert!(matches!(full, KeyValueError::Full(_)));
        assert!(
            full.to_string()
                .starts_with("the browser's storage is full: "),
            "{full}"
        );
        assert_eq!(kv.get("b").unwrap(), None);
        // Replacing a value counts the room the old one frees.
        kv.set("a", "0123456789abcdefgh").unwrap();
        assert_eq!(kv.used(), 19);
        assert!(kv.set("a", "0123456789abcdefghij").is_err());
        assert_eq!(kv.get("a").unwrap().as_deref(), Some("0123456789abcdefgh"));
    }
}
