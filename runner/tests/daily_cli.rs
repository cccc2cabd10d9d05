//! `standfirm-cli daily`: one JSON object of a date's deals, their grade and chances, and the verse, today from
//! `STANDFIRM_TODAY`, a bad date refused with exit 2 and one line, and the round trip with the store's rule (the
//! printed deal is the store's daily game, of the printed grade).

mod common;

use common::cli;
use serde_json::{json, Value};
use standfirm_engine::GameKind;
use standfirm_store::{parse_date, SaveFile, TODAY_ENV};
use std::process::Command;

fn daily_json(args: &[&str]) -> Value {
    let run = cli(args, None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.is_empty());
    assert_eq!(run.stdout.lines().count(), 1, "one line: {}", run.stdout);
    serde_json::from_str(&run.stdout).unwrap()
}

#[test]
fn a_date_prints_its_deals_and_verse() {
    assert_eq!(
        daily_json(&["daily", "--date", "2026-12-01"]),
        json!({
            "date": "2026-12-01",
            "grade": "gentle",
            "armor-of-god": 929_369,
            "pip-armor": 865_580,
            "chance": {"armor-of-god": 1.0, "pip-armor": 1.0},
            "start": {"armor-of-god": 929_369, "pip-armor": 865_578},
            "verse": "Matthew 11:29"
        })
    );
    let sunday = daily_json(&["daily", "--date", "2026-12-06"]);
    assert_eq!(sunday["grade"], "very-hard");
    assert_eq!(sunday["armor-of-god"], 571_294);
    assert_eq!(sunday["chance"]["armor-of-god"], 0.7);
}

#[test]
fn the_deal_printed_is_the_store_s_daily_game() {
    for day in ["2024-02-29", "2026-12-01", "2031-07-04"] {
        let out = daily_json(&["daily", "--date", day]);
        let date = parse_date(day).unwrap();
        for game in [GameKind::ArmorOfGod, GameKind::PipArmor] {
            let (save, _) = SaveFile::new_daily(game, date).unwrap();
            assert_eq!(out[game.id()], json!(save.setup.seed()), "{day} {game:?}");
            let tag = save.challenge.unwrap();
            assert_eq!(out["grade"], json!(tag.grade.id()), "{day} {game:?}");
            assert_eq!(
                out["chance"][game.id()],
                json!(tag.chance),
                "{day} {game:?}"
            );
        }
        let verse = standfirm_guide::daily::verse_of_the_day(date).unwrap();
        assert_eq!(out["verse"], json!(verse.entry.reference));
    }
}

/// Runs `standfirm-cli daily` with `STANDFIRM_TODAY` set to `today`.
fn with_today(today: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_standfirm-cli"))
        .arg("daily")
        .env(TODAY_ENV, today)
        .output()
        .unwrap()
}

#[test]
fn without_a_date_it_is_today_from_the_store_s_clock() {
    let out = with_today("2026-12-02");
    assert!(out.status.success());
    let value: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value, daily_json(&["daily", "--date", "2026-12-02"]));
    let bad = with_today("someday");
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    assert_eq!(
        String::from_utf8(bad.stderr).unwrap(),
        "STANDFIRM_TODAY: \"someday\" is not a date: write it as YYYY-MM-DD, like 2026-12-01\n"
    );
}

#[test]
fn a_bad_date_is_exit_2_and_one_line() {
    for (args, line) in [
        (
            &["daily", "--date", "2026-02-30"][..],
            "\"2026-02-30\" is not a date on the calendar",
        ),
        (
            &["daily", "--date", "1/12/2026"][..],
            "\"1/12/2026\" is not a date: write it as YYYY-MM-DD, like 2026-12-01",
        ),
        (
            &["daily", "--date"][..],
            "usage: standfirm-cli daily [--date YYYY-MM-DD]",
        ),
        (
            &["daily", "--when", "2026-12-01"][..],
            "usage: standfirm-cli daily [--date YYYY-MM-DD]",
        ),
    ] {
        let run = cli(args, None);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stdout.is_empty(), "{args:?}");
        assert_eq!(run.stderr, format!("{line}\n"), "{args:?}");
    }
}
