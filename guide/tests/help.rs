//! The help of the three games: it loads, every section names a verse and a rule ID, and together the sections
//! explain every rule ID of RULINGS.md except the few deliberately left out. The Spanish help has the same
//! sections, paragraphs, items, rule IDs and verses, in the glossary's words.

use standfirm_engine::strongholds::Level;
use standfirm_engine::GameKind;
use standfirm_guide::help::coverage::{is_left_out, LEFT_OUT};
use standfirm_guide::help::{self, anointings, anointings_in, help, help_in, ANOINTINGS_VERSE};
use standfirm_guide::{scripture, terms, Lang};
use std::collections::BTreeSet;

mod common;
use common::defined_ids;

fn covered_ids() -> BTreeSet<String> {
    GameKind::ALL
        .iter()
        .flat_map(|&game| help(game).unwrap().sections.iter())
        .flat_map(|s| s.rules.iter().cloned())
        .collect()
}

#[test]
fn rulings_ids_are_found() {
    let ids = defined_ids();
    for id in [
        "AOG-1.1", "AOG-10.3", "AOG-B23", "AOG-T17", "PIP-9.3", "PIP-B18", "SH-5.10", "SH-B24",
        "SH-T19",
    ] {
        assert!(ids.contains(id), "{id}");
    }
    assert_eq!(
        ids.iter().filter(|id| id.starts_with("AOG-")).count(),
        41 + 23 + 17
    );
}

#[test]
fn every_help_file_loads_with_sections_in_order() {
    for (game, lang) in GameKind::ALL
        .into_iter()
        .flat_map(|g| Lang::ALL.map(|l| (g, l)))
    {
        let doc = help_in(game, lang).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((doc.game, doc.lang), (game, lang));
        assert!(!doc.title.is_empty() && !doc.intro.is_empty());
        assert!(
            doc.sections.len() >= 10,
            "{}: {} sections",
            game.id(),
            doc.sections.len()
        );
    }
    let first = |game| help_in(game, Lang::Spanish).unwrap().sections[0].id.clone();
    assert_eq!(first(GameKind::ArmorOfGod), "aim");
    assert_eq!(first(GameKind::PipArmor), "aim");
    assert_eq!(first(GameKind::Strongholds), "overview");
}

#[test]
fn every_section_names_a_verse_and_a_rule_of_its_own_game() {
    let ids = defined_ids();
    for game in GameKind::ALL {
        for section in &help(game).unwrap().sections {
            assert!(
                !section.verses.is_empty(),
                "{} {}: a verse",
                game.id(),
                section.id
            );
            assert!(
                !section.rules.is_empty(),
                "{} {}: a rule ID",
                game.id(),
                section.id
            );
            for rule in &section.rules {
                assert!(
                    ids.contains(rule),
                    "{} {}: {rule} is not in RULINGS.md",
                    game.id(),
                    section.id
                );
                assert!(
                    rule.starts_with(&format!("{}-", game.rule_prefix())),
                    "{rule} in {}",
                    game.id()
                );
            }
        }
    }
}

#[test]
fn the_help_covers_every_rule_id_but_the_ones_left_out() {
    let covered = covered_ids();
    let missing: Vec<String> = defined_ids()
        .into_iter()
        .filter(|id| !covered.contains(id) && !is_left_out(id))
        .collect();
    assert!(
        missing.is_empty(),
        "rule IDs no help section explains: {missing:?}"
    );
}

#[test]
fn the_left_out_list_names_real_ids_that_the_help_does_not_cover() {
    let ids = defined_ids();
    let covered = covered_ids();
    for entry in LEFT_OUT {
        assert!(!entry.why.is_empty());
        assert!(
            ids.iter().any(|id| entry.matches(id)),
            "{} matches no rule ID",
            entry.ids
        );
        assert!(
            !covered.iter().any(|id| entry.matches(id)),
            "{} is left out but covered",
            entry.ids
        );
    }
    assert!(
        LEFT_OUT
            .iter()
            .all(|e| e.ids.contains("-T") || !e.ids.ends_with('*')),
        "only test families"
    );
}

#[test]
fn the_solo_games_explain_their_screen() {
    for lang in Lang::ALL {
        for game in [GameKind::ArmorOfGod, GameKind::PipArmor] {
            let screen = help_in(game, lang)
                .unwrap()
                .section("screen")
                .expect("a screen section");
            assert!(screen.items.len() >= 8, "{}", game.id());
        }
    }
    let terms_of = |game, lang| -> Vec<String> {
        let doc = help_in(game, lang).unwrap();
        doc.section("screen")
            .unwrap()
            .items
            .iter()
            .map(|i| i.term.clone())
            .collect()
    };
    for (lang, wanted) in [
        (
            Lang::English,
            [
                "The six piles",
                "Banked badge",
                "The Dart banner",
                "The Defense Check line",
                "Undo",
            ],
        ),
        (
            Lang::Spanish,
            [
                "Las seis pilas",
                "Indicador Reservada",
                "El aviso del Dardo",
                "La línea de la Prueba de Defensa",
                "Deshacer",
            ],
        ),
    ] {
        let have = terms_of(GameKind::ArmorOfGod, lang);
        for term in wanted {
            assert!(have.iter().any(|t| t == term), "{term}");
        }
    }
    for (lang, wanted) in [
        (
            Lang::English,
            [
                "The Prepare screen",
                "Keep as Armor, Keep as Response",
                "Respond, Take the hit",
                "The rating",
            ],
        ),
        (
            Lang::Spanish,
            [
                "La pantalla Preparar",
                "Guardar como Armadura, Guardar como Respuesta",
                "Responder, Recibir el golpe",
                "La calificación",
            ],
        ),
    ] {
        let have = terms_of(GameKind::PipArmor, lang);
        for term in wanted {
            assert!(have.iter().any(|t| t == term), "{term}");
        }
    }
}

#[test]
fn strongholds_explains_card_kinds_anointings_hand_off_and_options() {
    let kinds = |lang| -> Vec<String> {
        let doc = help_in(GameKind::Strongholds, lang).unwrap();
        doc.section("cards")
            .unwrap()
            .items
            .iter()
            .map(|i| i.term.clone())
            .collect()
    };
    assert_eq!(
        kinds(Lang::English),
        [
            "Stronghold",
            "Truth",
            "Anointing",
            "Mentor",
            "Trial",
            "Assignment"
        ]
    );
    assert_eq!(
        kinds(Lang::Spanish),
        ["Fortaleza", "Verdad", "Unción", "Mentor", "Prueba", "Tarea"]
    );
    let doc = help(GameKind::Strongholds).unwrap();
    assert_eq!(
        doc.section("anointings").unwrap().verses,
        [ANOINTINGS_VERSE]
    );
    assert!(doc.section("pass-and-play").is_some() && doc.section("slap").is_some());
    let options = doc.section("options").unwrap();
    assert!(
        options.rules.contains(&"SH-B5".to_string())
            && options.rules.contains(&"SH-B18".to_string())
    );
}

#[test]
fn strongholds_explains_the_three_bot_levels_and_the_hint() {
    for (lang, never_peeks, hint) in [
        (Lang::English, "never peeks", "Hint"),
        (Lang::Spanish, "nunca espía", "Pista"),
    ] {
        let doc = help_in(GameKind::Strongholds, lang).unwrap();
        let bots = doc.section("bots").unwrap();
        let names: Vec<&str> = bots.items.iter().map(|i| i.term.as_str()).collect();
        let levels: Vec<&str> = Level::ALL
            .iter()
            .map(|&l| terms::level_name(l, lang))
            .collect();
        assert_eq!(names, levels);
        let text = bots.paragraphs.join(" ");
        assert!(text.contains(never_peeks) && text.contains(hint), "{text}");
        assert!(bots.rules.contains(&"SH-B24".to_string()));
    }
    assert_eq!(
        Level::ALL.map(|l| terms::level_name(l, Lang::English)),
        ["Gentle", "Steady", "Wise"]
    );
}

#[test]
fn the_seven_anointings_come_from_the_content_colour_table() {
    let seven = anointings().unwrap();
    let names: Vec<&str> = seven.iter().map(|a| a.anointing.as_str()).collect();
    assert_eq!(
        names,
        [
            "Spirit of the Lord",
            "Wisdom",
            "Understanding",
            "Counsel",
            "Might",
            "Knowledge",
            "Fear of the Lord"
        ]
    );
    assert_eq!(seven[4].colour, "Light Blue");
    assert_eq!(seven[4].symbol, "shield");
    assert!(seven
        .iter()
        .all(|a| !a.meaning.is_empty() && a.hex.starts_with('#')));
}

#[test]
fn the_seven_anointings_in_spanish_are_named_as_the_reina_valera_1909_names_them() {
    let seven = anointings_in(Lang::Spanish).unwrap();
    let names: Vec<&str> = seven.iter().map(|a| a.anointing.as_str()).collect();
    assert_eq!(
        names,
        [
            "Espíritu de Jehová",
            "Sabiduría",
            "Inteligencia",
            "Consejo",
            "Espíritu de Fortaleza",
            "Conocimiento",
            "Temor de Jehová"
        ]
    );
    let isaiah = scripture::verse_in(ANOINTINGS_VERSE, Lang::Spanish)
        .unwrap()
        .text
        .to_lowercase();
    // Might is named "Espíritu de Fortaleza" (never "Fortaleza" alone, the Stronghold card's word): its own word
    // is in the verse.
    for name in names {
        let word = name.to_lowercase();
        let word = word.strip_prefix("espíritu de ").unwrap_or(&word);
        assert!(isaiah.contains(word), "{name} is in Isaías 11:2");
    }
    let english = anointings().unwrap();
    for (es, en) in seven.iter().zip(&english) {
        assert_eq!((es.code, &es.hex), (en.code, &en.hex));
        assert_ne!(es.meaning, en.meaning);
    }
    assert_eq!(
        (seven[4].colour.as_str(), seven[4].symbol.as_str()),
        ("Azul claro", "escudo")
    );
}

#[test]
fn the_spanish_help_has_the_structure_of_the_english() {
    for game in GameKind::ALL {
        let (en, es) = (help(game).unwrap(), help_in(game, Lang::Spanish).unwrap());
        help::same_structure(en, es).unwrap();
        assert_eq!(es.sections.len(), en.sections.len());
        for (e, s) in en.sections.iter().zip(&es.sections) {
            assert_eq!(
                (
                    &s.id,
                    s.paragraphs.len(),
                    s.items.len(),
                    &s.rules,
                    &s.verses
                ),
                (
                    &e.id,
                    e.paragraphs.len(),
                    e.items.len(),
                    &e.rules,
                    &e.verses
                ),
                "{} {}",
                game.id(),
                e.id
            );
            assert_ne!(s.title, e.title, "{} {}: translated", game.id(), e.id);
            for (ep, sp) in e.paragraphs.iter().zip(&s.paragraphs) {
                assert_ne!(ep, sp, "{} {}: translated", game.id(), e.id);
            }
            assert_eq!(s.verse_entries_in(Lang::Spanish).len(), s.verses.len());
            assert!(s
                .verse_entries_in(Lang::Spanish)
                .iter()
                .all(|v| v.translation.name() == "Reina-Valera 1909"));
        }
    }
    assert_eq!(
        help::file_in(GameKind::Strongholds, Lang::Spanish),
        "assets/help/es/strongholds.json"
    );
}

#[test]
fn a_spanish_help_that_leaves_the_english_structure_is_a_load_error() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../assets/help/es/armor-of-god.json"
    );
    let shipped = std::fs::read_to_string(path).unwrap();
    let load = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut doc: serde_json::Value = serde_json::from_str(&shipped).unwrap();
        change(&mut doc);
        help::load_str_in(GameKind::ArmorOfGod, Lang::Spanish, &doc.to_string())
    };
    assert!(load(&|_| ()).is_ok());
    for (change, says) in [
        (
            Box::new(|d: &mut serde_json::Value| {
                d["sections"].as_array_mut().unwrap().remove(1);
            }) as Box<dyn Fn(&mut serde_json::Value)>,
            "the sections are",
        ),
        (
            Box::new(|d: &mut serde_json::Value| {
                d["sections"][0]["paragraphs"].as_array_mut().unwrap().pop();
            }),
            "section aim has 2 paragraphs and 0 items; the English has 3 and 0",
        ),
        (
            Box::new(|d: &mut serde_json::Value| {
                d["sections"][0]["rules"] = serde_json::json!(["AOG-1.1"])
            }),
            "section aim: the rule IDs differ",
        ),
        (
            Box::new(|d: &mut serde_json::Value| {
                d["sections"][0]["verses"] = serde_json::json!(["Ephesians 6:13"])
            }),
            "section aim: the verses differ",
        ),
    ] {
        let error = load(&*change).unwrap_err();
        assert_eq!(error.file, "assets/help/es/armor-of-god.json");
        assert!(error.problem.contains(says), "{error}");
    }
}

#[test]
fn a_broken_help_file_is_an_error_not_a_panic() {
    let section = r#"{"id": "a", "title": "A", "paragraphs": ["x"], "rules": ["AOG-1.1"], "verses": ["Eph 6:11"]}"#;
    let doc = format!(
        r#"{{"game": "armor-of-god", "title": "t", "intro": "i", "sections": [{section}]}}"#
    );
    let error = help::load_str(GameKind::ArmorOfGod, &doc).unwrap_err();
    assert!(error.to_string().contains("not written in full"), "{error}");
    let error = help::load_str(
        GameKind::PipArmor,
        &doc.replace("Eph 6:11", "Ephesians 6:11"),
    )
    .unwrap_err();
    assert!(error.to_string().contains("not \"pip-armor\""), "{error}");
    assert!(help::load_str(GameKind::ArmorOfGod, "[]").is_err());
    assert!(help::load_str(
        GameKind::ArmorOfGod,
        &doc.replace("Eph 6:11", "Ephesians 6:11")
    )
    .is_ok());
}
