//! The session without Slint: the stages the device goes through (hand-off, a person's own screen, the public
//! slap window, the table while bots play, the end), who holds the device, a refused slap claim and undo
//! within a turn; hints from a person's own view, followed by taps; searches whose answers come back too late.
//! Each person's decision is the greedy bot's, made through the session as the screen would.

use super::search::Search;
use super::seats::{bot, human, Seat};
use super::session::{ShSession, ShownHint, Stage, Ui};
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{bots, Action, Level, Observation, State};

fn two_people() -> Vec<Seat> {
    vec![human("April"), human("Steve")]
}

/// One step of the table as its people play it: the hand-off taken, the recap closed, each person's own
/// decision the greedy bot's, every slap window passed by the people, the bots' moves.
fn step(s: &mut ShSession) {
    match s.stage() {
        Stage::Handoff(_) => s.take_device(),
        Stage::Private(_) if s.recap.is_some() => s.close_recap(),
        Stage::Private(_) => {
            let action = bots::greedy(s.state()).expect("a decision is awaited");
            assert!(s.act(action), "the greedy bot's move is legal");
        }
        Stage::Window => s.no_one(),
        Stage::Table => assert!(s.step_bot(), "a bot moves"),
        Stage::Over => {}
    }
}

/// Steps until `found` holds (true) or the game ends (false).
fn play_until(s: &mut ShSession, found: impl Fn(&ShSession) -> bool) -> bool {
    for _ in 0..50_000 {
        if found(s) {
            return true;
        }
        if s.is_over() {
            return false;
        }
        step(s);
    }
    panic!("the game did not end");
}

#[test]
fn two_people_pass_the_device_through_every_stage_to_the_end() {
    let mut s = ShSession::new(two_people(), false, 7, 0).unwrap();
    assert_eq!(
        s.stage(),
        Stage::Handoff(0),
        "the first person is asked for the device"
    );
    assert_eq!(s.private_seat(), None);
    s.take_device();
    assert_eq!(s.stage(), Stage::Private(0));
    assert_eq!(s.private_seat(), Some(0));

    let mut seen = Vec::new();
    let mut last = s.stage();
    while !s.is_over() {
        step(&mut s);
        let stage = s.stage();
        // The device never goes from one person's own screen straight to another's.
        if let (Stage::Private(a), Stage::Private(b)) = (last, stage) {
            assert_eq!(a, b, "a hand-off comes between two people");
        }
        match stage {
            Stage::Private(seat) => assert_eq!(s.private_seat(), Some(seat)),
            _ => assert_eq!(s.private_seat(), None, "{stage:?} shows nothing private"),
        }
        if !seen.contains(&std::mem::discriminant(&stage)) {
            seen.push(std::mem::discriminant(&stage));
        }
        last = stage;
    }
    assert_eq!(s.stage(), Stage::Over);
    for stage in [
        Stage::Handoff(0),
        Stage::Private(0),
        Stage::Window,
        Stage::Table,
        Stage::Over,
    ] {
        assert!(
            seen.contains(&std::mem::discriminant(&stage)),
            "{stage:?} was seen"
        );
    }
}

#[test]
fn one_person_with_bots_keeps_the_device_and_watches_the_bots() {
    let seats = vec![human("April"), bot("Bot 1"), bot("Bot 2")];
    let mut s = ShSession::new(seats, false, 3, 0).unwrap();
    let (mut table, mut own) = (false, false);
    while !s.is_over() {
        assert!(
            !matches!(s.stage(), Stage::Handoff(_)),
            "nobody to hide from: no hand-off"
        );
        own |= s.stage() == Stage::Private(0);
        if s.stage() == Stage::Table {
            table = true;
            assert!(s.bots_to_move());
        }
        step(&mut s);
    }
    assert!(
        own && table,
        "April's own screen and the bots on the public table"
    );
    assert_eq!(s.stage(), Stage::Over);
    assert!(!s.bots_to_move());
}

#[test]
fn a_claim_that_cannot_be_backed_is_refused_and_one_that_can_goes_behind_a_handoff() {
    let (mut refused, mut claimed) = (false, false);
    for seed in 1..60 {
        let mut s = ShSession::new(two_people(), false, seed, 0).unwrap();
        while play_until(&mut s, |s| s.stage() == Stage::Window) {
            let seat = s.window_people()[0];
            let name = s.seats()[usize::from(seat)].name.clone();
            if s.state().can_slap(seat) {
                s.claim(seat);
                assert_eq!(
                    s.stage(),
                    Stage::Handoff(seat),
                    "the claimant takes the device"
                );
                s.take_device();
                assert_eq!(s.stage(), Stage::Private(seat));
                assert!(s.claiming() && !s.can_undo());
                s.cancel_claim();
                assert_eq!(s.stage(), Stage::Window, "back to the public window");
                claimed = true;
            } else {
                let before = s.state().clone();
                s.claim(seat);
                assert_eq!(
                    s.window_message.as_ref().map(crate::words::tr::say),
                    Some(format!("{name} cannot slap."))
                );
                assert_eq!(s.stage(), Stage::Window, "the window stays open");
                assert_eq!(s.state(), &before, "nothing else changes");
                refused = true;
            }
            s.no_one();
            if refused && claimed {
                return;
            }
        }
    }
    panic!("refused {refused}, claimed {claimed}");
}

#[test]
fn undo_takes_back_a_move_within_the_turn_only() {
    let mut s = ShSession::new(two_people(), false, 11, 0).unwrap();
    s.take_device();
    assert!(!s.can_undo(), "nothing to undo past the cards just drawn");
    let task = |s: &ShSession| {
        matches!(s.stage(), Stage::Private(_))
            && s.recap.is_none()
            && matches!(s.state().awaiting(), Awaiting::Main { .. })
            && matches!(
                bots::greedy(s.state()),
                Some(Action::OvercomeTrial { .. } | Action::FulfilAssignment { .. })
            )
    };
    assert!(
        play_until(&mut s, task),
        "a Trial or an Assignment is completed"
    );
    let before = s.state().clone();
    let seat = s.private_seat().unwrap();
    assert!(s.act(bots::greedy(s.state()).unwrap()));
    assert!(s.can_undo(), "completing a task reveals nothing");
    s.undo();
    assert_eq!(s.state(), &before, "undone");
    assert_eq!(s.private_seat(), Some(seat));

    // Once the turn has passed to the other person, nothing of it can be undone.
    assert!(s.act(bots::greedy(s.state()).unwrap()));
    while s.private_seat() == Some(seat) {
        step(&mut s);
    }
    play_until(&mut s, |s| matches!(s.stage(), Stage::Private(_)));
    assert!(!s.can_undo());
    let state = s.state().clone();
    s.undo();
    assert_eq!(s.state(), &state, "an undo here changes nothing");
}

/// Steps until a person's own decision shows, past "Since your last turn"; false at the end.
fn to_own_decision(s: &mut ShSession) -> bool {
    let found = play_until(s, |s| {
        matches!(s.stage(), Stage::Private(_)) && s.recap.is_none() && !s.claiming()
    });
    found && !s.is_over()
}

/// Makes the hinted move by the private screen's taps, as a person following the hint would.
fn follow(s: &mut ShSession, action: &Action) {
    match action {
        Action::PlayTruth { truth, slot, .. } | Action::Slap { truth, slot, .. } => {
            s.tap_truth(*truth);
            if matches!(s.ui, Ui::Target(_)) {
                s.tap_stronghold(*slot);
            }
            s.pay_confirm();
        }
        Action::OvercomeTrial { trial: task, .. }
        | Action::FulfilAssignment {
            assignment: task, ..
        } => {
            s.tap_task(*task);
            s.pay_confirm();
        }
        Action::EndTurn => s.end_turn(),
        Action::KeepTrial => s.keep_trial(),
        Action::DiscardTrial => s.discard_trial(),
        Action::DiscardGrowth { card } | Action::ReturnTruth { card } => {
            let count = match s.state().awaiting() {
                Awaiting::DiscardGrowth { count, .. } | Awaiting::ReturnTruth { count, .. } => {
                    count
                }
                _ => 0,
            };
            s.tap_pick(*card);
            assert!(matches!(&s.ui, Ui::Pick(m) if m == &vec![*card]), "marked");
            if count == 1 {
                s.confirm_pick();
            } else {
                // More than one to let go: the hinted one now, the rest by later hints.
                s.ui = Ui::Idle;
                s.act(action.clone());
            }
        }
        Action::CloseSlapWindow => s.cancel_claim(),
        Action::EndByAgreement => {
            s.act(Action::EndByAgreement);
        }
    }
}

/// Asks for the hint and runs its search in place, as the screen does where no worker can answer.
fn hint_now(s: &mut ShSession) -> ShownHint {
    let job = s
        .hint_search()
        .expect("a hint may be asked on a person's own screen");
    assert!(
        s.hint_thinking() && !s.can_hint(),
        "the hint is being looked for"
    );
    assert!(s.deliver(job.run()), "its answer is taken");
    s.shown_hint().expect("the hint shows").clone()
}

/// The same state with everything April (seat 0) cannot see dealt otherwise: another hand's Truth card swapped
/// with one of the Truth deck, the Growth and Stronghold decks in another order.
fn hidden_changed(state: &State) -> State {
    let mut other = state.clone();
    let n = other.options.players;
    if let Some(seat) = (1..n).find(|&s| !other.player(s).truths.is_empty()) {
        if !other.truth_deck.is_empty() {
            let card = other.truth_deck.pop_front().unwrap();
            let p = &mut other.players[usize::from(seat)];
            let given = std::mem::replace(&mut p.truths[0], card);
            other.truth_deck.push_back(given);
        }
    }
    other.growth_deck.make_contiguous().reverse();
    other.stronghold_deck.make_contiguous().reverse();
    other
}

#[test]
fn a_hint_comes_from_the_persons_own_view_only() {
    let seats = vec![human("April"), bot("Bot 2"), bot("Bot 3")];
    let mut checked = 0;
    for seed in [4u64, 8, 15] {
        let mut s = ShSession::new(seats.clone(), false, seed, 0).unwrap();
        for _ in 0..3 {
            assert!(to_own_decision(&mut s));
            let real = s.state().clone();
            let other = hidden_changed(&real);
            assert_ne!(real, other, "the hidden cards differ");
            assert_eq!(
                Observation::of(&real, 0),
                Observation::of(&other, 0),
                "April sees the same table"
            );
            let actions = s.play.actions().len() as u64;
            let job = s.hint_search().unwrap();
            let mine = job.run();
            let theirs = Search::hint(s.generation, &other, 0, actions).run();
            assert_eq!(
                mine, theirs,
                "the same hint from the same view (seed {seed})"
            );
            assert!(s.deliver(mine));
            let hint = s.shown_hint().unwrap().clone();
            assert!(!hint.reason.to_string().is_empty());
            // The hint is legal at the real table too, and following it moves the game on.
            follow(&mut s, &hint.action);
            checked += 1;
        }
    }
    assert_eq!(checked, 9);
}

#[test]
fn following_a_hint_by_taps_makes_the_hinted_move() {
    let seats = vec![human("April"), bot("Bot 2")];
    let mut s = ShSession::new(seats, false, 21, 0).unwrap();
    let mut kinds = Vec::new();
    for _ in 0..40 {
        if !to_own_decision(&mut s) {
            break;
        }
        let hint = hint_now(&mut s);
        let mut expected = s.state().clone();
        let before = s.play.actions().len();
        follow(&mut s, &hint.action);
        assert!(s.play.actions().len() > before, "{} was made", hint.action);
        expected.apply(&hint.action).unwrap();
        let made: Action = s.play.actions()[before]
            .parse()
            .expect("an action in notation");
        assert_eq!(
            made, hint.action,
            "the move made is the hinted one, payment and all"
        );
        assert_eq!(s.play.actions().len(), before + 1);
        assert_eq!(s.state(), &expected);
        assert!(s.shown_hint().is_none(), "a new action clears the hint");
        let kind = std::mem::discriminant(&hint.action);
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    assert!(
        kinds.len() >= 3,
        "several kinds of move were hinted: {kinds:?}"
    );
}

#[test]
fn a_search_that_comes_back_after_the_game_moved_on_is_ignored() {
    // A hint asked, then a move made before it came back.
    let seats = vec![human("April"), Seat::bot("Bot 2", Level::Wise)];
    let mut s = ShSession::new(seats.clone(), false, 5, 0).unwrap();
    assert!(to_own_decision(&mut s));
    let job = s.hint_search().unwrap();
    let worker = std::thread::spawn(move || job.run());
    assert!(s.act(bots::greedy(s.state()).unwrap()));
    let stale = worker.join().unwrap();
    assert!(!s.deliver(stale), "a hint for an older moment is ignored");
    assert!(s.shown_hint().is_none() && !s.hint_thinking());

    // A hint asked, then a move made and undone: the same position, but the answer is still ignored.
    let s2 = &mut ShSession::new(seats.clone(), false, 11, 0).unwrap();
    let undoable = |s: &ShSession| {
        to_own_decision_ready(s)
            && matches!(
                bots::greedy(s.state()),
                Some(Action::OvercomeTrial { .. } | Action::FulfilAssignment { .. })
            )
    };
    assert!(play_until(s2, undoable));
    let job = s2.hint_search().unwrap();
    assert!(s2.act(bots::greedy(s2.state()).unwrap()) && s2.can_undo());
    s2.undo();
    assert!(!s2.deliver(job.run()), "an undo makes the hint out of date");

    // The Wise bot's move searched away from the session: taken when nothing changed, and the same move as
    // decided in place; the same answer given to a new game is ignored.
    let mut s = ShSession::new(seats.clone(), false, 5, 0).unwrap();
    assert!(play_until(&mut s, |s| s.bot_searches()));
    let expected = s.bot_action().expect("the Wise bot moves");
    let job = s.bot_search().expect("a search for the Wise bot's move");
    assert!(s.bot_search().is_none(), "one search at a time");
    assert!(!s.bot_ready(), "the move waits for its search");
    let found = std::thread::spawn(move || job.run()).join().unwrap();
    let mut again = ShSession::new(seats, false, 5, 0).unwrap();
    assert!(play_until(&mut again, |s| s.bot_searches()));
    assert!(
        !again.deliver(found.clone()),
        "another game's answer is ignored"
    );
    assert!(s.deliver(found.clone()));
    assert!(s.bot_ready());
    let mut after = s.state().clone();
    after.apply(&expected).unwrap();
    assert!(s.step_bot());
    assert_eq!(
        s.state(),
        &after,
        "the searched move is the one decided in place"
    );
    assert!(!s.deliver(found), "an answer is taken once");
}

/// A person's own decision is on screen, past the recap.
fn to_own_decision_ready(s: &ShSession) -> bool {
    matches!(s.stage(), Stage::Private(_))
        && s.recap.is_none()
        && !s.claiming()
        && matches!(s.state().awaiting(), Awaiting::Main { .. })
}

#[test]
fn a_search_run_a_step_at_a_time_finds_what_the_worker_finds() {
    // The browser runs a Wise bot's search and a hint on the event loop, a step at a time: the same move and
    // the same hint as one run on a worker thread.
    let seats = vec![human("April"), Seat::bot("Bot 2", Level::Wise)];
    let mut s = ShSession::new(seats.clone(), false, 5, 0).unwrap();
    let mut most_steps = 0;
    for _ in 0..8 {
        if !play_until(&mut s, |s| s.bot_searches()) {
            break;
        }
        let job = s.bot_search().expect("a search for the Wise bot's move");
        let whole = job.clone().run();
        let mut stepping = job.stepping();
        let mut steps = 1;
        while !stepping.step() {
            steps += 1;
        }
        most_steps = most_steps.max(steps);
        let found = stepping.found();
        assert_eq!(found, whole);
        assert!(s.deliver(found) && s.step_bot());
    }
    assert!(
        most_steps > 10,
        "a search with several moves to weigh is cut into many steps: {most_steps}"
    );

    let mut s = ShSession::new(seats, false, 11, 0).unwrap();
    assert!(to_own_decision(&mut s));
    let job = s.hint_search().unwrap();
    let whole = job.clone().run();
    let mut stepping = job.stepping();
    while !stepping.step() {}
    assert_eq!(stepping.found(), whole);
}

#[test]
fn a_look_back_shows_only_the_reviewed_persons_screen_and_plays_nothing() {
    let mut s = ShSession::new(two_people(), false, 7, 0).unwrap();
    play_until(&mut s, |_| false);
    let save = s.save_file();
    let total = save.actions.len();
    let mut own = 0;
    for at in 0..=total {
        let look = ShSession::look(save.clone(), at, 1).unwrap();
        // As it stood before the action `at`.
        assert_eq!(crate::tables::play::Played::actions(&look.play).len(), at);
        match look.stage() {
            Stage::Private(seat) => {
                assert_eq!(seat, 1, "only Steve's own screen, at {at}");
                assert_eq!(look.decider(), Some(1));
                assert!(look.recap.is_none(), "no account over the screen");
                own += 1;
            }
            Stage::Table => assert_ne!(look.decider(), Some(1), "at {at}"),
            Stage::Over => assert_eq!(at, total),
            other => panic!("a look shows no {other:?} (at {at})"),
        }
        assert!(!look.bots_to_move(), "no bot moves in a look");
    }
    assert!(own > 5, "Steve decided many times: {own}");
    // Nothing may be played or undone, and nothing is saved.
    let mut look = ShSession::look(save.clone(), 0, 0).unwrap();
    let before = look.state().clone();
    let action = bots::greedy(look.state()).expect("a decision");
    assert!(!look.act(action));
    assert!(
        look.play.message.contains("look back"),
        "{}",
        look.play.message
    );
    assert_eq!(look.state(), &before);
    look.undo();
    assert!(crate::tables::Table::take_save(&mut look).is_none());
    assert!(!look.may_review(0), "no review from inside a look");
    assert!(ShSession::look(save.clone(), total + 1, 0).is_err());
    assert!(ShSession::look(save, 0, 2).is_err(), "no third seat");
}

#[test]
fn a_try_from_a_look_plays_on_with_the_person_alone_and_bots_in_the_other_seats() {
    let mut s = ShSession::new(two_people(), false, 7, 0).unwrap();
    play_until(&mut s, |_| false);
    let save = s.save_file();
    let at = save.actions.len() / 2;
    let look = ShSession::look(save.clone(), at, 1).unwrap();
    let (tried, _) = save.try_from(at, 1, 5, "a try").unwrap();
    let mut t = ShSession::resume(tried).unwrap();
    // What Steve knew then is what the try starts from; the other seat is a bot now.
    assert_eq!(
        Observation::of(t.state(), 1),
        Observation::of(look.state(), 1)
    );
    assert!(t.seats()[0].bot && !t.seats()[1].bot);
    assert!(!t.can_undo(), "nothing before the new deal is undone");
    // It plays to its end: Steve's own moves on his screen, the bot's on the table.
    for _ in 0..50_000 {
        if t.is_over() {
            break;
        }
        match t.stage() {
            Stage::Private(seat) => {
                assert_eq!(seat, 1, "only Steve's screen");
                if t.recap.is_some() {
                    t.close_recap();
                } else {
                    let action = bots::greedy(t.state()).expect("a decision");
                    assert!(t.act(action));
                }
            }
            Stage::Table => assert!(t.step_bot(), "the bot moves"),
            Stage::Window => t.no_one(),
            other => panic!("no {other:?} with one person"),
        }
    }
    assert!(t.is_over());
}
