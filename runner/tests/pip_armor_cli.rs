//! The `standfirm-cli script` contract for PIP Armor: the output fields, and exit status 2 with one line on
//! stderr (and nothing on stdout) for illegal actions and malformed scripts.

use serde_json::{json, Value};
use standfirm_engine::cards::deck_36;
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot};
use standfirm_engine::pip_armor::{Options, State};
use std::io::Write;
use std::process::{Command, Stdio};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(script: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_standfirm-cli"))
        .args(["script", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

fn ok(script: &Value) -> Value {
    let out = run(&script.to_string());
    assert_eq!(out.code, 0, "stderr: {}", out.stderr);
    assert!(out.stderr.is_empty());
    serde_json::from_str(&out.stdout).unwrap()
}

fn fails(script: &str) -> String {
    let out = run(script);
    assert_eq!(out.code, 2, "stdout: {}", out.stdout);
    assert!(out.stdout.is_empty(), "nothing on stdout: {}", out.stdout);
    let line = out.stderr.trim_end();
    assert_eq!(line.lines().count(), 1, "one line on stderr: {line}");
    line.to_string()
}

fn canonical_deck() -> Vec<String> {
    deck_36().iter().map(ToString::to_string).collect()
}

#[test]
fn cli_prepare_phase_output() {
    let view =
        ok(&json!({"game": "pip-armor", "deck": canonical_deck(), "actions": ["prepare 1 armor"]}));
    assert_eq!(view["game"], "pip-armor");
    assert_eq!(view["status"], "in_progress");
    assert_eq!(view["phase"], "prepare");
    assert_eq!(view["prepare_turn"], 2);
    assert_eq!(view["revealed"], json!(["4S", "5S"]));
    for piece in ["belt", "breastplate", "shoes", "shield", "helmet", "sword"] {
        assert_eq!(
            view["armor"][piece],
            json!({"state": "unprepared"}),
            "{piece}"
        );
    }
    assert_eq!(
        (view["armor_pile"].clone(), view["response_pile"].clone()),
        (json!(1), json!(0))
    );
    assert_eq!(view["threat_pile"], 1);
    assert_eq!(view["hand"], json!([]));
    assert_eq!(view["threat"], Value::Null);
    assert_eq!(view["rating"], Value::Null);
    assert_eq!(view["whole_armor"], false);
    assert_eq!(view["pips_total"], 0);
    let legal = json!([
        "prepare 1 armor",
        "prepare 1 response",
        "prepare 2 armor",
        "prepare 2 response"
    ]);
    assert_eq!(view["legal"], legal);
    let text = view.to_string();
    assert!(
        !text.contains("\"2S\"") && !text.contains("\"3S\""),
        "face-down cards stay hidden"
    );
}

#[test]
fn cli_stand_phase_output() {
    // Canonical pairs: (2S 3S) (4S 5S) (6S 7S) (8S 9S) (10S 2H) (3H 4H) (5H 6H) (7H 8H) (9H 10H) ...
    let mut actions = vec!["prepare 2 armor"; 4];
    actions.extend(["prepare 1 response"; 4]);
    actions.push("prepare 2 armor");
    actions.extend(["prepare 1 response"; 9]);
    actions.push("pass");
    let view =
        ok(&json!({"game": "pip-armor", "seed": 7, "deck": canonical_deck(), "actions": actions}));
    assert_eq!(view["status"], "in_progress");
    assert_eq!(view["phase"], "stand");
    assert_eq!(view["prepare_turn"], Value::Null);
    assert_eq!(view["revealed"], json!([]));
    // PIP-5.2: the Shield gets the lowest spade, 3S (1 pip); 5S, 7S and 9S go to the Threat pile.
    assert_eq!(
        view["armor"]["shield"],
        json!({"state": "equipped", "card": "3S", "pips": 1})
    );
    let bp = &view["armor"]["breastplate"];
    assert_eq!(
        (bp["state"].as_str(), bp["card"].as_str()),
        (Some("equipped"), Some("10H"))
    );
    assert!(bp["pips"] == 6 || bp["pips"] == 5, "{bp}");
    assert_eq!(view["armor"]["sword"], json!({"state": "missing"}));
    assert_eq!(view["hand"].as_array().unwrap().len(), 4);
    assert!(view["threat"].is_string());
    assert!(view["target"].is_string());
    // 18 Threats + 3 duplicates; one resolved, one revealed.
    assert_eq!(view["threats_left"], 21 - 2);
    // 13 Responses + 2 equipped cards, 4 in hand.
    assert_eq!(view["responses_left"], 15 - 4);
    assert_eq!(
        (view["armor_pile"].clone(), view["threat_pile"].clone()),
        (json!(0), json!(0))
    );
    assert_eq!(view["discard"].as_array().unwrap().len(), 1);
    assert_eq!(view["rating"], Value::Null);
    let legal = view["legal"].as_array().unwrap();
    assert_eq!(legal.len(), 5);
    assert_eq!(legal.last().unwrap(), "pass");
    assert!(legal[0].as_str().unwrap().starts_with("respond "));
}

#[test]
fn cli_full_game_matches_the_library_view() {
    let options = Options { learning: true };
    let mut state = State::new(options, 12);
    let mut actions = Vec::new();
    while !state.is_over() {
        let action = GreedyBot.choose(&state);
        state.apply(&action).unwrap();
        actions.push(action.to_string());
    }
    let view = ok(
        &json!({"game": "pip-armor", "options": {"learning": true}, "seed": 12, "actions": actions}),
    );
    assert_eq!(view, serde_json::to_value(state.view()).unwrap());
    assert_eq!(view["phase"], "over");
    assert_eq!(view["status"], "won");
    assert!(view["rating"].is_string());
    assert_eq!(view["legal"], json!([]));
}

#[test]
fn cli_defaults_to_seed_zero_and_no_actions() {
    let view = ok(&json!({"game": "pip-armor"}));
    assert_eq!(
        view,
        serde_json::to_value(State::new(Options::default(), 0).view()).unwrap()
    );
}

#[test]
fn cli_illegal_action_exits_2_naming_index_action_and_reason() {
    let script = json!({"game": "pip-armor", "deck": canonical_deck(), "actions": ["prepare 1 armor", "respond 7D"]});
    let line = fails(&script.to_string());
    assert!(line.contains("action 1 \"respond 7D\""), "{line}");
    assert!(line.contains("it is the Prepare phase"), "{line}");
    let script = json!({"game": "pip-armor", "actions": ["prepare 1 armor", "prepare 9 armor"]});
    let line = fails(&script.to_string());
    assert!(
        line.contains("action 1 \"prepare 9 armor\"") && line.contains("the pick must be 1"),
        "{line}"
    );
    let script = json!({"game": "pip-armor", "actions": ["jump"]});
    assert!(fails(&script.to_string()).contains("action 0 \"jump\""));
}

#[test]
fn cli_malformed_scripts_exit_2() {
    let mut short = canonical_deck();
    short.pop();
    let mut twice = canonical_deck();
    twice[1] = twice[0].clone();
    let mut foreign = canonical_deck();
    foreign[0] = "AS".into();
    let cases = [
        ("{\"game\": \"pip-armor\"".to_string(), "not valid JSON"),
        (
            json!({"game": "pip-armor", "deck": short}).to_string(),
            "must hold 36",
        ),
        (
            json!({"game": "pip-armor", "deck": twice}).to_string(),
            "twice",
        ),
        (
            json!({"game": "pip-armor", "deck": foreign}).to_string(),
            "not a card of this game",
        ),
        (
            json!({"game": "pip-armor", "deck": ["1S"]}).to_string(),
            "is not a card",
        ),
        (
            json!({"game": "pip-armor", "sead": 3}).to_string(),
            "unknown field",
        ),
        (
            json!({"game": "pip-armor", "options": {"learn": true}}).to_string(),
            "unknown field",
        ),
        (
            json!({"game": "pip-armor", "seed": -1}).to_string(),
            "malformed",
        ),
    ];
    for (script, needle) in cases {
        let line = fails(&script);
        assert!(line.starts_with("malformed script"), "{line}");
        assert!(line.contains(needle), "{needle}: {line}");
    }
}

fn sim(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_standfirm-cli"))
        .arg("sim")
        .args(args)
        .output()
        .expect("the CLI starts")
}

#[test]
fn cli_sim_reports_both_policies() {
    for policy in ["random", "greedy"] {
        for learning in ["false", "true"] {
            let out = sim(&[
                "--game",
                "pip-armor",
                "--games",
                "200",
                "--policy",
                policy,
                "--learning",
                learning,
            ]);
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let text = String::from_utf8(out.stdout).unwrap();
            for needle in [
                "wins:",
                "95% CI",
                "losses:",
                "practice games:",
                "Unshaken",
                "mean pips",
                "Whole Armor",
                "games/second",
            ] {
                assert!(text.contains(needle), "{needle} in {text}");
            }
        }
    }
    let greedy = sim(&[
        "--game",
        "pip-armor",
        "--games",
        "200",
        "--policy",
        "greedy",
    ]);
    let text = String::from_utf8(greedy.stdout).unwrap();
    assert!(
        text.contains("wins:            200 = 100.0%"),
        "RULINGS: keeping the higher card wins: {text}"
    );
}

#[test]
fn cli_sim_rejects_bad_flags() {
    for args in [
        &["--game", "pip-armor", "--dart", "softer"][..],
        &["--game", "pip-armor", "--policy", "clever"],
        &["--game", "pip-armor", "--learning", "maybe"],
    ] {
        let out = sim(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        assert_eq!(
            String::from_utf8(out.stderr)
                .unwrap()
                .trim_end()
                .lines()
                .count(),
            1
        );
    }
}
