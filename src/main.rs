//! Desktop entry point: the app with its files in the user's data folder (`STANDFIRM_DATA_DIR` overrides it).

use slint::ComponentHandle;

/// Where saves, statistics and settings live on this desktop.
fn data_dir() -> Option<std::path::PathBuf> {
    if let Some(dir) = std::env::var_os("STANDFIRM_DATA_DIR") {
        return Some(dir.into());
    }
    directories::ProjectDirs::from("org", "Stand Firm", "Stand Firm")
        .map(|d| d.data_dir().to_path_buf())
}

fn main() -> Result<(), slint::PlatformError> {
    let started = std::time::Instant::now();
    let app = match data_dir() {
        Some(dir) => standfirm::build_app_at(dir)?,
        None => standfirm::build_app()?,
    };
    standfirm::measure_first_frame_if_asked(app.window(), started);
    let result = app.run();
    standfirm::flush_saves();
    result
}
