//! Where each verse is used: help sections with their rule IDs, cards, armor pieces and log lines.

use standfirm_engine::GameKind;
use standfirm_guide::scripture;
use standfirm_guide::uses::{all, uses, Use};

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
