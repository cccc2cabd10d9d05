//! Desktop entry point.

use slint::ComponentHandle;

fn main() -> Result<(), slint::PlatformError> {
    let started = std::time::Instant::now();
    let app = standfirm::build_app()?;
    standfirm::measure_first_frame_if_asked(app.window(), started);
    app.run()
}
