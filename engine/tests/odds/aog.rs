//! Armor of God's chance and Learning hint.

use super::common::{aog::at_play, cards, twin};
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{Defense, Options, Setup, Slot, State};
use standfirm_engine::game::Game;
use standfirm_engine::odds::{
    armor_of_god, armor_of_god_best, change, position_key, Budget, OddsError,
};
use standfirm_engine::rng::GameRng;
use std::sync::atomic::AtomicBool;

/// A Hard A game after `steps` greedy moves.
pub fn mid_game(seed: u64, steps: usize) -> State {
    let options = Options {
        defense: Defense::HardA,
        ..Options::default()
    };
    let mut s = State::new(options, seed);
    for _ in 0..steps {
        let Some(a) = greedy_action(&s) else { break };
        s.apply(&a).unwrap();
    }
    s
}

#[test]
fn two_states_that_differ_only_in_the_deck_give_the_same_chance_and_hint() {
    let mut compared = 0;
    for seed in 0..6 {
        let s = mid_game(seed, 12);
        if s.is_over() {
            continue;
        }
        compared += 1;
        let other = twin::armor_of_god(&s, &mut GameRng::new(seed + 100));
        assert_ne!(s, other, "the deck order did change");
        assert_eq!(s.view(), other.view());
        let key = position_key(&s, 0);
        assert_eq!(key, position_key(&other, 0));
        let a = armor_of_god(&s, key, Budget::playouts(300)).unwrap();
        let b = armor_of_god(&other, key, Budget::playouts(300)).unwrap();
        assert_eq!(a, b);
        let ha = armor_of_god_best(&s, key, Budget::playouts(60)).unwrap();
        let hb = armor_of_god_best(&other, key, Budget::playouts(60)).unwrap();
        assert_eq!(ha, hb);
    }
    assert!(compared >= 4, "only {compared} games still on");
}

#[test]
fn the_same_key_gives_the_same_answer_and_a_set_flag_plays_nothing() {
    let s = mid_game(3, 10);
    let key = position_key(&s, 0);
    let a = armor_of_god(&s, key, Budget::playouts(256)).unwrap();
    assert_eq!(a, armor_of_god(&s, key, Budget::playouts(256)).unwrap());
    assert_eq!(a.win.playouts, 256);
    let stop = AtomicBool::new(true);
    let stopped = armor_of_god(&s, key, Budget::stoppable(256, &stop)).unwrap();
    assert_eq!(stopped.win.playouts, 0, "a set flag stops before any chunk");
    let other_key = armor_of_god(&s, key ^ 1, Budget::playouts(256)).unwrap();
    assert_eq!(other_key.win.playouts, 256);
}

#[test]
fn the_learning_hint_is_legal_and_never_below_the_greedy_move_in_its_own_worlds() {
    let mut checked = 0;
    for seed in 10..16 {
        let s = mid_game(seed, 6);
        if s.is_over() {
            continue;
        }
        checked += 1;
        let key = position_key(&s, 0);
        let best = armor_of_god_best(&s, key, Budget::playouts(100)).unwrap();
        assert!(s.legal_actions().contains(&best.best));
        assert_eq!(
            Some(best.greedy),
            standfirm_engine::armor_of_god::hint(&s.table()).map(|h| h.action)
        );
        assert!(best.chance.hits >= best.greedy_chance.hits);
        let chosen = best.moves.iter().find(|m| m.action == best.best).unwrap();
        assert!(!best.differs() || chosen.surely_better());
        assert_eq!(best.differs(), best.best != best.greedy);
        assert_eq!(best.moves.len(), s.legal_actions().len());
    }
    assert!(checked >= 4, "only {checked} games still on");
}

#[test]
fn a_move_reports_its_change_of_chance() {
    let before = mid_game(21, 8);
    let mut after = before.clone();
    after.apply(&greedy_action(&before).unwrap()).unwrap();
    let keys = (position_key(&before, 0), position_key(&after, 0));
    let c = change(&before, &after, 0, &(), keys, Budget::playouts(200));
    assert_eq!(c.before.playouts, 200);
    assert_eq!(c.after.playouts, 200);
    assert!(c.words().starts_with("your chance "), "{}", c.words());
}

#[test]
fn a_finished_game_has_no_chance_to_estimate_aog_10_1() {
    let mut s = State::new(Options::default(), 1);
    while let Some(a) = greedy_action(&s) {
        s.apply(&a).unwrap();
    }
    assert_eq!(
        armor_of_god(&s, 1, Budget::playouts(10)),
        Err(OddsError::Over)
    );
    assert_eq!(
        armor_of_god_best(&s, 1, Budget::playouts(10)),
        Err(OddsError::Over)
    );
}

#[test]
fn armor_already_enough_for_the_round_passes_its_defense_check_for_sure_aog_9_4() {
    // Round 1 of Baseline needs 2 pieces; Belt and Shoes are already worn.
    let setup = Setup {
        hand: cards("2C 3C 4C 5C"),
        claimed: vec![
            (Slot::Belt, cards("10H 6H")),
            (Slot::Shoes, cards("10S 10C 4D")),
        ],
        rest: standfirm_engine::armor_of_god::Rest::DeckBottom,
        ..Setup::default()
    };
    let s = at_play(setup, Options::default());
    let odds = armor_of_god(&s, position_key(&s, 0), Budget::playouts(200)).unwrap();
    assert_eq!(odds.next_check.round, 1);
    assert_eq!(odds.next_check.needs, 2);
    assert_eq!(odds.pass_next_check.hits, 200);
    assert!(odds.win.hits <= odds.pass_next_check.hits);
}

#[test]
fn playout_i_is_the_same_game_whatever_the_budget_so_a_stop_keeps_a_prefix() {
    use standfirm_engine::odds::{estimate, playout_rng, Playout, Tally};
    let s = mid_game(4, 10);
    let key = position_key(&s, 0);
    let mut by_hand = Tally::default();
    let mut first_64 = Tally::default();
    for i in 0..128 {
        let mut rng = playout_rng(key, i);
        by_hand.add(s.world(0, &mut rng).play_out(0, &(), &mut rng));
        if i == 63 {
            first_64 = by_hand;
        }
    }
    assert_eq!(estimate(&s, 0, &(), key, Budget::playouts(128)), by_hand);
    assert_eq!(estimate(&s, 0, &(), key, Budget::playouts(64)), first_64);
}

/// Armor of God's view, dealing worlds as it does, that has another thread set the stop flag as it deals world
/// number `at` (and waits until it has): a deterministic moment inside a chunk of playouts.
struct StopsAt<'a> {
    view: standfirm_engine::armor_of_god::View,
    dealt: std::cell::Cell<u32>,
    at: u32,
    ask: std::sync::mpsc::Sender<()>,
    done: &'a std::sync::mpsc::Receiver<()>,
}

impl standfirm_engine::odds::Seen for StopsAt<'_> {
    type Game = State;

    fn seat(&self) -> u8 {
        0
    }

    fn world(&self, rng: &mut GameRng) -> State {
        self.dealt.set(self.dealt.get() + 1);
        if self.dealt.get() == self.at {
            self.ask.send(()).unwrap();
            self.done.recv().unwrap();
        }
        standfirm_engine::odds::Seen::world(&self.view, rng)
    }
}

#[test]
fn a_flag_set_from_another_thread_stops_the_estimate_between_chunks() {
    use standfirm_engine::odds::{estimate, estimate_seen, CHUNK};
    use std::sync::atomic::Ordering;
    use std::sync::mpsc::channel;
    let s = mid_game(2, 10);
    let key = position_key(&s, 0);
    let stop = AtomicBool::new(false);
    // The flag is set while the 41st world is dealt, in the second chunk (playouts 32 to 63): that chunk ends,
    // and no other starts. A finite budget, so that a broken check ends with every playout instead of hanging.
    let budget = 50 * CHUNK;
    let (ask, asked) = channel();
    let (set, done) = channel();
    let tally = std::thread::scope(|scope| {
        let stop = &stop;
        scope.spawn(move || {
            asked.recv().unwrap();
            stop.store(true, Ordering::Relaxed);
            set.send(()).unwrap();
        });
        let seen = StopsAt {
            view: s.view(),
            dealt: std::cell::Cell::new(0),
            at: CHUNK + 9,
            ask,
            done: &done,
        };
        estimate_seen(&seen, &(), key, Budget::stoppable(budget, stop))
    });
    assert_eq!(
        tally.playouts,
        2 * CHUNK,
        "stopped at the end of the chunk it was set in"
    );
    assert_eq!(
        tally,
        estimate(&s, 0, &(), key, Budget::playouts(2 * CHUNK)),
        "the playouts kept are the first ones"
    );
    // The same through the game's own estimate: a set flag plays no chunk at all.
    let odds = armor_of_god(&s, key, Budget::stoppable(budget, &stop)).unwrap();
    assert_eq!(odds.win.playouts, 0);
}

#[test]
fn an_estimate_refined_step_by_step_ends_where_one_run_does() {
    use standfirm_engine::odds::{estimate, estimate_more, Tally};
    let s = mid_game(6, 12);
    let key = position_key(&s, 0);
    let mut tally = Tally::default();
    for step in [50, 30, 100] {
        estimate_more(&s, 0, &(), key, &mut tally, Budget::playouts(step));
    }
    assert_eq!(tally, estimate(&s, 0, &(), key, Budget::playouts(180)));
}
