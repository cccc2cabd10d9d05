//! What each table gives the chance and takes back: the seat's view ([`seen`]), the moment an answer must
//! still match, the Learning line in the log and the solo games' Hint. Read through the open games, so that no
//! game imports the chance.
//!
//! Strongholds: the person whose private screen is up, against the bots at their levels. With one person at
//! the table their view is followed all game long and their moves get Learning lines; at a pass-and-play table
//! the log is read by everyone, so there it has none (a line would tell the next player something of the last
//! one's cards).

use super::Position;
use crate::tables::aog::AogSession;
use crate::tables::pip::PipSession;
use crate::tables::play::Tone;
use crate::tables::solo::{SoloGame, SoloSession};
use crate::tables::strongholds::ShSession;
use crate::tables::Games;
use standfirm_engine::strongholds::Level;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;

/// What a game screen's seat sees now, for the chance.
#[derive(Debug, Clone)]
pub struct Seen {
    /// The game.
    pub game: GameKind,
    /// Its save (file name): another game is another position.
    pub id: String,
    /// The actions applied so far.
    pub actions: usize,
    /// The last action, in the runner's notation.
    pub last_action: Option<String>,
    /// The position from the seat's view.
    pub position: Position,
    /// Its key ([`Position::key`]).
    pub key: u64,
    /// Whether the seat's own screen is up (the panel may show its chance).
    pub on_screen: bool,
    /// Whether the seat decides now: its next move gets a Learning line.
    pub decides: bool,
    /// Whether this table has Learning lines (the solo games; Strongholds with one person at the table, as
    /// its log is read by everyone at a pass-and-play table).
    pub learning: bool,
}

impl Seen {
    /// What is seen, with its key worked out.
    pub fn new(
        game: GameKind,
        id: String,
        actions: &[String],
        position: Position,
        on_screen: bool,
        decides: bool,
        learning: bool,
    ) -> Seen {
        Seen {
            game,
            id,
            actions: actions.len(),
            last_action: actions.last().cloned(),
            key: position.key(),
            position,
            on_screen,
            decides,
            learning,
        }
    }
}

/// What the seat on screen sees now in `game` (`None`: no game, or it is over).
pub fn seen(games: &Games, game: GameKind) -> Option<Seen> {
    match game {
        GameKind::ArmorOfGod => solo_seen(games.get_ref::<AogSession>()?, Position::armor_of_god),
        GameKind::PipArmor => solo_seen(games.get_ref::<PipSession>()?, Position::pip_armor),
        GameKind::Strongholds => {
            let s = games.get_ref::<ShSession>().filter(|s| !s.is_over())?;
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
            let position = Position::strongholds(s.state(), seat, levels);
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

/// A solo game as its player sees it (`position` takes the player's view of its state).
fn solo_seen<G: SoloGame>(s: &SoloSession<G>, position: fn(&G::State) -> Position) -> Option<Seen> {
    if s.is_over() {
        return None;
    }
    let game = <G::State as standfirm_engine::Game>::KIND;
    let position = position(s.state());
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

/// The save and the actions applied so far of the open game of `game`: an answer is kept only for the same.
pub fn moment(games: &Games, game: GameKind) -> Option<(String, usize)> {
    games
        .table(game)
        .map(|t| (t.play().file_name(), t.play().actions().len()))
}

/// Adds a Learning line to the log of `game` (good news when the chance rose).
pub fn log_line(games: &mut Games, game: GameKind, line: Msg, rose: bool) {
    let tone = if rose { Tone::Good } else { Tone::Plain };
    if let Some(table) = games.table_mut(game) {
        table.learning_line(line, tone);
    }
}

/// The solo Hint: the usual hint at once, said to be weighed further when `weigh`; whether there was one.
pub fn usual_hint(games: &mut Games, game: GameKind, weigh: bool) -> bool {
    games.table_mut(game).is_some_and(|t| t.usual_hint(weigh))
}

/// The Learning hint back on a solo table.
pub fn learned_hint(games: &mut Games, game: GameKind, best: Option<&str>, words: Msg) {
    if let Some(table) = games.table_mut(game) {
        table.learned_hint(best, words);
    }
}
