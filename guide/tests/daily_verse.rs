//! The verse of the day: known days, the whole short library before a repeat, a verse added or removed moves no
//! other, and each day's verse comes with its text, translation and uses.

use standfirm_guide::daily::{
    entry_of_the_day, entry_of_the_day_in, fnv1a64, order, pick, verse_of_the_day,
    verse_of_the_day_in, SHORT,
};
use standfirm_guide::scripture::{library, Library, Translation};
use standfirm_guide::uses::Use;
use standfirm_guide::Lang;
use standfirm_store::{parse_date, Date};
use std::collections::BTreeSet;

fn date(text: &str) -> Date {
    parse_date(text).unwrap()
}

#[test]
fn fnv1a64_matches_its_published_values() {
    assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a64(b"Ephesians 6:11"), 0x5644_0d7b_94fa_20fd);
}

#[test]
fn known_days() {
    // Computed independently from the documented rule.
    for (day, reference) in [
        ("2026-12-01", "Hosea 4:6"),
        ("2026-12-02", "Proverbs 12:15"),
        ("1970-01-01", "Proverbs 9:10"),
        ("1969-12-31", "Psalm 34:9"),
    ] {
        assert_eq!(
            verse_of_the_day(date(day)).unwrap().entry.reference,
            reference,
            "{day}"
        );
    }
}

#[test]
fn the_days_go_round_every_short_entry_before_a_repeat() {
    let library = library().unwrap();
    let order = order(library);
    let short = library
        .entries()
        .iter()
        .filter(|e| e.text.chars().count() <= SHORT)
        .count();
    assert_eq!(order.len(), short);
    assert!(
        short < library.entries().len(),
        "the library has longer passages, never shown on Home"
    );
    let mut day = date("2026-12-01");
    let mut seen = BTreeSet::new();
    for _ in 0..short {
        let verse = verse_of_the_day(day).unwrap();
        assert!(verse.entry.text.chars().count() <= SHORT);
        assert!(
            seen.insert(verse.entry.reference.clone()),
            "{} came again on {day}",
            verse.entry.reference
        );
        day = day.tomorrow().unwrap();
    }
    assert_eq!(seen.len(), short, "every short entry once");
    let first = verse_of_the_day(date("2026-12-01")).unwrap().entry;
    assert_eq!(
        verse_of_the_day(day).unwrap().entry,
        first,
        "then round again"
    );
}

#[test]
fn adding_a_verse_moves_no_other() {
    let raw: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("../../assets/scripture.json")).unwrap();
    let full = Library::load_str(&serde_json::to_string(&raw).unwrap()).unwrap();
    let full_order: Vec<String> = order(&full).iter().map(|e| e.reference.clone()).collect();
    for removed in [0, raw.len() / 2, raw.len() - 1] {
        let mut fewer = raw.clone();
        let gone = fewer.remove(removed)["ref"].as_str().unwrap().to_string();
        let smaller = Library::load_str(&serde_json::to_string(&fewer).unwrap()).unwrap();
        let smaller_order: Vec<String> = order(&smaller)
            .iter()
            .map(|e| e.reference.clone())
            .collect();
        let expected: Vec<String> = full_order.iter().filter(|r| **r != gone).cloned().collect();
        assert_eq!(smaller_order, expected, "without {gone}");
    }
}

#[test]
fn a_day_gives_reference_text_translation_and_uses() {
    let verse = verse_of_the_day(date("2026-12-01")).unwrap();
    assert_eq!(verse.entry.translation.code(), "KJV");
    assert!(!verse.entry.text.is_empty());
    assert_eq!(
        verse.uses,
        standfirm_guide::uses::uses(&verse.entry.reference)
    );
    // Somewhere in the round every kind of use the library has shows up with its rule IDs or card.
    let library = library().unwrap();
    let all = order(library);
    let mut day = date("2026-01-01");
    let (mut helps, mut cards) = (0, 0);
    for _ in 0..all.len() {
        for used in verse_of_the_day(day).unwrap().uses {
            match used {
                Use::Help { rules, .. } if !rules.is_empty() => helps += 1,
                Use::Card { id, .. } if !id.is_empty() => cards += 1,
                _ => {}
            }
        }
        day = day.tomorrow().unwrap();
    }
    assert!(
        helps > 0 && cards > 0,
        "help sections {helps}, cards {cards}"
    );
    assert_eq!(pick(&[], day), None);
}

#[test]
fn the_spanish_verse_of_the_day_is_the_same_reference_in_the_reina_valera_1909() {
    for (day, shown) in [
        ("2026-12-01", "Oseas 4:6"),
        ("2026-12-02", "Proverbios 12:15"),
        ("1970-01-01", "Proverbios 9:10"),
        ("1969-12-31", "Salmos 34:9"),
    ] {
        let verse = verse_of_the_day_in(date(day), Lang::Spanish).unwrap();
        assert_eq!(verse.entry.shown, shown, "{day}");
        assert_eq!(verse.entry.translation, Translation::Rv1909);
        assert_eq!(
            verse.entry.reference,
            verse_of_the_day(date(day)).unwrap().entry.reference
        );
    }
    let mut day = date("2026-12-01");
    let mut longest = 0;
    for _ in 0..order(library().unwrap()).len() {
        let en = entry_of_the_day(day).unwrap();
        let es = entry_of_the_day_in(day, Lang::Spanish).unwrap();
        assert_eq!(es.reference, en.reference);
        assert_eq!(entry_of_the_day_in(day, Lang::English).unwrap(), en);
        longest = longest.max(es.text.chars().count());
        day = day.tomorrow().unwrap();
    }
    // The order is the KJV's (everyone has the same verse on the same day); a Spanish text may run a little past
    // SHORT, never far.
    assert!(
        longest <= SHORT + 60,
        "the longest Spanish verse of the day has {longest} characters"
    );
    let uses = verse_of_the_day_in(date("1970-01-01"), Lang::Spanish)
        .unwrap()
        .uses;
    assert!(uses
        .iter()
        .any(|u| matches!(u, Use::Card { title, .. } if title == "Espíritu de Inteligencia")));
}
