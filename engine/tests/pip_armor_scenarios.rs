//! PIP Armor scenario tests PIP-T1 to PIP-T15 (RULINGS.md, Game 2, part 2C), plus a few rulings they touch.
//! PIP-T1 to T11 are here; T12 to T15 and the extra rulings are in the `pip_armor/` modules.

#[path = "pip_armor/learning_and_end.rs"]
mod learning_and_end;
#[path = "pip_armor/rulings.rs"]
mod rulings;

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
        assert_eq!(state.piece(piece), PieceState::Missing, "{piece:?}");
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
    type Case = (&'static [(&'static str, u8)], u8, Rating, bool);
    let cases: [Case; 7] = [
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
