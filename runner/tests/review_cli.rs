//! `standfirm-cli review SAVE`: a saved game's review as JSON, the same as the store's (the app's path), the
//! same bytes every run, and one line for a file or a seat it cannot review.

mod common;

use common::cli;
use serde_json::{json, Value};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::odds::Playout;
use standfirm_engine::strongholds as sh;
use standfirm_store::{review_save, SaveFile, Seat, Setup};
use std::path::PathBuf;

/// A fresh temporary folder for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("standfirm-review-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// An Armor of God game at Hard A played to its end by the greedy bot, saved.
fn aog_save() -> SaveFile {
    let options = aog::Options {
        defense: aog::Defense::HardA,
        ..aog::Options::default()
    };
    let mut s = aog::State::new(options, 14);
    let mut actions = Vec::new();
    while let Some(a) = s.greedy_move(0) {
        s.apply(&a).unwrap();
        actions.push(a.to_string());
    }
    let setup = Setup::ArmorOfGod {
        options,
        seed: 14,
        deck: None,
    };
    SaveFile::from_actions(setup, actions, "Hard A · deal 14")
        .unwrap()
        .0
}

/// Writes `save` in `dir` and returns its path.
fn write(dir: &std::path::Path, save: &SaveFile) -> String {
    let path = dir.join(save.file_name());
    std::fs::write(&path, save.to_bytes()).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn the_runners_review_is_the_stores_and_the_same_every_run() {
    let dir = temp_dir("same");
    let save = aog_save();
    let path = write(&dir, &save);
    let first = cli(&["review", &path, "--worlds", "60"], None);
    assert_eq!(first.code, 0, "{}", first.stderr);
    let again = cli(&["review", &path, "--worlds", "60"], None);
    assert_eq!(first.stdout, again.stdout, "deterministic");
    // The same bytes as the store's review (a float read back may differ in its last bit, so the text is
    // compared).
    let mut stored = serde_json::to_value(review_save(&save, 0, Some(60)).unwrap()).unwrap();
    stored["name"] = json!(save.name);
    assert_eq!(first.stdout.trim_end(), stored.to_string());
    let printed: Value = serde_json::from_str(&first.stdout).unwrap();
    let review = &printed["review"];
    assert_eq!(printed["game"], "armor-of-god");
    assert_eq!(review["goal"], "win");
    assert_eq!(review["won"], json!(true));
    let decisions = review["decisions"].as_array().unwrap();
    assert!(decisions.len() > 40, "{}", decisions.len());
    let d = &decisions[0];
    for field in [
        "index",
        "chance",
        "also",
        "played",
        "best",
        "lost",
        "lost_margin",
        "luck",
    ] {
        assert!(!d[field].is_null(), "{field} in {d}");
    }
    assert!(d["chance"]["margin"].as_f64().unwrap() > 0.0);
    assert_eq!(d["worlds"], 60);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_strongholds_seat_is_reviewed_from_its_own_decisions() {
    let dir = temp_dir("seat");
    let mut s = sh::State::new(sh::Options::new(2), 4, 0).unwrap();
    let mut actions = Vec::new();
    while let Some(a) = sh::bots::greedy(&s) {
        s.apply(&a).unwrap();
        actions.push(a.to_string());
    }
    let setup = Setup::Strongholds {
        options: sh::Options::new(2),
        seed: 4,
        first_player: 0,
        decks: None,
        seats: vec![Seat::person("Ann"), Seat::bot("Bot 2", sh::Level::Wise)],
        secret: Some(99),
    };
    let save = SaveFile::from_actions(setup, actions, "Strongholds")
        .unwrap()
        .0;
    let path = write(&dir, &save);
    let run = cli(&["review", &path, "--seat", "1", "--worlds", "8"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let printed: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(printed["review"]["seat"], 1);
    assert_eq!(printed["review"]["goal"], "first");
    let bad = cli(&["review", &path, "--seat", "2"], None);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("no seat 2"), "{}", bad.stderr);
    let missing = cli(&["review", &dir.join("none.json").to_string_lossy()], None);
    assert_eq!(missing.code, 2);
    assert_eq!(missing.stderr.lines().count(), 1, "{}", missing.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}
