//! The crash test: a child process saves in a loop, alternating two different valid games of growing size to
//! the same file, and is killed with SIGKILL at random moments, 1,000 times. After every kill every file in the
//! folder loads (parses and replays), at most one stray temporary exists, and the next save removes it.
//!
//! A plain `main` (no test harness): run with the env var `STANDFIRM_CRASH_CHILD` set to a folder, the binary is
//! the child; without it, the parent that spawns and kills it.

mod common;

use common::{aog, play, strongholds, Policy, TempDir};
use standfirm_engine::armor_of_god::Options;
use standfirm_engine::rng::GameRng;
use standfirm_store::{start, SaveFile, Store};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHILD: &str = "STANDFIRM_CRASH_CHILD";
const KILLS: u32 = 1000;
const ID: &str = "crash-test-game";

fn main() {
    match std::env::var_os(CHILD) {
        Some(root) => child(Path::new(&root)),
        None => parent(),
    }
}

/// The two source games, whole, kept outside the saves folder.
fn sources(root: &Path) -> [std::path::PathBuf; 2] {
    [root.join("source-a.json"), root.join("source-b.json")]
}

/// Saves forever: version k of game A, then of game B, k growing, each rebuilt from its source's actions with
/// a summary of its own, all under the same id (the same file).
fn child(root: &Path) {
    let store = Store::open(root).unwrap();
    let games: Vec<SaveFile> = sources(root)
        .iter()
        .map(|p| SaveFile::from_bytes(&std::fs::read(p).unwrap()).unwrap())
        .collect();
    println!("ready");
    std::io::stdout().flush().unwrap();
    loop {
        let mut saves: Vec<SaveFile> = games
            .iter()
            .map(|g| SaveFile {
                actions: Vec::new(),
                undo_floor: 0,
                ..g.clone()
            })
            .collect();
        let mut states: Vec<_> = games.iter().map(|g| start(&g.setup).unwrap()).collect();
        let longest = games.iter().map(|g| g.actions.len()).max().unwrap_or(0);
        for k in 0..longest {
            for (i, game) in games.iter().enumerate() {
                if let Some(action) = game.actions.get(k) {
                    let revealed = states[i].apply(action).unwrap();
                    saves[i].push(action.clone(), revealed, &states[i]);
                }
                store.write(&saves[i]).unwrap();
            }
        }
    }
}

fn parent() {
    let started = Instant::now();
    let dir = TempDir::new("crash");
    let root = dir.path();
    let store = Store::open(root).unwrap();
    for (path, setup) in sources(root)
        .iter()
        .zip([strongholds(21, 6, false), aog(21, Options::default())])
    {
        let mut save = play(setup, Policy::Greedy, 240).0;
        save.id = ID.to_string();
        std::fs::write(path, save.to_bytes()).unwrap();
    }
    let clean = SaveFile::from_bytes(&std::fs::read(&sources(root)[1]).unwrap()).unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut rng = GameRng::new(2024);
    let (mut kills, mut torn_temps, mut loads) = (0u32, 0u32, 0u32);
    while kills < KILLS {
        let mut child = Command::new(&exe)
            .env(CHILD, root)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the child starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        assert_eq!(line.trim(), "ready", "the child got ready");
        std::thread::sleep(Duration::from_micros(rng.below(12_000)));
        child.kill().unwrap(); // SIGKILL on Unix
        let status = child.wait().unwrap();
        assert!(!status.success(), "the child was killed, not finished");
        kills += 1;

        let temps = temporaries(store.saves_dir());
        assert!(temps <= 1, "kill {kills}: {temps} stray temporaries");
        torn_temps += temps;
        for entry in store.list() {
            let save = entry
                .save
                .unwrap_or_else(|e| panic!("kill {kills}: {} does not parse: {e}", entry.file));
            save.replay()
                .unwrap_or_else(|e| panic!("kill {kills}: {} does not replay: {e}", entry.file));
            loads += 1;
        }
        store.write(&clean).unwrap();
        assert_eq!(
            temporaries(store.saves_dir()),
            0,
            "the next save cleans the stray"
        );
    }
    println!(
        "crash test: {kills} kills with SIGKILL; {torn_temps} left a stray temporary (cleaned by the next save); \
         {loads} files loaded after the kills, none torn; {:.1} s",
        started.elapsed().as_secs_f64()
    );
    println!("1 passed, 0 failed");
}

/// Temporaries (`.NAME.tmp`) in the folder.
fn temporaries(dir: &Path) -> u32 {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with('.') && name.ends_with(".tmp")
        })
        .count() as u32
}
