//! Today on Home: the date, the daily deals' grade, the verse of the day (its passage on a tap), each solo
//! game's deal of the day with how it stands, and the gentle streak in kind words.

use crate::models::sheets::show_verse;
use crate::services::daily::{deals, open, streak_line};
use crate::tables::{Games, Shared};
use crate::ui::{AppWindow, DailyItem, HomeAdapter};
use crate::words::daily::{date_words, status_words};
use crate::words::tr::tr;
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_store::daily::DailyDeal;
use standfirm_store::{today, DailyStatus, SaveFile};

/// Shows today on Home: the date, the verse of the day, the daily deals, and the streak unless Settings hide it.
pub fn update(app: &AppWindow, games: &Games, saves: &[&SaveFile]) {
    let home = app.global::<HomeAdapter>();
    let date = today();
    home.set_today(tr!("Today · {date}", date = date_words(date)).into());
    home.set_today_grade(
        tr!(
            "Today's grade: {grade}. The daily deals grow harder through the week, Easy on Monday to Very hard on Sunday.",
            grade = crate::words::grade::grade_msg(standfirm_store::daily::grade_of_day(date))
        )
        .into(),
    );
    match standfirm_guide::daily::entry_of_the_day(date) {
        Ok(entry) => {
            // The day's verse in the language now (the same reference in every library).
            let (text, shown) = crate::words::verses::quote(&entry.reference);
            if text.is_empty() {
                home.set_verse_text(entry.text.as_str().into());
                home.set_verse_shown(
                    format!("{} ({})", entry.reference, entry.translation.code()).into(),
                );
            } else {
                home.set_verse_text(text.into());
                home.set_verse_shown(shown.into());
            }
        }
        // The library is embedded; should it ever fail to read, Home says so in place of the verse.
        Err(problem) => {
            home.set_verse_text(
                tr!(
                    "The verse of the day cannot be shown: {reason}",
                    reason = crate::words::tr::say(&problem.msg())
                )
                .into(),
            );
            home.set_verse_shown("".into());
        }
    }
    let items: Vec<DailyItem> = deals(games, date, saves).iter().map(item).collect();
    home.set_daily_items(ModelRc::new(VecModel::from(items)));
    let words = games
        .saves
        .as_ref()
        .map(|saves| streak_line(saves, date))
        .unwrap_or_default();
    home.set_streak(words.into());
}

fn item(deal: &DailyDeal) -> DailyItem {
    let (status, action) = status_words(&deal.status);
    DailyItem {
        title: crate::words::tr::say(&deal.game.short_title_msg()).into(),
        line: tr!("Deal {deal} · {status}", deal = deal.deal, status = status).into(),
        action: action.into(),
        done: !matches!(
            deal.status,
            DailyStatus::NotStarted | DailyStatus::InProgress { .. }
        ),
        won: deal.status == DailyStatus::Won,
    }
}

/// Wires Home's verse of the day and daily deals.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let home = app.global::<HomeAdapter>();
    let weak = app.as_weak();
    home.on_verse_of_the_day(move || {
        let Some(app) = weak.upgrade() else { return };
        if let Ok(entry) = standfirm_guide::daily::entry_of_the_day(today()) {
            show_verse(&app, &entry.reference);
        }
    });
    let weak = app.as_weak();
    let shared = shared.clone();
    home.on_daily(move |index| {
        let Some(app) = weak.upgrade() else { return };
        let Ok(index) = usize::try_from(index) else {
            return;
        };
        if let Err(reason) = open(&app, &shared, index) {
            app.global::<HomeAdapter>().set_notice(
                tr!("The daily deal cannot be opened: {reason}", reason = reason).into(),
            );
        }
    });
}
