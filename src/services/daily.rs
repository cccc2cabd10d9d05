//! The daily deals as the app plays them: each solo game's deal of a date with how it stands, the gentle streak
//! in words, and opening today's deal. The rules (which deal, which verse, what counts for the streak) are the
//! store's and the guide's (`standfirm_store::daily`, `standfirm_guide::daily`); the words are `words::daily`'s.

use crate::files::Saves;
use crate::tables::{continue_file, open_file};
use crate::tables::{Games, Shared};
use crate::ui::AppWindow;
use crate::words::daily::streak_words;
use standfirm_store::daily::{daily_deals, streak, DailyDeal};
use standfirm_store::{today, DailyStatus, Date, SaveFile, Statistics};

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
pub fn streak_line(saves: &Saves, date: Date) -> String {
    if !saves.settings.show_daily_streak {
        return String::new();
    }
    let stats = saves.stats().statistics();
    streak_words(
        streak(stats, date),
        standfirm_store::daily::best_streak(stats),
    )
}

/// Opens today's daily deal `index` (Home's order): continues it if it is being played, else starts it (a
/// finished one again: only the first finished game of a date counts, so playing again changes nothing).
/// Returns why not, in words.
pub fn open(app: &AppWindow, shared: &Shared, index: usize) -> Result<(), String> {
    let deal = {
        let games = shared.borrow();
        let files = games.files();
        deals(
            &games,
            today(),
            &files.iter().map(|(f, _)| f).collect::<Vec<_>>(),
        )
        .into_iter()
        .nth(index)
        .ok_or_else(|| crate::words::tr::tr!("there is no such daily deal"))?
    };
    if let DailyStatus::InProgress { file } = &deal.status {
        return continue_file(app, shared, file);
    }
    let (mut save, _) = SaveFile::new_daily(deal.game, deal.date).ok_or_else(|| {
        crate::words::tr::tr!("{game} has no daily deal", game = deal.game.title_msg())
    })?;
    // Named in the player's language; the name is then kept as it is.
    save.name = crate::words::tr::say(&standfirm_store::daily::name_msg(deal.game, deal.date));
    open_file(app, shared, save)
}
