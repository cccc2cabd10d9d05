//! The runner's contract for `standfirm-cli grade` and `deals`: one JSON object each, the same on every run,
//! what the engine's `grade::measure` and `grade::find` say; bad flags exit 2 with one line on stderr.

mod common;

use common::cli;
use serde_json::{json, Value};
use standfirm_engine::armor_of_god::Defense;
use standfirm_engine::grade::{self, Grade, Variant};

fn ok(args: &[&str]) -> Value {
    let run = cli(args, None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.is_empty());
    assert_eq!(run.stdout.lines().count(), 1, "one line: {}", run.stdout);
    serde_json::from_str(&run.stdout).unwrap()
}

fn err(args: &[&str]) -> String {
    let run = cli(args, None);
    assert_eq!(run.code, 2, "{args:?}: {}", run.stdout);
    assert!(run.stdout.is_empty(), "{args:?}");
    assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
    run.stderr.trim_end().to_string()
}

#[test]
fn grade_prints_the_engine_s_measure_the_same_every_time() {
    let args = [
        "grade",
        "--game",
        "armor-of-god",
        "--deal",
        "1",
        "--defense",
        "hard-a",
    ];
    let out = ok(&args);
    assert_eq!(out, ok(&args), "the same output twice");
    let m = grade::measure(Variant::ArmorOfGod(Defense::HardA), 1);
    // JSON reads a float back to within a unit in the last place.
    let margin = out["margin"].as_f64().unwrap();
    assert!((margin - m.chance.margin()).abs() < 1e-12);
    let mut out = out;
    out["margin"] = json!(m.chance.margin());
    assert_eq!(
        out,
        json!({
            "game": "armor-of-god",
            "deal": 1,
            "options": {"dart": "core", "defense": "hard-a", "faces": "ten"},
            "grade": m.grade.id(),
            "name": m.grade.name(),
            "chance": m.chance.value(),
            "margin": m.chance.margin(),
            "playouts": 2000,
            "hits": m.chance.hits,
            "measures": "win",
            "band": grade::band(m.variant, m.grade).words(),
        })
    );
    let pip = ok(&["grade", "--game", "pip-armor", "--deal", "5"]);
    let m = grade::measure(Variant::PipArmor, 5);
    assert_eq!(pip["grade"], json!(m.grade.id()));
    assert_eq!(pip["hits"], json!(m.chance.hits));
    assert_eq!(pip["measures"], "Unshaken");
    assert_eq!(pip["options"], json!({"learning": false}));
    let baseline = ok(&["grade", "--game", "armor-of-god", "--deal", "1"]);
    assert_eq!(
        baseline["options"]["defense"], "baseline",
        "Baseline by default"
    );
}

#[test]
fn deals_lists_the_engine_s_finds_in_walk_order() {
    let args = [
        "deals",
        "--game",
        "armor-of-god",
        "--grade",
        "very-hard",
        "--defense",
        "hard-a",
        "--count",
        "3",
        "--from",
        "100",
    ];
    let out = ok(&args);
    assert_eq!(out, ok(&args), "the same output twice");
    let found = grade::deals(Variant::ArmorOfGod(Defense::HardA), Grade::VeryHard, 100, 3);
    assert_eq!(found.len(), 3);
    let deals: Vec<u64> = out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["deal"].as_u64().unwrap())
        .collect();
    assert_eq!(deals, found.iter().map(|m| m.deal).collect::<Vec<_>>());
    assert!(deals[0] >= 100 && deals.windows(2).all(|w| w[0] < w[1]));
    for (d, m) in out["deals"].as_array().unwrap().iter().zip(&found) {
        assert_eq!(d["grade"], "very-hard");
        assert_eq!(d["chance"], json!(m.chance.value()));
        assert!(d["chance"].as_f64().unwrap() < 0.95);
    }
    assert_eq!(out["band"], "under 95%");
    assert_eq!(out["from"], 100);
    let pip = ok(&["deals", "--game", "pip-armor", "--grade", "gentle"]);
    assert_eq!(pip["deals"].as_array().unwrap().len(), 10, "ten by default");
}

#[test]
fn bad_flags_are_exit_2_and_one_line() {
    for (args, line) in [
        (&["grade", "--game", "armor-of-god"][..], "grade needs --deal N (1 to 999999)"),
        (&["grade", "--deal", "3"][..], "grade needs --game (armor-of-god or pip-armor)"),
        (
            &["grade", "--game", "armor-of-god", "--deal", "0"][..],
            "--deal must be from 1 to 999999, not 0",
        ),
        (
            &["grade", "--game", "armor-of-god", "--deal", "x"][..],
            "--deal needs a whole number, not \"x\"",
        ),
        (
            &["grade", "--game", "armor-of-god", "--deal", "3", "--dart", "softer"][..],
            "Armor of God's deals are graded with the Core Dart and J Q K = 10 only, not with the Softer Dart",
        ),
        (
            &["grade", "--game", "armor-of-god", "--deal", "3", "--defense", "easy"][..],
            "--defense does not accept \"easy\"",
        ),
        (
            &["grade", "--game", "pip-armor", "--deal", "3", "--learning", "true"][..],
            "PIP Armor's deals are graded without Learning Mode only",
        ),
        (
            &["grade", "--game", "pip-armor", "--deal", "3", "--defense", "hard-a"][..],
            "--defense is for Armor of God only",
        ),
        (
            &["grade", "--game", "strongholds", "--deal", "3"][..],
            "deals are graded for the solo games only (armor-of-god, pip-armor)",
        ),
        (
            &["grade", "--game", "pip-armor", "--deal", "3", "--deal", "4"][..],
            "--deal is given twice",
        ),
        (
            &["grade", "--game", "pip-armor", "--deal", "3", "--count", "4"][..],
            "unknown flag --count for grade",
        ),
        (
            &["deals", "--game", "pip-armor"][..],
            "deals needs --grade (gentle, steady, hard or very-hard)",
        ),
        (
            &["deals", "--game", "pip-armor", "--grade", "easy"][..],
            "unknown grade \"easy\" (gentle, steady, hard or very-hard)",
        ),
        (
            &["deals", "--game", "pip-armor", "--grade", "hard", "--count", "0"][..],
            "--count must be from 1 to 1000, not 0",
        ),
        (&["deals", "--game"][..], "--game needs a value"),
        (&["deals", "pip-armor"][..], "deals: expected a --flag, found \"pip-armor\""),
    ] {
        assert_eq!(err(args), line, "{args:?}");
    }
}
