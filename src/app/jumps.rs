//! Navigation's hooks and jumps, carried out here where every room is known: what follows a page change, and
//! the screen each [`Jump`] opens.

use crate::nav::{on_jump, on_page, Jump};
use crate::screens::{
    about, help, home, new_game, online, review, saves, settings, statistics, tutorial,
};
use crate::services::chance;
use crate::tables::{keep_awake, table_page, Shared};
use crate::ui::{AppWindow, Page};
use slint::ComponentHandle;

/// Sets navigation's hooks and what carries out its jumps.
pub(super) fn wire(_app: &AppWindow, shared: &Shared) {
    // Leaving a tutorial's table ends the tutorial: its game was never saved.
    let s = shared.clone();
    on_page(move |app, _, to| {
        let ended = {
            let mut games = s.borrow_mut();
            let leaving = games
                .tutorial
                .as_ref()
                .is_some_and(|t| to != table_page(t.game));
            if leaving {
                if let Some(run) = games.tutorial.take() {
                    games.close(run.game);
                }
            }
            leaving
        };
        if ended {
            crate::tables::play::tutorial::hide(app);
        }
    });
    let s = shared.clone();
    on_page(move |app, from, to| {
        if to == Page::Home {
            home::update(app, &s.borrow());
        }
        if to == Page::About {
            about::open(app);
        }
        if from != to {
            chance::page_changed(app);
            review::page_changed(app, &s, to);
        }
    });
    let s = shared.clone();
    on_page(move |app, _, _| keep_awake(app, &s));
    let s = shared.clone();
    on_jump(move |app, to| match to {
        Jump::NewGame(game) => new_game::open(app, game),
        Jump::Rules(game) => help::open(app, game),
        Jump::Learn(game) => tutorial::start(app, &s, game),
        Jump::Saves => saves::open_saves(app, &s),
        Jump::Statistics => statistics::open(app, &s),
        Jump::Settings => settings::open(app),
        Jump::SaveAs(file) => saves::ask_save_as(app, *file),
        Jump::Review { save, seat } => {
            if let Err(why) = review::open(app, &save, seat) {
                match crate::tables::game_on_screen(app) {
                    Some(game) => crate::tables::tell(app, &s, game, &why),
                    None => saves::tell(app, &why),
                }
            }
        }
        Jump::JoinTable { code, server } => online::open_join(app, &s, code, server),
        Jump::Language => {
            crate::tables::publish_labels(app);
            help::publish_tabs(app);
            home::update(app, &s.borrow());
            if let Some(game) = crate::tables::game_on_screen(app) {
                review::steps::refresh(app, &s);
                crate::tables::refresh_game(app, &s, game);
            }
            // The online table's connection line and its waiting room.
            online::show(app, &s);
            // The screen showing, said again (the others are filled when they open).
            match app.global::<crate::ui::Nav>().get_page() {
                Page::Saves => saves::refresh(app, &s),
                Page::Statistics => statistics::refresh(app, &s),
                page @ (Page::Help | Page::Scripture) => help::refresh(app, page),
                Page::ShNew => new_game::refresh_strongholds(app),
                Page::Review => review::refresh(app),
                _ => {}
            }
        }
    });
}

/// Opens what a link's fragment asks for (`#armor-of-god/929369`: New game of that deal; `#table/ABC234`: Join
/// with that code); a link that asks for nothing leaves the screen as it is, and a bad one opens Home with a plain message.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(super) fn open_link(app: &AppWindow, fragment: &str) {
    use slint::ComponentHandle;
    match crate::words::link::parse_fragment(fragment) {
        Ok(None) => {}
        Ok(Some(crate::words::link::Link::Deal(game, deal))) => {
            new_game::open_deal(app, game, deal)
        }
        Ok(Some(crate::words::link::Link::Table { code, server })) => crate::nav::jump(
            app,
            Jump::JoinTable {
                code: Some(code),
                server,
            },
        ),
        Err(why) => {
            crate::nav::go(app, Page::Home);
            app.global::<crate::ui::HomeAdapter>()
                .set_notice(why.into());
        }
    }
}
