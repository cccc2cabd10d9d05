//! Desktop entry point.

fn main() -> Result<(), slint::PlatformError> {
    standfirm::build_app()?.run()
}
