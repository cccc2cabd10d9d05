//! The headless runner's contract for Armor of God: `standfirm-cli script` and `standfirm-cli sim`.

mod common;

use common::{cli, script_err, script_ok};
use serde_json::{json, Value};

/// A stacked deck: the first hand is 6H 10C 2C 9D (Belt can be claimed on turn 2), A♠ deep in the deck.
fn stacked_deck() -> Vec<String> {
    let top = ["10C", "6H", "2C", "9D", "3C", "4C"];
    let mut deck: Vec<String> = top.iter().map(|s| s.to_string()).collect();
    for card in standfirm_engine::cards::deck_52() {
        let text = card.to_string();
        if !top.contains(&text.as_str()) && text != "AS" {
            deck.push(text);
        }
    }
    deck.push("AS".into());
    deck
}

#[test]
fn script_prints_the_contract_fields() {
    let view = script_ok(&json!({"game": "armor-of-god", "seed": 7}));
    for field in [
        "game",
        "status",
        "reason",
        "round",
        "claimed",
        "banked",
        "piles",
        "hand",
        "deck_count",
        "discard_count",
        "awaiting",
        "legal",
    ] {
        assert!(view.get(field).is_some(), "missing {field}");
    }
    assert_eq!(view["game"], "armor-of-god");
    assert_eq!(view["status"], "in_progress");
    assert_eq!(view["reason"], Value::Null);
    assert_eq!(view["round"], 1);
    assert_eq!(view["awaiting"], "play");
    assert_eq!(view["hand"].as_array().unwrap().len(), 4);
    assert_eq!(view["deck_count"], 48);
    let piles = view["piles"].as_object().unwrap();
    let mut names: Vec<&str> = piles.keys().map(String::as_str).collect();
    names.sort();
    assert_eq!(
        names,
        ["belt", "breastplate", "helmet", "shield", "shoes", "sword"]
    );
    assert!(piles.values().all(|p| p.as_array().unwrap().is_empty()));
    assert_eq!(
        view["legal"].as_array().unwrap().len(),
        24,
        "4 cards x 6 slots"
    );
}

#[test]
fn script_plays_a_stacked_deck() {
    let view = script_ok(&json!({
        "game": "armor-of-god",
        "options": {"dart": "softer", "defense": "hard-b", "faces": "rank"},
        "seed": 3,
        "deck": stacked_deck(),
        "actions": ["play 10c belt", "discard 2C", "play 6H belt"]
    }));
    assert_eq!(view["claimed"], json!(["belt"]));
    assert_eq!(
        view["piles"].get("belt"),
        None,
        "claimed slots leave `piles`"
    );
    assert_eq!(view["awaiting"], "discard");
    assert_eq!(view["hand"], json!(["9D", "3C", "4C"]));
    assert_eq!(
        view["legal"],
        json!(["discard 9D", "discard 3C", "discard 4C"])
    );
    assert_eq!(view["discard_count"], 1);
    assert_eq!(
        view["options"],
        json!({"dart": "softer", "defense": "hard-b", "faces": "rank"})
    );
}

#[test]
fn same_script_same_output() {
    let script = json!({"game": "armor-of-god", "seed": 11, "actions": []});
    assert_eq!(script_ok(&script), script_ok(&script));
    let other = json!({"game": "armor-of-god", "seed": 12});
    assert_ne!(script_ok(&script)["hand"], script_ok(&other)["hand"]);
}

#[test]
fn illegal_action_names_index_action_and_reason() {
    let line = script_err(r#"{"game": "armor-of-god", "seed": 7, "actions": ["play AS belt"]}"#);
    assert_eq!(
        line,
        r#"action 0 "play AS belt": the Ace of Spades is Satan's Dart and cannot be played"#
    );
    let deck = serde_json::to_string(&stacked_deck()).unwrap();
    let script = format!(
        r#"{{"game": "armor-of-god", "deck": {deck}, "actions": ["play 10C belt", "discard 2C", "play 6H belt", "play 9D shoes"]}}"#
    );
    assert_eq!(
        script_err(&script),
        r#"action 3 "play 9D shoes": discard one card from your hand to end the turn"#
    );
    let script =
        format!(r#"{{"game": "armor-of-god", "deck": {deck}, "actions": ["play KH belt"]}}"#);
    assert_eq!(
        script_err(&script),
        r#"action 0 "play KH belt": the King of Hearts is not in your hand"#
    );
    let script = r#"{"game": "armor-of-god", "actions": ["jump"]}"#;
    assert!(script_err(script).starts_with(r#"action 0 "jump": not an Armor of God action"#));
}

#[test]
fn malformed_scripts_are_refused() {
    for (script, needle) in [
        ("not json", "malformed script: not valid JSON"),
        (r#"{"seed": 1}"#, "\"game\" field"),
        (r#"{"game": "chess"}"#, "unknown game \"chess\""),
        (
            r#"{"game": "armor-of-god", "options": {"dart": "hard"}}"#,
            "malformed script",
        ),
        (
            r#"{"game": "armor-of-god", "seed": -1}"#,
            "malformed script",
        ),
        (
            r#"{"game": "armor-of-god", "deck": ["AS"]}"#,
            "must hold 52 cards",
        ),
        (
            r#"{"game": "armor-of-god", "deck": ["ZZ"]}"#,
            "is not a card",
        ),
        (
            r#"{"game": "armor-of-god", "colour": "blue"}"#,
            "unknown field",
        ),
    ] {
        let line = script_err(script);
        assert!(line.contains(needle), "{script}: {line}");
    }
}

#[test]
fn script_reads_a_file_and_reports_a_missing_one() {
    let dir = std::env::temp_dir().join(format!("standfirm-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("script.json");
    std::fs::write(&path, r#"{"game": "armor-of-god", "seed": 5}"#).unwrap();
    let run = cli(&["script", path.to_str().unwrap()], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("\"game\":\"armor-of-god\""));
    let run = cli(
        &["script", dir.join("missing.json").to_str().unwrap()],
        None,
    );
    assert_eq!(run.code, 2);
    assert!(run.stderr.starts_with("cannot read the script file"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn finished_games_report_status_and_reason() {
    // Always play the first legal action until the game ends, through the CLI.
    let mut actions: Vec<String> = Vec::new();
    loop {
        let view = script_ok(&json!({"game": "armor-of-god", "seed": 9, "actions": actions}));
        match view["legal"].as_array().unwrap().first() {
            Some(next) => actions.push(next.as_str().unwrap().to_string()),
            None => {
                assert_eq!(view["status"], "lost");
                assert!(view["reason"].as_str().unwrap().contains("Defense Check"));
                assert_eq!(view["awaiting"], Value::Null);
                break;
            }
        }
    }
}

#[test]
fn sim_reports_win_rate_interval_round_and_speed() {
    let run = cli(
        &[
            "sim",
            "--game",
            "armor-of-god",
            "--games",
            "200",
            "--seed",
            "1",
            "--policy",
            "greedy",
            "--dart",
            "softer",
        ],
        None,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("win rate: "));
    assert!(run.stdout.contains("95% CI"));
    assert!(run.stdout.contains("mean round of the end: "));
    assert!(run.stdout.contains("games per second: "));
    let random = cli(
        &[
            "sim",
            "--game",
            "armor-of-god",
            "--games",
            "50",
            "--policy",
            "random",
        ],
        None,
    );
    assert_eq!(random.code, 0);
}

#[test]
fn sim_rejects_bad_flags() {
    for args in [
        &["sim", "--game", "armor-of-god", "--policy", "clever"][..],
        &["sim", "--game", "armor-of-god", "--dart", "hard"],
        &["sim", "--game", "armor-of-god", "--colour", "red"],
        &["sim", "--games", "10"],
        &["sim", "--game", "armor-of-god", "--games", "ten"],
        &["dance"],
    ] {
        let run = cli(args, None);
        assert_eq!(run.code, 2, "{args:?}");
        assert_eq!(run.stderr.lines().count(), 1);
        assert!(run.stdout.is_empty());
    }
}
