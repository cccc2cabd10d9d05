//! What each table gives the chance and takes back: the seat's view ([`seen`]), the moment an answer must
//! still match, the Learning line in the log and the solo games' Hint. Read through the open games, so that no
//! game imports the chance.
//!
//! Strongholds: the person whose private screen is up, against the bots at their levels. With one person at
//! the table their view is followed all game long and their moves get Learning lines; at a pass-and-play table
//! the log is read by everyone, so there it has none (a line would tell the next player something of the last
//! one's cards).

use super::panel::Seen;
use super::Position;
use crate::games::Games;
use crate::play::{Line, Tone};
use standfirm_engine::strongholds::Level;
use standfirm_engine::GameKind;

/// What the seat on screen sees now in `game` (`None`: no game, or it is over).
pub fn seen(games: &Games, game: GameKind) -> Option<Seen> {
    match game {
        GameKind::ArmorOfGod => {
            let s = games.aog.as_ref().filter(|s| !s.is_over())?;
            let position = Position::ArmorOfGod(s.state().clone());
            Some(Seen::new(
                game,
                s.play.file_name(),
                s.play.actions(),
                position,
                true,
                true,
                true,
            ))
        }
        GameKind::PipArmor => {
            let s = games.pip.as_ref().filter(|s| !s.is_over())?;
            let position = Position::PipArmor(s.state().clone());
            Some(Seen::new(
                game,
                s.play.file_name(),
                s.play.actions(),
                position,
                true,
                true,
                true,
            ))
        }
        GameKind::Strongholds => {
            let s = games.sh.as_ref().filter(|s| !s.is_over())?;
            let people: Vec<u8> = (0..s.seats().len() as u8)
                .filter(|&seat| !s.seats()[usize::from(seat)].bot)
                .collect();
            let private = s.private_seat().filter(|_| !s.claiming());
            let (seat, on_screen, alone) = match people.as_slice() {
                [one] => (*one, private == Some(*one), true),
                _ => (private?, true, false),
            };
            let levels = s
                .seats()
                .iter()
                .map(|seat| seat.bot_level().unwrap_or(Level::Steady))
                .collect();
            let position = Position::Strongholds {
                state: s.state().clone(),
                seat,
                levels,
            };
            let decides = alone && s.decider() == Some(seat);
            Some(Seen::new(
                game,
                s.play.file_name(),
                s.play.actions(),
                position,
                on_screen,
                decides,
                alone,
            ))
        }
    }
}

/// The save and the actions applied so far of the open game of `game`: an answer is kept only for the same.
pub fn moment(games: &Games, game: GameKind) -> Option<(String, usize)> {
    match game {
        GameKind::ArmorOfGod => games
            .aog
            .as_ref()
            .map(|s| (s.play.file_name(), s.play.actions().len())),
        GameKind::PipArmor => games
            .pip
            .as_ref()
            .map(|s| (s.play.file_name(), s.play.actions().len())),
        GameKind::Strongholds => games
            .sh
            .as_ref()
            .map(|s| (s.play.file_name(), s.play.actions().len())),
    }
}

/// Adds a Learning line to the log of `game` (good news when the chance rose). In Strongholds it names the one
/// person it is about.
pub fn log_line(games: &mut Games, game: GameKind, text: String, rose: bool) {
    let tone = if rose { Tone::Good } else { Tone::Plain };
    match game {
        GameKind::ArmorOfGod => {
            if let Some(s) = games.aog.as_mut() {
                s.play.log.push(text, None, tone);
            }
        }
        GameKind::PipArmor => {
            if let Some(s) = games.pip.as_mut() {
                s.play.log.push(text, None, tone);
            }
        }
        GameKind::Strongholds => {
            if let Some(s) = games.sh.as_mut() {
                let seat = (0..s.seats().len() as u8).find(|&i| !s.seats()[usize::from(i)].bot);
                s.play.log.push_line(Line {
                    text,
                    verse: String::new(),
                    tone,
                    seat,
                    recap: false,
                    turn_start: false,
                });
            }
        }
    }
}

/// The solo Hint: the usual hint at once, said to be weighed further when `weigh`; whether there was one.
pub fn usual_hint(games: &mut Games, game: GameKind, weigh: bool) -> bool {
    match game {
        GameKind::ArmorOfGod => games.aog.as_mut().is_some_and(|s| {
            let shown = s.show_hint();
            if shown && weigh {
                s.weigh_hint();
            }
            shown
        }),
        GameKind::PipArmor => games.pip.as_mut().is_some_and(|s| {
            let shown = s.show_hint();
            if shown && weigh {
                s.weigh_hint();
            }
            shown
        }),
        // The Strongholds Hint is Wise's own search (`strongholds/hint.rs`).
        GameKind::Strongholds => false,
    }
}

/// The Learning hint back on a solo table.
pub fn learned_hint(games: &mut Games, game: GameKind, best: Option<&str>, words: String) {
    match game {
        GameKind::ArmorOfGod => {
            if let Some(s) = games.aog.as_mut() {
                s.learned_hint(best, words);
            }
        }
        GameKind::PipArmor => {
            if let Some(s) = games.pip.as_mut() {
                s.learned_hint(best, words);
            }
        }
        GameKind::Strongholds => {}
    }
}
