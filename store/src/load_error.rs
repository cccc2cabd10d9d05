//! Why a save file cannot be listed or loaded, in one plain line for the player.

use crate::replay::ReplayError;
use std::io;

/// Why a save cannot be read, parsed or replayed. Its `Display` is one plain sentence without the file name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// The file could not be opened or read.
    #[error("the file cannot be read: {0}")]
    Unreadable(String),
    /// A folder (or another non-file) stands where a save should be.
    #[error("this is a folder, not a save file")]
    NotAFile,
    /// Larger than any save (see [`crate::read::MAX_SAVE_BYTES`]).
    #[error("the file is too large ({0} bytes; a save is at most 8 MiB)")]
    TooLarge(u64),
    /// Nothing but whitespace.
    #[error("the file is empty")]
    Empty,
    /// The JSON ends too early: the file was truncated.
    #[error("the file was cut short (line {line}, column {column})")]
    CutShort {
        /// Line of the end, from 1.
        line: usize,
        /// Column of the end.
        column: usize,
    },
    /// Not JSON at all, or damaged.
    #[error("the file is not valid JSON (line {line}, column {column})")]
    NotJson {
        /// Line of the error, from 1.
        line: usize,
        /// Column of the error.
        column: usize,
    },
    /// JSON, but not a Stand Firm save.
    #[error("the file is not a Stand Firm save: {0}")]
    NotASave(String),
    /// Written by a later version of the app.
    #[error(
        "saved by a newer version of Stand Firm (version {0}); this version reads versions 1 and 2"
    )]
    NewerVersion(u64),
    /// A version number this app has never written.
    #[error(
        "the save format version {0} is not one Stand Firm knows (this version reads versions 1 and 2)"
    )]
    UnknownVersion(String),
    /// A game this app does not have.
    #[error("the save is for a game Stand Firm does not know: {0}")]
    UnknownGame(String),
    /// A field is missing, of the wrong type or out of range.
    #[error("the save is damaged: {0}")]
    Invalid(String),
    /// The options, seed or decks cannot start a game.
    #[error("the game cannot be set up: {0}")]
    Setup(String),
    /// An action does not parse or is refused by the rules.
    #[error("action {index} \"{action}\" cannot be replayed: {reason}")]
    Action {
        /// Its position in the list, from 0.
        index: usize,
        /// The action as written.
        action: String,
        /// Why, in the engine's words.
        reason: String,
    },
}

impl From<ReplayError> for LoadError {
    fn from(e: ReplayError) -> LoadError {
        match e {
            ReplayError::Setup(reason) => LoadError::Setup(reason),
            ReplayError::Action {
                index,
                action,
                reason,
            } => LoadError::Action {
                index,
                action,
                reason,
            },
        }
    }
}

/// An I/O error in plain words ("Stand Firm is not allowed to read it").
pub fn io_reason(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "it does not exist".to_string(),
        io::ErrorKind::PermissionDenied => "Stand Firm is not allowed to read it".to_string(),
        _ => {
            let text = e.to_string();
            // "No space left on device (os error 28)" -> "no space left on device"
            let text = text.split(" (os error").next().unwrap_or(&text);
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => first.to_lowercase().chain(chars).collect(),
                None => "an unknown error".to_string(),
            }
        }
    }
}

impl LoadError {
    /// The error of reading a file that failed with `e`.
    pub fn from_io(e: &io::Error) -> LoadError {
        if e.kind() == io::ErrorKind::IsADirectory {
            LoadError::NotAFile
        } else {
            LoadError::Unreadable(io_reason(e))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn io_errors_in_plain_words() {
        let denied = io::Error::from(io::ErrorKind::PermissionDenied);
        assert_eq!(
            LoadError::from_io(&denied).to_string(),
            "the file cannot be read: Stand Firm is not allowed to read it"
        );
        let full = io::Error::from_raw_os_error(28);
        assert_eq!(io_reason(&full), "no space left on device");
    }
}
