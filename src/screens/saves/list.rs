//! The Saved games screen's list: every file of the saves folder, each readable one replayed (a file whose moves no
//! longer replay is listed as unreadable too, with its reason).

use crate::tables::Shared;
use crate::ui::{AppWindow, SaveItem, SavesAdapter};
use crate::words::when::ago;
use slint::{ComponentHandle, ModelRc, VecModel};
use standfirm_engine::GameKind;
use standfirm_store::{SaveEntry, Store, SummaryStatus};
use std::time::SystemTime;

use crate::words::tr::{say, tr};

fn status_words(status: SummaryStatus) -> String {
    match status {
        SummaryStatus::InProgress => tr!("in progress"),
        SummaryStatus::Won => tr!("won"),
        SummaryStatus::Lost => tr!("lost"),
        SummaryStatus::PracticeComplete => tr!("practice"),
        SummaryStatus::Finished => tr!("finished"),
    }
}

/// One row of the list: a readable file with how it stands, or an unreadable one with its reason.
fn item(store: &Store, entry: SaveEntry, now: SystemTime) -> SaveItem {
    let when = entry.modified.map(|t| ago(t, now)).unwrap_or_default();
    let unreadable = |title: &str, line: String, reason: String| SaveItem {
        file: entry.file.as_str().into(),
        title: title.into(),
        line: line.into(),
        status: "".into(),
        ok: false,
        reason: reason.into(),
        online: false,
        finished: false,
    };
    let file = match &entry.save {
        Ok(file) => file,
        Err(e) => return unreadable(&entry.file, when, say(&e.msg())),
    };
    let line = format!(
        "{} · {} · {}",
        say(&file.setup.game().short_title_msg()),
        say(&file.setup.variant_msg()),
        say(&file.setup.players_msg())
    );
    match store.check(&entry.file) {
        Ok(summary) => SaveItem {
            file: entry.file.as_str().into(),
            title: file.name.as_str().into(),
            line: line.into(),
            status: format!(
                "{} · {}{} · {when}",
                say(&summary.headline_msg(&file.setup)),
                status_words(summary.status),
                shown_deal(file, summary.status)
            )
            .into(),
            ok: true,
            reason: "".into(),
            online: false,
            finished: summary.status != SummaryStatus::InProgress,
        },
        Err(e) => unreadable(&file.name, line, say(&e.msg())),
    }
}

/// The deal number as a file's line shows it (" · deal 7"): always for a solo game, whose deal is the player's
/// to replay or share; for a Strongholds table only once it is over, as while it is on the number would tell
/// every hand.
fn shown_deal(file: &standfirm_store::SaveFile, status: SummaryStatus) -> String {
    let hidden = file.setup.game() == GameKind::Strongholds && status != SummaryStatus::Finished;
    if hidden {
        String::new()
    } else {
        tr!(
            " · deal {deal}",
            deal = crate::words::deal::deal_name(file.setup.seed())
        )
    }
}

/// The row of a seat at an online table in progress: its game is on the table server, and comes here whole
/// when it ends.
fn online_item(seat: &standfirm_store::OnlineSeat) -> SaveItem {
    SaveItem {
        file: crate::online::kept::item_key(&seat.table).into(),
        title: seat.name.as_str().into(),
        line: crate::words::online::seat_line(seat).into(),
        status: tr!(
            "in progress online · joined {date} · kept here when it ends",
            date = seat.joined.as_str()
        )
        .into(),
        ok: true,
        reason: "".into(),
        online: true,
        finished: false,
    }
}

/// Lists the online tables in progress, newest first, then every file of the saves folder.
pub(super) fn present(app: &AppWindow, shared: &Shared) {
    let a = app.global::<SavesAdapter>();
    let games = shared.borrow();
    let Some(saves) = games.saves.as_ref() else {
        a.set_items(ModelRc::default());
        a.set_folder(tr!("nothing is kept on disk in this run").into());
        return;
    };
    let now = standfirm_store::time::now();
    let online = crate::online::kept::seats(&games);
    let items: Vec<SaveItem> = online
        .iter()
        .rev()
        .map(online_item)
        .chain(
            saves
                .list()
                .into_iter()
                .map(|entry| item(saves.store(), entry, now)),
        )
        .collect();
    a.set_items(ModelRc::new(VecModel::from(items)));
    let folder = if crate::platform::downloads() {
        crate::words::tr::tr!("this browser's storage for this site")
    } else {
        saves.store().saves_dir().display().to_string()
    };
    a.set_folder(folder.into());
}
