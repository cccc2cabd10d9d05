//! UI test: Strongholds with bots. One person against two bots, then one against five, played to the end by
//! taps; each bot move is shown on the public table and highlighted for a moment (the pause of the settings),
//! and with the pause at zero the bots play at once.

use crate::support::strongholds::{play_person, run_bots, Table};
use crate::support::*;
use slint::ComponentHandle;
use standfirm::{SettingsAdapter, ShAdapter, ShStage};
use standfirm_engine::strongholds::{Options, State, Status};

fn set_up(app: &standfirm::AppWindow, bots: usize, deal: u64, first: usize) {
    tap(app, "Strongholds: New game");
    type_into(app, "Name of seat 1", "April");
    if buttons(app).iter().any(|b| b == "Seat 2 is a person") {
        tap(app, "Seat 2 is a person");
    }
    type_into(app, "Name of seat 2", "Bot 2");
    // The screen remembers the last table: add seats up to the size wanted; new seats are bots.
    let seats = |app: &standfirm::AppWindow| {
        buttons(app)
            .iter()
            .filter(|b| b.starts_with("Remove seat "))
            .count()
    };
    while seats(app) < bots + 1 {
        tap(app, "Add a player");
    }
    tap(app, &format!("First player: seat {}", first + 1));
    type_into(app, "Strongholds deal number", &deal.to_string());
    tap(app, "Start Strongholds");
}

fn play_to_the_end(app: &standfirm::AppWindow, state: &mut State, table: &Table) {
    for _ in 0..5000 {
        if matches!(state.status(), Status::Finished(_)) {
            break;
        }
        assert!(
            !has_button(app, "I'm April"),
            "one person at the table: no hand-off to herself"
        );
        play_person(app, state, table);
    }
    let Status::Finished(outcome) = state.status() else {
        panic!("the game ends");
    };
    for (seat, name) in table.names.iter().enumerate() {
        let total = outcome.scores[seat];
        // A bot's name shows with its level (Steady: a new bot seat's).
        let name = if table.bots[seat] {
            format!("{name} · Steady")
        } else {
            name.clone()
        };
        assert_eq!(
            find(app, &format!("{name}: {total} points")).len(),
            1,
            "{name} scored {total}"
        );
    }
}

#[test]
fn one_person_plays_against_bots() {
    init();
    let app = app(640, 1800);

    // Bot 2 plays first: with a pause, the public table shows whose move it is, then the move itself.
    set_up(&app, 2, 5, 1);
    let adapter = app.global::<ShAdapter>();
    assert_eq!(adapter.get_stage(), ShStage::Table);
    assert!(shows(&app, "Bot 2 is playing…"));
    let table = Table {
        names: vec!["April".into(), "Bot 2".into(), "Bot 3".into()],
        bots: vec![false, true, true],
    };
    i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_millis(750));
    let highlight = adapter.get_highlight().to_string();
    assert!(
        highlight.starts_with("Bot 2 "),
        "the bot's move is highlighted: {highlight:?}"
    );
    assert!(
        shows(&app, &highlight),
        "and shown on the table: {highlight:?}"
    );
    // The rest at once.
    app.global::<SettingsAdapter>().set_bot_delay_ms(0);
    while adapter.get_stage() == ShStage::Table {
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_millis(750));
    }
    let mut state = State::new(Options::new(3), 5, 1).unwrap();
    run_bots(&mut state, &table, false);
    play_to_the_end(&app, &mut state, &table);
    // A person's game can be reviewed from the end, from her seat only; a bot's cannot.
    assert!(
        has_button(&app, "Review April's game"),
        "{:?}",
        buttons(&app)
    );
    assert!(!buttons(&app).iter().any(|b| b.starts_with("Review Bot")));
    tap(&app, "Review April's game");
    assert!(
        all_labels(&app)
            .iter()
            .any(|l| l.starts_with("Chance to finish first over ")),
        "{:?}",
        all_labels(&app)
    );
    assert!(shows(&app, "You finished first.") || shows(&app, "You did not finish first."));
    tap(&app, "Back");
    assert!(has_button(&app, "Review April's game"), "back at the end");

    // One person against five bots.
    tap(&app, "Home");
    set_up(&app, 5, 9, 0);
    let table = Table {
        names: (1..=6)
            .map(|n| {
                if n == 1 {
                    "April".to_string()
                } else {
                    format!("Bot {n}")
                }
            })
            .collect(),
        bots: (0..6).map(|s| s != 0).collect(),
    };
    let mut state = State::new(Options::new(6), 9, 0).unwrap();
    play_to_the_end(&app, &mut state, &table);
}
