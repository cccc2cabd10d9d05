//! Autosave (serialise + atomic write, with and without the sync) and load (read + parse + replay) of a late
//! six-player Strongholds game played by the greedy bot and of an Armor of God game, and the app's side of an
//! autosave (`Autosaver::save`: the version queued for the writer thread, the disk left to it). Goals: autosave
//! p50 ≤ 2 ms without the sync, load ≤ 10 ms, queueing far under a frame. Reported, never asserted.

#[path = "support/games.rs"]
mod games;

use criterion::{criterion_group, criterion_main, Criterion};
use standfirm_store::{Autosaver, Store};
use std::hint::black_box;

fn benches(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("standfirm-store-bench-{}", std::process::id()));
    let synced = Store::open(&dir).unwrap();
    let unsynced = synced.clone().with_sync(false);
    let games = [
        ("strongholds_6p_late", games::late_strongholds(17, "bench")),
        ("armor_of_god", games::armor_of_god(17, 100, "bench")),
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
    // What a move costs the screen: queueing the new version (the writer thread writes it, with the sync).
    let saver = Autosaver::new(synced.clone());
    let mut group = c.benchmark_group("autosave_queue");
    for (name, save) in &games {
        group.bench_function(*name, |b| b.iter(|| saver.save(black_box(save).clone())));
    }
    group.finish();
    saver.flush().unwrap();
    drop(saver);
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(store, benches);
criterion_main!(store);
