//! UI test: the Strongholds flows one by one, two people with the Truth limit of 4 on (SH-B5): a refused slap
//! claim shows only "cannot slap"; the end-of-turn discard down to 7 and the return of Truth cards down to 4
//! go through their sheets; Undo works inside the player's own turn and never past a drawn card; Back asks
//! before leaving; the game ends by agreement (SH-B18), confirmed, with its scores.

use crate::support::strongholds::{
    assert_handoff_is_blank, open_tab, play_person, play_person_watched, take_device, Table,
};
use crate::support::*;
use slint::platform::Key;
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{bots, Action, CardKind, Options, State, Status};

#[test]
fn strongholds_flows() {
    init();
    let app = app(640, 1800);
    tap(&app, "Strongholds: New game");
    type_into(&app, "Name of seat 1", "April");
    type_into(&app, "Name of seat 2", "Steve");
    tap(&app, "Truth limit of 4 at every player count: On");
    type_into(&app, "Strongholds deal number", "11");
    tap(&app, "Start Strongholds");
    let table = Table {
        names: vec!["April".into(), "Steve".into()],
        bots: vec![false, false],
    };
    let mut options = Options::new(2);
    options.truth_limit_all = true;
    let mut state = State::new(options, 11, 0).unwrap();

    // Undo at the start of a turn: nothing to undo past the cards just drawn.
    take_device(&app, &state, &table);
    tap(&app, "Undo");
    assert!(
        shows(&app, "Undo is not possible now") || shows(&app, "There is no move to undo yet"),
        "{:?}",
        texts(&app)
    );

    let (mut refused, mut discarded, mut returned, mut undone) = (false, false, false, false);
    for _ in 0..3000 {
        if matches!(state.status(), Status::Finished(_))
            || (refused && discarded && returned && undone)
        {
            break;
        }
        // The slap window: a person who cannot back a claim is told "cannot slap", and nothing else.
        if !refused && has_button(&app, "No one claims it") {
            let seat = 1 - state.active;
            if !state.can_slap(seat) {
                let name = &table.names[usize::from(seat)];
                tap(&app, &format!("{name} claims it"));
                assert!(shows(&app, &format!("{name} cannot slap.")));
                assert_handoff_is_blank(&app, &state);
                assert!(
                    has_button(&app, "No one claims it"),
                    "the window stays open"
                );
                refused = true;
            }
        }
        // A Trial or an Assignment completed, then undone, then completed again.
        if !undone && has_button(&app, "End turn") {
            if let Some(action @ (Action::OvercomeTrial { .. } | Action::FulfilAssignment { .. })) =
                bots::greedy(&state)
            {
                let task = match &action {
                    Action::OvercomeTrial { trial, .. } => *trial,
                    Action::FulfilAssignment { assignment, .. } => *assignment,
                    _ => unreachable!(),
                };
                let kind = if task.card().kind == CardKind::Trial {
                    "Trial"
                } else {
                    "Assignment"
                };
                let label = format!("{kind}: {}", task.card().title);
                open_tab(&app, "Trials & Assignments");
                let before = description(&app, &label);
                tap(&app, &label);
                tap(&app, "Confirm the payment");
                assert!(
                    description(&app, &label).contains("2 points ·")
                        || description(&app, &label).starts_with("Overcome")
                        || description(&app, &label).starts_with("Fulfilled")
                );
                tap(&app, "Undo");
                assert_eq!(description(&app, &label), before, "undone");
                undone = true;
            }
        }
        let awaiting = state.awaiting();
        play_person_watched(&app, &mut state, &table, &mut |moment| {
            if moment == "pick" {
                match awaiting {
                    Awaiting::Main { .. } | Awaiting::DiscardGrowth { .. }
                        if shows(&app, "Discard ") =>
                    {
                        discarded = true
                    }
                    _ if shows(&app, "Return ") => returned = true,
                    _ => {}
                }
            }
        });
    }
    assert!(refused, "a refused slap was seen");
    assert!(discarded, "a discard down to 7 was made");
    assert!(returned, "Truth cards were returned down to 4");
    assert!(undone, "a completed task was undone");

    // Back asks before leaving; Stay stays; the game can be continued after leaving.
    while !has_button(&app, "End turn") {
        play_person(&app, &mut state, &table);
    }
    key(&app, Key::Escape);
    assert!(shows(&app, "Leave the game?"));
    tap(&app, "Stay");
    assert!(has_button(&app, "End turn"));
    tap(&app, "Back");
    tap(&app, "Leave");
    tap(&app, "Continue: Strongholds · 2 players");
    take_device(&app, &state, &table);

    // End by agreement, confirmed: the scores as they stand.
    tap(&app, "Menu");
    tap(&app, "End the game by agreement");
    assert!(shows(&app, "End the game now?"));
    tap(&app, "End and score");
    assert!(shows(
        &app,
        "The table agreed to end the game here (SH-B18)."
    ));
    state.apply(&Action::EndByAgreement).unwrap();
    let Status::Finished(outcome) = state.status() else {
        panic!()
    };
    for (seat, name) in table.names.iter().enumerate() {
        assert_eq!(
            find(&app, &format!("{name}: {} points", outcome.scores[seat])).len(),
            1
        );
    }
}
