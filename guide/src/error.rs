//! Why an embedded file could not be loaded.

use std::fmt;

/// An embedded data file that could not be loaded: which file, and what is wrong, in plain words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// The file, as a path in the repository (`assets/scripture.json`).
    pub file: String,
    /// What is wrong.
    pub problem: String,
}

impl LoadError {
    pub(crate) fn new(file: impl Into<String>, problem: impl Into<String>) -> LoadError {
        LoadError {
            file: file.into(),
            problem: problem.into(),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.problem)
    }
}

impl std::error::Error for LoadError {}
