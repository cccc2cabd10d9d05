//! Start-up measurement: with `STANDFIRM_MEASURE_FIRST_FRAME` set, print the time from `started` to the first
//! rendered frame and quit (README, "Benchmarks and measurements").

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
