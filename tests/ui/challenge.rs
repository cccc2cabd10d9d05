//! UI test: New game → Challenge. Picking a grade starts a deal of that grade, its grade and measured chance
//! said on the table before the first move and on the result sheet; Replay and New game from its result sheet
//! keep its grade; a Challenge left and continued after a relaunch keeps them; Statistics chart its wins by
//! grade; Home's Today says the day's grade.

use crate::support::*;
use slint::{ComponentHandle, Model};
use standfirm::{AogAdapter, HomeAdapter, PipAdapter, StatsAdapter};
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
    let said = format!(
        "Very hard deal: the careful player wins {percent} of games of this deal (the deal's grade)."
    );
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
    let line = format!("Very hard, won {won} of 1 game.");
    assert!(shows(&app, &line), "{line} in {:?}", texts(&app));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays the Armor of God table's game of `deal` at `variant` to its end as the greedy bot would; whether it
/// was won.
fn play_aog_out(app: &standfirm::AppWindow, variant: Variant, deal: u64) -> bool {
    let mut state = aog::State::new(variant.armor_of_god_options().unwrap(), deal);
    while let Some(action) = greedy_action(&state) {
        perform_aog(app, &action);
        state.apply(&action).unwrap();
    }
    state.status() == aog::Status::Won
}

/// The first deal of `grade` at `variant` whose real game the greedy bot wins (`won`) or loses.
fn graded_deal(variant: Variant, grade: Grade, won: bool) -> u64 {
    grade::deals(variant, grade, 1, 40)
        .into_iter()
        .map(|m| m.deal)
        .find(|&deal| grade::greedy_result(variant, deal) == won)
        .expect("such a deal among the first")
}

#[test]
fn statistics_chart_the_wins_by_grade_of_a_won_and_a_lost_challenge() {
    init();
    let dir = temp_dir("challenge-chart");
    let app = app_at(&dir, 412, 915);
    let variant = Variant::ArmorOfGod(Defense::HardA);
    let gentle = graded_deal(variant, Grade::Gentle, true);
    let very_hard = graded_deal(variant, Grade::VeryHard, false);
    start_aog_challenge(&app, "Hard A", "Easy", gentle);
    assert_eq!(logged_deal(&aog_log(&app)), gentle);
    assert!(play_aog_out(&app, variant, gentle));
    tap(&app, "Home");
    start_aog_challenge(&app, "Hard A", "Very hard", very_hard);
    assert_eq!(logged_deal(&aog_log(&app)), very_hard);
    assert!(!play_aog_out(&app, variant, very_hard));
    tap(&app, "Home");
    tap(&app, "Statistics");
    let sentence = "Won by grade: Easy, won 1 of 1 game; Medium, won 0 of 0 games; \
                    Hard, won 0 of 0 games; Very hard, won 0 of 1 game.";
    assert!(shows(&app, sentence), "{:?}", texts(&app));
    // The chart's bars: played at each grade, the won part drawn in full.
    let rows = app.global::<StatsAdapter>().get_rows();
    let row = (0..rows.row_count())
        .filter_map(|i| rows.row_data(i))
        .find(|r| r.variant.contains("Hard A"))
        .expect("the Hard A row");
    let charts: Vec<_> = (0..row.charts.row_count())
        .filter_map(|i| row.charts.row_data(i))
        .collect();
    let titles: Vec<String> = charts.iter().map(|c| c.title.to_string()).collect();
    assert_eq!(titles, ["Rounds reached", "Won by grade"]);
    let bars: Vec<(String, i32, String, f32)> = (0..charts[1].bars.row_count())
        .filter_map(|i| charts[1].bars.row_data(i))
        .map(|b| (b.label.to_string(), b.count, b.value.to_string(), b.part))
        .collect();
    assert_eq!(
        bars,
        [
            ("Easy".into(), 1, "1 of 1".into(), 1.0),
            ("Medium".into(), 0, "0 of 0".into(), 0.0),
            ("Hard".into(), 0, "0 of 0".into(), 0.0),
            ("Very hard".into(), 1, "0 of 1".into(), 0.0),
        ]
    );
    // In Spanish: the same chart in Spanish words, and no English left on the screen.
    tap(&app, "Back");
    crate::spanish_solo::choose_language(&app, "Español", false);
    tap(&app, "Estadísticas");
    let sentence =
        "Ganadas por dificultad: Fácil, ganadas 1 de 1 partida; Normal, ganadas 0 de 0 partidas; \
                    Difícil, ganadas 0 de 0 partidas; Muy difícil, ganadas 0 de 1 partida.";
    assert!(shows(&app, sentence), "{:?}", texts(&app));
    crate::support::spanish::assert_spanish(
        &app,
        &crate::support::spanish::english_words(),
        "Statistics with a graded chart",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn replay_and_new_game_from_a_challenge_s_result_keep_its_grade() {
    init();
    let dir = temp_dir("challenge-again");
    let app = app_at(&dir, 412, 915);
    let variant = Variant::ArmorOfGod(Defense::HardA);
    let deal = graded_deal(variant, Grade::VeryHard, false);
    start_aog_challenge(&app, "Hard A", "Very hard", deal);
    let percent = Challenge::of(&grade::measure(variant, deal)).percent();
    let said = format!(
        "Very hard deal: the careful player wins {percent} of games of this deal (the deal's grade)."
    );
    play_aog_out(&app, variant, deal);
    // Replay this deal: the same graded deal, as a Challenge, its grade said before the first move.
    tap(&app, "Replay this deal");
    let log = aog_log(&app);
    assert_eq!(logged_deal(&log), deal);
    assert!(log.contains(&said), "{said} in {log:?}");
    assert!(shows(&app, &said), "{:?}", texts(&app));
    assert!(
        !play_aog_out(&app, variant, deal),
        "the same deal, lost the same way"
    );
    let text = app.global::<AogAdapter>().get_result_text().to_string();
    assert!(
        text.contains(&said),
        "the result says the grade again: {text}"
    );
    // New game: another deal of the same grade and variant.
    tap(&app, "New game");
    // (A random start may find the same deal again, one time in hundreds: a new game of it all the same.)
    let other = logged_deal(&aog_log(&app));
    assert!(!app.global::<AogAdapter>().get_over(), "a new game");
    let measured = grade::measure(variant, other);
    assert_eq!(measured.grade, Grade::VeryHard, "deal {other}");
    let percent = Challenge::of(&measured).percent();
    let said = format!(
        "Very hard deal: the careful player wins {percent} of games of this deal (the deal's grade)."
    );
    assert!(aog_log(&app).contains(&said), "{:?}", aog_log(&app));
    // All three counted as Very hard games of Hard A.
    let won = u32::from(play_aog_out(&app, variant, other));
    tap(&app, "Home");
    tap(&app, "Statistics");
    let line = format!("Very hard, won {won} of 3 games.");
    assert!(shows(&app, &line), "{line} in {:?}", texts(&app));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_won_gentle_challenge_says_so_on_the_result_sheet() {
    init();
    let dir = temp_dir("challenge-gentle");
    let app = app_at(&dir, 412, 915);
    start_aog_challenge(&app, "Baseline", "Easy", 1);
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
        "the careful player wins an Easy deal"
    );
    let text = app.global::<AogAdapter>().get_result_text().to_string();
    let sentence = format!("You won a deal the careful player wins {percent} of the time (Easy).");
    assert!(text.contains(&sentence), "{sentence} in {text}");
    assert!(
        shows(&app, &sentence),
        "on the result sheet: {:?}",
        texts(&app)
    );
    tap(&app, "Home");
    tap(&app, "Statistics");
    assert!(
        shows(&app, "Won by grade: Easy, won 1 of 1 game;"),
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
    let said_prefix = "Hard deal: the careful player stands Unshaken in ";
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
        format!(
            "Hard deal: the careful player stands Unshaken in {percent} of games of this deal (the deal's grade)."
        );
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
    // The UI tests' day, Tuesday 1 December 2026: an Easy day.
    let grade = app.global::<HomeAdapter>().get_today_grade().to_string();
    assert!(grade.starts_with("Today's grade: Easy."), "{grade}");
    assert!(shows(&app, "Today's grade: Easy."), "{:?}", texts(&app));
    let _ = std::fs::remove_dir_all(&dir);
}
