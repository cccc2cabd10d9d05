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
    standfirm::measure_first_frame_if_asked(window.window(), started);
    window.run()
}
