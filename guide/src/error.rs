//! Why an embedded file could not be loaded.

use standfirm_engine::words::{Arg, Msg};
use std::fmt;

/// An embedded data file that could not be loaded: which file, and what is wrong, in plain words. Its
/// `Display` is "FILE: PROBLEM" in English; [`LoadError::msg`] says it in any language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// The file, as a path in the repository (`assets/scripture.json`).
    pub file: String,
    /// What is wrong, in English.
    pub problem: String,
    /// What is wrong, as a sentence in any language (a parser's own message stays as it wrote it).
    said: Msg,
}

impl LoadError {
    pub(crate) fn new(file: impl Into<String>, problem: Msg) -> LoadError {
        LoadError {
            file: file.into(),
            problem: problem.to_string(),
            said: problem,
        }
    }

    /// What is wrong, as a sentence in any language.
    pub fn problem_msg(&self) -> &Msg {
        &self.said
    }

    /// The file and what is wrong with it ("assets/help/es/strongholds.json: no meaning for the colour G"), as a
    /// sentence in any language (`standfirm_engine::words`).
    pub fn msg(&self) -> Msg {
        Msg::new(
            "{file}: {problem}",
            vec![
                ("file", Arg::Text(self.file.clone())),
                ("problem", Arg::Msg(Box::new(self.said.clone()))),
            ],
        )
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.problem)
    }
}

impl std::error::Error for LoadError {}
