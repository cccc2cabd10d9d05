//! The translation catalogue: every string a player reads, extracted from the sources ([`extract`]), the
//! template written as `lang/standfirm.pot`, each language's `lang/<lang>/LC_MESSAGES/standfirm.po` brought up
//! to date with it ([`merge`]), and the check that a language has every string, translated, none fuzzy
//! ([`check`]).
//!
//! What is extracted: in `ui/**/*.slint`, `@tr("…")` and `@tr("…" | "…" % n)`; in the Rust sources of the app,
//! the engine, the store and the guide, `tr!("…")`, `trn!("…", "…", …)`, `msg!("…")` and
//! `msg_plural!("…", "…", …)`. The first string of each is its English text, the key of its translation.

pub mod po;
pub mod scan;

use po::{Entry, PoFile};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One string to translate: its English (and English plural), and where it is used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The English text.
    pub id: String,
    /// The English plural, for a string chosen by a count.
    pub plural: Option<String>,
    /// Where it is used: `path:line`.
    pub uses: Vec<String>,
}

/// The folders whose sources are read, from the repository's root.
pub const SOURCES: &[&str] = &["ui", "src", "engine/src", "store/src", "guide/src"];
/// The languages the app is translated into (the folders of `lang/`).
pub const LANGUAGES: &[&str] = &["es"];

/// Every string of the sources under `root`, sorted by its English text, each once with all its uses.
pub fn extract(root: &Path) -> Result<Vec<Message>, String> {
    let mut found: BTreeMap<String, Message> = BTreeMap::new();
    for dir in SOURCES {
        for file in files(&root.join(dir))? {
            let text =
                std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let shown = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .to_string_lossy()
                .replace('\\', "/");
            let strings = if file.extension().is_some_and(|e| e == "slint") {
                scan::slint(&text)
            } else {
                scan::rust(&text)
            }
            .map_err(|e| format!("{shown}: {e}"))?;
            for s in strings {
                let entry = found.entry(s.id.clone()).or_insert_with(|| Message {
                    id: s.id.clone(),
                    plural: s.plural.clone(),
                    uses: Vec::new(),
                });
                if entry.plural.is_none() {
                    entry.plural = s.plural.clone();
                }
                entry.uses.push(format!("{shown}:{}", s.line));
            }
        }
    }
    Ok(found.into_values().collect())
}

/// The `.slint` and `.rs` files under `dir` (tests left out: they show nothing), in a stable order.
fn files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).map_err(|e| format!("{}: {e}", d.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| e.to_string())?.path();
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().to_string())
                .unwrap_or_default();
            if path.is_dir() {
                stack.push(path);
            } else if name.ends_with(".slint")
                || (name.ends_with(".rs") && name != "tests.rs" && !name.ends_with("_tests.rs"))
            {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// The template (`.pot`) of `messages`.
pub fn template(messages: &[Message]) -> PoFile {
    PoFile {
        header: po::header("", ""),
        entries: messages
            .iter()
            .map(|m| Entry {
                uses: m.uses.clone(),
                id: m.id.clone(),
                plural: m.plural.clone(),
                strings: Vec::new(),
                fuzzy: false,
            })
            .collect(),
    }
}

/// `old` brought up to date with `messages`: each string keeps its translation, a new one comes untranslated,
/// one no longer in the sources goes.
pub fn merge(old: &PoFile, messages: &[Message]) -> PoFile {
    let by_id: BTreeMap<&str, &Entry> = old.entries.iter().map(|e| (e.id.as_str(), e)).collect();
    PoFile {
        header: old.header.clone(),
        entries: messages
            .iter()
            .map(|m| {
                let kept = by_id.get(m.id.as_str());
                Entry {
                    uses: m.uses.clone(),
                    id: m.id.clone(),
                    plural: m.plural.clone(),
                    strings: kept.map(|e| e.strings.clone()).unwrap_or_default(),
                    fuzzy: kept.is_some_and(|e| e.fuzzy),
                }
            })
            .collect(),
    }
}

/// What is wrong with a language's catalogue against `messages`, in lines (nothing when it is complete): a
/// string missing or untranslated, fuzzy, with other holes than its English, or no longer used.
pub fn check(po: &PoFile, messages: &[Message]) -> Vec<String> {
    let mut problems = Vec::new();
    let by_id: BTreeMap<&str, &Entry> = po.entries.iter().map(|e| (e.id.as_str(), e)).collect();
    for m in messages {
        let place = m.uses.first().cloned().unwrap_or_default();
        let Some(e) = by_id.get(m.id.as_str()) else {
            problems.push(format!("missing: {:?} ({place})", m.id));
            continue;
        };
        let wanted = if m.plural.is_some() { 2 } else { 1 };
        if e.strings.len() < wanted || e.strings.iter().any(|s| s.trim().is_empty()) {
            problems.push(format!("untranslated: {:?} ({place})", m.id));
        }
        if e.fuzzy {
            problems.push(format!("fuzzy: {:?}", m.id));
        }
        if e.plural != m.plural {
            problems.push(format!("another plural than the sources': {:?}", m.id));
        }
        // A plural's first form has the holes of the English singular, the others those of the English plural
        // (the singular may leave out the count: "a card", "{n} cards").
        for (k, s) in e.strings.iter().enumerate() {
            let english = match (&m.plural, k) {
                (Some(plural), k) if k > 0 => plural,
                _ => &m.id,
            };
            if !s.trim().is_empty() && scan::holes(s) != scan::holes(english) {
                problems.push(format!("other holes than the English: {:?} -> {s:?}", m.id));
            }
        }
    }
    let used: std::collections::BTreeSet<&str> = messages.iter().map(|m| m.id.as_str()).collect();
    for e in &po.entries {
        if !used.contains(e.id.as_str()) {
            problems.push(format!("no longer in the sources: {:?}", e.id));
        }
    }
    problems
}

/// The repository the command works on: the nearest folder, from the current one up, with a `lang` folder and a
/// `Cargo.toml` (as `cargo run` and `cargo test` are run from inside it); else the one this tool was built from.
/// (The current folder comes first: a target folder shared between work trees may hold a build of the tool made
/// from another one.)
pub fn repository_root() -> PathBuf {
    let here = std::env::current_dir().ok();
    here.iter()
        .flat_map(|d| d.ancestors())
        .find(|d| {
            d.join("lang").is_dir() && d.join("Cargo.toml").is_file() && d.join("ui").is_dir()
        })
        .map(Path::to_path_buf)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."))
}

/// The catalogue of `lang` under `root`.
pub fn po_path(root: &Path, lang: &str) -> PathBuf {
    root.join("lang")
        .join(lang)
        .join("LC_MESSAGES")
        .join("standfirm.po")
}
