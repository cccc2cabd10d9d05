//! Player decisions ([`Action`]) with their text notation.
//! Seats and Stronghold slots count from 0. Notation (one action per line; documented with the script format in
//! `docs/strongholds-notation.md`):
//!
//! ```text
//! keep-trial | discard-trial                                   (SH-2.17, by the seat that drew it)
//! overcome TR02 pay G:G-G1 Y:G-Y3 P:M5 keep G-Y3               (SH-2.13/2.14, active seat)
//! fulfil AS01 pay LB:M1 DB:G-DB2 keep M1                       (SH-2.13/2.14, active seat)
//! truth T01 slot 2 pay DB:G-DB1 Y:TR02 G:G-G4                  (SH-5.6, active seat; Y:TR02 = permanent on TR02)
//! slap 1 T07 slot 2 pay G:G-G2 O:M2 Y:G-Y5                     (SH-5.7, seat 1 claims the open window)
//! close-slap | end-turn | discard G-R3 | return T05 | end-by-agreement
//! ```
//!
//! The errors that refuse an action are data ([`super::RuleError`], `refusal.rs`), said in words by the reader.

use super::content::{CardId, CardKind};
use super::payment::{PayUnit, Payment, Source};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Every decision a Strongholds game can ask for (RULINGS appendix, "decision points").
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Keep a second Trial just drawn (SH-2.17); the drawing seat decides.
    KeepTrial,
    /// Discard a second Trial just drawn and draw a replacement (SH-2.17, SH-B14).
    DiscardTrial,
    /// Overcome one of the active player's Trials, keeping `permanent` (one of the paying cards) on it.
    OvercomeTrial {
        /// The Trial.
        trial: CardId,
        /// Its cost, paid from the Growth holding only.
        payment: Payment,
        /// The paying card that becomes the permanent anointing (SH-2.14).
        permanent: CardId,
    },
    /// Fulfil one of the active player's Assignments, keeping `permanent` on it.
    FulfilAssignment {
        /// The Assignment.
        assignment: CardId,
        /// Its cost, paid from the Growth holding only.
        payment: Payment,
        /// The paying card that becomes the permanent anointing (SH-2.14).
        permanent: CardId,
    },
    /// The active player plays a Truth card on the Stronghold in `slot` (SH-5.6).
    PlayTruth {
        /// The Truth card.
        truth: CardId,
        /// The face-up slot, 0–4.
        slot: u8,
        /// Its cost; permanents may pay.
        payment: Payment,
    },
    /// A non-active `seat` slaps the newly revealed Stronghold (SH-5.7).
    Slap {
        /// The claiming seat.
        seat: u8,
        /// The Truth card.
        truth: CardId,
        /// The window's slot.
        slot: u8,
        /// Its cost; the slapper's permanents may pay.
        payment: Payment,
    },
    /// The table passes: the slap window closes and the active player resumes (SH-5.7).
    CloseSlapWindow,
    /// The active player finishes the main phase (SH-5.4).
    EndTurn,
    /// At end of turn, discard one Growth card down to 7 (SH-2.10).
    DiscardGrowth {
        /// A card of the holding.
        card: CardId,
    },
    /// At end of turn, return one Truth card to the bottom of the deck down to 4 (SH-2.6).
    ReturnTruth {
        /// A Truth card in hand.
        card: CardId,
    },
    /// The table agrees to end and score the game now (SH-B18).
    EndByAgreement,
}

fn write_payment(f: &mut fmt::Formatter<'_>, payment: &[PayUnit]) -> fmt::Result {
    f.write_str(" pay")?;
    for unit in payment {
        write!(f, " {unit}")?;
    }
    Ok(())
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::KeepTrial => f.write_str("keep-trial"),
            Action::DiscardTrial => f.write_str("discard-trial"),
            Action::OvercomeTrial {
                trial: task,
                payment,
                permanent,
            }
            | Action::FulfilAssignment {
                assignment: task,
                payment,
                permanent,
            } => {
                let verb = if matches!(self, Action::OvercomeTrial { .. }) {
                    "overcome"
                } else {
                    "fulfil"
                };
                write!(f, "{verb} {task}")?;
                write_payment(f, payment)?;
                write!(f, " keep {permanent}")
            }
            Action::PlayTruth {
                truth,
                slot,
                payment,
            } => {
                write!(f, "truth {truth} slot {slot}")?;
                write_payment(f, payment)
            }
            Action::Slap {
                seat,
                truth,
                slot,
                payment,
            } => {
                write!(f, "slap {seat} {truth} slot {slot}")?;
                write_payment(f, payment)
            }
            Action::CloseSlapWindow => f.write_str("close-slap"),
            Action::EndTurn => f.write_str("end-turn"),
            Action::DiscardGrowth { card } => write!(f, "discard {card}"),
            Action::ReturnTruth { card } => write!(f, "return {card}"),
            Action::EndByAgreement => f.write_str("end-by-agreement"),
        }
    }
}

fn card(word: Option<&str>) -> Result<CardId, String> {
    let word = word.ok_or("a card id is missing")?;
    CardId::parse(word).ok_or_else(|| format!("\"{word}\" is not a card id"))
}

fn number(word: Option<&str>, what: &str) -> Result<u8, String> {
    let word = word.ok_or_else(|| format!("the {what} is missing"))?;
    word.parse()
        .map_err(|_| format!("\"{word}\" is not a {what} number"))
}

fn keyword<'a>(words: &mut impl Iterator<Item = &'a str>, expected: &str) -> Result<(), String> {
    match words.next() {
        Some(w) if w.eq_ignore_ascii_case(expected) => Ok(()),
        Some(w) => Err(format!("expected \"{expected}\", found \"{w}\"")),
        None => Err(format!("expected \"{expected}\"")),
    }
}

/// Parses `pay` units up to `keep` (or the end); returns the payment and whether `keep` followed.
fn payment<'a>(words: &mut impl Iterator<Item = &'a str>) -> Result<(Payment, bool), String> {
    keyword(words, "pay")?;
    let mut units = Vec::new();
    for word in words.by_ref() {
        if word.eq_ignore_ascii_case("keep") {
            return Ok((units, true));
        }
        let (colour, id) = word
            .split_once(':')
            .ok_or_else(|| format!("\"{word}\" is not COLOUR:CARD"))?;
        let colour = colour.parse()?;
        let id = card(Some(id))?;
        let source = match id.card().kind {
            CardKind::Trial | CardKind::Assignment => Source::Permanent(id),
            _ => Source::Card(id),
        };
        units.push(PayUnit { colour, source });
    }
    Ok((units, false))
}

impl FromStr for Action {
    type Err = String;

    /// Parses the notation in the module documentation (case-insensitive).
    fn from_str(text: &str) -> Result<Action, String> {
        let mut words = text.split_whitespace();
        let verb = words
            .next()
            .ok_or("the action is empty")?
            .to_ascii_lowercase();
        let action = match verb.as_str() {
            "keep-trial" => Action::KeepTrial,
            "discard-trial" => Action::DiscardTrial,
            "close-slap" => Action::CloseSlapWindow,
            "end-turn" => Action::EndTurn,
            "end-by-agreement" => Action::EndByAgreement,
            "discard" => Action::DiscardGrowth {
                card: card(words.next())?,
            },
            "return" => Action::ReturnTruth {
                card: card(words.next())?,
            },
            "overcome" | "fulfil" => {
                let task = card(words.next())?;
                let (payment, keep) = payment(&mut words)?;
                if !keep {
                    return Err("expected \"keep CARD\" after the payment".into());
                }
                let permanent = card(words.next())?;
                if verb == "overcome" {
                    Action::OvercomeTrial {
                        trial: task,
                        payment,
                        permanent,
                    }
                } else {
                    Action::FulfilAssignment {
                        assignment: task,
                        payment,
                        permanent,
                    }
                }
            }
            "truth" | "slap" => {
                let seat = if verb == "slap" {
                    Some(number(words.next(), "seat")?)
                } else {
                    None
                };
                let truth = card(words.next())?;
                keyword(&mut words, "slot")?;
                let slot = number(words.next(), "slot")?;
                let (payment, keep) = payment(&mut words)?;
                if keep {
                    return Err("\"keep\" belongs to overcome and fulfil only".into());
                }
                match seat {
                    Some(seat) => Action::Slap {
                        seat,
                        truth,
                        slot,
                        payment,
                    },
                    None => Action::PlayTruth {
                        truth,
                        slot,
                        payment,
                    },
                }
            }
            other => return Err(format!("unknown action \"{other}\"")),
        };
        match words.next() {
            Some(extra) => Err(format!("unexpected \"{extra}\" at the end")),
            None => Ok(action),
        }
    }
}
