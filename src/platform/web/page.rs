//! The page around the app: `globalThis.standfirm`, the address's query and fragment, the console, and the
//! page's events that the app follows.

use js_sys::{Object, Reflect};
use slint::ComponentHandle;
use std::cell::Cell;
use wasm_bindgen::prelude::*;

/// `globalThis.standfirm`, created if the page has not made it.
pub fn report() -> Object {
    let global = js_sys::global();
    let key = JsValue::from_str("standfirm");
    match Reflect::get(&global, &key) {
        Ok(value) if value.is_object() => value.unchecked_into(),
        _ => {
            let object = Object::new();
            let _ = Reflect::set(&global, &key, &object);
            object
        }
    }
}

/// Sets `target[key] = value`.
pub fn set(target: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(target, &JsValue::from_str(key), value);
}

/// Notes when the start-up reached `stage` (`standfirm.marks[stage]`, milliseconds since the page's navigation
/// began), so the first-frame budget's test can say where the time before the first frame goes.
pub fn mark(stage: &str) {
    let report = report();
    let marks = Reflect::get(&report, &JsValue::from_str("marks"))
        .ok()
        .filter(|v| v.is_object())
        .map(Object::from)
        .unwrap_or_else(|| {
            let fresh = Object::new();
            set(&report, "marks", &fresh);
            fresh
        });
    set(&marks, stage, &JsValue::from_f64(now_ms()));
}

/// Milliseconds since the page's navigation began (`performance.now()`).
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The page's viewport in device pixels (`innerWidth` and `innerHeight` times `devicePixelRatio`), and that
/// ratio.
pub fn viewport() -> Option<(slint::PhysicalSize, f32)> {
    let window = web_sys::window()?;
    let ratio = window.device_pixel_ratio();
    let width = window.inner_width().ok()?.as_f64()? * ratio;
    let height = window.inner_height().ok()?.as_f64()? * ratio;
    let size = slint::PhysicalSize::new(width.round() as u32, height.round() as u32);
    Some((size, ratio as f32))
}

/// Writes panics to the browser's console (the default hook writes to a stderr the page never sees).
pub fn log_panics() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("Stand Firm panicked: {info}")));
    }));
}

/// A warning in the console.
pub fn warn(text: &str) {
    web_sys::console::warn_1(&JsValue::from_str(text));
}

/// The app cannot go on: the console and the page's plain message (`standfirm.fail`, when the page has it).
pub fn fail(text: &str) {
    web_sys::console::error_1(&JsValue::from_str(text));
    let report = report();
    set(&report, "failed", &JsValue::from_str(text));
    if let Ok(show) = Reflect::get(&report, &JsValue::from_str("showFailure")) {
        if let Some(show) = show.dyn_ref::<js_sys::Function>() {
            let _ = show.call1(&report, &JsValue::from_str(text));
        }
    }
}

/// The value of `name` in the address's query (`?today=2026-12-02`), if any.
pub fn query(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    params.get(name)
}

/// The address's fragment without its `#` (`armor-of-god/929369`), or empty.
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .map(|hash| hash.trim_start_matches('#').to_string())
        .unwrap_or_default()
}

/// Calls `then` with the new fragment whenever the address's fragment changes (a link opened in the page).
pub fn on_hash_change(then: impl Fn(String) + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let listener = Closure::<dyn Fn()>::new(move || then(fragment()));
    let _ =
        window.add_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
    listener.forget();
}

/// Calls `then` whenever the page goes out of sight (another tab, the phone's home screen, the page closed):
/// the moment Android's pause is on a phone, after which the browser may end the page at any time.
pub fn on_hidden(then: fn()) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    let watched = document.clone();
    let hidden = Closure::<dyn Fn()>::new(move || {
        if watched.visibility_state() == web_sys::VisibilityState::Hidden {
            then();
        }
    });
    let _ = document
        .add_event_listener_with_callback("visibilitychange", hidden.as_ref().unchecked_ref());
    hidden.forget();
    // A reload or a closed tab may end the page while it is still visible.
    let gone = Closure::<dyn Fn()>::new(then);
    let _ = window.add_event_listener_with_callback("pagehide", gone.as_ref().unchecked_ref());
    gone.forget();
}

/// After each frame, `standfirm.frame = {width, height, scale, count, ms}` (logical size and scale factor, the
/// frames drawn so far, `performance.now()` after this one); after
/// the first one also `standfirm.firstFrame = {ms, line, language}`, the line in the console (as the desktop and
/// Android write it: `platform::measure::first_frame_line`), and a call of `standfirm.onFirstFrame()` if the
/// page set one; then, once that frame is on the screen, `after_first` (from the event loop, not the renderer's
/// notifier).
pub fn report_frames(app: &crate::ui::AppWindow, after_first: fn(&crate::ui::AppWindow)) {
    let weak = app.as_weak();
    let frames = Cell::new(0u32);
    let result = app.window().set_rendering_notifier(move |state, _| {
        if matches!(state, slint::RenderingState::BeforeRendering) && frames.get() == 0 {
            mark("rendering");
        }
        if !matches!(state, slint::RenderingState::AfterRendering) {
            return;
        }
        let Some(app) = weak.upgrade() else {
            return;
        };
        let ((width, height), scale, insets) = super::super::measure::area(&app);
        let count = frames.get() + 1;
        frames.set(count);
        let report = report();
        let frame = Object::new();
        set(&frame, "width", &JsValue::from(width));
        set(&frame, "height", &JsValue::from(height));
        set(&frame, "scale", &JsValue::from(scale));
        set(&frame, "count", &JsValue::from(count));
        set(&frame, "ms", &JsValue::from(now_ms()));
        set(&report, "frame", &frame);
        if count == 1 {
            let line = super::super::measure::first_frame_line((width, height), scale, insets);
            let first = Object::new();
            set(&first, "ms", &JsValue::from(now_ms()));
            set(&first, "line", &JsValue::from_str(&line));
            set(
                &first,
                "language",
                &JsValue::from_str(crate::words::tr::lang().code()),
            );
            set(&report, "firstFrame", &first);
            web_sys::console::log_1(&JsValue::from_str(&line));
            // The page hides its loading state.
            if let Ok(hook) = Reflect::get(&report, &JsValue::from_str("onFirstFrame")) {
                if let Some(hook) = hook.dyn_ref::<js_sys::Function>() {
                    let _ = hook.call0(&report);
                }
            }
            let weak = app.as_weak();
            slint::Timer::single_shot(std::time::Duration::ZERO, move || {
                if let Some(app) = weak.upgrade() {
                    after_first(&app);
                }
            });
        }
    });
    if let Err(error) = result {
        warn(&format!("Stand Firm: cannot observe rendering: {error}"));
    }
}

/// A value kept for this tab (`sessionStorage`: it outlives a reload, not the tab).
pub fn session_value(key: &str) -> Option<String> {
    web_sys::window()?
        .session_storage()
        .ok()??
        .get_item(key)
        .ok()?
}

/// Keeps `value` for this tab (`sessionStorage`); a browser that refuses keeps nothing.
pub fn set_session_value(key: &str, value: &str) {
    if let Some(storage) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = storage.set_item(key, value);
    }
}
