//! Daily deals: the rule (same date, same deal; neighbouring dates unrelated; known values; the day's grade by
//! the weekday and the first deal of it from the start number), a daily deal is an ordinary game of its number
//! with the baseline options, and the daily and challenge tags survive the save file.

mod common;

use common::TempDir;
use standfirm_engine::armor_of_god::Options;
use standfirm_engine::grade::{self, Grade};
use standfirm_engine::GameKind;
use standfirm_store::daily::{self, deal_number, grade_of_day, start_number};
use standfirm_store::{parse_date, Challenge, Date, SaveFile, Setup, Store};

fn date(text: &str) -> Date {
    parse_date(text).unwrap()
}

#[test]
fn known_start_numbers() {
    // Computed independently from the documented rule (SplitMix64 of the day number XOR the game's constant).
    for (day, aog, pip) in [
        ("2026-12-01", 929_369, 865_578),
        ("2026-12-02", 352_109, 232_474),
        ("1970-01-01", 957_366, 374_865),
        ("1969-12-31", 487_623, 636_007),
        ("2030-06-15", 100_149, 886_810),
    ] {
        assert_eq!(
            start_number(GameKind::ArmorOfGod, date(day)),
            Some(aog),
            "{day}"
        );
        assert_eq!(
            start_number(GameKind::PipArmor, date(day)),
            Some(pip),
            "{day}"
        );
    }
    assert_eq!(
        start_number(GameKind::Strongholds, date("2026-12-01")),
        None
    );
}

#[test]
fn known_deal_numbers() {
    // The first deal of the day's grade from the start number on: pinned, so that a change to the grading (the
    // greedy bot, the bands, the playouts) that would move the daily deals is seen. A Tuesday (Gentle) keeps
    // its start number when that deal is Gentle.
    for (day, grade, aog, pip) in [
        ("2026-12-01", Grade::Gentle, 929_369, 865_580),
        ("2026-12-02", Grade::Steady, 352_127, 232_483),
        ("1970-01-01", Grade::Steady, 957_366, 374_865),
        ("1969-12-31", Grade::Steady, 487_627, 636_007),
        ("2030-06-15", Grade::Hard, 100_158, 886_819),
        ("2026-12-06", Grade::VeryHard, 571_294, 901_453),
    ] {
        assert_eq!(grade_of_day(date(day)), grade, "{day}");
        assert_eq!(
            deal_number(GameKind::ArmorOfGod, date(day)),
            Some(aog),
            "{day}"
        );
        assert_eq!(
            deal_number(GameKind::PipArmor, date(day)),
            Some(pip),
            "{day}"
        );
    }
    assert_eq!(deal_number(GameKind::Strongholds, date("2026-12-01")), None);
}

#[test]
fn each_day_s_deal_is_the_first_of_its_weekday_s_grade_from_the_start() {
    // The week from Monday 2026-11-30: Gentle, Gentle, Steady, Steady, Hard, Hard, Very hard.
    let mut day = date("2026-11-30");
    let mut grades = Vec::new();
    for _ in 0..7 {
        let g = grade_of_day(day);
        grades.push(g);
        for game in daily::GAMES {
            let variant = daily::variant(game).unwrap();
            let start = start_number(game, day).unwrap();
            let m = daily::graded(game, day).unwrap();
            assert_eq!(m.grade, g, "{game:?} {day}");
            assert_eq!(
                grade::measure(variant, m.deal),
                m,
                "{game:?} {day}: measured again"
            );
            assert_eq!(
                grade::find_within(variant, g, start, grade::WALK, None),
                Some(m),
                "{game:?} {day}: the walk from the start number"
            );
        }
        day = day.tomorrow().unwrap();
    }
    use Grade::*;
    let week = [Gentle, Gentle, Steady, Steady, Hard, Hard, VeryHard];
    assert_eq!(grades, week);
    let next_week: Vec<Grade> = (0..7)
        .scan(day, |d, _| {
            let g = grade_of_day(*d);
            *d = d.tomorrow().unwrap();
            Some(g)
        })
        .collect();
    assert_eq!(next_week, week, "and again the next week");
}

#[test]
fn the_same_date_gives_the_same_deal() {
    let day = date("2026-12-01");
    for game in daily::GAMES {
        assert_eq!(
            deal_number(game, day),
            deal_number(game, date("2026-12-01"))
        );
        let first = SaveFile::new_daily(game, day).unwrap().0;
        let again = SaveFile::new_daily(game, day).unwrap().0;
        assert_ne!(first.id, again.id, "two games");
        assert_eq!(first.setup, again.setup, "one deal");
    }
}

#[test]
fn neighbouring_dates_start_from_different_numbers_for_a_century() {
    let mut day = date("2000-01-01");
    let mut previous = daily::GAMES.map(|g| start_number(g, day).unwrap());
    let mut days = 0;
    while day < date("2100-01-01") {
        day = day.tomorrow().unwrap();
        let deals = daily::GAMES.map(|g| start_number(g, day).unwrap());
        for (game, (today, yesterday)) in daily::GAMES.iter().zip(deals.iter().zip(&previous)) {
            assert_ne!(today, yesterday, "{game:?} on {day} repeats the day before");
            assert!((1..=999_999).contains(today));
        }
        assert_ne!(deals[0], deals[1], "the two games share a deal on {day}");
        previous = deals;
        days += 1;
    }
    assert_eq!(days, 36_525, "every pair of neighbours from 2000 to 2100");
}

#[test]
fn neighbouring_dates_are_different_deals_for_a_season() {
    let mut day = date("2026-12-01");
    let mut previous = daily::GAMES.map(|g| deal_number(g, day).unwrap());
    for _ in 0..90 {
        day = day.tomorrow().unwrap();
        let deals = daily::GAMES.map(|g| deal_number(g, day).unwrap());
        for (game, (today, yesterday)) in daily::GAMES.iter().zip(deals.iter().zip(&previous)) {
            assert_ne!(today, yesterday, "{game:?} on {day} repeats the day before");
            assert!((1..=999_999).contains(today));
        }
        previous = deals;
    }
}

#[test]
fn a_daily_deal_is_an_ordinary_game_of_its_number() {
    let day = date("2026-12-01");
    let (save, _) = SaveFile::new_daily(GameKind::ArmorOfGod, day).unwrap();
    assert_eq!(
        save.setup,
        Setup::ArmorOfGod {
            options: Options::default(),
            seed: 929_369,
            deck: None
        }
    );
    assert_eq!(save.setup.variant_key(), "core/baseline/ten");
    assert_eq!(save.name, "Armor of God · daily 2026-12-01");
    assert_eq!(save.daily, Some(day));
    let graded = daily::graded(GameKind::ArmorOfGod, day).unwrap();
    assert_eq!(save.challenge, Some(Challenge::of(&graded)));
    assert_eq!(save.challenge.unwrap().grade, Grade::Gentle, "a Tuesday");
    let (pip, _) = SaveFile::new_daily(GameKind::PipArmor, day).unwrap();
    assert_eq!(pip.setup.variant_key(), "standard");
    assert_eq!(pip.setup.seed(), 865_580);
    assert!(SaveFile::new_daily(GameKind::Strongholds, day).is_none());
}

#[test]
fn the_daily_tag_is_saved_and_read_back() {
    let dir = TempDir::new("daily-tag");
    let store = Store::open(dir.path()).unwrap();
    let day = date("2026-12-01");
    let (save, _) = SaveFile::new_daily(GameKind::PipArmor, day).unwrap();
    let text = String::from_utf8(save.to_bytes()).unwrap();
    assert!(text.contains("\"daily\": \"2026-12-01\""), "{text}");
    assert!(text.contains("\"grade\": \"gentle\""), "{text}");
    let file = store.write(&save).unwrap();
    let (loaded, _) = store.load(&file).unwrap();
    assert_eq!(loaded, save);
    let copy = store.save_as(&loaded, "Another try").unwrap();
    assert_eq!(copy.daily, Some(day), "a copy is the same daily deal");
    assert_eq!(copy.challenge, save.challenge, "of the same grade");

    let ordinary = SaveFile::new(save.setup.clone(), "Deal").unwrap().0;
    let text = String::from_utf8(ordinary.to_bytes()).unwrap();
    assert!(
        !text.contains("daily") && !text.contains("challenge"),
        "an ordinary game writes no daily or challenge field"
    );
}

#[test]
fn a_bad_daily_tag_is_a_damaged_save() {
    let (save, _) = SaveFile::new_daily(GameKind::ArmorOfGod, date("2026-12-01")).unwrap();
    let text = String::from_utf8(save.to_bytes()).unwrap();
    let bad = text.replace("\"daily\": \"2026-12-01\"", "\"daily\": \"2026-02-30\"");
    let why = SaveFile::from_bytes(bad.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(why.starts_with("the save is damaged: "), "{why}");

    let sh = common::play(common::strongholds(3, 3, false), common::Policy::Random, 0).0;
    let text = String::from_utf8(sh.to_bytes()).unwrap();
    let tagged = text.replacen("\"seed\"", "\"daily\": \"2026-12-01\",\n  \"seed\"", 1);
    assert_eq!(
        SaveFile::from_bytes(tagged.as_bytes()).unwrap_err().to_string(),
        "the save is damaged: a Strongholds save has no \"daily\" field (only the solo games have daily deals)"
    );
}
