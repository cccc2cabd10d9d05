//! Home as it is shown: which games can be continued.

use crate::games::Games;
use crate::{AppWindow, HomeAdapter};
use slint::ComponentHandle;

/// Shows which games can be continued.
pub fn update(app: &AppWindow, games: &Games) {
    let home = app.global::<HomeAdapter>();
    home.set_aog_in_progress(games.aog.as_ref().is_some_and(|g| !g.is_over()));
    home.set_pip_in_progress(games.pip.as_ref().is_some_and(|g| !g.is_over()));
    home.set_sh_in_progress(games.sh.as_ref().is_some_and(|g| !g.is_over()));
}
