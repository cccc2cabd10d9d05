//! The UI tests: the real screens driven without a display, by accessible label (`support/`). They are one test
//! binary, a module per screen or flow, because every test binary links all of Slint: fifteen binaries took
//! fifteen links of ~500 MB each. Slint's platform, windows and timers are per thread, so the tests still run in
//! parallel. Run one with `cargo test --test ui <module>`.
//!
//! The binary has two modes the set-up reads from the environment (`support`): Large print for every table
//! (`STANDFIRM_TEST_LARGE_PRINT=1`), and the threaded mode (`STANDFIRM_TEST_THREADED=1`, `support::threads`), in
//! which the app's worker threads run; the tests of `threads` need it and run themselves again in it.

#[path = "../support/mod.rs"]
mod support;

mod android;
mod aog;
mod back_sheets;
mod card_settings;
mod challenge;
mod chance;
mod daily;
mod help;
mod keyboard;
mod landscape;
mod navigation;
mod online;
mod online_screens;
mod pip;
mod review;
mod saves_bad_files;
mod saves_resume;
mod solo_motion;
mod spanish_solo;
mod spanish_walk;
mod statistics;
mod strongholds_bots;
mod strongholds_deal_hidden;
mod strongholds_flows;
mod strongholds_levels;
mod strongholds_six_people;
mod strongholds_symbols;
mod strongholds_two_people;
mod table_words;
mod threads;
mod tutorial_armor_of_god;
mod tutorial_pip_armor;
mod tutorial_strongholds;
