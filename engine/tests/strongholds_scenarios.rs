//! RULINGS 3C scenario tests SH-T1 to SH-T19, with the 3D content, written with the action notation.

use standfirm_engine::game::Game;
use standfirm_engine::strongholds::payment::{find_payment, Offer};
use standfirm_engine::strongholds::{
    Action, Awaiting, CardId, CardKind, Colour, Decks, EndReason, Event, Options, Phase, Place,
    RoundKind, RuleError, State, Status, TieBreak,
};

fn id(text: &str) -> CardId {
    CardId::parse(text).unwrap_or_else(|| panic!("no card {text}"))
}

fn act(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A 2–6-player game with every seat emptied, seat 0 in its main phase on turn 5 of round 1.
fn quiet(players: u8) -> State {
    let mut s = State::new(Options::new(players), 1, 0).unwrap();
    for seat in 0..players {
        s.clear_seat(seat);
    }
    s.queue.clear();
    s.phase = Phase::Main;
    s.active = 0;
    s.first_player = 0;
    s.round = 1;
    s.turn = 5;
    s
}

/// Gives cards to a seat: Growth cards to the holding, Truth cards to the hand, Trials/Assignments in front.
fn give(s: &mut State, seat: u8, cards: &[&str]) {
    for c in cards {
        let card = id(c);
        let place = match card.card().kind {
            CardKind::Truth => Place::Truth(seat),
            CardKind::Trial | CardKind::Assignment => Place::Task(seat),
            CardKind::Stronghold => Place::Taken(seat),
            _ => Place::Holding(seat),
        };
        s.put(card, place);
    }
}

fn set_slots(s: &mut State, cards: &[&str]) {
    for (i, c) in cards.iter().enumerate() {
        s.put(id(c), Place::Slot(i as u8));
    }
}

/// Slots where the legal actions let `truth` be played by the active seat.
fn targets(s: &State, truth: &str) -> Vec<u8> {
    let t = id(truth);
    s.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PlayTruth { truth, slot, .. } if truth == t => Some(slot),
            _ => None,
        })
        .collect()
}

fn apply(s: &mut State, text: &str) -> Vec<Event> {
    s.apply(&act(text))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Applies an action that must be refused, and checks the state is unchanged.
fn refuse(s: &mut State, text: &str) -> RuleError {
    let before = s.clone();
    let err = s.apply(&act(text)).expect_err(text);
    assert_eq!(*s, before, "{text} changed the state");
    err
}

/// Ends the active turn, resolving discards with the first legal choice and second Trials by discarding.
fn finish_turn(s: &mut State) -> Vec<Event> {
    let mut ev = apply(s, "end-turn");
    loop {
        let a = match s.phase {
            Phase::DiscardGrowth | Phase::ReturnTruth => s.legal_actions()[0].clone(),
            Phase::SecondTrial { .. } => Action::DiscardTrial,
            _ => return ev,
        };
        ev.extend(s.apply(&a).unwrap());
    }
}

#[test]
fn sh_t1_round_schedule_g_g_t_and_growth_limit_prompts() {
    let (mut s, mut ev) = State::with_decks(Options::new(3), 42, 0, &Decks::default()).unwrap();
    let mut turns: Vec<(u32, Vec<Event>)> = Vec::new();
    loop {
        for e in ev.drain(..) {
            if let Event::TurnStarted { round, kind, .. } = e {
                if round > 6 {
                    break;
                }
                assert_eq!(
                    kind,
                    if round % 3 == 0 {
                        RoundKind::Truth
                    } else {
                        RoundKind::Growth
                    }
                );
                turns.push((round, Vec::new()));
            } else if let Some(t) = turns.last_mut() {
                t.1.push(e);
            }
        }
        if s.round > 6 {
            break;
        }
        let a = match s.phase {
            Phase::Main => {
                let over = s.player(s.active).holding.len().saturating_sub(7);
                let out = s.apply(&Action::EndTurn).unwrap();
                if over > 0 {
                    assert_eq!(
                        s.awaiting(),
                        Awaiting::DiscardGrowth {
                            seat: s.active,
                            count: over as u8
                        }
                    );
                } else {
                    assert!(!matches!(s.phase, Phase::DiscardGrowth));
                }
                ev = out;
                continue;
            }
            Phase::DiscardGrowth => s.legal_actions()[0].clone(),
            Phase::SecondTrial { .. } => Action::DiscardTrial,
            ref other => panic!("unexpected {other:?}"),
        };
        ev = s.apply(&a).unwrap();
    }
    assert_eq!(turns.len(), 18, "6 rounds of 3 turns");
    for (round, events) in &turns {
        let count = |f: fn(&Event) -> bool| events.iter().filter(|e| f(e)).count();
        let growth = count(|e| {
            matches!(
                e,
                Event::GrowthDrawn { .. }
                    | Event::TrialPlaced { .. }
                    | Event::AssignmentPlaced { .. }
            )
        });
        let truth = count(|e| matches!(e, Event::TruthDrawn { .. }));
        if round % 3 == 0 {
            assert_eq!((growth, truth), (0, 1), "round {round}");
        } else {
            assert_eq!((growth, truth), (3, 0), "round {round}");
        }
    }
}

#[test]
fn sh_t2_setup_deals_strongholds_truth_and_growth() {
    for seed in 0..20 {
        let mut s = State::new(Options::new(4), seed, 0).unwrap();
        while let Phase::SecondTrial { .. } = s.phase {
            s.apply(&Action::DiscardTrial).unwrap();
        }
        assert_eq!(s.slots.iter().flatten().count(), 5);
        assert_eq!(s.stronghold_deck.len(), 10);
        assert_eq!(s.truth_deck.len(), 10);
        for (seat, p) in s.players.iter().enumerate() {
            assert_eq!(p.truths.len(), 2);
            let dealt = p.holding.len() + p.tasks.len();
            assert_eq!(
                dealt,
                if seat == 0 { 6 } else { 3 },
                "seed {seed} seat {seat}: 3 at setup (+3 turn draw)"
            );
            assert!(p
                .holding
                .iter()
                .all(|c| matches!(c.card().kind, CardKind::Anointing | CardKind::Mentor)));
            assert!(p
                .tasks
                .iter()
                .all(|t| matches!(t.card.card().kind, CardKind::Trial | CardKind::Assignment)));
        }
        s.check_cards().unwrap();
    }
}

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
fn sh_t9_growth_limit_counts_holding_only() {
    let mut s = quiet(2);
    give(
        &mut s,
        0,
        &[
            "G-R1", "G-R2", "G-O1", "G-O2", "G-Y1", "G-Y2", "G-G1", "G-G2", "M3", "TR01", "TR04",
        ],
    );
    s.put_completed(0, id("AS01"), id("G-LB1"), Colour::LightBlue, 2);
    apply(&mut s, "end-turn");
    assert_eq!(s.awaiting(), Awaiting::DiscardGrowth { seat: 0, count: 2 });
    assert_eq!(s.legal_actions().len(), 9);
    assert!(matches!(
        refuse(&mut s, "discard TR01"),
        RuleError::NoSuchCard(_)
    ));
    apply(&mut s, "discard G-R1");
    assert_eq!(s.awaiting(), Awaiting::DiscardGrowth { seat: 0, count: 1 });
    apply(&mut s, "discard M3");
    assert_ne!(s.active, 0, "the turn passed");
    let p = s.player(0);
    assert_eq!(p.holding.len(), 7);
    assert_eq!(p.tasks.len(), 3);
    assert!(p.tasks[2].done.is_some());
    // A holding of 7 needs no prompt.
    let mut t = quiet(2);
    give(
        &mut t,
        0,
        &["G-R1", "G-R2", "G-O1", "G-O2", "G-Y1", "G-Y2", "M3"],
    );
    apply(&mut t, "end-turn");
    assert_eq!(t.active, 1);
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
    let ev = apply(&mut s, "slap 2 T07 slot 0 pay G:G-G2 O:G-O2 Y:G-Y3");
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
fn sh_t11_empty_truth_deck_means_three_growth() {
    let mut s = quiet(2);
    let truths: Vec<CardId> = s.truth_deck.iter().copied().collect();
    for t in truths {
        s.put(t, Place::Truth(1));
    }
    s.put(id("TR05"), Place::GrowthTop);
    s.round = 2;
    s.active = 1;
    let ev = finish_turn(&mut s);
    assert_eq!(
        (s.round, s.active, s.round_kind()),
        (3, 0, RoundKind::Truth)
    );
    assert!(ev.contains(&Event::TruthDeckEmpty { seat: 0 }));
    let p = s.player(0);
    assert_eq!(p.holding.len() + p.tasks.len(), 3);
    assert_eq!(
        p.tasks[0].card,
        id("TR05"),
        "a Trial among them is placed in front"
    );
    assert_eq!(s.stats.truth_fallbacks, 1);
}

#[test]
fn sh_t12_truth_limit_four_only_in_five_and_six_player_games() {
    // (i) 6 players: holding 4, drawing a 5th.
    let mut s = quiet(6);
    give(&mut s, 0, &["T01", "T02", "T03", "T04"]);
    s.round = 2;
    s.active = 5;
    finish_turn(&mut s);
    assert_eq!((s.round, s.active), (3, 0));
    assert_eq!(s.player(0).truths.len(), 5);
    apply(&mut s, "end-turn");
    assert_eq!(s.awaiting(), Awaiting::ReturnTruth { seat: 0, count: 1 });
    apply(&mut s, "return T02");
    assert_eq!(s.truth_deck.back(), Some(&id("T02")));
    assert_eq!(s.active, 1);
    // (ii) 3 players holding 6: no prompt, unless the option applies.
    let mut t = quiet(3);
    give(&mut t, 0, &["T01", "T02", "T03", "T04", "T05", "T06"]);
    let mut limited = t.clone();
    apply(&mut t, "end-turn");
    assert_eq!(t.active, 1);
    limited.options.truth_limit_all = true;
    apply(&mut limited, "end-turn");
    assert_eq!(
        limited.awaiting(),
        Awaiting::ReturnTruth { seat: 0, count: 2 }
    );
}

fn second_trial_setup() -> State {
    let mut s = quiet(2);
    set_slots(&mut s, &["S01", "S04", "S05", "S06", "S07"]);
    give(
        &mut s,
        0,
        &[
            "TR01", "T01", "G-DB1", "G-Y1", "G-G1", "G-R1", "G-DB2", "G-Y2",
        ],
    );
    for c in ["G-P1", "G-O1", "TR03", "G-R2"] {
        s.put(id(c), Place::GrowthTop); // top: G-R2, TR03, G-O1, G-P1
    }
    s.active = 1;
    finish_turn_without_settling(&mut s);
    s
}

fn finish_turn_without_settling(s: &mut State) {
    s.apply(&Action::EndTurn).unwrap();
}

#[test]
fn sh_t13_second_trial_keep_or_discard() {
    let s = second_trial_setup();
    assert_eq!(
        s.awaiting(),
        Awaiting::SecondTrial {
            seat: 0,
            trial: id("TR03")
        }
    );
    assert_eq!(
        s.legal_actions(),
        vec![Action::KeepTrial, Action::DiscardTrial]
    );

    let mut d = s.clone();
    apply(&mut d, "discard-trial");
    assert_eq!(d.growth_discard.last(), Some(&id("TR03")));
    let p = d.player(0);
    let drawn: Vec<CardId> = p.holding[6..].to_vec();
    assert_eq!(
        drawn,
        vec![id("G-R2"), id("G-O1"), id("G-P1")],
        "3 non-discarded cards"
    );
    assert_eq!(p.tasks.len(), 1);

    let mut k = s.clone();
    apply(&mut k, "keep-trial");
    assert_eq!(
        k.player(0)
            .tasks
            .iter()
            .filter(|t| t.is_open_trial())
            .count(),
        2
    );
    assert_eq!(k.player(0).holding.len(), 8, "G-R2 and G-O1 drawn");
    apply(&mut k, "overcome TR01 pay R:G-R1 Y:G-Y2 DB:G-DB2 keep G-R1");
    assert!(targets(&k, "T01").is_empty(), "the kept Trial still blocks");
    assert_eq!(
        refuse(&mut k, "truth T01 slot 0 pay DB:G-DB1 Y:G-Y1 G:G-G1"),
        RuleError::TrialBlock
    );
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
fn sh_t15_growth_reshuffles_mid_draw() {
    let mut s = quiet(2);
    let deck: Vec<CardId> = s
        .growth_deck
        .iter()
        .copied()
        .chain(s.growth_discard.iter().copied())
        .collect();
    for c in deck {
        s.put(c, Place::Holding(1));
    }
    s.put(id("G-R1"), Place::GrowthTop);
    let ten: Vec<CardId> = (1..=9)
        .map(|i| id(&format!("G-O{i}")))
        .chain([id("G-Y1")])
        .collect();
    for &c in &ten {
        s.put(c, Place::GrowthDiscard);
    }
    let ev = finish_turn(&mut s);
    assert_eq!(s.active, 1);
    assert!(ev.contains(&Event::GrowthReshuffled { cards: 10 }));
    assert!(s.growth_discard.is_empty());
    assert_eq!(s.growth_deck.len(), 8);
    let drawn: Vec<CardId> = ev
        .iter()
        .filter_map(|e| match e {
            Event::GrowthDrawn { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(drawn.len(), 3);
    assert_eq!(drawn[0], id("G-R1"));
    assert!(drawn[1..].iter().all(|c| ten.contains(c)));
}

#[test]
fn sh_t16_played_truth_goes_to_the_bottom() {
    let mut s = quiet(2);
    let keep = [id("T05"), id("T06"), id("T09")];
    let others: Vec<CardId> = s
        .truth_deck
        .iter()
        .copied()
        .filter(|c| !keep.contains(c))
        .collect();
    for c in others {
        s.put(c, Place::Truth(1));
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
    let order: Vec<CardId> = s.truth_deck.iter().copied().collect();
    assert_eq!(order, vec![keep[0], keep[1], keep[2], id("T07")]);
    apply(&mut s, "close-slap");
    finish_turn(&mut s);
    assert_eq!((s.round_kind(), s.active), (RoundKind::Truth, 1));
    assert!(s.player(1).truths.contains(&keep[0]));
    assert_eq!(s.truth_deck.front(), Some(&keep[1]));
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
