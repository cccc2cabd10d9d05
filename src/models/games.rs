//! The list of games as the screens show it: each game's choice on a screen ([`GameChoice`], mapped to the
//! engine's [`GameKind`] here and nowhere else) and its tile on Home (name, line, picture).

use crate::ui::{GameChoice, GameTileData};
use standfirm_engine::GameKind;

/// The screen's choice of `game`.
pub fn choice(game: GameKind) -> GameChoice {
    match game {
        GameKind::ArmorOfGod => GameChoice::ArmorOfGod,
        GameKind::PipArmor => GameChoice::PipArmor,
        GameKind::Strongholds => GameChoice::Strongholds,
    }
}

/// The game a screen chose.
pub fn game_of(choice: GameChoice) -> GameKind {
    match choice {
        GameChoice::ArmorOfGod => GameKind::ArmorOfGod,
        GameChoice::PipArmor => GameKind::PipArmor,
        GameChoice::Strongholds => GameKind::Strongholds,
    }
}

/// The game's picture on Home (`assets/art/home-*.svg`), made once in a run: each update of Home then gives
/// its tiles the same picture, so their rows compare equal and the picture is not made and drawn afresh (in the
/// browser each one is handed to the browser to decode).
pub fn picture(game: GameKind) -> slint::Image {
    thread_local! {
        static PICTURES: std::cell::RefCell<Vec<(GameKind, slint::Image)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    PICTURES.with_borrow_mut(|made| {
        if let Some((_, picture)) = made.iter().find(|(kind, _)| *kind == game) {
            return picture.clone();
        }
        let picture = draw(game);
        made.push((game, picture.clone()));
        picture
    })
}

fn draw(game: GameKind) -> slint::Image {
    let svg: &[u8] = match game {
        GameKind::ArmorOfGod => include_bytes!("../../assets/art/home-armor-of-god.svg"),
        GameKind::PipArmor => include_bytes!("../../assets/art/home-pip-armor.svg"),
        GameKind::Strongholds => include_bytes!("../../assets/art/home-strongholds.svg"),
    };
    // The pictures are the app's own and always load; should one not, the tile shows none.
    slint::Image::load_from_svg_data(svg).unwrap_or_default()
}

/// The tile of `game` on Home; `learned` when its tutorial was finished; without its picture unless
/// `pictured` (the browser's first frame has none: see `screens::home::hold_today`).
pub fn tile(game: GameKind, learned: bool, pictured: bool) -> GameTileData {
    GameTileData {
        game: choice(game),
        name: crate::words::games::tile_name(game).into(),
        line: crate::words::games::tagline(game).into(),
        picture: if pictured {
            picture(game)
        } else {
            slint::Image::default()
        },
        learned,
    }
}

#[cfg(test)]
#[path = "games_tests.rs"]
mod tests;
