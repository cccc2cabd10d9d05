//! PIP Armor scenario tests PIP-T12 to PIP-T15: Learning Mode, practice, an empty supply, determinism.

use super::*;

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
