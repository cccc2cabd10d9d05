//! Prints where Android's smoke test taps (`android/smoke.sh`), for the window size and insets the app reports
//! on the device in its log (the last of its first-frame and safe-area lines): the buttons are found on the
//! real screens, laid out at that size with Slint's testing backend (`tests/support/taps.rs`).
//!
//! ```sh
//! cargo run --example smoke_taps -- WIDTH HEIGHT INSET_TOP INSET_BOTTOM    # logical pixels
//! ```
//!
//! Prints `NAME X Y` a line (logical pixels), with the text to type after the tap on the deal field
//! (`deal X Y 3`: the deal number); exits 1 with the reason when a button is missing or out of view.

#[path = "../tests/support/mod.rs"]
mod support;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let numbers: Vec<f32> = args.iter().filter_map(|a| a.parse().ok()).collect();
    if args.len() != 4 || numbers.len() != 4 || numbers.iter().any(|n| *n < 0.0) {
        eprintln!("usage: smoke_taps WIDTH HEIGHT INSET_TOP INSET_BOTTOM (logical pixels)");
        std::process::exit(2);
    }
    let (width, height) = (numbers[0].round() as u32, numbers[1].round() as u32);
    let (top, bottom) = (numbers[2], numbers[3]);
    support::init();
    match support::taps::smoke_taps(width, height, top, bottom) {
        Ok(taps) => print!(
            "{}",
            support::taps::format(width, height, top, bottom, &taps)
        ),
        Err(why) => {
            eprintln!("smoke_taps: {why}");
            std::process::exit(1);
        }
    }
}
