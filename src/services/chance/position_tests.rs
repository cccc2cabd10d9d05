//! What a seat cannot see never changes its chance: a position and a copy with every hidden card dealt
//! again (the deck order, face-down piles, another seat's Truth cards) read the same, to the playout.
use super::*;
use standfirm_engine::rng::GameRng;
use standfirm_engine::Game;

fn aog_mid_game(seed: u64) -> aog::State {
    let mut s = aog::State::new(aog::Options::default(), seed);
    for _ in 0..8 {
        let Some(a) = aog::bots::greedy_action(&s) else {
            break;
        };
        s.apply(&a).unwrap();
    }
    s
}

fn same_reading(a: &Position, b: &Position) {
    let stop = AtomicBool::new(false);
    assert_eq!(a.key(), b.key(), "the key comes from the seat's view");
    assert_eq!(a.read(&stop), b.read(&stop));
    assert_eq!(a.win(&stop), b.win(&stop));
    assert_eq!(a.best(&stop), b.best(&stop));
}

#[test]
fn armor_of_god_reads_the_same_whatever_the_deck_order_aog_b22() {
    let s = aog_mid_game(5);
    let other = s.redeal(0, &mut GameRng::new(77));
    assert_ne!(s, other, "the deck order changed");
    same_reading(&Position::armor_of_god(&s), &Position::armor_of_god(&other));
}

#[test]
fn pip_armor_reads_the_same_whatever_lies_face_down_pip_4_3() {
    let mut s = pip::State::new(pip::Options::default(), 2);
    for _ in 0..20 {
        let a = pip::hint(&s.view()).unwrap().action;
        s.apply(&a).unwrap();
    }
    let other = s.redeal(0, &mut GameRng::new(78));
    assert_ne!(s, other, "a face-down card changed");
    same_reading(&Position::pip_armor(&s), &Position::pip_armor(&other));
}

#[test]
fn a_strongholds_seat_reads_the_same_whatever_the_others_hold_sh_2_4() {
    let mut s = sh::State::new(sh::Options::new(3), 4, 0).unwrap();
    for _ in 0..25 {
        let a = sh::bots::greedy(&s).unwrap();
        s.apply(&a).unwrap();
    }
    let seat = s.active;
    let mut other = s.redeal(seat, &mut GameRng::new(79));
    other.rng = GameRng::new(80);
    assert_ne!(s, other, "another seat's cards or a deck changed");
    let levels = vec![Level::Steady, Level::Gentle, Level::Wise];
    let at = |state: &sh::State| Position::strongholds(state, seat, levels.clone());
    same_reading(&at(&s), &at(&other));
}
