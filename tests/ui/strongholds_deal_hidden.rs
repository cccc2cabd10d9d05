//! UI test: a Strongholds deal number stays hidden while the game is on. Whoever knows it can deal the game
//! again and read every hand, so through a whole game (the table, the hand-offs, every sheet, the log, the
//! game menu and its rules, Home's Continue, Saved games) no text or label names it; the game-over screen
//! does, with Replay this deal (the same seats, the same cards), and so does Saved games once the game is over.

use crate::support::strongholds::{
    open_tab, play_person_watched, start_april_and_steve, take_device,
};
use crate::support::*;
use slint::platform::Key;
use slint::ComponentHandle;
use standfirm::{Nav, Page};
use standfirm_engine::strongholds::{Observation, Options, State, Status};

const DEAL: u64 = 428_571;

/// Nothing the screen shows or a screen reader could reach names the deal number.
fn assert_no_deal(app: &standfirm::AppWindow, moment: &str) {
    let number = DEAL.to_string();
    let labels = all_labels(app);
    assert!(
        !labels.iter().any(|l| l.contains(&number)),
        "{moment}: the deal number is shown: {labels:?}"
    );
}

#[test]
fn no_screen_shows_a_strongholds_deal_number_until_the_game_is_over() {
    init();
    let dir = temp_dir("deal-hidden");
    let app = app_at(&dir, 640, 1800);
    let (table, mut state) = start_april_and_steve(&app, DEAL);
    let first_hand = Observation::of(&state, 0).own_truths.clone();
    let mut visited = false;
    for step in 0..20_000 {
        if matches!(state.status(), Status::Finished(_)) {
            break;
        }
        assert_no_deal(&app, &format!("step {step}"));
        // Well into the game, on a person's own turn: the log, the game menu's rules, Home and Saved games.
        if !visited && step >= 20 && has_button(&app, "End turn") {
            visited = true;
            open_tab(&app, "Log");
            assert_no_deal(&app, "the log");
            tap(&app, "Menu");
            assert_no_deal(&app, "the game menu");
            tap(&app, "Rules");
            assert_no_deal(&app, "the rules from the game menu");
            tap(&app, "Back");
            tap(&app, "Back");
            tap(&app, "Leave");
            assert_eq!(app.global::<Nav>().get_page(), Page::Home);
            assert_no_deal(&app, "Home");
            tap(&app, "Saved games");
            assert_no_deal(&app, "Saved games");
            key(&app, Key::Escape);
            tap(&app, "Continue: Strongholds · 2 players");
            assert_no_deal(&app, "the continued game");
            take_device(&app, &state, &table);
            continue;
        }
        play_person_watched(&app, &mut state, &table, &mut |moment| {
            assert_no_deal(&app, moment)
        });
    }
    assert!(visited, "the game reached a person's turn well into it");
    assert!(
        matches!(state.status(), Status::Finished(_)),
        "the game ended"
    );

    // The game-over screen names the deal, and Saved games does now.
    assert!(shows(&app, &format!("Deal {DEAL}")), "{:?}", texts(&app));
    tap(&app, "Home");
    tap(&app, "Saved games");
    assert!(
        all_labels(&app)
            .iter()
            .any(|l| l.contains(&format!("deal {DEAL}"))),
        "Saved games names a finished table's deal: {:?}",
        all_labels(&app)
    );
    key(&app, Key::Escape);

    // Replay this deal: the same seats, the same cards.
    standfirm::flush_saves();
    let saves = std::fs::read_dir(dir.join("saves")).unwrap().count();
    standfirm::flush_saves();
    let mut replayed = State::new(Options::new(2), DEAL, 0).unwrap();
    tap(&app, "Saved games");
    let open = buttons(&app)
        .into_iter()
        .find(|b| b.starts_with("Open Strongholds"))
        .expect("the finished game in Saved games");
    tap(&app, &open);
    tap(&app, "Replay this deal with the same seats");
    take_device(&app, &replayed, &table);
    assert_no_deal(&app, "the replayed deal");
    open_tab(&app, "Truth");
    for card in &first_hand {
        let title = &card.card().title;
        assert!(
            all_labels(&app).iter().any(|l| l.contains(title.as_str())),
            "April holds {title} again"
        );
    }
    // Its first move saves it beside the finished game, which stays as it was.
    play_person_watched(&app, &mut replayed, &table, &mut |_| {});
    standfirm::flush_saves();
    assert_eq!(
        std::fs::read_dir(dir.join("saves")).unwrap().count(),
        saves + 1,
        "the replay is a new game"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
