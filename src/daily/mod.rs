//! Today on Home: the verse of the day, each solo game's deal of the day with how it stands, and the gentle
//! daily streak in kind words. The rules (which deal, which verse, what counts for the streak) are the store's
//! and the guide's (`standfirm_store::daily`, `standfirm_guide::daily`); this module only words and opens them.

mod words;

use crate::games::{Games, Shared};
use crate::{AppWindow, DailyItem, HomeAdapter};
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_engine::GameKind;
use standfirm_store::daily::{daily_deals, streak, DailyDeal};
use standfirm_store::{today, DailyStatus, Date, SaveFile, Statistics};

pub use words::{date_words, status_words, streak_words};

/// Today's daily deals with how each stands, from the statistics (none without a store) and `saves` (the
/// saves folder's files, or the games open in this run).
pub fn deals(games: &Games, saves: &[&SaveFile]) -> Vec<DailyDeal> {
    let none = Statistics::default();
    let stats = games
        .saves
        .as_ref()
        .map_or(&none, |s| s.stats().statistics());
    daily_deals(stats, today(), saves)
}

/// The files Home reads, as [`deals`] takes them.
fn saved(games: &Games) -> Vec<SaveFile> {
    match &games.saves {
        Some(saves) => saves
            .list()
            .into_iter()
            .filter_map(|e| e.save.ok())
            .collect(),
        None => GameKind::ALL
            .into_iter()
            .filter_map(|game| games.open_game(game))
            .map(|(file, _)| file)
            .collect(),
    }
}

/// Shows today on Home: the date, the verse of the day, the daily deals, and the streak unless Settings hide it.
pub fn update(app: &AppWindow, games: &Games, saves: &[&SaveFile]) {
    let home = app.global::<HomeAdapter>();
    let date = today();
    home.set_today(format!("Today · {}", date_words(date)).into());
    match standfirm_guide::daily::verse_of_the_day(date) {
        Ok(verse) => {
            home.set_verse_text(verse.entry.text.as_str().into());
            home.set_verse_shown(
                format!(
                    "{} ({})",
                    verse.entry.reference,
                    verse.entry.translation.code()
                )
                .into(),
            );
        }
        // The library is embedded; should it ever fail to read, Home says so in place of the verse.
        Err(problem) => {
            home.set_verse_text(format!("The verse of the day cannot be shown: {problem}").into());
            home.set_verse_shown("".into());
        }
    }
    let items: Vec<DailyItem> = deals(games, saves).iter().map(item).collect();
    home.set_daily_items(ModelRc::new(VecModel::from(items)));
    let shown = games
        .saves
        .as_ref()
        .is_none_or(|s| s.settings.show_daily_streak);
    let words = match (&games.saves, shown) {
        (Some(saves), true) => {
            let stats = saves.stats().statistics();
            streak_words(
                streak(stats, date),
                standfirm_store::daily::best_streak(stats),
            )
        }
        _ => String::new(),
    };
    home.set_streak(words.into());
}

fn item(deal: &DailyDeal) -> DailyItem {
    let (status, action) = status_words(&deal.status);
    DailyItem {
        title: deal.game.short_title().into(),
        line: format!("Deal {} · {status}", deal.deal).into(),
        action: action.into(),
        done: !matches!(
            deal.status,
            DailyStatus::NotStarted | DailyStatus::InProgress { .. }
        ),
        won: deal.status == DailyStatus::Won,
    }
}

/// Opens today's daily deal `index` (Home's order): continues it if it is being played, else starts it (a
/// finished one again: only the first finished game of a date counts, so playing again changes nothing).
/// Returns why not, in words.
pub fn open(app: &AppWindow, shared: &Shared, index: usize) -> Result<(), String> {
    let deal = {
        let games = shared.borrow();
        let files = saved(&games);
        deals(&games, &files.iter().collect::<Vec<_>>())
            .into_iter()
            .nth(index)
            .ok_or("there is no such daily deal")?
    };
    if let DailyStatus::InProgress { file } = &deal.status {
        return crate::saves::continue_file(app, shared, file);
    }
    let (save, _) = SaveFile::new_daily(deal.game, deal.date)
        .ok_or_else(|| format!("{} has no daily deal", deal.game.title()))?;
    crate::saves::open_file(app, shared, save)
}

/// The reference of the memory verse a won daily deal of `daily` recalls: the verse of that day (the day the
/// deal was started), if the game is a daily deal.
pub fn memory_verse(daily: Option<Date>) -> Option<&'static str> {
    let verse = standfirm_guide::daily::verse_of_the_day(daily?).ok()?;
    Some(verse.entry.reference.as_str())
}

/// Wires Home's verse of the day and daily deals.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let home = app.global::<HomeAdapter>();
    let weak = app.as_weak();
    home.on_verse_of_the_day(move || {
        let Some(app) = weak.upgrade() else { return };
        if let Ok(verse) = standfirm_guide::daily::verse_of_the_day(today()) {
            crate::help::show_verse(&app, &verse.entry.reference);
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
            app.global::<HomeAdapter>()
                .set_notice(format!("The daily deal cannot be opened: {reason}").into());
        }
    });
}
