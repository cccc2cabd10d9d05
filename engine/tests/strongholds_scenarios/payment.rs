//! Payment, permanents and targets: SH-T3, T5, T6, T7, T8, T17, T19.

use super::*;

#[test]
fn sh_t3_truth_needs_a_face_up_symbol() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S03", "S04", "S05", "S06", "S07"]);
    give(
        &mut s,
        0,
        &[
            "T02", "G-DB1", "G-R1", "G-P1", "T07", "G-G1", "G-O1", "G-Y1",
        ],
    );
    assert!(
        targets(&s, "T02").is_empty(),
        "no Unforgiveness or Despair face up"
    );
    assert!(matches!(
        refuse(&mut s, "truth T02 slot 0 pay DB:G-DB1 R:G-R1 P:G-P1"),
        RuleError::NoSymbol { .. }
    ));
    s.put(id("S08"), Place::StrongholdTop);
    apply(&mut s, "truth T07 slot 0 pay G:G-G1 O:G-O1 Y:G-Y1");
    assert_eq!(s.slots[0], Some(id("S08")));
    apply(&mut s, "close-slap");
    assert_eq!(targets(&s, "T02"), vec![0]);
    apply(&mut s, "truth T02 slot 0 pay DB:G-DB1 R:G-R1 P:G-P1");
}

#[test]
fn sh_t5_overcoming_a_trial_makes_a_permanent_usable_next_turn() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S03", "S04", "S05", "S06", "S07"]);
    give(
        &mut s,
        0,
        &["TR02", "G-G1", "G-Y1", "G-P1", "G-R1", "T12", "G-LB1"],
    );
    let before = s.view(0).players[0].score;
    apply(&mut s, "overcome TR02 pay G:G-G1 Y:G-Y1 P:G-P1 keep G-Y1");
    let p = s.player(0);
    assert_eq!(p.holding, vec![id("G-R1"), id("G-LB1")]);
    assert!(s.growth_discard.ends_with(&[id("G-G1"), id("G-P1")]));
    let perm = p.tasks[0].done.unwrap();
    assert_eq!((perm.card, perm.colour), (id("G-Y1"), Colour::Yellow));
    assert_eq!(s.view(0).players[0].score, before + 2);
    assert!(!s.view(0).players[0].tasks[0].usable);
    let err = refuse(&mut s, "truth T12 slot 4 pay Y:TR02 R:G-R1 LB:G-LB1");
    assert!(err.to_string().contains("next turn"), "{err}");
    finish_turn(&mut s);
    assert!(
        s.view(0).players[0].tasks[0].usable,
        "usable from the next turn on"
    );
}

#[test]
fn sh_t6_a_permanent_pays_once_per_turn_and_only_truth() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S01", "S02", "S07", "S04", "S05"]);
    s.put_completed(0, id("TR02"), id("G-Y9"), Colour::Yellow, 2);
    give(
        &mut s,
        0,
        &[
            "T01", "T07", "T12", "AS03", "G-Y1", "G-DB1", "G-G1", "G-G2", "G-O1", "G-R1", "G-LB1",
            "G-P1",
        ],
    );
    for s2 in ["S09", "S10", "S11"] {
        s.put(id(s2), Place::StrongholdTop);
    }
    apply(&mut s, "truth T01 slot 0 pay DB:G-DB1 Y:TR02 G:G-G1");
    apply(&mut s, "close-slap");
    let err = refuse(&mut s, "truth T07 slot 1 pay G:G-G2 O:G-O1 Y:TR02");
    assert!(err.to_string().contains("already used"), "{err}");
    apply(&mut s, "truth T07 slot 1 pay G:G-G2 O:G-O1 Y:G-Y1");
    apply(&mut s, "close-slap");
    assert!(
        targets(&s, "T12").is_empty(),
        "a third Yellow need is not payable"
    );
    let err = refuse(&mut s, "fulfil AS03 pay Y:TR02 P:G-P1 keep G-P1");
    assert!(err.to_string().contains("only for Truth"), "{err}");
}

#[test]
fn sh_t7_permanents_refresh_at_every_turn_start_so_a_slap_can_use_them() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S03", "S04", "S05", "S06", "S07"]);
    s.put_completed(0, id("TR02"), id("G-Y9"), Colour::Yellow, 2);
    give(&mut s, 0, &["T07", "T01", "G-G1", "G-O1", "G-DB1", "G-G2"]);
    give(&mut s, 1, &["T18", "G-R1", "G-O2", "G-Y1", "G-G3", "G-P1"]);
    s.put(id("S08"), Place::StrongholdTop);
    apply(&mut s, "truth T07 slot 0 pay G:G-G1 O:G-O1 Y:TR02");
    apply(&mut s, "close-slap");
    finish_turn(&mut s);
    assert_eq!(s.active, 1);
    s.put(id("S01"), Place::StrongholdTop);
    apply(
        &mut s,
        "truth T18 slot 1 pay R:G-R1 O:G-O2 Y:G-Y1 G:G-G3 P:G-P1",
    );
    assert_eq!(s.slots[1], Some(id("S01")));
    assert!(s.can_slap(0));
    apply(&mut s, "slap 0 T01 slot 1 pay DB:G-DB1 Y:TR02 G:G-G2");
    assert!(s.player(0).taken.contains(&id("S01")));
}

#[test]
fn sh_t8_a_mentor_permanent_keeps_the_colour_it_paid() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S03", "S04", "S05", "S06", "S07"]);
    give(&mut s, 0, &["AS02", "M1", "G-O1"]);
    let mut other = s.clone();
    apply(&mut s, "fulfil AS02 pay R:M1 O:G-O1 keep M1");
    let perm = s.player(0).tasks[0].done.unwrap();
    assert_eq!((perm.card, perm.colour), (id("M1"), Colour::Red));
    assert_eq!(s.growth_discard.last(), Some(&id("G-O1")));
    assert!(s.player(0).holding.is_empty());
    // Later it counts as Red only.
    give(&mut s, 0, &["T12", "G-Y1", "G-LB1", "G-R1"]);
    finish_turn(&mut s);
    finish_turn(&mut s);
    let err = refuse(&mut s, "truth T12 slot 4 pay Y:G-Y1 R:G-R1 LB:AS02");
    assert!(err.to_string().contains("is Red"), "{err}");
    apply(&mut s, "truth T12 slot 4 pay Y:G-Y1 R:AS02 LB:G-LB1");
    // Choosing the Orange card instead sends King David to the discard.
    apply(&mut other, "fulfil AS02 pay R:M1 O:G-O1 keep G-O1");
    assert_eq!(other.growth_discard.last(), Some(&id("M1")));
    assert_eq!(
        other.player(0).tasks[0].done.unwrap().colour,
        Colour::Orange
    );
}

#[test]
fn sh_t17_wildcard_targets_every_face_up_stronghold() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S06", "S08", "S12", "S13", "S14"]);
    give(&mut s, 0, &["T18", "G-R1", "G-O1", "G-Y1", "G-G1", "G-P1"]);
    assert_eq!(targets(&s, "T18"), vec![0, 1, 2, 3, 4]);
    apply(
        &mut s,
        "truth T18 slot 0 pay R:G-R1 O:G-O1 Y:G-Y1 G:G-G1 P:G-P1",
    );
    assert_eq!(s.view(0).players[0].score, 7, "Pride is worth 7");
}

#[test]
fn sh_t19_exact_payment_searches_mentor_colours() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S03", "S04", "S05", "S06", "S07"]);
    give(&mut s, 0, &["T03", "M5", "G-LB1", "G-O1", "G-P1"]);
    let legal: Vec<Action> = s
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::PlayTruth { .. }))
        .collect();
    assert_eq!(
        legal,
        vec![act("truth T03 slot 0 pay LB:G-LB1 O:G-O1 Y:M5 P:G-P1")]
    );
    let err = refuse(&mut s, "truth T03 slot 0 pay LB:G-LB1 O:G-O1 P:M5 Y:G-P1");
    assert!(matches!(err, RuleError::Payment(_)), "{err}");
    refuse(&mut s, "truth T03 slot 0 pay LB:G-LB1 O:G-O1 P:M5 P:G-P1");
    // The search is not greedy: with the Mentor offered first and P listed first, it still pays Y with it.
    let offers: Vec<Offer> = s.offers(0, true).into_iter().rev().collect();
    let cost = [
        Colour::Purple,
        Colour::LightBlue,
        Colour::Orange,
        Colour::Yellow,
    ];
    let payment = find_payment(&cost, &offers).unwrap();
    assert_eq!(
        payment[3].source,
        standfirm_engine::strongholds::Source::Card(id("M5"))
    );
    apply(&mut s, "truth T03 slot 0 pay P:G-P1 Y:M5 O:G-O1 LB:G-LB1");
}
