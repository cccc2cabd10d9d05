//! The player's decisions (RULINGS appendix, "decision points") and their text notation:
//! `prepare 1 armor`, `prepare 2 response`, `respond 7D`, `pass`.

use crate::cards::Card;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Where a kept card goes in the Prepare phase (PIP-4.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    /// The Armor pile, put on in Phase 2 (PIP-5).
    Armor,
    /// The Response pile, shuffled into the Response deck (PIP-5.6).
    Response,
}

impl Pile {
    /// The notation word: `armor` or `response`.
    pub fn word(self) -> &'static str {
        match self {
            Pile::Armor => "armor",
            Pile::Response => "response",
        }
    }
}

/// A player decision. Serialised as its text notation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// PIP-4.2: keep the `pick`-th revealed card (1 = the upper card, 2 = the lower) face down on `pile`; the
    /// other goes to the Threat pile.
    Prepare {
        /// 1 or 2.
        pick: u8,
        /// Armor or Response.
        pile: Pile,
    },
    /// PIP-6.3: play this card from hand against the revealed Threat.
    Respond {
        /// A card in hand.
        card: Card,
    },
    /// PIP-6.3: play no Response and take the hit (`NoResponse` in the rulings).
    Pass,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Prepare { pick, pile } => write!(f, "prepare {pick} {}", pile.word()),
            Action::Respond { card } => write!(f, "respond {card}"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

/// Why a text action was not understood.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not an action: {reason}")]
pub struct ParseActionError {
    /// The text that was given.
    pub text: String,
    /// What was wrong with it.
    pub reason: String,
}

const FORMS: &str = "write prepare 1|2 armor|response, respond CARD (like respond 7D) or pass";

impl FromStr for Action {
    type Err = ParseActionError;

    /// Parses the notation, case-insensitively and with any spacing: `Prepare 1 Armor`, `respond 10h`, `PASS`.
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let err = |reason: String| ParseActionError {
            text: text.to_string(),
            reason,
        };
        let words: Vec<String> = text
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        match words.as_slice() {
            ["pass"] | ["no", "response"] | ["noresponse"] => Ok(Action::Pass),
            ["prepare", pick, pile] => {
                let pick = match *pick {
                    "1" => 1,
                    "2" => 2,
                    other => {
                        return Err(err(format!(
                            "the pick must be 1 (the upper card) or 2 (the lower), not {other}"
                        )))
                    }
                };
                let pile = match *pile {
                    "armor" | "armour" => Pile::Armor,
                    "response" => Pile::Response,
                    other => {
                        return Err(err(format!(
                            "the pile must be armor or response, not {other}"
                        )))
                    }
                };
                Ok(Action::Prepare { pick, pile })
            }
            ["respond", card] => card
                .parse()
                .map(|card| Action::Respond { card })
                .map_err(|e| err(e.to_string())),
            _ => Err(err(FORMS.to_string())),
        }
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Action, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        let actions = [
            Action::Prepare {
                pick: 1,
                pile: Pile::Armor,
            },
            Action::Prepare {
                pick: 2,
                pile: Pile::Response,
            },
            Action::Respond {
                card: "10H".parse().unwrap(),
            },
            Action::Pass,
        ];
        for action in actions {
            assert_eq!(action.to_string().parse::<Action>().unwrap(), action);
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
        }
        assert_eq!(actions[0].to_string(), "prepare 1 armor");
        assert_eq!(actions[2].to_string(), "respond 10H");
    }

    #[test]
    fn parsing_is_case_insensitive() {
        assert_eq!(
            "  Prepare 2  ARMOR ".parse::<Action>().unwrap(),
            Action::Prepare {
                pick: 2,
                pile: Pile::Armor
            }
        );
        assert_eq!(
            "respond 7d".parse::<Action>().unwrap(),
            Action::Respond {
                card: "7D".parse().unwrap()
            }
        );
        assert_eq!("PASS".parse::<Action>().unwrap(), Action::Pass);
    }

    #[test]
    fn parse_errors_say_what_is_wrong() {
        let cases = [
            ("prepare 3 armor", "the pick must be 1"),
            ("prepare 1 hand", "the pile must be armor or response"),
            ("respond 1D", "is not a card"),
            ("play 7D", "write prepare"),
            ("", "write prepare"),
        ];
        for (text, needle) in cases {
            let e = text.parse::<Action>().unwrap_err().to_string();
            assert!(e.contains(needle), "{text}: {e}");
        }
    }
}
