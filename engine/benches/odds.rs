//! The chance estimator on one core: 2,000 playouts from a mid-game position of each solo game (goal at most
//! 150 ms), 500 from a mid-game Strongholds table of 2, 4 and 6 players, every seat Steady (goal at most
//! 400 ms); and the Learning hint of Armor of God (every move in 300 worlds). Reported, never asserted.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use standfirm_engine::armor_of_god::{self as aog, bots::greedy_action, Defense};
use standfirm_engine::game::Game;
use standfirm_engine::odds::{self, position_key, Budget};
use standfirm_engine::pip_armor::{self as pip, bots::Bot, bots::GreedyBot};
use standfirm_engine::strongholds::{self as sh, bots::greedy, Level};
use std::hint::black_box;

/// Armor of God, Hard A, at the first Play decision after 16 greedy moves (round 2 of 4).
fn aog_mid() -> aog::State {
    let options = aog::Options {
        defense: Defense::HardA,
        ..aog::Options::default()
    };
    let mut s = aog::State::new(options, 11);
    let mut moves = 0;
    while moves < 16 || s.step() != aog::Step::Play {
        let a = greedy_action(&s).expect("the game is on");
        s.apply(&a).unwrap();
        moves += 1;
    }
    s
}

/// PIP Armor after 9 of the 18 Prepare turns.
fn pip_mid() -> pip::State {
    let mut s = pip::State::new(pip::Options::default(), 11);
    for _ in 0..9 {
        let a = GreedyBot.choose(&s);
        s.apply(&a).unwrap();
    }
    s
}

/// A Strongholds table of `players` after 15 turns of the greedy bots.
fn sh_mid(players: u8) -> sh::State {
    let mut s = sh::State::new(sh::Options::new(players), 11, 0).unwrap();
    while s.turn < 15 {
        let a = greedy(&s).expect("the game is on");
        s.apply(&a).unwrap();
    }
    s
}

fn solo(c: &mut Criterion) {
    let mut group = c.benchmark_group("odds");
    group.sample_size(20);
    let a = aog_mid();
    assert!(!a.is_over());
    let key = position_key(&a, 0);
    group.bench_function("armor_of_god_2000", |b| {
        b.iter(|| black_box(odds::armor_of_god(&a, key, Budget::playouts(2000)).unwrap()))
    });
    let p = pip_mid();
    let key = position_key(&p, 0);
    group.bench_function("pip_armor_2000", |b| {
        b.iter(|| black_box(odds::pip_armor(&p, key, Budget::playouts(2000)).unwrap()))
    });
    let key = position_key(&a, 0);
    println!("the Learning hint weighs {} moves", a.legal_actions().len());
    group.bench_function("armor_of_god_hint_300_per_move", |b| {
        b.iter(|| black_box(odds::armor_of_god_best(&a, key, Budget::playouts(300)).unwrap()))
    });
    group.finish();
}

fn strongholds(c: &mut Criterion) {
    let mut group = c.benchmark_group("odds_strongholds_500");
    group.sample_size(10);
    for players in [2u8, 4, 6] {
        let s = sh_mid(players);
        let levels = vec![Level::Steady; usize::from(players)];
        let seat = s.active;
        let key = sh::decision_key(11, seat, 0);
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{players}p")),
            &s,
            |b, s| {
                b.iter(|| {
                    black_box(
                        odds::strongholds(s, seat, &levels, key, Budget::playouts(500)).unwrap(),
                    )
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, solo, strongholds);
criterion_main!(benches);
