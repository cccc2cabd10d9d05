//! Armor of God scenario tests AOG-T10 … AOG-T17 (RULINGS.md 1C): rounds, round ends and Defense Checks,
//! the Softer Dart, the hand step, the injected dead branches, and the option tables.

mod common;

use common::aog::{at_play, play, softer};
use common::{c, cards};
use standfirm_engine::armor_of_god::{
    Action, DartLine, Defense, Entry, Event, Options, RuleError, Setup, Slot, SlotState, State,
    Status, Step,
};

fn t10(claimed: usize, defense: Defense) -> (State, Vec<Event>) {
    let slots = [Slot::Belt, Slot::Shoes, Slot::Helmet];
    Setup {
        claimed: slots[..claimed].iter().map(|&s| (s, vec![])).collect(),
        hand: cards("2C 3D"),
        deck: cards("7C"),
        piles: vec![(Slot::Sword, cards("10S 9S"))],
        ..Setup::default()
    }
    .build(
        Options {
            defense,
            ..Options::default()
        },
        5,
        Entry::Draw,
    )
    .unwrap()
}

#[test]
fn aog_t10_round_end_mid_draw_continues_the_same_turn() {
    let (s, events) = t10(2, Defense::Baseline);
    let discard_before = 52 - 2 - 1 - 2; // everything not in hand, deck or the Sword pile
    assert_eq!(events[0], Event::Drew { card: c("7C") });
    assert_eq!(events[1], Event::RoundEnded { round: 1 });
    assert_eq!(
        events[2],
        Event::DefenseCheck {
            round: 1,
            needed: 2,
            claimed: 2,
            passed: true
        }
    );
    assert_eq!(
        events[3],
        Event::Reshuffled {
            cards: discard_before as u8,
            round: 2
        }
    );
    assert_eq!(s.round(), 2);
    assert_eq!(s.hand().len(), 4);
    assert_eq!(&s.hand()[..3], &cards("2C 3D 7C")[..]);
    assert_eq!(s.discard().len(), 0);
    assert_eq!(s.deck_count(), discard_before - 1);
    assert_eq!(
        s.slot(Slot::Sword).cards,
        cards("10S 9S"),
        "piles are unchanged"
    );
    assert_eq!(s.turn(), 1, "the same turn continues");
    assert!(matches!(s.step(), Step::Play));
}

#[test]
fn aog_t10_failed_checks_lose() {
    let (s, _) = t10(1, Defense::Baseline);
    assert_eq!(
        s.status(),
        Status::Lost {
            round: 1,
            needed: 2,
            claimed: 1
        }
    );
    assert!(s
        .status()
        .reason()
        .unwrap()
        .contains("round 1 needed 2 armor"));
    let (s, _) = t10(2, Defense::HardA);
    assert_eq!(
        s.status(),
        Status::Lost {
            round: 1,
            needed: 3,
            claimed: 2
        }
    );
    assert_eq!(s.step(), Step::Over);
}

#[test]
fn aog_t11_deck_empties_exactly_on_the_fill() {
    let (mut s, events) = Setup {
        hand: cards("2C 3D"),
        deck: cards("4C 6D"),
        ..Setup::default()
    }
    .build(Options::default(), 1, Entry::Draw)
    .unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::RoundEnded { .. })));
    assert_eq!(s.hand().len(), 4);
    assert_eq!(s.deck_count(), 0);
    s.apply(&play("2C", Slot::Belt)).unwrap();
    let events = s.apply(&Action::Discard { card: c("3D") }).unwrap();
    let turn = events
        .iter()
        .position(|e| matches!(e, Event::TurnBegan { .. }))
        .unwrap();
    let end = events
        .iter()
        .position(|e| matches!(e, Event::RoundEnded { round: 1 }))
        .unwrap();
    assert!(
        turn < end,
        "the next turn's Step 1 runs, then Step 2 ends the round"
    );
    assert_eq!(
        s.status(),
        Status::Lost {
            round: 1,
            needed: 2,
            claimed: 0
        }
    );
}

#[test]
fn aog_t12_final_round_with_five_is_a_loss() {
    let five: Vec<(Slot, Vec<_>)> = [
        Slot::Belt,
        Slot::Breastplate,
        Slot::Shoes,
        Slot::Shield,
        Slot::Helmet,
    ]
    .map(|s| (s, vec![]))
    .to_vec();
    for (defense, round, needed) in [(Defense::HardB, 3, 6), (Defense::Baseline, 4, 6)] {
        let (s, _) = Setup {
            round,
            claimed: five.clone(),
            hand: cards("2C"),
            deck: vec![],
            ..Setup::default()
        }
        .build(
            Options {
                defense,
                ..Options::default()
            },
            1,
            Entry::Draw,
        )
        .unwrap();
        assert_eq!(
            s.status(),
            Status::Lost {
                round,
                needed,
                claimed: 5
            }
        );
    }
    assert_eq!(Defense::HardB.rounds(), 3, "Hard B never reaches a round 4");
    assert!(Setup {
        round: 4,
        ..Setup::default()
    }
    .build(
        Options {
            defense: Defense::HardB,
            ..Options::default()
        },
        1,
        Entry::Draw
    )
    .is_err());
}

/// AOG-B15 (updated): a Softer Dart with no target on either line asks nothing. It takes nothing, the hand is
/// discarded and the next turn begins, as in Core (AOG-8.2 step 4).
#[test]
fn aog_b15_softer_dart_with_no_target_asks_nothing() {
    let mut s = at_play(
        Setup {
            piles: vec![(Slot::Belt, cards("10S"))],
            hand: cards("AS 6C 3C 5H"),
            deck: cards("2D 3D 4D 5D 6D 7D"),
            ..Setup::default()
        },
        softer(),
    );
    assert!(s.dart_active());
    let events = s.apply(&play("6C", Slot::Belt)).unwrap();
    assert!(events.contains(&Event::Claimed {
        slot: Slot::Belt,
        cards: 2
    }));
    assert_eq!(s.dart_lines(), Vec::<DartLine>::new());
    assert!(events.contains(&Event::DartGrazed {
        line: None,
        removed: None
    }));
    assert!(events.contains(&Event::HandDiscarded { cards: 3 }));
    assert!(
        events.iter().any(|e| matches!(e, Event::TurnBegan { .. })),
        "the next turn begins: {events:?}"
    );
    assert_eq!(s.step(), Step::Play, "no Dart decision is awaited");
    assert_eq!(s.hand(), cards("2D 3D 4D 5D").as_slice());
    assert!(!s
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Dart { .. })));
}

fn t13(with_bank: bool) -> State {
    let mut setup = Setup {
        claimed: vec![(Slot::Belt, vec![])],
        piles: vec![(Slot::Sword, cards("10S 9S 4D"))],
        hand: cards("AS 2C 3C"),
        ..Setup::default()
    };
    if with_bank {
        setup.piles.push((Slot::Breastplate, cards("10D 5C AH")));
        setup.banked = Some(Slot::Breastplate);
    }
    setup.hand.push(c("5H"));
    at_play(setup, softer())
}

#[test]
fn aog_t13_softer_dart_banked_line_unbanks() {
    let mut s = t13(true);
    s.apply(&play("2C", Slot::Helmet)).unwrap();
    assert_eq!(s.step(), Step::Dart);
    assert_eq!(s.dart_lines(), vec![DartLine::Largest, DartLine::Banked]);
    let events = s
        .apply(&Action::Dart {
            line: DartLine::Banked,
        })
        .unwrap();
    assert!(events.contains(&Event::DartGrazed {
        line: Some(DartLine::Banked),
        removed: Some((Slot::Breastplate, c("AH")))
    }));
    assert_eq!(s.slot(Slot::Breastplate).cards, cards("10D 5C"));
    assert_eq!(s.slot(Slot::Breastplate).state, SlotState::Active);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Doubt { .. })),
        "no Doubt next turn"
    );
    assert!(events.contains(&Event::HandDiscarded { cards: 3 }));
}

#[test]
fn aog_t13_softer_dart_largest_line_takes_one_card() {
    let mut s = t13(true);
    s.apply(&play("2C", Slot::Helmet)).unwrap();
    let events = s
        .apply(&Action::Dart {
            line: DartLine::Largest,
        })
        .unwrap();
    assert!(events.contains(&Event::DartGrazed {
        line: Some(DartLine::Largest),
        removed: Some((Slot::Sword, c("4D")))
    }));
    assert_eq!(s.slot(Slot::Sword).cards, cards("10S 9S"));
    assert!(events.contains(&Event::HandDiscarded { cards: 3 }));
}

#[test]
fn aog_t13_softer_dart_line_without_a_target_is_illegal() {
    let mut s = t13(false);
    s.apply(&play("2C", Slot::Helmet)).unwrap();
    assert_eq!(s.dart_lines(), vec![DartLine::Largest]);
    let before = s.clone();
    assert_eq!(
        s.apply(&Action::Dart {
            line: DartLine::Banked
        }),
        Err(RuleError::EmptyLine(DartLine::Banked))
    );
    assert_eq!(s, before);
    let events = s
        .apply(&Action::Dart {
            line: DartLine::Largest,
        })
        .unwrap();
    assert!(events.contains(&Event::HandDiscarded { cards: 3 }));
}

#[test]
fn aog_8_2_core_dart_has_no_line_choice() {
    let mut s = at_play(
        Setup {
            hand: cards("AS 2C 3C 4C"),
            ..Setup::default()
        },
        Options::default(),
    );
    assert_eq!(
        s.check(&Action::Dart {
            line: DartLine::Largest
        }),
        Err(RuleError::NotNow("play a card to an armor pile first"))
    );
    s.apply(&play("2C", Slot::Belt)).unwrap();
    assert_ne!(s.step(), Step::Dart, "the Core Dart strikes automatically");
}

#[test]
fn aog_t14_hand_step_discards_exactly_one() {
    let mut s = at_play(
        Setup {
            hand: cards("2C 3C 4C 5C"),
            deck: cards("6C 7C 8C 9C"),
            ..Setup::default()
        },
        Options::default(),
    );
    s.apply(&play("2C", Slot::Belt)).unwrap();
    assert_eq!(s.hand().len(), 3);
    assert_eq!(s.step(), Step::Discard);
    assert_eq!(
        s.legal_actions().len(),
        3,
        "exactly one card, any of the three"
    );
    let before = s.clone();
    assert_eq!(
        s.apply(&Action::Discard { card: c("KH") }),
        Err(RuleError::NotInHand(c("KH")))
    );
    assert_eq!(s, before);
    let events = s.apply(&Action::Discard { card: c("3C") }).unwrap();
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Drew { .. }))
            .count(),
        2,
        "the next draw takes 2"
    );
    assert_eq!(s.hand(), &cards("4C 5C 6C 7C")[..]);
}

#[test]
fn aog_t15_banked_piles_do_not_count_for_defense() {
    let (s, events) = Setup {
        claimed: vec![(Slot::Belt, vec![])],
        piles: vec![(Slot::Breastplate, cards("10D 6C"))],
        banked: Some(Slot::Breastplate),
        hand: cards("2C 3C"),
        deck: vec![],
        ..Setup::default()
    }
    .build(Options::default(), 1, Entry::Draw)
    .unwrap();
    assert!(events.contains(&Event::DefenseCheck {
        round: 1,
        needed: 2,
        claimed: 1,
        passed: false
    }));
    assert_eq!(
        s.status(),
        Status::Lost {
            round: 1,
            needed: 2,
            claimed: 1
        }
    );
}

#[test]
fn aog_t16_second_exact_pile_busts_when_one_is_banked() {
    let mut s = at_play(
        Setup {
            claimed: vec![(Slot::Belt, vec![]), (Slot::Shoes, vec![])],
            piles: vec![
                (Slot::Breastplate, cards("10D 6C")),
                (Slot::Shield, cards("10C 10H")),
            ],
            banked: Some(Slot::Breastplate),
            hand: cards("4C 2D 3D 5D"),
            ..Setup::default()
        },
        Options::default(),
    );
    let events = s.apply(&play("4C", Slot::Shield)).unwrap();
    assert!(events.contains(&Event::Bust {
        slot: Slot::Shield,
        cards: 3,
        second_bank: true
    }));
    assert_eq!(s.banked(), Some(Slot::Breastplate), "the first bank stays");
    assert_eq!(
        s.check(&play("2D", Slot::Breastplate)),
        Err(RuleError::NotNow(
            "discard one card from your hand to end the turn"
        ))
    );
}

#[test]
fn aog_t16_frozen_pile_rejects_plays() {
    let mut s = at_play(
        Setup {
            claimed: vec![(Slot::Belt, vec![])],
            piles: vec![(Slot::Breastplate, cards("10D 6C"))],
            banked: Some(Slot::Breastplate),
            hand: cards("4C 2D 3D 5D"),
            ..Setup::default()
        },
        Options::default(),
    );
    let before = s.clone();
    assert_eq!(
        s.apply(&play("4C", Slot::Breastplate)),
        Err(RuleError::Frozen(Slot::Breastplate))
    );
    assert_eq!(s, before);
}

#[test]
fn aog_t16_stand_firm_auto_claim_is_free() {
    // Injected: a Banked Shield whose restriction is satisfied at Step 1 (claimed Belt and Helmet).
    let (mut s, events) = Setup {
        claimed: vec![(Slot::Belt, vec![]), (Slot::Helmet, vec![])],
        piles: vec![
            (Slot::Shield, cards("10C 10H 4C")),
            (Slot::Breastplate, cards("10D 2C")),
        ],
        banked: Some(Slot::Shield),
        deck: cards("4D 9C 8C 7C 6H"),
        ..Setup::default()
    }
    .build(Options::default(), 1, Entry::StartOfTurn)
    .unwrap();
    assert!(events.contains(&Event::StandFirm { slot: Slot::Shield }));
    assert!(events.contains(&Event::Claimed {
        slot: Slot::Shield,
        cards: 3
    }));
    assert_eq!(s.claimed().len(), 3);
    // The same turn may still claim once from play (AOG-5.2).
    let events = s.apply(&play("4D", Slot::Breastplate)).unwrap();
    assert!(events.contains(&Event::Claimed {
        slot: Slot::Breastplate,
        cards: 3
    }));
    assert_eq!(s.claimed().len(), 4);
}

#[test]
fn aog_t16_stand_firm_sixth_claim_wins_at_step_one() {
    let (s, events) = Setup {
        claimed: [
            Slot::Belt,
            Slot::Breastplate,
            Slot::Shoes,
            Slot::Helmet,
            Slot::Sword,
        ]
        .map(|s| (s, vec![]))
        .to_vec(),
        piles: vec![(Slot::Shield, cards("10C 10H 4C"))],
        banked: Some(Slot::Shield),
        ..Setup::default()
    }
    .build(Options::default(), 1, Entry::StartOfTurn)
    .unwrap();
    assert_eq!(s.status(), Status::Won);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Drew { .. })),
        "nothing else resolves (AOG-1.1)"
    );
}

#[test]
fn aog_t17_claimed_cards_leave_circulation() {
    // Play seeded greedy games through round ends and check every new deck.
    let mut reshuffles = 0;
    for seed in 0..200 {
        let mut s = State::new(Options::default(), seed);
        while let Some(action) = standfirm_engine::armor_of_god::bots::greedy_action(&s) {
            let events = s.apply(&action).unwrap();
            if let Some(at) = events
                .iter()
                .position(|e| matches!(e, Event::Reshuffled { .. }))
            {
                reshuffles += 1;
                let Event::Reshuffled { cards, .. } = events[at] else {
                    unreachable!()
                };
                let drawn_after = events[at..]
                    .iter()
                    .filter(|e| matches!(e, Event::Drew { .. }))
                    .count();
                assert_eq!(
                    usize::from(cards),
                    s.deck_count() + drawn_after,
                    "the new deck is the whole discard pile"
                );
                assert!(s.discard().is_empty() || s.step() == Step::Over);
            }
            let claimed: Vec<_> = s
                .claimed()
                .iter()
                .flat_map(|&slot| s.slot(slot).cards.clone())
                .collect();
            assert!(!claimed
                .iter()
                .any(|c| s.hand().contains(c) || s.discard().contains(c)));
            let mut all = s.all_cards();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), 52, "conservation (AOG-2.4)");
        }
    }
    assert!(
        reshuffles > 100,
        "the games crossed round ends ({reshuffles})"
    );
}

#[test]
fn aog_t17_new_deck_size_equals_the_discard_pile() {
    let (s, events) = t10(2, Defense::Baseline);
    let Event::Reshuffled { cards: n, .. } = events[3] else {
        panic!("{events:?}")
    };
    assert_eq!(
        usize::from(n),
        s.deck_count() + 1,
        "the whole discard pile became the deck, one card drawn"
    );
}

#[test]
fn aog_3_2_face_values_follow_the_option() {
    use standfirm_engine::armor_of_god::FaceValues;
    let ten = Options::default();
    let rank = Options {
        faces: FaceValues::Rank,
        ..Options::default()
    };
    for (card, v10, vr) in [
        ("AH", 1, 1),
        ("7C", 7, 7),
        ("10D", 10, 10),
        ("JS", 10, 11),
        ("QH", 10, 12),
        ("KC", 10, 13),
    ] {
        assert_eq!(ten.value(c(card)), v10);
        assert_eq!(rank.value(c(card)), vr);
    }
    let mut s = at_play(
        Setup {
            piles: vec![(Slot::Belt, cards("3C"))],
            hand: cards("KD 2C 3D 4C"),
            ..Setup::default()
        },
        rank,
    );
    let events = s.apply(&play("KD", Slot::Belt)).unwrap();
    assert!(
        events.contains(&Event::Claimed {
            slot: Slot::Belt,
            cards: 2
        }),
        "3 + K(13) = 16"
    );
}

#[test]
fn aog_9_4_thresholds_per_difficulty() {
    assert_eq!(Defense::Baseline.thresholds(), &[2, 4, 5, 6]);
    assert_eq!(Defense::HardA.thresholds(), &[3, 4, 5, 6]);
    assert_eq!(Defense::HardB.thresholds(), &[2, 4, 6]);
}

#[test]
fn aog_b9_core_dart_tie_breaks_by_total_then_later_piece() {
    let s = at_play(
        Setup {
            piles: vec![
                (Slot::Helmet, cards("10C 2C")),
                (Slot::Sword, cards("9C 2D")),
                (Slot::Shield, cards("5C 5D")),
            ],
            hand: cards("AS 2H 3H 4H"),
            ..Setup::default()
        },
        Options::default(),
    );
    assert_eq!(
        s.dart_target(),
        Some(Slot::Helmet),
        "same count and category: the higher total"
    );
    let s = at_play(
        Setup {
            piles: vec![
                (Slot::Helmet, cards("10C 2C")),
                (Slot::Sword, cards("10D 2D")),
            ],
            hand: cards("AS 2H 3H 4H"),
            ..Setup::default()
        },
        Options::default(),
    );
    assert_eq!(
        s.dart_target(),
        Some(Slot::Sword),
        "all equal: the piece listed later in Ephesians 6"
    );
}

#[test]
fn events_read_in_the_rule_sheets_words() {
    let doubt = Event::Doubt {
        slot: Slot::Shield,
        card: c("7C"),
    };
    assert_eq!(
        doubt.describe(),
        "Doubt creeps in: 7♣ leaves the Shield pile, which is active again."
    );
    assert_eq!(doubt.verse(), Some("James 1:6"));
    let strike = Event::DartStruck {
        slot: Some(Slot::Helmet),
        cards: 3,
    };
    assert_eq!(
        strike.describe(),
        "Satan's Dart strikes the Helmet pile: all 3 cards are discarded."
    );
    assert_eq!(
        Event::Claimed {
            slot: Slot::Belt,
            cards: 2
        }
        .verse(),
        Some("Ephesians 6:14a")
    );
}
