//! Turn flow, draws and limits: SH-T1, T2, T9, T11, T12, T13, T15, T16.

use super::*;

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
