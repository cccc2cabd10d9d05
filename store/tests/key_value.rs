//! The key-value backend's own rules: one key per file under `standfirm/`, listing by the saves' own times, and
//! a write that does not fit (the browser's quota) says so in plain words and loses nothing that was there.

mod common;

use common::{aog, pip, play, strongholds, Place, Policy};
use standfirm_engine::armor_of_god::Options;
use standfirm_store::{Autosaver, GameResult, Outcome, Settings, StoreError, Theme};
use std::sync::{Arc, Mutex};

#[test]
fn each_file_has_its_own_key() {
    let place = Place::memory();
    let Place::Memory(kv) = &place else {
        unreachable!()
    };
    let store = place.store();
    assert_eq!(store.saves_dir(), std::path::Path::new("standfirm/saves"));
    let (save, state) = play(aog(5, Options::default()), Policy::Greedy, 12);
    let file = store.write(&save).unwrap();
    let mut settings = Settings::default();
    settings.theme = Theme::Dark;
    store.save_settings(&settings).unwrap();
    store.stats().record(&GameResult::abandoned(&save)).unwrap();
    let keys = standfirm_store::KeyValue::keys(kv.as_ref()).unwrap();
    assert_eq!(
        keys,
        vec![
            format!("standfirm/saves/{file}"),
            "standfirm/settings.json".to_string(),
            "standfirm/stats.json".to_string(),
        ]
    );
    assert_eq!(store.load(&file).unwrap(), (save, state));
    assert_eq!(store.settings().0.theme, Theme::Dark);
}

#[test]
fn the_newest_save_lists_first() {
    let place = Place::memory();
    let store = place.store();
    let (mut older, _) = play(pip(3, false), Policy::Random, 4);
    let (mut newer, _) = play(strongholds(3, 3, false), Policy::Greedy, 20);
    older.saved = "2026-11-30T08:00:00Z".into();
    newer.saved = "2026-12-01T08:00:00Z".into();
    store.write(&newer).unwrap();
    store.write(&older).unwrap();
    let files: Vec<_> = store.list().into_iter().map(|e| e.file).collect();
    assert_eq!(files, vec![newer.file_name(), older.file_name()]);
}

#[test]
fn a_save_that_does_not_fit_says_so_and_keeps_the_old_one() {
    let (short, _) = play(aog(6, Options::default()), Policy::Greedy, 2);
    let room =
        format!("standfirm/saves/{}", short.file_name()).len() + short.to_bytes().len() + 100;
    let place = Place::memory_with_capacity(room);
    let store = place.store();
    let file = store.write(&short).unwrap();
    let mut long = short.clone();
    long.actions
        .extend(std::iter::repeat_n("discard 2S".to_string(), 40));
    let error = store.write(&long).unwrap_err();
    assert!(matches!(error, StoreError::Write { .. }), "{error:?}");
    let words = error.to_string();
    assert!(
        words.starts_with("cannot save \"Armor of God · deal 6\": the browser's storage is full: "),
        "{words}"
    );
    assert!(!words.contains('\n'));
    assert_eq!(
        place.get(&format!("saves/{file}")).unwrap(),
        short.to_bytes()
    );
    assert_eq!(
        store.load(&file).unwrap().0,
        short,
        "the old version still loads"
    );
}

#[test]
fn statistics_and_settings_that_do_not_fit_keep_what_was_there() {
    let place = Place::memory_with_capacity(700);
    let store = place.store();
    store.save_settings(&Settings::default()).unwrap();
    let before = place.get("settings.json").unwrap();
    let mut big = Settings::default();
    big.tutorials_done = (0..100).map(|i| format!("tutorial-{i}")).collect();
    let error = store.save_settings(&big).unwrap_err().to_string();
    assert!(
        error.starts_with("cannot save the settings: the browser's storage is full: "),
        "{error}"
    );
    assert_eq!(place.get("settings.json").unwrap(), before);

    let save = play(aog(1, Options::default()), Policy::Random, 0).0;
    let mut stats = store.stats();
    let result = GameResult {
        outcome: Outcome::Won,
        ..GameResult::abandoned(&save)
    };
    let error = stats.record(&result).unwrap_err().to_string();
    assert!(
        error.starts_with("cannot save the statistics: the browser's storage is full: "),
        "{error}"
    );
    assert!(!place.has("stats.json"));
    assert_eq!(stats.statistics(), &Default::default(), "nothing counted");
}

#[test]
fn a_full_store_reaches_the_autosavers_hook() {
    let place = Place::memory_with_capacity(200);
    let store = place.store();
    let seen = Arc::new(Mutex::new(Vec::<String>::new()));
    let hook_seen = Arc::clone(&seen);
    let saver = Autosaver::inline(
        store,
        Some(Box::new(move |m| {
            hook_seen.lock().unwrap().push(m.to_string())
        })),
    );
    saver.save(play(pip(2, false), Policy::Random, 6).0);
    assert_eq!(saver.written(), 0);
    let error = saver.flush().unwrap_err();
    assert!(error.contains("the browser's storage is full"), "{error}");
    assert_eq!(*seen.lock().unwrap(), vec![error.clone()]);
    assert_eq!(saver.flush(), Ok(()), "reported once");
    assert_eq!(saver.last_error(), Some(error));
}

#[test]
fn a_damaged_entry_kept_aside_that_does_not_fit_stays_where_it_was() {
    let damaged = "{\"games\": {\"armor-of-god\": ";
    let place = Place::memory_with_capacity("standfirm/stats.json".len() + damaged.len() + 10);
    place.put("stats.json", damaged);
    let store = place.store();
    let mut stats = store.stats();
    assert!(stats.problem().is_some());
    let save = play(aog(1, Options::default()), Policy::Random, 0).0;
    let error = stats.record(&GameResult::abandoned(&save)).unwrap_err();
    assert!(
        error.to_string().contains("the browser's storage is full"),
        "{error}"
    );
    assert_eq!(place.get("stats.json").unwrap(), damaged.as_bytes());
    assert!(!place.has("stats.json.bad"));
}
