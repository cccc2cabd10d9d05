//! The browser (`web/build.sh`): the page's entry point, what the app tells the page through
//! `globalThis.standfirm` (web/README.md, "The page's contract"), the browser's Back, links to a deal and the
//! moments the page goes out of sight.
//!
//! The same app as the desktop's, with its files in `localStorage` (the store's key-value backend) and its
//! clock from JavaScript's `Date` (jiff's `js` support). No thread runs in the browser: a Wise bot's search
//! and the chance run on the event loop (see `tables/wire/bots.rs` and `services/chance/worker.rs`).

mod history;
pub mod net;
mod page;
mod tasks;
#[cfg(feature = "web-test")]
mod test_page;

use super::Entry;
use slint::ComponentHandle;

/// The tab's memory (`sessionStorage`) of the last link it opened.
const LINK_KEY: &str = "standfirm/link";

/// The page's entry point (`web_start` in the crate root): sets the day from `?today=YYYY-MM-DD` (the tests'
/// fixed date, as `STANDFIRM_TODAY` on the desktop), builds the app over the browser's storage at the
/// viewport's size, reports its frames, wires Back and the links, and runs the event loop (which returns to
/// the browser by throwing, and keeps running from the page's).
pub fn main(entry: Entry) {
    page::mark("started");
    page::log_panics();
    if let Some(today) = page::query("today") {
        match standfirm_store::parse_date(&today) {
            Ok(date) => {
                standfirm_store::fix_today(date);
            }
            Err(why) => page::warn(&format!("Stand Firm: ?today={today} is not a date: {why}")),
        }
    }
    let app = match (entry.build_in_browser)() {
        Ok(app) => app,
        Err(error) => return page::fail(&format!("Stand Firm could not open its window: {error}")),
    };
    page::mark("built");
    // The window takes the page's device pixel ratio, then the viewport's size in device pixels, before it is
    // shown (web/README.md, "The device pixel ratio", "The first frame"): its first frame is laid out and
    // drawn at that size. (A size set before the window exists is taken at scale 1: without the ratio the
    // first frame was laid out 2.6 times too wide.)
    if let Some((size, ratio)) = page::viewport() {
        app.window()
            .dispatch_event(slint::platform::WindowEvent::ScaleFactorChanged {
                scale_factor: ratio,
            });
        app.window().set_size(size);
    }
    page::report_frames(&app, entry.after_first_frame);
    #[cfg(feature = "web-test")]
    test_page::expose(&app);
    history::wire(&app, entry);
    page::on_hidden(entry.suspend);
    // A link is opened once: a reload of the same address in this tab brings back the game as it was (or
    // Home), not the link's New game again.
    let fragment = page::fragment();
    if page::session_value(LINK_KEY).as_deref() != Some(fragment.as_str()) {
        page::set_session_value(LINK_KEY, &fragment);
        (entry.open_link)(&app, &fragment);
    }
    let weak = app.as_weak();
    page::on_hash_change(move |fragment| {
        if let Some(app) = weak.upgrade() {
            page::set_session_value(LINK_KEY, &fragment);
            (entry.open_link)(&app, &fragment);
        }
    });
    page::mark("running");
    if let Err(error) = app.run() {
        page::fail(&format!("Stand Firm stopped: {error}"));
    }
}

pub use tasks::next_task;

/// The running build's version, as the page has it (`standfirm.siteVersion`, web/update.js).
pub fn site_version() -> Option<String> {
    js_sys::Reflect::get(
        &page::report(),
        &wasm_bindgen::JsValue::from_str("siteVersion"),
    )
    .ok()?
    .as_string()
    .filter(|version| !version.is_empty())
}

/// Milliseconds since the page's navigation began (`performance.now()`).
pub fn now_ms() -> f64 {
    page::now_ms()
}

/// Tells the page how long a slice of work on the event loop took (`standfirm.slices`: their count, the
/// longest, their sum, and when the first began and the last ended; web/README.md's "The page's contract"), so
/// that a test can read the longest slice of a Wise search or an estimate, and how long the work took.
pub fn note_slice(ms: f64) {
    use wasm_bindgen::JsValue;
    let report = page::report();
    let slices = js_sys::Reflect::get(&report, &JsValue::from_str("slices"))
        .ok()
        .filter(|v| v.is_object())
        .map(js_sys::Object::from)
        .unwrap_or_else(|| {
            let fresh = js_sys::Object::new();
            page::set(&report, "slices", &fresh);
            fresh
        });
    let number = |key: &str| {
        js_sys::Reflect::get(&slices, &JsValue::from_str(key))
            .ok()
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0)
    };
    let ended = now_ms();
    let count = number("count");
    if count == 0.0 {
        page::set(&slices, "firstMs", &JsValue::from_f64(ended - ms));
    }
    page::set(&slices, "count", &JsValue::from_f64(count + 1.0));
    page::set(
        &slices,
        "longestMs",
        &JsValue::from_f64(number("longestMs").max(ms)),
    );
    page::set(&slices, "workMs", &JsValue::from_f64(number("workMs") + ms));
    page::set(&slices, "lastMs", &JsValue::from_f64(ended));
}

/// A word of the browser's randomness (`crypto.getRandomValues` through `Math.random`'s source): the
/// browser's std has none of its own.
pub fn entropy() -> u64 {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (high << 32) ^ low
}

/// The browser's language (`navigator.language`, `es-419`).
pub fn language() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// Hands `text` to the browser as a download named `name` (the browser's own Downloads: a phone's Files app,
/// a desktop's Downloads folder).
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    use wasm_bindgen::JsCast;
    let failed = |what: &str| format!("the browser would not {what}");
    let window = web_sys::window().ok_or_else(|| failed("give the page a window"))?;
    let document = window
        .document()
        .ok_or_else(|| failed("give the page a document"))?;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| failed("make the file"))?;
    let url =
        web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| failed("make the file"))?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| failed("make a link"))?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// How a link was shared.
pub enum Shared {
    /// Through the browser's share sheet.
    Sheet,
    /// Copied, for a browser without one.
    Copied,
}

/// Shares a link to `deal` of `game` (this page's address with `#armor-of-god/929369`) with `words`: the
/// browser's share sheet (`navigator.share`) where it has one, else the link copied (`navigator.clipboard`).
pub fn share_link(
    title: &str,
    game: standfirm_engine::GameKind,
    deal: u64,
    words: &str,
) -> Result<Shared, String> {
    let window = web_sys::window().ok_or("the page has no window")?;
    let here = window
        .location()
        .href()
        .map_err(|_| "the page has no address")?;
    let link = crate::words::link::deal_link(&here, game, deal);
    share_url(title, words, &link)
}

/// A function of the browser's `navigator` (or of one of its objects) by name, where the browser has it.
fn method(target: &wasm_bindgen::JsValue, name: &str) -> Option<js_sys::Function> {
    use wasm_bindgen::JsCast;
    js_sys::Reflect::get(target, &wasm_bindgen::JsValue::from_str(name))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
}

/// The browser's `navigator.clipboard`, or `null`.
fn clipboard(navigator: &wasm_bindgen::JsValue) -> wasm_bindgen::JsValue {
    js_sys::Reflect::get(navigator, &wasm_bindgen::JsValue::from_str("clipboard"))
        .unwrap_or(wasm_bindgen::JsValue::NULL)
}

/// How this page can share a link: the share sheet, a copy, or neither (a plain-http page has neither: they are
/// given to secure pages only).
pub fn sharing() -> Option<Shared> {
    let navigator: wasm_bindgen::JsValue = web_sys::window()?.navigator().into();
    if method(&navigator, "share").is_some() {
        Some(Shared::Sheet)
    } else if method(&clipboard(&navigator), "writeText").is_some() {
        Some(Shared::Copied)
    } else {
        None
    }
}

/// Shares `url` titled `title` with `words`: the browser's share sheet where it has one, else the link copied.
pub fn share_url(title: &str, words: &str, url: &str) -> Result<Shared, String> {
    use js_sys::Object;
    use wasm_bindgen::{JsCast, JsValue};
    let window = web_sys::window().ok_or("the page has no window")?;
    let navigator: JsValue = window.navigator().into();
    // A refusal (the person closed the sheet) is no error: nothing to say.
    let quietly = |promise: JsValue| {
        if let Ok(promise) = promise.dyn_into::<js_sys::Promise>() {
            let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(|_| {});
            let _ = promise.catch(&ignore);
            ignore.forget();
        }
    };
    if let Some(share) = method(&navigator, "share") {
        let data = Object::new();
        let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
        let _ = js_sys::Reflect::set(&data, &"text".into(), &words.into());
        let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
        if let Ok(promise) = share.call1(&navigator, &data) {
            quietly(promise);
            return Ok(Shared::Sheet);
        }
    }
    let clipboard = clipboard(&navigator);
    if let Some(write) = method(&clipboard, "writeText") {
        if let Ok(promise) = write.call1(&clipboard, &url.into()) {
            quietly(promise);
            return Ok(Shared::Copied);
        }
    }
    Err("this browser can neither share nor copy a link".into())
}

/// Opens the browser's file picker for a save file and hands the picked file's bytes (or why they could not be
/// read) to `then`; nothing happens if the person cancels.
pub fn pick_file(then: impl FnOnce(Result<Vec<u8>, String>) + 'static) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return then(Err("the page has no document".into()));
    };
    let Ok(input) = document.create_element("input") else {
        return then(Err("the browser would not make a file picker".into()));
    };
    let input: web_sys::HtmlInputElement = input.unchecked_into();
    input.set_type("file");
    input.set_accept(".json,application/json");
    let then = std::cell::Cell::new(Some(then));
    let picked = input.clone();
    let on_change = Closure::<dyn FnMut()>::new(move || {
        let Some(then) = then.take() else { return };
        let Some(file) = picked.files().and_then(|files| files.get(0)) else {
            return;
        };
        let read = Closure::<dyn FnMut(wasm_bindgen::JsValue)>::once(
            move |buffer: wasm_bindgen::JsValue| {
                let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                then(Ok(bytes));
            },
        );
        let _ = file.array_buffer().then(&read);
        read.forget();
    });
    input.set_onchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    input.click();
}
