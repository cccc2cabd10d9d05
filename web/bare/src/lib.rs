//! A bare Slint window for the web, built the way the app is built (`web/build.sh`): one screen with one button.
//! It is the baseline of the first-frame budget and the page the device pixel ratio is tested on
//! (`web/tests/`). It reports to the page through `globalThis.standfirm` (see `web/README.md`, "The page's
//! contract"): the first frame, the window's size and scale, each tap, and the rectangle of an element by its
//! accessible label, in CSS pixels.
#![cfg(target_arch = "wasm32")]

mod page;

use slint::ComponentHandle;
use wasm_bindgen::prelude::*;

slint::slint! {
    import { Button, Palette, VerticalBox } from "std-widgets.slint";

    export component Bare inherits Window {
        in-out property <int> taps;
        out property <length> button-x: button.absolute-position.x;
        out property <length> button-y: button.absolute-position.y;
        out property <length> button-width: button.width;
        out property <length> button-height: button.height;
        callback tapped(int);
        title: "Stand Firm (bare)";
        // The page's light or dark scheme, as the app's theme follows it.
        background: Palette.background;
        VerticalBox {
            alignment: center;
            Text {
                text: "Stand Firm";
                font-size: 28px;
                horizontal-alignment: center;
                color: Palette.foreground;
            }
            HorizontalLayout {
                alignment: center;
                button := Button {
                    text: root.taps == 0 ? "Tap me" : "Tapped " + root.taps;
                    accessible-label: "Tap me";
                    min-width: 160px;
                    clicked => {
                        root.taps += 1;
                        root.tapped(root.taps);
                    }
                }
            }
        }
    }
}

/// The entry point: shows the window and runs the event loop (which returns at once in the browser and keeps
/// running from the page's event loop).
#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    page::log_panics();
    let bare = Bare::new().map_err(|e| JsValue::from_str(&e.to_string()))?;
    bare.on_tapped(page::report_tap);
    let weak = bare.as_weak();
    page::expose_rectangles(move |label| {
        let bare = weak.upgrade()?;
        (label == "Tap me").then(|| {
            [
                bare.get_button_x(),
                bare.get_button_y(),
                bare.get_button_width(),
                bare.get_button_height(),
            ]
        })
    });
    page::report_first_frame(&bare);
    // The window takes the page's device pixel ratio, then the viewport's size in device pixels, before it is
    // shown, as the app's does (web/README.md, "The device pixel ratio" and "The first frame"): its first frame
    // is laid out and drawn at that size. Without the size, Slint sizes the canvas to the window's preferred
    // size; without the ratio, the size is taken at scale 1 (the scale factor is known only once the window
    // exists), and the first frame was laid out 2.6 times too wide: its text and button off the screen.
    if let Some((size, ratio)) = page::viewport() {
        bare.window()
            .dispatch_event(slint::platform::WindowEvent::ScaleFactorChanged {
                scale_factor: ratio,
            });
        bare.window().set_size(size);
    }
    bare.run().map_err(|e| JsValue::from_str(&e.to_string()))
}
