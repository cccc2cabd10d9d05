//! Why a save file cannot be listed or loaded, in one plain line for the player.

use crate::key_value::KeyValueError;
use crate::replay::ReplayError;
use standfirm_engine::msg;
use standfirm_engine::words::Msg;
use std::fmt;
use std::io;

/// Why a save cannot be read, parsed or replayed. Its `Display` is one plain sentence without the file name:
/// [`LoadError::msg`] in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// The file could not be opened or read: why (in plain words, from the system's error).
    Unreadable(Msg),
    /// A folder (or another non-file) stands where a save should be.
    NotAFile,
    /// Larger than any save (see [`crate::read::MAX_SAVE_BYTES`]).
    TooLarge(u64),
    /// Nothing but whitespace.
    Empty,
    /// The JSON ends too early: the file was truncated.
    CutShort {
        /// Line of the end, from 1.
        line: usize,
        /// Column of the end.
        column: usize,
    },
    /// Not JSON at all, or damaged.
    NotJson {
        /// Line of the error, from 1.
        line: usize,
        /// Column of the error.
        column: usize,
    },
    /// JSON, but not a Stand Firm save: why.
    NotASave(Msg),
    /// Written by a later version of the app.
    NewerVersion(u64),
    /// A version number this app has never written (as the file writes it).
    UnknownVersion(String),
    /// A game this app does not have (as the file writes it).
    UnknownGame(String),
    /// A field is missing, of the wrong type or out of range: which, and how (a parser's words, where they are
    /// its, stay as it wrote them).
    Invalid(Msg),
    /// The options, seed or decks cannot start a game, in the engine's words.
    Setup(String),
    /// An action does not parse or is refused by the rules.
    Action {
        /// Its position in the list, from 0.
        index: usize,
        /// The action as written.
        action: String,
        /// Why, in the engine's words.
        reason: String,
    },
}

impl LoadError {
    /// The error of reading a file that failed with `e`.
    pub fn from_io(e: &io::Error) -> LoadError {
        if e.kind() == io::ErrorKind::IsADirectory {
            LoadError::NotAFile
        } else {
            LoadError::Unreadable(io_reason_msg(e))
        }
    }

    /// Why, as a sentence in any language (`standfirm_engine::words`): "the file was cut short (line 7, column
    /// 35)".
    pub fn msg(&self) -> Msg {
        match self {
            LoadError::Unreadable(why) => {
                msg!("the file cannot be read: {reason}", reason = why.clone())
            }
            LoadError::NotAFile => msg!("this is a folder, not a save file"),
            LoadError::TooLarge(bytes) => msg!(
                "the file is too large ({bytes} bytes; a save is at most 8 MiB)",
                bytes = *bytes
            ),
            LoadError::Empty => msg!("the file is empty"),
            LoadError::CutShort { line, column } => msg!(
                "the file was cut short (line {line}, column {column})",
                line = *line,
                column = *column
            ),
            LoadError::NotJson { line, column } => msg!(
                "the file is not valid JSON (line {line}, column {column})",
                line = *line,
                column = *column
            ),
            LoadError::NotASave(why) => {
                msg!("the file is not a Stand Firm save: {reason}", reason = why.clone())
            }
            LoadError::NewerVersion(version) => msg!(
                "saved by a newer version of Stand Firm (version {version}); this version reads versions 1 and 2",
                version = *version
            ),
            LoadError::UnknownVersion(version) => msg!(
                "the save format version {version} is not one Stand Firm knows (this version reads versions 1 and 2)",
                version = version.as_str()
            ),
            LoadError::UnknownGame(game) => msg!(
                "the save is for a game Stand Firm does not know: {game}",
                game = game.as_str()
            ),
            LoadError::Invalid(why) => msg!("the save is damaged: {reason}", reason = why.clone()),
            LoadError::Setup(why) => {
                msg!("the game cannot be set up: {reason}", reason = why.as_str())
            }
            LoadError::Action {
                index,
                action,
                reason,
            } => msg!(
                "action {index} \"{action}\" cannot be replayed: {reason}",
                index = *index,
                action = action.as_str(),
                reason = reason.as_str()
            ),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

impl std::error::Error for LoadError {}

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

/// An I/O error in plain words, as a sentence in any language: our words for a missing file, a refused one or
/// a full browser storage; otherwise the system's message, begun with a small letter and without its error
/// number ("no space left on device").
pub fn io_reason_msg(e: &io::Error) -> Msg {
    match e.kind() {
        io::ErrorKind::NotFound => msg!("it does not exist"),
        io::ErrorKind::PermissionDenied => msg!("Stand Firm is not allowed to read it"),
        _ => {
            if let Some(kv) = e.get_ref().and_then(|i| i.downcast_ref::<KeyValueError>()) {
                return kv.msg();
            }
            let text = e.to_string();
            // "No space left on device (os error 28)" -> "no space left on device"
            let text = text.split(" (os error").next().unwrap_or(&text);
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => Msg::verbatim(first.to_lowercase().chain(chars).collect::<String>()),
                None => msg!("an unknown error"),
            }
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
        assert_eq!(io_reason_msg(&full).to_string(), "no space left on device");
    }
}
