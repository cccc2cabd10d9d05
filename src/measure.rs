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
    let [top, bottom, left, right] = insets;
    format!(
        "Stand Firm: first frame: window {:.0}x{:.0}, scale {scale}, insets top {top:.0} bottom {bottom:.0} left {left:.0} right {right:.0}",
        size.0, size.1
    )
}

/// Writes `first_frame_line` once, after the first frame is rendered (or, with a renderer that cannot tell,
/// once the event loop runs). Cheap: one closure call per frame.
pub fn log_first_frame(app: &crate::AppWindow) {
    let weak = app.as_weak();
    let line = move || {
        weak.upgrade().map(|app| {
            let window = app.window();
            let scale = window.scale_factor();
            let size = window.size().to_logical(scale);
            first_frame_line(
                (size.width, size.height),
                scale,
                [
                    app.get_inset_top(),
                    app.get_inset_bottom(),
                    app.get_inset_left(),
                    app.get_inset_right(),
                ],
            )
        })
    };
    let reported = std::cell::Cell::new(false);
    let notified = line.clone();
    let notifier = app.window().set_rendering_notifier(move |state, _| {
        if matches!(state, slint::RenderingState::AfterRendering) && !reported.replace(true) {
            if let Some(text) = notified() {
                eprintln!("{text}");
            }
        }
    });
    if notifier.is_err() {
        slint::Timer::single_shot(std::time::Duration::ZERO, move || {
            if let Some(text) = line() {
                eprintln!("{text}");
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::first_frame_line;

    /// The stub logcat that `android/test-smoke.sh` serves holds the line exactly as the app writes it.
    #[test]
    fn the_smoke_tests_canned_logcat_holds_the_first_frame_line() {
        let line = first_frame_line((412.0, 915.0), 2.625, [24.0, 48.0, 0.0, 0.0]);
        assert_eq!(
            line,
            "Stand Firm: first frame: window 412x915, scale 2.625, insets top 24 bottom 48 left 0 right 0"
        );
        for canned in [
            include_str!("../android/test/logcat-pass.txt"),
            include_str!("../android/test/logcat-panic.txt"),
            include_str!("../android/test/logcat-crash.txt"),
        ] {
            assert!(canned.contains(&line), "{canned}");
        }
    }
}
