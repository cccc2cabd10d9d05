//! A graded game: the grade and measured chance a game was started with, as a Challenge or as a daily deal
//! (the save's optional `challenge`, docs/save-format.md), and how a Challenge starts.

use crate::setup::Setup;
use serde::{Deserialize, Serialize};
use standfirm_engine::grade::{self, Grade, Measured, Variant};
use standfirm_engine::msg;
use standfirm_engine::odds::Chance;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::words::Msg;

/// The grade of the deal a game was started on, and the chance that made it so: the careful player's chance
/// to win (Armor of God) or to win with Unshaken (PIP Armor) over `playouts` playouts of the deal.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Challenge {
    /// The grade.
    pub grade: Grade,
    /// The measured chance, 0 to 1, to four decimal places.
    pub chance: f64,
    /// Half its 95% interval, to four decimal places.
    pub margin: f64,
    /// The playouts it was measured with.
    pub playouts: u32,
}

/// The chance and margin come from a measure or from JSON, neither of which has NaN, so equality is total.
impl Eq for Challenge {}

impl Challenge {
    /// The challenge of a measured deal, its chance and margin to four decimal places (so that they read back
    /// from the file exactly).
    pub fn of(m: &Measured) -> Challenge {
        let four = |x: f64| (x * 10_000.0).round() / 10_000.0;
        Challenge {
            grade: m.grade,
            chance: four(m.chance.value()),
            margin: four(m.chance.margin()),
            playouts: m.chance.playouts,
        }
    }

    /// The chance in words ([`grade::percent`]): "41%", "99.9%", "100%" only when every game was won.
    pub fn percent(&self) -> String {
        grade::percent(self.counted())
    }

    /// The chance's number for a sentence's hole ([`grade::percent_number`]): written "99.9", or "99,9" by a
    /// reader whose decimal mark is a comma.
    pub fn percent_number(&self) -> standfirm_engine::words::Arg {
        grade::percent_number(self.counted())
    }

    /// The deal `deal` of `variant` as this challenge measured it: the same grade and chance, without
    /// measuring it again (a Challenge replayed).
    pub fn measured(&self, variant: Variant, deal: u64) -> Measured {
        Measured {
            variant,
            deal,
            grade: self.grade,
            chance: self.counted(),
        }
    }

    /// The playouts won and played that the chance is the share of.
    fn counted(&self) -> Chance {
        let hits = (self.chance * f64::from(self.playouts)).round() as u32;
        Chance {
            hits: hits.min(self.playouts),
            playouts: self.playouts,
        }
    }

    /// Why the fields cannot be a challenge, if they cannot: a chance or margin outside 0–1, no playouts.
    pub(crate) fn problem(&self) -> Option<Msg> {
        let unit = |x: f64| (0.0..=1.0).contains(&x);
        if !unit(self.chance) || !unit(self.margin) {
            Some(msg!(
                "the challenge's chance {chance} or margin {margin} is not between 0 and 1",
                chance = self.chance.to_string(),
                margin = self.margin.to_string()
            ))
        } else if self.playouts == 0 {
            Some(msg!("the challenge was measured with no playouts"))
        } else {
            None
        }
    }
}

/// How a deal of a graded variant starts: its options and the deal number, no explicit deck.
pub fn setup(variant: Variant, deal: u64) -> Setup {
    match variant.armor_of_god_options() {
        Some(options) => Setup::ArmorOfGod {
            options,
            seed: deal,
            deck: None,
        },
        None => Setup::PipArmor {
            options: pip::Options::default(),
            seed: deal,
            deck: None,
        },
    }
}

/// The graded variant a setup deals, if it deals one by its number (no explicit deck): the other way from
/// [`setup`].
pub fn variant_of(setup: &Setup) -> Option<Variant> {
    match setup {
        Setup::ArmorOfGod {
            options,
            deck: None,
            ..
        } => Variant::of_armor_of_god(*options),
        Setup::PipArmor {
            options,
            deck: None,
            ..
        } => Variant::of_pip_armor(*options),
        Setup::ArmorOfGod { .. } | Setup::PipArmor { .. } | Setup::Strongholds { .. } => None,
    }
}

/// The name a Challenge is saved under: "Armor of God · Very hard · deal 123456".
pub fn name(m: &Measured) -> String {
    format!(
        "{} · {} · deal {}",
        m.variant.game().short_title(),
        m.grade.name(),
        m.deal
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_challenge_gives_back_its_measured_deal_and_variant() {
        for variant in Variant::ALL {
            let m = grade::measure(variant, 31);
            let c = Challenge::of(&m);
            assert_eq!(c.measured(variant, 31), m);
            assert_eq!(Challenge::of(&c.measured(variant, 31)), c);
            assert_eq!(variant_of(&setup(variant, 31)), Some(variant));
            assert_eq!(c.percent(), grade::percent(m.chance));
        }
        let dealt = Setup::PipArmor {
            options: pip::Options::default(),
            seed: 31,
            deck: Some(Vec::new()),
        };
        assert_eq!(
            variant_of(&dealt),
            None,
            "an explicit deck is no graded deal"
        );
    }
}
