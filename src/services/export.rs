//! Settings → Export statistics: the history of finished games as CSV (`standfirm_store::history_csv`).
//! On the desktop the file is written beside the saves and its path is shown; on Android the text goes to the
//! system's share sheet (mail, a drive, a spreadsheet app), because the app's own folder is private; in the
//! browser it is a download.

use crate::tables::Shared;
use crate::words::tr::tr;

/// Exports the statistics and says in words what happened.
pub fn export(shared: &Shared) -> String {
    let games = shared.borrow();
    let Some(saves) = games.saves.as_ref() else {
        return tr!("Nothing is kept on this device, so there are no statistics to export.");
    };
    let stats = saves.stats().statistics();
    let count = crate::words::daily::games(stats.history.len());
    if crate::platform::downloads() {
        let text = standfirm_store::history_csv(&stats.history);
        let name = standfirm_store::HISTORY_CSV_FILE;
        match crate::platform::download(name, "text/csv", &text) {
            Ok(()) => tr!("{count} downloaded as {name}.", count = count, name = name),
            Err(why) => tr!(
                "The statistics could not be downloaded: {reason}",
                reason = why
            ),
        }
    } else if crate::platform::has_share_sheet() {
        let text = standfirm_store::history_csv(&stats.history);
        match crate::platform::share_text("text/csv", &tr!("Stand Firm statistics"), &text) {
            Ok(()) => tr!("{count} ready to share.", count = count),
            Err(why) => tr!("The statistics could not be shared: {reason}", reason = why),
        }
    } else {
        match saves.store().export_history(stats) {
            Ok(path) => tr!(
                "{count} exported to {path}",
                count = count,
                path = path.display().to_string()
            ),
            Err(e) => tr!(
                "The statistics could not be exported: {reason}",
                reason = crate::words::tr::say(&e.msg())
            ),
        }
    }
}
