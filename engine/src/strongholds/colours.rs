//! The seven anointings of Isaiah 11:2 as colours (SH-1.2), each with a short code used in the content file and
//! the text notation (`R`, `O`, `Y`, `G`, `LB`, `DB`, `P`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One anointing colour (SH-1.2). Serialised as its code (`"LB"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Spirit of the Lord.
    Red,
    /// Wisdom.
    Orange,
    /// Understanding.
    Yellow,
    /// Counsel.
    Green,
    /// Might.
    LightBlue,
    /// Knowledge.
    DarkBlue,
    /// Fear of the Lord.
    Purple,
}

impl Colour {
    /// The seven colours in the order of Isaiah 11:2.
    pub const ALL: [Colour; 7] = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::LightBlue,
        Colour::DarkBlue,
        Colour::Purple,
    ];

    /// The short code: `R`, `O`, `Y`, `G`, `LB`, `DB`, `P`.
    pub fn code(self) -> &'static str {
        ["R", "O", "Y", "G", "LB", "DB", "P"][self as usize]
    }

    /// The colour's name in English ("Light Blue").
    pub fn name(self) -> &'static str {
        [
            "Red",
            "Orange",
            "Yellow",
            "Green",
            "Light Blue",
            "Dark Blue",
            "Purple",
        ][self as usize]
    }

    /// A dense index 0..7.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour with a code, if any (case-insensitive).
    pub fn from_code(code: &str) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| c.code().eq_ignore_ascii_case(code))
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Colour {
    type Err = String;

    fn from_str(text: &str) -> Result<Colour, String> {
        Colour::from_code(text.trim())
            .ok_or_else(|| format!("\"{text}\" is not a colour (R, O, Y, G, LB, DB, P)"))
    }
}

impl Serialize for Colour {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Colour {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Colour, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
