//! The chance and the Learning hint a step at a time (the browser, which has no threads, runs them in slices
//! on its event loop): the playouts played in steps of any size, read with each game's `_of`, and the hint's
//! [`BestSearch`] grown step by step, end exactly where one run does.

use super::{aog, pip, strongholds};
use standfirm_engine::odds::{
    armor_of_god_best_seen, armor_of_god_of, armor_of_god_seen, estimate_more_seen,
    pip_armor_best_seen, pip_armor_of, pip_armor_seen, strongholds_best_seen, strongholds_of,
    strongholds_seen, view_key, BestSearch, Budget, Tally,
};
use standfirm_engine::strongholds::{decision_key, Level, Observation};
use standfirm_engine::Game;

/// Steps of uneven sizes, none over `total`, that add up to `total`.
fn steps(total: u32) -> Vec<u32> {
    let mut out = Vec::new();
    let mut left = total;
    for size in [1, 7, 32, 33, 100, 5].into_iter().cycle() {
        if left == 0 {
            break;
        }
        let step = size.min(left);
        out.push(step);
        left -= step;
    }
    out
}

#[test]
fn armor_of_god_step_by_step_is_one_run() {
    for seed in 0..4 {
        let view = aog::mid_game(seed, 3 + seed as usize * 5).view();
        let key = view_key(&view);
        let whole = armor_of_god_seen(&view, key, Budget::playouts(300)).unwrap();
        let mut tally = Tally::default();
        for step in steps(300) {
            estimate_more_seen(&view, &(), key, &mut tally, Budget::playouts(step));
        }
        assert_eq!(
            armor_of_god_of(&view, &tally).unwrap(),
            whole,
            "seed {seed}"
        );

        let best = armor_of_god_best_seen(&view, key, Budget::playouts(60)).unwrap();
        let mut search = BestSearch::new(&view).unwrap();
        for step in steps(60) {
            search.more(&view, &(), key, Budget::playouts(step));
        }
        assert_eq!(search.played(), 60);
        assert_eq!(search.finish(), best, "seed {seed}");
    }
}

#[test]
fn pip_armor_step_by_step_is_one_run() {
    for seed in 0..4 {
        let view = pip::mid_game(seed, 4 + seed as usize * 9).view();
        let key = view_key(&view);
        let whole = pip_armor_seen(&view, key, Budget::playouts(300)).unwrap();
        let mut tally = Tally::default();
        for step in steps(300) {
            estimate_more_seen(&view, &(), key, &mut tally, Budget::playouts(step));
        }
        assert_eq!(pip_armor_of(&view, &tally).unwrap(), whole, "seed {seed}");

        let best = pip_armor_best_seen(&view, key, Budget::playouts(60)).unwrap();
        let mut search = BestSearch::new(&view).unwrap();
        for step in steps(60) {
            search.more(&view, &(), key, Budget::playouts(step));
        }
        assert_eq!(search.finish(), best, "seed {seed}");
    }
}

#[test]
fn strongholds_step_by_step_is_one_run() {
    let levels = [Level::Steady, Level::Gentle, Level::Steady];
    for seed in 0..3 {
        let state = strongholds::mid_game(seed, 3, 20);
        let seat = state.active;
        let obs = Observation::of(&state, seat);
        let key = decision_key(seed, seat, 20);
        let whole = strongholds_seen(&obs, &levels, key, Budget::playouts(80)).unwrap();
        let mut tally = Tally::default();
        for step in steps(80) {
            estimate_more_seen(&obs, &levels[..], key, &mut tally, Budget::playouts(step));
        }
        assert_eq!(
            strongholds_of(&obs, &levels, &tally).unwrap(),
            whole,
            "seed {seed}"
        );

        let best = strongholds_best_seen(&obs, &levels, key, Budget::playouts(12))
            .unwrap()
            .unwrap();
        let mut search = BestSearch::new(&obs).unwrap();
        for step in steps(12) {
            search.more(&obs, &levels[..], key, Budget::playouts(step));
        }
        assert_eq!(search.finish(), best, "seed {seed}");
    }
}

#[test]
fn a_finished_game_reads_no_chance_from_any_tally() {
    // An estimate of a game over is an error whether it ran whole or a step at a time.
    let mut state = aog::mid_game(1, 0);
    while !state.is_over() {
        let Some(a) = standfirm_engine::armor_of_god::bots::greedy_action(&state) else {
            break;
        };
        state.apply(&a).unwrap();
    }
    let view = state.view();
    assert!(armor_of_god_of(&view, &Tally::default()).is_err());
    assert!(armor_of_god_seen(&view, 1, Budget::playouts(10)).is_err());
}
