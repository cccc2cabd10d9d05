//! Start-up measurement: with `STANDFIRM_MEASURE_FIRST_FRAME` set, print the time from `started` to the first
//! rendered frame and quit (README, "Benchmarks and measurements").

use slint::ComponentHandle;
use std::time::Instant;

/// Arms the measurement on `window` if the environment asks for it.
pub fn measure_first_frame_if_asked(window: &slint::Window, started: Instant) {
    if std::env::var_os("STANDFIRM_MEASURE_FIRST_FRAME").is_none() {
        return;
    }
    let reported = std::cell::Cell::new(false);
    let notifier = window.set_rendering_notifier(move |state, _| {
        if matches!(state, slint::RenderingState::AfterRendering) && !reported.replace(true) {
            println!(
                "first frame after {:.1} ms",
                started.elapsed().as_secs_f64() * 1000.0
            );
            let _ = slint::quit_event_loop();
        }
    });
    if let Err(error) = notifier {
        eprintln!("cannot observe rendering ({error}); use a renderer with rendering notifiers, such as femtovg");
    }
}

/// The line the app writes to its log (stderr: logcat's `RustStdoutStderr` on Android) when its first frame is
/// drawn: the window in logical pixels, its scale factor and the insets the screens are laid out inside.
/// `android/smoke.sh` waits for it and turns the desktop's tap coordinates into the device's with it.
pub fn first_frame_line(size: (f32, f32), scale: f32, insets: [f32; 4]) -> String {
    area_line("first frame", size, scale, insets)
}

/// The line the app writes when the window's size, scale or safe-area insets change after the first frame (the
/// system's bars arrive a moment after it): `android/smoke.sh` taps by the last one.
pub fn safe_area_line(size: (f32, f32), scale: f32, insets: [f32; 4]) -> String {
    area_line("safe area", size, scale, insets)
}

fn area_line(what: &str, size: (f32, f32), scale: f32, insets: [f32; 4]) -> String {
    let [top, bottom, left, right] = insets;
    format!(
        "Stand Firm: {what}: window {:.0}x{:.0}, scale {scale}, insets top {top:.0} bottom {bottom:.0} left {left:.0} right {right:.0}",
        size.0, size.1
    )
}

/// The window's logical size, scale and insets now.
pub(crate) type Area = ((f32, f32), f32, [f32; 4]);

pub(crate) fn area(app: &crate::ui::AppWindow) -> Area {
    let window = app.window();
    let scale = window.scale_factor();
    let size = window.size().to_logical(scale);
    let insets = [
        app.get_inset_top(),
        app.get_inset_bottom(),
        app.get_inset_left(),
        app.get_inset_right(),
    ];
    ((size.width, size.height), scale, insets)
}

/// Writes `first_frame_line` once, after the first frame is rendered (or, with a renderer that cannot tell,
/// once the event loop runs), then `safe_area_line` whenever the size, scale or insets change. Cheap: one
/// comparison per frame.
pub fn log_first_frame(app: &crate::ui::AppWindow) {
    let weak = app.as_weak();
    let last: std::cell::Cell<Option<Area>> = std::cell::Cell::new(None);
    let notifier = app.window().set_rendering_notifier(move |state, _| {
        if !matches!(state, slint::RenderingState::AfterRendering) {
            return;
        }
        let Some(now) = weak.upgrade().map(|app| area(&app)) else {
            return;
        };
        let line = match last.get() {
            None => first_frame_line,
            Some(before) if before != now => safe_area_line,
            Some(_) => return,
        };
        last.set(Some(now));
        let (size, scale, insets) = now;
        eprintln!("{}", line(size, scale, insets));
    });
    if notifier.is_err() {
        let weak = app.as_weak();
        slint::Timer::single_shot(std::time::Duration::ZERO, move || {
            if let Some((size, scale, insets)) = weak.upgrade().map(|app| area(&app)) {
                eprintln!("{}", first_frame_line(size, scale, insets));
            }
        });
    }
}

#[cfg(test)]
#[path = "measure_tests.rs"]
mod tests;
