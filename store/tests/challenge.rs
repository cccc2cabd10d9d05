//! Graded games: a Challenge starts on its measured deal and carries its grade and chance through the save file
//! (an old save without one loads as before; a bad one is a damaged save), into the result, the history, the
//! figures by grade and the CSV; an old `stats.json` without grades loads.

mod common;

use common::{play, Policy, TempDir};
use serde_json::json;
use standfirm_engine::armor_of_god::Defense;
use standfirm_engine::grade::{self, Grade, Variant};
use standfirm_engine::GameKind;
use standfirm_store::figures::{grades, GradeWins};
use standfirm_store::{
    challenge, history_csv, Challenge, GameResult, Outcome, Replayed, SaveFile, Store,
};

fn hard_a(grade: Grade) -> grade::Measured {
    grade::find(Variant::ArmorOfGod(Defense::HardA), grade, 1, None).unwrap()
}

#[test]
fn a_challenge_starts_on_its_deal_and_keeps_its_grade_in_the_save() {
    let dir = TempDir::new("challenge-save");
    let store = Store::open(dir.path()).unwrap();
    let m = hard_a(Grade::VeryHard);
    let (save, state) = SaveFile::new_challenge(&m).unwrap();
    assert_eq!(save.setup, challenge::setup(m.variant, m.deal));
    assert_eq!(save.setup.variant_key(), "core/hard-a/ten");
    assert_eq!(save.setup.seed(), m.deal);
    assert_eq!(
        save.name,
        format!("Armor of God · Very hard · deal {}", m.deal)
    );
    assert!(matches!(state, Replayed::ArmorOfGod(_)));
    let tag = save.challenge.unwrap();
    assert_eq!(tag.grade, Grade::VeryHard);
    assert_eq!(tag.chance, m.chance.value());
    assert_eq!(tag.playouts, grade::GRADE_PLAYOUTS);
    assert_eq!(tag.percent(), grade::percent(m.chance));
    assert_eq!(save.daily, None, "a Challenge is not a daily deal");

    let text = String::from_utf8(save.to_bytes()).unwrap();
    assert!(text.contains("\"challenge\": {"), "{text}");
    assert!(text.contains("\"grade\": \"very-hard\""), "{text}");
    let file = store.write(&save).unwrap();
    let (loaded, _) = store.load(&file).unwrap();
    assert_eq!(loaded, save);
    assert_eq!(
        store.save_as(&loaded, "Again").unwrap().challenge,
        save.challenge
    );
}

#[test]
fn a_save_without_a_challenge_loads_and_a_bad_one_is_damaged() {
    let m = grade::find(Variant::PipArmor, Grade::Hard, 1, None).unwrap();
    let (save, _) = SaveFile::new_challenge(&m).unwrap();
    let text = String::from_utf8(save.to_bytes()).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();

    let mut without = value.clone();
    without.as_object_mut().unwrap().remove("challenge");
    let old = SaveFile::from_bytes(without.to_string().as_bytes()).unwrap();
    assert_eq!(old.challenge, None);
    assert_eq!(old.setup, save.setup);

    for (field, bad, why) in [
        (
            "chance",
            json!(1.5),
            "the save is damaged: the challenge's chance 1.5 or margin ",
        ),
        (
            "playouts",
            json!(0),
            "the save is damaged: the challenge was measured with no playouts",
        ),
        (
            "grade",
            json!("impossible"),
            "the save is damaged: unknown variant `impossible`",
        ),
    ] {
        let mut broken = value.clone();
        broken["challenge"][field] = bad;
        let reason = SaveFile::from_bytes(broken.to_string().as_bytes())
            .unwrap_err()
            .to_string();
        assert!(reason.starts_with(why), "{field}: {reason}");
    }

    let sh = play(common::strongholds(3, 3, false), Policy::Random, 0).0;
    let mut tagged: serde_json::Value = serde_json::from_slice(&sh.to_bytes()).unwrap();
    tagged["challenge"] = value["challenge"].clone();
    assert_eq!(
        SaveFile::from_bytes(tagged.to_string().as_bytes())
            .unwrap_err()
            .to_string(),
        "the save is damaged: a Strongholds save has no \"challenge\" field (only the solo games are graded)"
    );
}

#[test]
fn results_carry_the_grade_into_the_history_the_figures_and_the_csv() {
    let dir = TempDir::new("challenge-stats");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    let games = [
        (hard_a(Grade::VeryHard), Outcome::Won),
        (hard_a(Grade::VeryHard), Outcome::Lost),
        (hard_a(Grade::Gentle), Outcome::Won),
        (hard_a(Grade::Hard), Outcome::Abandoned),
    ];
    for (i, (m, outcome)) in games.iter().enumerate() {
        let (save, _) = SaveFile::new_challenge(m).unwrap();
        let result = GameResult {
            id: format!("armor-of-god-{i}"),
            outcome: *outcome,
            ..GameResult::abandoned(&save)
        };
        assert_eq!(result.challenge, save.challenge);
        book.record(&result).unwrap();
    }
    let ordinary = play(common::pip(3, false), Policy::Random, 0).0;
    book.record(&GameResult {
        outcome: Outcome::Won,
        ..GameResult::abandoned(&ordinary)
    })
    .unwrap();
    let stats = book.statistics();
    assert_eq!(stats.history[0].grade, Some(Grade::VeryHard));
    assert_eq!(stats.history[0].chance, Some(games[0].0.chance.value()));
    assert_eq!(stats.history[4].grade, None, "an ordinary game");

    let wins = |grade, played, won| GradeWins { grade, played, won };
    assert_eq!(
        grades(stats, GameKind::ArmorOfGod, None),
        [
            wins(Grade::Gentle, 1, 1),
            wins(Grade::Steady, 0, 0),
            wins(Grade::Hard, 1, 0),
            wins(Grade::VeryHard, 2, 1),
        ]
    );
    assert_eq!(grades(stats, GameKind::ArmorOfGod, None)[3].rate(), 0.5);
    assert!(grades(stats, GameKind::PipArmor, None)
        .iter()
        .all(|g| g.played == 0));
    assert!(
        grades(stats, GameKind::ArmorOfGod, Some("core/baseline/ten"))
            .iter()
            .all(|g| g.played == 0)
    );

    let csv = history_csv(&stats.history);
    let rows: Vec<&str> = csv.split_terminator("\r\n").collect();
    let chance = format!("{:.4}", games[0].0.chance.value());
    assert!(
        rows[1].contains(&format!(",very-hard,{chance},")),
        "{}",
        rows[1]
    );
    assert!(rows[5].contains(",,,,,,,pip-armor-"), "{}", rows[5]);

    // Read back from the file: the grades survive stats.json.
    let again = store.stats();
    assert_eq!(again.statistics().history, stats.history);
}

#[test]
fn a_challenge_of_each_variant_starts_its_game() {
    for variant in Variant::ALL {
        let m = grade::find(variant, Grade::Gentle, 1, None).unwrap();
        let (save, _) = SaveFile::new_challenge(&m).unwrap();
        assert_eq!(save.setup.game(), variant.game());
        assert_eq!(save.challenge, Some(Challenge::of(&m)), "{}", variant.id());
    }
}
