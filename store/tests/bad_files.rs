//! Bad files never crash and never hide other saves: every kind of damage gives its plain one-line reason, the
//! bad file is left byte for byte as it was, and the other saves of the folder still list and load. On both
//! backends (a folder, a key-value store), but for what only a folder can hold (a folder, unreadable bits).

mod common;

use common::{aog, on_each_backend, play, strongholds, Place, Policy};
use serde_json::{json, Value};
use standfirm_engine::armor_of_god::Options;
use standfirm_store::{LoadError, SaveFile, Store};

const BAD: &str = "bad.json";
/// The bad file's name under the store's root.
const BAD_FILE: &str = "saves/bad.json";

/// A store with two good saves (Armor of God and a 3-player Strongholds game); returns their file names.
fn folder(place: &Place) -> (Store, Vec<String>) {
    let store = place.store().with_sync(false);
    let a = play(aog(7, Options::default()), Policy::Greedy, 30).0;
    let b = play(strongholds(7, 3, false), Policy::Greedy, 60).0;
    let files = vec![store.write(&a).unwrap(), store.write(&b).unwrap()];
    (store, files)
}

/// A good Armor of God save as JSON, to damage.
fn good() -> Value {
    good_after(20)
}

/// A good Armor of God save after `moves` greedy moves, as JSON.
fn good_after(moves: usize) -> Value {
    let (save, _) = play(aog(11, Options::default()), Policy::Greedy, moves);
    serde_json::from_slice(&save.to_bytes()).unwrap()
}

fn with(mut value: Value, field: &str, new: Value) -> Vec<u8> {
    value[field] = new;
    serde_json::to_vec_pretty(&value).unwrap()
}

/// Line and column (after it) of the first line containing `needle`, as serde_json counts them.
fn at(bytes: &[u8], needle: &str) -> String {
    let text = std::str::from_utf8(bytes).unwrap();
    let (i, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(needle))
        .expect("the needle is in the file");
    format!(
        "line {}, column {}",
        i + 1,
        line.find(needle).unwrap() + needle.len()
    )
}

fn without(mut value: Value, field: &str) -> Vec<u8> {
    value.as_object_mut().unwrap().remove(field);
    serde_json::to_vec_pretty(&value).unwrap()
}

/// Puts `bytes` in the saves as `bad.json`, checks the reason everywhere, the others, and the bytes. Bytes that
/// are not text are for a folder only: a key-value store holds text.
fn check(place: &Place, store: &Store, good_files: &[String], bytes: &[u8], expected: &str) {
    if matches!(place, Place::Memory(_)) && std::str::from_utf8(bytes).is_err() {
        return;
    }
    place.put(BAD_FILE, bytes);
    check_entry(store, good_files, expected);
    assert_eq!(
        place.get(BAD_FILE).unwrap(),
        bytes,
        "the bad file is untouched"
    );
    place.remove(BAD_FILE);
}

/// `reason` is `expected`, or starts with it when `expected` ends with "…" (a position serde chooses).
fn matches(reason: &str, expected: &str) -> bool {
    match expected.strip_suffix('…') {
        Some(prefix) => reason.starts_with(prefix) && reason.ends_with(')'),
        None => reason == expected,
    }
}

/// The listing shows every file, the bad one with `expected`; the good ones load.
fn check_entry(store: &Store, good_files: &[String], expected: &str) {
    let entries = store.list();
    assert_eq!(entries.len(), good_files.len() + 1, "every file is listed");
    let bad = entries.iter().find(|e| e.file == BAD).expect("listed");
    match &bad.save {
        Err(reason) => assert!(
            matches(&reason.to_string(), expected),
            "{reason} ≠ {expected}"
        ),
        // Listing parses only: a save that parses but cannot be replayed is found when it is loaded.
        Ok(_) => assert!(
            expected.starts_with("action ") || expected.starts_with("the game cannot be set up"),
            "listed as readable: {expected}"
        ),
    }
    let loaded = store
        .load(BAD)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(matches(&loaded, expected), "load: {loaded} ≠ {expected}");
    assert!(!expected.contains('\n'), "one line");
    for file in good_files {
        assert!(entries.iter().any(|e| &e.file == file && e.save.is_ok()));
        store.load(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    }
}

#[test]
fn every_kind_of_bad_file_has_its_plain_reason() {
    on_each_backend("bad", |place| {
        let (store, files) = folder(place);
        let g = good();
        let mut actions = g["actions"].as_array().unwrap().clone();
        let n = actions.len();
        let ace = with(good_after(0), "actions", json!(["play AS belt"]));
        actions.push(json!("jump"));
        let jump = with(g.clone(), "actions", Value::Array(actions));
        let seven = with(g.clone(), "seed", json!("seven"));
        let no_actions = without(g.clone(), "actions");
        let colour = with(g.clone(), "colour", json!("blue"));
        let zz = with(g.clone(), "deck", json!(["ZZ"]));
        let lines = |b: &[u8]| b.iter().filter(|&&c| c == b'\n').count() + 1;
        let cases: Vec<(&str, Vec<u8>, String)> = vec![
        ("empty", vec![], "the file is empty".into()),
        ("blank", b"  \n\t\n".to_vec(), "the file is empty".into()),
        ("text", b"hello".to_vec(), "the file is not valid JSON (line 1, column 1)".into()),
        ("binary", vec![0xff, 0xfe, 0x00, 0x13], "the file is not valid JSON (line 1, column 1)".into()),
        ("array", b"[1, 2]".to_vec(), "the file is not a Stand Firm save: it does not hold a JSON object".into()),
        ("trailing", [g.to_string().as_bytes(), b"}"].concat(), format!("the file is not valid JSON (line 1, column {})", g.to_string().len() + 1)),
        ("no format", without(g.clone(), "format"), "the file is not a Stand Firm save: it has no \"format\" field".into()),
        ("other format", with(g.clone(), "format", json!("chess-save")), "the file is not a Stand Firm save: its \"format\" is \"chess-save\", not \"stand-firm-save\"".into()),
        ("future version", with(g.clone(), "version", json!(7)), "saved by a newer version of Stand Firm (version 7); this version reads versions 1 and 2".into()),
        ("version 0", with(g.clone(), "version", json!(0)), "the save format version 0 is not one Stand Firm knows (this version reads versions 1 and 2)".into()),
        ("version text", with(g.clone(), "version", json!("1")), "the save format version \"1\" is not one Stand Firm knows (this version reads versions 1 and 2)".into()),
        ("unknown game", with(g.clone(), "game", json!("chess")), "the save is for a game Stand Firm does not know: \"chess\"".into()),
        ("wrong type", seven.clone(), format!("the save is damaged: invalid type: string \"seven\", expected u64 ({})", at(&seven, "\"seven\""))),
        ("missing field", no_actions.clone(), format!("the save is damaged: missing field `actions` (line {}, column 1)", lines(&no_actions))),
        ("unknown field", colour.clone(), format!("the save is damaged: unknown field `colour`, expected one of `format`, `version`, `game`, `id`, `name`, `created`, `saved`, `options`, `seed`, `deck`, `decks`, `first_player`, `seats`, `secret`, `actions`, `undo_floor`, `summary`, `daily`, `challenge`, `tried` ({})", at(&colour, "\"colour\""))),
        ("wrong-game options", with(g.clone(), "options", json!({"learning": true})), "the save is damaged: the options do not fit Armor of God: unknown field `learning`, expected one of `dart`, `defense`, `faces`".into()),
        ("seats in a solo game", with(g.clone(), "seats", json!([{"name": "April", "bot": false}])), "the save is damaged: a Armor of God save has no \"seats\" field".into()),
        ("a secret in a solo game", with(g.clone(), "secret", json!(12345)), "the save is damaged: a Armor of God save has no \"secret\" field".into()),
        ("bad id", with(g.clone(), "id", json!("../escape")), "the save is damaged: the game id \"../escape\" is not valid (letters, digits, - and _ only)".into()),
        ("undo floor", with(g.clone(), "undo_floor", json!(n + 5)), format!("the save is damaged: the undo floor {} is past the {n} actions", n + 5)),
        ("short deck", with(g.clone(), "deck", json!(["AS", "2S"])), "the game cannot be set up: the deck must hold 52 cards, not 2".into()),
        ("not a card", zz, "the save is damaged: \"ZZ\" is not a card: write the rank (A, 2-10, J, Q, K) then the suit (S, H, D, C), like AS or 10H (line …".into()),
        ("unparsable action", jump, format!("action {n} \"jump\" cannot be replayed: not an Armor of God action (play CARD SLOT, discard CARD, dart largest, dart banked)")),
        ("illegal action", ace, "action 0 \"play AS belt\" cannot be replayed: the Ace of Spades is Satan's Dart and cannot be played".to_string()),
    ];
        for (name, bytes, expected) in cases {
            eprintln!("case: {name}");
            check(place, &store, &files, &bytes, &expected);
        }
    });
}

#[test]
fn a_strongholds_save_needs_its_seats_and_no_deck() {
    on_each_backend("bad-sh", |place| {
        let (store, files) = folder(place);
        let (save, _) = play(strongholds(3, 4, true), Policy::Random, 40);
        let value: Value = serde_json::from_slice(&save.to_bytes()).unwrap();
        let mut two_seats = value.clone();
        two_seats["seats"].as_array_mut().unwrap().truncate(2);
        for (bytes, expected) in [
        (without(value.clone(), "seats"), "the save is damaged: a Strongholds save needs \"seats\""),
        (serde_json::to_vec(&two_seats).unwrap(), "the save is damaged: 2 seats are listed for a 4-player game"),
        (with(value.clone(), "deck", json!(["AS"])), "the save is damaged: a Strongholds save has no \"deck\" field"),
        (with(value.clone(), "first_player", json!(9)), "the game cannot be set up: cannot set up the game: there is no seat 9 to play first"),
        (with(value.clone(), "options", json!({"players": 4, "learning": true})), "the save is damaged: the options do not fit Strongholds: unknown field `learning`, expected one of `players`, `truth_limit_all`, `round_cap`"),
    ] {
        check(place, &store, &files, &bytes, expected);
    }
    });
}

#[test]
fn a_save_cut_short_anywhere_says_so() {
    on_each_backend("bad-cut", |place| {
        let (store, files) = folder(place);
        let bytes = play(strongholds(9, 5, false), Policy::Greedy, 50)
            .0
            .to_bytes();
        let end = bytes.len() - 2; // the closing brace and the newline
        let mut points: Vec<usize> = (1..end).step_by(97).collect();
        points.extend([1, 2, end - 1]);
        for cut in points {
            let prefix = &bytes[..cut];
            let line = prefix.iter().filter(|&&b| b == b'\n').count() + 1;
            let column = cut
                - prefix
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |p| p + 1);
            let expected = if prefix.iter().all(u8::is_ascii_whitespace) {
                "the file is empty".to_string()
            } else {
                format!("the file was cut short (line {line}, column {column})")
            };
            check(place, &store, &files, prefix, &expected);
        }
    });
}

#[test]
fn a_huge_file_is_refused_as_too_large() {
    on_each_backend("bad-huge", |place| {
        let (store, files) = folder(place);
        let huge = vec![b' '; 9 * 1024 * 1024];
        check(
            place,
            &store,
            &files,
            &huge,
            "the file is too large (9437184 bytes; a save is at most 8 MiB)",
        );
    });
}

#[test]
fn a_folder_where_a_save_should_be() {
    let place = Place::folder("bad-dir");
    let (store, files) = folder(&place);
    std::fs::create_dir(store.saves_dir().join(BAD)).unwrap();
    check_entry(&store, &files, "this is a folder, not a save file");
    assert!(store.saves_dir().join(BAD).is_dir(), "left as it is");
}

#[cfg(unix)]
#[test]
fn an_unreadable_file_is_reported_not_fatal() {
    use std::os::unix::fs::PermissionsExt;
    let place = Place::folder("bad-perm");
    let (store, files) = folder(&place);
    let path = store.saves_dir().join(BAD);
    let bytes = good().to_string().into_bytes();
    std::fs::write(&path, &bytes).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::File::open(&path).is_ok() {
        // Running as root: permission bits do not stop reading, so the file simply loads.
        assert!(store.load(BAD).is_ok());
    } else {
        check_entry(
            &store,
            &files,
            "the file cannot be read: Stand Firm is not allowed to read it",
        );
    }
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

#[test]
fn every_reason_is_one_line_and_load_error_displays_plainly() {
    let e = LoadError::Action {
        index: 12,
        action: "play AS belt".into(),
        reason: "the Ace of Spades is Satan's Dart and cannot be played".into(),
    };
    assert_eq!(
        e.to_string(),
        "action 12 \"play AS belt\" cannot be replayed: the Ace of Spades is Satan's Dart and cannot be played"
    );
    assert!(SaveFile::from_bytes(b"{")
        .unwrap_err()
        .to_string()
        .starts_with("the file was cut short"));
}
