//! Why the store could not do something asked of it, in one plain line.

use crate::load_error::{io_reason_msg, LoadError};
use standfirm_engine::msg;
use standfirm_engine::words::{Arg, Msg};
use std::fmt;
use std::io;

/// A failed store operation. Its `Display` is one plain sentence, [`StoreError::msg`] in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// A folder of the store cannot be created or read.
    Folder {
        /// The folder.
        path: String,
        /// Why.
        reason: Msg,
    },
    /// Writing a file failed; the previous version, if any, is intact.
    Write {
        /// What was being saved ("\"Sunday game\"", "the statistics").
        what: Msg,
        /// Why (boxed: an error stays small).
        reason: Box<Msg>,
    },
    /// A file name that is not a plain `NAME.json` in the saves folder.
    BadFileName(String),
    /// A game id that cannot name a file.
    BadId(String),
    /// Removing or copying a file failed.
    File {
        /// What was tried ("delete \"x.json\"").
        what: Msg,
        /// Why (boxed: an error stays small).
        reason: Box<Msg>,
    },
    /// The save to work on cannot be read.
    Load {
        /// The file name.
        file: String,
        /// Why it cannot be read.
        reason: LoadError,
    },
}

impl StoreError {
    /// A failed write of `what` (a sentence's object: `msg!("the statistics")`; words as they are, for a
    /// caller that speaks English only).
    pub fn write(what: impl Into<Msg>, e: &io::Error) -> StoreError {
        StoreError::Write {
            what: what.into(),
            reason: Box::new(write_reason(e)),
        }
    }

    /// A failed operation on a file (`what` is the verb and its object: `msg!("delete \"{file}\"", …)`).
    pub fn file(what: impl Into<Msg>, e: &io::Error) -> StoreError {
        StoreError::File {
            what: what.into(),
            reason: Box::new(write_reason(e)),
        }
    }

    /// Why, as a sentence in any language (`standfirm_engine::words`): "cannot save the statistics: Stand
    /// Firm is not allowed to write there".
    pub fn msg(&self) -> Msg {
        match self {
            StoreError::Folder { path, reason } => msg!(
                "cannot use the folder {path}: {reason}",
                path = path.as_str(),
                reason = reason.clone()
            ),
            StoreError::Write { what, reason } => msg!(
                "cannot save {what}: {reason}",
                what = what.clone(),
                reason = (**reason).clone()
            ),
            StoreError::BadFileName(file) => msg!(
                "\"{file}\" is not the name of a save file",
                file = file.as_str()
            ),
            StoreError::BadId(id) => msg!(
                "the game id \"{id}\" is not valid (letters, digits, - and _ only)",
                id = id.as_str()
            ),
            StoreError::File { what, reason } => msg!(
                "cannot {what}: {reason}",
                what = what.clone(),
                reason = (**reason).clone()
            ),
            StoreError::Load { file, reason } => Msg::new(
                "{file}: {reason}",
                vec![
                    ("file", Arg::Text(file.clone())),
                    ("reason", Arg::Msg(Box::new(reason.msg()))),
                ],
            ),
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for StoreError {}

/// An I/O error while writing, in plain words.
fn write_reason(e: &io::Error) -> Msg {
    match e.kind() {
        io::ErrorKind::PermissionDenied => msg!("Stand Firm is not allowed to write there"),
        _ => io_reason_msg(e),
    }
}
