//! The step-through: a finished game looked at on its real table, as the reviewed seat saw it before each move,
//! back and on (the table plays nothing: `Play::look_only`; a Strongholds person sees only their own screen and
//! the public table). Opened from the review at a turning point or at the start; Back returns to the review,
//! and the game open on that table before waits aside until then (`Games::look`).

use crate::nav;
use crate::tables::strongholds::ShSession;
use crate::tables::{refresh_game, table_page, Shared};
use crate::ui::{AppWindow, LookAdapter, Nav, Page};
use crate::words::moves::{aog_words, pip_words, sh_words, Start};
use crate::words::review::Row;
use crate::words::tr::{say, tr};
use slint::ComponentHandle;
use standfirm_engine::words::Msg;
use standfirm_engine::{armor_of_god as aog, msg, pip_armor as pip, strongholds as sh, GameKind};
use standfirm_store::SaveFile;
use std::cell::RefCell;

/// The look under way: the game, the seat, the move it stands before, and the review's turning points (to say
/// one where the look stands on it).
#[derive(Clone)]
struct Look {
    save: SaveFile,
    seat: u8,
    at: usize,
    points: Vec<Row>,
}

thread_local! {
    static LOOK: RefCell<Option<Look>> = const { RefCell::new(None) };
}

/// Opens the look at `seat`'s game in `save` before its action `at`, on the game's table; `points` are the
/// review's turning points. Says why not when it cannot be opened (nothing changes then).
pub fn open(
    app: &AppWindow,
    shared: &Shared,
    save: &SaveFile,
    seat: u8,
    at: usize,
    points: Vec<Row>,
) -> Result<(), String> {
    let game = save.setup.game();
    if game == GameKind::Strongholds
        && crate::tables::online_in_progress(&shared.borrow(), GameKind::Strongholds)
    {
        return Err(tr!(
            "Your online table is still in play: look back at this game once you have left it."
        ));
    }
    let look = Look {
        save: save.clone(),
        seat,
        at: at.min(save.actions.len()),
        points,
    };
    show(app, shared, look)
}

/// Steps the look `delta` moves back (negative) or on; at either end nothing changes.
pub fn step(app: &AppWindow, shared: &Shared, delta: i32) {
    let Some(mut look) = LOOK.with_borrow(Clone::clone) else {
        return;
    };
    let at = look.at as i64 + i64::from(delta);
    if at < 0 || at > look.save.actions.len() as i64 {
        return;
    }
    look.at = at as usize;
    if let Err(why) = show(app, shared, look) {
        app.global::<LookAdapter>().set_detail(why.into());
    }
}

/// Puts the look on its table and says where it stands.
fn show(app: &AppWindow, shared: &Shared, look: Look) -> Result<(), String> {
    let game = shared
        .borrow_mut()
        .open_look(look.save.clone(), look.at, look.seat)
        .map_err(|why| tr!("This game cannot be shown: {reason}", reason = why))?;
    LOOK.with_borrow_mut(|l| *l = Some(look));
    app.global::<LookAdapter>().set_active(true);
    say_bar(app, shared);
    if app.global::<Nav>().get_page() != table_page(game) {
        nav::go(app, table_page(game));
    }
    refresh_game(app, shared, game);
    Ok(())
}

/// Try from here: a new saved game from the move the look stands before, with the cards the seat could not see
/// then dealt again (at a Strongholds table the other seats played by bots), opened on the table at once; it is
/// practice, never counted. The look and its review end.
pub fn try_here(app: &AppWindow, shared: &Shared) {
    let Some(look) = LOOK.with_borrow(Clone::clone) else {
        return;
    };
    let name = say(&look.save.try_name_msg(look.at));
    let tried = look
        .save
        .try_from(look.at, look.seat, crate::platform::entropy(), name);
    let (save, state) = match tried {
        Ok(tried) => tried,
        Err(why) => {
            let why = tr!(
                "This game cannot be tried from here: {reason}",
                reason = why.to_string()
            );
            app.global::<LookAdapter>().set_detail(why.into());
            return;
        }
    };
    crate::services::review::stop();
    end(app, shared);
    // Saved at once: a game of its own, continued from Home like any other.
    if let Some(saves) = shared.borrow_mut().saves.as_mut() {
        saves.autosave(save.clone(), &state);
    }
    if let Err(why) = crate::tables::open_file(app, shared, save) {
        let game = look.save.setup.game();
        crate::tables::tell(app, shared, game, &why);
    }
}

/// The page of the look under way, if any: leaving for it keeps the review.
pub fn page() -> Option<Page> {
    LOOK.with_borrow(|l| l.as_ref().map(|l| table_page(l.save.setup.game())))
}

/// Ends the look, if any: the game that waited aside is back on its table.
pub fn end(app: &AppWindow, shared: &Shared) {
    if LOOK.with_borrow_mut(Option::take).is_some() {
        shared.borrow_mut().end_look();
        app.global::<LookAdapter>().set_active(false);
    }
}

/// Says the look's bar again in the language now.
pub fn refresh(app: &AppWindow, shared: &Shared) {
    say_bar(app, shared);
}

/// The bar: the move the look stands before, what was played there, and whether it can step.
fn say_bar(app: &AppWindow, shared: &Shared) {
    let Some(look) = LOOK.with_borrow(Clone::clone) else {
        return;
    };
    let total = look.save.actions.len();
    let a = app.global::<LookAdapter>();
    a.set_can_back(look.at > 0);
    a.set_can_forward(look.at < total);
    if look.at >= total {
        a.set_title(tr!("The end of the game").into());
        a.set_detail(tr!("Every move of the game has been played here.").into());
        return;
    }
    a.set_title(
        tr!(
            "Move {number} of {total}",
            number = look.at + 1,
            total = total
        )
        .into(),
    );
    let text = &look.save.actions[look.at];
    let detail = match mover(shared, &look) {
        Mover::Seat => {
            let played = played(look.save.setup.game(), text)
                .map(|m| say(&msg!("Your move here: {played}.", played = m)))
                .unwrap_or_default();
            match look.points.iter().find(|p| p.at == look.at) {
                Some(point) => {
                    let best = point.best.as_ref().map(say).unwrap_or_default();
                    tr!(
                        "{played} A turning point. {detail} {best}",
                        played = played,
                        detail = say(&point.detail),
                        best = best
                    )
                }
                None => played,
            }
        }
        Mover::Other(name) => tr!("Next: {name}'s move.", name = name),
        Mover::Table => tr!("Next: the slap window closes."),
    };
    a.set_detail(detail.into());
}

/// Who makes the move the look stands before.
enum Mover {
    /// The seat reviewed (every move of a solo game).
    Seat,
    /// Another seat, by name.
    Other(String),
    /// The table (a slap window closing).
    Table,
}

/// Who makes the move the look stands before: a Strongholds action of another seat is never said (it may name
/// a card the seat could not see).
fn mover(shared: &Shared, look: &Look) -> Mover {
    if look.save.setup.game() != GameKind::Strongholds {
        return Mover::Seat;
    }
    let Ok(action) = look.save.actions[look.at].parse::<sh::Action>() else {
        return Mover::Table;
    };
    let games = shared.borrow();
    let Some(session) = games.get_ref::<ShSession>() else {
        return Mover::Table;
    };
    let actor = match action {
        sh::Action::Slap { seat, .. } => Some(seat),
        sh::Action::CloseSlapWindow => None,
        _ => session.decider(),
    };
    match actor {
        Some(seat) if seat == look.seat => Mover::Seat,
        Some(seat) => Mover::Other(
            session
                .seats()
                .get(usize::from(seat))
                .map(|s| s.name.clone())
                .unwrap_or_default(),
        ),
        None => Mover::Table,
    }
}

/// The seat's own move in words, from its text in the save.
fn played(game: GameKind, text: &str) -> Option<Msg> {
    match game {
        GameKind::ArmorOfGod => text
            .parse::<aog::Action>()
            .ok()
            .map(|a| aog_words(&a, Start::Lower)),
        GameKind::PipArmor => text
            .parse::<pip::Action>()
            .ok()
            .map(|a| pip_words(&a, Start::Lower)),
        GameKind::Strongholds => text.parse::<sh::Action>().ok().map(|a| sh_words(&a)),
    }
}
