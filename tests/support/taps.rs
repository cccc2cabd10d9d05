//! Where Android's smoke test (`android/smoke.sh`) taps: the centres of the buttons it needs, found by accessible
//! label on the real screens laid out at the device's window size and insets, by walking the same flow
//! (Home → Armor of God's New game → a fixed deal number → Start → a move → Back → Leave → Home's Continue). So
//! the taps follow the layout: `examples/smoke_taps.rs` prints them for the size the app reports on the device,
//! with the deal number to type, so that the device plays the deal played here.

use super::{app_at, buttons, find, key, temp_dir, type_into, words};
use i_slint_backend_testing::{AccessibleRole, ElementHandle, ElementRoot};
use slint::ComponentHandle;
use standfirm::AppWindow;

/// One tap: its name in `android/smoke.sh`, its centre in logical pixels from the window's top left, and the
/// text the smoke test types after it (the deal number, into the field tapped).
#[derive(Debug, Clone, PartialEq)]
pub struct Tap {
    pub name: String,
    pub x: f32,
    pub y: f32,
    pub text: Option<String>,
}

/// The names of the taps, in the order the smoke test makes them.
pub const NAMES: [&str; 8] = [
    "new-game", "deal", "start", "hand-1", "hand-2", "pile", "leave", "continue",
];

fn button(app: &AppWindow, label: &str) -> Option<ElementHandle> {
    find(app, label)
        .into_iter()
        .find(|e| e.accessible_role() == Some(AccessibleRole::Button))
}

/// The centre of `element`, if it lies inside the window (what is scrolled out of view cannot be tapped).
fn centre(app: &AppWindow, element: &ElementHandle, what: &str) -> Result<(f32, f32), String> {
    let position = element.absolute_position();
    let size = element.size();
    let (x, y) = (
        position.x + size.width / 2.0,
        position.y + size.height / 2.0,
    );
    let window = app.window().size().to_logical(app.window().scale_factor());
    if x < 0.0 || y < 0.0 || x > window.width || y > window.height {
        return Err(format!(
            "{what} is out of view at {:.0}x{:.0} (its centre: {x:.0}, {y:.0})",
            window.width, window.height
        ));
    }
    Ok((x, y))
}

/// A tap where the smoke test makes it: a pointer pressed and released at (`x`, `y`), not an accessible action,
/// so that what lies there on screen is what is tapped.
fn click(app: &AppWindow, x: f32, y: f32) {
    use slint::platform::{PointerEventButton, WindowEvent};
    let position = slint::LogicalPosition::new(x, y);
    let window = app.window();
    window.dispatch_event(WindowEvent::PointerMoved { position });
    window.dispatch_event(WindowEvent::PointerPressed {
        position,
        button: PointerEventButton::Left,
    });
    window.dispatch_event(WindowEvent::PointerReleased {
        position,
        button: PointerEventButton::Left,
    });
    window.dispatch_event(WindowEvent::PointerExited);
}

/// Notes the centre of `element` as the tap `name`.
fn note(
    taps: &mut Vec<Tap>,
    app: &AppWindow,
    name: &str,
    element: &ElementHandle,
    what: &str,
) -> Result<(), String> {
    let (x, y) = centre(app, element, what)?;
    taps.push(Tap {
        name: name.to_string(),
        x,
        y,
        text: None,
    });
    Ok(())
}

/// Fails unless the app shows `page` after the tap `name`.
fn expect_page(app: &AppWindow, name: &str, page: standfirm::Page) -> Result<(), String> {
    let now = app.global::<standfirm::Nav>().get_page();
    if now != page {
        return Err(format!(
            "the tap {name} led to {now:?}, not {page:?}; buttons: {:?}",
            buttons(app)
        ));
    }
    Ok(())
}

/// The smoke test's taps for a window of `width`×`height` logical pixels whose screens sit inside the insets
/// `top` and `bottom` (the status bar and the gesture or navigation bar). The flow is walked by pointer taps at
/// those very points, each checked to do what the smoke test expects of it. Fails, naming the button, when one
/// is missing, out of view or covered.
pub fn smoke_taps(width: u32, height: u32, top: f32, bottom: f32) -> Result<Vec<Tap>, String> {
    let dir = temp_dir(&format!("smoke-taps-{width}x{height}"));
    let app = app_at(&dir, width, height);
    app.set_simulated_inset_top(top);
    app.set_simulated_inset_bottom(bottom);
    let mut taps = Vec::new();
    let labelled = |app: &AppWindow, label: &str| {
        button(app, label)
            .ok_or_else(|| format!("no button {label:?} on screen; buttons: {:?}", buttons(app)))
    };

    use standfirm::Page;
    let at = |taps: &[Tap], name: &str| {
        let t = taps.iter().rev().find(|t| t.name == name).expect("noted");
        click(&app, t.x, t.y);
    };
    let new_game = "Armor of God: Solo: New game";
    note(
        &mut taps,
        &app,
        "new-game",
        &labelled(&app, new_game)?,
        new_game,
    )?;
    at(&taps, "new-game");
    expect_page(&app, "new-game", Page::AogNew)?;
    // A fixed deal whose first card may go on the Belt pile (a random deal left the move unmade now and then),
    // typed into the Deal number field after a tap on it, as the device's smoke test types it.
    let deal = (1..)
        .find(|&n| {
            use standfirm_engine::armor_of_god::{Action, Slot, State};
            let state = State::new(Default::default(), n);
            let card = state.hand()[0];
            state.legal_actions().contains(&Action::Play {
                card,
                slot: Slot::Belt,
            })
        })
        .expect("a deal");
    let field = find(&app, "Deal number")
        .into_iter()
        .next()
        .ok_or_else(|| {
            format!(
                "no Deal number field on screen; buttons: {:?}",
                buttons(&app)
            )
        })?;
    note(&mut taps, &app, "deal", &field, "the Deal number field")?;
    drop(field);
    if let Some(tap) = taps.last_mut() {
        tap.text = Some(deal.to_string());
    }
    at(&taps, "deal");
    type_into(&app, "Deal number", &deal.to_string());
    let start = "Start the game";
    note(&mut taps, &app, "start", &labelled(&app, start)?, start)?;
    at(&taps, "start");
    expect_page(&app, "start", Page::Aog)?;

    // The move: the first card of the hand onto the Belt pile (the deal was chosen for it). The smoke test then
    // taps the second card and the pile too, which is refused once the move is made (a card must be
    // discarded first): the same four taps are made here.
    let hand: Vec<ElementHandle> = app
        .root_element()
        .query_descendants()
        .match_accessible_role(AccessibleRole::Button)
        .find_all()
        .into_iter()
        .filter(|e| {
            e.accessible_label()
                .is_some_and(|l| l.starts_with("Hand: "))
        })
        .collect();
    if hand.len() < 2 {
        return Err(format!("the hand shows {} cards", hand.len()));
    }
    note(&mut taps, &app, "hand-1", &hand[0], "the hand's first card")?;
    note(
        &mut taps,
        &app,
        "hand-2",
        &hand[1],
        "the hand's second card",
    )?;
    let pile = format!(
        "{} pile",
        standfirm_engine::armor_of_god::Slot::Belt.title()
    );
    note(&mut taps, &app, "pile", &labelled(&app, &pile)?, &pile)?;
    let dart = format!(
        "Hand: {}",
        words(standfirm_engine::cards::Card::ACE_OF_SPADES)
    );
    let first_is_dart = hand[0].accessible_label().unwrap_or_default() == dart.as_str();
    drop(hand);
    for name in ["hand-1", "pile", "hand-2", "pile"] {
        at(&taps, name);
    }
    let held = hand_count(&app);
    if held != 3 {
        return Err(format!(
            "after the taps on the hand and the pile, the hand holds {held} cards, not 3 (a move not made{})",
            if first_is_dart { "; the first card was Satan's Dart" } else { "" }
        ));
    }
    expect_page(&app, "pile", Page::Aog)?;

    // Back asks before leaving a game in progress.
    key(&app, slint::platform::Key::Back);
    note(&mut taps, &app, "leave", &labelled(&app, "Leave")?, "Leave")?;
    at(&taps, "leave");
    expect_page(&app, "leave", Page::Home)?;
    let resume = buttons(&app)
        .into_iter()
        .find(|b| b.starts_with("Continue: "))
        .ok_or_else(|| format!("Home offers nothing to continue: {:?}", buttons(&app)))?;
    note(
        &mut taps,
        &app,
        "continue",
        &labelled(&app, &resume)?,
        &resume,
    )?;
    at(&taps, "continue");
    expect_page(&app, "continue", Page::Aog)?;
    app.hide().ok();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(taps)
}

/// How many cards the hand shows.
fn hand_count(app: &AppWindow) -> usize {
    buttons(app)
        .iter()
        .filter(|b| b.starts_with("Hand: "))
        .count()
}

/// The taps as `android/smoke.sh` reads them: a comment naming the size, then `NAME X Y` a line, followed by the
/// text to type after the tap when there is one (`deal X Y 3`).
pub fn format(width: u32, height: u32, top: f32, bottom: f32, taps: &[Tap]) -> String {
    let mut text = format!(
        "# android/smoke.sh taps for a window of {width}x{height}, insets top {top} bottom {bottom} (logical px)\n"
    );
    for t in taps {
        text.push_str(&format!("{} {:.1} {:.1}", t.name, t.x, t.y));
        if let Some(typed) = &t.text {
            text.push_str(&format!(" {typed}"));
        }
        text.push('\n');
    }
    text
}
