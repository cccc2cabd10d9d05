//! The help of the three games: it loads, every section names a verse and a rule ID, and together the sections
//! explain every rule ID of RULINGS.md except the few deliberately left out.

use standfirm_engine::GameKind;
use standfirm_guide::help::coverage::{is_left_out, LEFT_OUT};
use standfirm_guide::help::{self, anointings, help, ANOINTINGS_VERSE};
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
    for game in GameKind::ALL {
        let doc = help(game).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(doc.game, game);
        assert!(!doc.title.is_empty() && !doc.intro.is_empty());
        assert!(
            doc.sections.len() >= 10,
            "{}: {} sections",
            game.id(),
            doc.sections.len()
        );
    }
    let first = |game| help(game).unwrap().sections[0].id.clone();
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
    for game in [GameKind::ArmorOfGod, GameKind::PipArmor] {
        let screen = help(game)
            .unwrap()
            .section("screen")
            .expect("a screen section");
        assert!(screen.items.len() >= 8, "{}", game.id());
    }
    let aog = help(GameKind::ArmorOfGod)
        .unwrap()
        .section("screen")
        .unwrap();
    for term in [
        "The six piles",
        "Banked badge",
        "The Dart banner",
        "The Defense Check line",
        "Undo",
    ] {
        assert!(aog.items.iter().any(|i| i.term == term), "{term}");
    }
    let pip = help(GameKind::PipArmor).unwrap().section("screen").unwrap();
    for term in [
        "The Prepare screen",
        "Keep as Armor, Keep as Response",
        "Respond, Take the hit",
        "The rating",
    ] {
        assert!(pip.items.iter().any(|i| i.term == term), "{term}");
    }
}

#[test]
fn strongholds_explains_card_kinds_anointings_hand_off_and_options() {
    let doc = help(GameKind::Strongholds).unwrap();
    let kinds = doc.section("cards").unwrap();
    let terms: Vec<&str> = kinds.items.iter().map(|i| i.term.as_str()).collect();
    assert_eq!(
        terms,
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
    let doc = help(GameKind::Strongholds).unwrap();
    let bots = doc.section("bots").unwrap();
    let terms: Vec<&str> = bots.items.iter().map(|i| i.term.as_str()).collect();
    assert_eq!(terms, ["Gentle", "Steady", "Wise"]);
    let text = bots.paragraphs.join(" ");
    assert!(
        text.contains("never peeks") && text.contains("Hint"),
        "{text}"
    );
    assert!(bots.rules.contains(&"SH-B24".to_string()));
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
