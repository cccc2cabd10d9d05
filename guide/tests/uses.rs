//! Where each verse is used: help sections with their rule IDs, cards, armor pieces and log lines.

use standfirm_engine::GameKind;
use standfirm_guide::events::{event_lines, event_lines_in};
use standfirm_guide::uses::{all, all_in, uses, uses_in, Use};
use standfirm_guide::{scripture, Lang};

#[test]
fn isaiah_11_2_names_the_anointings_section_and_its_card() {
    let found = uses("Isaiah 11:2");
    assert!(found.iter().any(|u| matches!(u,
        Use::Help { game: GameKind::Strongholds, section, rules, .. } if section == "anointings" && rules.contains(&"SH-1.2".to_string()))));
    assert!(found
        .iter()
        .any(|u| matches!(u, Use::Card { id, .. } if id == "G-R1")));
}

#[test]
fn an_armor_verse_names_its_pieces_and_log_lines() {
    let found = uses("Eph 6:14b");
    for piece in ["Belt of Truth", "Breastplate of Righteousness"] {
        assert!(
            found.contains(&Use::Armor {
                game: GameKind::ArmorOfGod,
                piece
            }),
            "{piece}"
        );
        assert!(
            found.contains(&Use::Armor {
                game: GameKind::PipArmor,
                piece
            }),
            "{piece}"
        );
    }
    assert!(found.iter().any(|u| matches!(u, Use::Log { game: GameKind::ArmorOfGod, line, .. } if *line == "Exact: a piece is claimed")));
    assert!(uses("James 1:6")
        .iter()
        .any(|u| matches!(u, Use::Log { line, .. } if *line == "Doubt creeps in")));
}

#[test]
fn john_8_32_names_its_card_and_the_end_of_strongholds() {
    let found = uses("Jn 8:32");
    assert!(found.iter().any(|u| matches!(u, Use::Card { id, title } if id == "T08" && title == "The Truth Will Set You Free")));
    assert!(found.iter().any(|u| matches!(u, Use::Log { game: GameKind::Strongholds, line, .. } if *line == "The game is over")));
}

#[test]
fn every_use_is_of_a_library_entry_and_unknowns_have_none() {
    for (reference, used) in all() {
        assert!(
            scripture::verse(reference).is_some(),
            "{reference}: {used:?}"
        );
    }
    assert!(uses("Obadiah 1:1").is_empty());
    assert!(uses("sword").is_empty());
}

#[test]
fn spanish_uses_are_the_english_ones_in_spanish_words() {
    let (en, es) = (all(), all_in(Lang::Spanish));
    assert_eq!(en.len(), es.len());
    for ((re, ue), (rs, us)) in en.iter().zip(es) {
        assert_eq!(re, rs, "the same canonical reference");
        match (ue, us) {
            (
                Use::Help {
                    game,
                    section,
                    rules,
                    ..
                },
                Use::Help {
                    game: g,
                    section: s,
                    rules: r,
                    title,
                },
            ) => {
                assert_eq!((game, section, rules), (g, s, r));
                assert!(!title.is_empty());
            }
            (Use::Card { id, .. }, Use::Card { id: i, .. }) => assert_eq!(id, i),
            (Use::Armor { game, .. }, Use::Armor { game: g, .. }) => assert_eq!(game, g),
            (
                Use::Log { game, example, .. },
                Use::Log {
                    game: g,
                    example: x,
                    ..
                },
            ) => {
                assert_eq!((game, example), (g, x), "the example is the engine's line")
            }
            other => panic!("{other:?}"),
        }
    }
    let found = uses_in("Efesios 6:14", Lang::Spanish);
    assert!(found.contains(&Use::Armor {
        game: GameKind::ArmorOfGod,
        piece: "Cinto de la Verdad"
    }));
    assert!(found.contains(&Use::Armor {
        game: GameKind::PipArmor,
        piece: "Cota de Justicia"
    }));
    assert!(found
        .iter()
        .any(|u| matches!(u, Use::Log { line, .. } if *line == "Exacto: se obtiene una pieza")));
    assert!(uses_in("Juan 8:32", Lang::Spanish)
        .iter()
        .any(|u| matches!(u, Use::Card { id, title } if id == "T08" && title == "La verdad te hará libre")));
    assert!(uses_in("Isaías 11:2", Lang::Spanish).iter().any(|u| matches!(u,
        Use::Help { section, title, .. } if section == "anointings" && title == "Las siete unciones")));
    assert!(uses_in("Santiago 1:6", Lang::Spanish)
        .iter()
        .any(|u| matches!(u, Use::Log { line, .. } if *line == "Entra la Duda")));
}

#[test]
fn every_log_line_has_a_spanish_name_of_its_own() {
    let (en, es) = (event_lines(), event_lines_in(Lang::Spanish));
    assert_eq!(en.len(), es.len());
    for (e, s) in en.iter().zip(&es) {
        assert_eq!(
            (e.game, e.reference, &e.example),
            (s.game, s.reference, &s.example)
        );
        assert_ne!(e.name, s.name, "{}", e.name);
    }
    for game in GameKind::ALL {
        let names: std::collections::BTreeSet<(&str, &str)> = es
            .iter()
            .filter(|l| l.game == game)
            .map(|l| (l.name, l.reference))
            .collect();
        assert_eq!(names.len(), es.iter().filter(|l| l.game == game).count());
    }
}
