//! The Rules screen: a game's help document, each section with its paragraphs, items, the seven anointings
//! (Strongholds), its verses in full and the rule IDs it covers.

use crate::nav::{go, jump, Jump};
use crate::ui::{
    AppWindow, HelpAdapter, HelpAnointing, HelpItem, HelpSection, HelpVerse, Nav, Page,
};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use standfirm_engine::strongholds::Colour;
use standfirm_engine::GameKind;
use standfirm_guide::{help, scripture};
use std::cell::Cell;

thread_local! {
    /// Where Back leaves the Rules screen for: the screen it was opened from.
    static RETURN: Cell<Page> = const { Cell::new(Page::Home) };
}

/// The game at `index` of the Help tabs (the one list of games); the first game for an index out of range.
fn game_of(index: i32) -> GameKind {
    usize::try_from(index)
        .ok()
        .and_then(|i| GameKind::ALL.get(i).copied())
        .unwrap_or(GameKind::ALL[0])
}

/// The tab of `game`.
fn index_of(game: GameKind) -> i32 {
    GameKind::ALL.iter().position(|&g| g == game).unwrap_or(0) as i32
}

fn model<T: Clone + 'static>(items: Vec<T>) -> ModelRc<T> {
    ModelRc::new(VecModel::from(items))
}

/// Shows the rules of `game`.
fn present(app: &AppWindow, game: GameKind) {
    let a = app.global::<HelpAdapter>();
    a.set_game(index_of(game));
    let lang = crate::words::tr::lang();
    a.set_title(crate::words::tr::say(&game.title_msg()).into());
    let doc = match help::help_in(game, lang) {
        Ok(doc) => doc,
        Err(e) => {
            a.set_problem(
                crate::words::tr::tr!(
                    "The rules cannot be shown: {reason}",
                    reason = e.to_string()
                )
                .into(),
            );
            a.set_sections(ModelRc::default());
            a.set_intro("".into());
            return;
        }
    };
    a.set_problem("".into());
    a.set_intro(doc.intro.as_str().into());
    let anointings = help::anointings_in(lang).unwrap_or_default();
    let sections: Vec<HelpSection> = doc
        .sections
        .iter()
        .map(|s| HelpSection {
            title: s.title.as_str().into(),
            paragraphs: model(
                s.paragraphs
                    .iter()
                    .map(|p| SharedString::from(p.as_str()))
                    .collect(),
            ),
            items: model(
                s.items
                    .iter()
                    .map(|i| {
                        let armor = crate::models::art::armor_named(&i.term);
                        HelpItem {
                            term: i.term.as_str().into(),
                            text: i.text.as_str().into(),
                            has_armor: armor.is_some(),
                            armor: armor.unwrap_or(crate::ui::ArmorKind::Belt),
                        }
                    })
                    .collect(),
            ),
            anointings: model(if s.id == "anointings" {
                anointings
                    .iter()
                    .filter_map(|a| {
                        Some(HelpAnointing {
                            chip: crate::tables::strongholds::chip(
                                Colour::from_code(a.code)?,
                                -1,
                                false,
                            ),
                            anointing: a.anointing.as_str().into(),
                            meaning: a.meaning.as_str().into(),
                        })
                    })
                    .collect()
            } else {
                Vec::new()
            }),
            rules: s.rules.join(" · ").into(),
            verses: model(
                s.verses
                    .iter()
                    .map(|r| HelpVerse {
                        reference: crate::words::verses::shown(r).into(),
                        text: scripture::verse_in(r, lang)
                            .map(|e| e.text.as_str())
                            .unwrap_or_default()
                            .into(),
                    })
                    .collect(),
            ),
        })
        .collect();
    a.set_sections(model(sections));
}

/// The Help tabs: the games' short titles in the language now.
pub fn publish_tabs(app: &AppWindow) {
    let tabs: Vec<String> = GameKind::ALL
        .iter()
        .map(|g| crate::words::tr::say(&g.short_title_msg()))
        .collect();
    let words: Vec<SharedString> = tabs.iter().map(|t| longest_word(t).into()).collect();
    let tabs: Vec<SharedString> = tabs.into_iter().map(Into::into).collect();
    let help = app.global::<HelpAdapter>();
    help.set_games(ModelRc::new(VecModel::from(tabs)));
    help.set_game_words(ModelRc::new(VecModel::from(words)));
}

/// A title's longest word (by letters), which its tab must hold on one line.
fn longest_word(title: &str) -> &str {
    title
        .split_whitespace()
        .max_by_key(|w| w.chars().count())
        .unwrap_or_default()
}

/// Shows the rules of the game chosen again, in the language now (a change of language while they show).
pub fn refresh(app: &AppWindow) {
    publish_tabs(app);
    present(app, game_of(app.global::<HelpAdapter>().get_game()));
}

/// Opens the rules of `game`; Back returns to the screen it was opened from.
pub fn open(app: &AppWindow, game: GameKind) {
    let from = app.global::<Nav>().get_page();
    if from != Page::Help && from != Page::Scripture {
        RETURN.set(from);
    }
    publish_tabs(app);
    present(app, game);
    go(app, Page::Help);
}

/// Back from the Rules screen: to the screen it was opened from.
pub fn back(app: &AppWindow) {
    go(app, RETURN.get());
}

/// Wires the Rules screen.
pub fn wire(app: &AppWindow) {
    let a = app.global::<HelpAdapter>();
    publish_tabs(app);
    let weak = app.as_weak();
    a.on_choose(move |i| {
        if let Some(app) = weak.upgrade() {
            present(&app, game_of(i));
        }
    });
    let weak = app.as_weak();
    a.on_back(move || {
        if let Some(app) = weak.upgrade() {
            back(&app);
        }
    });
    let weak = app.as_weak();
    a.on_learn(move || {
        if let Some(app) = weak.upgrade() {
            let game = game_of(app.global::<HelpAdapter>().get_game());
            jump(&app, Jump::Learn(game));
        }
    });
    let weak = app.as_weak();
    a.on_scripture(move || {
        if let Some(app) = weak.upgrade() {
            super::scripture::open(&app);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::longest_word;

    #[test]
    fn a_tab_holds_its_titles_longest_word() {
        assert_eq!(longest_word("Fortalezas"), "Fortalezas");
        assert_eq!(longest_word("Armadura de Dios"), "Armadura");
        assert_eq!(longest_word("PIP Armor"), "Armor");
        assert_eq!(longest_word(""), "");
    }
}
