//! The store on the browser's `localStorage`, in a real page (`web/tests/test_store.py` opens it): each check
//! runs at start and its result goes to `globalThis.standfirm.storeCheck` as `{passed, failed, lines}`, one
//! line per check ("ok ..." or "FAILED ...: why").
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect};
use standfirm_engine::armor_of_god::Options;
use standfirm_store::{Autosaver, SaveFile, Settings, Setup, Store, SuitColours};
use wasm_bindgen::prelude::*;

type Check = fn() -> Result<(), String>;

/// Runs every check and reports them to the page.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("store check panicked: {info}")));
    }));
    let checks: [(&str, Check); 6] = [
        ("saves are written, listed and loaded", saves),
        ("settings survive", settings),
        ("a damaged entry is listed with its reason", damaged),
        (
            "a save that does not fit says so and keeps the old one",
            quota,
        ),
        ("the autosaver writes without a thread", autosaver),
        ("today is the browser's local date", today),
    ];
    let lines = Array::new();
    let (mut passed, mut failed) = (0, 0);
    for (name, check) in checks {
        clear();
        let line = match check() {
            Ok(()) => {
                passed += 1;
                format!("ok {name}")
            }
            Err(why) => {
                failed += 1;
                format!("FAILED {name}: {why}")
            }
        };
        web_sys::console::log_1(&JsValue::from_str(&line));
        lines.push(&JsValue::from_str(&line));
    }
    clear();
    let result = Object::new();
    let _ = Reflect::set(&result, &"passed".into(), &passed.into());
    let _ = Reflect::set(&result, &"failed".into(), &failed.into());
    let _ = Reflect::set(&result, &"lines".into(), &lines);
    let global = js_sys::global();
    let report = Reflect::get(&global, &"standfirm".into())
        .ok()
        .filter(JsValue::is_object)
        .unwrap_or_else(|| Object::new().into());
    let _ = Reflect::set(&report, &"storeCheck".into(), &result);
    let _ = Reflect::set(&global, &"standfirm".into(), &report);
}

fn storage() -> web_sys::Storage {
    standfirm_store::LocalStorage::storage().expect("the page has localStorage")
}

/// Empties the page's storage, so that each check starts from nothing.
fn clear() {
    let _ = storage().clear();
}

fn game(seed: u64) -> SaveFile {
    let setup = Setup::ArmorOfGod {
        options: Options::default(),
        seed,
        deck: None,
    };
    SaveFile::new(setup, format!("Deal {seed}"))
        .expect("a deal starts")
        .0
}

fn check(what: &str, ok: bool) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(what.to_string())
    }
}

fn saves() -> Result<(), String> {
    let store = Store::in_browser().map_err(|e| e.to_string())?;
    let (a, b) = (game(1), game(2));
    for save in [&a, &b] {
        store.write(save).map_err(|e| e.to_string())?;
    }
    let key = format!("standfirm/saves/{}", a.file_name());
    check(
        &format!("the key {key}"),
        storage().get_item(&key).ok().flatten().is_some(),
    )?;
    let listed = store.list();
    check("two saves listed", listed.len() == 2)?;
    check(
        "each with its time",
        listed.iter().all(|e| e.modified.is_some()),
    )?;
    let (loaded, _) = store.load(&a.file_name()).map_err(|e| e.to_string())?;
    check("the save loads as written", loaded == a)?;
    store.delete(&b.file_name()).map_err(|e| e.to_string())?;
    check("one left after a delete", store.list().len() == 1)
}

fn settings() -> Result<(), String> {
    let store = Store::in_browser().map_err(|e| e.to_string())?;
    let mut settings = Settings::default();
    settings.suit_colours = SuitColours::Four;
    store.save_settings(&settings).map_err(|e| e.to_string())?;
    let again = Store::in_browser().map_err(|e| e.to_string())?;
    check(
        "the settings read back",
        again.settings() == (settings, None),
    )
}

fn damaged() -> Result<(), String> {
    let store = Store::in_browser().map_err(|e| e.to_string())?;
    let good = game(3);
    store.write(&good).map_err(|e| e.to_string())?;
    storage()
        .set_item(
            "standfirm/saves/bad.json",
            "{\"format\": \"stand-firm-save\", ",
        )
        .map_err(|_| "cannot plant the damaged entry".to_string())?;
    let listed = store.list();
    check("both listed", listed.len() == 2)?;
    let bad = listed
        .iter()
        .find(|e| e.file == "bad.json")
        .ok_or("bad.json is listed")?;
    let why = bad
        .save
        .as_ref()
        .err()
        .map(ToString::to_string)
        .unwrap_or_default();
    check(
        &format!("its reason: {why}"),
        why.starts_with("the file was cut short"),
    )?;
    check(
        "the good one still loads",
        store.load(&good.file_name()).is_ok(),
    )
}

fn quota() -> Result<(), String> {
    let store = Store::in_browser().map_err(|e| e.to_string())?;
    let save = game(4);
    let file = store.write(&save).map_err(|e| e.to_string())?;
    // Fill the origin's share with filler, halving the piece until not even a small one fits.
    let storage = storage();
    let mut piece = 1 << 20;
    let mut n = 0;
    while piece >= 16 {
        if storage
            .set_item(&format!("filler/{n}"), &"x".repeat(piece))
            .is_ok()
        {
            n += 1;
        } else {
            piece /= 2;
        }
    }
    let mut longer = save.clone();
    longer.name = "y".repeat(4096);
    let result = store.write(&longer);
    let words = result
        .as_ref()
        .err()
        .map(ToString::to_string)
        .unwrap_or_default();
    check(
        &format!("the write fails in plain words: {words}"),
        words.contains("the browser's storage is full"),
    )?;
    let (kept, _) = store.load(&file).map_err(|e| e.to_string())?;
    check("the old save is intact", kept == save)
}

fn autosaver() -> Result<(), String> {
    let store = Store::in_browser().map_err(|e| e.to_string())?;
    let saver = Autosaver::new(store.clone());
    let save = game(5);
    saver.save(save.clone());
    check("written before save returns", saver.written() == 1)?;
    saver.flush()?;
    let (loaded, _) = store.load(&save.file_name()).map_err(|e| e.to_string())?;
    check("the autosave loads", loaded == save)
}

fn today() -> Result<(), String> {
    let date = standfirm_store::today();
    let now = js_sys::Date::new_0();
    check(
        &format!("{date} is the page's date"),
        i32::from(date.year()) == now.get_full_year() as i32
            && i32::from(date.month()) == now.get_month() as i32 + 1
            && i32::from(date.day()) == now.get_date() as i32,
    )
}
