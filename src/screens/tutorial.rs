//! The tutorials: a guided deal of each game played on the real game screen, one coached tap at a time
//! (`play::tutorial` follows the steps; each game's session says which tap comes next). Started from a game's
//! tile on Home and from its Help; Back steps back (never past a revealed card), Restart starts over, Skip
//! leaves; at the end a summary offers a real game, and the tutorial is marked finished on Home.

use crate::nav::{go, jump, Jump};
use crate::tables::play::tutorial::{hide, TutorialRun};
use crate::tables::{refresh_game, table_page, Shared};
use crate::ui::{AppWindow, Coach, HomeAdapter, Page};
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use standfirm_guide::tutorial;
use standfirm_store::SaveFile;

/// Starts (or restarts) the tutorial of `game` on its game screen.
pub fn start(app: &AppWindow, shared: &Shared, game: GameKind) {
    let script = match tutorial::tutorial_in(game, crate::words::tr::lang()) {
        Ok(script) => script,
        Err(e) => {
            app.global::<HomeAdapter>().set_notice(
                crate::words::tr::tr!(
                    "The tutorial cannot start: {reason}",
                    reason = e.to_string()
                )
                .into(),
            );
            return;
        }
    };
    let started = SaveFile::new(
        script.setup.clone(),
        crate::words::tr::tr!("{title} (tutorial)", title = script.title.as_str()),
    )
    .map_err(|e| e.to_string())
    .and_then(|(record, _)| {
        let mut games = shared.borrow_mut();
        games.open_save(record)?;
        games.tutorial = Some(TutorialRun::new(game, script));
        Ok(())
    });
    if let Err(e) = started {
        app.global::<HomeAdapter>().set_notice(
            crate::words::tr::tr!(
                "The tutorial cannot start: {reason}",
                reason = e.to_string()
            )
            .into(),
        );
        return;
    }
    go(app, table_page(game));
    refresh_game(app, shared, game);
}

/// Leaves the tutorial: going to another page ends it (`nav::go`): its game is closed, never saved.
fn leave(app: &AppWindow, to: Page) {
    go(app, to);
    hide(app);
}

/// Steps back one step: a step that explains is left at once; an action is undone, unless a card was
/// revealed after it (information-safe undo).
fn back(app: &AppWindow, shared: &Shared) {
    let Some((game, step)) = shared.borrow().tutorial.as_ref().map(|t| (t.game, t.step)) else {
        return;
    };
    if step == 0 {
        return;
    }
    let previous_is_note = shared
        .borrow()
        .tutorial
        .as_ref()
        .is_some_and(|t| t.tutorial.steps[step - 1].is_note());
    if previous_is_note {
        if let Some(t) = shared.borrow_mut().tutorial.as_mut() {
            t.step -= 1;
        }
    } else {
        let undone = shared
            .borrow_mut()
            .table_mut(game)
            .is_some_and(|t| t.play_mut().undo());
        if !undone {
            if let Some(t) = shared.borrow_mut().tutorial.as_mut() {
                t.refusal = crate::words::tr::tr!(
                    "Back cannot go before a card that was revealed since: tap Restart to start over."
                );
            }
        }
    }
    refresh_game(app, shared, game);
}

/// Wires the coach's buttons and its refusals.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let coach = app.global::<Coach>();
    let weak = app.as_weak();
    let s = shared.clone();
    coach.on_refuse(move |label| {
        let Some(app) = weak.upgrade() else { return };
        let game = {
            let mut games = s.borrow_mut();
            let Some(run) = games.tutorial.as_mut() else {
                return;
            };
            let target = app.global::<Coach>().get_target_label();
            run.refusal = if target.is_empty() {
                crate::words::tr::tr!("Not yet: read the coach's words, then tap Next.")
            } else {
                crate::words::tr::tr!(
                    "Not that one ({label}): tap the glowing “{target}”.",
                    label = label.as_str(),
                    target = target.as_str()
                )
            };
            run.game
        };
        refresh_game(&app, &s, game);
    });
    let weak = app.as_weak();
    let s = shared.clone();
    coach.on_next(move || {
        let Some(app) = weak.upgrade() else { return };
        let game = {
            let mut games = s.borrow_mut();
            let Some(run) = games.tutorial.as_mut() else {
                return;
            };
            run.next();
            run.game
        };
        refresh_game(&app, &s, game);
    });
    let weak = app.as_weak();
    let s = shared.clone();
    coach.on_back(move || {
        if let Some(app) = weak.upgrade() {
            back(&app, &s);
        }
    });
    let weak = app.as_weak();
    let s = shared.clone();
    coach.on_restart(move || {
        let Some(app) = weak.upgrade() else { return };
        let game = s.borrow().tutorial.as_ref().map(|t| t.game);
        if let Some(game) = game {
            start(&app, &s, game);
        }
    });
    let weak = app.as_weak();
    coach.on_skip(move || {
        if let Some(app) = weak.upgrade() {
            leave(&app, Page::Home);
        }
    });
    let weak = app.as_weak();
    let s = shared.clone();
    coach.on_play_real(move || {
        let Some(app) = weak.upgrade() else { return };
        let game = s.borrow().tutorial.as_ref().map(|t| t.game);
        leave(&app, Page::Home);
        if let Some(game) = game {
            jump(&app, Jump::NewGame(game));
        }
    });
}
