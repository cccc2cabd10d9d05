//! UI test: the solo tables as a card app: a card dragged from the hand onto a pile is played; a drop that is
//! not allowed returns it and says why; the Hint is the move from what is on the table, and following it plays
//! it (both games); flights carry the cards, and with reduced motion they only fade in where they land.

use crate::support::*;
use i_slint_backend_testing::ElementHandle;
use slint::platform::{PointerEventButton, WindowEvent};
use slint::{ComponentHandle, LogicalPosition, Model};
use standfirm::{AppWindow, Motion, Theme};
use standfirm_engine::armor_of_god::{self as aog, Action};
use standfirm_engine::pip_armor;

fn centre(e: &ElementHandle) -> LogicalPosition {
    let p = e.absolute_position();
    let s = e.size();
    LogicalPosition::new(p.x + s.width / 2.0, p.y + s.height / 2.0)
}

/// Drags from the centre of the element labelled `from` to `to`, in small steps, as a finger would.
fn drag(app: &AppWindow, from: &str, to: LogicalPosition) {
    let start = centre(&element(app, from));
    let w = app.window();
    w.dispatch_event(WindowEvent::PointerPressed {
        position: start,
        button: PointerEventButton::Left,
    });
    for k in 1..=10 {
        let t = k as f32 / 10.0;
        w.dispatch_event(WindowEvent::PointerMoved {
            position: LogicalPosition::new(
                start.x + (to.x - start.x) * t,
                start.y + (to.y - start.y) * t,
            ),
        });
    }
    w.dispatch_event(WindowEvent::PointerReleased {
        position: to,
        button: PointerEventButton::Left,
    });
}

/// The engine's hand in the words of the screen's "Hand: …" buttons.
fn hand_words(state: &aog::State) -> Vec<String> {
    state.hand().iter().map(|&c| words(c)).collect()
}

/// Where the flying cards are drawn now.
fn flying(app: &AppWindow) -> Vec<(f32, f32)> {
    ElementHandle::find_by_element_type_name(app, "FlyingCard")
        .map(|e| {
            let p = e.absolute_position();
            (p.x, p.y)
        })
        .collect()
}

#[test]
fn drag_drop_hints_and_motion() {
    init();
    let app = app(412, 915);
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", "7");
    tap(&app, "Start the game");
    let mut state = aog::State::new(aog::Options::default(), 7);

    // The hint, followed: the card is chosen, its pile marked, and a tap on the pile plays it.
    tap(&app, "Hint");
    let hint = aog::hint(&state.table()).expect("a hint");
    assert!(
        shows(&app, &format!("Hint: {}", hint.reason)),
        "{:?}",
        texts(&app)
    );
    let Action::Play { slot, .. } = hint.action else {
        panic!("a play first")
    };
    tap(&app, &format!("{} pile", slot.title()));
    state.apply(&hint.action).unwrap();
    assert_eq!(
        hand_labels(&app),
        hand_words(&state),
        "the hinted card was played"
    );
    // Flights: with full motion each card leaves from its start.
    let flights = app.global::<Motion>().get_flights();
    assert!(flights.row_count() > 0, "the move flies");
    let starts: Vec<(f32, f32)> = (0..flights.row_count())
        .filter_map(|i| flights.row_data(i))
        .map(|f| (f.x0, f.y0))
        .collect();
    let drawn = flying(&app);
    assert!(!drawn.is_empty(), "the move's cards are drawn in flight");
    for at in drawn {
        assert!(
            starts.contains(&at),
            "a card leaves from where it was: {at:?} in {starts:?}"
        );
    }
    // Finish the discard step by hint.
    while state.step() == aog::Step::Discard {
        let h = aog::hint(&state.table()).unwrap();
        perform_aog(&app, &h.action);
        state.apply(&h.action).unwrap();
    }

    // A drag onto a pile plays the card there.
    i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(2));
    let Some(Action::Play { card, slot }) = aog::bots::greedy_action(&state) else {
        panic!("a play")
    };
    let pile = centre(&element(&app, &format!("{} pile", slot.title())));
    drag(&app, &format!("Hand: {}", words(card)), pile);
    state.apply(&Action::Play { card, slot }).unwrap();
    assert_eq!(
        hand_labels(&app).len(),
        state.hand().len(),
        "the card was played"
    );
    assert!(
        description(&app, &format!("{} pile", slot.title())).starts_with(&format!(
            "{} of {}",
            state.pile_total(slot),
            slot.target()
        )) || state.claimed().contains(&slot)
    );
    while state.step() == aog::Step::Discard {
        let h = aog::hint(&state.table()).unwrap();
        perform_aog(&app, &h.action);
        state.apply(&h.action).unwrap();
    }

    // A drop beside every pile changes nothing and says why; the card goes back to the hand.
    let before = hand_labels(&app);
    let first = before[0].clone();
    let log = element(&app, "Event log");
    drag(&app, &format!("Hand: {first}"), centre(&log));
    assert_eq!(hand_labels(&app), before);
    assert!(shows(&app, "Drop the card on one of the six piles."));
    // A drop on a pile that cannot take the card: the engine's reason. By now deal 7 has a piece claimed.
    let claimed = *state
        .claimed()
        .first()
        .expect("deal 7 has a claimed pile by now");
    let pile = centre(&element(&app, &format!("{} pile", claimed.title())));
    drag(&app, &format!("Hand: {first}"), pile);
    assert_eq!(hand_labels(&app), before, "nothing changed");
    let why = aog::RuleError::Claimed(claimed).to_string();
    assert!(
        texts(&app)
            .iter()
            .any(|t| t.to_lowercase().contains(&why.to_lowercase())),
        "{why:?} on screen: {:?}",
        texts(&app)
    );

    // Reduced motion: flights only fade in where they land.
    tap(&app, "Back");
    tap(&app, "Leave");
    tap(&app, "Settings");
    tap(&app, "Motion: Reduced");
    assert!(app.global::<Theme>().get_reduce_motion());
    tap(&app, "Back");
    tap(&app, "Continue: Armor of God · deal 7");
    i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(2));
    let Some(Action::Play { card, slot }) = aog::bots::greedy_action(&state) else {
        panic!("a play")
    };
    tap(&app, &format!("Hand: {}", words(card)));
    tap(&app, &format!("{} pile", slot.title()));
    state.apply(&Action::Play { card, slot }).unwrap();
    assert_eq!(hand_labels(&app), hand_words(&state), "the card was played");
    let flights = app.global::<Motion>().get_flights();
    let ends: Vec<(f32, f32)> = (0..flights.row_count())
        .filter_map(|i| flights.row_data(i))
        .map(|f| (f.x1, f.y1))
        .collect();
    let drawn = flying(&app);
    assert!(!drawn.is_empty(), "the move's cards are drawn");
    for at in drawn {
        assert!(
            ends.contains(&at),
            "a reduced flight is drawn where it lands: {at:?} in {ends:?}"
        );
    }

    // PIP Armor: the hint chooses the card to keep and says why; following it keeps it there.
    tap(&app, "Back");
    tap(&app, "Leave");
    tap(&app, "PIP Armor: New game");
    type_into(&app, "Deal number", "3");
    tap(&app, "Start the game");
    let pip = pip_armor::State::new(pip_armor::Options::default(), 3);
    let hint = pip_armor::hint(&pip.view()).expect("a hint");
    tap(&app, "Hint");
    assert!(shows(&app, &format!("Hint: {}", hint.reason)));
    let pip_armor::Action::Prepare { pile, .. } = hint.action else {
        panic!("prepare first")
    };
    tap(
        &app,
        if pile == pip_armor::Pile::Armor {
            "Keep as Armor"
        } else {
            "Keep as Response"
        },
    );
    assert!(shows(&app, "turn 2 of 18"), "the hinted move was made");
}
