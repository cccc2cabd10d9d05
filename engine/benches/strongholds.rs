//! Greedy-bot Strongholds games per second, 2 and 6 players (issue 4). Reported, never asserted.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use standfirm_engine::sim::strongholds::play_game;
use standfirm_engine::strongholds::Options;
use std::hint::black_box;

fn greedy_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("strongholds_greedy_game");
    group.throughput(Throughput::Elements(1));
    for players in [2u8, 6] {
        let options = Options {
            players,
            truth_limit_all: false,
            round_cap: Some(300),
        };
        let mut seed = 0u64;
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{players}p")),
            &options,
            |b, options| {
                b.iter(|| {
                    seed += 1;
                    black_box(play_game(options, seed, false).expect("a finished game"))
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, greedy_games);
criterion_main!(benches);
