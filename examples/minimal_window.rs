//! A minimal Slint window (one line of text), measured the same way as the app to compare start-up time and
//! memory: `STANDFIRM_MEASURE_FIRST_FRAME=1 cargo run --release --example minimal_window`.

use slint::ComponentHandle;

slint::slint! {
    export component Minimal inherits Window {
        width: 360px;
        height: 640px;
        Text { text: "Hello"; }
    }
}

fn main() -> Result<(), slint::PlatformError> {
    let started = std::time::Instant::now();
    let window = Minimal::new()?;
    if std::env::var_os("STANDFIRM_MEASURE_FIRST_FRAME").is_some() {
        let reported = std::cell::Cell::new(false);
        let notifier = window.window().set_rendering_notifier(move |state, _| {
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
    window.run()
}
