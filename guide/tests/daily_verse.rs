//! The verse of the day: known days, no passage twice within any 366 consecutive days, the feasts' passages on
//! their days (Easter Sunday against its published dates), a passage added moves no other in the rotation, and
//! each day's verse comes with its text, translation and uses, the same reference in both languages.

use standfirm_guide::daily::season::{easter, feast, Feast};
use standfirm_guide::daily::{
    entry_of_the_day, entry_of_the_day_in, find_in, fnv1a64, order, passages, pick,
    reference_of_the_day, verse_of_the_day, verse_of_the_day_in, Passages,
};
use standfirm_guide::scripture::Translation;
use standfirm_guide::uses::Use;
use standfirm_guide::Lang;
use standfirm_store::{parse_date, Date};
use std::collections::HashMap;

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
    // Computed independently from the documented rule (in Python, from assets/daily/passages.json).
    for (day, reference) in [
        ("2026-12-01", "Matthew 11:29"),
        ("2026-12-02", "Matthew 11:28"),
        ("1970-01-01", "John 16:33"),
        ("1969-12-31", "Psalm 34:4"),
        ("2027-06-15", "Psalm 34:8"),
        ("2031-02-28", "Psalm 119:105"),
        // The feasts: the first of their passages in even years, the second in odd ones.
        ("2026-12-25", "Luke 2:10-11"),
        ("2027-12-25", "Isaiah 9:6"),
        ("2026-04-05", "Matthew 28:6"),
        ("2027-03-28", "1 Corinthians 15:20"),
        ("2026-05-24", "Acts 2:4"),
        ("2027-05-16", "Acts 1:8"),
    ] {
        assert_eq!(
            verse_of_the_day(date(day)).unwrap().entry.reference,
            reference,
            "{day}"
        );
    }
}

#[test]
fn no_passage_comes_again_within_366_consecutive_days_from_any_start_in_2026_to_2035() {
    let list = passages().unwrap();
    assert!(
        list.rotation.len() >= 366,
        "{} passages in the rotation",
        list.rotation.len()
    );
    // Every date from 2026-01-01 to 2035-12-31 plus the 365 after the last start, once each.
    let mut days = Vec::new();
    let mut day = date("2026-01-01");
    while day <= date("2036-12-30") {
        days.push(reference_of_the_day(day).unwrap());
        day = day.tomorrow().unwrap();
    }
    let starts = days.len() - 365;
    assert_eq!(starts, 3652, "the start dates 2026-01-01 to 2035-12-31");
    // A sliding window of 366 dates: how often each passage is in it.
    let mut count: HashMap<&str, usize> = HashMap::new();
    for reference in &days[..366] {
        *count.entry(reference).or_default() += 1;
    }
    for start in 0..starts {
        assert_eq!(
            count.len(),
            366,
            "366 different passages from day {start} after 2026-01-01"
        );
        if start + 366 < days.len() {
            let gone = days[start];
            let left = count.get_mut(gone).unwrap();
            *left -= 1;
            if *left == 0 {
                count.remove(gone);
            }
            *count.entry(days[start + 366]).or_default() += 1;
        }
    }
}

#[test]
fn easter_sunday_falls_on_its_published_western_dates() {
    // The published dates of Western Easter Sunday (the Gregorian calendar's), not computed here.
    for (year, day) in [
        (2026, "2026-04-05"),
        (2027, "2027-03-28"),
        (2028, "2028-04-16"),
        (2029, "2029-04-01"),
        (2030, "2030-04-21"),
    ] {
        assert_eq!(easter(year), date(day), "{year}");
        assert_eq!(feast(date(day)), Some(Feast::Easter), "{day}");
    }
    assert_eq!(feast(date("2026-05-24")), Some(Feast::Pentecost));
    assert_eq!(feast(date("2030-06-09")), Some(Feast::Pentecost));
    assert_eq!(feast(date("2026-12-25")), Some(Feast::Christmas));
    assert_eq!(feast(date("2026-12-24")), None);
    assert_eq!(feast(date("2026-04-06")), None);
}

#[test]
fn christmas_easter_and_pentecost_show_their_own_passages_and_no_other_day_does() {
    let list = passages().unwrap();
    for year in 2026..=2035 {
        for f in Feast::ALL {
            let day = f.date(year);
            let reference = reference_of_the_day(day).unwrap();
            assert!(
                list.of(f).iter().any(|r| r == reference),
                "{day}: {reference}"
            );
            let next = f.date(year + 1);
            assert_ne!(
                reference_of_the_day(next).unwrap(),
                reference,
                "{f:?} {year} and {}",
                year + 1
            );
        }
    }
    let seasonal: Vec<&String> = Feast::ALL.iter().flat_map(|&f| list.of(f)).collect();
    let mut day = date("2026-01-01");
    while day <= date("2035-12-31") {
        if feast(day).is_none() {
            let reference = reference_of_the_day(day).unwrap();
            assert!(
                !seasonal.iter().any(|r| *r == reference),
                "{day}: {reference} is a feast's"
            );
        }
        day = day.tomorrow().unwrap();
    }
}

#[test]
fn adding_a_passage_moves_no_other_in_the_rotation() {
    let list = passages().unwrap();
    let full = order(&list.rotation);
    for removed in [0, list.rotation.len() / 2, list.rotation.len() - 1] {
        let mut fewer = list.rotation.clone();
        let gone = fewer.remove(removed);
        let expected: Vec<&str> = full.iter().copied().filter(|r| *r != gone).collect();
        assert_eq!(order(&fewer), expected, "without {gone}");
    }
    assert_eq!(pick(&[], date("2026-01-01")), None);
}

#[test]
fn a_day_gives_reference_text_translation_and_uses() {
    let verse = verse_of_the_day(date("2026-12-01")).unwrap();
    assert_eq!(verse.entry.translation.code(), "KJV");
    assert!(verse.entry.text.starts_with("Take my yoke upon you"));
    assert_eq!(
        verse.uses,
        standfirm_guide::uses::uses(&verse.entry.reference)
    );
    assert!(verse.uses.is_empty(), "a passage the games do not quote");
    // Passages that the games also quote come with their uses: Ephesians 6:11 names its help sections.
    let list = passages().unwrap();
    let order = order(&list.rotation);
    let at = order.iter().position(|r| *r == "Ephesians 6:11").unwrap();
    let mut day = date("1970-01-01");
    for _ in 0..at {
        day = day.tomorrow().unwrap();
    }
    assert_eq!(reference_of_the_day(day).unwrap(), "Ephesians 6:11");
    assert!(verse_of_the_day(day)
        .unwrap()
        .uses
        .iter()
        .any(|u| matches!(u, Use::Help { rules, .. } if !rules.is_empty())));
}

#[test]
fn the_spanish_verse_of_the_day_is_the_same_reference_in_the_reina_valera_1909() {
    for (day, shown) in [
        ("2026-12-01", "Mateo 11:29"),
        ("1970-01-01", "Juan 16:33"),
        ("1969-12-31", "Salmos 34:4"),
        ("2026-12-25", "Lucas 2:10-11"),
    ] {
        let verse = verse_of_the_day_in(date(day), Lang::Spanish).unwrap();
        assert_eq!(verse.entry.shown, shown, "{day}");
        assert_eq!(verse.entry.translation, Translation::Rv1909);
        assert_eq!(
            verse.entry.reference,
            verse_of_the_day(date(day)).unwrap().entry.reference
        );
    }
    let mut day = date("2026-01-01");
    while day <= date("2027-12-31") {
        let en = entry_of_the_day(day).unwrap();
        let es = entry_of_the_day_in(day, Lang::Spanish).unwrap();
        assert_eq!(es.reference, en.reference);
        assert_eq!(entry_of_the_day_in(day, Lang::English).unwrap(), en);
        day = day.tomorrow().unwrap();
    }
}

#[test]
fn a_passage_is_found_where_a_library_verse_is_not_and_a_library_verse_first() {
    let passage = find_in("Psalm 46:1", Lang::Spanish).unwrap();
    assert!(passage.text.starts_with("Dios es nuestro amparo"));
    assert!(standfirm_guide::scripture::verse("Psalm 46:1").is_none());
    let library = standfirm_guide::scripture::verse_in("Ephesians 6:11", Lang::English).unwrap();
    assert!(std::ptr::eq(
        find_in("Ephesians 6:11", Lang::English).unwrap(),
        library
    ));
    assert!(find_in("Obadiah 1:1", Lang::English).is_none());
}

#[test]
fn a_broken_list_is_an_error_not_a_panic() {
    let kjv = standfirm_guide::daily::texts_in(Lang::English).unwrap();
    let rv = standfirm_guide::daily::texts_in(Lang::Spanish).unwrap();
    let two = r#""christmas": ["Luke 2:10-11", "Isaiah 9:6"], "easter": ["Matthew 28:6", "1 Corinthians 15:20"]"#;
    for (json, says) in [
        ("{", "EOF"),
        (
            &*format!(
                r#"{{{two}, "pentecost": ["Acts 2:4", "Acts 1:8"], "rotation": ["Psalm 46:1", "Psalm 46:1"]}}"#
            ),
            "Psalm 46:1 is listed twice",
        ),
        (
            &*format!(
                r#"{{{two}, "pentecost": ["Acts 2:4", "Acts 1:8"], "rotation": ["Obadiah 1:1"]}}"#
            ),
            "Obadiah 1:1 has no text in KJV",
        ),
        (
            &*format!(r#"{{{two}, "pentecost": ["Acts 2:4"], "rotation": ["Psalm 46:1"]}}"#),
            "two passages or more",
        ),
    ] {
        let error = Passages::load(json, kjv, rv).unwrap_err();
        assert_eq!(error.file, "assets/daily/passages.json");
        assert!(error.to_string().contains(says), "{json}: {error}");
    }
}
