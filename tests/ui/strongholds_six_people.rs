//! UI test: six people pass one device round a Strongholds table to the end (the Truth limit of 4 applies at
//! six players, SH-2.6): every hand-off is blank, and the returns of Truth cards go through their sheet.

use crate::support::strongholds::{play_person_watched, Table};
use crate::support::*;
use standfirm_engine::strongholds::{Options, State, Status};

#[test]
fn six_people_play_strongholds_to_the_end() {
    init();
    let app = app(640, 1800);
    let names = ["April", "Steve", "Ruth", "Boaz", "Naomi", "Obed"];
    tap(&app, "Strongholds: New game");
    for _ in 2..6 {
        tap(&app, "Add a player");
    }
    for (i, name) in names.iter().enumerate() {
        type_into(&app, &format!("Name of seat {}", i + 1), name);
        if buttons(&app)
            .iter()
            .any(|b| *b == format!("Seat {} is a bot", i + 1))
        {
            tap(&app, &format!("Seat {} is a bot", i + 1));
        }
    }
    type_into(&app, "Strongholds deal number", "21");
    tap(&app, "Start Strongholds");
    let table = Table {
        names: names.iter().map(|n| n.to_string()).collect(),
        bots: vec![false; 6],
    };
    let mut state = State::new(Options::new(6), 21, 0).unwrap();
    let mut handoffs = 0;
    for _ in 0..6000 {
        if matches!(state.status(), Status::Finished(_)) {
            break;
        }
        play_person_watched(&app, &mut state, &table, &mut |moment| {
            if moment == "handoff" {
                handoffs += 1;
            }
        });
    }
    assert!(matches!(state.status(), Status::Finished(_)));
    assert!(handoffs > 60, "{handoffs} hand-offs");
    assert!(shows(&app, "wins!") || shows(&app, "share the win"));
}
