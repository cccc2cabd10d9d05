//! The session without Slint: the stages the device goes through (hand-off, a person's own screen, the public
//! slap window, the table while bots play, the end), who holds the device, a refused slap claim and undo
//! within a turn. Each person's decision is the greedy bot's, made through the session as the screen would.

use super::seats::{bot, human, Seat};
use super::session::{ShSession, Stage};
use standfirm_engine::strongholds::view::Awaiting;
use standfirm_engine::strongholds::{bots, Action};

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
                assert_eq!(s.window_message, format!("{name} cannot slap."));
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
