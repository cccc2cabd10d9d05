//! UI test: New game → Challenge. Picking a grade starts a deal of that grade, its grade and measured chance
//! said on the table before the first move and on the result sheet; a Challenge left and continued after a
//! relaunch keeps them; Statistics count it by grade; Home's Today says the day's grade.

use crate::support::*;
use slint::{ComponentHandle, Model};
use standfirm::{AogAdapter, HomeAdapter, PipAdapter};
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{self as aog, Defense};
use standfirm_engine::grade::{self, Grade, Variant};
use standfirm_engine::pip_armor::bots::{Bot, GreedyBot};
use standfirm_engine::pip_armor::{self as pip, Rating};
use standfirm_store::Challenge;

fn aog_log(app: &standfirm::AppWindow) -> Vec<String> {
    let log = app.global::<AogAdapter>().get_log();
    (0..log.row_count())
        .filter_map(|i| log.row_data(i))
        .map(|l| l.text.to_string())
        .collect()
}

fn pip_log(app: &standfirm::AppWindow) -> Vec<String> {
    let log = app.global::<PipAdapter>().get_log();
    (0..log.row_count())
        .filter_map(|i| log.row_data(i))
        .map(|l| l.text.to_string())
        .collect()
}

/// Leaves a table for Home (saying Leave when asked).
fn leave(app: &standfirm::AppWindow) {
    tap(app, "Back");
    if has_button(app, "Leave") {
        tap(app, "Leave");
    }
}

/// The deal number the log's opening line says ("Deal 123: …").
fn logged_deal(log: &[String]) -> u64 {
    log.iter()
        .filter_map(|line| line.strip_prefix("Deal "))
        .find_map(|rest| rest.split(':').next()?.parse().ok())
        .unwrap_or_else(|| panic!("a line \"Deal N: …\" in {log:?}"))
}

/// Starts an Armor of God Challenge of `grade` at `defense` from New game, searching from `from`.
fn start_aog_challenge(app: &standfirm::AppWindow, defense: &str, grade: &str, from: u64) {
    tap(app, "Armor of God: Solo: New game");
    tap(app, &format!("Defense: {defense}"));
    type_into(app, "Deal number", &from.to_string());
    tap(app, &format!("Challenge: {grade}"));
    tap(app, "Start a challenge");
}

#[test]
fn a_very_hard_challenge_is_that_grade_with_its_chance_shown_and_said_on_the_result() {
    init();
    let dir = temp_dir("challenge-aog");
    let app = app_at(&dir, 412, 915);
    start_aog_challenge(&app, "Hard A", "Very hard", 5_000);
    let belt = format!("{} pile", aog::Slot::ALL[0].title());
    assert!(has_button(&app, &belt), "on the Armor of God table");
    let deal = logged_deal(&aog_log(&app));
    let variant = Variant::ArmorOfGod(Defense::HardA);
    let measured = grade::measure(variant, deal);
    assert_eq!(measured.grade, Grade::VeryHard, "deal {deal} is Very hard");
    let percent = Challenge::of(&measured).percent();
    let said = format!("Very hard deal: the careful player wins it {percent} of the time.");
    assert!(
        aog_log(&app).contains(&said),
        "before the first move: {said} in {:?}",
        aog_log(&app)
    );
    assert!(
        shows(&app, &said),
        "the line is on screen: {:?}",
        texts(&app)
    );
    // Played to its end by the greedy bot: the result sheet says the grade and chance.
    let mut state = aog::State::new(variant.armor_of_god_options().unwrap(), deal);
    while let Some(action) = greedy_action(&state) {
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
    }
    let text = app.global::<AogAdapter>().get_result_text().to_string();
    let sentence = if state.status() == aog::Status::Won {
        format!("You won a deal the careful player wins {percent} of the time (Very hard).")
    } else {
        said.clone()
    };
    assert!(text.contains(&sentence), "{sentence} in {text}");
    tap(&app, "Home");
    tap(&app, "Statistics");
    let won = u32::from(state.status() == aog::Status::Won);
    let line = format!("By grade · Very hard: won {won} of 1");
    assert!(shows(&app, &line), "{line} in {:?}", texts(&app));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_won_gentle_challenge_says_so_on_the_result_sheet() {
    init();
    let dir = temp_dir("challenge-gentle");
    let app = app_at(&dir, 412, 915);
    start_aog_challenge(&app, "Baseline", "Gentle", 1);
    let deal = logged_deal(&aog_log(&app));
    let variant = Variant::ArmorOfGod(Defense::Baseline);
    let measured = grade::measure(variant, deal);
    assert_eq!(measured.grade, Grade::Gentle);
    let percent = Challenge::of(&measured).percent();
    let mut state = aog::State::new(variant.armor_of_god_options().unwrap(), deal);
    while let Some(action) = greedy_action(&state) {
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
    }
    assert_eq!(
        state.status(),
        aog::Status::Won,
        "the careful player wins a Gentle deal"
    );
    let text = app.global::<AogAdapter>().get_result_text().to_string();
    let sentence =
        format!("You won a deal the careful player wins {percent} of the time (Gentle).");
    assert!(text.contains(&sentence), "{sentence} in {text}");
    assert!(
        shows(&app, &sentence),
        "on the result sheet: {:?}",
        texts(&app)
    );
    tap(&app, "Home");
    tap(&app, "Statistics");
    assert!(
        shows(&app, "By grade · Gentle: won 1 of 1"),
        "{:?}",
        texts(&app)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_pip_armor_challenge_left_and_relaunched_keeps_its_grade() {
    init();
    let dir = temp_dir("challenge-pip");
    let app = app_at(&dir, 412, 915);
    tap(&app, "PIP Armor: New game");
    type_into(&app, "Deal number", "77");
    tap(&app, "Challenge: Hard");
    tap(&app, "Start a challenge");
    let said_prefix = "Hard deal: the careful player stands Unshaken on it ";
    assert!(
        pip_log(&app).iter().any(|l| l.starts_with(said_prefix)),
        "{:?}",
        pip_log(&app)
    );
    assert!(shows(&app, said_prefix), "on screen: {:?}", texts(&app));
    let deal = logged_deal(&pip_log(&app));
    let measured = grade::measure(Variant::PipArmor, deal);
    assert_eq!(measured.grade, Grade::Hard, "deal {deal} is Hard");
    let percent = Challenge::of(&measured).percent();
    let said =
        format!("Hard deal: the careful player stands Unshaken on it {percent} of the time.");
    // One move, then quit and relaunch on the same folder: Home offers it by its name.
    let continues = format!("Continue: PIP Armor · Hard · deal {deal}");
    let mut state = pip::State::new(pip::Options::default(), deal);
    let action = GreedyBot.choose(&state);
    perform_pip(&app, &state, &action);
    state.apply(&action).unwrap();
    leave(&app);
    app.hide().unwrap();
    drop(app);
    let app = app_at(&dir, 412, 915);
    tap(&app, &continues);
    assert!(
        pip_log(&app).contains(&said),
        "{said} in {:?}",
        pip_log(&app)
    );
    // To its end: the result sheet says the grade and chance.
    while !state.is_over() {
        let action = GreedyBot.choose(&state);
        perform_pip(&app, &state, &action);
        state.apply(&action).unwrap();
    }
    let unshaken = matches!(
        state.status(),
        pip::Status::Won {
            rating: Rating::Unshaken,
            ..
        }
    );
    let sentence = if unshaken {
        format!("You stood Unshaken on a deal where the careful player does {percent} of the time (Hard).")
    } else {
        said
    };
    let text = app.global::<PipAdapter>().get_result_text().to_string();
    assert!(text.contains(&sentence), "{sentence} in {text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn home_today_says_the_day_s_grade() {
    init();
    let dir = temp_dir("challenge-home");
    // Tall enough that Home's Today panel is in view.
    let app = app_at(&dir, 360, 1400);
    // The UI tests' day, Tuesday 1 December 2026: a Gentle day.
    let grade = app.global::<HomeAdapter>().get_today_grade().to_string();
    assert!(grade.starts_with("Today's grade: Gentle."), "{grade}");
    assert!(shows(&app, "Today's grade: Gentle."), "{:?}", texts(&app));
    let _ = std::fs::remove_dir_all(&dir);
}
