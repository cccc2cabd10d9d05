//! Random playouts per second for Armor of God (goal: at least 250,000 games per second on one core).
//! Each playout: a seeded deal, then the legal actions + a uniformly random choice + `apply` until the end,
//! through the allocation-free `legal_actions_into` / `apply_into` with buffers reused across games.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use standfirm_engine::armor_of_god::{Options, State};
use standfirm_engine::rng::GameRng;
use std::hint::black_box;

const GAMES: u64 = 1_000;

fn playout(
    seed: u64,
    actions: &mut Vec<standfirm_engine::armor_of_god::Action>,
    events: &mut Vec<standfirm_engine::armor_of_god::Event>,
) -> u8 {
    let mut state = State::new(Options::default(), seed);
    let mut rng = GameRng::new(!seed);
    loop {
        state.legal_actions_into(actions);
        if actions.is_empty() {
            return state.round();
        }
        let action = actions[rng.below(actions.len() as u64) as usize];
        events.clear();
        state.apply_into(&action, events).expect("legal");
    }
}

fn armor_of_god(c: &mut Criterion) {
    let mut group = c.benchmark_group("armor_of_god");
    group.throughput(Throughput::Elements(GAMES));
    group.bench_function("random_playouts_x1000", |b| {
        let mut events = Vec::with_capacity(16);
        let mut actions = Vec::with_capacity(24);
        b.iter(|| {
            let mut rounds = 0u64;
            for seed in 0..GAMES {
                rounds += u64::from(playout(black_box(seed), &mut actions, &mut events));
            }
            rounds
        })
    });
    group.finish();
}

criterion_group!(benches, armor_of_god);
criterion_main!(benches);
