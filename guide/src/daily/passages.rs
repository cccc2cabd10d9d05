//! The verse of the day's list, kept apart from the verse library the rules quote: the passages chosen for it
//! (`assets/daily/passages.json`: each feast's and the rotation's), and their texts in the King James Version
//! and the Reina-Valera 1909 (`assets/daily/kjv.json`, `assets/daily/rv1909.json`, in the library's form, written
//! by the same generators, `tools/scripture/`).

use super::season::Feast;
use crate::scripture::{Library, Translation};
use crate::{Lang, LoadError};
use serde::Deserialize;
use standfirm_engine::msg;
use standfirm_engine::words::Msg;
use std::sync::OnceLock;

/// The list of passages, as a path in the repository.
pub const FILE: &str = "assets/daily/passages.json";
/// Their King James texts, as a path in the repository.
pub const FILE_KJV: &str = "assets/daily/kjv.json";
/// Their Reina-Valera 1909 texts, as a path in the repository.
pub const FILE_RV1909: &str = "assets/daily/rv1909.json";
const JSON: &str = include_str!("../../../assets/daily/passages.json");
const JSON_KJV: &str = include_str!("../../../assets/daily/kjv.json");
const JSON_RV1909: &str = include_str!("../../../assets/daily/rv1909.json");

/// The passages of the verse of the day, each a canonical reference ("Psalm 46:1"), none twice.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Passages {
    /// Christmas's, one a year in turn.
    pub christmas: Vec<String>,
    /// Easter Sunday's, one a year in turn.
    pub easter: Vec<String>,
    /// Pentecost's, one a year in turn.
    pub pentecost: Vec<String>,
    /// Every other day's, in the file's (canonical) order; the days go through them in their own order.
    pub rotation: Vec<String>,
}

impl Passages {
    /// The passages of a feast.
    pub fn of(&self, feast: Feast) -> &[String] {
        match feast {
            Feast::Christmas => &self.christmas,
            Feast::Easter => &self.easter,
            Feast::Pentecost => &self.pentecost,
        }
    }

    /// Every passage: the feasts' and the rotation's.
    pub fn all(&self) -> impl Iterator<Item = &String> {
        Feast::ALL
            .into_iter()
            .flat_map(|f| self.of(f))
            .chain(&self.rotation)
    }

    /// Parses and checks a list against the texts of both translations: every passage has a text in each, none
    /// is listed twice, and each feast has at least two (a feast's passage changes every year, so that it does
    /// not come back within a year: two Christmases can be 365 days apart).
    pub fn load(json: &str, kjv: &Library, rv1909: &Library) -> Result<Passages, LoadError> {
        let fail = |problem: Msg| LoadError::new(FILE, problem);
        let passages: Passages =
            serde_json::from_str(json).map_err(|e| fail(Msg::verbatim(e.to_string())))?;
        let mut seen = std::collections::HashSet::new();
        for reference in passages.all() {
            if !seen.insert(reference.as_str()) {
                return Err(fail(msg!(
                    "{reference} is listed twice",
                    reference = reference.as_str()
                )));
            }
            for library in [kjv, rv1909] {
                if library.verse(reference).map(|e| &e.reference) != Some(reference) {
                    return Err(fail(msg!(
                        "{reference} has no text in {file}",
                        reference = reference.as_str(),
                        file = library.translation().code()
                    )));
                }
            }
        }
        if Feast::ALL.iter().any(|&f| passages.of(f).len() < 2) || passages.rotation.is_empty() {
            return Err(fail(msg!(
                "each feast needs two passages or more, and the rotation one or more"
            )));
        }
        Ok(passages)
    }
}

/// The texts of the passages in the translation of `lang`, loaded on first use.
pub fn texts_in(lang: Lang) -> Result<&'static Library, LoadError> {
    static TEXTS: [OnceLock<Result<Library, LoadError>>; 2] = [OnceLock::new(), OnceLock::new()];
    let translation = Translation::of(lang);
    let (json, file) = match translation {
        Translation::Kjv => (JSON_KJV, FILE_KJV),
        Translation::Rv1909 => (JSON_RV1909, FILE_RV1909),
    };
    TEXTS[lang as usize]
        .get_or_init(|| Library::load_file(json, translation, file))
        .as_ref()
        .map_err(Clone::clone)
}

/// The embedded list, loaded and checked on first use.
pub fn passages() -> Result<&'static Passages, LoadError> {
    static PASSAGES: OnceLock<Result<Passages, LoadError>> = OnceLock::new();
    PASSAGES
        .get_or_init(|| Passages::load(JSON, texts_in(Lang::English)?, texts_in(Lang::Spanish)?))
        .as_ref()
        .map_err(Clone::clone)
}
