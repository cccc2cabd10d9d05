//! Finding a deal of a grade: first the time of `grade::find` for a Very hard deal (and a Hard one) of every
//! variant from 25 starts inside the committed table and 25 beyond it (where the walk answers), printed as the
//! median and the worst; then criterion's measure of one walk and of grading one deal. Goal: a Very hard deal
//! found in at most 1 s on this machine. Reported, never asserted.

use criterion::{criterion_group, criterion_main, Criterion};
use standfirm_engine::armor_of_god::Defense;
use standfirm_engine::grade::{find, find_within, measure, Grade, Variant, WALK};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// 25 starts spread over `range`.
fn starts(range: std::ops::Range<u64>) -> Vec<u64> {
    let step = (range.end - range.start) / 25;
    (0..25).map(|i| range.start + i * step + 7).collect()
}

fn millis(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Prints the median and worst time of `find` from each start.
fn report(variant: Variant, g: Grade, label: &str, from: &[u64]) {
    let mut times: Vec<Duration> = from
        .iter()
        .map(|&s| {
            let t = Instant::now();
            black_box(find(variant, g, s, None).expect("a deal of the grade"));
            t.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "find {:<22} {:<9} {label:<14} p50 {:>7.1} ms, worst {:>7.1} ms",
        variant.id(),
        g.name(),
        millis(times[times.len() / 2]),
        millis(times[times.len() - 1])
    );
}

fn survey() {
    for variant in Variant::ALL {
        for g in [Grade::VeryHard, Grade::Hard] {
            report(variant, g, "in the table", &starts(1..19_000));
            report(variant, g, "walking", &starts(100_000..999_000));
        }
    }
}

fn benches(c: &mut Criterion) {
    survey();
    let mut group = c.benchmark_group("grade");
    group.sample_size(10);
    let hard_a = Variant::ArmorOfGod(Defense::HardA);
    group.bench_function("measure_armor_of_god_hard_a", |b| {
        b.iter(|| black_box(measure(hard_a, 500_001)))
    });
    group.bench_function("measure_pip_armor", |b| {
        b.iter(|| black_box(measure(Variant::PipArmor, 500_001)))
    });
    group.bench_function("walk_very_hard_armor_of_god_baseline", |b| {
        b.iter(|| {
            black_box(find_within(
                Variant::ArmorOfGod(Defense::Baseline),
                Grade::VeryHard,
                500_001,
                WALK,
                None,
            ))
        })
    });
    group.bench_function("walk_very_hard_armor_of_god_hard_a", |b| {
        b.iter(|| black_box(find_within(hard_a, Grade::VeryHard, 500_001, WALK, None)))
    });
    group.bench_function("find_very_hard_armor_of_god_hard_a_table", |b| {
        b.iter(|| black_box(find(hard_a, Grade::VeryHard, 5_001, None)))
    });
    group.finish();
}

criterion_group!(grade_benches, benches);
criterion_main!(grade_benches);
