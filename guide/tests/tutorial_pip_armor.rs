//! The PIP Armor tutorial teaches the key rules, and each of them really happens in the deal: Armor and
//! Responses prepared, a duplicate sent to the Threat pile, a Response that wins, a hit that destroys a piece, a
//! redirect to the Breastplate, the rating at the end, and a note on Learning Mode. The Spanish tutorial has the
//! same steps, and its coach lines name the same things with the glossary's words.

use standfirm_engine::pip_armor::{Action, Event, Piece, Pile, Rating};
use standfirm_engine::GameKind;
use standfirm_guide::tutorial::{tutorial, tutorial_in, Tutorial};
use standfirm_guide::{terms, Lang};
use standfirm_store::{Replayed, Setup};

mod common;
use common::{json_after, json_before, step_teaching};

fn pip() -> &'static Tutorial {
    tutorial(GameKind::PipArmor).unwrap_or_else(|e| panic!("{e}"))
}

fn pip_in(lang: Lang) -> &'static Tutorial {
    tutorial_in(GameKind::PipArmor, lang).unwrap_or_else(|e| panic!("{e}"))
}

/// A button's label in each language (docs/glossary-es.md).
fn button(lang: Lang, english: &'static str) -> &'static str {
    match lang {
        Lang::English => english,
        Lang::Spanish => match english {
            "Keep as Armor" => "Guardar como Armadura",
            "Keep as Response" => "Guardar como Respuesta",
            "Respond" => "Responder",
            "Take the hit" => "Recibir el golpe",
            "Stand firm" => "Mantente firme",
            "Learning Mode" => "Modo Aprendizaje",
            other => panic!("no Spanish label for {other}"),
        },
    }
}

/// The engine's events of every action step, by step index (from 0).
fn events() -> Vec<(usize, Vec<Event>)> {
    let t = pip();
    t.steps
        .iter()
        .enumerate()
        .filter_map(|(k, step)| {
            let action: Action = step.action.as_ref()?.parse().unwrap();
            let Replayed::PipArmor(mut state) = t.state_before(k).unwrap() else {
                panic!("not a PIP Armor state");
            };
            Some((k, state.apply(&action).unwrap()))
        })
        .collect()
}

/// The steps (from 0) with an event that `matches`, with those events.
fn all(matches: impl Fn(&Event) -> bool) -> Vec<(usize, Event)> {
    events()
        .into_iter()
        .flat_map(|(k, evs)| evs.into_iter().map(move |e| (k, e)))
        .filter(|(_, e)| matches(e))
        .collect()
}

fn actions() -> Vec<Action> {
    pip()
        .steps
        .iter()
        .filter_map(|s| s.action.as_ref())
        .map(|a| a.parse().unwrap())
        .collect()
}

#[test]
fn pip_armor_tutorial_prepares_armor_and_responses() {
    let actions = actions();
    let prepares: Vec<(u8, Pile)> = actions
        .iter()
        .filter_map(|a| match *a {
            Action::Prepare { pick, pile } => Some((pick, pile)),
            _ => None,
        })
        .collect();
    assert_eq!(prepares.len(), 18, "18 Prepare turns (PIP-4.2)");
    assert!(actions[..18]
        .iter()
        .all(|a| matches!(a, Action::Prepare { .. })));
    for pile in [Pile::Armor, Pile::Response] {
        for pick in [1, 2] {
            assert!(
                prepares.contains(&(pick, pile)),
                "card {pick} kept as {pile:?}"
            );
        }
    }
}

#[test]
fn pip_armor_tutorial_shows_a_duplicate_a_winning_response_a_destroyed_piece_and_a_redirect() {
    let t = pip();
    let duplicates = all(|e| matches!(e, Event::DuplicateToThreat { .. }));
    assert_eq!(duplicates.len(), 1);
    let (k, Event::DuplicateToThreat { piece, card }) = duplicates[0] else {
        unreachable!()
    };
    assert_eq!((piece, card.to_string().as_str()), (Piece::Sword, "8D"));
    assert!(t.steps[k + 1].is_note() && t.steps[k + 1].rules.contains(&"PIP-5.2".to_string()));

    let wins = all(|e| matches!(e, Event::Defeated { .. }));
    assert!(!wins.is_empty());
    assert!(
        wins.iter()
            .any(|(_, e)| matches!(e, Event::Defeated { tie: true, .. })),
        "a tie that favours the defender"
    );

    let destroyed = all(|e| matches!(e, Event::PieceDestroyed { .. }));
    assert_eq!(destroyed.len(), 1);
    let (d, Event::PieceDestroyed { piece: lost }) = destroyed[0] else {
        unreachable!()
    };
    assert_eq!(
        json_after(t, d)["armor"][lost.notation()]["state"],
        "destroyed"
    );

    // A later Threat aimed at the destroyed piece strikes the Breastplate instead (PIP-6.4 step 2).
    let redirects = all(|e| matches!(e, Event::Redirected { .. }));
    let (r, _) = redirects
        .iter()
        .find(|(r, e)| *r > d && matches!(e, Event::Redirected { from, .. } if *from == lost))
        .expect("a redirect from the destroyed piece");
    let struck = all(|e| matches!(e, Event::Struck { .. }));
    assert!(struck.iter().any(|(s, e)| s == r
        && matches!(
            e,
            Event::Struck {
                piece: Piece::Breastplate,
                ..
            }
        )));
    for lang in Lang::ALL {
        let cota = terms::armor_short(Piece::Breastplate, lang);
        assert!(pip_in(lang).steps[*r].coach.contains(cota), "{lang:?}");
    }
    // Threats aimed at the missing Shield show their redirect before the choice, too (PIP-B17).
    let shown = (0..t.steps.len()).any(|k| {
        let v = json_before(t, k);
        v["armor"]["shield"]["state"] == "missing"
            && v["threat"].as_str().is_some_and(|c| c.ends_with('S'))
            && v["target"] == "breastplate"
    });
    assert!(shown);
}

#[test]
fn pip_armor_tutorial_ends_with_the_rating() {
    let t = pip();
    let victories = all(|e| matches!(e, Event::Victory { .. }));
    assert_eq!(victories.len(), 1);
    let (k, Event::Victory { rating, pips, .. }) = victories[0] else {
        unreachable!()
    };
    assert_eq!((rating, pips), (Rating::StandingFirm, 10));
    let last_action = t.steps.iter().rposition(|s| s.action.is_some()).unwrap();
    assert_eq!(k, last_action, "the game is played to its end");
    let v = json_after(t, k);
    assert_eq!(
        (v["status"].as_str(), v["rating"].as_str()),
        (Some("won"), Some("Standing Firm"))
    );
    let note = step_teaching(t, "PIP-8.1").expect("a note on the rating");
    assert!(note > k && t.steps[note].is_note());
    for lang in Lang::ALL {
        let name = terms::rating_name(Rating::StandingFirm, lang);
        assert!(pip_in(lang).steps[note].coach.contains(name), "{lang:?}");
        assert!(pip_in(lang).summary.contains(name), "{lang:?}");
    }
}

#[test]
fn pip_armor_tutorial_explains_learning_mode_in_a_note() {
    let t = pip();
    let Setup::PipArmor { options, .. } = &t.setup else {
        panic!("not a PIP Armor setup");
    };
    assert!(!options.learning, "the tutorial plays the printed rules");
    let k = step_teaching(t, "PIP-9.1").expect("a note on Learning Mode");
    assert!(t.steps[k].is_note());
    for lang in Lang::ALL {
        let words = button(lang, "Learning Mode");
        assert!(pip_in(lang).steps[k].coach.contains(words), "{lang:?}");
    }
}

#[test]
fn pip_armor_tutorial_coach_lines_name_the_card_and_the_button() {
    for lang in Lang::ALL {
        let t = pip_in(lang);
        for (k, step) in t.steps.iter().enumerate() {
            let Some(action) = &step.action else { continue };
            let (card, label) = match action.parse::<Action>().unwrap() {
                Action::Prepare { pick, pile } => {
                    let revealed = &json_before(t, k)["revealed"];
                    let card: standfirm_engine::cards::Card =
                        serde_json::from_value(revealed[usize::from(pick) - 1].clone()).unwrap();
                    let label = match pile {
                        Pile::Armor => "Keep as Armor",
                        Pile::Response => "Keep as Response",
                    };
                    (Some(card), label)
                }
                Action::Respond { card } => (Some(card), "Respond"),
                Action::Pass => (None, "Take the hit"),
            };
            let label = button(lang, label);
            assert!(
                step.coach.contains(label),
                "{lang:?} step {}: {label}",
                k + 1
            );
            if let Some(card) = card {
                let name = terms::card_words(card, lang);
                assert!(
                    step.coach.contains(&name),
                    "{lang:?} step {}: {name}",
                    k + 1
                );
            }
        }
        // The note before the battle names the button that begins it.
        let stand = t
            .steps
            .iter()
            .position(|s| s.is_note() && s.rules.contains(&"PIP-5.5".to_string()))
            .expect("the note before the battle");
        assert!(
            t.steps[stand].coach.contains(button(lang, "Stand firm")),
            "{lang:?}"
        );
    }
}
