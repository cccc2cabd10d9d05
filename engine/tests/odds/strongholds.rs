//! Strongholds' chance to finish first: from the seat's own observation (SH-2.4, SH-B24), against the bots'
//! levels, with clear errors for a seat or levels that do not fit.

use super::common::twin;
use standfirm_engine::odds::{position_key, strongholds, strongholds_best, Budget, OddsError};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::bots::greedy;
use standfirm_engine::strongholds::{decision_key, Level, Observation, Options, State};

/// A seeded game of `players` after `steps` greedy actions.
pub fn mid_game(seed: u64, players: u8, steps: usize) -> State {
    let mut s = State::new(Options::new(players), seed, 0).unwrap();
    for _ in 0..steps {
        let Some(a) = greedy(&s) else { break };
        s.apply(&a).unwrap();
    }
    s
}

#[test]
fn other_hands_and_decks_do_not_change_the_chance_or_the_hint_sh_2_4_sh_b24() {
    let levels = [Level::Steady, Level::Gentle, Level::Wise];
    for seed in 0..3 {
        let s = mid_game(seed, 3, 30);
        let seat = s.active;
        let other = twin::strongholds(&s, seat, &mut GameRng::new(seed + 9));
        assert_ne!(s, other);
        assert_eq!(Observation::of(&s, seat), Observation::of(&other, seat));
        let key = decision_key(seed, seat, 30);
        let a = strongholds(&s, seat, &levels, key, Budget::playouts(60)).unwrap();
        let b = strongholds(&other, seat, &levels, key, Budget::playouts(60)).unwrap();
        assert_eq!(a, b);
        assert!(a.first_alone.hits <= a.first.hits);
        let ha = strongholds_best(&s, seat, &levels, key, Budget::playouts(8)).unwrap();
        let hb = strongholds_best(&other, seat, &levels, key, Budget::playouts(8)).unwrap();
        assert_eq!(ha, hb);
        assert!(ha.is_some(), "the active seat decides");
    }
}

#[test]
fn a_seat_not_deciding_has_a_chance_but_no_hint() {
    let s = mid_game(4, 2, 20);
    let waiting = (s.active + 1) % 2;
    let levels = [Level::Steady; 2];
    let key = position_key(&s, waiting);
    let odds = strongholds(&s, waiting, &levels, key, Budget::playouts(40)).unwrap();
    assert_eq!(odds.first.playouts, 40);
    if !matches!(
        s.phase,
        standfirm_engine::strongholds::Phase::SlapWindow { .. }
    ) {
        assert_eq!(
            strongholds_best(&s, waiting, &levels, key, Budget::playouts(4)),
            Ok(None)
        );
    }
}

#[test]
fn a_seat_or_levels_that_do_not_fit_the_table_are_refused() {
    let s = mid_game(5, 3, 5);
    assert_eq!(
        strongholds(&s, 3, &[Level::Steady; 3], 0, Budget::playouts(1)),
        Err(OddsError::NoSuchSeat { seat: 3, last: 2 })
    );
    assert_eq!(
        strongholds(&s, 0, &[Level::Steady; 2], 0, Budget::playouts(1)),
        Err(OddsError::Levels { given: 2, seats: 3 })
    );
    assert_eq!(
        OddsError::NoSuchSeat { seat: 3, last: 2 }.to_string(),
        "there is no seat 3: the table has seats 0 to 2"
    );
}
