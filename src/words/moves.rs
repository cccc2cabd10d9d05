//! A move in words, in the language now: "Play the 6 of Hearts on the Belt of Truth" (the Learning hint, the
//! review's turning points). PIP Armor never names a card kept face down (PIP-4.3).

use standfirm_engine::msg;
use standfirm_engine::words::{Arg, Msg};
use standfirm_engine::{armor_of_god as aog, pip_armor as pip, strongholds as sh};

/// How a move's words begin: at the start of a sentence, or in its middle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// "Play the 6 of Hearts on the Belt of Truth".
    Capital,
    /// "play the 6 of Hearts on the Belt of Truth".
    Lower,
}

/// An Armor of God move in words ("Play the 6 of Hearts on the Belt of Truth").
pub fn aog_words(action: &aog::Action, start: Start) -> Msg {
    let capital = start == Start::Capital;
    match *action {
        aog::Action::Play { card, slot } => {
            let (card, piece) = (Arg::TheCard(card), Arg::TheArmorTitle(slot));
            if capital {
                msg!("Play {card} on {piece}", card = card, piece = piece)
            } else {
                msg!("play {card} on {piece}", card = card, piece = piece)
            }
        }
        aog::Action::Discard { card } => {
            let card = Arg::TheCard(card);
            if capital {
                msg!("Discard {card}", card = card)
            } else {
                msg!("discard {card}", card = card)
            }
        }
        aog::Action::Dart { line } => match (line, capital) {
            (aog::DartLine::Largest, true) => msg!("Send Satan's Dart to the largest pile"),
            (aog::DartLine::Largest, false) => msg!("send Satan's Dart to the largest pile"),
            (aog::DartLine::Banked, true) => msg!("Send Satan's Dart to the banked pile"),
            (aog::DartLine::Banked, false) => msg!("send Satan's Dart to the banked pile"),
        },
    }
}

/// A PIP Armor move in words; a card kept face down is named by its place only (PIP-4.3).
pub fn pip_words(action: &pip::Action, start: Start) -> Msg {
    let capital = start == Start::Capital;
    match *action {
        pip::Action::Prepare { pick, pile } => match (pick == 1, pile, capital) {
            (true, pip::Pile::Armor, true) => msg!("Keep the upper card as Armor"),
            (true, pip::Pile::Armor, false) => msg!("keep the upper card as Armor"),
            (true, pip::Pile::Response, true) => msg!("Keep the upper card as a Response"),
            (true, pip::Pile::Response, false) => msg!("keep the upper card as a Response"),
            (false, pip::Pile::Armor, true) => msg!("Keep the lower card as Armor"),
            (false, pip::Pile::Armor, false) => msg!("keep the lower card as Armor"),
            (false, pip::Pile::Response, true) => msg!("Keep the lower card as a Response"),
            (false, pip::Pile::Response, false) => msg!("keep the lower card as a Response"),
        },
        pip::Action::Respond { card } => {
            let card = Arg::TheCard(card);
            if capital {
                msg!("Answer with {card}", card = card)
            } else {
                msg!("answer with {card}", card = card)
            }
        }
        pip::Action::Pass if capital => msg!("Take the hit"),
        pip::Action::Pass => msg!("take the hit"),
    }
}

/// A Strongholds move in words ("play Truth 7 on the Stronghold of Fear"), as the Wise hint says it.
pub fn sh_words(action: &sh::Action) -> Msg {
    sh::levels::describe_msg(action)
}
