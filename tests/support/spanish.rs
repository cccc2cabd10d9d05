//! Finding English on a Spanish screen. The English words are those of the catalogue's English that its
//! Spanish never uses (`lang/es/LC_MESSAGES/standfirm.po`: every msgid's words, less every msgstr's), less the
//! few names the Spanish screens show as they are ([`ALLOWED`]): a text or label on screen with one of them is
//! English left over.

use super::{all_labels, texts};
use standfirm::AppWindow;
use std::collections::BTreeSet;

/// What a Spanish screen may show that is not Spanish, in one place: proper names (the app's, the games', the
/// font's, the people the tests name), abbreviations, and the card ranks and suits' letters (the corners of the
/// cards read A, J, Q, K in Spanish too). Numbers are never words.
pub const ALLOWED: &[&str] = &[
    // The app and what it is made with.
    "stand",
    "firm",
    "dejavu",
    "sans",
    "slint",
    "pip",
    "csv",
    "json",
    // Slint's AboutSlint widget on About, which its licence asks for and which speaks English only.
    "version",
    "https",
    "dev",
    // Settings → Language names each language in its own words.
    "english",
    // The people and bots of the tests' tables, and the folders their files are kept in.
    "april",
    "steve",
    "ruth",
    "bot",
    "standfirm",
    "tmp",
    "saves",
    "spanish",
    "walk",
    // Words Spanish spells as English does, which the help's Spanish uses: "has ganado", "decide", "don".
    "has",
    "decide",
    "don",
    // Card ranks as the corners print them.
    "j",
    "q",
    "k",
    "a",
];

/// Lower-case words of `text`: its runs of letters.
pub fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The English words no Spanish string of the catalogue uses.
pub fn english_words() -> BTreeSet<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/lang/es/LC_MESSAGES/standfirm.po"
    );
    let text = std::fs::read_to_string(path).expect("the Spanish catalogue");
    let po = standfirm_catalogue::po::PoFile::read(&text).expect("the Spanish catalogue reads");
    let mut english = BTreeSet::new();
    let mut spanish = BTreeSet::new();
    for e in &po.entries {
        for s in std::iter::once(&e.id).chain(e.plural.iter()) {
            english.extend(words_of(&without_holes(s)));
        }
        for s in &e.strings {
            spanish.extend(words_of(&without_quoted(&without_holes(s))));
        }
    }
    english
        .into_iter()
        .filter(|w| !spanish.contains(w) && !ALLOWED.contains(&w.as_str()))
        .collect()
}

/// `text` without what it quotes in « » (a file's field names, as they are written: «game»).
fn without_quoted(text: &str) -> String {
    let mut out = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '«' => quoted = true,
            '»' => quoted = false,
            _ if !quoted => out.push(c),
            _ => {}
        }
    }
    out
}

/// `text` without its holes (`{piece}`), whose names are not words anyone reads.
fn without_holes(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Every text, label and description on screen with an English word, each with the first English word found.
pub fn english_on_screen(app: &AppWindow, english: &BTreeSet<String>) -> Vec<(String, String)> {
    let mut all = texts(app);
    all.extend(all_labels(app));
    all.sort();
    all.dedup();
    all.into_iter()
        .filter_map(|text| {
            let word = words_of(&text).into_iter().find(|w| english.contains(w))?;
            Some((text, word))
        })
        .collect()
}

/// Panics if the screen shows English, naming `screen`.
pub fn assert_spanish(app: &AppWindow, english: &BTreeSet<String>, screen: &str) {
    let found = english_on_screen(app, english);
    assert!(
        found.is_empty(),
        "English on the {screen} screen in Spanish: {found:#?}"
    );
}
