//! UI test: today on Home, with the date the UI tests run on (`support::TODAY`). Today's Armor of God deal is
//! played from Home to its end and shows as done, the gentle streak begins, the Statistics' charts say it in
//! their sentences, a win recalls the verse of the day; playing it again changes nothing;
//! the verse of the day opens its passage and where it is used; Settings hide the streak.

use crate::support::*;
use slint::{ComponentHandle, Model};
use standfirm::{AogAdapter, HomeAdapter, SettingsAdapter, VerseAdapter};
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::Slot;
use standfirm_engine::GameKind;
use standfirm_store::daily::deal_number;

fn daily_line(app: &standfirm::AppWindow, i: usize) -> String {
    app.global::<HomeAdapter>()
        .get_daily_items()
        .row_data(i)
        .expect("a daily deal")
        .line
        .to_string()
}

#[test]
fn todays_deal_played_from_home_to_its_end_is_done_and_the_streak_begins() {
    init();
    let dir = temp_dir("daily");
    // Tall enough that Home's Today panel is in view (element queries see only what is in view).
    let app = app_at(&dir, 360, 1400);
    let date = standfirm_store::today();
    assert_eq!(date.to_string(), TODAY);
    let home = app.global::<HomeAdapter>();
    assert_eq!(home.get_today(), "Today · Tuesday 1 December");
    let deal = deal_number(GameKind::ArmorOfGod, date).unwrap();
    let pip = deal_number(GameKind::PipArmor, date).unwrap();
    assert_eq!(daily_line(&app, 0), format!("Deal {deal} · Not started"));
    assert_eq!(daily_line(&app, 1), format!("Deal {pip} · Not started"));
    assert!(home.get_streak().starts_with("Finish a daily deal"));

    // Start it: the engine's baseline game of that deal number. One move, leave, and it is in progress;
    // continue it from the same row and play it to its end with the greedy bot.
    tap(&app, "Daily deal: Armor of God");
    let belt = format!("{} pile", Slot::ALL[0].title());
    assert!(
        has_button(&app, &belt),
        "on the Armor of God table: {:?}",
        home.get_notice()
    );
    let mut state = standfirm_engine::armor_of_god::State::new(Default::default(), deal);
    let hand: Vec<String> = state.hand().iter().map(|c| words(*c)).collect();
    assert_eq!(hand_labels(&app), hand, "the daily deal's hand");
    let first = greedy_action(&state).expect("a first move");
    perform_aog(&app, &first);
    state.apply(&first).unwrap();
    tap(&app, "Back");
    if has_button(&app, "Leave") {
        tap(&app, "Leave");
    }
    assert_eq!(daily_line(&app, 0), format!("Deal {deal} · In progress"));
    tap(&app, "Daily deal: Armor of God");
    while let Some(action) = greedy_action(&state) {
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
    }
    let won = state.status() == standfirm_engine::armor_of_god::Status::Won;
    // A daily win recalls the verse of its day: the reference first, the words when asked.
    let aog = app.global::<AogAdapter>();
    assert_eq!(aog.get_result_recall(), won);
    if won {
        let verse = standfirm_guide::daily::verse_of_the_day(date).unwrap();
        let shown = format!("{} (KJV)", verse.entry.reference);
        assert_eq!(aog.get_result_verse_ref(), shown.as_str());
        assert_eq!(aog.get_result_verse(), verse.entry.text.as_str());
        assert!(shows(&app, "A verse to remember"));
        tap(&app, "Show the verse");
        assert!(!has_button(&app, "Show the verse"));
    }
    tap(&app, "Home");
    let done = if won { "Won today" } else { "Played today" };
    assert_eq!(daily_line(&app, 0), format!("Deal {deal} · {done}"));
    let first = home.get_daily_items().row_data(0).unwrap();
    assert!(first.done && first.won == won);
    assert_eq!(
        home.get_streak(),
        "Daily streak: 1 day. Today's deal is done — well played."
    );

    // Statistics: the charts' sentences say the same numbers as the game just played.
    tap(&app, "Statistics");
    assert!(
        !find(
            &app,
            "In the last 6 weeks you played on 1 day of 37 days, with a daily deal finished on 1 day."
        )
        .is_empty(),
        "the calendar's sentence"
    );
    let rate = if won {
        "Win rate 100%: 1 won of 1 game."
    } else {
        "Win rate 0%: 0 won of 1 game."
    };
    assert!(!find(&app, rate).is_empty(), "the win-rate bar's sentence");
    let reached = match state.status() {
        standfirm_engine::armor_of_god::Status::Lost { round, .. } => round,
        _ => state.round(),
    };
    let rounds: Vec<String> = (1..=4)
        .map(|r| {
            let n = if u32::from(reached) == r {
                "1 game"
            } else {
                "0 games"
            };
            format!("round {r}, {n}")
        })
        .collect();
    let rounds = format!("Rounds reached: {}.", rounds.join("; "));
    assert!(!find(&app, &rounds).is_empty(), "{rounds}");
    tap(&app, "Back");

    // Played again, the day keeps its first result.
    tap(&app, "Daily deal: Armor of God");
    tap(&app, "Back");
    if has_button(&app, "Leave") {
        tap(&app, "Leave");
    }
    assert_eq!(daily_line(&app, 0), format!("Deal {deal} · {done}"));

    // Settings hide the streak, kept across a restart.
    app.window().set_size(slint::PhysicalSize::new(360, 1800));
    tap(&app, "Settings");
    tap(&app, "Daily streak: Hide");
    assert!(!app.global::<SettingsAdapter>().get_show_streak());
    tap(&app, "Back");
    assert_eq!(home.get_streak(), "");
    app.hide().unwrap();
    drop(app);
    let app = app_at(&dir, 360, 1400);
    assert_eq!(app.global::<HomeAdapter>().get_streak(), "");
    assert_eq!(daily_line(&app, 0), format!("Deal {deal} · {done}"));
}

#[test]
fn the_verse_of_the_day_opens_its_passage() {
    init();
    let app = app(360, 1400);
    let verse = standfirm_guide::daily::verse_of_the_day(standfirm_store::today()).unwrap();
    let home = app.global::<HomeAdapter>();
    assert_eq!(home.get_verse_text(), verse.entry.text.as_str());
    let shown = format!("{} (KJV)", verse.entry.reference);
    assert_eq!(home.get_verse_shown(), shown.as_str());
    assert!(verse.entry.text.chars().count() <= 250);
    tap(&app, &format!("Verse of the day: {shown}"));
    let sheet = app.global::<VerseAdapter>();
    assert!(sheet.get_shown());
    assert_eq!(sheet.get_reference(), verse.entry.reference.as_str());
    assert_eq!(sheet.get_text(), verse.entry.text.as_str());
    assert!(sheet.get_translation().contains("King James"));
    // The UI tests' day (2026-12-01) shows Matthew 11:29, a passage the games do not quote: the sheet says nothing
    // of where the app uses it.
    assert!(verse.uses.is_empty(), "{:?}", verse.uses);
    assert_eq!(sheet.get_uses().row_count(), 0);
    assert!(!shows(&app, "Where the app uses it"));
}
