//! Greedy-bot Strongholds games per second, 2 and 6 players. Reported, never asserted.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::{Options, State};
use std::hint::black_box;

/// Plays one game with the greedy bot in every seat (seat 0 first) and returns its last round.
fn play_game(options: &Options, seed: u64) -> u32 {
    let mut state = State::new(options.clone(), seed, 0).expect("2 to 6 players");
    while let Some(action) = greedy(&state) {
        state.apply(&action).expect("bots choose legal actions");
    }
    state.round
}

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
                    black_box(play_game(options, seed))
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, greedy_games);
criterion_main!(benches);
