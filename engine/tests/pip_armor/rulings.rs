//! Further PIP Armor rulings: the seeded deal (PIP-4.1), wrong-phase actions (PIP-B18), the event words,
//! and scenario setups that cannot exist.

use super::*;

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
    assert_eq!(restored.verse(), Some("Ephesians 6:16"));
    let equip = Event::Equipped {
        piece: Piece::Breastplate,
        card: c("4H"),
        pips: 2,
    };
    assert!(equip.describe().starts_with("Put On the Armor:"));
    assert_eq!(equip.verse(), Some("Ephesians 6:14"));
    let won = Event::Victory {
        rating: Rating::Unshaken,
        pips: 21,
        whole_armor: true,
    };
    assert_eq!(won.verse(), Some("Ephesians 6:13"));
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
