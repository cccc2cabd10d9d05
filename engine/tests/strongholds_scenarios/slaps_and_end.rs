//! Trial block, slap window, refills and the end: SH-T4, T10, T14, T18.

use super::*;

#[test]
fn sh_t4_trial_block_stops_truth_and_slaps_but_not_assignments() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S01", "S04", "S05", "S06", "S03"]);
    give(
        &mut s,
        0,
        &[
            "TR02", "T01", "AS01", "G-G1", "G-G2", "G-Y1", "G-Y2", "G-P1", "G-DB1", "G-DB2",
            "G-LB1",
        ],
    );
    let legal = s.legal_actions();
    assert!(!legal.iter().any(|a| matches!(a, Action::PlayTruth { .. })));
    assert!(legal
        .iter()
        .any(|a| matches!(a, Action::FulfilAssignment { .. })));
    assert_eq!(
        refuse(&mut s, "truth T01 slot 0 pay DB:G-DB1 Y:G-Y1 G:G-G1"),
        RuleError::TrialBlock
    );
    apply(&mut s, "fulfil AS01 pay LB:G-LB1 DB:G-DB2 keep G-LB1");
    apply(&mut s, "overcome TR02 pay G:G-G2 Y:G-Y2 P:G-P1 keep G-Y2");
    assert_eq!(
        targets(&s, "T01"),
        vec![0],
        "Truth play is open again the same turn"
    );

    // A blocked non-active seat is offered no slap, and its claim is refused.
    let mut t = quiet(2);
    set_slots(&mut t, &["S03", "S04", "S05", "S06", "S07"]);
    give(&mut t, 1, &["TR02", "T01", "G-DB1", "G-Y1", "G-G1"]);
    give(&mut t, 0, &["T07", "G-G2", "G-O1", "G-Y2"]);
    t.put(id("S01"), Place::StrongholdTop);
    apply(&mut t, "truth T07 slot 0 pay G:G-G2 O:G-O1 Y:G-Y2");
    assert_eq!(t.slots[0], Some(id("S01")));
    assert_eq!(t.legal_actions(), vec![Action::CloseSlapWindow]);
    assert!(!t.can_slap(1));
    assert_eq!(
        refuse(&mut t, "slap 1 T01 slot 0 pay DB:G-DB1 Y:G-Y1 G:G-G1"),
        RuleError::CannotSlap(1)
    );
}

#[test]
fn sh_t10_slap_window_refusal_slap_and_chain() {
    let mut s = quiet(3);
    set_slots(&mut s, &["S03", "S04", "S05", "S06", "S07"]);
    give(
        &mut s,
        0,
        &[
            "T03", "G-LB1", "G-O1", "G-Y1", "G-P1", "T01", "G-DB1", "G-Y2", "G-G1",
        ],
    );
    give(&mut s, 1, &["T06", "G-R1", "G-LB2", "G-DB2"]);
    give(&mut s, 2, &["T07", "G-G2", "G-O2", "G-Y3"]);
    s.put(id("S01"), Place::StrongholdTop);
    s.put(id("S02"), Place::StrongholdTop);
    let ev = apply(&mut s, "truth T03 slot 0 pay LB:G-LB1 O:G-O1 Y:G-Y1 P:G-P1");
    assert!(ev
        .iter()
        .any(|e| e.describe() == "Lying is revealed: the slap window opens"));
    assert_eq!(
        s.awaiting(),
        Awaiting::SlapWindow {
            slot: 0,
            seats: vec![1, 2]
        }
    );
    assert_eq!(
        refuse(&mut s, "slap 1 T06 slot 0 pay R:G-R1 LB:G-LB2 DB:G-DB2"),
        RuleError::CannotSlap(1)
    );
    assert_eq!(RuleError::CannotSlap(1).to_string(), "seat 1 cannot slap");
    let truth_bottom = s.truth_deck.len();
    // The refused claim and the defeat on the turn are no slaps; the simulator's "slaps per game" counts this one.
    assert_eq!(s.stats.slaps, 0);
    let ev = apply(&mut s, "slap 2 T07 slot 0 pay G:G-G2 O:G-O2 Y:G-Y3");
    assert_eq!(s.stats.slaps, 1, "a successful slap is counted");
    assert!(ev
        .iter()
        .any(|e| e.describe() == "Player 3 slaps and defeats Lying with Speak the Truth in Love"));
    assert_eq!(s.player(2).taken, vec![id("S02")]);
    assert_eq!(s.view(2).players[2].score, 5);
    assert_eq!(s.truth_deck.len(), truth_bottom + 1);
    assert_eq!(s.truth_deck.back(), Some(&id("T07")));
    assert_eq!(s.slots[0], Some(id("S01")));
    assert!(
        matches!(s.phase, Phase::SlapWindow { slot: 0 }),
        "a new window opens"
    );
    apply(&mut s, "close-slap");
    assert_eq!(s.awaiting(), Awaiting::Main { seat: 0 });
    apply(&mut s, "truth T01 slot 0 pay DB:G-DB1 Y:G-Y2 G:G-G1");
}

#[test]
fn sh_t14_fifteenth_defeat_ends_the_game_at_once_and_scores() {
    let mut s = quiet(2);
    let all: Vec<CardId> = standfirm_engine::strongholds::content().strongholds.clone();
    for (i, &st) in all.iter().enumerate() {
        if st != id("S03") {
            s.put(st, Place::Taken(if i % 2 == 0 { 0 } else { 1 }));
        }
    }
    s.slots = [None; 5];
    s.put(id("S03"), Place::Slot(2));
    assert!(s.stronghold_deck.is_empty());
    give(
        &mut s,
        0,
        &[
            "T03", "G-LB1", "G-O1", "G-Y1", "G-P1", "G-R1", "G-R2", "G-G1", "G-G2", "G-DB1",
        ],
    );
    s.put_completed(0, id("AS01"), id("G-LB2"), Colour::LightBlue, 1);
    s.put_completed(1, id("TR01"), id("G-R3"), Colour::Red, 1);
    s.put_completed(1, id("AS02"), id("G-O3"), Colour::Orange, 1);
    assert_eq!(s.player(0).holding.len(), 9);
    apply(&mut s, "truth T03 slot 2 pay LB:G-LB1 O:G-O1 Y:G-Y1 P:G-P1");
    assert!(s.is_over());
    assert!(s.legal_actions().is_empty(), "no discard prompt");
    let Status::Finished(o) = s.status() else {
        panic!()
    };
    // Seat 0: S01 S05 S07 S09 S11 S13 S15 + S03 = 8 x 5 + 2; seat 1: S02 S04 S06(Pride 7) S08 S10 S12 S14 + 2 x 2.
    assert_eq!(o.scores, vec![42, 6 * 5 + 7 + 4]);
    assert_eq!(
        (o.winners.clone(), o.tie_break, o.reason),
        (vec![0], TieBreak::None, EndReason::AllDefeated)
    );
    assert_eq!(refuse(&mut s, "end-turn"), RuleError::GameOver);
}

#[test]
fn sh_t18_no_refill_once_the_stronghold_deck_is_empty() {
    let mut s = quiet(2);
    let face_up = [id("S03"), id("S06"), id("S07")];
    for &c in &standfirm_engine::strongholds::content().strongholds {
        if !face_up.contains(&c) {
            s.put(c, Place::Taken(1));
        }
    }
    set_slots(&mut s, &["S03", "S06", "S07"]);
    assert!(s.stronghold_deck.is_empty());
    assert_eq!(s.slots.iter().flatten().count(), 3);
    give(&mut s, 0, &["T07", "G-G1", "G-O1", "G-Y1"]);
    apply(&mut s, "truth T07 slot 0 pay G:G-G1 O:G-O1 Y:G-Y1");
    assert_eq!(s.slots.iter().flatten().count(), 2);
    assert_eq!(
        s.awaiting(),
        Awaiting::Main { seat: 0 },
        "no slap window, the game goes on"
    );
}

#[test]
fn sh_b18_a_round_cap_of_n_ends_the_game_after_n_whole_rounds() {
    // The optional round cap (SH-B18): every seat has its turn in each of the first N rounds, and the game ends
    // as round N + 1 would begin — not a round early, not a round late.
    for (players, cap) in [(2, 1), (3, 2), (4, 3)] {
        let options = Options {
            round_cap: Some(cap),
            ..Options::new(players)
        };
        let mut s = State::new(options, 7, 0).unwrap();
        let mut turns_ended = 0;
        let mut reason = None;
        for _ in 0..10_000 {
            if s.is_over() {
                break;
            }
            // Nobody plays a card: End turn, and what the turn's end asks (discards, a second Trial).
            let legal = s.legal_actions();
            let a = legal
                .iter()
                .find(|a| **a == Action::EndTurn)
                .or_else(|| legal.iter().find(|a| **a == Action::DiscardTrial))
                .unwrap_or(&legal[0])
                .clone();
            for e in s.apply(&a).unwrap() {
                match e {
                    Event::TurnEnded { .. } => turns_ended += 1,
                    Event::GameOver { reason: r, .. } => reason = Some(r),
                    _ => {}
                }
            }
        }
        assert_eq!(
            reason,
            Some(EndReason::RoundCap),
            "{players} players, cap {cap}"
        );
        assert_eq!(
            turns_ended,
            u32::from(players) * cap,
            "{players} players, cap {cap}: every seat's turn in each of the {cap} rounds"
        );
    }
}
