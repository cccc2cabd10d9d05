//! UI test: the Chance on every table, checked against the engine's own estimate from the player's
//! view (the same key, so the same answer): shown by the Chance button and worked out again after a move; at a
//! pass-and-play Strongholds table it closes when the device passes on and each person sees only their own.
//! Learning mode: each move's log line and the Learning hint.

use crate::support::strongholds::{play_person_only, start_april_and_steve, take_device};
use crate::support::*;
use slint::{ComponentHandle, Model};
use standfirm::{AogAdapter, ChanceAdapter};
use standfirm_engine::odds::{self, position_key, Budget, HINT_PLAYOUTS, PLAYOUTS};
use standfirm_engine::strongholds::Level;
use standfirm_engine::{armor_of_god as aog, pip_armor as pip};

/// "about 72% ± 3", as the panel writes a chance.
fn about(c: odds::Chance) -> String {
    let (p, m) = c.percent();
    format!("about {p}% ± {m}")
}

/// The Chance panel's headline for `state`: the engine's estimate from the player's view.
pub(crate) fn aog_headline(state: &aog::State) -> String {
    let o =
        odds::armor_of_god(state, position_key(state, 0), Budget::playouts(PLAYOUTS.0)).unwrap();
    format!("Chance to win: {}", about(o.win))
}

fn pip_headline(state: &pip::State) -> String {
    let o = odds::pip_armor(state, position_key(state, 0), Budget::playouts(PLAYOUTS.0)).unwrap();
    format!("Chance of a victory: {}", about(o.win))
}

/// Starts Armor of God on `deal` from Home; the engine's state of it.
pub(crate) fn start_aog(app: &standfirm::AppWindow, deal: u64) -> aog::State {
    tap(app, "Armor of God: Solo: New game");
    type_into(app, "Deal number", &deal.to_string());
    tap(app, "Start the game");
    aog::State::new(aog::Options::default(), deal)
}

/// The table's log, line by line.
pub(crate) fn log_texts(app: &standfirm::AppWindow) -> Vec<String> {
    let log = app.global::<AogAdapter>().get_log();
    (0..log.row_count())
        .filter_map(|i| log.row_data(i))
        .map(|l| l.text.to_string())
        .collect()
}

/// The Learning line Armor of God's log gets for `action` from `before` to `after`: the move, then how the
/// chance changed, in the engine's words (the early moves of a deal: a play or a discard).
pub(crate) fn learning_line(
    before: &aog::State,
    after: &aog::State,
    action: &aog::Action,
) -> String {
    let change = odds::change(
        before,
        after,
        0,
        &(),
        (position_key(before, 0), position_key(after, 0)),
        Budget::playouts(PLAYOUTS.0),
    );
    let words = match *action {
        aog::Action::Play { slot, .. } => format!(
            "{} {} → {}",
            slot.title(),
            before.pile_total(slot),
            after.pile_total(slot)
        ),
        aog::Action::Discard { card } => format!("Discard the {}", words(card)),
        ref other => panic!("not an early move of a deal: {other}"),
    };
    format!("{words}: {}.", change.words())
}

#[test]
fn the_chance_of_armor_of_god_is_shown_and_refreshed_after_a_move() {
    init();
    let app = app(360, 900);
    let mut state = start_aog(&app, 11);
    let chance = app.global::<ChanceAdapter>();
    assert!(!chance.get_shown(), "shown on demand only");
    tap(&app, "Chance");
    assert!(chance.get_shown() && !chance.get_working());
    assert_eq!(chance.get_headline(), aog_headline(&state).as_str());
    assert!(shows(&app, &aog_headline(&state)), "{:?}", texts(&app));
    assert!(chance
        .get_details()
        .starts_with("Passing the Defense Check of round 1: about "));
    // A move: the panel stays open and is worked out again for the new position.
    for _ in 0..3 {
        let action = aog::bots::greedy_action(&state).unwrap();
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
        assert!(chance.get_shown(), "open until closed");
        assert_eq!(chance.get_headline(), aog_headline(&state).as_str());
    }
    let v = chance.get_value();
    assert!((0.0..=1.0).contains(&v) && chance.get_margin() > 0.0);
    tap(&app, "Chance");
    assert!(!chance.get_shown(), "closed by the same button");
    // Leaving the table closes it.
    tap(&app, "Chance");
    tap(&app, "Back");
    if has_button(&app, "Leave") {
        tap(&app, "Leave");
    }
    assert!(!chance.get_shown());
}

#[test]
fn the_chance_of_pip_armor_counts_only_what_is_on_the_table() {
    init();
    let app = app(360, 900);
    tap(&app, "PIP Armor: New game");
    type_into(&app, "Deal number", "3");
    tap(&app, "Start the game");
    let mut state = pip::State::new(pip::Options::default(), 3);
    tap(&app, "Chance");
    let chance = app.global::<ChanceAdapter>();
    assert_eq!(chance.get_headline(), pip_headline(&state).as_str());
    assert!(chance.get_details().contains("Whole Armor"));
    assert!(
        chance.get_note().contains("set aside"),
        "the Prepare phase says what it leaves out"
    );
    for _ in 0..2 {
        let action = pip::hint(&state.view()).unwrap().action;
        perform_pip(&app, &state, &action);
        state.apply(&action).unwrap();
        assert_eq!(chance.get_headline(), pip_headline(&state).as_str());
    }
}

#[test]
fn a_strongholds_chance_is_each_persons_own_and_closes_at_the_hand_off() {
    init();
    let app = app(640, 1400);
    let (table, mut state) = start_april_and_steve(&app, 4);
    let chance = app.global::<ChanceAdapter>();
    let levels = vec![Level::Steady, Level::Steady];
    let headline = |state: &standfirm_engine::strongholds::State, seat: u8| {
        let o = odds::strongholds(
            state,
            seat,
            &levels,
            position_key(state, seat),
            Budget::playouts(PLAYOUTS.1),
        )
        .unwrap();
        format!("Chance to finish first: {}", about(o.first))
    };
    let first = state.active;
    assert!(take_device(&app, &state, &table));
    tap(&app, "Chance");
    assert!(chance.get_shown());
    assert_eq!(chance.get_headline(), headline(&state, first).as_str());
    assert!(chance.get_details().starts_with("First alone: about "));
    // Play on until the device passes to the other person: the panel is closed at the hand-off and stays
    // closed on their screen until they ask for their own.
    for _ in 0..50 {
        play_person_only(&app, &mut state, &table, &mut |_| {});
        if state.active != first {
            break;
        }
        if chance.get_shown() {
            assert_eq!(chance.get_headline(), headline(&state, first).as_str());
        }
    }
    assert_ne!(state.active, first, "the turn passed");
    assert!(!chance.get_shown(), "never on the next person's screen");
    assert!(take_device(&app, &state, &table));
    assert!(!chance.get_shown(), "the next person did not ask");
    tap(&app, "Chance");
    assert_eq!(
        chance.get_headline(),
        headline(&state, state.active).as_str()
    );
}

#[test]
fn learning_mode_logs_each_moves_change_and_weighs_the_hint() {
    init();
    let dir = temp_dir("learning");
    let app = app_at(&dir, 360, 900);
    tap(&app, "Settings");
    tap(&app, "Learning mode: On");
    tap(&app, "Back");
    let mut state = start_aog(&app, 11);
    for _ in 0..3 {
        let before = state.clone();
        let action = aog::bots::greedy_action(&state).unwrap();
        perform_aog(&app, &action);
        state.apply(&action).unwrap();
        let line = learning_line(&before, &state, &action);
        let hand: Vec<String> = state
            .hand()
            .iter()
            .map(|&c| crate::support::words(c))
            .collect();
        assert_eq!(
            hand_labels(&app),
            hand,
            "the hand on screen is the engine's"
        );
        assert!(
            log_texts(&app).contains(&line),
            "{line:?} in the log: {:?}",
            log_texts(&app)
        );
    }
    // The Learning hint: the move with the best chance in the same worlds, shown when it differs.
    tap(&app, "Hint");
    let best = odds::armor_of_god_best(
        &state,
        position_key(&state, 0),
        Budget::playouts(HINT_PLAYOUTS.0),
    )
    .unwrap();
    let hint = app.global::<AogAdapter>().get_hint_text().to_string();
    if best.differs() {
        assert!(hint.starts_with("Learning hint: "), "{hint}");
    } else {
        assert!(
            hint.ends_with(&format!(
                "No move does clearly better: about {}% to win.",
                best.greedy_chance.percent().0
            )),
            "{hint}"
        );
    }
    // Off again: no line for the next move.
    tap(&app, "Back");
    if has_button(&app, "Leave") {
        tap(&app, "Leave");
    }
    tap(&app, "Settings");
    tap(&app, "Learning mode: Off");
    let counted = |app: &standfirm::AppWindow| {
        log_texts(app)
            .iter()
            .filter(|l| l.contains("your chance"))
            .count()
    };
    let before = counted(&app);
    let moves = kept_actions(&dir).len();
    tap(&app, "Back");
    tap(&app, "Continue: Armor of God · deal 11");
    // One more move (the hint chose a card: a discard it chose is one tap on the button).
    if has_button(&app, "Discard the chosen card") {
        tap(&app, "Discard the chosen card");
    } else {
        perform_aog(&app, &aog::bots::greedy_action(&state).unwrap());
    }
    assert_eq!(kept_actions(&dir).len(), moves + 1, "the move was made");
    assert_eq!(
        counted(&app),
        before,
        "no line for a move made with Learning mode off"
    );
}
