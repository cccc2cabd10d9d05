//! The referee's bot secret of a Strongholds table: kept in the save, so a continued game makes the same next
//! bot move; a different secret gives the bots other randomness; a file saved before tables kept one still
//! loads, takes its deal number as its secret (as the bots did then) and plays on to the end.

use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::{
    decide, decision_rng, levels::table_move, BotTurn, Level, Observation, Options, State,
};
use standfirm_store::{load_path, Replayed, SaveFile, Seat, Setup};
use std::path::PathBuf;

/// A few Wise playouts: enough for the search to use its stream, quick in a test.
const PLAYOUTS: u32 = 48;

fn table(secret: Option<u64>) -> Setup {
    Setup::Strongholds {
        options: Options::new(3),
        seed: 11,
        first_player: 0,
        decks: None,
        seats: vec![
            Seat::person("April"),
            Seat::bot("Wisdom", Level::Wise),
            Seat::bot("Gentleness", Level::Gentle),
        ],
        secret,
    }
}

fn levels(setup: &Setup) -> Vec<Option<Level>> {
    match setup {
        Setup::Strongholds { seats, .. } => seats.iter().map(Seat::bot_level).collect(),
        _ => Vec::new(),
    }
}

fn strongholds(state: &Replayed) -> &State {
    match state {
        Replayed::Strongholds(s) => s,
        _ => panic!("a Strongholds game"),
    }
}

/// Plays `moves` actions: the bots at their levels, the person as the greedy bot.
fn play(setup: &Setup, moves: usize) -> (SaveFile, Replayed) {
    let (mut save, mut state) = SaveFile::new(setup.clone(), "Table").unwrap();
    let levels = levels(setup);
    for _ in 0..moves {
        let s = strongholds(&state);
        if s.is_over() {
            break;
        }
        let n = save.actions.len() as u64;
        let action = table_move(s, n, |seat| levels[usize::from(seat)], PLAYOUTS)
            .or_else(|| standfirm_engine::strongholds::bots::greedy(s))
            .unwrap();
        let revealed = state.apply(&action.to_string()).unwrap();
        save.push(action.to_string(), revealed, &state);
    }
    (save, state)
}

/// The bots' next move at the first bot decision from here on, and how many actions came before it.
fn next_bot_move(setup: &Setup, save: &SaveFile, state: &Replayed) -> (usize, String) {
    let levels = levels(setup);
    let mut state = state.clone();
    let mut n = save.actions.len();
    loop {
        let s = strongholds(&state);
        if let Some(a) = table_move(s, n as u64, |seat| levels[usize::from(seat)], PLAYOUTS) {
            return (n, a.to_string());
        }
        let a = standfirm_engine::strongholds::bots::greedy(s).expect("the game goes on");
        state.apply(&a.to_string()).unwrap();
        n += 1;
    }
}

#[test]
fn a_continued_game_makes_the_same_next_bot_move() {
    let setup = table(Some(0x1234_5678_9abc_def0));
    for moves in [7, 19, 33] {
        let (save, state) = play(&setup, moves);
        let before = next_bot_move(&setup, &save, &state);
        let back = SaveFile::from_bytes(&save.to_bytes()).unwrap();
        assert_eq!(back.setup.bot_secret(), Some(0x1234_5678_9abc_def0));
        let resumed = back.replay().unwrap();
        assert_eq!(strongholds(&resumed).bot_secret, 0x1234_5678_9abc_def0);
        assert_eq!(
            next_bot_move(&back.setup, &back, &resumed),
            before,
            "after {moves} moves"
        );
    }
}

#[test]
fn a_different_secret_gives_the_bots_other_randomness() {
    let (_, state) = play(&table(Some(1)), 12);
    let s = strongholds(&state);
    let mut other = s.clone();
    other.bot_secret = 2;
    let draws = |s: &State| -> Vec<u64> {
        (0..8)
            .map(|n| s.decision_rng(1, n).below(1 << 40))
            .collect()
    };
    assert_ne!(draws(s), draws(&other));
    // A bot dealt what it cannot see from the stream deals other worlds.
    let obs = Observation::of(s, 1);
    let world = |secret: u64| obs.determinise(&mut decision_rng(secret, 1, 12));
    assert_ne!(world(1), world(2), "the secret keys the bots' worlds");
    assert_eq!(world(1), world(1));
    // And two tables that differ only in their secrets play apart.
    let a = play(&table(Some(1)), 60).0.actions;
    let b = play(&table(Some(99)), 60).0.actions;
    assert_ne!(a, b, "other secrets, other bot moves");
}

#[test]
fn a_table_saved_before_secrets_loads_keys_its_bots_by_its_deal_and_plays_on() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/save-examples/v1/strongholds.json");
    let (save, state) = load_path(&path).unwrap();
    let Setup::Strongholds { seed, secret, .. } = &save.setup else {
        panic!("a Strongholds save")
    };
    assert_eq!(*secret, None);
    assert_eq!(save.setup.bot_secret(), Some(*seed));
    let s = strongholds(&state);
    assert_eq!(
        s.bot_secret, *seed,
        "the deal number serves, as it did before"
    );
    // Its bots decide with the stream the deal number keys, as they did before the secret was kept.
    let levels = levels(&save.setup);
    let mut state = state.clone();
    let mut n = save.actions.len() as u64;
    let mut bot_moves = 0;
    while !strongholds(&state).is_over() && n < 2_000 {
        let s = strongholds(&state);
        let action = match BotTurn::of(s, n, |seat| levels[usize::from(seat)]) {
            Some(turn) if turn.seats().len() == 1 => {
                let seat = turn.seats()[0];
                let level = levels[usize::from(seat)].unwrap();
                let then = decide(
                    level,
                    &Observation::of(s, seat),
                    PLAYOUTS,
                    &mut GameRng::new(standfirm_engine::strongholds::decision_key(*seed, seat, n)),
                );
                let now = turn.decide(PLAYOUTS);
                assert_eq!(now, then, "move {n}: the old key");
                bot_moves += 1;
                now.unwrap()
            }
            Some(turn) => turn.decide(PLAYOUTS).unwrap(),
            None => standfirm_engine::strongholds::bots::greedy(s).unwrap(),
        };
        state.apply(&action.to_string()).unwrap();
        n += 1;
    }
    assert!(strongholds(&state).is_over(), "it plays on to the end");
    assert!(bot_moves > 0);
}
