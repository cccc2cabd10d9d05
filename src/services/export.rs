//! Settings → Export statistics: the history of finished games as CSV (`standfirm_store::history_csv`).
//! On the desktop the file is written beside the saves and its path is shown; on Android the text goes to the
//! system's share sheet (mail, a drive, a spreadsheet app), because the app's own folder is private; in the
//! browser it is a download.

use crate::tables::Shared;

/// Exports the statistics and says in words what happened.
pub fn export(shared: &Shared) -> String {
    let games = shared.borrow();
    let Some(saves) = games.saves.as_ref() else {
        return "Nothing is kept on this device, so there are no statistics to export.".into();
    };
    let stats = saves.stats().statistics();
    let count = crate::words::daily::count(stats.history.len(), "game");
    if crate::platform::downloads() {
        let text = standfirm_store::history_csv(&stats.history);
        let name = standfirm_store::HISTORY_CSV_FILE;
        match crate::platform::download(name, "text/csv", &text) {
            Ok(()) => format!("{count} downloaded as {name}."),
            Err(why) => format!("The statistics could not be downloaded: {why}"),
        }
    } else if crate::platform::has_share_sheet() {
        let text = standfirm_store::history_csv(&stats.history);
        match crate::platform::share_text("text/csv", "Stand Firm statistics", &text) {
            Ok(()) => format!("{count} ready to share."),
            Err(why) => format!("The statistics could not be shared: {why}"),
        }
    } else {
        match saves.store().export_history(stats) {
            Ok(path) => format!("{count} exported to {}", path.display()),
            Err(e) => format!("The statistics could not be exported: {e}"),
        }
    }
}
