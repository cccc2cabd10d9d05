//! The runner's contract for `standfirm-cli odds`: one JSON object with the chance, its margin, the
//! playouts, the time and the hint in the notation, plus each game's own chances; a finished game, a bad
//! script or a bad flag exits 2 with one line on stderr; the same script gives the same numbers.

mod common;

use common::{cli, Run};
use serde_json::{json, Value};
use standfirm_engine::odds::{self, position_key, Budget, Chance};

/// Runs `odds -` on a script with extra flags.
fn odds(script: &Value, flags: &[&str]) -> Run {
    let mut args = vec!["odds", "-"];
    args.extend_from_slice(flags);
    cli(&args, Some(&script.to_string()))
}

/// A run that must succeed with one JSON object on one line.
fn odds_ok(script: &Value, flags: &[&str]) -> Value {
    let run = odds(script, flags);
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert!(run.stderr.is_empty());
    assert_eq!(run.stdout.lines().count(), 1, "one JSON object on one line");
    serde_json::from_str(&run.stdout).expect("stdout is JSON")
}

/// A run that must fail: exit 2, nothing on stdout, one line on stderr. Returns the line.
fn odds_err(script: &str, flags: &[&str]) -> String {
    let mut args = vec!["odds", "-"];
    args.extend_from_slice(flags);
    let run = cli(&args, Some(script));
    assert_eq!(run.code, 2, "stdout: {}", run.stdout);
    assert!(run.stdout.is_empty());
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    run.stderr.trim_end().to_string()
}

/// The fields every game prints, checked for range; returns the hint.
fn check_common(out: &Value, playouts: u64) -> Option<String> {
    let chance = out["chance"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&chance));
    let margin = out["margin"].as_f64().unwrap();
    assert!(margin > 0.0 && margin < 0.5, "{margin}");
    assert_eq!(out["playouts"], playouts);
    assert!(out["millis"].is_u64());
    out["hint"].as_str().map(str::to_string)
}

/// The printed `chance` and `margin` of `out` (or of one of its objects) are exactly `c`'s.
fn assert_chance(out: &Value, c: Chance, what: &str) {
    assert_eq!(out["chance"].as_f64(), Some(c.value()), "{what}: {out}");
    // The margin is worked out again from the counts: the same to the last bit or two.
    let margin = out["margin"].as_f64().unwrap();
    assert!((margin - c.margin()).abs() < 1e-12, "{what}: {out}");
}

/// The script's state after its actions, as `script` prints it.
fn legal_after(script: &Value) -> Vec<String> {
    let run = cli(&["script", "-"], Some(&script.to_string()));
    let view: Value = serde_json::from_str(&run.stdout).unwrap();
    view["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn armor_of_god_prints_the_chance_the_next_check_and_a_legal_hint() {
    let script = json!({"game": "armor-of-god", "seed": 7, "options": {"defense": "hard-a"}});
    let out = odds_ok(&script, &["--playouts", "400", "--hint-playouts", "40"]);
    let hint = check_common(&out, 400).expect("a hint while the game is on");
    assert!(legal_after(&script).contains(&hint), "{hint} is legal");
    assert_eq!(out["game"], "armor-of-god");
    assert_eq!(out["next_check"]["round"], 1);
    assert_eq!(
        out["next_check"]["needs"], 3,
        "Hard A needs 3 after round 1 (AOG-9.4)"
    );
    assert!(out["next_check"]["chance"].as_f64().unwrap() >= out["chance"].as_f64().unwrap());
    assert!(out["greedy"].is_string());
    // The numbers are the engine's estimate of that position with the same key and playouts.
    use standfirm_engine::armor_of_god::{Defense, Options, State};
    let state = State::new(
        Options {
            defense: Defense::HardA,
            ..Options::default()
        },
        7,
    );
    let key = position_key(&state, 0);
    let expected = odds::armor_of_god(&state, key, Budget::playouts(400)).unwrap();
    assert_chance(&out, expected.win, "the chance to win");
    assert_chance(
        &out["next_check"],
        expected.pass_next_check,
        "the next check",
    );
    let best = odds::armor_of_god_best(&state, key, Budget::playouts(40)).unwrap();
    assert_eq!(out["hint"], best.best.to_string());
    assert_eq!(out["greedy"], best.greedy.to_string());
    assert_eq!(out["hint_chance"].as_f64(), Some(best.chance.value()));
}

#[test]
fn the_same_script_gives_the_same_numbers() {
    let script = json!({"game": "armor-of-god", "seed": 3});
    let a = odds_ok(&script, &["--playouts", "300", "--hint-playouts", "20"]);
    let b = odds_ok(&script, &["--playouts", "300", "--hint-playouts", "20"]);
    for field in ["chance", "margin", "hint", "next_check"] {
        assert_eq!(a[field], b[field], "{field}");
    }
}

#[test]
fn pip_armor_prints_each_ratings_chance_and_whole_armor() {
    let script = json!({"game": "pip-armor", "seed": 5, "actions": ["prepare 1 armor", "prepare 2 response"]});
    let out = odds_ok(&script, &["--playouts", "300", "--hint-playouts", "20"]);
    let hint = check_common(&out, 300).unwrap();
    assert!(legal_after(&script).contains(&hint));
    let ratings = out["ratings"].as_object().unwrap();
    let names: Vec<&str> = ratings.keys().map(String::as_str).collect();
    assert_eq!(
        names.len(),
        4,
        "Barely Standing, Standing Firm, Strong in the Lord, Unshaken (PIP-8.1): {names:?}"
    );
    let sum: f64 = ratings
        .values()
        .map(|r| r["chance"].as_f64().unwrap())
        .sum();
    assert!((sum - out["chance"].as_f64().unwrap()).abs() < 1e-9);
    assert!(out["whole_armor"]["chance"].as_f64().unwrap() <= out["chance"].as_f64().unwrap());
    assert_eq!(out["winnable"], true);
    // The engine's estimate of that position, rating by rating.
    use standfirm_engine::pip_armor::{Action, Options, State};
    let mut state = State::new(Options::default(), 5);
    for action in ["prepare 1 armor", "prepare 2 response"] {
        state.apply(&action.parse::<Action>().unwrap()).unwrap();
    }
    let key = position_key(&state, 0);
    let expected = odds::pip_armor(&state, key, Budget::playouts(300)).unwrap();
    assert_chance(&out, expected.win, "the chance of a victory");
    assert_chance(&out["whole_armor"], expected.whole_armor, "Whole Armor");
    for r in expected.ratings {
        assert_chance(&ratings[r.rating.name()], r.chance, r.rating.name());
    }
    let best = odds::pip_armor_best(&state, key, Budget::playouts(20)).unwrap();
    assert_eq!(hint, best.best.to_string());
}

#[test]
fn strongholds_takes_a_seat_and_the_bots_levels() {
    let script = json!({"game": "strongholds", "seed": 3, "options": {"players": 3}});
    let out = odds_ok(
        &script,
        &[
            "--seat",
            "1",
            "--levels",
            "steady,gentle,wise",
            "--playouts",
            "60",
            "--hint-playouts",
            "4",
        ],
    );
    check_common(&out, 60);
    assert_eq!(out["seat"], 1);
    assert_eq!(out["levels"], json!(["steady", "gentle", "wise"]));
    assert!(out["first_alone"]["chance"].as_f64().unwrap() <= out["chance"].as_f64().unwrap());
    // The engine's estimate from seat 1's view, keyed by the table's secret (the deal's, for a script) and the
    // actions so far.
    use standfirm_engine::strongholds::{decision_key, Level, Options, State};
    let state = State::new(Options::new(3), 3, 0)
        .unwrap()
        .with_bot_secret(3);
    let levels = [Level::Steady, Level::Gentle, Level::Wise];
    let key = decision_key(3, 1, 0);
    let expected = odds::strongholds(&state, 1, &levels, key, Budget::playouts(60)).unwrap();
    assert_chance(&out, expected.first, "the chance to finish first");
    assert_chance(&out["first_alone"], expected.first_alone, "first alone");
    let line = odds_err(&script.to_string(), &["--seat", "3"]);
    assert_eq!(line, "there is no seat 3: the table has seats 0 to 2");
    let line = odds_err(&script.to_string(), &["--levels", "steady,wise"]);
    assert_eq!(line, "2 bot levels for 3 seats");
}

#[test]
fn a_finished_game_exits_2_with_one_line() {
    // Seed 1 played to its end by always taking the first legal move, read back from `script`.
    let mut actions: Vec<String> = Vec::new();
    loop {
        let script = json!({"game": "armor-of-god", "seed": 1, "actions": actions});
        let legal = legal_after(&script);
        if legal.is_empty() {
            let line = odds_err(&script.to_string(), &["--playouts", "10"]);
            assert_eq!(
                line,
                "the game is over: there is no chance left to estimate"
            );
            break;
        }
        actions.push(legal[0].clone());
    }
}

#[test]
fn a_bad_script_or_flag_exits_2_with_one_line() {
    assert!(odds_err("{", &[]).starts_with("malformed script"));
    assert!(odds_err(r#"{"game": "chess"}"#, &[]).contains("unknown game"));
    let aog = r#"{"game": "armor-of-god"}"#;
    assert!(odds_err(aog, &["--seat", "1"]).contains("seat 0 only"));
    assert!(odds_err(aog, &["--playouts", "0"]).contains("at least 1"));
    assert!(odds_err(aog, &["--frobnicate", "1"]).contains("unknown flag"));
    assert!(odds_err(aog, &["--levels", "wise"]).contains("Strongholds only"));
    let illegal = r#"{"game": "armor-of-god", "actions": ["discard 2C"]}"#;
    assert!(odds_err(illegal, &[]).starts_with("action 0"));
}
