//! Compiles the Slint UI. Test and debug builds carry the Slint compiler's debug info, without which
//! `i-slint-backend-testing` element queries find nothing (see ARCHITECTURE.md).

fn main() {
    let debug = std::env::var("PROFILE")
        .map(|p| p == "debug")
        .unwrap_or(false)
        || std::env::var_os("SLINT_EMIT_DEBUG_INFO").is_some();
    let config = slint_build::CompilerConfiguration::new()
        .with_style("material".into())
        .with_debug_info(debug);
    slint_build::compile_with_config("ui/app-window.slint", config).expect("the Slint UI compiles");
}
