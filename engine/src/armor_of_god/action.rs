//! Player decisions and their text notation: `play 6H belt`, `discard 3C`, `dart largest`, `dart banked`.

use super::slots::Slot;
use crate::cards::Card;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The line a Softer Dart takes (AOG-8.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DartLine {
    /// (a) Remove the top card of the largest pile.
    Largest,
    /// (b) Remove the top card of each Banked pile.
    Banked,
}

/// One decision of the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Action {
    /// Step 4: play a card from hand onto an Active slot's pile (AOG-4.6).
    Play {
        /// The card played.
        card: Card,
        /// The slot it goes to.
        slot: Slot,
    },
    /// Step 5: discard one card, keeping two (AOG-4.10).
    Discard {
        /// The card discarded.
        card: Card,
    },
    /// Softer Dart: choose the line of the strike (AOG-8.3).
    Dart {
        /// The chosen line.
        line: DartLine,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play { card, slot } => write!(f, "play {card} {}", slot.notation()),
            Action::Discard { card } => write!(f, "discard {card}"),
            Action::Dart {
                line: DartLine::Largest,
            } => f.write_str("dart largest"),
            Action::Dart {
                line: DartLine::Banked,
            } => f.write_str("dart banked"),
        }
    }
}

impl FromStr for Action {
    type Err = String;

    /// Parses the notation, case-insensitively, with any amount of whitespace between words.
    fn from_str(text: &str) -> Result<Action, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let lower = words.first().map(|w| w.to_ascii_lowercase());
        let card = |w: &str| w.parse::<Card>().map_err(|e| e.to_string());
        match (lower.as_deref(), &words[..]) {
            (Some("play"), [_, c, s]) => Ok(Action::Play { card: card(c)?, slot: s.parse()? }),
            (Some("discard"), [_, c]) => Ok(Action::Discard { card: card(c)? }),
            (Some("dart"), [_, line]) => match line.to_ascii_lowercase().as_str() {
                "largest" => Ok(Action::Dart { line: DartLine::Largest }),
                "banked" => Ok(Action::Dart { line: DartLine::Banked }),
                _ => Err(format!("\"{line}\" is not a Dart line (largest or banked)")),
            },
            _ => Err("not an Armor of God action (play CARD SLOT, discard CARD, dart largest, dart banked)".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "play 6H belt",
            "discard 3C",
            "dart largest",
            "dart banked",
            "play 10S sword",
        ] {
            assert_eq!(text.parse::<Action>().unwrap().to_string(), text);
        }
        assert_eq!(
            "PLAY  6h   Belt".parse::<Action>().unwrap().to_string(),
            "play 6H belt"
        );
    }

    #[test]
    fn bad_notation_is_explained() {
        assert!("play 6H"
            .parse::<Action>()
            .unwrap_err()
            .contains("not an Armor of God action"));
        assert!("play 1H belt"
            .parse::<Action>()
            .unwrap_err()
            .contains("is not a card"));
        assert!("play 6H cloak"
            .parse::<Action>()
            .unwrap_err()
            .contains("not an armor slot"));
        assert!("dart smallest"
            .parse::<Action>()
            .unwrap_err()
            .contains("not a Dart line"));
        assert!("".parse::<Action>().is_err());
    }
}
