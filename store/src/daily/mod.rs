//! Daily deals: one deal of each solo game per calendar date, the same for everyone on that date.
//!
//! The rule: with `days` the date's day number (days since 1970-01-01, [`crate::day_number`]) taken as a
//! 64-bit two's-complement integer,
//!
//! ```text
//! deal = 1 + splitmix64(days XOR GAME_CONSTANT) mod 999,999
//! ```
//!
//! where `splitmix64` is Steele, Lea and Flood's SplitMix64 finaliser ([`splitmix64`]) and the constants are
//! [`ARMOR_OF_GOD`] (the ASCII of "ARMORGOD") and [`PIP_ARMOR`] ("PIPARMOR"). The deal number is the game's seed,
//! dealt with the baseline options (Armor of God: Core Dart, Baseline, J Q K = 10; PIP Armor: standard rules),
//! so a daily deal is an ordinary game of that number. Strongholds has no daily deal.

mod status;
mod streak;

pub use status::{daily_deals, daily_status, DailyDeal, DailyStatus};
pub use streak::{best_streak, daily_days, streak, streak_of, Streak};

use crate::clock::{day_number, Date};
use crate::setup::Setup;
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::GameKind;

/// Armor of God's daily constant: the ASCII of "ARMORGOD".
pub const ARMOR_OF_GOD: u64 = 0x4152_4D4F_5247_4F44;
/// PIP Armor's daily constant: the ASCII of "PIPARMOR".
pub const PIP_ARMOR: u64 = 0x5049_5041_524D_4F52;
/// Deal numbers run from 1 to this (as new random deals do).
pub const DEALS: u64 = 999_999;

/// The games that have a daily deal, in the order Home shows them.
pub const GAMES: [GameKind; 2] = [GameKind::ArmorOfGod, GameKind::PipArmor];

/// SplitMix64's output function (the step constant added, then two xor-shift-multiplies).
pub fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The daily deal number of `game` on `date` (1 to 999,999); `None` for Strongholds, which has none.
pub fn deal_number(game: GameKind, date: Date) -> Option<u64> {
    let constant = match game {
        GameKind::ArmorOfGod => ARMOR_OF_GOD,
        GameKind::PipArmor => PIP_ARMOR,
        GameKind::Strongholds => return None,
    };
    Some(1 + splitmix64(day_number(date) as u64 ^ constant) % DEALS)
}

/// How the daily deal of `game` on `date` starts: the baseline options and that date's deal number.
pub fn setup(game: GameKind, date: Date) -> Option<Setup> {
    let seed = deal_number(game, date)?;
    Some(match game {
        GameKind::ArmorOfGod => Setup::ArmorOfGod {
            options: aog::Options::default(),
            seed,
            deck: None,
        },
        GameKind::PipArmor => Setup::PipArmor {
            options: pip::Options::default(),
            seed,
            deck: None,
        },
        GameKind::Strongholds => return None,
    })
}

/// The name a daily game is saved under: "Armor of God · daily 2026-12-01".
pub fn name(game: GameKind, date: Date) -> String {
    format!("{} · daily {date}", game.short_title())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_matches_the_reference() {
        // The first outputs of the reference generator seeded with 0 (its state advancing by the step constant).
        assert_eq!(splitmix64(0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix64(0x9E37_79B9_7F4A_7C15), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn the_baseline_options_are_the_defaults() {
        let date = Date::constant(2026, 12, 1);
        let Some(Setup::ArmorOfGod { options, .. }) = setup(GameKind::ArmorOfGod, date) else {
            panic!("Armor of God has a daily deal");
        };
        assert_eq!(options, aog::Options::default());
        assert!(setup(GameKind::Strongholds, date).is_none());
        assert_eq!(
            name(GameKind::PipArmor, date),
            "PIP Armor · daily 2026-12-01"
        );
    }
}
