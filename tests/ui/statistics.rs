//! UI test: statistics after a won and a lost game of Armor of God (the same variant), counted once each even
//! when the finished game is opened again; reset asks first.

use crate::support::*;
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{Options, State, Status};

/// The first deal from `from` on that the greedy bot wins (or loses).
fn deal_where(won: bool, from: u64) -> u64 {
    (from..)
        .find(|&seed| {
            let mut s = State::new(Options::default(), seed);
            while let Some(a) = greedy_action(&s) {
                s.apply(&a).unwrap();
            }
            (s.status() == Status::Won) == won
        })
        .unwrap()
}

fn play_deal(app: &standfirm::AppWindow, seed: u64) {
    tap(app, "Armor of God: Solo: New game");
    type_into(app, "Deal number", &seed.to_string());
    tap(app, "Start the game");
    let mut state = State::new(Options::default(), seed);
    while let Some(action) = greedy_action(&state) {
        perform_aog(app, &action);
        state.apply(&action).unwrap();
    }
    tap(app, "Home");
}

#[test]
fn a_won_and_a_lost_game_are_counted_once() {
    init();
    let dir = temp_dir("statistics");
    let app = app_at(&dir, 412, 915);
    play_deal(&app, deal_where(true, 1));
    play_deal(&app, deal_where(false, 1));
    tap(&app, "Statistics");
    assert!(shows(&app, "Core Dart · Baseline · J Q K = 10"));
    assert!(
        shows(&app, "Played 2 · Won 1 · Lost 1 · Win rate 50%"),
        "{:?}",
        texts(&app)
    );
    assert!(shows(&app, "Winning streak 0 · Longest 1"));
    // Opening a finished game again does not count it again.
    tap(&app, "Back");
    tap(&app, "Saved games");
    let opened = buttons(&app)
        .into_iter()
        .find(|b| b.starts_with("Open "))
        .expect("a saved game");
    tap(&app, &opened);
    tap(&app, "Home");
    tap(&app, "Statistics");
    assert!(shows(&app, "Played 2 · Won 1 · Lost 1 · Win rate 50%"));
    tap(&app, "Reset statistics");
    assert!(shows(&app, "Reset statistics?"));
    tap(&app, "Reset");
    assert!(shows(&app, "No finished games yet"));
    let _ = std::fs::remove_dir_all(&dir);
}
