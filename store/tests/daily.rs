//! Daily deals: the rule (same date, same deal; neighbouring dates unrelated; known values), a daily deal is an
//! ordinary game of its number with the baseline options, and the daily tag survives the save file.

mod common;

use common::TempDir;
use standfirm_engine::armor_of_god::Options;
use standfirm_engine::GameKind;
use standfirm_store::daily::{self, deal_number};
use standfirm_store::{parse_date, Date, SaveFile, Setup, Store};

fn date(text: &str) -> Date {
    parse_date(text).unwrap()
}

#[test]
fn known_deal_numbers() {
    // Computed independently from the documented rule (SplitMix64 of the day number XOR the game's constant).
    for (day, aog, pip) in [
        ("2026-12-01", 929_369, 865_578),
        ("2026-12-02", 352_109, 232_474),
        ("1970-01-01", 957_366, 374_865),
        ("1969-12-31", 487_623, 636_007),
        ("2030-06-15", 100_149, 886_810),
    ] {
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
fn neighbouring_dates_are_different_deals_for_a_century() {
    let mut day = date("2000-01-01");
    let mut previous = daily::GAMES.map(|g| deal_number(g, day).unwrap());
    let mut days = 0;
    while day < date("2100-01-01") {
        day = day.tomorrow().unwrap();
        let deals = daily::GAMES.map(|g| deal_number(g, day).unwrap());
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
    let (pip, _) = SaveFile::new_daily(GameKind::PipArmor, day).unwrap();
    assert_eq!(pip.setup.variant_key(), "standard");
    assert_eq!(pip.setup.seed(), 865_578);
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
    let file = store.write(&save).unwrap();
    let (loaded, _) = store.load(&file).unwrap();
    assert_eq!(loaded, save);
    let copy = store.save_as(&loaded, "Another try").unwrap();
    assert_eq!(copy.daily, Some(day), "a copy is the same daily deal");

    let ordinary = SaveFile::new(save.setup.clone(), "Deal").unwrap().0;
    let text = String::from_utf8(ordinary.to_bytes()).unwrap();
    assert!(
        !text.contains("daily"),
        "an ordinary game writes no daily field"
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
