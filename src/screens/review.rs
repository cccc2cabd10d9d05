//! Review: a finished game's chance over its decisions, its turning points and its luck, filled in as the
//! review service measures each decision (`services::review`). Opened from a result sheet, Saved games or a
//! Strongholds table's end, for one seat; Back returns to the screen it was opened from.

use crate::nav;
use crate::services::review::{self, Progress};
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
}

/// Opens the review of `seat` in `save`, from the page showing now. A game that cannot be reviewed says why on
/// the page it was asked from ([`standfirm_store::ReviewError`]'s words) and opens nothing.
pub fn open(app: &AppWindow, save: &SaveFile, seat: u8) -> Result<(), String> {
    let from = app.global::<Nav>().get_page();
    NAME.with_borrow_mut(|n| n.clone_from(&save.name));
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

/// Back: the review stops and the page it was opened from shows again.
pub fn back(app: &AppWindow) {
    review::stop();
    nav::go(app, FROM.get());
}

/// Stops the review when its page is left by any other way than Back (a jump, the language's refresh keeps it).
pub fn page_changed(to: Page) {
    if to != Page::Review {
        review::stop();
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
            })
            .collect();
        Rc::new(VecModel::from(v)).into()
    };
    a.set_points(rows(&w.points));
    a.set_points_empty(say(&w.points_empty).into());
    a.set_luck(rows(&w.luck));
}
