//! A chance as the Chance panel shows it: "Chance to win: about 72% ± 3", a bar with its margin, the game's
//! own figures and a note on what the estimate leaves out.

use standfirm_engine::odds::Chance;

/// An estimate in words and in numbers for the bar.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// "Chance to win: about 72% ± 3".
    pub headline: String,
    /// The chance, 0 to 1.
    pub value: f32,
    /// Half the 95% interval, 0 to 1.
    pub margin: f32,
    /// The game's own figures ("Passing the Defense Check of round 2: about 90% ± 2").
    pub details: String,
    /// What the estimate leaves out, or "".
    pub note: String,
    /// The chance itself (the Learning mode's log line starts from it).
    pub chance: Chance,
}

impl Reading {
    /// `what` ("Chance to win") of `chance`, with the game's `details` and `note`.
    pub fn new(what: &str, chance: Chance, details: String, note: String) -> Reading {
        Reading {
            headline: format!("{what}: {}", about(chance)),
            value: chance.value() as f32,
            margin: chance.margin() as f32,
            details,
            note,
            chance,
        }
    }

    /// A chance known for certain (a PIP Armor battle without a Breastplate): `note` says why.
    pub fn certain(what: &str, chance: Chance, note: &str) -> Reading {
        Reading {
            headline: format!("{what}: none"),
            value: 0.0,
            margin: 0.0,
            details: String::new(),
            note: note.into(),
            chance,
        }
    }
}

/// A chance as a person reads it: "about 72% ± 3" (whole percent, the margin in whole points).
pub fn about(chance: Chance) -> String {
    let (percent, margin) = chance.percent();
    format!("about {percent}% ± {margin}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chance_reads_in_whole_percent_with_its_margin() {
        let c = Chance {
            hits: 1440,
            playouts: 2000,
        };
        assert_eq!(about(c), "about 72% ± 2");
        let r = Reading::new("Chance to win", c, "d".into(), String::new());
        assert_eq!(r.headline, "Chance to win: about 72% ± 2");
        assert!((r.value - 0.72).abs() < 1e-6);
        assert!(r.margin > 0.015 && r.margin < 0.025);
    }

    #[test]
    fn a_battle_that_cannot_be_won_says_so_without_a_bar() {
        let r = Reading::certain(
            "Chance of a victory",
            Chance {
                hits: 0,
                playouts: 2000,
            },
            "No Breastplate.",
        );
        assert_eq!(r.headline, "Chance of a victory: none");
        assert_eq!((r.value, r.margin), (0.0, 0.0));
        assert_eq!(r.note, "No Breastplate.");
    }
}
