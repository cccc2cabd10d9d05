//! Where the store's files live: a folder on disk ([`Folder`]) or a key-value store such as the browser's
//! `localStorage` ([`Keyed`]). The store names its files relative to its root (`saves/ID.json`, `stats.json`,
//! `settings.json`); a backend reads, replaces, lists, renames and removes them, and nothing else: the rules
//! (one file per game, damaged entries listed with their reason, damaged files kept aside) are the store's,
//! the same on every backend.

mod aside;
mod folder;
mod keyed;

pub use aside::keep_aside;
pub use folder::Folder;
pub use keyed::Keyed;

use crate::load_error::LoadError;
use std::fmt::Debug;
use std::io;
use std::path::PathBuf;
use std::time::SystemTime;

/// A place for the store's files. Names are relative to the store's root, with `/` between folder and file.
pub trait Backend: Debug + Send + Sync {
    /// The bytes of `name` (at most [`crate::read::MAX_SAVE_BYTES`]), or why they cannot be read; a missing
    /// file is `LoadError::Unreadable("it does not exist")`.
    fn read(&self, name: &str) -> Result<Vec<u8>, LoadError>;

    /// Whether something (readable or not) is stored at `name`.
    fn exists(&self, name: &str) -> bool;

    /// Replaces `name` with `bytes` atomically: on failure what was there is intact. `sync` asks for the bytes
    /// to be durable when this returns, where the backend can tell.
    fn write(&self, name: &str, bytes: &[u8], sync: bool) -> io::Result<()>;

    /// Removes `name` (an error if there is none).
    fn remove(&self, name: &str, sync: bool) -> io::Result<()>;

    /// Renames `from` to `to`, replacing nothing: `to` must be free. On failure `from` is intact.
    fn rename(&self, from: &str, to: &str) -> io::Result<()>;

    /// The entries directly in `folder`, each with when it was last written if the backend knows.
    fn list(&self, folder: &str) -> io::Result<Vec<(String, Option<SystemTime>)>>;

    /// Where `name` is, in words for the player: a path on disk, or the key in the browser's storage.
    fn location(&self, name: &str) -> PathBuf;
}
