//! The store's operations: the folder layout, listing, several games at once, stable file names, save as,
//! rename, delete, export, and stray temporaries ignored by listing and cleaned by the next save. All but the
//! folder's own (its layout, temporaries) run on both backends: a folder and a key-value store.

mod common;

use common::{aog, on_each_backend, pip, play, strongholds, Place, Policy, TempDir};
use standfirm_engine::armor_of_god::Options;
use standfirm_store::atomic::temp_path;
use standfirm_store::{Store, StoreError};

#[test]
fn open_creates_the_saves_folder() {
    let dir = TempDir::new("ops-open");
    let root = dir.path().join("deep").join("root");
    let store = Store::open(&root).unwrap();
    assert!(root.join("saves").is_dir());
    assert_eq!(store.saves_dir(), root.join("saves"));
    assert!(store.list().is_empty());
}

#[test]
fn several_games_in_progress_list_and_load() {
    on_each_backend("ops-many", several_games);
}

fn several_games(place: &Place) {
    let store = place.store();
    let games = [
        play(aog(1, Options::default()), Policy::Random, 10),
        play(pip(1, false), Policy::Greedy, 10),
        play(strongholds(1, 5, false), Policy::Greedy, 100),
        play(strongholds(2, 2, true), Policy::Random, 30),
    ];
    for (save, _) in &games {
        store.write(save).unwrap();
    }
    let listed = store.list();
    assert_eq!(listed.len(), 4);
    for (save, state) in &games {
        let entry = listed.iter().find(|e| e.file == save.file_name()).unwrap();
        assert_eq!(entry.save.as_ref().unwrap(), save);
        assert!(entry.modified.is_some());
        assert_eq!(&store.load(&entry.file).unwrap().1, state);
        assert_eq!(store.check(&entry.file).unwrap(), save.summary);
    }
}

#[test]
fn the_file_name_follows_the_id_across_saves() {
    on_each_backend("ops-stable", stable_names);
}

fn stable_names(place: &Place) {
    let store = place.store();
    let (mut save, mut state) = play(aog(2, Options::default()), Policy::Greedy, 3);
    let first = store.write(&save).unwrap();
    let mut bots = common::Bots::new(Policy::Greedy, 2);
    let action = bots.choose(&state).unwrap();
    let revealed = state.apply(&action).unwrap();
    save.push(action, revealed, &state);
    assert_eq!(store.write(&save).unwrap(), first);
    assert_eq!(store.list().len(), 1);
    assert_eq!(first, format!("{}.json", save.id));
}

#[test]
fn save_as_keeps_a_copy_with_a_new_id() {
    on_each_backend("ops-copy", save_as);
}

fn save_as(place: &Place) {
    let store = place.store();
    let (save, state) = play(strongholds(3, 3, false), Policy::Greedy, 50);
    store.write(&save).unwrap();
    let copy = store.save_as(&save, "Before the slap").unwrap();
    assert_ne!(copy.id, save.id);
    assert_eq!(
        (copy.name.as_str(), &copy.actions),
        ("Before the slap", &save.actions)
    );
    let (loaded, replayed) = store.load(&copy.file_name()).unwrap();
    assert_eq!((loaded, replayed), (copy, state));
    assert_eq!(store.list().len(), 2);
}

#[test]
fn rename_changes_the_shown_name_not_the_file() {
    on_each_backend("ops-rename", rename);
}

fn rename(place: &Place) {
    let store = place.store();
    let (save, _) = play(pip(4, false), Policy::Random, 12);
    let file = store.write(&save).unwrap();
    let renamed = store.rename(&file, "Sunday evening").unwrap();
    assert_eq!(renamed.name, "Sunday evening");
    assert_eq!(renamed.id, save.id);
    let listed = store.list();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].file, file);
    assert_eq!(listed[0].save.as_ref().unwrap().name, "Sunday evening");
}

#[test]
fn delete_and_export() {
    on_each_backend("ops-delete", delete_export);
}

fn delete_export(place: &Place) {
    let store = place.store();
    let (save, _) = play(aog(6, Options::default()), Policy::Random, 8);
    let file = store.write(&save).unwrap();
    let outside = TempDir::new("ops-export");
    let dest = outside.path().join("exported.json");
    store.export(&file, &dest).unwrap();
    let stored = place.get(&format!("saves/{file}")).unwrap();
    assert_eq!(std::fs::read(&dest).unwrap(), stored);
    assert_eq!(
        store.bytes(&file).unwrap(),
        stored,
        "the bytes a download gets"
    );
    store.delete(&file).unwrap();
    assert!(store.list().is_empty());
    assert!(matches!(store.delete(&file), Err(StoreError::File { .. })));
    assert_eq!(
        standfirm_store::load_path(&dest).unwrap().0,
        save,
        "the export loads anywhere"
    );
}

#[test]
fn file_names_outside_the_folder_are_refused() {
    on_each_backend("ops-names", refused_names);
}

fn refused_names(place: &Place) {
    let store = place.store();
    for bad in [
        "../x.json",
        "a/b.json",
        ".x.json.tmp",
        "x.txt",
        ".json",
        ".hidden.json",
    ] {
        assert!(
            matches!(store.delete(bad), Err(StoreError::BadFileName(_))),
            "{bad}"
        );
        assert!(store.load(bad).is_err(), "{bad}");
        assert!(store.bytes(bad).is_err(), "{bad}");
    }
    let (mut save, _) = play(pip(1, true), Policy::Random, 1);
    save.id = "../escape".into();
    assert_eq!(
        store.write(&save),
        Err(StoreError::BadId("../escape".into()))
    );
}

#[test]
fn stray_temporaries_are_ignored_and_cleaned_by_the_next_save() {
    let dir = TempDir::new("ops-stray");
    let store = Store::open(dir.path()).unwrap();
    let (save, _) = play(aog(9, Options::default()), Policy::Random, 4);
    let target = store.saves_dir().join(save.file_name());
    std::fs::write(temp_path(&target), b"{\"half a sa").unwrap();
    assert!(store.list().is_empty(), "a temporary is not a save");
    store.write(&save).unwrap();
    assert!(!temp_path(&target).exists());
    assert_eq!(store.list().len(), 1);
}
