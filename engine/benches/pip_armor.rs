//! PIP Armor playout speed: whole games from a fixed set of seeds, random and greedy policies.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use standfirm_engine::pip_armor::bots::{play_out, GreedyBot, RandomBot};
use standfirm_engine::pip_armor::{Options, State};
use std::hint::black_box;

const SEEDS: u64 = 100;

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("pip_armor");
    group.throughput(Throughput::Elements(SEEDS));
    group.bench_function("random playouts (100 games)", |b| {
        b.iter(|| {
            for seed in 0..SEEDS {
                let mut state = State::new(Options::default(), seed);
                play_out(&mut state, &mut RandomBot::new(seed));
                black_box(state.status());
            }
        })
    });
    group.bench_function("greedy playouts (100 games)", |b| {
        b.iter(|| {
            for seed in 0..SEEDS {
                let mut state = State::new(Options::default(), seed);
                play_out(&mut state, &mut GreedyBot);
                black_box(state.status());
            }
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
