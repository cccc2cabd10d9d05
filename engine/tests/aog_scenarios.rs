//! Armor of God scenario tests AOG-T1 … AOG-T9 (RULINGS.md 1C): claims, busts, banking and Doubt, the
//! Category Restriction, Satan's Dart. AOG-T10 … T17 and the rest are in `aog_scenarios_rounds.rs`.

mod common;

use common::aog::{at_play, play};
use common::{c, cards};
use standfirm_engine::armor_of_god::{
    Action, Entry, Event, Options, Rest, RuleError, Setup, Slot, SlotState, State, Status, Step,
};

#[test]
fn aog_t1_exact_claim_moves_cards_to_the_claimed_area() {
    let mut s = at_play(
        Setup {
            piles: vec![(Slot::Belt, cards("10C"))],
            hand: cards("6H 9D 2C KD"),
            ..Setup::default()
        },
        Options::default(),
    );
    let discard_before = s.discard().len();
    let events = s.apply(&play("6H", Slot::Belt)).unwrap();
    assert!(events.contains(&Event::Claimed {
        slot: Slot::Belt,
        cards: 2
    }));
    assert_eq!(s.slot(Slot::Belt).state, SlotState::Claimed);
    assert_eq!(s.slot(Slot::Belt).cards, cards("10C 6H"));
    assert_eq!(
        s.discard().len(),
        discard_before,
        "claimed cards are not discarded (AOG-B11)"
    );
    assert_eq!(s.claimed(), &[Slot::Belt]);
    assert_eq!(
        s.step(),
        Step::Discard,
        "Step 5 asks for exactly one discard"
    );
    assert_eq!(s.legal_actions().len(), 3);
    assert_eq!(
        s.check(&play("9D", Slot::Belt)),
        Err(RuleError::NotNow(
            "discard one card from your hand to end the turn"
        ))
    );
}

#[test]
fn aog_t1_claimed_slot_is_no_longer_a_target() {
    let mut s = at_play(
        Setup {
            piles: vec![(Slot::Belt, cards("10C"))],
            hand: cards("6H 9D 2C KD"),
            rest: Rest::DeckBottom,
            ..Setup::default()
        },
        Options::default(),
    );
    s.apply(&play("6H", Slot::Belt)).unwrap();
    s.apply(&Action::Discard { card: c("9D") }).unwrap();
    assert!(s.legal_actions().iter().all(|a| !matches!(
        a,
        Action::Play {
            slot: Slot::Belt,
            ..
        }
    )));
    let card = s.hand()[0];
    assert_eq!(
        s.apply(&Action::Play {
            card,
            slot: Slot::Belt
        }),
        Err(RuleError::Claimed(Slot::Belt))
    );
}

#[test]
fn aog_t2_bust_discards_the_whole_pile() {
    let mut s = at_play(
        Setup {
            piles: vec![(Slot::Breastplate, cards("9C 5D"))],
            hand: cards("3H 4C 5S 6S"),
            ..Setup::default()
        },
        Options::default(),
    );
    let before = s.discard().len();
    let events = s.apply(&play("3H", Slot::Breastplate)).unwrap();
    assert!(events.contains(&Event::Bust {
        slot: Slot::Breastplate,
        cards: 3,
        second_bank: false
    }));
    assert_eq!(s.discard().len(), before + 3);
    assert_eq!(s.slot(Slot::Breastplate).state, SlotState::Active);
    assert!(s.slot(Slot::Breastplate).cards.is_empty());
}

fn t3_state() -> State {
    at_play(
        Setup {
            claimed: vec![(Slot::Belt, cards("10S 6S"))],
            piles: vec![(Slot::Breastplate, cards("10D 5C"))],
            hand: cards("AH 2C 3C 4C"),
            deck: cards("7H 8H 9H 2D 3D"),
            ..Setup::default()
        },
        Options::default(),
    )
}

#[test]
fn aog_t3_category_restriction_banks_the_exact_pile() {
    let mut s = t3_state();
    let events = s.apply(&play("AH", Slot::Breastplate)).unwrap();
    assert!(events.contains(&Event::Banked {
        slot: Slot::Breastplate
    }));
    assert_eq!(s.banked(), Some(Slot::Breastplate));
    assert_eq!(s.claimed().len(), 1);
    assert_eq!(s.pile_total(Slot::Breastplate), 16);
    // A banked pile is frozen (AOG-6.2): were another play possible this turn, Belt and Breastplate are excluded.
    assert_eq!(
        s.check(&play("2C", Slot::Breastplate)),
        Err(RuleError::NotNow(
            "discard one card from your hand to end the turn"
        ))
    );
    assert!(!s.may_claim(Slot::Breastplate.category()));
}

#[test]
fn aog_t4_doubt_next_turn_removes_the_top_card_and_reopens_the_slot() {
    let mut s = t3_state();
    s.apply(&play("AH", Slot::Breastplate)).unwrap();
    let events = s.apply(&Action::Discard { card: c("2C") }).unwrap();
    assert!(events.contains(&Event::Doubt {
        slot: Slot::Breastplate,
        card: c("AH")
    }));
    let doubt_at = events
        .iter()
        .position(|e| matches!(e, Event::Doubt { .. }))
        .unwrap();
    let first_draw = events
        .iter()
        .position(|e| matches!(e, Event::Drew { .. }))
        .unwrap();
    assert!(doubt_at < first_draw, "Step 1 comes before the draw");
    assert_eq!(s.slot(Slot::Breastplate).cards, cards("10D 5C"));
    assert_eq!(s.slot(Slot::Breastplate).state, SlotState::Active);
    assert_eq!(s.banked(), None);
    assert!(s.legal_actions().iter().any(|a| matches!(
        a,
        Action::Play {
            slot: Slot::Breastplate,
            ..
        }
    )));
}

#[test]
fn aog_t5_first_three_claims_span_the_categories() {
    // (i) Claimed {Belt, Shoes}: Shield exact is blocked (C3 missing) -> banked.
    let mut s = at_play(
        Setup {
            claimed: vec![(Slot::Belt, vec![]), (Slot::Shoes, vec![])],
            piles: vec![(Slot::Shield, cards("10C 10D"))],
            hand: cards("4S 2C 3C 5C"),
            ..Setup::default()
        },
        Options::default(),
    );
    let events = s.apply(&play("4S", Slot::Shield)).unwrap();
    assert!(events.contains(&Event::Banked { slot: Slot::Shield }));
    // (ii) Claimed {Belt, Shoes, Helmet}: the restriction has ended -> Breastplate is claimed.
    let mut s = at_play(
        Setup {
            claimed: vec![
                (Slot::Belt, vec![]),
                (Slot::Shoes, vec![]),
                (Slot::Helmet, vec![]),
            ],
            piles: vec![(Slot::Breastplate, cards("10C 2D"))],
            hand: cards("4D 2C 3C 5C"),
            ..Setup::default()
        },
        Options::default(),
    );
    let events = s.apply(&play("4D", Slot::Breastplate)).unwrap();
    assert!(events.contains(&Event::Claimed {
        slot: Slot::Breastplate,
        cards: 3
    }));
    assert_eq!(s.claimed().len(), 4);
}

#[test]
fn aog_t6_core_dart_takes_the_largest_pile_ties_to_c3() {
    let (mut s, events) = Setup {
        piles: vec![
            (Slot::Belt, cards("5C 4D 2H")),
            (Slot::Shoes, cards("10C 9H")),
            (Slot::Helmet, cards("10S 10H 3C")),
        ],
        deck: cards("AS 2C 7D 4H"),
        rest: Rest::DeckBottom,
        ..Setup::default()
    }
    .build(Options::default(), 1, Entry::StartOfTurn)
    .unwrap();
    assert!(events.contains(&Event::DartActive));
    assert_eq!(s.hand(), &cards("AS 2C 7D 4H")[..]);
    let events = s.apply(&play("2C", Slot::Shoes)).unwrap();
    assert!(events.contains(&Event::DartStruck {
        slot: Some(Slot::Helmet),
        cards: 3
    }));
    assert!(events.contains(&Event::HandDiscarded { cards: 3 }));
    assert!(s.slot(Slot::Helmet).cards.is_empty());
    assert_eq!(s.slot(Slot::Shoes).cards, cards("10C 9H 2C"));
    assert_eq!(s.slot(Slot::Belt).cards.len(), 3);
    assert!(
        s.discard().ends_with(&cards("AS 7D 4H")),
        "the hand, A♠ included, is discarded"
    );
    assert!(
        !events.iter().any(|e| matches!(e, Event::Discarded { .. })),
        "no Step-5 single discard"
    );
    let draws = events
        .iter()
        .filter(|e| matches!(e, Event::Drew { .. }))
        .count();
    assert_eq!(draws, 4, "the next turn draws 4");
}

#[test]
fn aog_t7_dart_ignores_the_just_banked_pile() {
    let mut s = at_play(
        Setup {
            claimed: vec![(Slot::Belt, vec![])],
            piles: vec![
                (Slot::Breastplate, cards("9D 6C")),
                (Slot::Sword, cards("2S 3S")),
            ],
            hand: cards("AS AH 5D 8C"),
            ..Setup::default()
        },
        Options::default(),
    );
    let events = s.apply(&play("AH", Slot::Breastplate)).unwrap();
    assert!(events.contains(&Event::Banked {
        slot: Slot::Breastplate
    }));
    assert!(events.contains(&Event::DartStruck {
        slot: Some(Slot::Sword),
        cards: 2
    }));
    assert!(events.contains(&Event::HandDiscarded { cards: 3 }));
    assert!(s.slot(Slot::Sword).cards.is_empty());
}

#[test]
fn aog_t8_winning_claim_preempts_the_dart() {
    let mut s = at_play(
        Setup {
            claimed: [
                Slot::Belt,
                Slot::Breastplate,
                Slot::Shoes,
                Slot::Shield,
                Slot::Helmet,
            ]
            .into_iter()
            .map(|slot| (slot, vec![]))
            .collect(),
            piles: vec![(Slot::Sword, cards("10C 10D 10H"))],
            hand: cards("AS 2D 9C 3H"),
            ..Setup::default()
        },
        Options::default(),
    );
    let events = s.apply(&play("2D", Slot::Sword)).unwrap();
    assert_eq!(events.last(), Some(&Event::Won));
    assert_eq!(s.status(), Status::Won);
    assert_eq!(s.hand(), &cards("AS 9C 3H")[..], "no hand is discarded");
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::DartStruck { .. } | Event::HandDiscarded { .. })));
    assert!(s.legal_actions().is_empty());
    assert_eq!(s.apply(&play("9C", Slot::Sword)), Err(RuleError::GameOver));
}

#[test]
fn aog_t9_ace_of_spades_is_unplayable_and_checked_after_the_draw() {
    let (s, events) = Setup {
        hand: cards("2C 3D"),
        deck: cards("AS 5H"),
        ..Setup::default()
    }
    .build(Options::default(), 1, Entry::StartOfTurn)
    .unwrap();
    assert_eq!(s.hand(), &cards("2C 3D AS 5H")[..]);
    assert!(s.dart_active());
    let last_draw = events
        .iter()
        .rposition(|e| matches!(e, Event::Drew { .. }))
        .unwrap();
    let dart = events.iter().position(|e| *e == Event::DartActive).unwrap();
    assert!(
        dart > last_draw,
        "the Dart is checked after the draw (AOG-B5)"
    );
    assert!(s
        .legal_actions()
        .iter()
        .all(|a| !matches!(a, Action::Play { card, .. } if *card == c("AS"))));
    assert_eq!(s.check(&play("AS", Slot::Belt)), Err(RuleError::DartCard));
    assert_eq!(
        RuleError::DartCard.to_string(),
        "the Ace of Spades is Satan's Dart and cannot be played"
    );
}
