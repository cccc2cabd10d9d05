//! The golden games that tie Strongholds' rules to [`RULES_VERSION`]: seeded games at every table size, each move
//! drawn from a seeded stream over the legal moves (no bot's judgement, so a better bot changes nothing here),
//! and a digest of every position's legal moves (in the notation) and every action's events (as serde data).
//! A change that alters what is legal or what an action does changes the digest: it then needs a raised
//! `RULES_VERSION` and its own line in [`PINNED`]. Two devices at one table compare the version, so a change
//! without a raise would let them disagree about a move.

use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::{Options, State, RULES_VERSION};

/// The digest of the golden games under each rules version (the current one must be here).
const PINNED: &[(u32, &str)] = &[(1, "5e532057386aae30")];

/// FNV-1a, 64 bits: a stable digest with no dependency (this is a fingerprint, not a defence).
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 ^= 0xff;
        self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
    }
}

/// Plays the golden games into `digest`; returns how many moves were made.
fn play_golden(digest: &mut Fnv) -> usize {
    let mut moves = 0;
    for players in 2..=6u8 {
        for game in 0..6u64 {
            let seed = 0x5eed_0000 + u64::from(players) * 100 + game;
            let mut options = Options::new(players);
            options.round_cap = Some(24);
            options.truth_limit_all = game % 3 == 2;
            let mut state = State::new(options, seed, (game % u64::from(players)) as u8)
                .expect("a golden table sets up");
            let mut pick = GameRng::new(seed ^ 0xa11e);
            while !state.is_over() {
                let legal = state.legal_actions();
                for action in &legal {
                    digest.write(action.to_string().as_bytes());
                }
                let choices: Vec<_> = legal
                    .iter()
                    .filter(|a| a.to_string() != "end-by-agreement")
                    .collect();
                let action = choices[pick.below(choices.len() as u64) as usize].clone();
                let events = state.apply(&action).expect("a listed move applies");
                digest.write(
                    serde_json::to_string(&events)
                        .expect("events are data")
                        .as_bytes(),
                );
                moves += 1;
            }
        }
    }
    moves
}

#[test]
fn the_golden_games_match_the_rules_version() {
    let mut digest = Fnv::new();
    let moves = play_golden(&mut digest);
    assert!(moves > 1000, "the golden games made {moves} moves");
    let found = format!("{:016x}", digest.0);
    let pinned = PINNED
        .iter()
        .find(|(v, _)| *v == RULES_VERSION)
        .map(|(_, d)| *d);
    assert_eq!(
        pinned,
        Some(found.as_str()),
        "the golden games' legal moves or events changed (digest {found}): a change to Strongholds' rules \
         needs RULES_VERSION raised and its digest pinned in PINNED"
    );
}

#[test]
fn every_pinned_version_is_distinct_and_none_is_ahead() {
    let mut versions: Vec<u32> = PINNED.iter().map(|(v, _)| *v).collect();
    versions.dedup();
    assert_eq!(versions.len(), PINNED.len());
    assert!(versions.iter().all(|&v| v <= RULES_VERSION));
    let mut digests: Vec<&str> = PINNED.iter().map(|(_, d)| *d).collect();
    digests.sort_unstable();
    digests.dedup();
    assert_eq!(digests.len(), PINNED.len(), "two versions, one digest");
}
