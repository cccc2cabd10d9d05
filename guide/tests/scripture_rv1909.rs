//! The Spanish verse library: the Reina-Valera 1909 of exactly the King James library's references, in the same
//! order, each with its Spanish reference; verbatim 1909 text (its accents and spelling); the same look-ups and
//! searches as the KJV library; and a broken file is an error, not a panic.

use standfirm_guide::scripture::{self, library, library_in, Library, Translation};
use standfirm_guide::Lang;

fn rv() -> &'static Library {
    library_in(Lang::Spanish).unwrap_or_else(|e| panic!("{e}"))
}

fn file_refs(path: &str) -> Vec<String> {
    let text =
        std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let entries: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    entries
        .iter()
        .map(|e| e["ref"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn the_spanish_library_has_every_kjv_reference_in_the_same_order() {
    let kjv: Vec<&str> = library()
        .unwrap()
        .entries()
        .iter()
        .map(|e| e.reference.as_str())
        .collect();
    let es: Vec<&str> = rv()
        .entries()
        .iter()
        .map(|e| e.reference.as_str())
        .collect();
    assert_eq!(es, kjv);
    assert_eq!(
        file_refs(scripture::FILE_RV1909),
        file_refs(scripture::FILE),
        "the files list them in the same order too"
    );
    assert_eq!(rv().translation(), Translation::Rv1909);
    assert_eq!(library().unwrap().translation(), Translation::Kjv);
}

#[test]
fn every_entry_is_rv1909_with_its_spanish_reference_and_a_clean_text() {
    for entry in rv().entries() {
        let r = &entry.reference;
        assert_eq!(entry.translation, Translation::Rv1909, "{r}");
        assert_eq!(entry.translation.code(), "RV1909");
        assert_eq!(entry.translation.name(), "Reina-Valera 1909");
        assert_eq!(entry.translation.lang(), Lang::Spanish);
        assert!(!entry.text.trim().is_empty(), "{r}: text");
        assert!(!entry.text.contains('\u{b6}'), "{r}: a paragraph mark");
        assert!(!entry.text.contains("  "), "{r}: doubled spaces");
        assert!(
            !entry.text.contains(['[', ']', '<', '>', '{', '}']),
            "{r}: markup"
        );
        assert_eq!(entry.text, entry.text.trim(), "{r}: spaces at the ends");
        // The shown reference: part by part, the Spanish book name where the canonical one names a book, then
        // exactly the canonical chapter and verses.
        let parts: Vec<&str> = r.split("; ").collect();
        let shown: Vec<&str> = entry.shown.split("; ").collect();
        assert_eq!(shown.len(), parts.len(), "{r}: {}", entry.shown);
        for (part, shown) in parts.iter().zip(&shown) {
            match scripture::BOOKS.iter().find(|b| {
                part.strip_prefix(b.reference_name)
                    .is_some_and(|n| n.starts_with(' '))
            }) {
                Some(book) => assert_eq!(
                    shown.strip_prefix(book.spanish_name),
                    part.strip_prefix(book.reference_name),
                    "{r}: {}",
                    entry.shown
                ),
                None => assert_eq!(shown, part, "{r}"),
            }
        }
        assert_eq!(
            scripture::shown_in(r, Lang::Spanish).as_deref(),
            Some(entry.shown.as_str())
        );
        for range in &entry.parsed.ranges {
            let name = range.book().spanish_name;
            assert!(entry.shown.contains(name), "{r}: {name}");
        }
    }
}

#[test]
fn kjv_entries_show_their_own_reference() {
    for entry in library().unwrap().entries() {
        assert_eq!(entry.shown, entry.reference);
        assert_eq!(entry.translation.lang(), Lang::English);
    }
}

#[test]
fn texts_are_the_reina_valera_1909_words() {
    for (reference, text) in [
        (
            "Ephesians 6:11",
            "Vestíos de toda la armadura de Dios, para que podáis estar firmes contra las asechanzas del diablo.",
        ),
        ("John 8:32", "Y conoceréis la verdad, y la verdad os libertará."),
        (
            "James 1:5",
            "Y si alguno de vosotros tiene falta de sabiduría, demándela á Dios, el cual da á todos \
             abundantemente, y no zahiere; y le será dada.",
        ),
        (
            "John 14:6",
            "Jesús le dice: Yo soy el camino, y la verdad, y la vida: nadie viene al Padre, sino por mí.",
        ),
        (
            "Psalm 55:22",
            "Echa sobre Jehová tu carga, y él te sustentará; no dejará para siempre caído al justo.",
        ),
        (
            "Isaiah 11:2",
            "Y reposará sobre él el espíritu de Jehová; espíritu de sabiduría y de inteligencia, espíritu de \
             consejo y de fortaleza, espíritu de conocimiento y de temor de Jehová.",
        ),
        (
            "Mark 9:24",
            "Y luego el padre del muchacho dijo clamando: Creo, ayuda mi incredulidad.",
        ),
        (
            "Matthew 25:36",
            "Desnudo, y me cubristeis; enfermo, y me visitasteis; estuve en la cárcel, y vinisteis á mí.",
        ),
        // A chapter's first word, set in capitals by the printing, is written as a word.
        (
            "Romans 8:1",
            "Ahora pues, ninguna condenación hay para los que están en Cristo Jesús, los que no andan conforme á \
             la carne, mas conforme al espíritu.",
        ),
        // Supplied words are words of their own; the module's slip "sereís" is the printing's "seréis".
        (
            "2 Timothy 1:7",
            "Porque no nos ha dado Dios el espíritu de temor, sino el de fortaleza, y de amor, y de templanza.",
        ),
        (
            "Acts 1:8",
            "Mas recibiréis la virtud del Espíritu Santo que vendrá sobre vosotros; y me seréis testigos en \
             Jerusalem, y en toda Judea, y Samaria, y hasta lo último de la tierra.",
        ),
        (
            "Colossians 1:10",
            "Para que andéis como es digno del Señor, agradándole en todo, fructificando en toda buena obra, y \
             creciendo en el conocimiento de Dios:",
        ),
    ] {
        assert_eq!(
            scripture::verse_in(reference, Lang::Spanish).map(|e| e.text.as_str()),
            Some(text),
            "{reference}"
        );
    }
    let gifts = scripture::verse_in("1 Corinthians 12:4-11", Lang::Spanish).unwrap();
    assert!(gifts.text.starts_with(
        "Empero hay repartimiento de dones; mas el mismo Espíritu es. Y hay repartimiento de ministerios; mas \
         el mismo Señor es."
    ));
}

#[test]
fn ranges_join_their_verses_and_lists_label_their_parts_in_spanish() {
    let range = scripture::verse_in("Ephesians 6:14-15", Lang::Spanish).unwrap();
    assert_eq!(range.shown, "Efesios 6:14-15");
    assert!(range
        .text
        .starts_with("Estad pues firmes, ceñidos vuestros lomos de verdad"));
    assert!(range
        .text
        .ends_with("Y calzados los pies con el apresto del evangelio de paz;"));
    let list = scripture::verse_in("Proverbs 8:13; 9:10", Lang::Spanish).unwrap();
    assert_eq!(list.shown, "Proverbios 8:13; 9:10");
    let lines: Vec<&str> = list.text.lines().collect();
    assert_eq!(
        lines,
        [
            "Proverbios 8:13 \u{2014} El temor de Jehová es aborrecer el mal; la soberbia y la arrogancia, y el \
             mal camino y la boca perversa, aborrezco.",
            "Proverbios 9:10 \u{2014} El temor de Jehová es el principio de la sabiduría; y la ciencia de los \
             santos es inteligencia.",
        ]
    );
    let mentor = scripture::verse_in("Joshua 1:9; Deuteronomy 34:9", Lang::Spanish).unwrap();
    assert_eq!(mentor.shown, "Josué 1:9; Deuteronomio 34:9");
    assert!(mentor
        .text
        .starts_with("Josué 1:9 \u{2014} Mira que te mando que te esfuerces y seas valiente"));
    assert!(mentor.text.contains(
        "\nDeuteronomio 34:9 \u{2014} Y Josué hijo de Nun fué lleno de espíritu de sabiduría"
    ));
}

#[test]
fn every_list_has_the_kjv_shape_with_spanish_labels() {
    for (kjv, es) in library().unwrap().entries().iter().zip(rv().entries()) {
        let kjv_lines: Vec<&str> = kjv.text.lines().collect();
        let es_lines: Vec<&str> = es.text.lines().collect();
        assert_eq!(es_lines.len(), kjv_lines.len(), "{}", kjv.reference);
        if kjv_lines.len() == 1 {
            assert!(
                !es.text.contains('\u{2014}'),
                "{}: one part, no label",
                kjv.reference
            );
            continue;
        }
        for (k, e) in kjv_lines.iter().zip(&es_lines) {
            let (label, _) = k.split_once(" \u{2014} ").unwrap();
            let spanish = scripture::shown_in(label, Lang::Spanish).unwrap();
            assert!(
                e.starts_with(&format!("{spanish} \u{2014} ")),
                "{}: {e}",
                kjv.reference
            );
        }
    }
}

#[test]
fn verse_in_accepts_abbreviated_and_spanish_forms() {
    for (given, key) in [
        ("Eph 6:14b", "Ephesians 6:14"),
        ("Efesios 6:14", "Ephesians 6:14"),
        ("efesios 6:14-15", "Ephesians 6:14-15"),
        ("Juan 8:32", "John 8:32"),
        ("Salmos 55:22", "Psalm 55:22"),
        ("Proverbios 8:13; 9:10", "Proverbs 8:13; 9:10"),
        ("1 Corintios 10:13", "1 Corinthians 10:13"),
        (
            "Hebreos 13:5; Filipenses 4:11-12",
            "Hebrews 13:5; Philippians 4:11-12",
        ),
    ] {
        for lang in Lang::ALL {
            let entry = scripture::verse_in(given, lang).unwrap_or_else(|| panic!("{given}"));
            assert_eq!(entry.reference, key, "{given}");
            assert_eq!(entry.translation, Translation::of(lang));
        }
    }
    assert!(scripture::verse_in("Abdías 1:1", Lang::Spanish).is_none());
    assert!(scripture::verse_in("no es un versículo", Lang::Spanish).is_none());
}

#[test]
fn search_in_spanish_finds_efesios_6_17_by_book_reference_and_word() {
    let search = |q: &str| scripture::search_in(q, Lang::Spanish);
    let has_6_17 = |hits: Vec<&scripture::Entry>| hits.iter().any(|e| e.shown == "Efesios 6:17");
    assert!(has_6_17(search("Efesios")));
    assert!(has_6_17(search("efesios 6")));
    assert!(has_6_17(search("Eph 6")));
    assert!(has_6_17(search("espada")));
    assert!(has_6_17(search("ESPADA Espíritu")));
    assert!(has_6_17(search("espada espiritu")), "accents are optional");
    let by_reference = search("Efesios 6:17");
    assert_eq!(
        by_reference[0].shown, "Efesios 6:17",
        "the exact reference first"
    );
    assert!(by_reference.iter().any(|e| e.shown == "Efesios 6:14-17"));
    assert!(search("espadas").is_empty(), "whole words only");
    assert!(search("  ").is_empty());
    assert!(!search("jehova").is_empty() && search("jehova") == search("Jehová"));
    assert!(search("Efesios")
        .iter()
        .all(|e| e.book.spanish_name == "Efesios"));
    assert!(
        search("sword").is_empty(),
        "the English words are not in the Spanish text"
    );
}

#[test]
fn the_spanish_library_groups_by_book_as_the_kjv_one_does() {
    let groups = |lib: &'static Library| -> Vec<(u8, usize)> {
        lib.by_book()
            .iter()
            .map(|(b, l)| (b.index, l.len()))
            .collect()
    };
    assert_eq!(groups(rv()), groups(library().unwrap()));
}

#[test]
fn a_broken_spanish_library_is_an_error_not_a_panic() {
    let load = |json: &str| Library::load_translation(json, Translation::Rv1909);
    for (json, says) in [
        ("[", "EOF"),
        (
            r#"[{"ref": "Ephesians 6:11", "translation": "RV1909", "text": "Vestíos"}]"#,
            "Ephesians 6:11 has no \"shown\" reference",
        ),
        (
            r#"[{"ref": "Ephesians 6:11", "translation": "RV1909", "shown": "Ephesians 6:11", "text": "Vestíos"}]"#,
            "is shown \"Ephesians 6:11\"; it should be \"Efesios 6:11\"",
        ),
        (
            r#"[{"ref": "Efesios 6:11", "translation": "RV1909", "shown": "Efesios 6:11", "text": "Vestíos"}]"#,
            "should be written \"Ephesians 6:11\"",
        ),
        (
            r#"[{"ref": "Ephesians 6:11", "translation": "KJV", "shown": "Efesios 6:11", "text": "Put on"}]"#,
            "Ephesians 6:11 is KJV, not RV1909",
        ),
        (
            r#"[{"ref": "Ephesians 6:11", "translation": "RV1909", "shown": "Efesios 6:11", "text": ""}]"#,
            "no text",
        ),
    ] {
        let error = load(json).unwrap_err();
        assert_eq!(error.file, "assets/scripture-rv1909.json");
        assert!(error.to_string().contains(says), "{json}: {error}");
    }
    assert!(load(
        r#"[{"ref": "Ephesians 6:11", "translation": "RV1909", "shown": "Efesios 6:11", "text": "Vestíos"}]"#
    )
    .is_ok());
    let error = Library::load_str(
        r#"[{"ref": "Ephesians 6:11", "translation": "RV1909", "shown": "Efesios 6:11", "text": "Vestíos"}]"#,
    )
    .unwrap_err();
    assert!(error.to_string().contains("is RV1909, not KJV"), "{error}");
}
