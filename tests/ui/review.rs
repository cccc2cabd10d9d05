//! UI test: a finished game's review. From Saved games and from the result sheet; the turning points and
//! the chart the screen shows are the store's review of the same save (the runner's too, `review_cli`); Back
//! returns to where the review was opened; a game still in progress offers no review.

use crate::support::*;
use standfirm_engine::review::WORLDS;
use standfirm_store::{review_save, GameReview, SaveFile};

/// The turning points' titles of the store's review, as the screen words them ("Move 31: Discard …").
fn store_turning_points(save: &SaveFile) -> Vec<usize> {
    match review_save(save, 0, Some(WORLDS.0)).unwrap() {
        GameReview::ArmorOfGod(r) => r
            .turning_points
            .iter()
            .map(|&i| r.decisions[i].index + 1)
            .collect(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_finished_game_is_reviewed_from_saved_games_as_the_store_reviews_it() {
    init();
    let dir = temp_dir("review-saves");
    let save = finished_aog_save(&dir);
    let expected = store_turning_points(&save);
    assert!(!expected.is_empty(), "this game has turning points");
    // Tall enough for every turning point to be on screen at once.
    let app = app_at(&dir, 640, 1800);
    tap(&app, "Saved games");
    tap(&app, "Review Hard A · deal 14");
    assert!(shows(&app, "Review: Hard A · deal 14"), "{:?}", texts(&app));
    assert!(shows(&app, "You won."), "{:?}", texts(&app));
    assert!(
        texts(&app)
            .iter()
            .any(|t| t.contains("decisions measured, each move in 400 games")),
        "{:?}",
        texts(&app)
    );
    // The turning points on screen are the store's, in its order.
    let shown: Vec<usize> = all_labels(&app)
        .iter()
        .filter_map(|l| l.strip_prefix("Move "))
        .filter_map(|l| l.split(':').next()?.parse().ok())
        .collect();
    assert_eq!(shown, expected, "{:?}", all_labels(&app));
    let first = all_labels(&app)
        .into_iter()
        .find(|l| l.starts_with(&format!("Move {}:", expected[0])))
        .unwrap();
    assert!(first.contains("Your chance to win went from"), "{first}");
    assert!(first.contains("Best: "), "{first}");
    // The chart in one sentence.
    assert!(
        all_labels(&app)
            .iter()
            .any(|l| l.starts_with("Chance to win over ") && l.contains("decisions: from")),
        "{:?}",
        all_labels(&app)
    );
    tap(&app, "Back");
    assert!(shows(&app, "Saved games"));
}

#[test]
fn the_result_sheet_reviews_the_game_and_back_returns_to_it() {
    init();
    let dir = temp_dir("review-sheet");
    finished_aog_save(&dir);
    let app = app_at(&dir, 412, 915);
    tap(&app, "Saved games");
    tap(&app, "Open Hard A · deal 14");
    assert!(shows(&app, "Victory!"), "{:?}", texts(&app));
    tap(&app, "Review this game");
    assert!(shows(&app, "Review: Hard A · deal 14"));
    assert!(shows(&app, "Turning points"));
    tap(&app, "Back");
    assert!(shows(&app, "Victory!"), "back on the table's result");
}

#[test]
fn a_game_in_progress_offers_no_review() {
    init();
    let dir = temp_dir("review-none");
    let app = app_at(&dir, 412, 915);
    tap(&app, "Armor of God: Solo: New game");
    tap(&app, "Start the game");
    tap(&app, "Back");
    tap(&app, "Leave");
    tap(&app, "Saved games");
    assert!(
        !buttons(&app).iter().any(|b| b.starts_with("Review ")),
        "{:?}",
        buttons(&app)
    );
}
