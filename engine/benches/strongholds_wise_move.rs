//! A Wise Strongholds bot's time to decide (p99 at most 300 ms, worst at most 500 ms on one core):
//! every decision of seat 0, Wise, in 10 seeded 6-player games against five Steady bots (main phases,
//! discards, second Trials, and the slap windows it could claim). Each decision is timed once with `Instant`
//! and the p50, p99 and worst are printed; criterion then times the slowest decision again.
//!
//! The budget is Wise's default ([`WISE_PLAYOUTS`]) unless `WISE_BENCH_PLAYOUTS` names another.

use criterion::{criterion_group, criterion_main, Criterion};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::levels::{own_actions, table_move};
use standfirm_engine::strongholds::{
    decide, decision_key, Level, Observation, Options, State, WISE_PLAYOUTS,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

const GAMES: u64 = 10;
const PLAYERS: u8 = 6;
const WISE: u8 = 0;

fn wise_move(c: &mut Criterion) {
    let playouts: u32 = std::env::var("WISE_BENCH_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(WISE_PLAYOUTS);
    let level = |s: u8| {
        Some(if s == WISE {
            Level::Wise
        } else {
            Level::Steady
        })
    };
    let mut times: Vec<(Duration, Observation, u64)> = Vec::new();
    for seed in 0..GAMES {
        let mut options = Options::new(PLAYERS);
        options.round_cap = Some(300);
        let mut state = State::new(options, seed, (seed % u64::from(PLAYERS)) as u8).unwrap();
        let mut actions = 0u64;
        loop {
            if !own_actions(&state, WISE).is_empty() {
                let obs = Observation::of(&state, WISE);
                let key = decision_key(seed, WISE, actions);
                let start = Instant::now();
                black_box(decide(Level::Wise, &obs, playouts, &mut GameRng::new(key)));
                times.push((start.elapsed(), obs, key));
            }
            let Some(action) = table_move(&state, actions, level, playouts) else {
                break;
            };
            state.apply(&action).expect("bots play legally");
            actions += 1;
        }
    }
    let mut sorted: Vec<Duration> = times.iter().map(|t| t.0).collect();
    sorted.sort();
    let at = |q: usize| sorted[(sorted.len() - 1) * q / 100];
    eprintln!(
        "strongholds_wise_move: {} Wise decisions ({playouts} playouts) in {GAMES} {PLAYERS}-player games: \
         p50 {:?}, p99 {:?}, worst {:?}",
        sorted.len(),
        at(50),
        at(99),
        at(100)
    );
    let (_, slowest, key) = times
        .iter()
        .max_by_key(|t| t.0)
        .cloned()
        .expect("Wise decided");
    let mut group = c.benchmark_group("strongholds_wise_move");
    group.sample_size(10);
    group.bench_function("wise, the slowest decision", |b| {
        b.iter(|| {
            black_box(decide(
                Level::Wise,
                &slowest,
                playouts,
                &mut GameRng::new(key),
            ))
        })
    });
    group.finish();
}

criterion_group!(benches, wise_move);
criterion_main!(benches);
