//! Peak memory (VmHWM) of the app with Slint's software renderer: at Home, then with a 6-player Strongholds
//! table open late in its game (six people, so every hand-off and screen is drawn). Linux only (reads
//! /proc/self/status). `cargo run --release --example memory`.

#[path = "../tests/support/mod.rs"]
mod support;

use slint::ComponentHandle;
use standfirm_engine::strongholds::{Options, State, Status};
use support::strongholds::{play_person, Table};

fn peak_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn main() {
    support::init();
    let app = support::app(640, 1800);
    app.window().take_snapshot().expect("a frame");
    println!("Home drawn: peak RSS {} KB", peak_kb());
    let names = ["April", "Steve", "Ruth", "Boaz", "Naomi", "Obed"];
    support::tap(&app, "Strongholds: New game");
    for _ in 2..6 {
        support::tap(&app, "Add a player");
    }
    for (i, name) in names.iter().enumerate() {
        support::type_into(&app, &format!("Name of seat {}", i + 1), name);
        let bot = format!("Seat {} is a bot", i + 1);
        if support::has_button(&app, &bot) {
            support::tap(&app, &bot);
        }
    }
    support::type_into(&app, "Strongholds deal number", "21");
    support::tap(&app, "Start Strongholds");
    let table = Table {
        names: names.iter().map(|n| n.to_string()).collect(),
        bots: vec![false; 6],
    };
    let mut state = State::new(Options::new(6), 21, 0).expect("a game");
    // Late in the game: ten Strongholds defeated.
    while state.players.iter().map(|p| p.taken.len()).sum::<usize>() < 10
        && !matches!(state.status(), Status::Finished(_))
    {
        play_person(&app, &mut state, &table);
        app.window().take_snapshot().expect("a frame");
    }
    println!(
        "6-player Strongholds table open, round {}: peak RSS {} KB",
        state.round,
        peak_kb()
    );
}
