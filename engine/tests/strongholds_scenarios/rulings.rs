//! Further rulings: SH-B16, SH-B17, SH-B18, SH-2.17 during set-up, set-up checks, explicit decks and
//! the events' wording.

use super::*;

fn end_now(s: &mut State) -> standfirm_engine::strongholds::Outcome {
    apply(s, "end-by-agreement");
    match s.status() {
        Status::Finished(o) => o,
        Status::InProgress => panic!("still in progress"),
    }
}

#[test]
fn sh_b17_tie_break_most_strongholds_then_shared() {
    let mut s = quiet(3);
    give(&mut s, 0, &["S01", "S02", "S03"]);
    give(&mut s, 1, &["S04"]);
    for (i, task) in ["AS01", "AS02", "AS03", "AS04", "AS05"].iter().enumerate() {
        s.put_completed(1, id(task), id(&format!("G-R{}", i + 1)), Colour::Red, 1);
    }
    let mut shared = s.clone();
    let o = end_now(&mut s);
    assert_eq!(o.scores, vec![15, 15, 0]);
    assert_eq!(
        (o.winners, o.tie_break),
        (vec![0], TieBreak::MostStrongholds)
    );
    give(&mut shared, 2, &["S05", "S07", "S08"]);
    let o = end_now(&mut shared);
    assert_eq!((o.winners, o.tie_break), (vec![0, 2], TieBreak::Shared));
}

#[test]
fn sh_b18_end_by_agreement_scores_the_current_state() {
    let mut s = quiet(2);
    set_slots(&mut s, &["S03", "S04", "S05", "S06", "S07"]);
    give(&mut s, 1, &["S01"]);
    give(&mut s, 0, &["T07", "G-G1", "G-O1", "G-Y1"]);
    let mut window = s.clone();
    let o = end_now(&mut s);
    assert_eq!(
        (o.reason, o.scores, o.winners),
        (EndReason::Agreement, vec![0, 5], vec![1])
    );
    apply(&mut window, "truth T07 slot 0 pay G:G-G1 O:G-O1 Y:G-Y1");
    assert!(matches!(
        refuse(&mut window, "end-by-agreement"),
        RuleError::NotNow(_)
    ));
}

#[test]
fn sh_b16_growth_draw_stops_short_when_deck_and_discard_are_empty() {
    let mut s = quiet(2);
    let all: Vec<CardId> = s
        .growth_deck
        .iter()
        .chain(s.growth_discard.iter())
        .copied()
        .collect();
    for c in all {
        s.put(c, Place::Holding(1));
    }
    let ev = finish_turn(&mut s);
    assert!(ev.contains(&Event::GrowthExhausted { seat: 1 }));
    assert_eq!(s.awaiting(), Awaiting::Main { seat: 1 });
    s.check_cards().unwrap();
}

#[test]
fn sh_2_17_second_trial_during_setup_is_decided_by_the_drawer() {
    let mut found = 0;
    for seed in 0..400 {
        let players = 2 + (seed % 5) as u8;
        let mut s = State::new(Options::new(players), seed, 0).unwrap();
        let Phase::SecondTrial { seat, trial } = s.phase else {
            continue;
        };
        found += 1;
        assert_eq!(s.awaiting(), Awaiting::SecondTrial { seat, trial });
        assert!(s.player(seat).blocked());
        while let Phase::SecondTrial { .. } = s.phase {
            apply(&mut s, "discard-trial");
        }
        assert_eq!(s.awaiting(), Awaiting::Main { seat: 0 });
        assert!(s.players.iter().all(|p| p.truths.len() == 2));
        s.check_cards().unwrap();
    }
    assert!(found > 0, "some seed deals a second Trial at set-up");
}

#[test]
fn sh_1_1_setup_checks_players_and_first_seat() {
    assert!(matches!(
        State::new(Options::new(1), 0, 0),
        Err(RuleError::Setup(_))
    ));
    assert!(matches!(
        State::new(Options::new(7), 0, 0),
        Err(RuleError::Setup(_))
    ));
    assert!(matches!(
        State::new(Options::new(3), 0, 3),
        Err(RuleError::Setup(_))
    ));
    let s = State::new(Options::new(3), 0, 2).unwrap();
    assert_eq!((s.active, s.round), (2, 1));
}

#[test]
fn explicit_decks_replace_the_setup_shuffles_only() {
    let c = standfirm_engine::strongholds::content();
    let growth: Vec<CardId> = c.growth.iter().rev().copied().collect();
    let decks = Decks {
        growth: Some(growth.clone()),
        truth: Some(c.truth.clone()),
        stronghold: Some(c.strongholds.clone()),
    };
    let (s, _) = State::with_decks(Options::new(2), 9, 1, &decks).unwrap();
    assert_eq!(
        s.slots.to_vec(),
        c.strongholds[..5]
            .iter()
            .map(|&x| Some(x))
            .collect::<Vec<_>>()
    );
    assert_eq!(
        s.player(1).truths,
        c.truth[..2].to_vec(),
        "the first player draws first"
    );
    assert_eq!(s.player(0).truths, c.truth[2..4].to_vec());
    // The top Growth cards (reversed canonical order: Assignments first) go to seat 1, then seat 0.
    assert_eq!(
        s.player(1).tasks.iter().map(|t| t.card).collect::<Vec<_>>()[..3],
        growth[..3]
    );
    let mut bad = decks.clone();
    bad.truth.as_mut().unwrap().pop();
    let err = State::with_decks(Options::new(2), 9, 1, &bad).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot set up the game: the Truth deck must list each of its 18 cards exactly once"
    );
}

#[test]
fn explicit_decks_equal_to_the_seeds_deal_play_identically() {
    let c = standfirm_engine::strongholds::content();
    let mut rng = standfirm_engine::rng::GameRng::new(77);
    let mut orders = [c.growth.clone(), c.truth.clone(), c.strongholds.clone()];
    for deck in &mut orders {
        rng.shuffle(deck); // SH-3.1: Growth, Truth, Stronghold
    }
    let [growth, truth, stronghold] = orders.map(Some);
    let decks = Decks {
        growth,
        truth,
        stronghold,
    };
    let (mut replay, _) = State::with_decks(Options::new(3), 77, 1, &decks).unwrap();
    let mut seeded = State::new(Options::new(3), 77, 1).unwrap();
    assert_eq!(replay, seeded);
    // They stay identical through a whole greedy game, reshuffles included.
    while let Some(a) = standfirm_engine::strongholds::bots::greedy(&seeded) {
        seeded.apply(&a).unwrap();
        replay.apply(&a).unwrap();
    }
    assert_eq!(replay, seeded);
    assert!(
        seeded.stats.reshuffles > 0,
        "the game reshuffled the Growth discard"
    );
}

#[test]
fn events_carry_verses_and_mark_reveals() {
    let e = Event::StrongholdDefeated {
        seat: 0,
        stronghold: id("S01"),
        truth: id("T01"),
        slap: false,
    };
    assert_eq!(e.verse(), Some("Romans 8:1"));
    assert!(!e.reveals_hidden_card());
    assert!(Event::TruthDrawn { seat: 0 }.reveals_hidden_card());
    assert!(Event::StrongholdRevealed {
        slot: 0,
        card: id("S02")
    }
    .reveals_hidden_card());
}

#[test]
fn events_use_the_rule_sheets_words() {
    let names = vec!["Steve".to_string(), "April".to_string()];
    let e = Event::StrongholdDefeated {
        seat: 1,
        stronghold: id("S01"),
        truth: id("T01"),
        slap: false,
    };
    assert_eq!(
        e.describe_with(&names),
        "April defeats Shame with No Condemnation in Christ"
    );
    let e = Event::TrialOvercome {
        seat: 0,
        trial: id("TR02"),
        colour: Colour::Yellow,
    };
    assert_eq!(
        e.describe_with(&names),
        "Steve overcomes the Trial Persecution; Yellow becomes a permanent anointing"
    );
    let e = Event::AssignmentFulfilled {
        seat: 1,
        assignment: id("AS02"),
        colour: Colour::Red,
    };
    assert_eq!(
        e.describe_with(&names),
        "April fulfils the Assignment Visit the Sick; Red becomes a permanent anointing"
    );
    let e = Event::StrongholdRevealed {
        slot: 2,
        card: id("S02"),
    };
    assert_eq!(e.describe(), "Lying is revealed: the slap window opens");
    let e = Event::TruthDeckEmpty { seat: 0 };
    assert_eq!(
        e.describe_with(&names),
        "The Truth deck is empty: Steve draws 3 Growth cards instead"
    );
}

#[test]
fn action_notation_round_trips_and_rejects_clearly() {
    for text in [
        "keep-trial",
        "discard-trial",
        "overcome TR02 pay G:G-G1 Y:G-Y3 P:M5 keep G-Y3",
        "fulfil AS01 pay LB:M1 DB:G-DB2 keep M1",
        "truth T01 slot 2 pay DB:G-DB1 Y:TR02 G:G-G4",
        "slap 1 T07 slot 2 pay G:G-G2 O:M2 Y:G-Y5",
        "close-slap",
        "end-turn",
        "discard G-R3",
        "return T05",
        "end-by-agreement",
    ] {
        assert_eq!(act(text).to_string(), text);
    }
    let permanent = act("truth T01 slot 2 pay DB:G-DB1 Y:TR02 G:G-G4");
    let Action::PlayTruth { payment, .. } = permanent else {
        panic!()
    };
    assert_eq!(
        payment[1].source,
        standfirm_engine::strongholds::Source::Permanent(id("TR02"))
    );
    for (bad, why) in [
        ("truth T01 slot x pay", "\"x\" is not a slot number"),
        ("truth T99 slot 0 pay", "\"T99\" is not a card id"),
        ("truth T01 slot 0 pay Pink:G-R1", "\"Pink\" is not a colour"),
        ("overcome TR01 pay R:G-R1", "expected \"keep CARD\""),
        ("end-turn now", "unexpected \"now\""),
        ("fly", "unknown action \"fly\""),
    ] {
        let err = bad.parse::<Action>().unwrap_err();
        assert!(err.contains(why), "{bad}: {err}");
    }
}
