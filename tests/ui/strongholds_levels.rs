//! UI tests: Strongholds bot levels and the hint. One person against a Gentle, a Steady and a Wise bot
//! played to the end (the levels picked on the New game screen, shown beside the bots' names, kept by "New game
//! with the same seats"); the hint on a person's own turn, followed by taps, and gone at the hand-off; a game with
//! a Wise bot saved mid-game and continued, whose next bot move is the one the original game made.
//!
//! A shadow state follows each game with the app's bot policy at the seats' levels (`Leveled`); the Wise bot and
//! the hint use the app's own budget (`WISE_PLAYOUTS`). Under the testing backend every search runs in place.
//! The window is tall, so that every list is in view (queries find only what is not scrolled away).

use crate::support::strongholds::{
    open_tab, pick, play_person, play_person_only, saved_bot_secret, take_device, Follow, Leveled,
    Table,
};
use crate::support::*;
use i_slint_backend_testing::mock_elapsed_time;
use slint::ComponentHandle;
use standfirm::{SettingsAdapter, ShAdapter, ShStage};
use standfirm_engine::strongholds::end::score;
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{
    decision_rng, levels, Action, CardKind, Level, Observation, Options, State, Status,
    WISE_PLAYOUTS,
};
use std::time::Duration;

/// Sets up a table on the New game screen: `seats` as (name, level) with `None` for a person, in order (the
/// screen starts from its two people), the first player and the deal, then starts it.
pub(crate) fn set_up(app: &standfirm::AppWindow, seats: &[(&str, Option<Level>)], deal: u64) {
    tap(app, "Strongholds: New game");
    while buttons(app)
        .iter()
        .filter(|b| b.starts_with("Remove seat "))
        .count()
        < seats.len()
    {
        tap(app, "Add a player");
    }
    for (i, (name, level)) in seats.iter().enumerate() {
        let n = i + 1;
        type_into(app, &format!("Name of seat {n}"), name);
        let bot = has_button(app, &format!("Seat {n} is a bot"));
        if bot != level.is_some() {
            tap(
                app,
                &format!("Seat {n} is {}", if bot { "a bot" } else { "a person" }),
            );
        }
        if let Some(level) = level {
            // A new bot seat is Steady.
            assert!(checked(app, &format!("Level of seat {n}: Steady")) || n > 2);
            tap(app, &format!("Level of seat {n}: {}", level.name()));
            assert!(checked(
                app,
                &format!("Level of seat {n}: {}", level.name())
            ));
        } else {
            assert!(
                find(app, &format!("Level of seat {n}: Steady")).is_empty(),
                "a person has no level"
            );
        }
    }
    tap(app, "First player: seat 1");
    type_into(app, "Strongholds deal number", &deal.to_string());
    tap(app, "Start Strongholds");
}

/// Whether the choice labelled `label` is the one chosen.
fn checked(app: &standfirm::AppWindow, label: &str) -> bool {
    element(app, label).accessible_checked() == Some(true)
}

pub(crate) fn table_of(seats: &[(&str, Option<Level>)]) -> Table {
    Table {
        names: seats.iter().map(|(n, _)| n.to_string()).collect(),
        bots: seats.iter().map(|(_, l)| l.is_some()).collect(),
    }
}

/// A seat's name as the table shows it: a bot's with its level.
fn shown(name: &str, level: Option<Level>) -> String {
    match level {
        Some(l) => format!("{name} · {}", l.name()),
        None => name.to_string(),
    }
}

/// The end screen shows each player's total (a bot with its level), as the shadow scored it.
fn assert_scores(app: &standfirm::AppWindow, shadow: &Leveled, seats: &[(&str, Option<Level>)]) {
    let Status::Finished(outcome) = shadow.state.status() else {
        panic!("the game ends");
    };
    for (seat, (name, level)) in seats.iter().enumerate() {
        let label = format!("{}: {} points", shown(name, *level), outcome.scores[seat]);
        assert_eq!(find(app, &label).len(), 1, "{label:?}: {:?}", texts(app));
    }
}

const MIXED: [(&str, Option<Level>); 4] = [
    ("April", None),
    ("Bot 2", Some(Level::Gentle)),
    ("Bot 3", Some(Level::Steady)),
    ("Bot 4", Some(Level::Wise)),
];

#[test]
fn one_person_against_a_gentle_a_steady_and_a_wise_bot_to_the_end() {
    init();
    let dir = temp_dir("mixed-levels");
    let app = app_at(&dir, 640, 1800);
    app.global::<SettingsAdapter>().set_bot_delay_ms(0);
    set_up(&app, &MIXED, 17);
    let table = table_of(&MIXED);
    let levels: Vec<Option<Level>> = MIXED.iter().map(|(_, l)| *l).collect();
    let mut shadow =
        Leveled::new(State::new(Options::new(4), 17, 0).unwrap(), levels.clone()).keyed_from(&dir);

    // The bots' levels beside their names, on April's own screen too.
    for (name, level) in &MIXED[1..] {
        let line = format!("{} (bot): ", shown(name, *level));
        assert!(
            all_labels(&app).iter().any(|l| l.starts_with(&line)),
            "{line:?}"
        );
    }
    for _ in 0..5000 {
        if matches!(shadow.state.status(), Status::Finished(_)) {
            break;
        }
        play_person(&app, &mut shadow, &table);
    }
    assert_scores(&app, &shadow, &MIXED);
    let _ = std::fs::remove_dir_all(&dir);

    // New game with the same seats: the same levels.
    tap(&app, "New game with the same seats");
    for (name, level) in &MIXED[1..] {
        let line = format!("{} (bot): 0 points", shown(name, *level));
        assert!(
            all_labels(&app).iter().any(|l| l.starts_with(&line)),
            "{line:?}"
        );
    }
    // And the New game screen remembers them.
    tap(&app, "Back");
    if has_button(&app, "Leave") {
        tap(&app, "Leave");
    }
    tap(&app, "Strongholds: New game");
    for (i, (_, level)) in MIXED.iter().enumerate().skip(1) {
        let label = format!("Level of seat {}: {}", i + 1, level.unwrap().name());
        assert!(checked(&app, &label), "{label}");
    }
}

/// The hint the app shows April (seat `seat`) now: Wise's search from her observation, with the stream of
/// (deal, seat, actions so far).
/// The hint of `seat` after `actions` actions on `state`, keyed as the app keys it: by the table's bot secret.
pub(crate) fn expected_hint(
    state: &State,
    secret: u64,
    seat: u8,
    actions: u64,
) -> standfirm_engine::hint::Hint<Action> {
    let mut rng = decision_rng(secret, seat, actions);
    levels::hint(&Observation::of(state, seat), WISE_PLAYOUTS, &mut rng).expect("a hint")
}

/// Whether some Text on screen starts with "Hint:".
pub(crate) fn hint_shown(app: &standfirm::AppWindow) -> bool {
    texts(app).iter().any(|t| t.starts_with("Hint:"))
}

/// Follows `action` by the taps it asks for on the person's own screen; whether it could (a discard of more
/// than one card is left to the caller).
fn follow(app: &standfirm::AppWindow, state: &State, action: &Action) -> bool {
    match action {
        Action::PlayTruth { truth, slot, .. } => {
            open_tab(app, "Truth");
            tap(app, &format!("Truth: {}", truth.card().title));
            if !has_button(app, "Confirm the payment") {
                let target = state.slots[usize::from(*slot)].expect("a Stronghold");
                tap(app, &format!("Stronghold {}", target.card().title));
            }
            tap(app, "Confirm the payment");
        }
        Action::OvercomeTrial { trial: task, .. }
        | Action::FulfilAssignment {
            assignment: task, ..
        } => {
            let kind = if task.card().kind == CardKind::Trial {
                "Trial"
            } else {
                "Assignment"
            };
            open_tab(app, "Trials & Assignments");
            tap(app, &format!("{kind}: {}", task.card().title));
            // The payment opens as the hint's, the permanent it keeps included: confirmed as it is.
            tap(app, "Confirm the payment");
        }
        Action::EndTurn => tap(app, "End turn"),
        Action::KeepTrial => tap(app, "Keep the second Trial"),
        Action::DiscardTrial => tap(app, "Discard the second Trial"),
        Action::DiscardGrowth { card } | Action::ReturnTruth { card } => {
            let count = match state.awaiting() {
                Awaiting::DiscardGrowth { count, .. } | Awaiting::ReturnTruth { count, .. } => {
                    count
                }
                _ => 0,
            };
            if count != 1 {
                return false;
            }
            let cards = if matches!(action, Action::DiscardGrowth { .. }) {
                state.player(state.active).holding.clone()
            } else {
                state.player(state.active).truths.clone()
            };
            pick(app, &cards, *card);
            tap(app, "Confirm the cards chosen");
        }
        _ => return false,
    }
    true
}

/// The Truth cards April holds on screen, by label.
fn truth_labels(app: &standfirm::AppWindow) -> Vec<String> {
    let mut out: Vec<String> = buttons(app)
        .into_iter()
        .filter(|b| b.starts_with("Truth: "))
        .collect();
    out.sort();
    out
}

#[test]
fn the_hint_shows_on_a_persons_turn_is_followed_by_taps_and_is_gone_at_the_handoff() {
    init();
    let dir = temp_dir("hint-levels");
    let app = app_at(&dir, 640, 1800);
    app.global::<SettingsAdapter>().set_bot_delay_ms(0);
    let seats = [
        ("April", None),
        ("Steve", None),
        ("Bot 3", Some(Level::Steady)),
    ];
    set_up(&app, &seats, 23);
    let table = table_of(&seats);
    let levels: Vec<Option<Level>> = seats.iter().map(|(_, l)| *l).collect();
    let mut shadow =
        Leveled::new(State::new(Options::new(3), 23, 0).unwrap(), levels).keyed_from(&dir);

    // April's first decision: the hint, then End turn without following it; nothing of it passes the hand-off.
    // The table is saved (with its bot secret, which keys the hint) from its first action on: the hint shown
    // is checked once it is.
    take_device(&app, &shadow.state, &table);
    assert!(!hint_shown(&app));
    tap(&app, "Hint");
    let shown: Vec<String> = texts(&app)
        .into_iter()
        .filter(|t| t.starts_with("Hint:"))
        .collect();
    let (before, actions_before) = (shadow.state.clone(), shadow.actions);
    assert_eq!(
        element(&app, "Hint").accessible_enabled(),
        Some(false),
        "one hint at a time"
    );
    tap(&app, "End turn");
    shadow.apply(&Action::EndTurn);
    let secret = saved_bot_secret(&dir).expect("the table is saved after its first action");
    let hint = expected_hint(&before, secret, 0, actions_before);
    assert_eq!(shown, vec![format!("Hint: {}", hint.reason)]);
    assert!(has_button(&app, "I'm Steve"), "{:?}", buttons(&app));
    assert!(!hint_shown(&app), "no hint on the hand-off screen");
    assert!(!all_labels(&app).iter().any(|l| l.contains(&hint.reason)));
    take_device(&app, &shadow.state, &table);
    assert!(!hint_shown(&app), "nor on Steve's screen");
    assert_eq!(element(&app, "Hint").accessible_enabled(), Some(true));

    // From here each person asks for the hint at each of their own decisions and follows it by taps.
    let mut followed = Vec::new();
    for _ in 0..400 {
        if matches!(shadow.state.status(), Status::Finished(_)) || followed.len() >= 25 {
            break;
        }
        let decider = match shadow.state.awaiting() {
            Awaiting::Main { seat }
            | Awaiting::SecondTrial { seat, .. }
            | Awaiting::DiscardGrowth { seat, .. }
            | Awaiting::ReturnTruth { seat, .. } => Some(seat),
            _ => None,
        };
        let Some(seat) = decider.filter(|&s| !table.bots[usize::from(s)]) else {
            play_person(&app, &mut shadow, &table);
            continue;
        };
        take_device(&app, &shadow.state, &table);
        tap(&app, "Hint");
        let hint = expected_hint(&shadow.state, secret, seat, shadow.actions);
        assert!(
            shows(&app, &format!("Hint: {}", hint.reason)),
            "the hint from {}'s own view: {:?}",
            table.names[usize::from(seat)],
            texts(&app)
        );
        let before = shadow.state.clone();
        if !follow(&app, &before, &hint.action) {
            play_person(&app, &mut shadow, &table);
            continue;
        }
        shadow.apply(&hint.action);
        // The game moved as the hint said: while the same person still decides, their screen shows the
        // shadow's points and Truth cards, and the hint is gone.
        if shadow.state.awaiting() == (Awaiting::Main { seat }) {
            let points = format!("{} points", score(shadow.state.player(seat)));
            let subtitle = app.global::<ShAdapter>().get_subtitle().to_string();
            assert!(
                subtitle.ends_with(&points),
                "{subtitle:?} after {}",
                hint.action
            );
            let mut truths: Vec<String> = shadow
                .state
                .player(seat)
                .truths
                .iter()
                .map(|t| format!("Truth: {}", t.card().title))
                .collect();
            truths.sort();
            open_tab(&app, "Truth");
            assert_eq!(truth_labels(&app), truths, "after {}", hint.action);
            assert!(!hint_shown(&app), "a new action clears the hint");
        }
        followed.push(hint.action.clone());
        crate::support::strongholds::run_bots(&mut shadow, &table, false);
    }
    assert!(
        followed.iter().any(|a| matches!(
            a,
            Action::PlayTruth { .. }
                | Action::OvercomeTrial { .. }
                | Action::FulfilAssignment { .. }
        )),
        "a card was played on a hint: {followed:?}"
    );
    // The rest of the game as before: the shadow and the app agree to the end.
    for _ in 0..5000 {
        if matches!(shadow.state.status(), Status::Finished(_)) {
            break;
        }
        play_person(&app, &mut shadow, &table);
    }
    assert_scores(&app, &shadow, &seats);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Copies a folder and everything in it.
fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Plays on with the bots at the app's pace (the pause of the settings, one move per pause, mocked time), until
/// `stop` says the bots' next move (the shadow's) is the one to stop before, or the end. The app closes a slap
/// window at once when no Wise bot is in it and no bot slaps; the shadow does the same.
fn play_paced(
    app: &standfirm::AppWindow,
    shadow: &mut Leveled,
    table: &Table,
    stop: &dyn Fn(&Leveled, &Action) -> bool,
) -> Option<Action> {
    let adapter = app.global::<ShAdapter>();
    let mut passed = false;
    for _ in 0..20_000 {
        if matches!(shadow.state.status(), Status::Finished(_)) {
            return None;
        }
        let next = shadow.bot_action(table, passed);
        if let (Some(Action::CloseSlapWindow), Awaiting::SlapWindow { seats, .. }) =
            (&next, shadow.state.awaiting())
        {
            let wise = seats
                .iter()
                .any(|&s| shadow.levels[usize::from(s)] == Some(Level::Wise));
            if !wise {
                shadow.apply(&Action::CloseSlapWindow);
                passed = false;
                continue;
            }
        }
        if adapter.get_stage() == ShStage::Table {
            let action = next.expect("a bot is to move");
            if stop(shadow, &action) {
                return Some(action);
            }
            shadow.apply(&action);
            passed = false;
            mock_elapsed_time(Duration::from_millis(750));
        } else {
            passed = play_person_only(app, shadow, table, &mut |_| {});
        }
    }
    panic!("the game did not end");
}

#[test]
fn a_game_with_a_wise_bot_saved_and_continued_makes_the_same_next_bot_move() {
    init();
    let seats = [
        ("April", None),
        ("Bot 2", Some(Level::Wise)),
        ("Bot 3", Some(Level::Gentle)),
    ];
    let table = table_of(&seats);
    let levels: Vec<Option<Level>> = seats.iter().map(|(_, l)| *l).collect();
    let dir = temp_dir("wise-resume");
    let copy = temp_dir("wise-resume-copy");

    // The bots at the settings' pace (700 ms, the default): mocked time moves them one at a time.
    let app = app_at(&dir, 640, 1800);
    set_up(&app, &seats, 31);
    let mut shadow =
        Leveled::new(State::new(Options::new(3), 31, 0).unwrap(), levels.clone()).keyed_from(&dir);
    // Well into the game, the moment the Wise bot is about to move.
    let wise_next = |s: &Leveled, _: &Action| {
        s.actions >= 40 && matches!(s.state.awaiting(), Awaiting::Main { seat: 1 })
    };
    let expected = play_paced(&app, &mut shadow, &table, &wise_next).expect("the Wise bot moves");
    let adapter = app.global::<ShAdapter>();
    assert_eq!(adapter.get_stage(), ShStage::Table);
    // The game as saved at this moment, kept aside.
    standfirm::flush_saves();
    copy_dir(&dir, &copy);
    // The original game makes its move.
    mock_elapsed_time(Duration::from_millis(750));
    let original = adapter.get_highlight().to_string();
    assert!(original.starts_with("Bot 2 "), "{original:?}");
    app.hide().unwrap();
    drop(app);

    // The saved game continued in a new run of the app: the same move.
    let app = app_at(&copy, 640, 1800);
    tap(&app, "Continue: Strongholds · 3 players");
    let adapter = app.global::<ShAdapter>();
    assert_eq!(adapter.get_stage(), ShStage::Table);
    mock_elapsed_time(Duration::from_millis(750));
    assert_eq!(
        adapter.get_highlight().to_string(),
        original,
        "the same next bot move"
    );
    // And the game goes on from there as the shadow, with that move, to the end.
    shadow.apply(&expected);
    assert!(play_paced(&app, &mut shadow, &table, &|_, _| false).is_none());
    assert_scores(&app, &shadow, &seats);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&copy);
}
