//! Review: a finished game's chance over its decisions, its turning points and its luck, filled in as the
//! review service measures each decision (`services::review`). Opened from a result sheet, Saved games or a
//! Strongholds table's end, for one seat; Back returns to the screen it was opened from. A turning point, a fall
//! of luck or "Step through the game" shows the game on its real table as the seat saw it then (`steps`).

pub mod steps;

use crate::nav;
use crate::services::review::{self, Progress};
use crate::tables::Shared;
use crate::ui::{AppWindow, Nav, Page, ReviewAdapter, ReviewPoint, ReviewRow};
use crate::words::review::{chart_sentence, progress, words, Row};
use crate::words::tr::{say, tr};
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_engine::review::{Decision, Review, WORLDS};
use standfirm_store::{GameReview, SaveFile};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

thread_local! {
    /// The page the review was opened from, for Back.
    static FROM: Cell<Page> = const { Cell::new(Page::Home) };
    /// The review as last shown, to say again in another language.
    static LAST: RefCell<Option<Progress>> = const { RefCell::new(None) };
    /// The name of the game reviewed, for the title.
    static NAME: RefCell<String> = const { RefCell::new(String::new()) };
    /// The game reviewed and the seat, for the step-through.
    static GAME: RefCell<Option<(SaveFile, u8)>> = const { RefCell::new(None) };
}

/// Opens the review of `seat` in `save`, from the page showing now. A game that cannot be reviewed says why on
/// the page it was asked from ([`standfirm_store::ReviewError`]'s words) and opens nothing.
pub fn open(app: &AppWindow, save: &SaveFile, seat: u8) -> Result<(), String> {
    let from = app.global::<Nav>().get_page();
    NAME.with_borrow_mut(|n| n.clone_from(&save.name));
    GAME.with_borrow_mut(|g| *g = Some((save.clone(), seat)));
    clear(app);
    let show: review::Show = Rc::new(present);
    review::start(app, save, seat, show).map_err(|e| {
        tr!(
            "This game cannot be reviewed: {reason}",
            reason = e.to_string()
        )
    })?;
    if from != Page::Review {
        FROM.set(from);
    }
    nav::go(app, Page::Review);
    Ok(())
}

/// Says the review again in the language now.
pub fn refresh(app: &AppWindow) {
    if let Some(p) = LAST.with_borrow(Clone::clone) {
        present(app, &p);
    }
}

/// Empties the page before a review begins.
fn clear(app: &AppWindow) {
    LAST.with_borrow_mut(|l| *l = None);
    say_title(app);
    let a = app.global::<ReviewAdapter>();
    a.set_summary("".into());
    a.set_progress(tr!("Measuring your decisions…").into());
    a.set_done(0.0);
    a.set_chart(ModelRc::default());
    a.set_total(0);
    a.set_chart_label("".into());
    a.set_points(ModelRc::default());
    a.set_luck(ModelRc::default());
}

/// The title in the language now: "Review: Armor of God · deal 7".
fn say_title(app: &AppWindow) {
    let title = NAME.with_borrow(|name| tr!("Review: {name}", name = name.as_str()));
    app.global::<ReviewAdapter>().set_title(title.into());
}

/// Back: the review stops, a look at its game ends, and the page it was opened from shows again.
pub fn back(app: &AppWindow, shared: &Shared) {
    review::stop();
    steps::end(app, shared);
    nav::go(app, FROM.get());
}

/// Stops the review, and ends a look at its game, when the page shown is neither the review nor that look's
/// table (a jump; the language's refresh keeps them).
pub fn page_changed(app: &AppWindow, shared: &Shared, to: Page) {
    if to != Page::Review && steps::page() != Some(to) {
        review::stop();
        steps::end(app, shared);
    }
}

/// Wires the review's taps: a row or "Step through the game" opens the game on its table, and the look's
/// buttons step it.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let weak = app.as_weak();
    let s = shared.clone();
    app.global::<ReviewAdapter>().on_look(move |at| {
        let Some(app) = weak.upgrade() else { return };
        look(&app, &s, at);
    });
    let weak = app.as_weak();
    let s = shared.clone();
    app.global::<crate::ui::LookAdapter>()
        .on_step(move |delta| {
            if let Some(app) = weak.upgrade() {
                steps::step(&app, &s, delta);
            }
        });
    let weak = app.as_weak();
    let s = shared.clone();
    app.global::<crate::ui::LookAdapter>().on_try_here(move || {
        if let Some(app) = weak.upgrade() {
            steps::try_here(&app, &s);
        }
    });
}

/// Shows the game reviewed on its table before the action `at` (negative: the seat's first decision, or the
/// start when the review has not found one yet). Why not is said in the review's progress line.
fn look(app: &AppWindow, shared: &Shared, at: i32) {
    let Some((save, seat)) = GAME.with_borrow(Clone::clone) else {
        return;
    };
    let (first, points) = LAST.with_borrow(|p| match p {
        Some(p) => (first_decision(&p.review), words(&p.review).points),
        None => (None, Vec::new()),
    });
    let at = usize::try_from(at).unwrap_or(first.unwrap_or(0));
    if let Err(why) = steps::open(app, shared, &save, seat, at, points) {
        app.global::<ReviewAdapter>().set_progress(why.into());
    }
}

/// The action number of the review's first decision, if one has been measured.
fn first_decision(review: &GameReview) -> Option<usize> {
    match review {
        GameReview::ArmorOfGod(r) => r.decisions.first().map(|d| d.index),
        GameReview::PipArmor(r) => r.decisions.first().map(|d| d.index),
        GameReview::Strongholds(r) => r.decisions.first().map(|d| d.index),
    }
}

/// The chart's points of a review's decisions, in order, and each decision's action number (for the chart's
/// sentence).
fn chart<A>(r: &Review<A>) -> Vec<(usize, ReviewPoint)> {
    r.decisions
        .iter()
        .enumerate()
        .map(|(i, d): (usize, &Decision<A>)| {
            let point = ReviewPoint {
                chance: d.chance().value() as f32,
                also: d.also_chance().value() as f32,
                turning: r.turning_points.contains(&i),
            };
            (d.index, point)
        })
        .collect()
}

/// Shows the review so far.
fn present(app: &AppWindow, p: &Progress) {
    LAST.with_borrow_mut(|l| *l = Some(p.clone()));
    say_title(app);
    let (points, worlds) = match &p.review {
        GameReview::ArmorOfGod(r) => (chart(r), WORLDS.0),
        GameReview::PipArmor(r) => (chart(r), WORLDS.0),
        GameReview::Strongholds(r) => (chart(r), WORLDS.1),
    };
    let w = words(&p.review);
    let a = app.global::<ReviewAdapter>();
    a.set_summary(say(&w.summary).into());
    a.set_progress(say(&progress(p.done, p.total, worlds)).into());
    a.set_done(if p.total == 0 {
        1.0
    } else {
        p.done as f32 / p.total as f32
    });
    a.set_total(p.total as i32);
    let sentence: Vec<(usize, f64)> = points
        .iter()
        .map(|(i, p)| (*i, f64::from(p.chance)))
        .collect();
    let model: Vec<ReviewPoint> = points.into_iter().map(|(_, p)| p).collect();
    a.set_chart(Rc::new(VecModel::from(model)).into());
    a.set_chance_name(say(&w.chance_name).into());
    a.set_also_name(say(&w.also_name).into());
    a.set_chart_label(say(&chart_sentence(w.chance_name.clone(), &sentence)).into());
    let rows = |rows: &[Row]| -> ModelRc<ReviewRow> {
        let v: Vec<ReviewRow> = rows
            .iter()
            .map(|r| ReviewRow {
                title: say(&r.title).into(),
                detail: say(&r.detail).into(),
                best: r.best.as_ref().map(say).unwrap_or_default().into(),
                at: r.at as i32,
            })
            .collect();
        Rc::new(VecModel::from(v)).into()
    };
    a.set_points(rows(&w.points));
    a.set_points_empty(say(&w.points_empty).into());
    a.set_luck(rows(&w.luck));
}
