//! UI test: six people pass one device round a Strongholds table to the end (the Truth limit of 4 applies at
//! six players, SH-2.6): every hand-off is blank, the returns of Truth cards go through their sheet and leave the
//! hand at the limit, and the end shows each person's score and the winner.

use crate::support::strongholds::{play_person_watched, Table};
use crate::support::*;
use standfirm_engine::strongholds::{Awaiting, Options, State, Status};

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
    let (mut handoffs, mut returns) = (0, 0);
    for _ in 0..6000 {
        if matches!(state.status(), Status::Finished(_)) {
            break;
        }
        let returning = match state.awaiting() {
            Awaiting::ReturnTruth { seat, .. } => Some(seat),
            _ => None,
        };
        let mut sheet = false;
        play_person_watched(&app, &mut state, &table, &mut |moment| match moment {
            "handoff" => handoffs += 1,
            "pick" => sheet = true,
            _ => {}
        });
        if let Some(seat) = returning {
            assert!(sheet, "the Truth cards were returned on their sheet");
            assert_eq!(
                state.player(seat).truths.len(),
                4,
                "down to the limit (SH-2.6)"
            );
            returns += 1;
        }
    }
    let Status::Finished(outcome) = state.status() else {
        panic!("the game ends");
    };
    assert!(handoffs > 60, "{handoffs} hand-offs");
    assert!(returns > 0, "no Truth card was returned in the whole game");
    for (seat, name) in names.iter().enumerate() {
        let total = outcome.scores[seat];
        assert_eq!(
            find(&app, &format!("{name}: {total} points")).len(),
            1,
            "{name} scored {total}"
        );
    }
    let winners: Vec<&str> = outcome
        .winners
        .iter()
        .map(|&s| names[usize::from(s)])
        .collect();
    match winners[..] {
        [one] => assert!(shows(&app, &format!("{one} wins!")), "{:?}", texts(&app)),
        _ => assert!(
            shows(&app, "share the win"),
            "{winners:?}: {:?}",
            texts(&app)
        ),
    }
}
