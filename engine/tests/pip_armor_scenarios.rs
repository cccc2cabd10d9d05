//! PIP Armor scenario tests PIP-T1 to PIP-T15 (RULINGS.md, Game 2, part 2C), plus a few rulings they touch.

use standfirm_engine::cards::{deck_36, Card};
use standfirm_engine::pip_armor::mapping::{breastplate_pips, standard_pips};
use standfirm_engine::pip_armor::{
    Absence, Action, Event, Options, Phase, Piece, PieceState, Pile, Rating, StandSetup, State,
    Status,
};
use standfirm_engine::rng::GameRng;

fn c(text: &str) -> Card {
    text.parse().unwrap()
}

fn cs(texts: &[&str]) -> Vec<Card> {
    texts.iter().map(|t| c(t)).collect()
}

fn act(state: &mut State, text: &str) -> Vec<Event> {
    let action: Action = text.parse().unwrap();
    state
        .apply(&action)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn equipped(card: &str, pips: u8) -> PieceState {
    PieceState::Equipped {
        card: c(card),
        pips,
    }
}

/// A 36-card deck whose Prepare turns reveal `(keep, other)` pairs in order, `keep` on top; the unnamed cards
/// fill the remaining pairs in canonical order.
fn deck_of_pairs(keeps: &[Card]) -> Vec<Card> {
    let rest: Vec<Card> = deck_36()
        .into_iter()
        .filter(|c| !keeps.contains(c))
        .collect();
    let (more_keeps, others) = rest.split_at(18 - keeps.len());
    let keeps: Vec<Card> = keeps.iter().chain(more_keeps).copied().collect();
    keeps
        .iter()
        .zip(others)
        .flat_map(|(&k, &o)| [k, o])
        .collect()
}

#[test]
fn pip_t1_mapping() {
    let expected = [
        ("7S", Piece::Shield),
        ("8S", Piece::Helmet),
        ("9C", Piece::Belt),
        ("10C", Piece::Shoes),
        ("2D", Piece::Sword),
        ("5H", Piece::Breastplate),
    ];
    for (card, piece) in expected {
        assert_eq!(Piece::of(c(card)), piece, "{card}");
    }
    // PIP-B2: 4 cards each for Shield and Belt, 5 each for Helmet and Shoes, 9 for Breastplate and Sword.
    let count = |p: Piece| {
        deck_36()
            .into_iter()
            .filter(|&card| Piece::of(card) == p)
            .count()
    };
    let counts: Vec<usize> = Piece::ALL.iter().map(|&p| count(p)).collect();
    assert_eq!(counts, [4, 9, 5, 4, 5, 9]);
}

#[test]
fn pip_t2_pip_tables() {
    let standard: Vec<u8> = [2, 4, 5, 7, 8, 10]
        .iter()
        .map(|&r| standard_pips(r))
        .collect();
    assert_eq!(standard, [1, 1, 2, 2, 3, 3]);
    let bp: Vec<u8> = (2..=10).map(breastplate_pips).collect();
    assert_eq!(bp, [1, 1, 2, 2, 3, 3, 4, 5, 6]);
    // PIP-9.2 / PIP-B1: the caps equal the table maxima, and 5 × 3 + 6 = 21.
    let caps: u8 = Piece::ALL.iter().map(|p| p.cap()).sum();
    assert_eq!(caps, 21);
}

#[test]
fn pip_t3_duplicates_lowest_equipped() {
    let armor = cs(&["9H", "4H", "6D", "8D", "3S"]);
    let mut state = State::from_deck(Options::default(), 3, deck_of_pairs(&armor)).unwrap();
    let mut events = Vec::new();
    for turn in 0..18 {
        let action = if turn < 5 {
            "prepare 1 armor"
        } else {
            "prepare 1 response"
        };
        events = act(&mut state, action);
    }
    assert!(events.contains(&Event::PrepareComplete {
        armor: 5,
        response: 13,
        threat: 18
    }));
    assert_eq!(state.piece(Piece::Breastplate), equipped("4H", 2));
    assert_eq!(state.piece(Piece::Sword), equipped("6D", 2));
    assert_eq!(state.piece(Piece::Shield), equipped("3S", 1));
    for piece in [Piece::Belt, Piece::Shoes, Piece::Helmet] {
        assert_eq!(state.piece(piece), PieceState::Missing, "{piece}");
        assert!(events.contains(&Event::PieceMissing { piece }));
    }
    assert!(events.contains(&Event::DuplicateToThreat {
        piece: Piece::Breastplate,
        card: c("9H")
    }));
    assert!(events.contains(&Event::DuplicateToThreat {
        piece: Piece::Sword,
        card: c("8D")
    }));
    assert!(events.contains(&Event::DecksFormed {
        responses: 16,
        threats: 20
    }));
    // One Threat is already revealed and four Responses drawn (PIP-5.7, PIP-6.2).
    assert_eq!(state.threats_left() + 1, 20);
    assert_eq!(state.responses_left() + state.hand().len(), 16);
    assert_eq!(state.phase(), Phase::Stand);
}

#[test]
fn pip_t4_tie_favours_defender() {
    let mut state = State::from_stand_setup(
        StandSetup::new()
            .equip(c("6H"), 3)
            .hand(&cs(&["7D"]))
            .threats(&cs(&["7C", "2S"])),
    )
    .unwrap();
    let events = act(&mut state, "respond 7D");
    assert_eq!(
        events[0],
        Event::Defeated {
            response: c("7D"),
            threat: c("7C"),
            tie: true
        }
    );
    assert_eq!(
        events[0].describe(),
        "Your 7♦ defeats the 7♣ Threat (ties favour the defender)"
    );
    assert_eq!(state.piece(Piece::Breastplate), equipped("6H", 3));
    assert_eq!(
        &state.discard()[state.discard().len() - 2..],
        cs(&["7C", "7D"]).as_slice()
    );
    assert_eq!(state.threat(), Some(c("2S")));
}

#[test]
fn pip_t5_missing_target_redirects_to_breastplate() {
    let mut state = State::from_stand_setup(
        StandSetup::new()
            .equip(c("8H"), 4)
            .threats(&cs(&["9S", "2C"])),
    )
    .unwrap();
    assert_eq!(
        state.target(),
        Some(Piece::Breastplate),
        "PIP-B17: the redirect is shown before the choice"
    );
    let events = act(&mut state, "pass");
    assert!(events.contains(&Event::Redirected {
        from: Piece::Shield,
        why: Absence::Missing
    }));
    let redirect = events
        .iter()
        .find(|e| matches!(e, Event::Redirected { .. }))
        .unwrap();
    assert_eq!(
        redirect.describe(),
        "The Shield is missing: the Threat strikes the Breastplate instead"
    );
    assert_eq!(state.piece(Piece::Breastplate), equipped("8H", 3));
}

#[test]
fn pip_t6_destroyed_target_redirects_to_breastplate() {
    let setup = StandSetup::new()
        .equip(c("8H"), 4)
        .equip(c("2S"), 1)
        .threats(&cs(&["4S", "10S", "2C"]));
    let mut state = State::from_stand_setup(setup).unwrap();
    let events = act(&mut state, "pass");
    assert!(events.contains(&Event::PieceDestroyed {
        piece: Piece::Helmet
    }));
    assert_eq!(
        state.piece(Piece::Helmet),
        PieceState::Destroyed { card: c("2S") }
    );
    assert_eq!(state.piece(Piece::Breastplate), equipped("8H", 4));
    let events = act(&mut state, "pass");
    assert!(events.contains(&Event::Redirected {
        from: Piece::Helmet,
        why: Absence::Destroyed
    }));
    assert_eq!(state.piece(Piece::Breastplate), equipped("8H", 3));
    assert_eq!(
        state.piece(Piece::Helmet),
        PieceState::Destroyed { card: c("2S") }
    );
}

#[test]
fn pip_t7_odd_and_even_clubs() {
    let setup = StandSetup::new()
        .equip(c("10H"), 6)
        .equip(c("5C"), 2)
        .equip(c("6C"), 2)
        .threats(&cs(&["9C", "10C", "2S"]));
    let mut state = State::from_stand_setup(setup).unwrap();
    act(&mut state, "pass");
    act(&mut state, "pass");
    assert_eq!(state.piece(Piece::Belt), equipped("5C", 1));
    assert_eq!(state.piece(Piece::Shoes), equipped("6C", 1));
    assert_eq!(state.piece(Piece::Breastplate), equipped("10H", 6));
}

#[test]
fn pip_t8_heart_threat_strikes_breastplate_through_a_losing_response() {
    let setup = StandSetup::new()
        .equip(c("4H"), 2)
        .equip(c("9D"), 3)
        .hand(&cs(&["2D"]))
        .threats(&cs(&["3H", "2S"]));
    let mut state = State::from_stand_setup(setup).unwrap();
    let events = act(&mut state, "respond 2D");
    assert_eq!(
        events[0],
        Event::ResponseFails {
            response: c("2D"),
            threat: c("3H")
        }
    );
    assert!(events.contains(&Event::Struck {
        threat: c("3H"),
        piece: Piece::Breastplate,
        pips_left: 1
    }));
    assert_eq!(state.piece(Piece::Breastplate), equipped("4H", 1));
    assert_eq!(state.piece(Piece::Sword), equipped("9D", 3));
    assert!(state.discard().contains(&c("2D")));
}

#[test]
fn pip_t9_immediate_loss() {
    let setup = StandSetup::new()
        .equip(c("3H"), 1)
        .threats(&cs(&["6H", "2S", "3S", "4S", "5S"]));
    let mut state = State::from_stand_setup(setup).unwrap();
    let events = act(&mut state, "pass");
    assert_eq!(events.last(), Some(&Event::Defeat));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ThreatRevealed { .. })),
        "PIP-B10: no later reveal"
    );
    assert_eq!(state.status(), Status::Lost);
    assert_eq!(state.threats_left(), 4);
    assert_eq!(state.threat(), None);
    assert!(state.legal_actions().is_empty());
    assert_eq!(
        state.view().rating,
        None,
        "PIP-B12: no rating without a victory"
    );
    assert_eq!(
        state.clone().apply(&Action::Pass).unwrap_err().to_string(),
        "the game is over"
    );
}

#[test]
fn pip_t10_victory_and_rating_boundaries() {
    let cases: [(&[(&str, u8)], u8, Rating, bool); 7] = [
        (&[("9H", 5)], 5, Rating::BarelyStanding, false),
        (&[("10H", 6)], 6, Rating::StandingFirm, false),
        (
            &[("10H", 6), ("9D", 3), ("3C", 1)],
            10,
            Rating::StandingFirm,
            false,
        ),
        (
            &[("10H", 6), ("9D", 3), ("5C", 2)],
            11,
            Rating::StrongInTheLord,
            false,
        ),
        (
            &[("10H", 6), ("9D", 3), ("9C", 3), ("10C", 3)],
            15,
            Rating::StrongInTheLord,
            false,
        ),
        (
            &[("10H", 6), ("9D", 3), ("9C", 3), ("10C", 3), ("3S", 1)],
            16,
            Rating::Unshaken,
            false,
        ),
        (
            &[
                ("10H", 6),
                ("9D", 3),
                ("9C", 3),
                ("10C", 3),
                ("9S", 3),
                ("10S", 3),
            ],
            21,
            Rating::Unshaken,
            true,
        ),
    ];
    for (pieces, total, rating, whole_armor) in cases {
        let mut setup = StandSetup::new().hand(&cs(&["5D"])).threats(&cs(&["2C"]));
        for &(card, pips) in pieces {
            setup = setup.equip(c(card), pips);
        }
        let mut state = State::from_stand_setup(setup).unwrap();
        let events = act(&mut state, "respond 5D");
        assert_eq!(state.pips_total(), total);
        assert_eq!(
            state.status(),
            Status::Won {
                rating,
                whole_armor
            },
            "total {total}"
        );
        assert_eq!(
            events.last(),
            Some(&Event::Victory {
                rating,
                pips: total,
                whole_armor
            })
        );
        assert_eq!(state.view().rating, Some(rating));
    }
}

#[test]
fn pip_t11_destroyed_piece_denies_whole_armor() {
    let setup = StandSetup::new()
        .equip(c("10H"), 6)
        .equip(c("9C"), 3)
        .equip(c("10C"), 3)
        .equip(c("9S"), 3)
        .equip(c("10S"), 3)
        .destroyed(c("9D"))
        .hand(&cs(&["5D"]))
        .threats(&cs(&["2C"]));
    let mut state = State::from_stand_setup(setup).unwrap();
    act(&mut state, "respond 5D");
    assert_eq!(
        state.status(),
        Status::Won {
            rating: Rating::Unshaken,
            whole_armor: false
        }
    );
    assert!(!state.view().whole_armor);
}

fn learning(setup: StandSetup) -> State {
    State::from_stand_setup(setup.options(Options { learning: true })).unwrap()
}

#[test]
fn pip_t12_learning_restores_and_caps() {
    let base = || StandSetup::new().equip(c("10H"), 6).equip(c("2D"), 3);
    // Shield at its cap stays 3.
    let mut s = learning(
        base()
            .equip(c("7S"), 3)
            .hand(&cs(&["9S"]))
            .threats(&cs(&["8D", "2C"])),
    );
    let events = act(&mut s, "respond 9S");
    assert!(events.contains(&Event::NotRestored {
        piece: Piece::Shield,
        why: None
    }));
    assert_eq!(s.piece(Piece::Shield).pips(), 3);
    // A tie restores (PIP-B14): Shield 1 -> 2.
    let mut s = learning(
        base()
            .equip(c("7S"), 1)
            .hand(&cs(&["5S"]))
            .threats(&cs(&["5D", "2C"])),
    );
    let events = act(&mut s, "respond 5S");
    assert!(events.contains(&Event::Restored {
        piece: Piece::Shield,
        pips: 2
    }));
    assert_eq!(s.piece(Piece::Shield).pips(), 2);
    // The Breastplate at 6 stays 6.
    let mut s = learning(base().hand(&cs(&["2H"])).threats(&cs(&["2C", "3C"])));
    act(&mut s, "respond 2H");
    assert_eq!(s.piece(Piece::Breastplate).pips(), 6);
    // A destroyed Helmet is not restored.
    let mut s = learning(
        base()
            .destroyed(c("4S"))
            .hand(&cs(&["8S"]))
            .threats(&cs(&["4D", "2C"])),
    );
    let events = act(&mut s, "respond 8S");
    assert!(events.contains(&Event::NotRestored {
        piece: Piece::Helmet,
        why: Some(Absence::Destroyed)
    }));
    assert_eq!(
        s.piece(Piece::Helmet),
        PieceState::Destroyed { card: c("4S") }
    );
    // A losing Response restores nothing; the 9♦ hits the Sword (PIP-9.3).
    let mut s = learning(
        base()
            .equip(c("7S"), 2)
            .hand(&cs(&["3S"]))
            .threats(&cs(&["9D", "2C"])),
    );
    let events = act(&mut s, "respond 3S");
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Restored { .. } | Event::NotRestored { .. })));
    assert_eq!(s.piece(Piece::Shield).pips(), 2);
    assert_eq!(s.piece(Piece::Sword).pips(), 2);
}

#[test]
fn pip_t12_no_restore_without_learning_mode() {
    let setup = StandSetup::new()
        .equip(c("10H"), 6)
        .equip(c("7S"), 1)
        .hand(&cs(&["5S"]))
        .threats(&cs(&["5D", "2C"]));
    let mut state = State::from_stand_setup(setup).unwrap();
    let events = act(&mut state, "respond 5S");
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Restored { .. } | Event::NotRestored { .. })));
    assert_eq!(state.piece(Piece::Shield).pips(), 1);
}

#[test]
fn pip_t13_no_breastplate_is_practice() {
    let mut state = State::from_deck(Options::default(), 11, deck_of_pairs(&cs(&["5D"]))).unwrap();
    let mut events = act(&mut state, "prepare 1 armor");
    for _ in 1..18 {
        events.extend(act(&mut state, "prepare 1 response"));
    }
    assert!(events.contains(&Event::NoBreastplate));
    assert_eq!(state.piece(Piece::Sword), equipped("5D", 2));
    let (mut absorbed, mut aimed_at_bp) = (0, 0);
    while !state.is_over() {
        let threat = state.threat().unwrap();
        let sword_down = !matches!(state.piece(Piece::Sword), PieceState::Equipped { .. });
        if Piece::of(threat) != Piece::Sword || sword_down {
            aimed_at_bp += 1;
        }
        let events = act(&mut state, "pass");
        absorbed += events
            .iter()
            .filter(|e| matches!(e, Event::HitAbsorbed { .. }))
            .count();
        assert!(!events.contains(&Event::Defeat));
    }
    assert!(aimed_at_bp > 0);
    assert_eq!(
        absorbed, aimed_at_bp,
        "PIP-B9: every hit on the missing Breastplate is absorbed"
    );
    assert_eq!(state.status(), Status::PracticeComplete);
    assert_eq!(state.view().rating, None);
    assert!(!state.view().whole_armor);
}

#[test]
fn pip_t14_empty_response_supply() {
    let setup = StandSetup::new()
        .equip(c("10H"), 6)
        .threats(&cs(&["2C", "3S", "4D"]));
    let mut state = State::from_stand_setup(setup).unwrap();
    let mut strikes = 0;
    for _ in 0..3 {
        assert_eq!(state.legal_actions(), vec![Action::Pass], "PIP-B15");
        let events = act(&mut state, "pass");
        strikes += events
            .iter()
            .filter(|e| matches!(e, Event::Struck { .. }))
            .count();
    }
    assert_eq!(strikes, 3);
    assert_eq!(state.piece(Piece::Breastplate).pips(), 3);
    assert_eq!(
        state.status(),
        Status::Won {
            rating: Rating::BarelyStanding,
            whole_armor: false
        }
    );
}

/// The Response and Threat piles just before shuffles #2 and #3, rebuilt from the Prepare choices.
fn expected_decks(seed: u64, deck: &[Card], picks: &[(u8, Pile)]) -> (Vec<Card>, Vec<Card>) {
    let (mut armor, mut response, mut threat) = (Vec::new(), Vec::new(), Vec::new());
    for (pair, &(pick, pile)) in deck.chunks(2).zip(picks) {
        let (keep, other) = if pick == 1 {
            (pair[0], pair[1])
        } else {
            (pair[1], pair[0])
        };
        if pile == Pile::Armor {
            armor.push(keep)
        } else {
            response.push(keep)
        }
        threat.push(other);
    }
    let lowest = |p: Piece| {
        armor
            .iter()
            .copied()
            .filter(|&c| Piece::of(c) == p)
            .min_by_key(|c| c.rank)
    };
    threat.extend(
        armor
            .iter()
            .copied()
            .filter(|&c| lowest(Piece::of(c)) != Some(c)),
    );
    response.extend(Piece::ALL.iter().filter_map(|&p| lowest(p)));
    let mut rng = GameRng::new(seed);
    rng.shuffle(&mut deck_36()); // shuffle #1, replaced by the explicit deck
    rng.shuffle(&mut response); // shuffle #2
    rng.shuffle(&mut threat); // shuffle #3
    (response, threat)
}

#[test]
fn pip_t15_prepare_legality_and_determinism() {
    for seed in [0, 1, 7, 42, 2024] {
        let mut rng = GameRng::new(seed + 100);
        let picks: Vec<(u8, Pile)> = (0..18)
            .map(|_| {
                (
                    1 + rng.below(2) as u8,
                    if rng.below(2) == 0 {
                        Pile::Armor
                    } else {
                        Pile::Response
                    },
                )
            })
            .collect();
        let mut state = State::new(Options::default(), seed);
        let mut dealt = Vec::new();
        let mut complete = None;
        for (turn, &(pick, pile)) in picks.iter().enumerate() {
            assert_eq!(state.prepare_turn(), Some(turn as u8 + 1));
            let legal = state.legal_actions();
            assert_eq!(legal.len(), 4, "PIP-4.2: exactly 4 legal actions");
            assert!(legal.iter().all(|a| matches!(a, Action::Prepare { .. })));
            dealt.extend(state.revealed().unwrap());
            let events = state.apply(&Action::Prepare { pick, pile }).unwrap();
            complete = events
                .into_iter()
                .find(|e| matches!(e, Event::PrepareComplete { .. }))
                .or(complete);
        }
        let Some(Event::PrepareComplete {
            armor,
            response,
            threat,
        }) = complete
        else {
            panic!("no Phase 2")
        };
        assert_eq!((armor + response, threat), (18, 18), "PIP-4.4");
        assert_eq!(state.phase(), Phase::Stand);
        // The explicit deck that was dealt gives the very same game (it replaces shuffle #1 only).
        let mut again = State::from_deck(Options::default(), seed, dealt.clone()).unwrap();
        for &(pick, pile) in &picks {
            again.apply(&Action::Prepare { pick, pile }).unwrap();
        }
        assert_eq!(again, state);
        assert_eq!(
            serde_json::to_string(&again).unwrap(),
            serde_json::to_string(&state).unwrap()
        );
        // Shuffles #2 (Response) then #3 (Threat), in that order (PIP-5.6, PIP-B8).
        let (response, threat) = expected_decks(seed, &dealt, &picks);
        let mut hand: Vec<Card> = response[response.len() - 4..].to_vec();
        hand.reverse();
        assert_eq!(state.hand(), hand.as_slice());
        assert_eq!(state.threat(), threat.last().copied());
        let json = serde_json::to_value(&state).unwrap();
        assert_eq!(
            json["response_deck"],
            serde_json::to_value(&response[..response.len() - 4]).unwrap()
        );
        assert_eq!(
            json["threat_deck"],
            serde_json::to_value(&threat[..threat.len() - 1]).unwrap()
        );
    }
}

#[test]
fn pip_4_1_new_deals_the_seeded_shuffle_top_first() {
    let mut shuffled = deck_36();
    GameRng::new(5).shuffle(&mut shuffled);
    let state = State::new(Options::default(), 5);
    assert_eq!(state.revealed(), Some([shuffled[0], shuffled[1]]));
    let canonical = State::from_deck(Options::default(), 5, deck_36()).unwrap();
    assert_eq!(canonical.revealed(), Some([c("2S"), c("3S")]));
}

#[test]
fn pip_b18_wrong_phase_actions_are_refused() {
    let mut state = State::new(Options::default(), 9);
    let before = state.clone();
    assert_eq!(
        state.apply(&Action::Pass).unwrap_err().to_string(),
        "it is the Prepare phase: keep one of the two revealed cards (prepare 1|2 armor|response)"
    );
    assert_eq!(
        state
            .apply(&Action::Prepare {
                pick: 3,
                pile: Pile::Armor
            })
            .unwrap_err()
            .to_string(),
        "the pick must be 1 (the upper card) or 2 (the lower), not 3"
    );
    assert_eq!(state, before);
    let mut state = State::from_stand_setup(
        StandSetup::new()
            .equip(c("10H"), 6)
            .hand(&cs(&["5D"]))
            .threats(&cs(&["2C"])),
    )
    .unwrap();
    let before = state.clone();
    let err = state
        .apply(&Action::Prepare {
            pick: 1,
            pile: Pile::Armor,
        })
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the Prepare phase is over: respond or pass"
    );
    assert_eq!(
        state
            .apply(&"respond 7D".parse().unwrap())
            .unwrap_err()
            .to_string(),
        "7D is not in your hand"
    );
    assert_eq!(state, before);
}

#[test]
fn event_words_follow_the_rule_sheet() {
    let struck = Event::Struck {
        threat: c("9S"),
        piece: Piece::Shield,
        pips_left: 2,
    };
    assert_eq!(
        struck.describe(),
        "The 9♠ Threat strikes the Shield: 2 pips left"
    );
    assert_eq!(
        Event::PieceDestroyed {
            piece: Piece::Helmet
        }
        .describe(),
        "The Helmet is destroyed"
    );
    let restored = Event::Restored {
        piece: Piece::Shield,
        pips: 2,
    };
    assert_eq!(
        restored.describe(),
        "Learning Mode: the Shield is restored to 2 pips"
    );
    assert_eq!(restored.verse(), Some("Eph 6:16"));
    let equip = Event::Equipped {
        piece: Piece::Breastplate,
        card: c("4H"),
        pips: 2,
    };
    assert!(equip.describe().starts_with("Put On the Armor:"));
    assert_eq!(equip.verse(), Some("Eph 6:14b"));
    let won = Event::Victory {
        rating: Rating::Unshaken,
        pips: 21,
        whole_armor: true,
    };
    assert_eq!(won.verse(), Some("Eph 6:13"));
    assert!(won.describe().contains("Unshaken") && won.describe().contains("Whole Armor"));
}

#[test]
fn stand_setup_rejects_impossible_positions() {
    let cases = [
        (StandSetup::new().threats(&[]), "at least one"),
        (
            StandSetup::new().hand(&cs(&["2C"])).threats(&cs(&["2C"])),
            "placed twice",
        ),
        (
            StandSetup::new().equip(c("9D"), 4).threats(&cs(&["2C"])),
            "1 to 3 pips",
        ),
        (
            StandSetup::new().destroyed(c("9H")).threats(&cs(&["2C"])),
            "already lost",
        ),
        (
            StandSetup::new()
                .hand(&cs(&["2S", "3S", "4S", "5S", "6S"]))
                .threats(&cs(&["2C"])),
            "at most 4",
        ),
        (
            StandSetup::new().threats(&cs(&["AS"])),
            "not a PIP Armor card",
        ),
    ];
    for (setup, needle) in cases {
        let err = State::from_stand_setup(setup).unwrap_err();
        assert!(err.contains(needle), "{err}");
    }
}
