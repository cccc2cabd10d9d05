//! UI tests in the threaded mode (`support::threads`): the app's workers run on threads of their own, and their
//! answers come back through the event loop when the test delivers them. A Chance estimate and a Wise search
//! answered after the player moved on are dropped, the fresh ones shown (a Learning mode line too); the screen never waits for a worker
//! (each worker is held at the door with its answer while the player goes on tapping).
//!
//! Run without `STANDFIRM_TEST_THREADED`, each test runs itself again in a child process with it set.

use crate::chance::{aog_headline, learning_line, log_texts, start_aog};
use crate::strongholds_levels::{expected_hint, hint_shown, set_up, table_of};
use crate::support::strongholds::{
    play_person_only, saved_bot_secret, start_april_and_steve, take_device, Follow, Leveled,
};
use crate::support::threads::Threads;
use crate::support::*;
use slint::ComponentHandle;
use standfirm::{ChanceAdapter, SettingsAdapter};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{bots, Action, Level, Options, State};

#[test]
fn a_chance_answered_after_the_move_is_dropped_and_the_screen_never_waits() {
    let Some(threads) = Threads::on(
        "threads::a_chance_answered_after_the_move_is_dropped_and_the_screen_never_waits",
    ) else {
        return;
    };
    // A deal whose first move changes the chance as the panel writes it, so that the two answers differ.
    let deal = (1..200)
        .find(|&deal| {
            let state = aog::State::new(aog::Options::default(), deal);
            let mut after = state.clone();
            after
                .apply(&aog::bots::greedy_action(&state).unwrap())
                .unwrap();
            aog_headline(&state) != aog_headline(&after)
        })
        .expect("a deal whose first move changes its chance");
    let app = app(360, 900);
    let mut state = start_aog(&app, deal);
    let chance = app.global::<ChanceAdapter>();

    // The Chance asked: the estimate runs on a worker, which is held with its answer at the door. The tap came
    // back at once: the panel is open and working.
    threads.hold();
    tap(&app, "Chance");
    assert!(
        chance.get_shown() && chance.get_working(),
        "the panel works on it"
    );
    threads.wait_held(1);
    assert!(chance.get_working(), "its answer is not delivered yet");
    assert_eq!(chance.get_headline(), "");

    // The player moves on before the answer is delivered: the panel works out the new position.
    let old = aog_headline(&state);
    let action = aog::bots::greedy_action(&state).unwrap();
    perform_aog(&app, &action);
    state.apply(&action).unwrap();
    let new = aog_headline(&state);
    assert_ne!(old, new, "the two positions read differently");
    assert!(chance.get_shown() && chance.get_working());

    // Every answer delivered, one at a time: the old one never shows; the new one does.
    threads.release();
    threads.wait_answers(1);
    for _ in 0..50 {
        if threads.queued() == 0 {
            threads.wait_answers(threads.answers() + 1);
        }
        threads.deliver_one();
        assert_ne!(
            chance.get_headline(),
            old.as_str(),
            "the old position's answer was dropped"
        );
        if !chance.get_working() {
            break;
        }
    }
    assert_eq!(chance.get_headline(), new.as_str());
    assert_eq!(threads.answers(), 2, "one answer for each position");
    assert_eq!(
        threads.waited_for(),
        0,
        "the screen never waited for a worker"
    );
}

#[test]
fn a_hint_answered_after_the_person_moved_on_is_dropped() {
    let Some(threads) =
        Threads::on("threads::a_hint_answered_after_the_person_moved_on_is_dropped")
    else {
        return;
    };
    let dir = temp_dir("threads-hint");
    let app = app_at(&dir, 640, 1800);
    let (table, mut state) = start_april_and_steve(&app, 4);
    // On to a decision of April's after which she still decides: a move that is not the end of her turn.
    for _ in 0..200 {
        let mid_turn = state.active == 0
            && state.awaiting() == (Awaiting::Main { seat: 0 })
            && !matches!(bots::greedy(&state), Some(Action::EndTurn) | None);
        if mid_turn {
            break;
        }
        play_person_only(&app, &mut state, &table, &mut |_| {});
    }
    take_device(&app, &state, &table);
    assert_eq!(state.awaiting(), Awaiting::Main { seat: 0 });

    // The hint asked: Wise's search runs on a worker, held at the door; the screen says it is looking.
    threads.hold();
    tap(&app, "Hint");
    assert!(shows(
        &app,
        "Hint: playing out games from what you can see…"
    ));
    threads.wait_held(1);
    assert!(shows(
        &app,
        "Hint: playing out games from what you can see…"
    ));

    // April plays on (the greedy move, not the hint's) before it is delivered, and is back on her own screen
    // (a slap window her move opened answered): the hint is dropped.
    play_person_only(&app, &mut state, &table, &mut |_| {});
    while matches!(state.awaiting(), Awaiting::SlapWindow { .. }) {
        play_person_only(&app, &mut state, &table, &mut |_| {});
    }
    take_device(&app, &state, &table);
    assert_eq!(
        state.awaiting(),
        Awaiting::Main { seat: 0 },
        "April still decides"
    );
    threads.release();
    threads.wait_answers(1);
    threads.deliver();
    assert!(
        !hint_shown(&app),
        "no hint for a moment April has left: {:?}",
        texts(&app)
    );

    // Asked again, the hint for the moment she is at comes back and shows.
    tap(&app, "Hint");
    threads.wait_answers(2);
    threads.deliver();
    let secret = saved_bot_secret(&dir).expect("the table is saved");
    let actions = kept_actions(&dir).len() as u64;
    let hint = expected_hint(&state, secret, 0, actions);
    assert!(
        shows(&app, &format!("Hint: {}", hint.reason)),
        "{:?}",
        texts(&app)
    );
    assert_eq!(
        threads.waited_for(),
        0,
        "the screen never waited for a worker"
    );
}

#[test]
fn a_wise_bots_search_answered_after_the_person_left_is_dropped_and_asked_again() {
    let Some(threads) = Threads::on(
        "threads::a_wise_bots_search_answered_after_the_person_left_is_dropped_and_asked_again",
    ) else {
        return;
    };
    let dir = temp_dir("threads-wise");
    let app = app_at(&dir, 640, 1800);
    app.global::<SettingsAdapter>().set_bot_delay_ms(0);
    let seats = [("April", None), ("Bot 2", Some(Level::Wise))];
    set_up(&app, &seats, 5);
    let table = table_of(&seats);
    let levels = seats.iter().map(|(_, l)| *l).collect();
    let mut shadow =
        Leveled::new(State::new(Options::new(2), 5, 0).unwrap(), levels).keyed_from(&dir);

    // April plays until the Wise bot is to move: its search runs on a worker, held at the door with its move,
    // while the table shows the bot's turn.
    threads.hold();
    for _ in 0..200 {
        if shadow.bot_action(&table, false).is_some() {
            break;
        }
        play_person_only(&app, &mut shadow, &table, &mut |_| {});
    }
    let expected = shadow
        .bot_action(&table, false)
        .expect("the Wise bot is to move");
    threads.wait_held(1);
    assert!(shows(&app, "Bot 2 is playing…"), "{:?}", texts(&app));
    let kept = kept_actions(&dir);
    assert_eq!(kept.len() as u64, shadow.actions);

    // April leaves the table before the move is delivered: it is dropped, and the bot does not move.
    tap(&app, "Back");
    if has_button(&app, "Leave") {
        tap(&app, "Leave");
    }
    threads.release();
    threads.wait_answers(1);
    threads.deliver();
    assert_eq!(
        kept_actions(&dir),
        kept,
        "no bot move while the table is away"
    );

    // Back at the table: the search is asked again, and its answer makes the move the game makes (the bot's
    // next search, asked then, stays at the door).
    tap(&app, "Continue: Strongholds · 2 players");
    threads.wait_answers(2);
    threads.hold();
    threads.deliver();
    shadow.apply(&expected);
    let now = kept_actions(&dir);
    assert_eq!(now.len(), kept.len() + 1, "the bot moved once: {now:?}");
    assert_eq!(now.last(), Some(&expected.to_string()));
    assert_eq!(
        threads.waited_for(),
        0,
        "the screen never waited for a worker"
    );
}

#[test]
fn a_learning_line_answered_after_the_next_move_is_dropped() {
    let Some(threads) =
        Threads::on("threads::a_learning_line_answered_after_the_next_move_is_dropped")
    else {
        return;
    };
    let dir = temp_dir("threads-learning");
    let app = app_at(&dir, 360, 900);
    tap(&app, "Settings");
    tap(&app, "Learning mode: On");
    tap(&app, "Back");
    let mut state = start_aog(&app, 11);

    // The first move's line is worked out and held at the door; the player makes a second move meanwhile.
    threads.hold();
    let first = aog::bots::greedy_action(&state).unwrap();
    let before_first = state.clone();
    perform_aog(&app, &first);
    state.apply(&first).unwrap();
    let first_line = learning_line(&before_first, &state, &first);
    threads.wait_held(1);
    let second = aog::bots::greedy_action(&state).unwrap();
    let before_second = state.clone();
    perform_aog(&app, &second);
    state.apply(&second).unwrap();
    let second_line = learning_line(&before_second, &state, &second);
    assert_ne!(first_line, second_line);

    // Every answer delivered, one at a time: the second move's line comes; the first's, late, never does.
    threads.release();
    for _ in 0..50 {
        if log_texts(&app).contains(&second_line) {
            break;
        }
        if threads.queued() == 0 {
            threads.wait_answers(threads.answers() + 1);
        }
        threads.deliver_one();
    }
    threads.deliver();
    let log = log_texts(&app);
    assert!(
        log.contains(&second_line),
        "{second_line:?} in the log: {log:?}"
    );
    assert!(
        !log.contains(&first_line),
        "the first move's line came after the second move and was dropped: {log:?}"
    );
    assert_eq!(
        threads.waited_for(),
        0,
        "the screen never waited for a worker"
    );
}
