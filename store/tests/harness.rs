//! The engine's property harness for every game, with the store's own check at its sampled positions: the
//! game's setup and actions written as a save file, read back from its bytes and replayed, give the same
//! state (the one path from a setup and actions to a state, as the app resumes games).

mod common;

use common::{aog, pip, strongholds};
use standfirm_engine::armor_of_god::{DartMode, Defense, FaceValues, Options};
use standfirm_engine::harness::Harness;
use standfirm_engine::{armor_of_god, pip_armor, strongholds as sh, Game};
use standfirm_store::{start, Replayed, SaveFile, Setup};

/// The save of `setup` after `actions`, through its bytes and back, replays to `state`.
fn saved_and_replayed<G: Game>(
    setup: Setup,
    actions: &[G::Action],
    state: &G,
    wrap: fn(G) -> Replayed,
) {
    let texts: Vec<String> = actions.iter().map(ToString::to_string).collect();
    let (save, replayed) = SaveFile::from_actions(setup, texts, "harness").expect("replays");
    assert_eq!(replayed, wrap(state.clone()), "the save's replay");
    let back = SaveFile::from_bytes(&save.to_bytes()).expect("reads back");
    assert_eq!(back, save, "the save reads back as written");
    assert_eq!(back.replay().expect("replays"), wrap(state.clone()));
}

/// The state a setup starts, for the harness.
fn first<G: Game>(setup: &Setup, unwrap: fn(Replayed) -> Option<G>) -> G {
    unwrap(start(setup).expect("a valid setup")).expect("the setup's game")
}

fn aog_setup(seed: u64) -> Setup {
    let options = Options {
        dart: [DartMode::Core, DartMode::Softer][(seed % 2) as usize],
        defense: [Defense::Baseline, Defense::HardA, Defense::HardB][(seed % 3) as usize],
        faces: [FaceValues::Ten, FaceValues::Rank][(seed / 2 % 2) as usize],
    };
    aog(seed, options)
}

fn sh_setup(seed: u64) -> Setup {
    strongholds(seed, 2 + (seed % 5) as u8, seed % 3 == 0)
}

#[test]
fn armor_of_god_saves_replay_at_every_sampled_position() {
    let unwrap = |r| match r {
        Replayed::ArmorOfGod(s) => Some(s),
        _ => None,
    };
    let report = Harness::<armor_of_god::State>::new(|seed| first(&aog_setup(seed), unwrap))
        .games(500)
        .positions(|seed, actions, state| {
            saved_and_replayed(aog_setup(seed), actions, state, Replayed::ArmorOfGod)
        })
        .run();
    assert!(report.positions > 1_000, "{report:?}");
}

#[test]
fn pip_armor_saves_replay_at_every_sampled_position() {
    let unwrap = |r| match r {
        Replayed::PipArmor(s) => Some(s),
        _ => None,
    };
    let report = Harness::<pip_armor::State>::new(|seed| first(&pip(seed, seed % 2 == 1), unwrap))
        .games(500)
        .positions(|seed, actions, state| {
            saved_and_replayed(pip(seed, seed % 2 == 1), actions, state, Replayed::PipArmor)
        })
        .run();
    assert!(report.positions > 1_000, "{report:?}");
}

#[test]
fn strongholds_saves_replay_at_every_sampled_position() {
    let unwrap = |r| match r {
        Replayed::Strongholds(s) => Some(s),
        _ => None,
    };
    // Random Strongholds games run long: a round cap keeps the test quick (SH-B18 ends them as a stall).
    let capped = |seed| {
        let mut state: sh::State = first(&sh_setup(seed), unwrap);
        state.options.round_cap = Some(6);
        state
    };
    let report = Harness::<sh::State>::new(capped)
        .games(500)
        .policy(|_, legal, rng| loop {
            let i = rng.below(legal.len() as u64) as usize;
            if legal[i] != sh::Action::EndByAgreement || legal.len() == 1 {
                return i;
            }
        })
        .positions(|seed, actions, state| {
            let mut setup = sh_setup(seed);
            if let Setup::Strongholds { options, .. } = &mut setup {
                options.round_cap = Some(6);
            }
            saved_and_replayed(setup, actions, state, Replayed::Strongholds)
        })
        .run();
    assert!(report.positions > 1_000, "{report:?}");
}
