//! Save → load round trips: for every game, at random points of games played by the engine's random and greedy
//! bots (Strongholds with 2 to 6 players, with and without the Truth-limit option), the replayed state equals
//! the state the game was saved from. On both backends: a folder and a key-value store.

mod common;

use common::{aog, on_each_backend, pip, play, strongholds, Policy};
use standfirm_engine::armor_of_god::{DartMode, Defense, FaceValues, Options};
use standfirm_engine::rng::GameRng;
use standfirm_store::{replay_with_floor, SaveFile, Setup, Store};

/// Plays `setup` to a random point, writes it, reads it back and checks the state, the save and the undo floor.
fn round_trip(store: &Store, setup: Setup, policy: Policy, rng: &mut GameRng) {
    let moves = rng.below(400) as usize;
    let (save, state) = play(setup, policy, moves);
    let file = store.write(&save).unwrap();
    assert_eq!(file, save.file_name());
    let (loaded, replayed) = store.load(&file).unwrap();
    assert_eq!(loaded, save, "the save reads back as written");
    assert_eq!(
        replayed,
        state,
        "{}: replayed state after {} actions",
        file,
        save.actions.len()
    );
    let again = replay_with_floor(&loaded.setup, &loaded.actions).unwrap();
    assert_eq!(
        again.undo_floor, save.undo_floor,
        "the undo floor is the last reveal"
    );
    let bytes = store.bytes(&file).unwrap();
    assert_eq!(
        SaveFile::from_bytes(&bytes).unwrap().to_bytes(),
        bytes,
        "stable bytes"
    );
}

#[test]
fn armor_of_god_round_trips_at_random_points() {
    on_each_backend("rt-aog", |place| {
        let store = place.store().with_sync(false);
        let mut rng = GameRng::new(1);
        for seed in 0..24 {
            let options = Options {
                dart: if seed % 2 == 0 {
                    DartMode::Core
                } else {
                    DartMode::Softer
                },
                defense: [Defense::Baseline, Defense::HardA, Defense::HardB][(seed % 3) as usize],
                faces: if seed % 4 < 2 {
                    FaceValues::Ten
                } else {
                    FaceValues::Rank
                },
            };
            let policy = if seed % 2 == 0 {
                Policy::Random
            } else {
                Policy::Greedy
            };
            round_trip(&store, aog(seed, options), policy, &mut rng);
        }
    });
}

#[test]
fn pip_armor_round_trips_at_random_points() {
    on_each_backend("rt-pip", |place| {
        let store = place.store().with_sync(false);
        let mut rng = GameRng::new(2);
        for seed in 0..24 {
            let policy = if seed % 2 == 0 {
                Policy::Random
            } else {
                Policy::Greedy
            };
            round_trip(&store, pip(seed, seed % 3 == 0), policy, &mut rng);
        }
    });
}

#[test]
fn strongholds_round_trips_with_two_to_six_players_and_the_truth_limit() {
    on_each_backend("rt-sh", |place| {
        let store = place.store().with_sync(false);
        let mut rng = GameRng::new(3);
        for seed in 0..20u64 {
            let players = 2 + (seed % 5) as u8;
            let policy = if seed % 2 == 0 {
                Policy::Greedy
            } else {
                Policy::Random
            };
            round_trip(
                &store,
                strongholds(seed, players, seed % 3 == 0),
                policy,
                &mut rng,
            );
        }
    });
}

#[test]
fn finished_games_round_trip() {
    on_each_backend("rt-end", |place| {
        let store = place.store().with_sync(false);
        for setup in [
            aog(5, Options::default()),
            pip(5, false),
            strongholds(5, 4, true),
        ] {
            let (save, state) = play(setup, Policy::Greedy, usize::MAX);
            assert!(state.is_over());
            let file = store.write(&save).unwrap();
            assert_eq!(store.load(&file).unwrap().1, state);
            assert_ne!(
                save.summary.status,
                standfirm_store::SummaryStatus::InProgress
            );
        }
    });
}
