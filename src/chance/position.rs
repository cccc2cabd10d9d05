//! The one place where the three games differ for the chance (issue 20): a [`Position`] is what one seat sees
//! of a game, and from it come the key of its playouts, its estimate in words ([`Reading`]), the win chance
//! of the Learning mode's log line and the Learning hint. Every estimate re-deals what the seat cannot see
//! (`standfirm_engine::odds`): the real order of hidden cards is never read.

use super::reading::{about, Reading};
use crate::cards_ui::card_words;
use standfirm_engine::odds::{self, position_key, Budget, Chance, HINT_PLAYOUTS, PLAYOUTS};
use standfirm_engine::strongholds::{levels, Level};
use standfirm_engine::{armor_of_god as aog, pip_armor as pip, strongholds as sh};
use std::sync::atomic::AtomicBool;

/// A game as one seat sees it, for an estimate.
#[derive(Debug, Clone)]
pub enum Position {
    /// Armor of God (the player's view).
    ArmorOfGod(aog::State),
    /// PIP Armor (the player's view: what is on the table now).
    PipArmor(pip::State),
    /// Strongholds from `seat`'s view, with every seat's playout level (a person plays as Steady).
    Strongholds {
        /// The game.
        state: sh::State,
        /// The seat whose chance it is.
        seat: u8,
        /// Each seat's level in the playouts.
        levels: Vec<Level>,
    },
}

/// The Learning hint: the move with the best chance, in words, and its action (the runner's notation) when it
/// is not the usual hint's.
#[derive(Debug, Clone, PartialEq)]
pub struct LearnedHint {
    /// The move to point at, when it differs from the usual hint; `None`: the usual hint is the best found.
    pub action: Option<String>,
    /// What the hint says.
    pub words: String,
}

impl Position {
    /// The seat whose chance it is.
    pub fn seat(&self) -> u8 {
        match self {
            Position::Strongholds { seat, .. } => *seat,
            _ => 0,
        }
    }

    /// The key of its playouts, from what the seat sees only: the same position gives the same answer.
    pub fn key(&self) -> u64 {
        match self {
            Position::ArmorOfGod(s) => position_key(s, 0),
            Position::PipArmor(s) => position_key(s, 0),
            Position::Strongholds { state, seat, .. } => position_key(state, *seat),
        }
    }

    /// The chance in words, with up to the app's playouts; `None` once the game is over.
    pub fn read(&self, stop: &AtomicBool) -> Option<Reading> {
        let key = self.key();
        match self {
            Position::ArmorOfGod(s) => {
                let o = odds::armor_of_god(s, key, Budget::stoppable(PLAYOUTS.0, stop)).ok()?;
                Some(Reading::new(
                    "Chance to win",
                    o.win,
                    format!(
                        "Passing the Defense Check of round {}: {}",
                        o.next_check.round,
                        about(o.pass_next_check)
                    ),
                    String::new(),
                ))
            }
            Position::PipArmor(s) => {
                let o = odds::pip_armor(s, key, Budget::stoppable(PLAYOUTS.0, stop)).ok()?;
                if let Some(note) = o.note() {
                    return Some(Reading::certain("Chance of a victory", o.win, note));
                }
                let mut details: Vec<String> = o
                    .ratings
                    .iter()
                    .map(|r| format!("{} {}%", r.rating.name(), r.chance.percent().0))
                    .collect();
                details.push(format!("Whole Armor {}%", o.whole_armor.percent().0));
                let note = if s.phase() == pip::Phase::Prepare {
                    "Only what is on the table counts: the cards you set aside are dealt again as if \
                     unknown. Remembering them is your part (PIP-4.3)."
                } else {
                    ""
                };
                Some(Reading::new(
                    "Chance of a victory",
                    o.win,
                    details.join(" · "),
                    note.into(),
                ))
            }
            Position::Strongholds {
                state,
                seat,
                levels,
            } => {
                let o = odds::strongholds(
                    state,
                    *seat,
                    levels,
                    key,
                    Budget::stoppable(PLAYOUTS.1, stop),
                )
                .ok()?;
                let wise = levels
                    .iter()
                    .enumerate()
                    .any(|(i, l)| i != usize::from(*seat) && *l == Level::Wise);
                let note = if wise {
                    "Wise bots are played as Steady ones here, so the estimate reads them a little weaker \
                     than they are."
                } else {
                    ""
                };
                Some(Reading::new(
                    "Chance to finish first",
                    o.first,
                    format!("First alone: {}", about(o.first_alone)),
                    note.into(),
                ))
            }
        }
    }

    /// The chance to win (Strongholds: to finish first), for the Learning mode's log line.
    pub fn win(&self, stop: &AtomicBool) -> Option<Chance> {
        let key = self.key();
        match self {
            Position::ArmorOfGod(s) => {
                odds::armor_of_god(s, key, Budget::stoppable(PLAYOUTS.0, stop))
                    .ok()
                    .map(|o| o.win)
            }
            Position::PipArmor(s) => odds::pip_armor(s, key, Budget::stoppable(PLAYOUTS.0, stop))
                .ok()
                .map(|o| o.win),
            Position::Strongholds {
                state,
                seat,
                levels,
            } => odds::strongholds(
                state,
                *seat,
                levels,
                key,
                Budget::stoppable(PLAYOUTS.1, stop),
            )
            .ok()
            .map(|o| o.first),
        }
    }

    /// The Learning hint of a solo game: the move with the best chance, each move played out in the same
    /// re-dealt worlds; `None` when there is nothing to decide (or in Strongholds, whose Hint is Wise's).
    pub fn best(&self, stop: &AtomicBool) -> Option<LearnedHint> {
        let key = self.key();
        let budget = Budget::stoppable(HINT_PLAYOUTS.0, stop);
        let (best, greedy, chance, greedy_chance, differs) = match self {
            Position::ArmorOfGod(s) => {
                let b = odds::armor_of_god_best(s, key, budget).ok()?;
                (
                    b.best.to_string(),
                    aog_words(&b.greedy),
                    b.chance,
                    b.greedy_chance,
                    b.differs().then(|| aog_words(&b.best)),
                )
            }
            Position::PipArmor(s) => {
                let b = odds::pip_armor_best(s, key, budget).ok()?;
                (
                    b.best.to_string(),
                    pip_words(&b.greedy),
                    b.chance,
                    b.greedy_chance,
                    b.differs().then(|| pip_words(&b.best)),
                )
            }
            Position::Strongholds { .. } => return None,
        };
        Some(match differs {
            Some(words) => LearnedHint {
                action: Some(best),
                words: format!(
                    "Learning hint: {words}. Its chance is {}%, against {}% for the usual move ({}).",
                    chance.percent().0,
                    greedy_chance.percent().0,
                    lower_first(&greedy)
                ),
            },
            None => LearnedHint {
                action: None,
                words: format!(
                    "No move does clearly better: about {}% to win.",
                    greedy_chance.percent().0
                ),
            },
        })
    }

    /// What the move `action` (the runner's notation) from this position to `after` did, in words for the
    /// log ("Belt of Truth 12 → 16"). PIP Armor never names a card set aside (PIP-4.3).
    pub fn move_words(&self, action: &str, after: &Position) -> String {
        match (self, after) {
            (Position::ArmorOfGod(before), Position::ArmorOfGod(after)) => {
                match action.parse::<aog::Action>() {
                    Ok(aog::Action::Play { slot, .. }) => format!(
                        "{} {} → {}",
                        slot.title(),
                        before.pile_total(slot),
                        after.pile_total(slot)
                    ),
                    Ok(a) => aog_words(&a),
                    Err(_) => "Your move".into(),
                }
            }
            (Position::PipArmor(_), _) => match action.parse::<pip::Action>() {
                Ok(a) => pip_words(&a),
                Err(_) => "Your move".into(),
            },
            (Position::Strongholds { .. }, _) => match action.parse::<sh::Action>() {
                Ok(a) => levels::describe(&a),
                Err(_) => "Your move".into(),
            },
            _ => "Your move".into(),
        }
    }
}

/// An Armor of God move in words ("Play the 6 of Hearts on the Belt of Truth").
fn aog_words(action: &aog::Action) -> String {
    match action {
        aog::Action::Play { card, slot } => {
            format!("Play the {} on the {}", card_words(*card), slot.title())
        }
        aog::Action::Discard { card } => format!("Discard the {}", card_words(*card)),
        aog::Action::Dart { line } => match line {
            aog::DartLine::Largest => "Send Satan's Dart to the largest pile".into(),
            aog::DartLine::Banked => "Send Satan's Dart to the banked pile".into(),
        },
    }
}

/// A PIP Armor move in words; a card kept face down is named by its place only (PIP-4.3).
fn pip_words(action: &pip::Action) -> String {
    match action {
        pip::Action::Prepare { pick, pile } => format!(
            "Keep the {} card as {}",
            if *pick == 1 { "upper" } else { "lower" },
            match pile {
                pip::Pile::Armor => "Armor",
                pip::Pile::Response => "a Response",
            }
        ),
        pip::Action::Respond { card } => format!("Answer with the {}", card_words(*card)),
        pip::Action::Pass => "Take the hit".into(),
    }
}

/// The words with a lower-case first letter, for the middle of a sentence.
fn lower_first(words: &str) -> String {
    let mut chars = words.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    //! What a seat cannot see never changes its chance: a position and a copy with every hidden card dealt
    //! again (the deck order, face-down piles, another seat's Truth cards) read the same, to the playout.
    use super::*;
    use standfirm_engine::rng::GameRng;
    use standfirm_engine::Game;

    fn aog_mid_game(seed: u64) -> aog::State {
        let mut s = aog::State::new(aog::Options::default(), seed);
        for _ in 0..8 {
            let Some(a) = aog::bots::greedy_action(&s) else {
                break;
            };
            s.apply(&a).unwrap();
        }
        s
    }

    fn same_reading(a: &Position, b: &Position) {
        let stop = AtomicBool::new(false);
        assert_eq!(a.key(), b.key(), "the key comes from the seat's view");
        assert_eq!(a.read(&stop), b.read(&stop));
        assert_eq!(a.win(&stop), b.win(&stop));
        assert_eq!(a.best(&stop), b.best(&stop));
    }

    #[test]
    fn armor_of_god_reads_the_same_whatever_the_deck_order_aog_b22() {
        let s = aog_mid_game(5);
        let other = s.redeal(0, &mut GameRng::new(77));
        assert_ne!(s, other, "the deck order changed");
        same_reading(&Position::ArmorOfGod(s), &Position::ArmorOfGod(other));
    }

    #[test]
    fn pip_armor_reads_the_same_whatever_lies_face_down_pip_4_3() {
        let mut s = pip::State::new(pip::Options::default(), 2);
        for _ in 0..20 {
            let a = pip::hint(&s.view()).unwrap().action;
            s.apply(&a).unwrap();
        }
        let other = s.redeal(0, &mut GameRng::new(78));
        assert_ne!(s, other, "a face-down card changed");
        same_reading(&Position::PipArmor(s), &Position::PipArmor(other));
    }

    #[test]
    fn a_strongholds_seat_reads_the_same_whatever_the_others_hold_sh_2_4() {
        let mut s = sh::State::new(sh::Options::new(3), 4, 0).unwrap();
        for _ in 0..25 {
            let a = sh::bots::greedy(&s).unwrap();
            s.apply(&a).unwrap();
        }
        let seat = s.active;
        let mut other = s.redeal(seat, &mut GameRng::new(79));
        other.rng = GameRng::new(80);
        assert_ne!(s, other, "another seat's cards or a deck changed");
        let levels = vec![Level::Steady, Level::Gentle, Level::Wise];
        let at = |state: sh::State| Position::Strongholds {
            state,
            seat,
            levels: levels.clone(),
        };
        same_reading(&at(s), &at(other));
    }
}
