//! Stand Firm, the app: Slint screens over the `standfirm-engine` rules engines.

slint::include_modules!();

/// Builds the main window, shared by the desktop `main`, Android and the UI tests.
pub fn build_app() -> Result<AppWindow, slint::PlatformError> {
    AppWindow::new()
}
