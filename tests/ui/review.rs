//! UI test: a finished game's review. From Saved games and from the result sheet; the turning points and
//! the chart the screen shows are the store's review of the same save (the runner's too, `review_cli`); Back
//! returns to where the review was opened; a game still in progress offers no review.

use crate::support::keys::press;
use crate::support::*;
use slint::platform::Key;
use standfirm::AppWindow;
use standfirm_engine::armor_of_god::bots::greedy_action;
use standfirm_engine::armor_of_god::{Options, State};
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

/// Reviews `save` from Saved games and taps its first turning point's row (the store's first): the table before
/// that move. Returns the move's number, from 1.
fn open_first_turning_point(app: &AppWindow, save: &SaveFile) -> usize {
    let first = store_turning_points(save)[0];
    tap(app, "Saved games");
    tap(app, "Review Hard A · deal 14");
    let row = all_labels(app)
        .into_iter()
        .find(|l| l.starts_with(&format!("Move {first}:")))
        .unwrap();
    tap(app, &row);
    first
}

/// The look's bar, in one text: "Move 22 of 73. Your move here: …".
fn bar(app: &AppWindow) -> String {
    texts(app)
        .into_iter()
        .find(|t| t.starts_with("Move ") || t.starts_with("The end of the game"))
        .unwrap_or_else(|| panic!("no look bar: {:?}", texts(app)))
}

/// The hand on the table, as the hand's cards' labels.
fn hand_now(app: &AppWindow) -> Vec<String> {
    hand_labels(app)
}

/// The hand of the saved game as it stood before its action `at`, in the table's words.
fn hand_before(save: &SaveFile, at: usize) -> Vec<String> {
    let standfirm_store::Replayed::ArmorOfGod(state) =
        standfirm_store::replay(&save.setup, &save.actions[..at]).unwrap()
    else {
        panic!("an Armor of God game")
    };
    state.hand().iter().map(|c| words(*c)).collect()
}

#[test]
fn a_turning_point_shows_the_table_as_it_stood_and_steps_back_and_on() {
    init();
    let dir = temp_dir("review-look");
    let save = finished_aog_save(&dir);
    let app = app_at(&dir, 640, 1800);
    let first = open_first_turning_point(&app, &save);
    // The real table, before that move, as the player saw it: the hand then, and the move made there.
    assert!(shows(&app, "Armor of God"), "{:?}", texts(&app));
    let total = save.actions.len();
    assert!(
        bar(&app).starts_with(&format!("Move {first} of {total}.")),
        "{}",
        bar(&app)
    );
    assert_eq!(hand_now(&app), hand_before(&save, first - 1));
    assert!(
        bar(&app).contains(". Your move here: ") && bar(&app).contains("A turning point. "),
        "{}",
        bar(&app)
    );
    // On and back, by the buttons and the arrows.
    tap(&app, "Next move");
    assert!(
        bar(&app).starts_with(&format!("Move {} of {total}.", first + 1)),
        "{}",
        bar(&app)
    );
    assert_eq!(hand_now(&app), hand_before(&save, first));
    press(&app, Key::RightArrow);
    assert!(
        bar(&app).starts_with(&format!("Move {} of {total}.", first + 2)),
        "{}",
        bar(&app)
    );
    press(&app, Key::LeftArrow);
    press(&app, Key::LeftArrow);
    assert!(
        bar(&app).starts_with(&format!("Move {first} of {total}.")),
        "{}",
        bar(&app)
    );
    // Nothing is played here: a tap on the hand and a pile is refused in words, and the save is as it was.
    tap(&app, &format!("Hand: {}", hand_labels(&app)[0]));
    tap(&app, "Belt of Truth pile");
    assert!(
        texts(&app)
            .iter()
            .any(|t| t.contains("This is a look back")),
        "{:?}",
        texts(&app)
    );
    assert!(!has_button(&app, "Undo"), "no Undo in a look");
    assert!(!has_button(&app, "Menu"), "no menu in a look");
    // Back returns to the review, and Back again to Saved games; the save is untouched.
    tap(&app, "Back");
    assert!(shows(&app, "Review: Hard A · deal 14"), "{:?}", texts(&app));
    tap(&app, "Back");
    assert!(shows(&app, "Saved games"));
    let kept = std::fs::read(dir.join("saves").join(save.file_name())).unwrap();
    let kept = SaveFile::from_bytes(&kept).unwrap();
    assert_eq!(kept.actions, save.actions);
}

#[test]
fn the_step_through_goes_to_the_end_and_the_game_in_progress_waits_aside() {
    init();
    let dir = temp_dir("review-aside");
    let save = finished_aog_save(&dir);
    let app = app_at(&dir, 640, 1800);
    // A game in progress on the Armor of God table.
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    let mut state = State::new(Options::default(), 7);
    let first = greedy_action(&state).unwrap();
    perform_aog(&app, &first);
    state.apply(&first).unwrap();
    let playing = hand_now(&app);
    tap(&app, "Back");
    tap(&app, "Leave");
    tap(&app, "Saved games");
    tap(&app, "Review Hard A · deal 14");
    tap(&app, "Step through the game on the table");
    let total = save.actions.len();
    assert!(
        bar(&app).starts_with(&format!("Move 1 of {total}.")),
        "{}",
        bar(&app)
    );
    tap(&app, "Previous move");
    assert!(
        bar(&app).starts_with(&format!("Move 1 of {total}.")),
        "the first move has none before"
    );
    for _ in 0..total {
        tap(&app, "Next move");
    }
    assert!(
        bar(&app).starts_with("The end of the game"),
        "{}",
        bar(&app)
    );
    assert!(
        !has_button(&app, "Replay this deal"),
        "no result sheet over a look: {:?}",
        buttons(&app)
    );
    tap(&app, "Back");
    tap(&app, "Back");
    tap(&app, "Back");
    // Home's game in progress is the one left, as it was.
    let resume = buttons(&app)
        .into_iter()
        .find(|b| b.starts_with("Continue: Armor of God"))
        .unwrap_or_else(|| panic!("the game in progress on Home: {:?}", buttons(&app)));
    tap(&app, &resume);
    assert_eq!(hand_now(&app), playing);
    let shown: Vec<String> = state.hand().iter().map(|c| words(*c)).collect();
    assert_eq!(playing, shown, "the game as it was played");
    assert!(
        !texts(&app).iter().any(|t| t.starts_with("Move ")),
        "no look bar on the game in play"
    );
}

/// Counts the finished game `save` in the statistics kept in `dir`, as the app counts it when it ends.
fn count(dir: &std::path::Path, save: &SaveFile) {
    let store = standfirm_store::Store::open(dir).unwrap();
    let result = standfirm_store::GameResult::of(save, &save.replay().unwrap()).unwrap();
    assert!(store.stats().record(&result).unwrap());
}

#[test]
fn statistics_lists_past_games_and_one_whose_save_was_deleted_says_it_cannot_be_reviewed() {
    init();
    let dir = temp_dir("review-past");
    let save = finished_aog_save(&dir);
    count(&dir, &save);
    let app = app_at(&dir, 640, 1800);
    tap(&app, "Statistics");
    assert!(shows(&app, "Past games"), "{:?}", texts(&app));
    let review = buttons(&app)
        .into_iter()
        .find(|b| b.starts_with("Review Armor of God · ") && b.contains("Won · "))
        .unwrap_or_else(|| panic!("the past game's Review: {:?}", buttons(&app)));
    tap(&app, &review);
    assert!(shows(&app, "Review: Hard A · deal 14"), "{:?}", texts(&app));
    tap(&app, "Back");
    assert!(shows(&app, "Past games"), "Back returns to Statistics");
    // The save deleted: the game is still listed, and says it cannot be reviewed.
    std::fs::remove_file(dir.join("saves").join(save.file_name())).unwrap();
    tap(&app, "Back");
    tap(&app, "Statistics");
    assert!(
        !buttons(&app).iter().any(|b| b.starts_with("Review ")),
        "{:?}",
        buttons(&app)
    );
    assert!(
        shows(&app, "Its save was deleted, so it cannot be reviewed."),
        "{:?}",
        texts(&app)
    );
}

#[test]
fn try_from_here_plays_on_from_that_move_as_a_saved_practice_game() {
    init();
    let dir = temp_dir("review-try");
    let save = finished_aog_save(&dir);
    let app = app_at(&dir, 640, 1800);
    let first = open_first_turning_point(&app, &save);
    tap(&app, "Try from here: a practice game from this move");
    // A game in play, no longer a look: the same hand (what the player saw is kept), the log says what changed.
    assert!(
        !texts(&app).iter().any(|t| t.starts_with("Move ")),
        "no look bar: {:?}",
        texts(&app)
    );
    assert_eq!(hand_now(&app), hand_before(&save, first - 1));
    assert!(
        texts(&app)
            .iter()
            .any(|t| t.starts_with("Try from here: the cards you could not see were dealt again.")),
        "{:?}",
        texts(&app)
    );
    // It plays: the Hint's move is made, not refused.
    let standfirm_store::Replayed::ArmorOfGod(then) =
        standfirm_store::replay(&save.setup, &save.actions[..first - 1]).unwrap()
    else {
        panic!("an Armor of God game")
    };
    let hinted = greedy_action(&then).unwrap();
    perform_aog(&app, &hinted);
    assert!(
        !texts(&app)
            .iter()
            .any(|t| t.contains("This is a look back")),
        "{:?}",
        texts(&app)
    );
    // Saved as a game of its own, beside the finished one, marked as a try.
    tap(&app, "Back");
    tap(&app, "Leave");
    let tries: Vec<SaveFile> = std::fs::read_dir(dir.join("saves"))
        .unwrap()
        .filter_map(|e| SaveFile::from_bytes(&std::fs::read(e.ok()?.path()).ok()?).ok())
        .filter(|s| s.tried.is_some())
        .collect();
    assert_eq!(tries.len(), 1, "one try saved");
    assert_eq!(tries[0].tried.unwrap().at, first - 1);
    assert_eq!(
        tries[0].actions.len(),
        first,
        "its moves and the one just made"
    );
    assert!(
        buttons(&app)
            .iter()
            .any(|b| b == &format!("Continue: Try from move {first}: Hard A · deal 14")),
        "{:?}",
        buttons(&app)
    );
}
