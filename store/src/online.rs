//! The online tables this device has a seat at (`online.json` under the root): for each, the table server's
//! address, the table, the seat and its token (the host's token too, for the host), so that a table left
//! mid-game — the app killed, the page closed — opens again in its seat. A token is the seat's only key: it
//! is kept here and sent in the socket's first message, never in an address.
//!
//! Written whole and atomically like the other files; a damaged file is kept aside (`online.json.bad`) and
//! the list starts empty, with a warning.

use crate::backend::{keep_aside, Backend};
use crate::error::StoreError;
use serde::{Deserialize, Serialize};
use standfirm_engine::msg;
use standfirm_engine::words::Msg;

/// The file under the root.
pub const ONLINE_FILE: &str = "online.json";

/// A seat this device holds at an online table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlineSeat {
    /// The table server's address (`http://192.168.1.20:8480`, `https://tables.example.org`).
    pub server: String,
    /// The table's id.
    pub table: String,
    /// Its join code, while it joins.
    #[serde(default)]
    pub code: Option<String>,
    /// The seat.
    pub seat: u8,
    /// The seat's token (hex, 128 bits).
    pub token: String,
    /// The host's token, when this device made the table.
    #[serde(default)]
    pub host_token: Option<String>,
    /// The table's name in lists (in the language it was joined in).
    pub name: String,
    /// How many seats the table has.
    #[serde(default)]
    pub players: u8,
    /// When the seat was taken (RFC 3339).
    pub joined: String,
    /// The game has started.
    #[serde(default)]
    pub started: bool,
}

/// The file's contents.
#[derive(Debug, Default, Serialize, Deserialize)]
struct OnlineFile {
    seats: Vec<OnlineSeat>,
}

/// Reads the seats from `backend`: a missing file is no seat; a damaged one is kept aside, with a warning.
pub(crate) fn load(backend: &dyn Backend) -> (Vec<OnlineSeat>, Option<Msg>) {
    if !backend.exists(ONLINE_FILE) {
        return (Vec::new(), None);
    }
    let read = backend
        .read(ONLINE_FILE)
        .map_err(|e| e.msg())
        .and_then(|bytes| {
            serde_json::from_slice::<OnlineFile>(&bytes)
                .map_err(|e| msg!("it is not a list of seats ({why})", why = e.to_string()))
        });
    match read {
        Ok(file) => (file.seats, None),
        Err(why) => {
            let kept = match keep_aside(backend, ONLINE_FILE) {
                Ok(kept) => msg!("it was kept as {file}", file = kept),
                Err(_) => msg!("it was left as it is"),
            };
            (
                Vec::new(),
                Some(msg!(
                    "The online tables could not be read ({reason}); {kept}.",
                    reason = why,
                    kept = kept
                )),
            )
        }
    }
}

/// Writes the seats to `backend` atomically.
pub(crate) fn save(
    backend: &dyn Backend,
    seats: &[OnlineSeat],
    sync: bool,
) -> Result<(), StoreError> {
    let file = OnlineFile {
        seats: seats.to_vec(),
    };
    let bytes = serde_json::to_vec_pretty(&file).expect("seats always serialise");
    backend
        .write(ONLINE_FILE, &bytes, sync)
        .map_err(|e| StoreError::write(msg!("the online tables"), &e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{MemoryKeyValue, Store};

    fn seat(table: &str) -> OnlineSeat {
        OnlineSeat {
            server: "http://127.0.0.1:8480".into(),
            table: table.into(),
            code: Some("ABC234".into()),
            seat: 1,
            token: "00ff".into(),
            host_token: None,
            name: "Strongholds".into(),
            players: 3,
            joined: "2026-12-01T10:00:00Z".into(),
            started: false,
        }
    }

    /// Seats written, read back, and written again (a seat forgotten) on `store`.
    fn round_trip(store: &Store) {
        assert_eq!(store.online_seats(), (Vec::new(), None));
        store.save_online_seats(&[seat("a"), seat("b")]).unwrap();
        let (seats, warning) = store.online_seats();
        assert_eq!(seats, vec![seat("a"), seat("b")]);
        assert!(warning.is_none());
        store.save_online_seats(&[seat("b")]).unwrap();
        assert_eq!(store.online_seats(), (vec![seat("b")], None));
    }

    #[test]
    fn seats_are_kept_and_read_back_in_the_browsers_storage() {
        round_trip(&Store::with_key_value(MemoryKeyValue::default()));
    }

    #[test]
    fn seats_are_kept_and_read_back_in_a_folder() {
        let dir = std::env::temp_dir().join(format!("standfirm-online-rt-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        round_trip(&Store::open(&dir).unwrap());
        // Another start of the app reads what the last one kept.
        assert_eq!(Store::open(&dir).unwrap().online_seats().0, vec![seat("b")]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_damaged_entry_in_the_browsers_storage_is_kept_aside() {
        use crate::KeyValue;
        let kv = std::sync::Arc::new(MemoryKeyValue::default());
        let store = Store::with_key_value(kv.clone());
        store.save_online_seats(&[seat("a")]).unwrap();
        let keys = kv.keys().unwrap();
        let key = keys.iter().find(|k| k.ends_with(ONLINE_FILE)).unwrap();
        kv.set(key, "{not json").unwrap();
        let (seats, warning) = store.online_seats();
        assert!(seats.is_empty());
        assert!(warning.unwrap().to_string().contains("online.json.bad"));
        store.save_online_seats(&[seat("c")]).unwrap();
        assert_eq!(store.online_seats().0, vec![seat("c")]);
    }

    #[test]
    fn a_damaged_file_is_kept_aside() {
        let dir = std::env::temp_dir().join(format!("standfirm-online-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::open(&dir).unwrap();
        std::fs::write(dir.join(ONLINE_FILE), b"{not json").unwrap();
        let (seats, warning) = store.online_seats();
        assert!(seats.is_empty());
        assert!(warning.unwrap().to_string().contains("online.json.bad"));
        assert!(dir.join("online.json.bad").exists());
        store.save_online_seats(&[seat("c")]).unwrap();
        assert_eq!(store.online_seats().0, vec![seat("c")]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
