//! Desktop entry point.
//!
//! `STANDFIRM_MEASURE_FIRST_FRAME=1` prints the time from the start of `main` to the first rendered frame and
//! exits (used to measure start-up; see the README).

use slint::ComponentHandle;

fn main() -> Result<(), slint::PlatformError> {
    let started = std::time::Instant::now();
    let app = standfirm::build_app()?;
    if std::env::var_os("STANDFIRM_MEASURE_FIRST_FRAME").is_some() {
        let reported = std::cell::Cell::new(false);
        let notifier = app.window().set_rendering_notifier(move |state, _| {
            if matches!(state, slint::RenderingState::AfterRendering) && !reported.replace(true) {
                println!(
                    "first frame after {:.1} ms",
                    started.elapsed().as_secs_f64() * 1000.0
                );
                let _ = slint::quit_event_loop();
            }
        });
        if let Err(error) = notifier {
            eprintln!("cannot observe rendering: {error}");
        }
    }
    app.run()
}
