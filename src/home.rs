//! Home as it is shown: every game in progress to continue (from the saves folder, newest first, or from the
//! games open in this run when nothing is kept on disk), and a notice when a file needed care.

use crate::games::Games;
use crate::when::ago;
use crate::{AppWindow, ContinueItem, HomeAdapter};
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_store::{SaveFile, SummaryStatus};
use std::time::SystemTime;

fn item(file: &SaveFile, modified: Option<SystemTime>) -> ContinueItem {
    let when = modified
        .map(|t| format!(" · {}", ago(t, SystemTime::now())))
        .unwrap_or_default();
    ContinueItem {
        file: file.file_name().into(),
        title: file.name.as_str().into(),
        line: format!("{}{when}", file.summary.headline).into(),
    }
}

/// Shows the games that can be continued.
pub fn update(app: &AppWindow, games: &Games) {
    let home = app.global::<HomeAdapter>();
    let items: Vec<ContinueItem> = match &games.saves {
        Some(saves) => saves
            .list()
            .iter()
            .filter_map(|entry| {
                let file = entry.save.as_ref().ok()?;
                (file.summary.status == SummaryStatus::InProgress)
                    .then(|| item(file, entry.modified))
            })
            .collect(),
        None => [
            games
                .aog
                .as_ref()
                .filter(|g| !g.is_over())
                .map(|g| g.save_file()),
            games
                .pip
                .as_ref()
                .filter(|g| !g.is_over())
                .map(|g| g.save_file()),
            games
                .sh
                .as_ref()
                .filter(|g| !g.is_over())
                .map(|g| g.save_file()),
        ]
        .into_iter()
        .flatten()
        .map(|f| item(&f, None))
        .collect(),
    };
    home.set_continue_items(ModelRc::new(VecModel::from(items)));
    let learned: Vec<bool> = ["armor-of-god", "pip-armor", "strongholds"]
        .iter()
        .map(|id| games.learned.contains(*id))
        .collect();
    home.set_learned(ModelRc::new(VecModel::from(learned)));
    home.set_notice(
        games
            .saves
            .as_ref()
            .and_then(|s| s.problem.clone())
            .unwrap_or_default()
            .into(),
    );
}
