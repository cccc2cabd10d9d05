//! A chance as the Chance panel shows it: "Chance to win: about 72% ± 3", a bar with its margin, the game's
//! own figures and a note on what the estimate leaves out. Its words are kept as sentences (worked out away
//! from the screen, said on it in the language of the moment: "Probabilidad de ganar: unos 72 % ± 3").

use standfirm_engine::msg;
use standfirm_engine::odds::Chance;
use standfirm_engine::words::Msg;

/// An estimate in words and in numbers for the bar.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// "Chance to win: about 72% ± 3".
    pub headline: Msg,
    /// The chance, 0 to 1.
    pub value: f32,
    /// Half the 95% interval, 0 to 1.
    pub margin: f32,
    /// The game's own figures ("Passing the Defense Check of round 2: about 90% ± 2"), if any.
    pub details: Option<Msg>,
    /// What the estimate leaves out, if anything.
    pub note: Option<Msg>,
    /// The chance itself (the Learning mode's log line starts from it).
    pub chance: Chance,
}

impl Reading {
    /// The `headline` of `chance` (a sentence with the hole `{chance}`, "Chance to win: {chance}"), with the
    /// game's `details` and `note`.
    pub fn new(
        headline: fn(Msg) -> Msg,
        chance: Chance,
        details: Option<Msg>,
        note: Option<Msg>,
    ) -> Reading {
        Reading {
            headline: headline(about(chance)),
            value: chance.value() as f32,
            margin: chance.margin() as f32,
            details,
            note,
            chance,
        }
    }

    /// A chance known for certain (a PIP Armor battle without a Breastplate): `headline` says it, `note` why.
    pub fn certain(headline: Msg, chance: Chance, note: Msg) -> Reading {
        Reading {
            headline,
            value: 0.0,
            margin: 0.0,
            details: None,
            note: Some(note),
            chance,
        }
    }
}

/// A chance as a person reads it: "about 72% ± 3" (whole percent, the margin in whole points).
pub fn about(chance: Chance) -> Msg {
    let (percent, margin) = chance.percent();
    msg!(
        "about {percent}% ± {margin}",
        percent = percent,
        margin = margin
    )
}

#[cfg(test)]
#[path = "reading_tests.rs"]
mod tests;
