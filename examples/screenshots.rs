//! Renders every screen of both games to PNG files, at phone (360×640) and tablet (1280×800) size, in the
//! light theme and (phone) the dark theme, without a display:
//!
//! ```sh
//! cargo run --example screenshots -- [OUTPUT_DIR]     # default: screenshots/
//! ```

#[path = "../tests/support/mod.rs"]
mod support;

use slint::ComponentHandle;
use standfirm::{AppWindow, Theme};
use std::path::{Path, PathBuf};
use support::{app, shows, snapshot, tap, type_into};

fn main() {
    let out: PathBuf = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "screenshots".into())
        .into();
    support::init();
    for (size, w, h, dark) in [
        ("phone", 360, 640, false),
        ("tablet", 1280, 800, false),
        ("phone-dark", 360, 640, true),
    ] {
        let dir = out.join(size);
        let app = app(w, h);
        if dark {
            app.global::<Theme>().set_dark(true);
        }
        shoot_all(&app, &dir);
        app.hide().ok();
        println!("{}: {}", size, dir.display());
    }
}

fn shot(app: &AppWindow, dir: &Path, name: &str) {
    snapshot(app, &dir.join(format!("{name}.png")));
}

fn shoot_all(app: &AppWindow, dir: &Path) {
    shot(app, dir, "01-home");
    tap(app, "About");
    shot(app, dir, "02-about");
    tap(app, "Back");

    // Armor of God, deal 7: new game, the table, a selected card with previews, a discard, the Dart.
    tap(app, "Armor of God: Solo: New game");
    tap(app, "Satan's Dart: Softer");
    shot(app, dir, "10-aog-new-game");
    type_into(app, "Deal number", "7");
    tap(app, "Start the game");
    shot(app, dir, "11-aog-table");
    let mut state = standfirm_engine::armor_of_god::State::new(
        standfirm_engine::armor_of_god::Options {
            dart: standfirm_engine::armor_of_god::DartMode::Softer,
            ..Default::default()
        },
        7,
    );
    // The bot's first play, shown in two steps: the chosen card with its previews, then the discard step.
    let first = standfirm_engine::armor_of_god::bots::greedy_action(&state).expect("a first play");
    if let standfirm_engine::armor_of_god::Action::Play { card, .. } = first {
        tap(app, &format!("Hand: {}", support::words(card)));
        shot(app, dir, "12-aog-card-selected");
        tap(app, &format!("Hand: {}", support::words(card)));
    }
    support::perform_aog(app, &first);
    state.apply(&first).unwrap();
    shot(app, dir, "13-aog-discard-step");
    // Play the game to its end with the greedy bot's choices, photographing the Dart and the end.
    let mut dart_shot = false;
    while let Some(action) = standfirm_engine::armor_of_god::bots::greedy_action(&state) {
        if state.dart_active() && !dart_shot {
            shot(app, dir, "14-aog-dart-active");
            dart_shot = true;
        }
        support::perform_aog(app, &action);
        state.apply(&action).unwrap();
        if state.step() == standfirm_engine::armor_of_god::Step::Dart {
            shot(app, dir, "15-aog-softer-dart-choice");
        }
    }
    shot(app, dir, "16-aog-game-over");
    tap(app, "Home");

    // PIP Armor, deal 3: new game, Prepare, Put On the Armor, Stand, the end.
    tap(app, "PIP Armor: New game");
    shot(app, dir, "20-pip-new-game");
    type_into(app, "Deal number", "3");
    tap(app, "Start the game");
    shot(app, dir, "21-pip-prepare");
    let mut state = standfirm_engine::pip_armor::State::new(Default::default(), 3);
    let mut bot = standfirm_engine::pip_armor::bots::GreedyBot;
    use standfirm_engine::pip_armor::bots::Bot;
    let mut stand_shot = false;
    while !state.is_over() {
        let action = bot.choose(&state);
        support::perform_pip(app, &state, &action);
        state.apply(&action).unwrap();
        if shows(app, "Put On the Armor") && !stand_shot {
            shot(app, dir, "22-pip-put-on");
            tap(app, "Stand firm");
            shot(app, dir, "23-pip-stand");
            stand_shot = true;
        }
    }
    shot(app, dir, "24-pip-game-over");
    tap(app, "Home");
    shot(app, dir, "25-home-after-games");
}
