//! Opening a saved game: replayed through its screen's own session, shown where it stopped.

use crate::aog::AogSession;
use crate::games::{refresh, Shared};
use crate::nav::go;
use crate::pip::PipSession;
use crate::strongholds::{self, ShSession};
use crate::{AppWindow, Page};
use standfirm_engine::GameKind;
use standfirm_store::SaveFile;

/// Opens a save on its game's screen; the game of that kind open before stays saved. Returns why not.
pub fn open_file(app: &AppWindow, shared: &Shared, save: SaveFile) -> Result<(), String> {
    match save.setup.game() {
        GameKind::ArmorOfGod => {
            shared.borrow_mut().aog = Some(AogSession::resume(save)?);
            refresh::<AogSession>(app, shared);
            go(app, shared, Page::Aog);
        }
        GameKind::PipArmor => {
            shared.borrow_mut().pip = Some(PipSession::resume(save)?);
            refresh::<PipSession>(app, shared);
            go(app, shared, Page::Pip);
        }
        GameKind::Strongholds => {
            shared.borrow_mut().sh = Some(ShSession::resume(save)?);
            go(app, shared, Page::Sh);
            strongholds::show(app, shared);
        }
    }
    Ok(())
}

/// Continues the game of `file` from Home: the open one if it is that game, else the file, replayed.
pub fn continue_file(app: &AppWindow, shared: &Shared, file: &str) -> Result<(), String> {
    let open = {
        let games = shared.borrow();
        let matches = |f: Option<SaveFile>| f.is_some_and(|f| f.file_name() == file);
        if matches(games.aog.as_ref().map(AogSession::save_file)) {
            Some(Page::Aog)
        } else if matches(games.pip.as_ref().map(PipSession::save_file)) {
            Some(Page::Pip)
        } else if matches(games.sh.as_ref().map(ShSession::save_file)) {
            Some(Page::Sh)
        } else {
            None
        }
    };
    match open {
        Some(Page::Sh) => {
            go(app, shared, Page::Sh);
            strongholds::show(app, shared);
            Ok(())
        }
        Some(page) => {
            go(app, shared, page);
            Ok(())
        }
        None => {
            let loaded = match &shared.borrow().saves {
                Some(saves) => saves.load(file).map_err(|e| e.to_string()),
                None => Err("this game is no longer open".to_string()),
            };
            open_file(app, shared, loaded?.0)
        }
    }
}
