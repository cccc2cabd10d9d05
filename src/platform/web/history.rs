//! The browser's Back acts as Android's Back does (`Nav.back`: it closes a sheet, asks before leaving a game,
//! goes up a screen): the app keeps one entry of its own on the page's history, and a Back that pops it is
//! handed to the app; on Home, where the app has nothing to go back to, the browser goes back for real. A
//! `popstate` that comes with a new address is no Back but a link followed in the page (`#armor-of-god/…`):
//! the fragment's own handler opens it, and the app's entry goes back on top.

use super::super::Entry;
use slint::ComponentHandle;
use wasm_bindgen::prelude::*;

/// Puts the app's entry on the history and hands each Back to the app.
pub fn wire(app: &crate::ui::AppWindow, _entry: Entry) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(history) = window.history() else {
        return;
    };
    let keep = |history: &web_sys::History| {
        let _ = history.push_state_with_url(&JsValue::from_str("standfirm"), "", None);
    };
    keep(&history);
    let href = |window: &web_sys::Window| window.location().href().unwrap_or_default();
    let last = std::cell::RefCell::new(href(&window));
    let weak = app.as_weak();
    let listener = Closure::<dyn Fn()>::new(move || {
        let Some(app) = weak.upgrade() else {
            return;
        };
        let Some(window) = web_sys::window() else {
            return;
        };
        let Ok(history) = window.history() else {
            return;
        };
        let now = href(&window);
        if now != *last.borrow() {
            *last.borrow_mut() = now;
            keep(&history);
            return;
        }
        if app.global::<crate::ui::Nav>().invoke_back() {
            keep(&history);
        } else {
            let _ = history.back();
        }
    });
    let _ = window.add_event_listener_with_callback("popstate", listener.as_ref().unchecked_ref());
    listener.forget();
}
