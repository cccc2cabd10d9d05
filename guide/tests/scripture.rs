//! The verse library: it loads, every entry is written in full with KJV text, look-ups accept the old
//! abbreviations, search works by book, reference and word, and a broken file is an error, not a panic.

use standfirm_guide::scripture::{self, library, Library, Translation};

#[test]
fn the_library_file_parses() {
    let lib = library().expect("assets/scripture.json loads");
    assert!(
        lib.entries().len() >= 108,
        "at least the Strongholds cards' references"
    );
}

#[test]
fn every_entry_has_the_full_book_name_kjv_and_text() {
    for entry in library().unwrap().entries() {
        assert_eq!(
            scripture::normalise(&entry.reference).as_deref(),
            Some(entry.reference.as_str())
        );
        assert!(
            entry.reference.starts_with(entry.book.reference_name),
            "{}: full book name",
            entry.reference
        );
        assert!(
            !entry.reference.contains('\u{2013}'),
            "{}: ASCII hyphen",
            entry.reference
        );
        assert_eq!(entry.translation, Translation::Kjv);
        assert_eq!(entry.translation.code(), "KJV");
        assert_eq!(entry.translation.name(), "King James Version");
        assert!(!entry.text.trim().is_empty(), "{}: text", entry.reference);
        assert!(
            !entry.text.contains(['[', ']']),
            "{}: no bracket marks",
            entry.reference
        );
    }
}

#[test]
fn texts_are_the_king_james_words() {
    for (reference, text) in [
        (
            "Ephesians 6:11",
            "Put on the whole armour of God, that ye may be able to stand against the wiles of the devil.",
        ),
        ("John 8:32", "And ye shall know the truth, and the truth shall make you free."),
        (
            "Psalm 55:22",
            "Cast thy burden upon the LORD, and he shall sustain thee: he shall never suffer the righteous to be \
             moved.",
        ),
        (
            "Isaiah 11:2",
            "And the spirit of the LORD shall rest upon him, the spirit of wisdom and understanding, the spirit of \
             counsel and might, the spirit of knowledge and of the fear of the LORD;",
        ),
        (
            "Mark 9:24",
            "And straightway the father of the child cried out, and said with tears, Lord, I believe; help thou \
             mine unbelief.",
        ),
    ] {
        assert_eq!(scripture::verse(reference).map(|e| e.text.as_str()), Some(text), "{reference}");
    }
}

#[test]
fn ranges_join_their_verses_and_lists_label_their_parts() {
    let range = scripture::verse("Ephesians 6:14-15").unwrap();
    assert!(range
        .text
        .starts_with("Stand therefore, having your loins girt about with truth"));
    assert!(range
        .text
        .ends_with("And your feet shod with the preparation of the gospel of peace;"));
    let list = scripture::verse("Proverbs 8:13; 9:10").unwrap();
    let lines: Vec<&str> = list.text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("Proverbs 8:13 \u{2014} The fear of the LORD is to hate evil"));
    assert!(lines[1]
        .starts_with("Proverbs 9:10 \u{2014} The fear of the LORD is the beginning of wisdom"));
}

#[test]
fn verse_accepts_the_abbreviated_forms_the_content_once_used() {
    for (old, shown) in [
        ("Eph 6:14b", "Ephesians 6:14"),
        ("Eph 6:16a", "Ephesians 6:16"),
        ("Ephesians 6:14\u{2013}15", "Ephesians 6:14-15"),
        ("Jn 8:32", "John 8:32"),
        ("Prov 8:13; 9:10", "Proverbs 8:13; 9:10"),
        ("1 Cor 10:13", "1 Corinthians 10:13"),
        (
            "Heb 13:5; Phil 4:11-12",
            "Hebrews 13:5; Philippians 4:11-12",
        ),
        ("Prov 9:10b", "Proverbs 9:10"),
    ] {
        assert_eq!(
            scripture::verse(old).map(|e| e.reference.as_str()),
            Some(shown),
            "{old}"
        );
    }
    assert!(scripture::verse("Obadiah 1:1").is_none());
    assert!(scripture::verse("not a verse").is_none());
}

#[test]
fn search_finds_ephesians_6_17_by_book_reference_and_word() {
    let has_6_17 =
        |hits: Vec<&scripture::Entry>| hits.iter().any(|e| e.reference == "Ephesians 6:17");
    assert!(has_6_17(scripture::search("Ephesians")));
    assert!(has_6_17(scripture::search("eph 6")));
    assert!(has_6_17(scripture::search("sword")));
    assert!(has_6_17(scripture::search("SWORD Spirit")));
    let by_reference = scripture::search("eph 6:17");
    assert_eq!(
        by_reference[0].reference, "Ephesians 6:17",
        "the exact reference comes first"
    );
    assert!(
        by_reference
            .iter()
            .any(|e| e.reference == "Ephesians 6:14-17"),
        "ranges containing it follow"
    );
    assert!(scripture::search("swords").is_empty(), "whole words only");
    assert!(scripture::search("  ").is_empty());
    assert!(scripture::search("Ephesians")
        .iter()
        .all(|e| e.book.name == "Ephesians"));
}

#[test]
fn entries_are_in_canonical_order_and_grouped_by_book() {
    let lib = library().unwrap();
    let keys: Vec<(u8, u16, u16)> = lib
        .entries()
        .iter()
        .map(|e| (e.book.index, e.chapter, e.verse))
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted);
    let groups = lib.by_book();
    assert!(groups.windows(2).all(|w| w[0].0.index < w[1].0.index));
    assert_eq!(
        groups.iter().map(|(_, list)| list.len()).sum::<usize>(),
        lib.entries().len()
    );
    assert_eq!(scripture::books().len(), 66);
    assert_eq!(scripture::books()[0].name, "Genesis");
    assert_eq!(scripture::books()[65].name, "Revelation");
}

#[test]
fn a_broken_library_is_an_error_not_a_panic() {
    for (json, says) in [
        ("[", "EOF"),
        (
            r#"[{"ref": "Eph 6:11", "translation": "KJV", "text": "Put on"}]"#,
            "should be written",
        ),
        (
            r#"[{"ref": "Ephesians 6:11", "translation": "NIV", "text": "Put on"}]"#,
            "unknown variant",
        ),
        (
            r#"[{"ref": "Ephesians 6:11", "translation": "KJV", "text": " "}]"#,
            "no text",
        ),
        (
            r#"[{"ref": "Ephesians", "translation": "KJV", "text": "x"}]"#,
            "not a reference",
        ),
        (
            r#"[{"ref": "John 8:32", "translation": "KJV", "text": "a"}, {"ref": "John 8:32", "translation": "KJV", "text": "a"}]"#,
            "twice",
        ),
    ] {
        let error = Library::load_str(json).unwrap_err();
        assert_eq!(error.file, "assets/scripture.json");
        assert!(error.to_string().contains(says), "{json}: {error}");
    }
}
