//! Known cards stay known (SH-2.5, SH-2.6): a Truth card played face up goes to the bottom of the Truth deck
//! where every seat saw it go; each seat's observation carries it there, and every re-deal and every
//! determinised world keeps it at the bottom, in order, out of every hand.

use super::*;
use standfirm_engine::game::Game;
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::Observation;

/// SH-T16's table after T07 was played: T05, T06, T09 on top, T07 at the bottom, seen by all.
fn t07_played() -> State {
    let mut s = quiet(3);
    let keep = [id("T05"), id("T06"), id("T09")];
    let others: Vec<CardId> = s
        .truth_deck
        .iter()
        .copied()
        .filter(|c| !keep.contains(c))
        .collect();
    for (i, c) in others.into_iter().enumerate() {
        s.put(c, Place::Truth(1 + (i % 2) as u8));
    }
    for c in keep.iter().rev() {
        s.put(*c, Place::TruthTop);
    }
    set_slots(&mut s, &["S03", "S04", "S05", "S06", "S07"]);
    s.put(id("T07"), Place::Truth(0));
    give(&mut s, 0, &["G-G1", "G-O1", "G-Y1"]);
    s.first_player = 1;
    s.round = 2;
    apply(&mut s, "truth T07 slot 0 pay G:G-G1 O:G-O1 Y:G-Y1");
    apply(&mut s, "close-slap");
    s
}

#[test]
fn sh_2_5_a_played_truth_is_known_at_the_bottom_to_every_seat() {
    let s = t07_played();
    assert_eq!(s.truth_deck.back(), Some(&id("T07")));
    for seat in 0..3 {
        assert_eq!(s.truth_bottom_seen(Some(seat)), vec![Some(id("T07"))]);
        let bottom = Observation::of(&s, seat).truth_bottom;
        assert_eq!(bottom.len(), 1);
        assert_eq!(
            (bottom[0].card, bottom[0].returned_by),
            (Some(id("T07")), None)
        );
    }
}

#[test]
fn sh_2_5_every_redeal_and_world_keeps_the_known_card_at_the_bottom() {
    let s = t07_played();
    for seat in 0..3u8 {
        for key in 0..40 {
            let mut rng = GameRng::new(key);
            let worlds = [
                s.redeal(seat, &mut rng),
                Observation::of(&s, seat).determinise(&mut rng),
            ];
            for world in worlds {
                assert_eq!(world.truth_deck.len(), s.truth_deck.len());
                assert_eq!(
                    world.truth_deck.back(),
                    Some(&id("T07")),
                    "seat {seat}, key {key}"
                );
                assert!(
                    world.players.iter().all(|p| !p.truths.contains(&id("T07"))),
                    "T07 dealt into a hand (seat {seat}, key {key})"
                );
                // What the seat holds is its own, unchanged.
                assert_eq!(world.player(seat).truths, s.player(seat).truths);
            }
        }
    }
}
