//! The verse of the day's passages: verbatim King James and Reina-Valera 1909 texts of the same references in the
//! same order, clean of any markup, each a whole sentence in both translations (none ends mid-sentence) and short
//! enough for Home in both; a passage the library also quotes has the library's very words.

use standfirm_guide::daily::{passages, texts_in, FILE_KJV, FILE_RV1909, SHORT};
use standfirm_guide::scripture::{self, Entry, Translation};
use standfirm_guide::Lang;

fn file_refs(path: &str) -> Vec<String> {
    let text =
        std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let entries: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    entries
        .iter()
        .map(|e| e["ref"].as_str().unwrap().to_string())
        .collect()
}

fn both() -> impl Iterator<Item = (&'static Entry, &'static Entry)> {
    let kjv = texts_in(Lang::English).unwrap().entries();
    let rv = texts_in(Lang::Spanish).unwrap().entries();
    assert_eq!(kjv.len(), rv.len());
    kjv.iter().zip(rv)
}

/// The text without the closing marks that may follow a sentence's end: ")", "’", "'", "\"".
fn last_mark(text: &str) -> Option<char> {
    text.trim_end_matches([')', '\u{2019}', '\'', '"'])
        .chars()
        .last()
}

#[test]
fn both_files_hold_exactly_the_listed_passages_in_the_same_order() {
    let mut listed: Vec<String> = passages().unwrap().all().cloned().collect();
    listed.sort();
    let mut kjv = file_refs(FILE_KJV);
    assert_eq!(
        file_refs(FILE_RV1909),
        kjv,
        "the same references in the same order"
    );
    kjv.sort();
    assert_eq!(kjv, listed);
    for (en, es) in both() {
        assert_eq!(en.reference, es.reference);
        assert_eq!(en.translation, Translation::Kjv);
        assert_eq!(es.translation, Translation::Rv1909);
        assert_eq!(es.parsed.ranges.len(), 1, "{}: one range", es.reference);
    }
}

#[test]
fn every_passage_is_a_whole_sentence_in_both_translations() {
    for (en, es) in both() {
        for entry in [en, es] {
            let (r, text) = (&entry.shown, &entry.text);
            assert!(
                matches!(last_mark(text), Some('.' | '?' | '!')),
                "{r} ends mid-sentence: {text}"
            );
            let first = text.trim_start_matches(['(', '¿', '¡']).chars().next();
            assert!(
                first.is_some_and(char::is_uppercase),
                "{r} starts mid-sentence: {text}"
            );
        }
    }
}

#[test]
fn every_passage_is_short_enough_for_home_in_both_translations() {
    for (en, es) in both() {
        for entry in [en, es] {
            let length = entry.text.chars().count();
            assert!(length <= SHORT, "{}: {length} characters", entry.shown);
        }
    }
}

#[test]
fn every_text_is_clean() {
    for (en, es) in both() {
        for entry in [en, es] {
            let (r, text) = (&entry.shown, &entry.text);
            assert!(!text.contains('\u{b6}'), "{r}: a paragraph mark");
            assert!(!text.contains("  "), "{r}: doubled spaces");
            assert!(
                !text.contains(['[', ']', '<', '>', '{', '}', '\n']),
                "{r}: markup"
            );
            assert_eq!(text, text.trim(), "{r}: spaces at the ends");
        }
        assert_eq!(
            scripture::shown_in(&es.reference, Lang::Spanish).as_deref(),
            Some(es.shown.as_str())
        );
    }
}

#[test]
fn a_passage_the_library_quotes_has_the_library_s_words() {
    let mut shared = 0;
    for lang in Lang::ALL {
        for entry in texts_in(lang).unwrap().entries() {
            if let Some(quoted) = scripture::verse_in(&entry.reference, lang) {
                assert_eq!(entry.text, quoted.text, "{}", entry.reference);
                shared += 1;
            }
        }
    }
    assert!(shared >= 10, "{shared} passages shared with the library");
}

#[test]
fn texts_are_the_king_james_and_reina_valera_1909_words() {
    for (reference, kjv, rv1909) in [
        (
            "Psalm 46:1",
            "God is our refuge and strength, a very present help in trouble.",
            "Dios es nuestro amparo y fortaleza, nuestro pronto auxilio en las tribulaciones.",
        ),
        (
            "Joshua 1:9",
            "Have not I commanded thee? Be strong and of a good courage; be not afraid, neither be thou dismayed: \
             for the LORD thy God is with thee whithersoever thou goest.",
            "Mira que te mando que te esfuerces y seas valiente: no temas ni desmayes, porque Jehová tu Dios será \
             contigo en donde quiera que fueres.",
        ),
        (
            "Proverbs 18:10",
            "The name of the LORD is a strong tower: the righteous runneth into it, and is safe.",
            "Torre fuerte es el nombre de Jehová: á él correrá el justo, y será levantado.",
        ),
        // Supplied words are words of their own in the Spanish, as in the library.
        (
            "Genesis 15:1",
            "After these things the word of the LORD came unto Abram in a vision, saying, Fear not, Abram: I am \
             thy shield, and thy exceeding great reward.",
            "Después de estas cosas fué la palabra de Jehová á Abram en visión, diciendo: No temas, Abram; yo soy \
             tu escudo, y tu galardón sobremanera grande.",
        ),
        (
            "Psalm 121:1-2",
            "I will lift up mine eyes unto the hills, from whence cometh my help. My help cometh from the LORD, \
             which made heaven and earth.",
            "Alzaré mis ojos á los montes, de donde vendrá mi socorro. Mi socorro viene de Jehová, que hizo los \
             cielos y la tierra.",
        ),
        (
            "Luke 2:10-11",
            "And the angel said unto them, Fear not: for, behold, I bring you good tidings of great joy, which \
             shall be to all people. For unto you is born this day in the city of David a Saviour, which is \
             Christ the Lord.",
            "Mas el ángel les dijo: No temáis; porque he aquí os doy nuevas de gran gozo, que será para todo el \
             pueblo: Que os ha nacido hoy, en la ciudad de David, un Salvador, que es CRISTO el Señor.",
        ),
    ] {
        let text = |lang| texts_in(lang).unwrap().verse(reference).map(|e| e.text.as_str());
        assert_eq!(text(Lang::English), Some(kjv), "{reference}");
        assert_eq!(text(Lang::Spanish), Some(rv1909), "{reference}");
    }
}
