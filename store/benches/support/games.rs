//! Games played by the greedy bots and saved, for the store's benchmark and its `fill` example.

use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::Options;
use standfirm_store::{Replayed, SaveFile, Seat, Setup};

/// A six-player Strongholds game played by the greedy bot to 90% of its length.
pub fn late_strongholds(seed: u64, name: &str) -> SaveFile {
    let setup = Setup::Strongholds {
        options: Options::new(6),
        seed,
        first_player: 0,
        decks: None,
        seats: Seat::numbered(6),
        secret: Some(seed ^ 0x005e_c2e7),
    };
    let whole = play(setup.clone(), usize::MAX, name).actions.len();
    play(setup, whole * 9 / 10, name)
}

/// An Armor of God game played by the greedy bot to `percent` of its length (100: to its end).
pub fn armor_of_god(seed: u64, percent: usize, name: &str) -> SaveFile {
    let setup = Setup::ArmorOfGod {
        options: Default::default(),
        seed,
        deck: None,
    };
    let whole = play(setup.clone(), usize::MAX, name).actions.len();
    play(setup, whole * percent / 100, name)
}

fn play(setup: Setup, moves: usize, name: &str) -> SaveFile {
    let (mut save, mut state) = SaveFile::new(setup, name).unwrap();
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
