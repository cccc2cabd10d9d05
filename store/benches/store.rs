//! Autosave (serialise + atomic write, with and without the sync) and load (read + parse + replay) of a late
//! six-player Strongholds game played by the greedy bot and of an Armor of God game. Goals: autosave p50 ≤ 2 ms
//! without the sync, load ≤ 10 ms. Reported, never asserted.

use criterion::{criterion_group, criterion_main, Criterion};
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::Options;
use standfirm_store::{Replayed, SaveFile, Seat, Setup, Store};
use std::hint::black_box;

/// A six-player Strongholds game played by the greedy bot to 90% of its length.
fn late_strongholds() -> SaveFile {
    let setup = Setup::Strongholds {
        options: Options::new(6),
        seed: 17,
        first_player: 0,
        decks: None,
        seats: Seat::numbered(6),
    };
    let whole = play(setup.clone(), usize::MAX).actions.len();
    play(setup, whole * 9 / 10)
}

/// An Armor of God game played by the greedy bot to its end.
fn armor_of_god() -> SaveFile {
    play(
        Setup::ArmorOfGod {
            options: Default::default(),
            seed: 17,
            deck: None,
        },
        usize::MAX,
    )
}

fn play(setup: Setup, moves: usize) -> SaveFile {
    let (mut save, mut state) = SaveFile::new(setup, "bench").unwrap();
    for _ in 0..moves {
        let action = match &state {
            Replayed::Strongholds(s) => greedy(s).map(|a| a.to_string()),
            Replayed::ArmorOfGod(s) => greedy_action(s).map(|a| a.to_string()),
            Replayed::PipArmor(_) => None,
        };
        let Some(action) = action else { break };
        let revealed = state.apply(&action).unwrap();
        save.push(action, revealed, &state);
    }
    save
}

fn benches(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("standfirm-store-bench-{}", std::process::id()));
    let synced = Store::open(&dir).unwrap();
    let unsynced = synced.clone().with_sync(false);
    let games = [
        ("strongholds_6p_late", late_strongholds()),
        ("armor_of_god", armor_of_god()),
    ];
    for (name, save) in &games {
        eprintln!(
            "{name}: {} actions, {} bytes",
            save.actions.len(),
            save.to_bytes().len()
        );
    }
    let mut group = c.benchmark_group("autosave");
    for (store, sync) in [(&unsynced, "no_sync"), (&synced, "sync")] {
        for (name, save) in &games {
            group.bench_function(format!("{name}/{sync}"), |b| {
                b.iter(|| store.write(black_box(save)).unwrap())
            });
        }
    }
    group.finish();
    let mut group = c.benchmark_group("load");
    for (name, save) in &games {
        let file = unsynced.write(save).unwrap();
        group.bench_function(*name, |b| {
            b.iter(|| unsynced.load(black_box(&file)).unwrap())
        });
    }
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(store, benches);
criterion_main!(store);
