//! The games open in this run ([`Games`], the one registry: every match on a game's kind for an open game is
//! here or in the tables' `refresh_game`), where each session sits among them ([`Slot`]), and each game's page.

use crate::files::Saves;
use crate::tables::aog::AogSession;
use crate::tables::pip::PipSession;
use crate::tables::play::motion::Anchors;
use crate::tables::play::tutorial::TutorialRun;
use crate::tables::strongholds::ShSession;
use crate::tables::table::Table;
use crate::ui::{AppWindow, Nav, Page};
use slint::ComponentHandle;
use standfirm_engine::GameKind;
use standfirm_store::SaveFile;

/// The games open in this run of the app, and what the tables share: the files, the tutorial, the anchors.
#[derive(Default)]
pub struct Games {
    /// The Armor of God game, if one is open.
    aog: Option<AogSession>,
    /// The PIP Armor game, if one is open.
    pip: Option<PipSession>,
    /// The Strongholds game, if one is open.
    sh: Option<ShSession>,
    /// A bot move is scheduled.
    pub bots_waiting: bool,
    /// The saved games, statistics and settings; `None` when the app keeps nothing on disk (some tests).
    pub saves: Option<Saves>,
    /// The tutorial being played, if any: its game is not saved.
    pub tutorial: Option<TutorialRun>,
    /// The games whose tutorial was finished (game ids), shown on Home.
    pub learned: std::collections::BTreeSet<String>,
    /// Where the pieces of the table on screen are (for flights and drops).
    pub anchors: Anchors,
    /// The game a look back is at ([`Games::look`]), whose open game waits in `aside` meanwhile.
    looking: Option<GameKind>,
    /// The open game of the kind a look back is at, set aside until the look ends.
    aside: Aside,
}

/// The open games set aside while a look back at a finished game of their kind is on their table.
#[derive(Default)]
struct Aside {
    aog: Option<AogSession>,
    pip: Option<PipSession>,
    sh: Option<ShSession>,
}

impl Games {
    /// The open game of `game`, if any, as every screen sees it.
    pub fn table(&self, game: GameKind) -> Option<&dyn Table> {
        match game {
            GameKind::ArmorOfGod => self.aog.as_ref().map(|t| t as &dyn Table),
            GameKind::PipArmor => self.pip.as_ref().map(|t| t as &dyn Table),
            GameKind::Strongholds => self.sh.as_ref().map(|t| t as &dyn Table),
        }
    }

    /// The open game of `game`, if any, to change.
    pub fn table_mut(&mut self, game: GameKind) -> Option<&mut dyn Table> {
        match game {
            GameKind::ArmorOfGod => self.aog.as_mut().map(|t| t as &mut dyn Table),
            GameKind::PipArmor => self.pip.as_mut().map(|t| t as &mut dyn Table),
            GameKind::Strongholds => self.sh.as_mut().map(|t| t as &mut dyn Table),
        }
    }

    /// Every open game, in the order of the list of games.
    pub fn tables(&self) -> impl Iterator<Item = &dyn Table> {
        GameKind::ALL
            .into_iter()
            .filter_map(|game| self.table(game))
    }

    /// The open game of the session type `S`.
    pub fn get<S: Slot>(&mut self) -> Option<&mut S> {
        S::slot(self).as_mut()
    }

    /// The open game of the session type `S`, to read.
    pub fn get_ref<S: Slot>(&self) -> Option<&S> {
        S::slot_ref(self).as_ref()
    }

    /// Puts a new game on its table (the one of its kind open before is closed; it stays saved). A look back
    /// at that table ends first.
    pub fn put<S: Slot>(&mut self, session: S) {
        if self.looking == Some(session.game()) {
            self.end_look();
        }
        *S::slot(self) = Some(session);
    }

    /// Puts a look back at a finished game (a session that plays nothing) on its table; the game open there
    /// waits aside, untouched, until [`Games::end_look`]. A look at another game's table ends first.
    pub fn look<S: Slot>(&mut self, session: S) {
        let game = session.game();
        if self.looking != Some(game) {
            self.end_look();
            self.swap_aside(game);
            self.looking = Some(game);
        }
        *S::slot(self) = Some(session);
    }

    /// Ends the look back, if any: the game that waited aside is back on its table.
    pub fn end_look(&mut self) {
        if let Some(game) = self.looking.take() {
            self.close(game);
            self.swap_aside(game);
        }
    }

    /// The game whose table a look back is on, if any.
    pub fn looking(&self) -> Option<GameKind> {
        self.looking
    }

    /// Swaps the open game of `game` with the one set aside.
    fn swap_aside(&mut self, game: GameKind) {
        match game {
            GameKind::ArmorOfGod => std::mem::swap(&mut self.aog, &mut self.aside.aog),
            GameKind::PipArmor => std::mem::swap(&mut self.pip, &mut self.aside.pip),
            GameKind::Strongholds => std::mem::swap(&mut self.sh, &mut self.aside.sh),
        }
    }

    /// Opens a save on its game's table (replayed through the table's own session); the game of that kind
    /// open before is closed (it stays saved). Which game it is, or why it cannot be opened.
    pub fn open_save(&mut self, save: SaveFile) -> Result<GameKind, String> {
        let game = save.setup.game();
        if self.looking == Some(game) {
            self.end_look();
        }
        match game {
            GameKind::ArmorOfGod => self.aog = Some(AogSession::resume(save)?),
            GameKind::PipArmor => self.pip = Some(PipSession::resume(save)?),
            GameKind::Strongholds => self.sh = Some(ShSession::resume(save)?),
        }
        Ok(game)
    }

    /// Opens a look back at the finished game of `save` as `seat` saw it before its action `at`, on its game's
    /// table ([`Games::look`]). Which game it is, or why it cannot be opened.
    pub fn open_look(&mut self, save: SaveFile, at: usize, seat: u8) -> Result<GameKind, String> {
        let game = save.setup.game();
        match game {
            GameKind::ArmorOfGod => self.look(AogSession::look(save, at)?),
            GameKind::PipArmor => self.look(PipSession::look(save, at)?),
            GameKind::Strongholds => self.look(ShSession::look(save, at, seat)?),
        }
        Ok(game)
    }

    /// Closes the open game of `game`, if any.
    pub fn close(&mut self, game: GameKind) {
        match game {
            GameKind::ArmorOfGod => self.aog = None,
            GameKind::PipArmor => self.pip = None,
            GameKind::Strongholds => self.sh = None,
        }
    }

    /// The open game of `game` as its save file, and whether it is still in progress.
    pub fn open_game(&self, game: GameKind) -> Option<(SaveFile, bool)> {
        self.table(game).map(|t| (t.save_file(), !t.is_over()))
    }

    /// Every saved game with when it was last written: the saves folder's files (parsed, not replayed), or
    /// without a store the games open in this run.
    pub fn files(&self) -> Vec<(SaveFile, Option<std::time::SystemTime>)> {
        match &self.saves {
            Some(saves) => saves
                .list()
                .into_iter()
                .filter_map(|e| Some((e.save.ok()?, e.modified)))
                .collect(),
            None => self
                .tables()
                .filter(|t| !t.online() && !t.play().looking())
                .map(|t| (t.save_file(), None))
                .collect(),
        }
    }

    /// The game whose save is `file`, if it is open.
    pub fn holding(&self, file: &str) -> Option<GameKind> {
        self.tables()
            .find(|t| t.play().file_name() == file && !t.play().looking())
            .map(|t| t.game())
    }
}

/// A table's session and its place among the open games.
pub trait Slot: Table + Sized {
    /// This table's session among the open games.
    fn slot(games: &mut Games) -> &mut Option<Self>;
    /// The same, to read.
    fn slot_ref(games: &Games) -> &Option<Self>;
}

impl Slot for AogSession {
    fn slot(games: &mut Games) -> &mut Option<AogSession> {
        &mut games.aog
    }

    fn slot_ref(games: &Games) -> &Option<AogSession> {
        &games.aog
    }
}

impl Slot for PipSession {
    fn slot(games: &mut Games) -> &mut Option<PipSession> {
        &mut games.pip
    }

    fn slot_ref(games: &Games) -> &Option<PipSession> {
        &games.pip
    }
}

impl Slot for ShSession {
    fn slot(games: &mut Games) -> &mut Option<ShSession> {
        &mut games.sh
    }

    fn slot_ref(games: &Games) -> &Option<ShSession> {
        &games.sh
    }
}

/// The table page of `game`.
pub fn table_page(game: GameKind) -> Page {
    match game {
        GameKind::ArmorOfGod => Page::Aog,
        GameKind::PipArmor => Page::Pip,
        GameKind::Strongholds => Page::Sh,
    }
}

/// The game whose table `page` is, if it is a game's table.
pub fn game_on(page: Page) -> Option<GameKind> {
    GameKind::ALL.into_iter().find(|&g| table_page(g) == page)
}

/// The game whose table is on screen, if any.
pub fn game_on_screen(app: &AppWindow) -> Option<GameKind> {
    game_on(app.global::<Nav>().get_page())
}

/// The save file of the game on screen, if it is a saved game in progress (not a tutorial's): the game a
/// process killed in the background reopens.
pub fn saved_game_on_screen(app: &AppWindow, games: &Games) -> Option<String> {
    let game = game_on_screen(app)?;
    if games.tutorial.is_some() || games.saves.is_none() {
        return None;
    }
    let table = games
        .table(game)
        .filter(|t| !t.is_over() && !t.online() && !t.play().looking())?;
    Some(table.play().file_name())
}

/// Whether the game of `game` is open and in progress (a look back at a finished game is not).
pub fn in_progress(games: &Games, game: GameKind) -> bool {
    games
        .table(game)
        .is_some_and(|t| !t.is_over() && !t.play().looking())
}

/// Whether the game of `game` is open at an online table, in progress.
pub fn online_in_progress(games: &Games, game: GameKind) -> bool {
    games
        .table(game)
        .is_some_and(|t| t.online() && !t.is_over())
}

#[cfg(test)]
mod tests {
    use super::*;
    use standfirm_engine::armor_of_god::Options;

    #[test]
    fn a_look_back_sets_the_open_game_aside_and_gives_it_back_untouched() {
        let mut games = Games::default();
        let mut playing = AogSession::new(Options::default(), 3);
        playing.tap_card(0);
        playing.tap_slot(0);
        let file = playing.save_file();
        games.put(playing);
        // A finished game, looked at before its third action.
        let mut done = AogSession::new(Options::default(), 14);
        while !done.is_over() {
            let hint = standfirm_engine::armor_of_god::hint(&done.state().table()).unwrap();
            done.act(hint.action);
        }
        let finished = done.save_file();
        assert_eq!(
            games.open_look(finished.clone(), 2, 0),
            Ok(GameKind::ArmorOfGod)
        );
        assert_eq!(games.looking(), Some(GameKind::ArmorOfGod));
        let look = games.table(GameKind::ArmorOfGod).unwrap();
        assert_eq!(look.play().actions(), &finished.actions[..2]);
        assert!(look.play().looking());
        // The look is no game in progress and no file of its own.
        assert!(!in_progress(&games, GameKind::ArmorOfGod));
        assert_eq!(games.holding(&finished.file_name()), None);
        // Stepping on replaces the look, not the game aside.
        games.open_look(finished.clone(), 3, 0).unwrap();
        games.end_look();
        assert_eq!(games.looking(), None);
        let back = games.table(GameKind::ArmorOfGod).unwrap();
        assert_eq!(back.save_file().actions, file.actions);
        assert_eq!(back.save_file().id, file.id);
        assert!(!back.play().looking());
        // Opening a save while looking ends the look first: the game aside is closed as any open game is.
        games.open_look(finished.clone(), 1, 0).unwrap();
        games.open_save(finished.clone()).unwrap();
        assert_eq!(games.looking(), None);
        assert_eq!(
            games
                .table(GameKind::ArmorOfGod)
                .unwrap()
                .save_file()
                .actions,
            finished.actions
        );
    }
}
