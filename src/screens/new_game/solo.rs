//! The solo games' New game screens: options and a deal number, and starting (or replaying) a game or a
//! Challenge.

use super::challenge::Asked;
use crate::models::choices::{
    dart_choice, dart_of, defense_choice, defense_of, faces_choice, faces_of,
};
use crate::nav::go;
use crate::tables::aog::AogSession;
use crate::tables::pip::PipSession;
use crate::tables::{refresh_game, table_page, Shared};
use crate::ui::{AogAdapter, AppWindow, NewGameAdapter, Page, PipAdapter};
use crate::words::deal::{parse_deal, random_deal};
use slint::ComponentHandle;
use standfirm_engine::grade::Variant;
use standfirm_engine::{armor_of_god, pip_armor, GameKind};
use standfirm_store::LastOptions;

/// The Armor of God options chosen on the New game screen.
fn aog_options(ng: &NewGameAdapter) -> armor_of_god::Options {
    armor_of_god::Options {
        dart: dart_of(ng.get_aog_dart()),
        defense: defense_of(ng.get_aog_defense()),
        faces: faces_of(ng.get_aog_faces()),
    }
}

/// Opens the New game screen `page` with an empty deal number.
pub fn open(app: &AppWindow, page: Page) {
    let ng = app.global::<NewGameAdapter>();
    ng.set_error("".into());
    ng.set_deal("".into());
    super::challenge::cancel(app);
    go(app, page);
}

/// Wires the solo New game screens, and New game / Replay this deal from a finished game.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let ng = app.global::<NewGameAdapter>();
    ng.on_back(crate::nav::to(app, Page::Home));
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
    // A Challenge: a deal of the chosen grade, in the graded variant of the options chosen.
    let challenge = |game: GameKind| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            let Some(app) = weak.upgrade() else { return };
            let ng = app.global::<NewGameAdapter>();
            let variant = match game {
                GameKind::ArmorOfGod => Variant::ArmorOfGod(defense_of(ng.get_aog_defense())),
                GameKind::PipArmor | GameKind::Strongholds => Variant::PipArmor,
            };
            // A deal number, if given, is where the search starts (the same number finds the same deal).
            let from = match parse_deal(&ng.get_deal()) {
                Ok(from) => from.unwrap_or_else(random_deal),
                Err(message) => return ng.set_error(message.into()),
            };
            ng.set_error("".into());
            let grade = super::challenge::grade_of(ng.get_grade());
            super::challenge::start_challenge(&app, &shared, variant, grade, from, Asked::NewGame);
        }
    };
    ng.on_challenge_aog(challenge(GameKind::ArmorOfGod));
    ng.on_challenge_pip(challenge(GameKind::PipArmor));
    // From a finished game: the same options with a new deal, or the same deal again; from a Challenge, another
    // deal of its grade, or the same graded deal again.
    let again = |game: GameKind, replay: bool| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            let Some(app) = weak.upgrade() else { return };
            let file = shared.borrow().table(game).map(|t| t.save_file());
            if let Some((variant, c)) = file.as_ref().and_then(super::challenge::graded) {
                let deal = file.as_ref().map_or(0, |f| f.setup.seed());
                if !replay {
                    let (grade, from) = (c.grade, random_deal());
                    let asked = Asked::Result(game);
                    return super::challenge::start_challenge(
                        &app, &shared, variant, grade, from, asked,
                    );
                }
                super::challenge::cancel(&app);
                let measured = c.measured(variant, deal);
                if let Err(why) = super::challenge::open_challenge(&app, &shared, &measured) {
                    crate::tables::tell(&app, &shared, game, &why);
                }
                return;
            }
            let seed = shared.borrow().table(game).map(|t| t.play().seed());
            let seed = match seed {
                Some(seed) if replay => seed,
                _ => random_deal(),
            };
            start_game(&app, &shared, game, seed);
        }
    };
    // Share this deal, where the system can share.
    let share = |game: GameKind| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            let Some(app) = weak.upgrade() else { return };
            let Some(seed) = shared.borrow().table(game).map(|t| t.play().seed()) else {
                return;
            };
            let note = crate::platform::share_deal(game, seed).unwrap_or_else(|why| why);
            match game {
                GameKind::ArmorOfGod => app.global::<AogAdapter>().set_share_note(note.into()),
                GameKind::PipArmor => app.global::<PipAdapter>().set_share_note(note.into()),
                GameKind::Strongholds => {}
            }
        }
    };
    // Review this game: the finished game's decisions (the result sheet).
    let review = |game: GameKind| {
        let weak = app.as_weak();
        let shared = shared.clone();
        move || {
            let Some(app) = weak.upgrade() else { return };
            let Some(save) = shared.borrow().table(game).map(|t| t.save_file()) else {
                return;
            };
            crate::nav::jump(
                &app,
                crate::nav::Jump::Review {
                    save: Box::new(save),
                    seat: 0,
                },
            );
        }
    };
    let aog = app.global::<AogAdapter>();
    aog.on_review(review(GameKind::ArmorOfGod));
    aog.set_can_share(crate::platform::shares_deals());
    aog.on_share(share(GameKind::ArmorOfGod));
    aog.on_new_game_same(again(GameKind::ArmorOfGod, false));
    aog.on_replay(again(GameKind::ArmorOfGod, true));
    let pip = app.global::<PipAdapter>();
    pip.on_review(review(GameKind::PipArmor));
    pip.set_can_share(crate::platform::shares_deals());
    pip.on_share(share(GameKind::PipArmor));
    pip.on_new_game_same(again(GameKind::PipArmor, false));
    pip.on_replay(again(GameKind::PipArmor, true));
}

/// Starts a game of `game` with the options on the New game screen; the options are remembered.
fn start_game(app: &AppWindow, shared: &Shared, game: GameKind, seed: u64) {
    super::challenge::cancel(app);
    let ng = app.global::<NewGameAdapter>();
    {
        let mut games = shared.borrow_mut();
        match game {
            GameKind::ArmorOfGod => {
                let options = aog_options(&ng);
                games.put(AogSession::new(options, seed));
                if let Some(saves) = games.saves.as_mut() {
                    saves
                        .settings
                        .remember_options(LastOptions::ArmorOfGod(options));
                    saves.save_settings();
                }
            }
            GameKind::PipArmor => {
                let options = pip_armor::Options {
                    learning: ng.get_pip_learning(),
                };
                games.put(PipSession::new(options, seed));
                if let Some(saves) = games.saves.as_mut() {
                    saves
                        .settings
                        .remember_options(LastOptions::PipArmor(options));
                    saves.save_settings();
                }
            }
            // Strongholds starts from its own New game screen, with its seats.
            GameKind::Strongholds => return,
        }
    }
    app.global::<AogAdapter>().set_share_note("".into());
    app.global::<PipAdapter>().set_share_note("".into());
    refresh_game(app, shared, game);
    go(app, table_page(game));
}

/// Shows the options of the last Armor of God game on its New game screen.
pub fn remember_aog(app: &AppWindow, o: armor_of_god::Options) {
    let ng = app.global::<NewGameAdapter>();
    ng.set_aog_dart(dart_choice(o.dart));
    ng.set_aog_defense(defense_choice(o.defense));
    ng.set_aog_faces(faces_choice(o.faces));
}

/// Shows the options of the last PIP Armor game on its New game screen.
pub fn remember_pip(app: &AppWindow, o: pip_armor::Options) {
    app.global::<NewGameAdapter>().set_pip_learning(o.learning);
}
