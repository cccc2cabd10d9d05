//! The Armor of God tutorial teaches the key rules, and each of them really happens in the deal: a claim,
//! a bust, a pile banked under the Category Restriction, Doubt and Stand Firm, the Core Dart with a note on the
//! Softer one, and a round end with its Defense Check; its coach lines name the card and the pile to tap. The
//! Spanish tutorial has the same steps, and its coach lines say the same things in the glossary's words.

use standfirm_engine::armor_of_god::{Action, DartMode, Event, Slot};
use standfirm_engine::GameKind;
use standfirm_guide::tutorial::{tutorial, tutorial_in, Tutorial};
use standfirm_guide::{terms, Lang};
use standfirm_store::{Replayed, Setup};

mod common;
use common::{json_after, json_before};

fn aog() -> &'static Tutorial {
    tutorial(GameKind::ArmorOfGod).unwrap_or_else(|e| panic!("{e}"))
}

/// The engine's events of every action step, by step index (from 0).
fn events() -> Vec<(usize, Vec<Event>)> {
    let t = aog();
    t.steps
        .iter()
        .enumerate()
        .filter_map(|(k, step)| {
            let action: Action = step.action.as_ref()?.parse().unwrap();
            let Replayed::ArmorOfGod(mut state) = t.state_before(k).unwrap() else {
                panic!("not an Armor of God state");
            };
            Some((k, state.apply(&action).unwrap()))
        })
        .collect()
}

/// The first step (from 0) with an event that `matches`, and that event.
fn first(matches: impl Fn(&Event) -> bool) -> (usize, Event) {
    events()
        .into_iter()
        .find_map(|(k, evs)| evs.into_iter().find(|e| matches(e)).map(|e| (k, e)))
        .expect("the event happens in the tutorial")
}

fn teaches(k: usize, rule: &str) -> bool {
    aog().steps[k].rules.iter().any(|r| r == rule)
}

fn aog_in(lang: Lang) -> &'static Tutorial {
    tutorial_in(GameKind::ArmorOfGod, lang).unwrap_or_else(|e| panic!("{e}"))
}

/// The words a coach line uses for a rule, in each language (docs/glossary-es.md).
fn word(lang: Lang, english: &'static str) -> &'static str {
    match lang {
        Lang::English => english,
        Lang::Spanish => match english {
            "claim" => "obtienes",
            "bust" => "pasarse",
            "Stand Firm" => "Estar firme",
            "Ace of Spades" => "As de picas",
            "Softer Dart" => "Dardo suave",
            "Defense Check" => "Prueba de Defensa",
            "Discard" => "Descartar",
            other => panic!("no Spanish word for {other}"),
        },
    }
}

/// Whether the coach line of step `k` in `lang` has the word for `english`.
fn says(lang: Lang, k: usize, english: &'static str) -> bool {
    aog_in(lang).steps[k].coach.contains(word(lang, english))
}

#[test]
fn armor_of_god_tutorial_shows_a_claim() {
    let (k, event) = first(|e| matches!(e, Event::Claimed { .. }));
    assert_eq!(
        event,
        Event::Claimed {
            slot: Slot::Belt,
            cards: 2
        }
    );
    assert!(teaches(k, "AOG-5.4") && Lang::ALL.iter().all(|&l| says(l, k, "claim")));
    assert_eq!(json_after(aog(), k)["claimed"], serde_json::json!(["belt"]));
}

#[test]
fn armor_of_god_tutorial_shows_a_bust() {
    let (k, event) = first(|e| matches!(e, Event::Bust { .. }));
    let Event::Bust {
        slot,
        cards,
        second_bank: false,
    } = event
    else {
        panic!("{event:?}");
    };
    assert!(cards >= 2 && teaches(k, "AOG-4.7"));
    assert!(Lang::ALL.iter().all(|&l| says(l, k, "bust")));
    let (before, after) = (json_before(aog(), k), json_after(aog(), k));
    let key = slot.notation().to_string();
    assert!(!before["piles"][&key].as_array().unwrap().is_empty());
    assert_eq!(
        after["piles"][&key],
        serde_json::json!([]),
        "the pile is reset"
    );
    assert_eq!(
        after["discard_count"].as_u64().unwrap(),
        before["discard_count"].as_u64().unwrap() + u64::from(cards)
    );
}

#[test]
fn armor_of_god_tutorial_banks_a_pile_under_the_category_restriction() {
    let (k, event) = first(|e| matches!(e, Event::Banked { .. }));
    let Event::Banked { slot } = event else {
        unreachable!()
    };
    assert!(teaches(k, "AOG-6.1") && teaches(k, "AOG-5.1"));
    // The pile is exact, but its category already holds a claim and the others do not (AOG-5.1).
    let before = json_before(aog(), k);
    let claimed: Vec<Slot> = serde_json::from_value(before["claimed"].clone()).unwrap();
    assert!(claimed.iter().any(|c| c.category() == slot.category()));
    assert!(claimed.len() < 3);
    assert_eq!(json_after(aog(), k)["banked"], slot.notation().to_string());
}

#[test]
fn armor_of_god_tutorial_shows_doubt_and_stand_firm() {
    let (bank, banked) = first(|e| matches!(e, Event::Banked { .. }));
    let (k, doubt) = first(|e| matches!(e, Event::Doubt { .. }));
    let (Event::Banked { slot }, Event::Doubt { slot: doubted, .. }) = (banked, doubt) else {
        unreachable!()
    };
    assert_eq!(doubted, slot, "Doubt takes the top card of the banked pile");
    assert!(k > bank && json_after(aog(), k)["banked"].is_null());
    // Doubt and Stand Firm are each explained in a note right after it: a bank never lasts until a claim could
    // lift the restriction, so the free claim itself never happens (AOG-B13).
    let t = aog();
    assert!(t.steps[k + 1].is_note() && teaches(k + 1, "AOG-6.4"));
    assert!(t.steps[k + 2].is_note() && teaches(k + 2, "AOG-4.1"));
    assert!(Lang::ALL.iter().all(|&l| says(l, k + 2, "Stand Firm")));
    assert!(events()
        .iter()
        .all(|(_, evs)| !evs.iter().any(|e| matches!(e, Event::StandFirm { .. }))));
}

#[test]
fn armor_of_god_tutorial_shows_the_core_dart_then_the_softer_one_in_a_note() {
    let t = aog();
    let Setup::ArmorOfGod { options, .. } = &t.setup else {
        panic!("not an Armor of God setup");
    };
    assert_eq!(options.dart, DartMode::Core);
    let (k, strike) = first(|e| matches!(e, Event::DartStruck { .. }));
    let Event::DartStruck {
        slot: Some(slot),
        cards,
    } = strike
    else {
        panic!("the Dart takes a pile: {strike:?}");
    };
    assert!(cards >= 1);
    let before = json_before(t, k);
    assert_eq!(before["dart_active"], true);
    assert!(before["hand"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!("AS")));
    assert_eq!(
        json_after(t, k)["piles"][slot.notation().to_string()],
        serde_json::json!([])
    );
    assert!(Lang::ALL.iter().all(|&l| says(l, k, "Ace of Spades")));
    // A word on the Softer Dart follows, in a note.
    let softer = (k + 1..t.steps.len())
        .find(|&i| teaches(i, "AOG-8.3"))
        .expect("a note on the Softer Dart");
    assert!(t.steps[softer].is_note() && Lang::ALL.iter().all(|&l| says(l, softer, "Softer Dart")));
    assert!(t.steps[k + 1..softer].iter().all(|s| s.is_note()));
}

#[test]
fn armor_of_god_tutorial_ends_a_round_with_a_defense_check() {
    let (k, check) = first(|e| matches!(e, Event::DefenseCheck { .. }));
    assert_eq!(
        check,
        Event::DefenseCheck {
            round: 1,
            needed: 2,
            claimed: 5,
            passed: true
        }
    );
    let all = events();
    let evs = &all.iter().find(|(i, _)| *i == k).unwrap().1;
    assert!(evs.contains(&Event::RoundEnded { round: 1 }));
    assert!(evs
        .iter()
        .any(|e| matches!(e, Event::Reshuffled { round: 2, .. })));
    assert!(teaches(k, "AOG-4.3"));
    let t = aog();
    assert!(t.steps[k + 1].is_note() && teaches(k + 1, "AOG-9.2"));
    assert!(Lang::ALL.iter().all(|&l| says(l, k + 1, "Defense Check")));
}

#[test]
fn armor_of_god_tutorial_ends_with_the_sixth_claim() {
    let t = aog();
    let last = t.steps.len() - 1;
    assert!(t.steps[last].action.is_some());
    let (k, _) = first(|e| matches!(e, Event::Won));
    assert_eq!(k, last);
    assert_eq!(json_after(t, last)["status"], "won");
}

#[test]
fn armor_of_god_tutorial_coach_lines_name_the_card_and_the_pile() {
    for lang in Lang::ALL {
        let t = aog_in(lang);
        for (k, step) in t.steps.iter().enumerate() {
            let Some(action) = &step.action else { continue };
            let (card, slot) = match action.parse::<Action>().unwrap() {
                Action::Play { card, slot } => (card, Some(slot)),
                Action::Discard { card } => (card, None),
                Action::Dart { .. } => panic!("a Core Dart asks nothing"),
            };
            let name = terms::card_words(card, lang);
            assert!(
                step.coach.contains(&name),
                "{lang:?} step {}: {name}",
                k + 1
            );
            let target = match slot {
                Some(slot) => terms::armor_short(slot, lang),
                None => word(lang, "Discard"),
            };
            assert!(
                step.coach.contains(target),
                "{lang:?} step {}: {target}",
                k + 1
            );
        }
    }
    assert_eq!(
        terms::card_words("10C".parse().unwrap(), Lang::English),
        "10 of Clubs"
    );
}
