//! Every verse reference the engine, the Strongholds cards and the help use resolves to a library entry.

use standfirm_engine::armor_of_god::{self, Slot};
use standfirm_engine::pip_armor::{self, Piece};
use standfirm_engine::strongholds::{self, content};
use standfirm_engine::GameKind;
use standfirm_guide::help::help;
use standfirm_guide::scripture;

fn resolves(reference: &str, used_by: &str) {
    let entry = scripture::verse(reference)
        .unwrap_or_else(|| panic!("{used_by}: {reference} is not in the library"));
    assert_eq!(
        entry.reference, reference,
        "{used_by}: the reference is written as the library writes it"
    );
}

#[test]
fn every_engine_event_reference_resolves() {
    let listed = [
        armor_of_god::REFERENCES,
        pip_armor::REFERENCES,
        strongholds::events::REFERENCES,
    ];
    for reference in listed.concat() {
        resolves(reference, "an engine event");
    }
    for event in armor_of_god::Event::samples() {
        if let Some(verse) = event.verse() {
            resolves(verse, &format!("{event:?}"));
        }
    }
    for event in pip_armor::Event::samples() {
        if let Some(verse) = event.verse() {
            resolves(verse, &format!("{event:?}"));
        }
    }
    for event in strongholds::Event::samples() {
        if let Some(verse) = event.verse() {
            resolves(verse, &format!("{event:?}"));
        }
    }
}

#[test]
fn every_armor_piece_reference_resolves() {
    for slot in Slot::ALL {
        resolves(slot.verse(), slot.title());
    }
    for piece in Piece::ALL {
        resolves(piece.verse(), piece.title());
    }
}

#[test]
fn every_strongholds_card_reference_resolves() {
    let mut distinct = std::collections::BTreeSet::new();
    for card in &content().cards {
        if let Some(reference) = &card.reference {
            resolves(reference, &card.id);
            distinct.insert(reference.as_str());
        }
    }
    assert_eq!(distinct.len(), 108, "distinct card references");
}

#[test]
fn every_help_verse_resolves() {
    for game in GameKind::ALL {
        for section in &help(game).unwrap().sections {
            for verse in &section.verses {
                resolves(verse, &format!("{} help, {}", game.id(), section.id));
            }
            assert_eq!(section.verse_entries().len(), section.verses.len());
        }
    }
}

#[test]
fn card_quotations_are_the_king_james_words() {
    let mut quoted = 0;
    for card in &content().cards {
        let parts: Vec<&str> = card.text.split('"').collect();
        assert!(
            parts.len() % 2 == 1,
            "{}: unbalanced quotation marks",
            card.id
        );
        for quote in parts.iter().skip(1).step_by(2) {
            let words = quote.trim_end_matches(['.', ',', ';', ':', '!', '?']);
            let reference = card
                .reference
                .as_deref()
                .expect("a quoting card has a reference");
            let kjv = &scripture::verse(reference).unwrap().text;
            assert!(
                kjv.contains(words),
                "{}: \"{quote}\" is not in the KJV text of {reference}",
                card.id
            );
            quoted += 1;
        }
    }
    assert!(quoted >= 2, "TR01 and AS02 quote their verses");
}
