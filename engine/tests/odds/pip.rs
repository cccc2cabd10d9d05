//! PIP Armor's chances: ratings, Whole Armor, the Breastplate-less battle, blind to every face-down card.

use super::common::{c, cards, twin};
use standfirm_engine::odds::{pip_armor, pip_armor_best, position_key, Budget, OddsError};
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot};
use standfirm_engine::pip_armor::{Options, Phase, StandSetup, State};
use standfirm_engine::rng::GameRng;

/// A seeded game after `steps` greedy moves.
pub fn mid_game(seed: u64, steps: usize) -> State {
    let mut s = State::new(Options::default(), seed);
    for _ in 0..steps {
        if s.is_over() {
            break;
        }
        let a = GreedyBot.choose(&s);
        s.apply(&a).unwrap();
    }
    s
}

#[test]
fn two_states_that_differ_only_in_face_down_cards_give_the_same_chances_and_hint_pip_4_3() {
    let mut phases = Vec::new();
    for (seed, steps) in [(1, 9), (2, 17), (3, 22), (4, 26)] {
        let s = mid_game(seed, steps);
        if s.is_over() {
            continue;
        }
        phases.push(s.phase());
        let other = twin::pip_armor(&s, &mut GameRng::new(seed * 7));
        assert_ne!(s, other, "the face-down cards did change");
        assert_eq!(s.view(), other.view());
        let key = position_key(&s, 0);
        let a = pip_armor(&s, key, Budget::playouts(200)).unwrap();
        assert_eq!(a, pip_armor(&other, key, Budget::playouts(200)).unwrap());
        let ha = pip_armor_best(&s, key, Budget::playouts(40)).unwrap();
        assert_eq!(
            ha,
            pip_armor_best(&other, key, Budget::playouts(40)).unwrap()
        );
        assert!(s.legal_actions().contains(&ha.best));
    }
    assert!(phases.contains(&Phase::Prepare) && phases.contains(&Phase::Stand));
}

#[test]
fn the_ratings_add_up_to_the_victories_and_whole_armor_is_among_them_pip_8_1_pip_8_2() {
    let mut checked = 0;
    for seed in 0..4 {
        let s = mid_game(seed, 20);
        if s.is_over() {
            continue;
        }
        checked += 1;
        let odds = pip_armor(&s, position_key(&s, 0), Budget::playouts(300)).unwrap();
        let sum: u32 = odds.ratings.iter().map(|r| r.chance.hits).sum();
        assert_eq!(sum, odds.win.hits);
        assert!(odds.whole_armor.hits <= odds.win.hits);
        assert!(odds.winnable);
        assert_eq!(odds.note(), None);
    }
    assert!(checked >= 3, "only {checked} battles still on");
}

#[test]
fn a_battle_without_a_breastplate_says_it_cannot_be_won_pip_2_2() {
    let s = State::from_stand_setup(
        StandSetup::new()
            .equip(c("9S"), 3)
            .equip(c("9C"), 3)
            .hand(&cards("10D 8D 7D 6D"))
            .responses(&cards("9D"))
            .threats(&cards("6S 7C 8S")),
    )
    .unwrap();
    let odds = pip_armor(&s, position_key(&s, 0), Budget::playouts(100)).unwrap();
    assert!(!odds.winnable);
    assert_eq!(odds.win.hits, 0, "no playout wins without a Breastplate");
    assert!(odds.note().unwrap().contains("cannot be won"));
}

#[test]
fn a_finished_battle_has_nothing_to_estimate() {
    let s = mid_game(5, 1000);
    assert!(s.is_over());
    assert_eq!(pip_armor(&s, 0, Budget::playouts(5)), Err(OddsError::Over));
}
