//! Playing by the keyboard alone: key presses sent to the window as a desktop's keyboard sends them, and where
//! the keyboard's focus is (the `Keyboard` global names the focused control by its accessible label).

use slint::platform::{Key, WindowEvent};
use slint::{ComponentHandle, SharedString};
use standfirm::{AppWindow, Keyboard};

fn down(app: &AppWindow, text: SharedString) {
    app.window()
        .dispatch_event(WindowEvent::KeyPressed { text });
}

fn up(app: &AppWindow, text: SharedString) {
    app.window()
        .dispatch_event(WindowEvent::KeyReleased { text });
}

/// Presses and releases a key given by its text ("h", "3", or a `Key`'s text).
pub fn press(app: &AppWindow, text: impl Into<SharedString>) {
    let text = text.into();
    down(app, text.clone());
    up(app, text);
}

/// Types `text`, one key per character.
pub fn type_keys(app: &AppWindow, text: &str) {
    for c in text.chars() {
        press(app, SharedString::from(c.to_string()));
    }
}

/// Presses `key` with `modifier` held (Shift+Tab, Ctrl+Z).
pub fn chord(app: &AppWindow, modifier: Key, key: impl Into<SharedString>) {
    let m: SharedString = modifier.into();
    down(app, m.clone());
    press(app, key);
    up(app, m);
}

/// Tab: the next control.
pub fn tab(app: &AppWindow) {
    press(app, Key::Tab);
}

/// Shift+Tab: the control before.
pub fn shift_tab(app: &AppWindow) {
    chord(app, Key::Shift, Key::Tab);
}

/// Enter on the focused control.
pub fn enter(app: &AppWindow) {
    press(app, Key::Return);
}

/// The accessible label of the control the keyboard is on ("" when none of the app's controls).
pub fn focused(app: &AppWindow) -> String {
    app.global::<Keyboard>().get_focused().to_string()
}

/// Presses Tab until the control labelled `label` has the focus; fails with the controls passed when Tab
/// goes round without finding it.
pub fn tab_to(app: &AppWindow, label: &str) {
    let mut passed = Vec::new();
    for _ in 0..400 {
        if focused(app) == label {
            return;
        }
        tab(app);
        passed.push(focused(app));
    }
    panic!("Tab never reaches {label:?}; it passed {passed:?}");
}

/// Moves the focus to `label` by Tab and presses Enter: a tap by the keyboard.
pub fn key_tap(app: &AppWindow, label: &str) {
    tab_to(app, label);
    enter(app);
}

/// The controls Tab passes from the top of the screen, once round (the first repeated stop ends it).
pub fn tab_round(app: &AppWindow) -> Vec<String> {
    let mut stops: Vec<String> = Vec::new();
    for _ in 0..400 {
        tab(app);
        let now = focused(app);
        if stops.first() == Some(&now) {
            break;
        }
        stops.push(now);
    }
    stops
}

/// Rests the mouse pointer on the middle of the element labelled `label` (a desktop's tooltip shows then).
pub fn hover(app: &AppWindow, label: &str) {
    let e = super::element(app, label);
    let (p, s) = (e.absolute_position(), e.size());
    app.window().dispatch_event(WindowEvent::PointerMoved {
        position: slint::LogicalPosition::new(p.x + s.width / 2.0, p.y + s.height / 2.0),
    });
}
