//! The review of a finished game (`standfirm_engine::review`): a known blunder is the top turning
//! point in each game; a fall that came from the cards is luck, not a mistake; cards the player could not see
//! at a step change nothing of the review up to it.

use standfirm_engine::armor_of_god as aog;
use standfirm_engine::cards::deck_52;
use standfirm_engine::odds::Playout;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::review::{moments, review, Measure, Review, Reviewable};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds as sh;
use standfirm_engine::Seat;

/// Plays `start` to its end with `play`.
fn played<G: Reviewable>(start: &G, play: impl Fn(&G) -> Option<G::Action>) -> Vec<G::Action> {
    let mut state = start.clone();
    let mut actions = Vec::new();
    while let Some(action) = play(&state) {
        state.apply(&action).expect("a legal move");
        actions.push(action);
    }
    actions
}

/// A game with a known blunder: `play`'s game is measured decision by decision of `seat` (every move in 200
/// worlds), and at the decision where one move falls furthest below the best (by `fall` at least) that move
/// is played instead; `play` goes on from there. Returns the actions and the blunder's action number.
fn with_blunder<G: Reviewable>(
    start: &G,
    seat: Seat,
    policy: &G::Policy,
    play: impl Fn(&G) -> Option<G::Action>,
    fall: f64,
) -> (Vec<G::Action>, usize) {
    let first = played(start, &play);
    let (moments, _) = moments(start, &first, seat).expect("replays");
    let mut widest: Option<(f64, usize, G::Action)> = None;
    for moment in moments {
        let index = moment.index;
        let mut m = Measure::<G>::new(moment);
        for _ in 0..200 {
            m.world(policy);
        }
        let chances: Vec<(G::Action, f64)> = m
            .moves()
            .map(|(a, t)| (a.clone(), G::GOAL.chance(t).value()))
            .collect();
        let best = chances.iter().map(|c| c.1).fold(0.0, f64::max);
        let worst = chances
            .iter()
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .expect("moves");
        if widest.as_ref().is_none_or(|w| best - worst.1 > w.0) {
            widest = Some((best - worst.1, index, worst.0.clone()));
        }
    }
    let (gap, index, blunder) = widest.expect("decisions");
    assert!(gap >= fall, "the widest fall is only {gap}");
    let mut state = start.clone();
    let mut actions = first[..index].to_vec();
    for a in &actions {
        state.apply(a).expect("legal");
    }
    state.apply(&blunder).expect("legal");
    actions.push(blunder);
    actions.extend(played(&state, play));
    (actions, index)
}

/// Armor of God at Hard A (AOG-9.4's harder thresholds): a game the careful player can lose.
fn hard() -> aog::Options {
    aog::Options {
        defense: aog::Defense::HardA,
        ..aog::Options::default()
    }
}

/// The turning point the review names first, as an action number.
fn top<A>(r: &Review<A>) -> Option<usize> {
    r.turning_points.first().map(|&i| r.decisions[i].index)
}

#[test]
fn armor_of_god_a_known_blunder_is_the_top_turning_point() {
    let start = aog::State::new(hard(), 12);
    let (actions, blunder) = with_blunder(&start, 0, &(), |s: &aog::State| s.greedy_move(0), 0.4);
    let r = review(&start, &actions, 0, &(), 200).expect("replays");
    assert!(r.complete());
    assert_eq!(top(&r), Some(blunder), "{:?}", r.turning_points);
    let d = &r.decisions[r.turning_points[0]];
    assert!(d.mistake && d.lost >= 0.3, "{d:?}");
    assert_ne!(d.best, d.played);
}

#[test]
fn pip_armor_a_known_blunder_is_the_top_turning_point() {
    let start = pip::State::new(pip::Options::default(), 5);
    let (actions, blunder) = with_blunder(&start, 0, &(), |s: &pip::State| s.greedy_move(0), 0.3);
    let r = review(&start, &actions, 0, &(), 200).expect("replays");
    assert_eq!(top(&r), Some(blunder), "{:?}", r.turning_points);
}

#[test]
fn strongholds_a_known_blunder_is_the_top_turning_point_of_that_seat() {
    let start = sh::State::new(sh::Options::new(2), 3, 0).expect("a table");
    let levels = [sh::Level::Steady; 2];
    let (actions, blunder) = with_blunder(&start, 0, &levels[..], sh::bots::greedy, 0.25);
    let r = review(&start, &actions, 0, &levels[..], 80).expect("replays");
    assert_eq!(top(&r), Some(blunder), "{:?}", r.turning_points);
    // The other seat's review names only its own decisions.
    let other = review(&start, &actions, 1, &levels[..], 20).expect("replays");
    assert!(other.decisions.iter().all(|d| d.index != blunder));
}

/// The decisions of `r` after which the chance fell by 15 points or more before the next, where the played
/// move was the best one: each is checked to be luck, not a mistake. Returns how many there were.
fn ruinous_draws<A: PartialEq + std::fmt::Debug>(r: &Review<A>) -> usize {
    let mut found = 0;
    for (i, w) in r.decisions.windows(2).enumerate() {
        let fell = w[0].chance().value() - w[1].chance().value();
        if w[0].played == w[0].best && fell >= 0.15 {
            assert!(!r.turning_points.contains(&i), "{:?}", w[0]);
            assert!(!w[0].mistake && w[0].lost <= 0.0, "{:?}", w[0]);
            assert!(w[0].luck <= -0.15, "{:?}", w[0]);
            found += 1;
        }
    }
    found
}

#[test]
fn a_fall_that_came_from_the_cards_is_luck_not_a_mistake() {
    // Games played by the greedy bot: cards drawn or a Dart in Armor of God at its hardest Defense (Hard B),
    // the other seat's moves and the decks at a Strongholds table.
    let mut found = 0;
    let hardest = aog::Options {
        defense: aog::Defense::HardB,
        ..aog::Options::default()
    };
    for seed in 1..30 {
        let start = aog::State::new(hardest, seed);
        let actions = played(&start, |s: &aog::State| s.greedy_move(0));
        found += ruinous_draws(&review(&start, &actions, 0, &(), 100).expect("replays"));
        if seed < 6 {
            let start = sh::State::new(sh::Options::new(2), seed, 0).expect("a table");
            let actions = played(&start, sh::bots::greedy);
            let levels = [sh::Level::Steady; 2];
            found += ruinous_draws(&review(&start, &actions, 0, &levels[..], 60).expect("replays"));
        }
        if found >= 3 {
            return;
        }
    }
    panic!("only {found} ruinous draws");
}

#[test]
fn cards_the_player_could_not_see_change_nothing_up_to_that_step() {
    // Two Armor of God games whose decks differ only in the two cards at the bottom: the same until one of
    // them is drawn. Each is played on by the greedy bot from the same step.
    let seed = 21;
    let mut deck = deck_52();
    GameRng::new(seed).shuffle(&mut deck);
    let a = aog::State::from_deck(hard(), seed, deck.clone()).expect("a deck");
    deck.swap(50, 51);
    let b = aog::State::from_deck(hard(), seed, deck).expect("a deck");
    let actions_a = played(&a, |s: &aog::State| s.greedy_move(0));
    // The step before either card is drawn: the deck still holds both.
    let mut s = a.clone();
    let mut step = 0;
    while s.deck_count() > 2 && step < actions_a.len() {
        s.apply(&actions_a[step]).expect("legal");
        step += 1;
    }
    assert!(step > 10, "a long enough shared start");
    let mut actions_b = actions_a[..step].to_vec();
    let mut sb = b.clone();
    for x in &actions_b {
        sb.apply(x)
            .expect("the same moves are legal in b up to the step");
    }
    while let Some(x) = sb.greedy_move(0) {
        sb.apply(&x).expect("legal");
        actions_b.push(x);
    }
    let ra = review(&a, &actions_a, 0, &(), 60).expect("replays");
    let rb = review(&b, &actions_b, 0, &(), 60).expect("replays");
    let before = |r: &Review<aog::Action>| -> Vec<_> {
        r.decisions
            .iter()
            .filter(|d| d.index < step)
            .map(|d| {
                (
                    d.index,
                    d.position,
                    d.after,
                    d.best,
                    d.best_tally,
                    d.lost.to_bits(),
                )
            })
            .collect()
    };
    assert!(!before(&ra).is_empty());
    assert_eq!(before(&ra), before(&rb));
    let mut sa = a.clone();
    for x in &actions_a[..step] {
        sa.apply(x).expect("legal");
    }
    let mut sb = b.clone();
    for x in &actions_a[..step] {
        sb.apply(x).expect("legal");
    }
    assert_eq!(sa.view(), sb.view(), "the same screen at the step");
    assert_ne!(sa, sb, "different cards in the deck at the step");
}

#[test]
fn a_review_in_slices_is_the_whole_review() {
    let start = pip::State::new(pip::Options::default(), 9);
    let actions = played(&start, |s: &pip::State| s.greedy_move(0));
    let whole = review(&start, &actions, 0, &(), 40).expect("replays");
    let mut search =
        standfirm_engine::review::ReviewSearch::new(&start, &actions, 0, &(), 40).expect("replays");
    let mut slices = 0;
    while !search.more(&(), 97) {
        slices += 1;
        let part = search.review();
        assert!(part.decisions.len() <= part.total);
    }
    assert!(slices > 10);
    assert_eq!(search.review(), whole);
}
