//! The types Slint generates from the `.slint` files under `ui/`: the window, every adapter global and every
//! struct and enum that crosses to Rust. Every room may use them; they use nothing of the app.

slint::include_modules!();
