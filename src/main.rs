//! Desktop entry point.

use slint::ComponentHandle;

fn main() -> Result<(), slint::PlatformError> {
    standfirm::build_app()?.run()
}
