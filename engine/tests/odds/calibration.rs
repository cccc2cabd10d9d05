//! Calibration, sized for CI: on a few mid-game positions of each solo game the estimate (1,000 keyed
//! playouts) agrees with the true win rate of the same policy from the same public position, measured
//! independently: 4,000 other re-deals of the hidden cards, each played to the end by the greedy bot.
//! `standfirm-cli odds-calibrate` runs the full measurement (200 positions per game).

use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::game::Game;
use standfirm_engine::odds::{armor_of_god, pip_armor, position_key, Budget, Chance};
use standfirm_engine::pip_armor::bots::{play_out, GreedyBot};
use standfirm_engine::pip_armor::Status;
use standfirm_engine::rng::GameRng;

const ESTIMATE: u32 = 1_000;
const TRUTH: u32 = 4_000;

/// The true rate: `TRUTH` re-deals from a stream unrelated to the estimate's keys, each played out.
fn truth<G: Game>(state: &G, mut won: impl FnMut(G) -> bool) -> f64 {
    let mut rng = GameRng::new(0x7275_7468);
    let wins = (0..TRUTH)
        .filter(|_| won(state.redeal(0, &mut rng)))
        .count();
    wins as f64 / f64::from(TRUTH)
}

/// Checks each position within three combined standard errors, and the average error within 3 points.
fn check(pairs: &[(Chance, f64)]) {
    let mut total = 0.0;
    for &(est, truth) in pairs {
        let p = truth.clamp(0.02, 0.98);
        let se = (p * (1.0 - p) * (1.0 / f64::from(ESTIMATE) + 1.0 / f64::from(TRUTH))).sqrt();
        let err = (est.value() - truth).abs();
        assert!(
            err <= 3.0 * se + 1e-9,
            "estimate {} vs truth {truth}",
            est.value()
        );
        total += err;
    }
    let mean = total / pairs.len() as f64;
    assert!(mean <= 0.03, "average error {mean}");
}

#[test]
fn armor_of_god_estimates_match_the_greedy_bots_true_win_rate() {
    let mut pairs = Vec::new();
    for seed in 0..12u64 {
        let s = super::aog::mid_game(seed, 8 + (seed as usize % 5) * 4);
        if s.is_over() {
            continue;
        }
        let est = armor_of_god(&s, position_key(&s, 0), Budget::playouts(ESTIMATE)).unwrap();
        let rate = truth(&s, |mut w| {
            while let Some(a) = greedy_action(&w) {
                w.apply(&a).unwrap();
            }
            w.status() == standfirm_engine::armor_of_god::Status::Won
        });
        pairs.push((est.win, rate));
    }
    assert!(pairs.len() >= 6, "{} positions", pairs.len());
    assert!(
        pairs.iter().any(|(_, t)| *t < 0.95),
        "some position is not a sure win: {pairs:?}"
    );
    check(&pairs);
}

#[test]
fn pip_armor_estimates_match_the_greedy_bots_true_win_rate() {
    let mut pairs = Vec::new();
    for seed in 0..4u64 {
        let s = super::pip::mid_game(seed, 14 + seed as usize * 4);
        if s.is_over() {
            continue;
        }
        let est = pip_armor(&s, position_key(&s, 0), Budget::playouts(ESTIMATE)).unwrap();
        let rate = truth(&s, |mut w| {
            play_out(&mut w, &mut GreedyBot);
            matches!(w.status(), Status::Won { .. })
        });
        pairs.push((est.win, rate));
    }
    assert!(pairs.len() >= 3);
    check(&pairs);
}
