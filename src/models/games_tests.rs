//! Unit tests of `games`.

use super::*;

#[test]
fn every_game_has_its_choice_and_its_tile() {
    for game in GameKind::ALL {
        assert_eq!(game_of(choice(game)), game);
        let tile = tile(game, false, true);
        assert!(game.title().starts_with(tile.name.as_str()));
        assert!(!tile.line.is_empty());
        assert!(tile.picture.size().width > 0, "{game:?} has its picture");
    }
}

#[test]
fn a_tile_without_its_picture_gets_it_unchanged_later() {
    for game in GameKind::ALL {
        assert_eq!(tile(game, true, false).picture.size().width, 0);
        // Made once: the same picture each time, so Home's rows compare equal from one update to the next.
        assert_eq!(tile(game, true, true), tile(game, true, true));
        assert_eq!(tile(game, true, true).picture, picture(game));
    }
}
