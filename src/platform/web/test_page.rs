//! The test build's window into the screen (`web/build.sh --test`, which turns Slint's debug info on): the
//! browser tests find where to tap by accessible label, as the UI tests do, then tap there as a finger does.
//!
//! - `standfirm.rect(label)`: the rectangle `{x, y, width, height}` of the first visible element with that
//!   accessible label (a button first), in the window's logical pixels (the page's CSS pixels), or `null`;
//! - `standfirm.labels()`: every accessible label on the screen, in order;
//! - `standfirm.focused()`: the accessible label of the control the keyboard is on ("" when none).

use super::page::{report, set};
use i_slint_backend_testing::{AccessibleRole, ElementHandle, ElementRoot};
use js_sys::{Array, Object};
use slint::ComponentHandle;
use wasm_bindgen::prelude::*;

/// Sets `standfirm.rect`, `standfirm.labels` and `standfirm.focused`.
pub fn expose(app: &crate::ui::AppWindow) {
    let weak = app.as_weak();
    let rect = Closure::<dyn Fn(String) -> JsValue>::new(move |label: String| {
        let Some(app) = weak.upgrade() else {
            return JsValue::NULL;
        };
        let mut all: Vec<ElementHandle> =
            ElementHandle::find_by_accessible_label(&app, &label).collect();
        all.sort_by_key(|e| e.accessible_role() != Some(AccessibleRole::Button));
        let Some(found) = all
            .into_iter()
            .find(|e| e.size().width > 0.0 && e.size().height > 0.0)
        else {
            return JsValue::NULL;
        };
        let (position, size) = (found.absolute_position(), found.size());
        let object = Object::new();
        set(&object, "x", &JsValue::from(position.x));
        set(&object, "y", &JsValue::from(position.y));
        set(&object, "width", &JsValue::from(size.width));
        set(&object, "height", &JsValue::from(size.height));
        object.into()
    });
    set(&report(), "rect", rect.as_ref());
    rect.forget();
    let weak = app.as_weak();
    let labels = Closure::<dyn Fn() -> JsValue>::new(move || {
        let list = Array::new();
        if let Some(app) = weak.upgrade() {
            for element in app.root_element().query_descendants().find_all() {
                if let Some(label) = element.accessible_label().filter(|l| !l.is_empty()) {
                    list.push(&JsValue::from_str(&label));
                }
            }
        }
        list.into()
    });
    set(&report(), "labels", labels.as_ref());
    labels.forget();
    let weak = app.as_weak();
    let focused = Closure::<dyn Fn() -> JsValue>::new(move || {
        let label = weak
            .upgrade()
            .map(|app| {
                app.global::<crate::ui::Keyboard>()
                    .get_focused()
                    .to_string()
            })
            .unwrap_or_default();
        JsValue::from_str(&label)
    });
    set(&report(), "focused", focused.as_ref());
    focused.forget();
}
