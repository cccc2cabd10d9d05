//! The crash test: a child process saves in a loop, alternating two different valid games of growing size to
//! the same file, and is killed with SIGKILL at random moments, 1,000 times. After every kill the child is seen
//! to have died of the SIGKILL (not of a panic or an exit of its own), every file in the folder loads (parses
//! and replays) and is a version the child wrote (a prefix of one of the two games, with that version's
//! summary and undo floor), at most one stray temporary exists, and the next save removes it. Most kills come
//! after the child has written (the file differs from the clean one the round began with): a child that never
//! wrote would pass the rest.
//!
//! A plain `main` (no test harness): run with the env var `STANDFIRM_CRASH_CHILD` set to a folder, the binary is
//! the child; without it, the parent that spawns and kills it.

mod common;

use common::{aog, play, strongholds, Policy, TempDir};
use standfirm_engine::armor_of_god::Options;
use standfirm_engine::rng::GameRng;
use standfirm_store::{start, SaveFile, Store};
use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHILD: &str = "STANDFIRM_CRASH_CHILD";
const KILLS: u32 = 1000;
const ID: &str = "crash-test-game";
/// SIGKILL's number on Unix.
const SIGKILL: i32 = 9;

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

/// Every version of `game` the child writes, in order: after its first action, its second, … its last, each
/// rebuilt from the actions with a summary of its own.
fn versions(game: &SaveFile) -> Vec<SaveFile> {
    let mut save = SaveFile {
        actions: Vec::new(),
        undo_floor: 0,
        ..game.clone()
    };
    let mut state = start(&game.setup).unwrap();
    game.actions
        .iter()
        .map(|action| {
            let revealed = state.apply(action).unwrap();
            save.push(action.clone(), revealed, &state);
            save.clone()
        })
        .collect()
}

/// Saves forever: version k of game A, then of game B, k growing (the shorter game's last version again once
/// it has run out), all under the same id (the same file).
fn child(root: &Path) {
    let store = Store::open(root).unwrap();
    let games: Vec<Vec<SaveFile>> = sources(root)
        .iter()
        .map(|p| versions(&SaveFile::from_bytes(&std::fs::read(p).unwrap()).unwrap()))
        .collect();
    println!("ready");
    std::io::stdout().flush().unwrap();
    let longest = games.iter().map(Vec::len).max().unwrap_or(0);
    loop {
        for k in 0..longest {
            for versions in &games {
                let version = &versions[k.min(versions.len() - 1)];
                store.write(version).unwrap();
            }
        }
    }
}

/// Whether `save` is a version the child writes: one of the sources' setups, a prefix of its actions, with
/// that version's name, undo floor and summary (the saved time aside).
fn written_by_the_child(save: &SaveFile, games: &[Vec<SaveFile>]) -> bool {
    games.iter().any(|versions| {
        let whole = versions.last().expect("a game with actions");
        let n = save.actions.len();
        save.setup == whole.setup
            && n >= 1
            && n <= versions.len()
            && whole.actions.starts_with(&save.actions)
            && SaveFile {
                saved: versions[n - 1].saved.clone(),
                ..save.clone()
            } == versions[n - 1]
    })
}

fn parent() {
    let started = Instant::now();
    let dir = TempDir::new("crash");
    let root = dir.path();
    let store = Store::open(root).unwrap();
    let mut games = Vec::new();
    for (path, setup) in sources(root)
        .iter()
        .zip([strongholds(21, 6, false), aog(21, Options::default())])
    {
        let mut save = play(setup, Policy::Greedy, 240).0;
        save.id = ID.to_string();
        std::fs::write(path, save.to_bytes()).unwrap();
        games.push(versions(&save));
    }
    let clean = SaveFile::from_bytes(&std::fs::read(&sources(root)[1]).unwrap()).unwrap();
    let file = store.saves_dir().join(clean.file_name());
    let exe = std::env::current_exe().unwrap();
    let mut rng = GameRng::new(2024);
    let (mut kills, mut torn_temps, mut loads, mut after_writes) = (0u32, 0u32, 0u32, 0u32);
    while kills < KILLS {
        // What the round begins with: nothing in the first, then the clean save the last round ended with.
        let before = std::fs::read(&file).ok();
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
        assert_eq!(
            status.signal(),
            Some(SIGKILL),
            "kill {kills}: the child died of the SIGKILL, not on its own: {status}"
        );
        kills += 1;

        let temps = temporaries(store.saves_dir());
        assert!(temps <= 1, "kill {kills}: {temps} stray temporaries");
        torn_temps += temps;
        let now = std::fs::read(&file).ok();
        if now.is_some() && now != before {
            after_writes += 1;
        }
        let listed = store.list();
        assert!(listed.len() <= 1, "kill {kills}: one file, or none yet");
        if kills > 1 {
            assert_eq!(listed.len(), 1, "kill {kills}: the file is never lost");
        }
        for entry in listed {
            let save = entry
                .save
                .unwrap_or_else(|e| panic!("kill {kills}: {} does not parse: {e}", entry.file));
            save.replay()
                .unwrap_or_else(|e| panic!("kill {kills}: {} does not replay: {e}", entry.file));
            assert!(
                written_by_the_child(&save, &games),
                "kill {kills}: {} holds a game the child never wrote: {} actions",
                entry.file,
                save.actions.len()
            );
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
        "crash test: {kills} kills with SIGKILL, {after_writes} after the child had written; {torn_temps} left a \
         stray temporary (cleaned by the next save); {loads} files loaded after the kills, each a version written, \
         none torn; {:.1} s",
        started.elapsed().as_secs_f64()
    );
    // A child that never got to write (killed while starting, or writing nothing) would pass every check
    // above: most kills must come after it wrote.
    assert!(
        after_writes * 2 > kills,
        "only {after_writes} of {kills} kills came after the child had written"
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
