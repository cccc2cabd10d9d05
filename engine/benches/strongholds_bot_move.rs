//! The greedy Strongholds bot's time to choose ONE move in late 6-player games (at most 20 ms, even in
//! the worst position). The positions are every decision from 80% to 90% of the length of seeded greedy games:
//! main phases (many with full hands), end-of-turn discards and returns, and slap windows.
//!
//! Before criterion runs, each position is timed with `Instant` as the median of 15 calls, and the p50, p99
//! and worst over all positions are printed, for `greedy` and for `greedy_slap` of every seat in every slap
//! window. Criterion then times all positions in turn, the slowest one, and the slap windows.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use standfirm_engine::strongholds::bots::{greedy, greedy_slap};
use standfirm_engine::strongholds::{Options, Phase, State};
use std::hint::black_box;
use std::time::{Duration, Instant};

const GAMES: u64 = 300;
const PLAYERS: u8 = 6;
const CALLS: usize = 15;

/// Every position from 80% to 90% of each seeded 6-player greedy game.
fn late_positions() -> Vec<State> {
    let options = Options {
        players: PLAYERS,
        truth_limit_all: false,
        round_cap: Some(300),
    };
    let mut positions = Vec::new();
    for seed in 0..GAMES {
        let start = State::new(options.clone(), seed, 0).expect("6 players");
        let mut state = start.clone();
        let mut length = 0;
        while let Some(action) = greedy(&state) {
            state.apply(&action).expect("bots play legally");
            length += 1;
        }
        let mut state = start;
        for step in 0..length * 9 / 10 {
            if step >= length * 8 / 10 {
                positions.push(state.clone());
            }
            let action = greedy(&state).expect("the game is on");
            state.apply(&action).expect("bots play legally");
        }
    }
    positions
}

/// The median time of `CALLS` calls.
fn median_time(mut call: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..CALLS)
        .map(|_| {
            let start = Instant::now();
            call();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[CALLS / 2]
}

/// Prints p50, p99 and the worst of `times`; returns the index of the worst.
fn report(label: &str, times: &[Duration]) -> usize {
    let mut sorted = times.to_vec();
    sorted.sort();
    let at = |q: usize| sorted[(sorted.len() - 1) * q / 100];
    let worst = (0..times.len()).max_by_key(|&i| times[i]).unwrap_or(0);
    eprintln!(
        "{label}: {} positions, p50 {:?}, p99 {:?}, worst {:?}",
        times.len(),
        at(50),
        at(99),
        at(100)
    );
    worst
}

fn bot_move(c: &mut Criterion) {
    let positions = late_positions();
    let windows: Vec<&State> = positions
        .iter()
        .filter(|s| matches!(s.phase, Phase::SlapWindow { .. }))
        .collect();
    let main = positions.iter().filter(|s| s.phase == Phase::Main);
    let full_hands = main
        .clone()
        .filter(|s| s.player(s.active).holding.len() >= 7)
        .count();
    eprintln!(
        "strongholds_bot_move: {} late positions of {GAMES} {PLAYERS}-player games: {} main phases ({full_hands} \
         with 7 or more Growth cards in hand), {} slap windows",
        positions.len(),
        main.count(),
        windows.len()
    );
    let times: Vec<Duration> = positions
        .iter()
        .map(|s| median_time(|| drop(black_box(greedy(black_box(s))))))
        .collect();
    let slowest = &positions[report("greedy", &times)];
    eprintln!("  the slowest position awaits {:?}", slowest.phase);
    let slap_times: Vec<Duration> = windows
        .iter()
        .flat_map(|s| (0..PLAYERS).map(move |seat| (s, seat)))
        .map(|(s, seat)| median_time(|| drop(black_box(greedy_slap(black_box(s), seat)))))
        .collect();
    report("greedy_slap, each seat of each slap window", &slap_times);

    let mut group = c.benchmark_group("strongholds_bot_move");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("greedy, every late position", |b| {
        b.iter(|| {
            for s in &positions {
                black_box(greedy(s));
            }
        })
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("greedy, the slowest position", |b| {
        b.iter(|| black_box(greedy(black_box(slowest))))
    });
    group.throughput(Throughput::Elements(
        windows.len() as u64 * u64::from(PLAYERS),
    ));
    group.bench_function("greedy_slap, every seat of every slap window", |b| {
        b.iter(|| {
            for s in &windows {
                for seat in 0..PLAYERS {
                    black_box(greedy_slap(s, seat));
                }
            }
        })
    });
    group.finish();
}

criterion_group!(benches, bot_move);
criterion_main!(benches);
