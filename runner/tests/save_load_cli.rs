//! `standfirm-cli save` and `load`: a script's game written as the app writes it and read back, printing exactly
//! what `script` prints for the same game; bad files fail with one line naming the file, never a panic.

mod common;

use common::{cli, Run};
use serde_json::{json, Value};
use standfirm_engine::rng::GameRng;
use standfirm_store::{start, SaveFile};
use std::path::{Path, PathBuf};

/// A fresh temporary folder for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("standfirm-runner-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A random script: a random game, options and seed, and a random number of random legal actions.
fn random_script(rng: &mut GameRng, kind: u64) -> Value {
    let seed = rng.below(1_000_000);
    let mut script = match kind {
        0 => {
            let dart = ["core", "softer"][rng.below(2) as usize];
            let defense = ["baseline", "hard-a", "hard-b"][rng.below(3) as usize];
            let faces = ["ten", "rank"][rng.below(2) as usize];
            json!({"game": "armor-of-god", "seed": seed,
                   "options": {"dart": dart, "defense": defense, "faces": faces}})
        }
        1 => json!({"game": "pip-armor", "seed": seed, "options": {"learning": rng.below(2) == 1}}),
        _ => {
            let players = 2 + rng.below(5);
            json!({"game": "strongholds", "seed": seed, "first_player": rng.below(players),
                   "options": {"players": players, "truth_limit_all": rng.below(2) == 1}})
        }
    };
    let (setup, _) = standfirm_runner::script::parse_script(&script.to_string()).unwrap();
    let mut state = start(&setup).unwrap();
    let mut actions = Vec::new();
    for _ in 0..rng.below(250) {
        let legal = state.legal_actions();
        if legal.is_empty() {
            break;
        }
        let action = legal[rng.below(legal.len() as u64) as usize].clone();
        state.apply(&action).unwrap();
        actions.push(action);
    }
    script["actions"] = json!(actions);
    script
}

fn save(script: &str, out: &Path) -> Run {
    cli(&["save", "-", out.to_str().unwrap()], Some(script))
}

fn load(file: &Path) -> Run {
    cli(&["load", file.to_str().unwrap()], None)
}

#[test]
fn load_prints_what_script_prints_at_random_points_of_random_games() {
    let dir = temp_dir("prop");
    let mut rng = GameRng::new(10);
    for i in 0..36 {
        let script = random_script(&mut rng, i % 3).to_string();
        let expected = cli(&["script", "-"], Some(&script));
        assert_eq!(expected.code, 0, "{}", expected.stderr);
        let out = dir.join(format!("game-{i}.json"));
        let saved = save(&script, &out);
        assert_eq!(
            (saved.code, saved.stdout.as_str(), saved.stderr.as_str()),
            (0, "", "")
        );
        let loaded = load(&out);
        assert_eq!(loaded.code, 0, "{}", loaded.stderr);
        assert_eq!(loaded.stdout, expected.stdout, "game {i}: {script}");
        assert!(loaded.stderr.is_empty());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn save_writes_the_file_the_app_would() {
    let dir = temp_dir("save");
    let out = dir.join("game.json");
    let script = json!({"game": "strongholds", "seed": 4, "secret": 987_654_321_012u64, "options": {"players": 3}, "actions": ["end-turn"]});
    let run = save(&script.to_string(), &out);
    assert_eq!((run.code, run.stdout.as_str()), (0, ""));
    let saved = SaveFile::from_bytes(&std::fs::read(&out).unwrap()).unwrap();
    // A table's name tells no deal number: it would give every hand away while the game is on.
    assert_eq!(saved.name, "Strongholds · 3 players");
    assert_eq!(
        saved.setup.bot_secret(),
        Some(987_654_321_012),
        "the bots' secret is kept"
    );
    assert_eq!(saved.actions, ["end-turn"]);
    assert_eq!(saved.undo_floor, 1, "a turn's draw revealed cards");
    assert_eq!(saved.summary.players, "Player 1 · Player 2 · Player 3");
    assert!(saved.id.starts_with("strongholds-") && saved.created.ends_with('Z'));
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["game.json"], "no temporary is left");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn save_of_a_bad_script_fails_as_script_does_and_writes_nothing() {
    let dir = temp_dir("save-bad");
    let out = dir.join("never.json");
    for script in [
        "not json",
        r#"{"game": "armor-of-god", "seed": 7, "actions": ["play AS belt"]}"#,
        r#"{"game": "strongholds", "options": {"players": 9}}"#,
        r#"{"game": "pip-armor", "deck": ["AS"]}"#,
    ] {
        let expected = cli(&["script", "-"], Some(script));
        let run = save(script, &out);
        assert_eq!(run.code, 2);
        assert_eq!(run.stderr, expected.stderr);
        assert_eq!(run.stderr.lines().count(), 1);
        assert!(run.stdout.is_empty());
        assert!(!out.exists());
    }
    let run = cli(
        &[
            "save",
            "-",
            dir.join("no/such/folder.json").to_str().unwrap(),
        ],
        Some(r#"{"game": "pip-armor"}"#),
    );
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.starts_with("cannot write the save file "),
        "{}",
        run.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn load_of_a_bad_file_names_the_file_and_the_reason() {
    let dir = temp_dir("load-bad");
    let good = dir.join("good.json");
    assert_eq!(
        save(r#"{"game": "armor-of-god", "seed": 3}"#, &good).code,
        0
    );
    let text = std::fs::read_to_string(&good).unwrap();
    let cases: Vec<(&str, String, &str)> = vec![
        ("empty.json", String::new(), "the file is empty"),
        ("cut.json", text[..40].to_string(), "the file was cut short (line 3, column 7)"),
        ("newer.json", text.replace("\"version\": 2", "\"version\": 7"), "saved by a newer version of Stand Firm (version 7); this version reads versions 1 and 2"),
        ("jump.json", text.replace("\"actions\": []", "\"actions\": [\"jump\"]"), "action 0 \"jump\" cannot be replayed: not an Armor of God action (play CARD SLOT, discard CARD, dart largest, dart banked)"),
    ];
    for (name, body, reason) in cases {
        let path = dir.join(name);
        std::fs::write(&path, &body).unwrap();
        let run = load(&path);
        assert_eq!(run.code, 2, "{name}");
        assert!(run.stdout.is_empty());
        assert_eq!(run.stderr, format!("{}: {reason}\n", path.display()));
    }
    let missing = dir.join("missing.json");
    let run = load(&missing);
    assert_eq!(
        (run.code, run.stderr.clone()),
        (
            2,
            format!(
                "{}: the file cannot be read: it does not exist\n",
                missing.display()
            )
        )
    );
    let run = load(&dir);
    assert_eq!(
        run.stderr,
        format!("{}: this is a folder, not a save file\n", dir.display())
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
