//! The time to render one frame of each solo table and of a Strongholds turn with Slint's software renderer,
//! mid-game, at a tablet's 1280×800 and a large phone's 1080×2400 (`cargo bench -p standfirm --bench render`).

#[path = "../tests/support/mod.rs"]
mod support;

use criterion::{criterion_group, criterion_main, Criterion};
use slint::ComponentHandle;
use standfirm_engine::armor_of_god::{self as aog, bots::greedy_action};
use standfirm_engine::pip_armor::{self as pip, bots::Bot};

fn frame(app: &standfirm::AppWindow) {
    let shot = app.window().take_snapshot().expect("a frame");
    criterion::black_box(shot.width());
}

fn tables(c: &mut Criterion) {
    support::init();
    for (w, h) in [(1280, 800), (1080, 2400)] {
        let app = support::app(w, h);
        // Armor of God, deal 7, after a few moves.
        support::tap(&app, "Armor of God: Solo: New game");
        support::type_into(&app, "Deal number", "7");
        support::tap(&app, "Start the game");
        let mut state = aog::State::new(aog::Options::default(), 7);
        for _ in 0..8 {
            let action = greedy_action(&state).expect("a move");
            support::perform_aog(&app, &action);
            state.apply(&action).unwrap();
        }
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(3));
        c.bench_function(&format!("frame: Armor of God table {w}x{h}"), |b| {
            b.iter(|| frame(&app))
        });
        support::tap(&app, "Back");
        support::tap(&app, "Leave");
        // PIP Armor, deal 3, in the Stand phase.
        support::tap(&app, "PIP Armor: New game");
        support::type_into(&app, "Deal number", "3");
        support::tap(&app, "Start the game");
        let mut state = pip::State::new(pip::Options::default(), 3);
        let mut bot = pip::bots::GreedyBot;
        while state.phase() == pip::Phase::Prepare {
            let action = bot.choose(&state);
            support::perform_pip(&app, &state, &action);
            state.apply(&action).unwrap();
        }
        if support::has_button(&app, "Stand firm") {
            support::tap(&app, "Stand firm");
        }
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(3));
        c.bench_function(&format!("frame: PIP Armor table {w}x{h}"), |b| {
            b.iter(|| frame(&app))
        });
        support::tap(&app, "Back");
        support::tap(&app, "Leave");
        // Strongholds, two people, deal 11: April's own turn, after the hand-off.
        let (table, state) = support::strongholds::start_april_and_steve(&app, 11);
        support::strongholds::take_device(&app, &state, &table);
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(3));
        c.bench_function(&format!("frame: Strongholds turn {w}x{h}"), |b| {
            b.iter(|| frame(&app))
        });
        app.hide().ok();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = tables
}
criterion_main!(benches);
