//! The one place where the three games differ for the chance: a [`Position`] is what one seat sees
//! of a game, and from it come the key of its playouts, its estimate in words ([`Reading`]), the win chance
//! of the Learning mode's log line and the Learning hint. A position holds the seat's view only (the player's
//! `View`, a Strongholds seat's `Observation`), never the referee's state: what reaches the chance worker
//! cannot read a hidden card, and every estimate deals them afresh (`standfirm_engine::odds`'s `_seen` calls).

use super::reading::{about, Reading};
use crate::words::moves::{aog_words, pip_words, Start};
use standfirm_engine::msg;
use standfirm_engine::odds::{
    self, position_key, view_key, Budget, Chance, Tally, HINT_PLAYOUTS, PLAYOUTS,
};
use standfirm_engine::strongholds::{levels, Level};
use standfirm_engine::words::{Arg, IntoArg, Msg};
use standfirm_engine::{armor_of_god as aog, pip_armor as pip, strongholds as sh};
use std::sync::atomic::AtomicBool;

/// A game as one seat sees it, for an estimate: only what that seat sees.
#[derive(Debug, Clone)]
pub enum Position {
    /// Armor of God: the player's view.
    ArmorOfGod(Box<aog::View>),
    /// PIP Armor: the player's view (what is on the table now; a card set aside is face down, PIP-4.3).
    PipArmor(Box<pip::View>),
    /// Strongholds from one seat's observation, with every seat's playout level (a person plays as Steady).
    Strongholds {
        /// What the seat whose chance it is knows (`obs.seat`), nothing more (SH-2.4).
        obs: Box<sh::Observation>,
        /// Each seat's level in the playouts.
        levels: Vec<Level>,
        /// The key of its playouts, made by the referee from the seat's view ([`position_key`]).
        key: u64,
    },
}

/// A game's figures of an estimate.
enum Odds {
    ArmorOfGod(odds::ArmorOfGodOdds),
    PipArmor(odds::PipArmorOdds),
    Strongholds(odds::StrongholdsOdds),
}

/// The Learning hint's search under way, a step at a time.
#[derive(Debug, Clone)]
pub(super) enum BestStep {
    ArmorOfGod(odds::BestSearch<aog::Action>),
    PipArmor(odds::BestSearch<pip::Action>),
}

/// The Learning hint: the move with the best chance, in words, and its action (the runner's notation) when it
/// is not the usual hint's.
#[derive(Debug, Clone, PartialEq)]
pub struct LearnedHint {
    /// The move to point at, when it differs from the usual hint; `None`: the usual hint is the best found.
    pub action: Option<String>,
    /// What the hint says.
    pub words: Msg,
}

impl Position {
    /// An Armor of God game as its player sees it.
    pub fn armor_of_god(state: &aog::State) -> Position {
        Position::ArmorOfGod(Box::new(state.view()))
    }

    /// A PIP Armor game as its player sees it.
    pub fn pip_armor(state: &pip::State) -> Position {
        Position::PipArmor(Box::new(state.view()))
    }

    /// A Strongholds table as `seat` sees it, with every seat's playout level: the referee hands over the
    /// seat's observation and the key made from its view, and keeps the state.
    pub fn strongholds(state: &sh::State, seat: u8, levels: Vec<Level>) -> Position {
        Position::Strongholds {
            obs: Box::new(sh::Observation::of(state, seat)),
            levels,
            key: position_key(state, seat),
        }
    }

    /// The seat whose chance it is.
    pub fn seat(&self) -> u8 {
        match self {
            Position::Strongholds { obs, .. } => obs.seat,
            _ => 0,
        }
    }

    /// The key of its playouts, from what the seat sees only: the same position gives the same answer.
    pub fn key(&self) -> u64 {
        match self {
            Position::ArmorOfGod(v) => view_key(v),
            Position::PipArmor(v) => view_key(v),
            Position::Strongholds { key, .. } => *key,
        }
    }

    /// The playouts of its estimate: the app's, per game.
    pub(super) fn playouts(&self) -> u32 {
        match self {
            Position::Strongholds { .. } => PLAYOUTS.1,
            _ => PLAYOUTS.0,
        }
    }

    /// Plays up to `step` more playouts of its estimate into `tally` (numbered on from those played, so that
    /// the steps end where one run does); `true` once all are played, the game is over or `stop` is set.
    pub(super) fn estimate_more(&self, tally: &mut Tally, step: u32, stop: &AtomicBool) -> bool {
        if self.odds(&Tally::default()).is_none() {
            return true; // a game over has nothing to estimate
        }
        let left = self.playouts().saturating_sub(tally.playouts);
        let budget = Budget::stoppable(left.min(step), stop);
        let key = self.key();
        match self {
            Position::ArmorOfGod(v) => odds::estimate_more_seen(&**v, &(), key, tally, budget),
            Position::PipArmor(v) => odds::estimate_more_seen(&**v, &(), key, tally, budget),
            Position::Strongholds { obs, levels, .. } => {
                odds::estimate_more_seen(&**obs, &levels[..], key, tally, budget)
            }
        }
        tally.playouts >= self.playouts() || stop.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Its whole estimate (up to the app's playouts, fewer if `stop` is set).
    /// (Whole, in one run: the tests' measure of the steps.)
    #[cfg(test)]
    fn estimate(&self, stop: &AtomicBool) -> Tally {
        let mut tally = Tally::default();
        self.estimate_more(&mut tally, u32::MAX, stop);
        tally
    }

    /// The game's figures of the playouts in `tally`; `None` once the game is over.
    fn odds(&self, tally: &Tally) -> Option<Odds> {
        match self {
            Position::ArmorOfGod(v) => odds::armor_of_god_of(v, tally).ok().map(Odds::ArmorOfGod),
            Position::PipArmor(v) => odds::pip_armor_of(v, tally).ok().map(Odds::PipArmor),
            Position::Strongholds { obs, levels, .. } => odds::strongholds_of(obs, levels, tally)
                .ok()
                .map(Odds::Strongholds),
        }
    }

    /// The chance in words, with up to the app's playouts; `None` once the game is over.
    /// (Whole, in one run: the tests' measure of the steps.)
    #[cfg(test)]
    pub fn read(&self, stop: &AtomicBool) -> Option<Reading> {
        self.reading_of(&self.estimate(stop))
    }

    /// The chance to win (Strongholds: to finish first), for the Learning mode's log line.
    /// (Whole, in one run: the tests' measure of the steps.)
    #[cfg(test)]
    pub fn win(&self, stop: &AtomicBool) -> Option<Chance> {
        self.win_of(&self.estimate(stop))
    }

    /// The chance to win (Strongholds: to finish first) of the playouts in `tally`.
    pub(super) fn win_of(&self, tally: &Tally) -> Option<Chance> {
        Some(match self.odds(tally)? {
            Odds::ArmorOfGod(o) => o.win,
            Odds::PipArmor(o) => o.win,
            Odds::Strongholds(o) => o.first,
        })
    }

    /// The chance in words of the playouts in `tally`; `None` once the game is over.
    pub(super) fn reading_of(&self, tally: &Tally) -> Option<Reading> {
        match (self, self.odds(tally)?) {
            (Position::ArmorOfGod(_), Odds::ArmorOfGod(o)) => Some(Reading::new(
                |chance| msg!("Chance to win: {chance}", chance = chance),
                o.win,
                Some(msg!(
                    "Passing the Defense Check of round {round}: {chance}",
                    round = o.next_check.round,
                    chance = about(o.pass_next_check)
                )),
                Some(msg!(
                    "Your chance from the cards you can see now. A deal's grade is another figure: how often \
                     the careful player wins the deal as it was dealt."
                )),
            )),
            (Position::PipArmor(s), Odds::PipArmor(o)) => {
                if let Some(note) = o.note_msg() {
                    return Some(Reading::certain(
                        msg!("Chance of a victory: none"),
                        o.win,
                        note,
                    ));
                }
                let mut details: Vec<Msg> = o
                    .ratings
                    .iter()
                    .map(|r| {
                        msg!(
                            "{rating} {percent}%",
                            rating = Arg::Rating(r.rating),
                            percent = r.chance.percent().0
                        )
                    })
                    .collect();
                details.push(msg!(
                    "Whole Armor {percent}%",
                    percent = o.whole_armor.percent().0
                ));
                let note = if s.phase == pip::Phase::Prepare {
                    msg!(
                        "Only what is on the table counts: the cards you set aside are dealt again as if \
                         unknown. Remembering them is your part (PIP-4.3)."
                    )
                } else {
                    msg!(
                        "Your chance from the cards you can see now. A deal's grade is another figure: how often \
                         the careful player stands Unshaken on the deal as it was dealt."
                    )
                };
                let note = Some(note);
                Some(Reading::new(
                    |chance| msg!("Chance of a victory: {chance}", chance = chance),
                    o.win,
                    Some(joined(details)),
                    note,
                ))
            }
            (Position::Strongholds { obs, levels, .. }, Odds::Strongholds(o)) => {
                let wise = levels
                    .iter()
                    .enumerate()
                    .any(|(i, l)| i != usize::from(obs.seat) && *l == Level::Wise);
                let note = wise.then(|| {
                    msg!(
                        "Wise bots are played as Steady ones here, so the estimate reads them a little weaker \
                         than they are."
                    )
                });
                Some(Reading::new(
                    |chance| msg!("Chance to finish first: {chance}", chance = chance),
                    o.first,
                    Some(msg!("First alone: {chance}", chance = about(o.first_alone))),
                    note,
                ))
            }
            _ => None,
        }
    }

    /// The Learning hint of a solo game: the move with the best chance, each move played out in the same
    /// re-dealt worlds; `None` when there is nothing to decide (or in Strongholds, whose Hint is Wise's).
    /// (Whole, in one run: the tests' measure of the steps.)
    #[cfg(test)]
    pub fn best(&self, stop: &AtomicBool) -> Option<LearnedHint> {
        let mut search = self.best_search()?;
        self.best_more(&mut search, u32::MAX, stop);
        self.hint_of(search)
    }

    /// The Learning hint's search, none of its worlds played; `None` when there is nothing to decide (or in
    /// Strongholds).
    pub(super) fn best_search(&self) -> Option<BestStep> {
        match self {
            Position::ArmorOfGod(v) => odds::BestSearch::new(&**v).map(BestStep::ArmorOfGod),
            Position::PipArmor(v) => odds::BestSearch::new(&**v).map(BestStep::PipArmor),
            Position::Strongholds { .. } => None,
        }
    }

    /// Plays up to `step` more worlds of the Learning hint's search; `true` once all are played or `stop` is
    /// set.
    pub(super) fn best_more(&self, search: &mut BestStep, step: u32, stop: &AtomicBool) -> bool {
        let key = self.key();
        let played = match search {
            BestStep::ArmorOfGod(b) => b.played(),
            BestStep::PipArmor(b) => b.played(),
        };
        let budget = Budget::stoppable(HINT_PLAYOUTS.0.saturating_sub(played).min(step), stop);
        match (self, &mut *search) {
            (Position::ArmorOfGod(v), BestStep::ArmorOfGod(b)) => b.more(&**v, &(), key, budget),
            (Position::PipArmor(v), BestStep::PipArmor(b)) => b.more(&**v, &(), key, budget),
            _ => return true,
        }
        let played = match search {
            BestStep::ArmorOfGod(b) => b.played(),
            BestStep::PipArmor(b) => b.played(),
        };
        played >= HINT_PLAYOUTS.0 || stop.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The Learning hint of the worlds `search` played.
    pub(super) fn hint_of(&self, search: BestStep) -> Option<LearnedHint> {
        let (best, greedy, chance, greedy_chance, differs) = match search {
            BestStep::ArmorOfGod(b) => {
                let b = b.finish();
                (
                    b.best.to_string(),
                    aog_words(&b.greedy, Start::Lower),
                    b.chance,
                    b.greedy_chance,
                    b.differs().then(|| aog_words(&b.best, Start::Capital)),
                )
            }
            BestStep::PipArmor(b) => {
                let b = b.finish();
                (
                    b.best.to_string(),
                    pip_words(&b.greedy, Start::Lower),
                    b.chance,
                    b.greedy_chance,
                    b.differs().then(|| pip_words(&b.best, Start::Capital)),
                )
            }
        };
        Some(match differs {
            Some(words) => LearnedHint {
                action: Some(best),
                words: msg!(
                    "Learning hint: {best}. Its chance is {chance}%, against {usual_chance}% for the usual \
                     move ({usual}).",
                    best = words,
                    chance = chance.percent().0,
                    usual_chance = greedy_chance.percent().0,
                    usual = greedy
                ),
            },
            None => LearnedHint {
                action: None,
                words: msg!(
                    "No move does clearly better: about {chance}% to win.",
                    chance = greedy_chance.percent().0
                ),
            },
        })
    }

    /// What the move `action` (the runner's notation) from this position to `after` did, in words for the
    /// log ("Belt of Truth 12 → 16"). PIP Armor never names a card set aside (PIP-4.3).
    pub fn move_words(&self, action: &str, after: &Position) -> Msg {
        let your_move = || msg!("Your move");
        match (self, after) {
            (Position::ArmorOfGod(before), Position::ArmorOfGod(after)) => {
                match action.parse::<aog::Action>() {
                    // A pile and its totals: nothing of its own to translate.
                    Ok(aog::Action::Play { slot, .. }) => Msg::new(
                        "{piece} {before} → {after}",
                        vec![
                            ("piece", Arg::ArmorTitle(slot)),
                            ("before", pile_total(before, slot).into_arg()),
                            ("after", pile_total(after, slot).into_arg()),
                        ],
                    ),
                    Ok(a) => aog_words(&a, Start::Capital),
                    Err(_) => your_move(),
                }
            }
            (Position::PipArmor(_), _) => match action.parse::<pip::Action>() {
                Ok(a) => pip_words(&a, Start::Capital),
                Err(_) => your_move(),
            },
            (Position::Strongholds { .. }, _) => match action.parse::<sh::Action>() {
                Ok(a) => levels::describe_msg(&a),
                Err(_) => your_move(),
            },
            _ => your_move(),
        }
    }
}

/// The total of `slot`'s pile as the player sees it.
fn pile_total(view: &aog::View, slot: aog::Slot) -> u32 {
    view.slots
        .iter()
        .find(|s| s.slot == slot)
        .map_or(0, |s| s.total)
}

/// The figures `parts`, one after another with " · " between: nothing of their own to translate.
fn joined(parts: Vec<Msg>) -> Msg {
    parts
        .into_iter()
        .reduce(|all, next| {
            Msg::new(
                "{all} · {next}",
                vec![("all", all.into_arg()), ("next", next.into_arg())],
            )
        })
        .unwrap_or_else(|| Msg::verbatim(""))
}

#[cfg(test)]
#[path = "position_tests.rs"]
mod tests;
