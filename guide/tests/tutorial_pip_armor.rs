//! The PIP Armor tutorial teaches the key rules, and each of them really happens in the deal: Armor and
//! Responses prepared, a duplicate sent to the Threat pile, a Response that wins, a hit that destroys a piece, a
//! redirect to the Breastplate, the rating at the end, and a note on Learning Mode.

use standfirm_engine::pip_armor::{Action, Event, Piece, Pile, Rating};
use standfirm_engine::GameKind;
use standfirm_guide::tutorial::{tutorial, Tutorial};
use standfirm_store::{Replayed, Setup};

mod common;
use common::{json_after, json_before, step_teaching};

fn pip() -> &'static Tutorial {
    tutorial(GameKind::PipArmor).unwrap_or_else(|e| panic!("{e}"))
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
    assert_eq!(json_after(t, d)["armor"][lost.key()]["state"], "destroyed");

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
    assert!(t.steps[*r].coach.contains("Breastplate"));
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
    assert!(note > k && t.steps[note].is_note() && t.steps[note].coach.contains("Standing Firm"));
}

#[test]
fn pip_armor_tutorial_explains_learning_mode_in_a_note() {
    let t = pip();
    let Setup::PipArmor { options, .. } = &t.setup else {
        panic!("not a PIP Armor setup");
    };
    assert!(!options.learning, "the tutorial plays the printed rules");
    let k = step_teaching(t, "PIP-9.1").expect("a note on Learning Mode");
    assert!(t.steps[k].is_note() && t.steps[k].coach.contains("Learning Mode"));
}

#[test]
fn pip_armor_tutorial_coach_lines_name_the_card_and_the_button() {
    let t = pip();
    for (k, step) in t.steps.iter().enumerate() {
        let Some(action) = &step.action else { continue };
        let (card, button) = match action.parse::<Action>().unwrap() {
            Action::Prepare { pick, pile } => {
                let revealed = &json_before(t, k)["revealed"];
                let card: standfirm_engine::cards::Card =
                    serde_json::from_value(revealed[usize::from(pick) - 1].clone()).unwrap();
                let button = match pile {
                    Pile::Armor => "Keep as Armor",
                    Pile::Response => "Keep as Response",
                };
                (Some(card), button)
            }
            Action::Respond { card } => (Some(card), "Respond"),
            Action::Pass => (None, "Take the hit"),
        };
        assert!(step.coach.contains(button), "step {}: {button}", k + 1);
        if let Some(card) = card {
            let words = card.words();
            let name = words.trim_start_matches("the ");
            assert!(step.coach.contains(name), "step {}: {name}", k + 1);
        }
    }
}
