//! The extractor reads the strings of `.slint` and Rust sources as written, and the `.po` reader and writer
//! keep a catalogue as it is.

use standfirm_catalogue::po::{Entry, PoFile};
use standfirm_catalogue::{check, scan, Message};

#[test]
fn slint_strings_plurals_and_escapes_are_read() {
    let text = r#"
        Text { text: @tr("Saved games"); }
        Text { text: @tr("Pass the device to {}", ShAdapter.handoff-name); }
        Text { text: @tr("{n} file" | "{n} files" % SavesAdapter.items.length); }
        Text { text: @tr("A \"quoted\" word \{braces}"); }
        Image { source: @image-url("a.svg"); }
    "#;
    let found = scan::slint(text).unwrap();
    let ids: Vec<&str> = found.iter().map(|f| f.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "Saved games",
            "Pass the device to {}",
            "{n} file",
            "A \"quoted\" word {{braces}"
        ]
    );
    assert_eq!(found[2].plural.as_deref(), Some("{n} files"));
    assert_eq!(found[1].line, 3);
    assert!(
        scan::slint(r#"@tr("ctx" => "text")"#).is_err(),
        "no contexts"
    );
}

#[test]
fn rust_macros_are_read_and_comments_and_tests_are_not() {
    let text = r#"
        // tr!("not this")
        let a = tr!("Deal {deal}: put on the whole Armor of God.", deal = seed);
        let b = trn!("{n} game", "{n} games", n, n = n);
        let c = msg!("A long line \
                      goes on");
        let d = standfirm_engine::msg_plural!("one", "many", 2);
        let e = notmsg!("no");
        macro_rules! tr { ($text:literal) => {} }
        #[cfg(test)]
        mod tests { fn t() { tr!("a test's words"); } }
    "#;
    let found = scan::rust(text).unwrap();
    let ids: Vec<&str> = found.iter().map(|f| f.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "Deal {deal}: put on the whole Armor of God.",
            "{n} game",
            "A long line goes on",
            "one"
        ]
    );
    assert_eq!(found[1].plural.as_deref(), Some("{n} games"));
    assert_eq!(found[3].plural.as_deref(), Some("many"));
}

#[test]
fn a_catalogue_is_written_and_read_back_as_it_was() {
    let po = PoFile {
        header: standfirm_catalogue::po::header("es", ""),
        entries: vec![
            Entry {
                uses: vec!["ui/pages/home.slint:12".into()],
                id: "Saved games".into(),
                plural: None,
                strings: vec!["Partidas guardadas".into()],
                fuzzy: false,
            },
            Entry {
                uses: vec!["src/a.rs:3".into()],
                id: "{n} file".into(),
                plural: Some("{n} files".into()),
                strings: vec!["{n} archivo".into(), "{n} archivos".into()],
                fuzzy: true,
            },
            Entry {
                uses: vec![],
                id: "Two\nlines \"quoted\"".into(),
                plural: None,
                strings: vec!["Dos\nlíneas «citadas»".into()],
                fuzzy: false,
            },
        ],
    };
    assert_eq!(PoFile::read(&po.write()).unwrap(), po);
}

#[test]
fn the_check_finds_what_a_language_is_missing() {
    let messages = vec![
        Message {
            id: "Deal {deal}".into(),
            plural: None,
            uses: vec!["src/a.rs:1".into()],
        },
        Message {
            id: "Undo".into(),
            plural: None,
            uses: vec!["ui/b.slint:2".into()],
        },
        Message {
            id: "Hint".into(),
            plural: None,
            uses: vec!["ui/b.slint:3".into()],
        },
    ];
    let entry = |id: &str, s: &str, fuzzy: bool| Entry {
        uses: vec![],
        id: id.into(),
        plural: None,
        strings: vec![s.into()],
        fuzzy,
    };
    let po = PoFile {
        header: String::new(),
        entries: vec![
            entry("Deal {number}", "Reparto {number}", false),
            entry("Undo", "Deshacer", true),
            entry("Hint", "", false),
        ],
    };
    let problems = check(&po, &messages).join("\n");
    assert!(problems.contains("missing: \"Deal {deal}\""), "{problems}");
    assert!(problems.contains("fuzzy: \"Undo\""), "{problems}");
    assert!(problems.contains("untranslated: \"Hint\""), "{problems}");
    assert!(
        problems.contains("no longer in the sources: \"Deal {number}\""),
        "{problems}"
    );
    assert_eq!(scan::holes("{a} and {{b}} {}"), ["{a}", "{}"]);
}
