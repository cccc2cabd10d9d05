//! UI test: a Strongholds game for two people, April and Steve, played to its end by taps on one device.
//! Every hand-off shows nothing private; each person's screen lists their own Truth cards and no one else's;
//! the end shows the engine's scores.

use crate::support::strongholds::{open_tab, play_person, Table};
use crate::support::*;
use standfirm_engine::strongholds::{Options, State, Status};

fn truth_buttons(app: &standfirm::AppWindow) -> Vec<String> {
    let mut b: Vec<String> = buttons(app)
        .into_iter()
        .filter_map(|l| l.strip_prefix("Truth: ").map(str::to_string))
        .collect();
    b.sort();
    b
}

#[test]
fn two_people_play_strongholds_to_the_end() {
    init();
    // A tall portrait window (the phone layout), wide enough for the five Strongholds and tall enough for every
    // list: element queries see only what is on screen.
    let app = app(640, 1800);
    tap(&app, "Strongholds: New game");
    assert!(shows(&app, "Players, in seat order"));
    type_into(&app, "Name of seat 1", "April");
    type_into(&app, "Name of seat 2", "Steve");
    type_into(&app, "Strongholds deal number", "11");
    tap(&app, "Start Strongholds");

    let table = Table {
        names: vec!["April".into(), "Steve".into()],
        bots: vec![false, false],
    };
    let mut state = State::new(Options::new(2), 11, 0).unwrap();
    let (mut handoffs, mut windows, mut own_screens) = (0, 0, 0);
    for _ in 0..3000 {
        if matches!(state.status(), Status::Finished(_)) {
            break;
        }
        if has_button(&app, "I'm April") || has_button(&app, "I'm Steve") {
            handoffs += 1;
        }
        if has_button(&app, "No one claims it") {
            windows += 1;
        }
        // On a person's own screen, only their own Truth cards show.
        if has_button(&app, "End turn") {
            open_tab(&app, "Truth");
            let seat = state.active;
            let mut mine: Vec<String> = state
                .player(seat)
                .truths
                .iter()
                .map(|t| t.card().title.clone())
                .collect();
            mine.sort();
            assert_eq!(truth_buttons(&app), mine, "seat {seat}'s Truth cards");
            own_screens += 1;
        }
        play_person(&app, &mut state, &table);
    }
    let Status::Finished(outcome) = state.status() else {
        panic!("the game ends");
    };
    assert!(handoffs > 20, "the device was passed {handoffs} times");
    assert!(
        own_screens > 20,
        "{own_screens} own screens' Truth cards looked at"
    );
    assert!(shows(&app, "wins!") || shows(&app, "share the win"));
    for (seat, name) in table.names.iter().enumerate() {
        let total = outcome.scores[seat];
        assert!(
            find(&app, &format!("{name}: {total} points")).len() == 1,
            "{name} scored {total}"
        );
    }
    println!("handoffs {handoffs}, slap windows {windows}");
}
