//! The Strongholds tutorial plays the rule sheet's two-player example, Steve and April, rounds 1 to 5 move by
//! move, names the player at every hand-off, and ends with a note on what the rest of the game holds.

use standfirm_engine::GameKind;
use standfirm_guide::tutorial::{tutorial, tutorial_in, Tutorial};
use standfirm_guide::{cards, Lang};
use standfirm_store::{Seat, Setup};

mod common;
use common::{json_after, json_before};

fn sh() -> &'static Tutorial {
    tutorial(GameKind::Strongholds).unwrap_or_else(|e| panic!("{e}"))
}

fn sh_in(lang: Lang) -> &'static Tutorial {
    tutorial_in(GameKind::Strongholds, lang).unwrap_or_else(|e| panic!("{e}"))
}

/// A label in each language (docs/glossary-es.md).
fn label(lang: Lang, english: &'static str) -> &'static str {
    match lang {
        Lang::English => english,
        Lang::Spanish => match english {
            "End turn" => "Terminar turno",
            "No one" => "Nadie",
            "Discard 1" => "Descartar 1",
            "Overcome" => "Superar",
            "Fulfil" => "Cumplir",
            "Defeat" => "Derrotar",
            "Pass the device to" => "Pasa el dispositivo a",
            "Play a real game" => "Jugar una partida real",
            other => panic!("no Spanish label for {other}"),
        },
    }
}

/// Every action step (from 0) with the round and the active seat when it begins, and its action.
fn moves() -> Vec<(usize, u64, u64, String)> {
    let t = sh();
    t.steps
        .iter()
        .enumerate()
        .filter_map(|(k, s)| {
            let action = s.action.clone()?;
            let v = json_before(t, k);
            Some((
                k,
                v["round"].as_u64().unwrap(),
                v["active"].as_u64().unwrap(),
                action,
            ))
        })
        .collect()
}

#[test]
fn strongholds_tutorial_seats_steve_and_april_as_people() {
    let Setup::Strongholds {
        options,
        first_player,
        decks,
        seats,
        ..
    } = &sh().setup
    else {
        panic!("not a Strongholds setup");
    };
    assert_eq!(options.players, 2);
    assert!(!options.truth_limit_all);
    assert_eq!(*first_player, 0, "Steve goes first");
    assert_eq!(*seats, [Seat::person("Steve"), Seat::person("April")]);
    let decks = decks.as_ref().expect("stacked decks");
    assert!(decks.growth.is_some() && decks.truth.is_some() && decks.stronghold.is_some());
}

#[test]
fn strongholds_tutorial_covers_rounds_one_to_five() {
    let moves = moves();
    for round in 1..=5 {
        for seat in 0..2 {
            assert!(
                moves.iter().any(|m| m.1 == round && m.2 == seat),
                "round {round}, seat {seat}"
            );
        }
    }
    // The narrated moves, in order: who, in which round, does what beyond ending a turn.
    let narrated: Vec<(u64, u64, &str)> = moves
        .iter()
        .filter(|m| m.3 != "end-turn" && m.3 != "close-slap")
        .map(|m| (m.1, m.2, m.3.split(' ').take(2).last().unwrap()))
        .collect();
    assert_eq!(
        narrated,
        [
            (1, 1, "T01"),  // April: No Condemnation in Christ defeats Shame
            (2, 0, "TR02"), // Steve overcomes Persecution
            (4, 0, "G-R3"), // Steve discards a Red down to 7
            (4, 1, "G-O3"), // April discards an Orange
            (5, 0, "T03"),  // Steve: Put to Death the Old Nature defeats Anger
            (5, 1, "AS02"), // April fulfils Visit the Sick with King David
            (5, 1, "AS01"), // and Give Bread to the Hungry
        ]
    );
    let end = json_after(sh(), sh().steps.len() - 1);
    assert_eq!(
        (end["round"].as_u64(), end["active"].as_u64()),
        (Some(6), Some(0))
    );
    assert_eq!(end["scores"], serde_json::json!([7, 9]));
}

#[test]
fn strongholds_tutorial_names_the_player_at_each_hand_off() {
    for lang in Lang::ALL {
        let t = sh_in(lang);
        let Setup::Strongholds { seats, .. } = &t.setup else {
            unreachable!()
        };
        let mut previous = None;
        for (k, _, active, _) in moves() {
            if previous != Some(active) {
                let name = &seats[active as usize].name;
                assert!(
                    t.steps[k].coach.contains(name.as_str()),
                    "{lang:?} step {}: the coach line names {name}",
                    k + 1
                );
            }
            previous = Some(active);
        }
        let hand_off = format!("{} April", label(lang, "Pass the device to"));
        assert!(
            t.steps.iter().any(|s| s.coach.starts_with(&hand_off)),
            "{lang:?}"
        );
    }
}

#[test]
fn strongholds_tutorial_coach_lines_name_the_button() {
    let t = sh();
    for lang in Lang::ALL {
        for (k, _, _, action) in moves() {
            let button = match action.split(' ').next().unwrap() {
                "end-turn" => label(lang, "End turn").to_string(),
                "close-slap" => label(lang, "No one").to_string(),
                "discard" => label(lang, "Discard 1").to_string(),
                "overcome" => label(lang, "Overcome").to_string(),
                "fulfil" => label(lang, "Fulfil").to_string(),
                "truth" => {
                    let v = json_after(t, k);
                    let seat = json_before(t, k)["active"].as_u64().unwrap() as usize;
                    let taken = v["players"][seat]["taken"].as_array().unwrap();
                    let id: standfirm_engine::strongholds::CardId =
                        serde_json::from_value(taken.last().unwrap().clone()).unwrap();
                    format!("{} {}", label(lang, "Defeat"), cards::words(id, lang).title)
                }
                other => panic!("step {}: unexpected action {other}", k + 1),
            };
            assert!(
                sh_in(lang).steps[k].coach.contains(&button),
                "{lang:?} step {}: {button}",
                k + 1
            );
        }
    }
}

#[test]
fn strongholds_tutorial_ends_with_a_note_on_the_rest_of_the_game() {
    let t = sh();
    let last = t.steps.last().unwrap();
    assert!(last.is_note());
    assert!(last.rules.contains(&"SH-5.10".to_string()));
    for lang in Lang::ALL {
        assert!(
            sh_in(lang)
                .summary
                .contains(label(lang, "Play a real game")),
            "{lang:?}"
        );
        assert!(sh_in(lang).steps.last().unwrap().is_note());
    }
}
