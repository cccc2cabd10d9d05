//! The review of a finished game on one core: an Armor of God game at Hard A of about 60 decisions, every
//! decision's moves in `review::WORLDS` worlds (goal at most 2 s), and a PIP Armor game and a two-seat
//! Strongholds table for comparison. Reported, never asserted; the turning points' margins are printed once.

use criterion::{criterion_group, criterion_main, Criterion};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::game::Game;
use standfirm_engine::odds::Playout;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::review::{moments, review, Review, WORLDS};
use standfirm_engine::strongholds as sh;
use std::hint::black_box;

/// A game played to its end by `play`.
fn played<G: Game>(start: &G, play: impl Fn(&G) -> Option<G::Action>) -> Vec<G::Action> {
    let mut s = start.clone();
    let mut actions = Vec::new();
    while let Some(a) = play(&s) {
        s.apply(&a).unwrap();
        actions.push(a);
    }
    actions
}

/// The first Armor of God deal from 1 at Hard A whose greedy game has 55 to 65 decisions.
fn aog_sixty() -> (aog::State, Vec<aog::Action>) {
    let options = aog::Options {
        defense: aog::Defense::HardA,
        ..aog::Options::default()
    };
    (1..)
        .map(|seed| {
            let s = aog::State::new(options, seed);
            let actions = played(&s, |s: &aog::State| s.greedy_move(0));
            (s, actions)
        })
        .find(|(s, a)| (55..=65).contains(&moments(s, a, 0).unwrap().0.len()))
        .unwrap()
}

/// Prints the review's size and each turning point's figures with their margins.
fn report<A: std::fmt::Display>(what: &str, r: &Review<A>) {
    eprintln!("{what}: {} decisions", r.decisions.len());
    let widest = r
        .decisions
        .iter()
        .map(|d| d.lost_margin)
        .fold(0.0, f64::max);
    eprintln!("  widest margin of a loss: ±{:.1} points", widest * 100.0);
    for &i in &r.turning_points {
        let d = &r.decisions[i];
        eprintln!(
            "  move {}: {} kept {:.0}% ± {:.0}, {} {:.0}% ± {:.0}; lost {:.1} ± {:.1} points",
            d.index + 1,
            d.played,
            d.kept().value() * 100.0,
            d.kept().margin() * 100.0,
            d.best,
            d.best_chance().value() * 100.0,
            d.best_chance().margin() * 100.0,
            d.lost * 100.0,
            d.lost_margin * 100.0
        );
    }
}

fn reviews(c: &mut Criterion) {
    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    let (a, actions) = aog_sixty();
    report(
        "armor of god",
        &review(&a, &actions, 0, &(), WORLDS.0).unwrap(),
    );
    group.bench_function("armor_of_god_60_decisions", |b| {
        b.iter(|| black_box(review(&a, &actions, 0, &(), WORLDS.0).unwrap()))
    });
    // Deal 14 at Hard A, the app's review test's game (73 decisions): its turning points and their margins.
    let hard = aog::Options {
        defense: aog::Defense::HardA,
        ..aog::Options::default()
    };
    let d14 = aog::State::new(hard, 14);
    let d14a = played(&d14, |s: &aog::State| s.greedy_move(0));
    report(
        "armor of god, deal 14",
        &review(&d14, &d14a, 0, &(), WORLDS.0).unwrap(),
    );
    group.bench_function("armor_of_god_deal_14", |b| {
        b.iter(|| black_box(review(&d14, &d14a, 0, &(), WORLDS.0).unwrap()))
    });
    let p = pip::State::new(pip::Options::default(), 11);
    let pa = played(&p, |s: &pip::State| s.greedy_move(0));
    report("pip armor", &review(&p, &pa, 0, &(), WORLDS.0).unwrap());
    group.bench_function("pip_armor_game", |b| {
        b.iter(|| black_box(review(&p, &pa, 0, &(), WORLDS.0).unwrap()))
    });
    let s = sh::State::new(sh::Options::new(2), 11, 0).unwrap();
    let sa = played(&s, sh::bots::greedy);
    let levels = [sh::Level::Steady; 2];
    report(
        "strongholds",
        &review(&s, &sa, 0, &levels[..], WORLDS.1).unwrap(),
    );
    group.bench_function("strongholds_two_seats", |b| {
        b.iter(|| black_box(review(&s, &sa, 0, &levels[..], WORLDS.1).unwrap()))
    });
    group.finish();
}

criterion_group!(benches, reviews);
criterion_main!(benches);
