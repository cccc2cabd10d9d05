//! Unit tests of `games`.

use super::*;

#[test]
fn every_game_has_its_choice_and_its_tile() {
    for game in GameKind::ALL {
        assert_eq!(game_of(choice(game)), game);
        let tile = tile(game, false);
        assert!(game.title().starts_with(tile.name.as_str()));
        assert!(!tile.line.is_empty());
        assert!(tile.picture.size().width > 0, "{game:?} has its picture");
    }
}
