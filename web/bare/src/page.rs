//! What the bare window tells the page, through one object `globalThis.standfirm` that the tests read:
//! `firstFrame` (when and how the first frame was drawn), `frame` (the window now), `taps`, and `rect(label)`.

use js_sys::{Object, Reflect};
use slint::ComponentHandle;
use std::cell::Cell;
use wasm_bindgen::prelude::*;

/// `globalThis.standfirm`, created if the page has not made it.
fn report() -> Object {
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

fn set(target: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(target, &JsValue::from_str(key), value);
}

/// Milliseconds since the page's navigation began (`performance.now()`).
fn now_ms() -> f64 {
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

/// `standfirm.taps = taps`, and the time of the tap.
pub fn report_tap(taps: i32) {
    let report = report();
    set(&report, "taps", &JsValue::from(taps));
    set(&report, "lastTapMs", &JsValue::from(now_ms()));
}

/// `standfirm.rect(label)`: the rectangle of the element with that accessible label, in the window's logical
/// pixels (the page's CSS pixels), as `{x, y, width, height}`, or `null`.
pub fn expose_rectangles(find: impl Fn(&str) -> Option<[f32; 4]> + 'static) {
    let rect = Closure::<dyn Fn(String) -> JsValue>::new(move |label: String| {
        let Some([x, y, width, height]) = find(&label) else {
            return JsValue::NULL;
        };
        let object = Object::new();
        set(&object, "x", &JsValue::from(x));
        set(&object, "y", &JsValue::from(y));
        set(&object, "width", &JsValue::from(width));
        set(&object, "height", &JsValue::from(height));
        object.into()
    });
    set(&report(), "rect", rect.as_ref());
    rect.forget();
}

/// After each frame, `standfirm.frame = {width, height, scale, count}` (logical size and scale factor); after
/// the first one also `standfirm.firstFrame = {ms, line}`, the line in the console (worded as the desktop
/// app's log line), and a call of `standfirm.onFirstFrame()` if the page set one.
pub fn report_first_frame<C: ComponentHandle + 'static>(component: &C) {
    let weak = component.as_weak();
    let frames = Cell::new(0u32);
    let result = component.window().set_rendering_notifier(move |state, _| {
        if !matches!(state, slint::RenderingState::AfterRendering) {
            return;
        }
        let Some(component) = weak.upgrade() else {
            return;
        };
        let window = component.window();
        let scale = window.scale_factor();
        let size = window.size().to_logical(scale);
        let count = frames.get() + 1;
        frames.set(count);
        let report = report();
        let frame = Object::new();
        set(&frame, "width", &JsValue::from(size.width));
        set(&frame, "height", &JsValue::from(size.height));
        set(&frame, "scale", &JsValue::from(scale));
        set(&frame, "count", &JsValue::from(count));
        set(&report, "frame", &frame);
        if count == 1 {
            let line = format!(
                "Stand Firm: first frame: window {:.0}x{:.0}, scale {scale}",
                size.width, size.height
            );
            let first = Object::new();
            set(&first, "ms", &JsValue::from(now_ms()));
            set(&first, "line", &JsValue::from_str(&line));
            set(&report, "firstFrame", &first);
            web_sys::console::log_1(&JsValue::from_str(&line));
            // The page hides its loading state.
            if let Ok(hook) = Reflect::get(&report, &JsValue::from_str("onFirstFrame")) {
                if let Some(hook) = hook.dyn_ref::<js_sys::Function>() {
                    let _ = hook.call0(&report);
                }
            }
        }
    });
    if let Err(error) = result {
        web_sys::console::error_1(&JsValue::from_str(&format!(
            "Stand Firm: cannot observe rendering: {error}"
        )));
    }
}
