//! The engine's sentences as `Msg`s: every line each game's log can say, every refusal and the hints' reasons
//! fill every hole of their English with an argument of the same name (so that a translation with the same
//! holes is filled too), render to today's English, and say their plurals right.

use standfirm_engine::armor::Armor;
use standfirm_engine::armor_of_god::{self as aog, DartLine, Slot};
use standfirm_engine::cards::Card;
use standfirm_engine::msg;
use standfirm_engine::pip_armor::{self as pip, Rating};
use standfirm_engine::strongholds::{self as sh, content, CardId, CardKind, Colour, EndReason};
use standfirm_engine::words::{and_list, Arg, English, Msg, Named, Words};
use std::borrow::Cow;

fn c(text: &str) -> Card {
    text.parse().unwrap()
}

/// Checks that `msg` and every sentence inside it give one argument per hole, named as the hole, and no
/// argument that fills nothing; and that it is a sentence of the catalogue, not words kept as they are.
fn check_holes(msg: &Msg, what: &str) {
    let mut holes = msg.holes();
    holes.sort_unstable();
    let mut names: Vec<&str> = msg.args.iter().map(|(n, _)| *n).collect();
    names.sort_unstable();
    assert_eq!(holes, names, "{what}: the holes of {:?}", msg.text);
    for (_, arg) in &msg.args {
        let mut arg = arg;
        while let Arg::Capital(inner) | Arg::Lower(inner) = arg {
            arg = inner;
        }
        if let Arg::Msg(inner) = arg {
            check_holes(inner, what);
        }
    }
    let rendered = msg.to_string();
    assert!(!rendered.contains(['{', '}']), "{what}: {rendered}");
}

/// Every top-level sentence is one the catalogue translates: it has words outside its holes.
fn check_sentence(msg: &Msg, what: &str) {
    let mut words = msg.text.to_string();
    for hole in msg.holes() {
        words = words.replace(&format!("{{{hole}}}"), "");
    }
    assert!(
        words.chars().any(char::is_alphabetic),
        "{what}: {:?} has no words of its own",
        msg.text
    );
    check_holes(msg, what);
}

fn first_of(kind: CardKind) -> CardId {
    let index = content()
        .cards
        .iter()
        .position(|card| card.kind == kind)
        .unwrap();
    CardId(index as u8)
}

#[test]
fn every_line_of_every_game_fills_its_holes() {
    for e in aog::Event::lines() {
        check_sentence(&e.msg(), &format!("{e:?}"));
        assert_eq!(e.describe(), e.msg().to_string());
    }
    for e in pip::Event::lines() {
        check_sentence(&e.msg(), &format!("{e:?}"));
        assert_eq!(e.describe(), e.msg().to_string());
    }
    let names: Vec<String> = ["April", "Steve", "Ruth"].map(String::from).to_vec();
    for e in sh::Event::lines() {
        check_sentence(&e.msg(), &format!("{e:?}"));
        assert_eq!(e.describe_with(&names), e.msg().render(&Named(&names)));
        assert!(!e.describe().contains("Seat"), "{}", e.describe());
    }
}

#[test]
fn every_line_has_a_sentence_of_its_own_for_each_variant() {
    // Two lines of one kind that say different things are different sentences (different English texts), so
    // that a language can say each in its own way.
    let texts = |msgs: Vec<Msg>| {
        let mut t: Vec<&'static str> = msgs.iter().map(|m| m.english()).collect();
        t.sort_unstable();
        t.dedup();
        t.len()
    };
    let aog: Vec<Msg> = aog::Event::lines().iter().map(|e| e.msg()).collect();
    assert!(texts(aog) >= 24);
    let pip: Vec<Msg> = pip::Event::lines().iter().map(|e| e.msg()).collect();
    assert!(texts(pip) >= 34);
    let sh: Vec<Msg> = sh::Event::lines().iter().map(|e| e.msg()).collect();
    assert!(texts(sh) >= 23);
}

#[test]
fn the_english_is_the_rule_sheets() {
    let dart = aog::Event::DartStruck {
        slot: Some(Slot::Belt),
        cards: 1,
    };
    assert_eq!(
        dart.describe(),
        "Satan's Dart strikes the Belt pile: its 1 card is discarded."
    );
    assert_eq!(
        aog::Event::Played {
            card: c("6H"),
            slot: Slot::Belt,
            total: 12
        }
        .describe(),
        "You play 6♥ on the Belt pile: 12 of 16."
    );
    assert_eq!(
        aog::Event::Claimed {
            slot: Slot::Helmet,
            cards: 3
        }
        .describe(),
        "Exact! You put on the Helmet of Salvation."
    );
    assert_eq!(
        aog::Event::HandDiscarded { cards: 1 }.describe(),
        "The Dart's blow: your remaining hand (1 card, the Ace of Spades) is discarded."
    );
    assert_eq!(
        aog::Event::HandDiscarded { cards: 3 }.describe(),
        "The Dart's blow: your remaining hand (3 cards, the Ace of Spades included) is discarded."
    );
    assert_eq!(
        pip::Event::Struck {
            threat: c("9S"),
            piece: Armor::Shield,
            pips_left: 1
        }
        .describe(),
        "The 9♠ Threat strikes the Shield: 1 pip left"
    );
    assert_eq!(
        pip::Event::PieceMissing {
            piece: Armor::Breastplate
        }
        .describe(),
        "The Breastplate of Righteousness is missing: no card was prepared for it"
    );
    assert_eq!(
        pip::Event::Victory {
            rating: Rating::StandingFirm,
            pips: 8,
            whole_armor: false
        }
        .describe(),
        "Victory! You stand firm with 8 pips remaining: Standing Firm."
    );
    assert_eq!(
        pip::Event::Victory {
            rating: Rating::Unshaken,
            pips: 21,
            whole_armor: true
        }
        .describe(),
        "Victory! You stand firm with 21 pips remaining: Unshaken. It is a Whole Armor Victory!"
    );
    assert_eq!(
        pip::Event::Drew {
            cards: vec![c("5C"), c("10H")]
        }
        .describe(),
        "You draw 5♣, 10♥"
    );
    let names: Vec<String> = ["April", "Steve", "Ruth"].map(String::from).to_vec();
    let over = |winners: Vec<u8>| sh::Event::GameOver {
        reason: EndReason::Agreement,
        winners,
        scores: vec![12, 12, 12],
    };
    assert_eq!(
        over(vec![1]).describe_with(&names),
        "Game over (the players agree to end the game): Steve wins with 12 points"
    );
    assert_eq!(
        over(vec![0, 2]).describe_with(&names),
        "Game over (the players agree to end the game): April and Ruth share the win with 12 points"
    );
    assert_eq!(
        over(vec![0, 1, 2]).describe(),
        "Game over (the players agree to end the game): Player 1 and Player 2 and Player 3 share the win \
         with 12 points"
    );
    let turn = sh::Event::TurnStarted {
        seat: 2,
        round: 3,
        kind: sh::RoundKind::Truth,
    };
    assert_eq!(
        turn.describe_with(&names),
        "Round 3 (a Truth round): Ruth's turn"
    );
    assert_eq!(
        turn.msg().full_stop().render(&Named(&names)),
        "Round 3 (a Truth round): Ruth's turn."
    );
    let overcome = sh::Event::TrialOvercome {
        seat: 0,
        trial: first_of(CardKind::Trial),
        colour: Colour::LightBlue,
    };
    assert!(overcome
        .describe()
        .ends_with("; Light Blue becomes a permanent anointing"));
}

#[test]
fn refusals_say_why_in_the_same_english() {
    let aog_errors = [
        (aog::RuleError::GameOver, "the game is over"),
        (
            aog::RuleError::NotInHand(c("QD")),
            "the Queen of Diamonds is not in your hand",
        ),
        (
            aog::RuleError::Claimed(Slot::Shield),
            "the Shield of Faith is already claimed",
        ),
        (
            aog::RuleError::Frozen(Slot::Belt),
            "the Belt pile is banked and frozen: no cards may be added",
        ),
        (
            aog::RuleError::EmptyLine(DartLine::Banked),
            "the banked line would remove nothing while the other line would: choose largest",
        ),
        (
            aog::RuleError::not_now(msg!("choose the line of Satan's Dart first")),
            "choose the line of Satan's Dart first",
        ),
    ];
    for (e, english) in aog_errors {
        check_sentence(&e.msg(), english);
        assert_eq!(e.to_string(), english);
    }
    let pip_errors = [
        (
            pip::RuleError::BadPick(3),
            "the pick must be 1 (the upper card) or 2 (the lower), not 3",
        ),
        (pip::RuleError::NotInHand(c("7D")), "7D is not in your hand"),
        (
            pip::RuleError::PrepareOver,
            "the Prepare phase is over: respond or pass",
        ),
    ];
    for (e, english) in pip_errors {
        check_sentence(&e.msg(), english);
        assert_eq!(e.to_string(), english);
    }
    let truth = first_of(CardKind::Truth);
    let stronghold = first_of(CardKind::Stronghold);
    let sh_errors = [
        (
            sh::RuleError::CannotSlap(1),
            "seat 1 cannot slap".to_string(),
        ),
        (
            sh::RuleError::EmptySlot(4),
            "there is no face-up Stronghold in slot 4".to_string(),
        ),
        (
            sh::RuleError::NoSymbol { truth, stronghold },
            format!(
                "{} does not show the symbol of {}",
                truth.card().title,
                stronghold.card().title
            ),
        ),
        (
            sh::RuleError::Payment(sh::refusal::PaymentError::SourceTwice),
            "the payment is not valid: each card or permanent can pay only one colour unit"
                .to_string(),
        ),
    ];
    for (e, english) in sh_errors {
        check_sentence(&e.msg(), &english);
        assert_eq!(e.to_string(), english);
    }
}

#[test]
fn a_strongholds_refusal_and_setup_say_why_in_sentences() {
    let setup = sh::State::new(sh::Options::new(7), 1, 0).unwrap_err();
    check_sentence(&setup.msg(), "setup");
    assert_eq!(
        setup.to_string(),
        "cannot set up the game: 7 players; Strongholds is for 2 to 6"
    );
    let mut s = sh::State::new(sh::Options::new(3), 5, 0).unwrap();
    let e = s.apply(&sh::Action::CloseSlapWindow).unwrap_err();
    check_sentence(&e.msg(), "not now");
    assert!(
        e.to_string()
            .starts_with("not now: the game is waiting for "),
        "{e}"
    );
}

#[test]
fn lists_say_and_between_their_items() {
    let seats = |n: u8| and_list((0..n).map(Arg::Seat).collect()).to_string();
    assert_eq!(seats(1), "Seat 1");
    assert_eq!(seats(2), "Seat 1 and Seat 2");
    assert_eq!(seats(4), "Seat 1 and Seat 2 and Seat 3 and Seat 4");
    assert_eq!(seats(0), "");
    // The last pair is its own sentence: a language may write "A, B y C".
    struct Commas;
    impl Words for Commas {
        fn text(&self, msg: &Msg) -> Cow<'static, str> {
            match msg.text {
                "{first} and {rest}" => "{first}, {rest}".into(),
                "{first} and {last}" => "{first} y {last}".into(),
                _ => msg.english().into(),
            }
        }
    }
    let list = and_list((0..3).map(Arg::Seat).collect());
    assert_eq!(list.render(&Commas), "Seat 1, Seat 2 y Seat 3");
}

#[test]
fn a_reader_names_the_pieces_cards_and_ratings_in_its_own_words() {
    struct Spanish;
    impl Words for Spanish {
        fn text(&self, msg: &Msg) -> Cow<'static, str> {
            match msg.text {
                "{piece} is destroyed" => "{piece} se destruye".into(),
                "Exact! You put on {piece}." => "¡Exacto! Te pones {piece}.".into(),
                "You play {card} on {pile}: {total} of {target}." => {
                    "Juegas {card} en {pile}: {total} de {target}.".into()
                }
                _ => msg.english().into(),
            }
        }
        fn the_armor_short(&self, piece: Armor) -> String {
            match piece {
                Armor::Breastplate => "la Cota".into(),
                _ => "el Escudo".into(),
            }
        }
        fn the_armor_title(&self, _: Armor) -> String {
            "la Cota de Justicia".into()
        }
        fn armor_pile(&self, _: Armor) -> String {
            "la pila del Cinto".into()
        }
        fn rating(&self, _: Rating) -> String {
            "Firme en pie".into()
        }
    }
    let destroyed = pip::Event::PieceDestroyed {
        piece: Armor::Breastplate,
    };
    assert_eq!(destroyed.msg().render(&Spanish), "La Cota se destruye");
    assert_eq!(
        aog::Event::Claimed {
            slot: Slot::Breastplate,
            cards: 2
        }
        .msg()
        .render(&Spanish),
        "¡Exacto! Te pones la Cota de Justicia."
    );
    assert_eq!(
        aog::Event::Played {
            card: c("6H"),
            slot: Slot::Belt,
            total: 6
        }
        .msg()
        .render(&Spanish),
        "Juegas 6♥ en la pila del Cinto: 6 de 16."
    );
    let won = pip::Event::Victory {
        rating: Rating::StandingFirm,
        pips: 7,
        whole_armor: false,
    };
    assert!(won.msg().render(&Spanish).ends_with(": Firme en pie."));
    // English names a card in words without its article, and a sentence with it.
    assert_eq!(English.card_words(c("QD")), "Queen of Diamonds");
    assert_eq!(English.the_card(c("QD")), "the Queen of Diamonds");
}

#[test]
fn the_hints_reasons_are_sentences() {
    let state = aog::State::new(aog::Options::default(), 7);
    let hint = aog::hint(&state.table()).unwrap();
    check_holes(&hint.msg, "aog hint");
    assert_eq!(hint.reason, hint.msg.to_string());
    let state = pip::State::new(pip::Options::default(), 7);
    let hint = pip::hint(&state.view()).unwrap();
    check_holes(&hint.msg, "pip hint");
    assert_eq!(hint.reason, hint.msg.to_string());
    let status = aog::Status::Lost {
        round: 2,
        needed: 4,
        claimed: 3,
    };
    assert_eq!(
        status.reason().unwrap(),
        "the Defense Check at the end of round 2 needed 4 armor and you had claimed 3"
    );
    check_sentence(&status.reason_msg().unwrap(), "status");
}

/// A refusal is data (a kind and its values, serde), which a table server sends and the app says in the player's
/// language: it reads back the same, and says the same sentence after the round trip.
#[test]
fn a_strongholds_refusal_is_data_that_reads_back() {
    use sh::refusal::{Awaited, Missing, PaymentError};
    let truth = sh::content().truth[0];
    let errors = [
        sh::RuleError::NotNow(Awaited::Main(2)),
        sh::RuleError::NoSuchCard(Missing::Truth(truth)),
        sh::RuleError::Payment(PaymentError::Cost {
            cost: truth.card().cost.clone(),
            paid: Vec::new(),
        }),
        sh::RuleError::CannotSlap(1),
        sh::RuleError::GameOver,
    ];
    for e in errors {
        let json = serde_json::to_string(&e).unwrap();
        assert!(json.starts_with("{\"kind\":"), "{json}");
        let back: sh::RuleError = serde_json::from_str(&json).unwrap();
        assert_eq!(back, e);
        assert_eq!(back.to_string(), e.to_string());
    }
    assert_eq!(
        serde_json::to_string(&sh::RuleError::CannotSlap(1)).unwrap(),
        r#"{"kind":"cannot_slap","values":1}"#
    );
}
