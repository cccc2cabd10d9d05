//! Home as it is shown: today (the daily deals and the verse, from `daily`), every game in progress to continue
//! (from the saves folder, newest first, or from the games open in this run when nothing is kept on disk), and a
//! notice when a file needed care.

use crate::games::Games;
use crate::when::ago;
use crate::{AppWindow, ContinueItem, HomeAdapter};
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_engine::GameKind;
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

/// Shows today and the games that can be continued.
pub fn update(app: &AppWindow, games: &Games) {
    let home = app.global::<HomeAdapter>();
    let entries = games.saves.as_ref().map(|s| s.list()).unwrap_or_default();
    // Without a store Home shows the games open in this run instead.
    let open: Vec<(SaveFile, bool)> = match &games.saves {
        Some(_) => Vec::new(),
        None => GameKind::ALL
            .into_iter()
            .filter_map(|game| games.open_game(game))
            .collect(),
    };
    let items: Vec<ContinueItem> = match &games.saves {
        Some(_) => entries
            .iter()
            .filter_map(|entry| {
                let file = entry.save.as_ref().ok()?;
                (file.summary.status == SummaryStatus::InProgress)
                    .then(|| item(file, entry.modified))
            })
            .collect(),
        None => open
            .iter()
            .filter(|(_, in_progress)| *in_progress)
            .map(|(f, _)| item(f, None))
            .collect(),
    };
    // The daily deals' statuses read the same saves (or the games open in this run).
    let saved: Vec<&SaveFile> = match &games.saves {
        Some(_) => entries
            .iter()
            .filter_map(|e| e.save.as_ref().ok())
            .collect(),
        None => open.iter().map(|(f, _)| f).collect(),
    };
    crate::daily::update(app, games, &saved);
    home.set_continue_items(ModelRc::new(VecModel::from(items)));
    let learned: Vec<bool> = GameKind::ALL
        .iter()
        .map(|game| games.learned.contains(game.id()))
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
