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

pub use words::{count, date_words, status_words, streak_words};

/// The daily deals of `date` with how each stands, from the statistics (none without a store) and `saves`
/// (the saves folder's files, or the games open in this run).
pub fn deals(games: &Games, date: Date, saves: &[&SaveFile]) -> Vec<DailyDeal> {
    let none = Statistics::default();
    let stats = games
        .saves
        .as_ref()
        .map_or(&none, |s| s.stats().statistics());
    daily_deals(stats, date, saves)
}

/// The gentle streak on `date` in words; "" when Settings hide it.
pub fn streak_line(saves: &crate::files::Saves, date: Date) -> String {
    if !saves.settings.show_daily_streak {
        return String::new();
    }
    let stats = saves.stats().statistics();
    streak_words(
        streak(stats, date),
        standfirm_store::daily::best_streak(stats),
    )
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
    match standfirm_guide::daily::entry_of_the_day(date) {
        Ok(entry) => {
            home.set_verse_text(entry.text.as_str().into());
            home.set_verse_shown(
                format!("{} ({})", entry.reference, entry.translation.code()).into(),
            );
        }
        // The library is embedded; should it ever fail to read, Home says so in place of the verse.
        Err(problem) => {
            home.set_verse_text(format!("The verse of the day cannot be shown: {problem}").into());
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
        deals(&games, today(), &files.iter().collect::<Vec<_>>())
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

/// The verse of a result sheet whose own verse is `verse`: a won daily deal (whose verse is
/// `verses::STAND`) recalls the verse of its day instead. Whether it recalls one, its text and its reference
/// as shown.
pub fn result_verse(verse: &'static str, daily: Option<Date>) -> (bool, String, String) {
    let memory = (verse == crate::help::verses::STAND)
        .then(|| memory_verse(daily))
        .flatten();
    let (text, reference) = crate::help::verses::quote(memory.unwrap_or(verse));
    (memory.is_some(), text, reference)
}

/// The reference of the memory verse a won daily deal of `daily` recalls: the verse of that day (the day the
/// deal was started), if the game is a daily deal.
fn memory_verse(daily: Option<Date>) -> Option<&'static str> {
    let entry = standfirm_guide::daily::entry_of_the_day(daily?).ok()?;
    Some(entry.reference.as_str())
}

/// Wires Home's verse of the day and daily deals.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let home = app.global::<HomeAdapter>();
    let weak = app.as_weak();
    home.on_verse_of_the_day(move || {
        let Some(app) = weak.upgrade() else { return };
        if let Ok(entry) = standfirm_guide::daily::entry_of_the_day(today()) {
            crate::help::show_verse(&app, &entry.reference);
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
