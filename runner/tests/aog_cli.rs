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

/// What `sim` must report for `games` greedy games from seed `seed` on with `options`, worked out here from
/// the engine's greedy bot: the wins, the losses by the round of the failed check, the mean round of the end.
fn greedy_games(
    options: standfirm_engine::armor_of_god::Options,
    seed: u64,
    games: u64,
) -> (u64, [u64; 4], f64) {
    use standfirm_engine::armor_of_god::{bots::greedy_action, State, Status};
    let (mut wins, mut losses, mut rounds) = (0, [0u64; 4], 0u64);
    for seed in seed..seed + games {
        let mut state = State::new(options, seed);
        while let Some(action) = greedy_action(&state) {
            state.apply(&action).unwrap();
        }
        rounds += u64::from(state.round());
        match state.status() {
            Status::Won => wins += 1,
            Status::Lost { round, .. } => losses[usize::from(round - 1)] += 1,
            Status::InProgress => panic!("seed {seed} did not end"),
        }
    }
    (wins, losses, rounds as f64 / games as f64)
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
    // The figures are the games' own: the same games played here with the engine's greedy bot.
    let options = standfirm_engine::armor_of_god::Options {
        dart: standfirm_engine::armor_of_god::DartMode::Softer,
        ..Default::default()
    };
    let (wins, losses, mean_round) = greedy_games(options, 1, 200);
    assert!(wins > 0 && wins < 200, "both ends happen: {wins} wins");
    let line = |start: &str| {
        run.stdout
            .lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("no {start:?} line in {}", run.stdout))
            .to_string()
    };
    assert_eq!(line("games: "), "games: 200  seeds: 1..201");
    let rate = line("win rate: ");
    assert!(
        rate.starts_with(&format!("win rate: {:.1}% (95% CI ", wins as f64 / 2.0)),
        "{wins} wins of 200: {rate}"
    );
    // The interval holds the rate.
    let bounds: Vec<f64> = rate["win rate: ".len()..]
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter_map(|t| t.parse().ok())
        .collect();
    assert!(bounds[2] < bounds[0] && bounds[0] < bounds[3], "{rate}");
    let by_round: Vec<String> = losses
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(r, n)| format!("R{}: {n}", r + 1))
        .collect();
    assert_eq!(
        line("losses by round: "),
        format!("losses by round: {}", by_round.join(", "))
    );
    assert_eq!(
        line("mean round of the end: "),
        format!("mean round of the end: {mean_round:.2}")
    );
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
    assert!(
        random.stdout.contains("games: 50  seeds: 0..50"),
        "{}",
        random.stdout
    );
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
