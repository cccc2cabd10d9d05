//! [`Variant`]: the games and options a grade is measured for.

use crate::armor_of_god::{self as aog, DartMode, Defense, FaceValues};
use crate::pip_armor;
use crate::GameKind;

/// A game and options that deals are graded for: Armor of God at each difficulty with the rule sheet's
/// Core Dart and J Q K worth 10, and PIP Armor by the printed rules (Learning Mode off). Other options (the
/// Softer Dart, faces at their ranks, Learning Mode) make nearly every deal Gentle, so they have no grades.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Armor of God: Core Dart, faces worth 10, this difficulty.
    ArmorOfGod(Defense),
    /// PIP Armor by the printed rules.
    PipArmor,
}

impl Variant {
    /// Every graded variant: Armor of God Baseline, Hard A, Hard B, then PIP Armor.
    pub const ALL: [Variant; 4] = [
        Variant::ArmorOfGod(Defense::Baseline),
        Variant::ArmorOfGod(Defense::HardA),
        Variant::ArmorOfGod(Defense::HardB),
        Variant::PipArmor,
    ];

    /// The game.
    pub fn game(self) -> GameKind {
        match self {
            Variant::ArmorOfGod(_) => GameKind::ArmorOfGod,
            Variant::PipArmor => GameKind::PipArmor,
        }
    }

    /// A short id: `armor-of-god/baseline`, `armor-of-god/hard-a`, `armor-of-god/hard-b`, `pip-armor`.
    pub fn id(self) -> &'static str {
        match self {
            Variant::ArmorOfGod(Defense::Baseline) => "armor-of-god/baseline",
            Variant::ArmorOfGod(Defense::HardA) => "armor-of-god/hard-a",
            Variant::ArmorOfGod(Defense::HardB) => "armor-of-god/hard-b",
            Variant::PipArmor => "pip-armor",
        }
    }

    /// The graded variant of these Armor of God options, if they have grades (Core Dart, faces worth 10).
    pub fn of_armor_of_god(options: aog::Options) -> Option<Variant> {
        (options.dart == DartMode::Core && options.faces == FaceValues::Ten)
            .then_some(Variant::ArmorOfGod(options.defense))
    }

    /// The graded variant of these PIP Armor options, if they have grades (Learning Mode off).
    pub fn of_pip_armor(options: pip_armor::Options) -> Option<Variant> {
        (!options.learning).then_some(Variant::PipArmor)
    }

    /// Armor of God's options of this variant; `None` for PIP Armor (whose options are the defaults).
    pub fn armor_of_god_options(self) -> Option<aog::Options> {
        match self {
            Variant::ArmorOfGod(defense) => Some(aog::Options {
                defense,
                ..aog::Options::default()
            }),
            Variant::PipArmor => None,
        }
    }

    /// What the grade's chance is the chance of: "win" (Armor of God, AOG-10.1) or "Unshaken" (PIP Armor's
    /// best Victory Rating, PIP-8.1).
    pub fn measures(self) -> &'static str {
        match self {
            Variant::ArmorOfGod(_) => "win",
            Variant::PipArmor => "Unshaken",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_map_to_variants_and_back() {
        for v in Variant::ALL {
            let back = match v.armor_of_god_options() {
                Some(options) => Variant::of_armor_of_god(options),
                None => Variant::of_pip_armor(pip_armor::Options::default()),
            };
            assert_eq!(back, Some(v));
        }
        let softer = aog::Options {
            dart: DartMode::Softer,
            ..aog::Options::default()
        };
        assert_eq!(Variant::of_armor_of_god(softer), None);
        assert_eq!(
            Variant::of_pip_armor(pip_armor::Options { learning: true }),
            None
        );
    }
}
