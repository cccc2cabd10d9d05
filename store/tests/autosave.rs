//! The autosave writer: `save` returns at once, only the newest pending version of a file is written, `flush`
//! waits until everything is on disk, failures are reported in words, and `cancel` keeps a deleted file deleted.
//! What does not depend on a thread or a folder runs on both backends and with both writers: the background
//! thread and the browser's inline writer.

mod common;

use common::{aog, on_each_backend, pip, play, strongholds, Policy, TempDir};
use standfirm_engine::armor_of_god::Options;
use standfirm_store::{Autosaver, SaveFile, Store};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Versions of one game after 1, 2, … moves.
fn versions(n: usize) -> Vec<SaveFile> {
    let (mut save, mut state) = play(aog(4, Options::default()), Policy::Random, 0);
    let mut bots = common::Bots::new(Policy::Greedy, 4);
    let mut out = Vec::new();
    while out.len() < n {
        let action = bots.choose(&state).expect("the game lasts long enough");
        let revealed = state.apply(&action).unwrap();
        save.push(action, revealed, &state);
        out.push(save.clone());
    }
    out
}

/// `saver.flush()`, in time (see [`in_time`]).
fn flushed(saver: &Autosaver) -> Result<(), String> {
    in_time("a flush", || saver.flush())
}

/// Runs `call`, ending the test run with a message rather than hanging it when `call` has not returned after
/// [`PATIENCE`] (a writer that never finishes a write, a `cancel` that waits for nothing). Not a measure of
/// speed: each call here takes milliseconds.
fn in_time<T>(what: &str, call: impl FnOnce() -> T) -> T {
    let (done, finished) = mpsc::channel::<()>();
    let what = what.to_string();
    let watchdog = std::thread::spawn(move || {
        if finished.recv_timeout(PATIENCE) == Err(mpsc::RecvTimeoutError::Timeout) {
            eprintln!(
                "autosave: {what} has not returned after {PATIENCE:?}: the writer never lets go"
            );
            std::process::exit(101);
        }
    });
    let result = call();
    done.send(()).unwrap();
    watchdog.join().unwrap();
    result
}

/// How long a test waits for something that comes at once unless the writer is broken.
const PATIENCE: Duration = Duration::from_secs(30);

/// Runs `test` with the background writer, then with the inline writer, on `store`.
fn each_writer(store: &Store, test: impl Fn(Autosaver)) {
    eprintln!("with the background writer");
    test(Autosaver::new(store.clone()));
    eprintln!("with the inline writer");
    test(Autosaver::inline(store.clone(), None));
}

#[test]
fn flush_writes_the_newest_version_of_each_game() {
    on_each_backend("auto-newest", |place| {
        let store = place.store();
        each_writer(&store, |saver| newest(&store, saver));
    });
}

fn newest(store: &Store, saver: Autosaver) {
    let a = versions(20);
    let b = play(strongholds(2, 3, false), Policy::Greedy, 80).0;
    let c = play(pip(2, true), Policy::Random, 10).0;
    for v in &a {
        saver.save(v.clone());
    }
    saver.save(b.clone());
    saver.save(c.clone());
    flushed(&saver).unwrap();
    assert_eq!(store.load(&a[0].file_name()).unwrap().0, a[19]);
    assert_eq!(store.load(&b.file_name()).unwrap().0, b);
    assert_eq!(store.load(&c.file_name()).unwrap().0, c);
    assert!(saver.written() <= 22, "never more writes than versions");
    assert_eq!(saver.last_error(), None);
}

#[test]
fn pending_versions_of_a_file_are_coalesced() {
    let dir = TempDir::new("auto-coalesce");
    let store = Store::open(dir.path()).unwrap().with_sync(false);
    // The first write fails (a folder stands where its file should be) and its error hook holds the writer
    // until the test has queued 50 versions of another game: they must then be written once, the newest.
    let blocker = play(pip(9, false), Policy::Random, 3).0;
    std::fs::create_dir(store.saves_dir().join(blocker.file_name())).unwrap();
    let (release_tx, release_rx) = mpsc::channel::<()>();
    let (entered_tx, entered_rx) = mpsc::channel::<String>();
    let release = Mutex::new(release_rx);
    let entered = Mutex::new(entered_tx);
    let saver = Autosaver::with_error_hook(
        store.clone(),
        Box::new(move |message| {
            let _ = entered.lock().unwrap().send(message.to_string());
            let _ = release
                .lock()
                .unwrap()
                .recv_timeout(Duration::from_secs(30));
        }),
    );
    saver.save(blocker.clone());
    let message = entered_rx.recv_timeout(Duration::from_secs(30)).unwrap();
    assert!(
        message.starts_with("cannot save \"PIP Armor · deal 9\""),
        "{message}"
    );
    let many = versions(50);
    for v in &many {
        saver.save(v.clone());
    }
    release_tx.send(()).unwrap();
    let result = flushed(&saver);
    assert_eq!(
        result,
        Err(message.clone()),
        "flush reports the failure once"
    );
    assert_eq!(flushed(&saver), Ok(()), "and only once");
    assert_eq!(saver.written(), 1, "50 pending versions, one write");
    assert_eq!(store.load(&many[0].file_name()).unwrap().0, many[49]);
    assert_eq!(saver.last_error(), Some(message));
}

#[test]
fn save_never_waits_for_the_disk() {
    let dir = TempDir::new("auto-fast");
    let store = Store::open(dir.path()).unwrap();
    // The writer is held in the middle of a write (a failing one, whose error hook waits for the test), and 200
    // versions of a late game are saved meanwhile: every `save` returns while the disk is busy, none written
    // yet. Only then is the writer let go. A `save` that waited for the writer would keep it held until the
    // hook gives up, and the test fails saying so. (How long a `save` takes: the store's bench.)
    let blocker = play(pip(4, false), Policy::Random, 3).0;
    std::fs::create_dir(store.saves_dir().join(blocker.file_name())).unwrap();
    let (release_tx, release_rx) = mpsc::channel::<()>();
    let (entered_tx, entered_rx) = mpsc::channel::<()>();
    let (held_tx, held_rx) = mpsc::channel::<bool>();
    let release = Mutex::new(release_rx);
    let hooks = Mutex::new((entered_tx, held_tx));
    let saver = Autosaver::with_error_hook(
        store.clone(),
        Box::new(move |_| {
            let hooks = hooks.lock().unwrap();
            let _ = hooks.0.send(());
            let released = release.lock().unwrap().recv_timeout(PATIENCE).is_ok();
            let _ = hooks.1.send(released);
        }),
    );
    saver.save(blocker);
    entered_rx
        .recv_timeout(PATIENCE)
        .expect("the writer took the blocker and is held");
    let late = play(strongholds(5, 6, false), Policy::Greedy, 400).0;
    for _ in 0..200 {
        saver.save(late.clone());
    }
    assert_eq!(
        saver.written(),
        0,
        "nothing written while the writer is held"
    );
    release_tx.send(()).unwrap();
    assert!(
        held_rx.recv_timeout(PATIENCE).unwrap(),
        "the writer was still held when the saves returned"
    );
    assert!(
        flushed(&saver).is_err(),
        "the blocker's failure is reported"
    );
    assert_eq!(saver.written(), 1, "200 versions queued, one write");
    assert_eq!(store.load(&late.file_name()).unwrap().0, late);
}

#[test]
fn failures_reach_the_hook_and_last_error() {
    let dir = TempDir::new("auto-fail");
    let store = Store::open(dir.path()).unwrap();
    let save = play(aog(8, Options::default()), Policy::Random, 5).0;
    std::fs::create_dir(store.saves_dir().join(save.file_name())).unwrap();
    let seen = Arc::new(Mutex::new(Vec::<String>::new()));
    let hook_seen = Arc::clone(&seen);
    let saver = Autosaver::with_error_hook(
        store,
        Box::new(move |m| hook_seen.lock().unwrap().push(m.to_string())),
    );
    saver.save(save);
    let error = flushed(&saver).unwrap_err();
    assert!(
        error.starts_with("cannot save \"Armor of God · deal 8\": "),
        "{error}"
    );
    assert!(!error.contains('\n'));
    assert_eq!(*seen.lock().unwrap(), vec![error.clone()]);
    assert_eq!(saver.last_error(), Some(error));
}

#[test]
fn cancel_then_delete_keeps_the_file_deleted() {
    on_each_backend("auto-cancel", |place| {
        let store = place.store();
        each_writer(&store, |saver| cancel_then_delete(&store, saver));
    });
}

fn cancel_then_delete(store: &Store, saver: Autosaver) {
    let save = play(aog(3, Options::default()), Policy::Random, 5).0;
    let file = store.write(&save).unwrap();
    saver.save(save.clone());
    in_time("a cancel", || saver.cancel(&file));
    store.delete(&file).unwrap();
    flushed(&saver).unwrap();
    assert!(store.list().is_empty(), "no autosave brought it back");
}

#[test]
fn dropping_the_writer_writes_what_is_pending() {
    on_each_backend("auto-drop", |place| {
        let store = place.store();
        each_writer(&store, |saver| {
            let save = play(pip(1, false), Policy::Greedy, 30).0;
            saver.save(save.clone());
            drop(saver);
            assert_eq!(store.load(&save.file_name()).unwrap().0, save);
            store.delete(&save.file_name()).unwrap();
        });
    });
}
