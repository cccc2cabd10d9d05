//! The solo games' New game screens: options and a deal number, and starting (or replaying) a game.

use crate::aog::AogSession;
use crate::deal::{parse_deal, random_deal};
use crate::games::{refresh, table_page, Shared};
use crate::nav::go;
use crate::pip::PipSession;
use crate::{
    AogAdapter, AppWindow, DartChoice, DefenseChoice, FacesChoice, NewGameAdapter, Page, PipAdapter,
};
use slint::ComponentHandle;
use standfirm_engine::{armor_of_god, pip_armor, GameKind};

/// The Armor of God options chosen on the New game screen.
fn aog_options(ng: &NewGameAdapter) -> armor_of_god::Options {
    use armor_of_god::{DartMode, Defense, FaceValues};
    armor_of_god::Options {
        dart: match ng.get_aog_dart() {
            DartChoice::Softer => DartMode::Softer,
            DartChoice::Core => DartMode::Core,
        },
        defense: match ng.get_aog_defense() {
            DefenseChoice::HardA => Defense::HardA,
            DefenseChoice::HardB => Defense::HardB,
            DefenseChoice::Baseline => Defense::Baseline,
        },
        faces: match ng.get_aog_faces() {
            FacesChoice::Rank => FaceValues::Rank,
            FacesChoice::Ten => FaceValues::Ten,
        },
    }
}

/// A callback that opens the New game screen `page` with an empty deal number.
pub fn open(app: &AppWindow, shared: &Shared, page: Page) -> impl Fn() + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    move || {
        if let Some(app) = weak.upgrade() {
            let ng = app.global::<NewGameAdapter>();
            ng.set_error("".into());
            ng.set_deal("".into());
            go(&app, &shared, page);
        }
    }
}

/// Wires the solo New game screens, and New game / Replay this deal from a finished game.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let ng = app.global::<NewGameAdapter>();
    ng.on_back(crate::nav::to(app, shared, Page::Home));
    let start = |game: GameKind| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            let Some(app) = weak.upgrade() else { return };
            let ng = app.global::<NewGameAdapter>();
            let seed = match parse_deal(&ng.get_deal()) {
                Ok(seed) => seed.unwrap_or_else(random_deal),
                Err(message) => return ng.set_error(message.into()),
            };
            ng.set_error("".into());
            start_game(&app, &shared, game, seed);
        }
    };
    ng.on_start_aog(start(GameKind::ArmorOfGod));
    ng.on_start_pip(start(GameKind::PipArmor));
    // From a finished game: the same options with a new deal, or the same deal again.
    let again = |game: GameKind, replay: bool| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            let Some(app) = weak.upgrade() else { return };
            let seed = {
                let games = shared.borrow();
                match game {
                    GameKind::ArmorOfGod => games.aog.as_ref().map(|g| g.state().seed()),
                    GameKind::PipArmor => games.pip.as_ref().map(|g| g.state().seed()),
                    // Its finished game offers New game with the same seats instead (strongholds::over).
                    GameKind::Strongholds => None,
                }
            };
            let seed = match seed {
                Some(seed) if replay => seed,
                _ => random_deal(),
            };
            start_game(&app, &shared, game, seed);
        }
    };
    let aog = app.global::<AogAdapter>();
    aog.on_new_game_same(again(GameKind::ArmorOfGod, false));
    aog.on_replay(again(GameKind::ArmorOfGod, true));
    let pip = app.global::<PipAdapter>();
    pip.on_new_game_same(again(GameKind::PipArmor, false));
    pip.on_replay(again(GameKind::PipArmor, true));
}

/// Starts a game of `game` with the options on the New game screen; the options are remembered.
fn start_game(app: &AppWindow, shared: &Shared, game: GameKind, seed: u64) {
    let ng = app.global::<NewGameAdapter>();
    match game {
        GameKind::ArmorOfGod => {
            let options = aog_options(&ng);
            let mut games = shared.borrow_mut();
            games.aog = Some(AogSession::new(options, seed));
            if let Some(saves) = games.saves.as_mut() {
                saves.settings.armor_of_god = Some(options);
                saves.save_settings();
            }
            drop(games);
            refresh::<AogSession>(app, shared);
        }
        GameKind::PipArmor => {
            let options = pip_armor::Options {
                learning: ng.get_pip_learning(),
            };
            let mut games = shared.borrow_mut();
            games.pip = Some(PipSession::new(options, seed));
            if let Some(saves) = games.saves.as_mut() {
                saves.settings.pip_armor = Some(options);
                saves.save_settings();
            }
            drop(games);
            refresh::<PipSession>(app, shared);
        }
        // Strongholds starts from its own New game screen, with its seats (strongholds::new_game).
        GameKind::Strongholds => return,
    }
    go(app, shared, table_page(game));
}

/// Shows the options of the last games on the New game screens.
pub fn remember(app: &AppWindow, settings: &standfirm_store::Settings) {
    use armor_of_god::{DartMode, Defense, FaceValues};
    let ng = app.global::<NewGameAdapter>();
    if let Some(o) = settings.armor_of_god {
        ng.set_aog_dart(match o.dart {
            DartMode::Softer => DartChoice::Softer,
            DartMode::Core => DartChoice::Core,
        });
        ng.set_aog_defense(match o.defense {
            Defense::Baseline => DefenseChoice::Baseline,
            Defense::HardA => DefenseChoice::HardA,
            Defense::HardB => DefenseChoice::HardB,
        });
        ng.set_aog_faces(match o.faces {
            FaceValues::Rank => FacesChoice::Rank,
            FaceValues::Ten => FacesChoice::Ten,
        });
    }
    if let Some(o) = settings.pip_armor {
        ng.set_pip_learning(o.learning);
    }
}
