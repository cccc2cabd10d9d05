//! Why the store could not do something asked of it, in one plain line.

use crate::load_error::{io_reason, LoadError};
use std::io;

/// A failed store operation. Its `Display` is one plain sentence.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// A folder of the store cannot be created or read.
    #[error("cannot use the folder {path}: {reason}")]
    Folder {
        /// The folder.
        path: String,
        /// Why.
        reason: String,
    },
    /// Writing a file failed; the previous version, if any, is intact.
    #[error("cannot save {what}: {reason}")]
    Write {
        /// What was being saved ("\"Sunday game\"", "the statistics").
        what: String,
        /// Why.
        reason: String,
    },
    /// A file name that is not a plain `NAME.json` in the saves folder.
    #[error("\"{0}\" is not the name of a save file")]
    BadFileName(String),
    /// A game id that cannot name a file.
    #[error("the game id \"{0}\" is not valid (letters, digits, - and _ only)")]
    BadId(String),
    /// Removing or copying a file failed.
    #[error("cannot {what}: {reason}")]
    File {
        /// What was tried ("delete \"x.json\"").
        what: String,
        /// Why.
        reason: String,
    },
    /// The save to work on cannot be read.
    #[error("{file}: {reason}")]
    Load {
        /// The file name.
        file: String,
        /// Why it cannot be read.
        reason: LoadError,
    },
}

impl StoreError {
    /// A failed write of `what`.
    pub fn write(what: impl Into<String>, e: &io::Error) -> StoreError {
        StoreError::Write {
            what: what.into(),
            reason: write_reason(e),
        }
    }

    /// A failed operation on a file.
    pub fn file(what: impl Into<String>, e: &io::Error) -> StoreError {
        StoreError::File {
            what: what.into(),
            reason: write_reason(e),
        }
    }
}

/// An I/O error while writing, in plain words.
fn write_reason(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::PermissionDenied => "Stand Firm is not allowed to write there".to_string(),
        _ => io_reason(e),
    }
}
