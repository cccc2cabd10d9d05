//! Daily deals: one deal of each solo game per calendar date, the same for everyone on that date, graded by the
//! day of the week.
//!
//! The rule: with `days` the date's day number (days since 1970-01-01, [`crate::day_number`]) taken as a
//! 64-bit two's-complement integer, the day's **start number** is
//!
//! ```text
//! start = 1 + splitmix64(days XOR GAME_CONSTANT) mod 999,999
//! ```
//!
//! where `splitmix64` is Steele, Lea and Flood's SplitMix64 finaliser ([`splitmix64`]) and the constants are
//! [`ARMOR_OF_GOD`] (the ASCII of "ARMORGOD") and [`PIP_ARMOR`] ("PIPARMOR"). The day's **grade** rises through
//! the week ([`grade_of_day`]): Monday and Tuesday Easy, Wednesday and Thursday Medium, Friday and Saturday
//! Hard, Sunday Very hard. The day's **deal** is the first deal of the day's grade from the start number on
//! (`standfirm_engine::grade::find`, 999,999 going round to 1), dealt with the baseline options (Armor of God:
//! Core Dart, Baseline, J Q K = 10; PIP Armor: standard rules), so a daily deal is an ordinary game of that
//! number. Should no deal of the grade be found (none of any grade is that rare), the start number is the deal.
//! Strongholds has no daily deal.

mod status;
mod streak;
pub mod table;

pub use status::{daily_deals, daily_status, DailyDeal, DailyStatus};
pub use streak::{best_streak, daily_days, streak, streak_of, Streak};

use crate::clock::{day_number, Date};
use crate::replay::Replayed;
use crate::save_file::SaveFile;
use crate::setup::Setup;
use jiff::civil::Weekday;
use standfirm_engine::armor_of_god::Defense;
use standfirm_engine::grade::{self, Grade, Measured, Variant};
use standfirm_engine::GameKind;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// Armor of God's daily constant: the ASCII of "ARMORGOD".
pub const ARMOR_OF_GOD: u64 = 0x4152_4D4F_5247_4F44;
/// PIP Armor's daily constant: the ASCII of "PIPARMOR".
pub const PIP_ARMOR: u64 = 0x5049_5041_524D_4F52;
/// Deal numbers run from 1 to this (as new random deals do).
pub const DEALS: u64 = grade::DEALS;

/// The games that have a daily deal, in the order Home shows them.
pub const GAMES: [GameKind; 2] = [GameKind::ArmorOfGod, GameKind::PipArmor];

/// SplitMix64's output function (the step constant added, then two xor-shift-multiplies).
pub fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The day's start number of `game` on `date` (1 to 999,999), where the walk for its deal begins; `None` for
/// Strongholds, which has no daily deal.
pub fn start_number(game: GameKind, date: Date) -> Option<u64> {
    let constant = match game {
        GameKind::ArmorOfGod => ARMOR_OF_GOD,
        GameKind::PipArmor => PIP_ARMOR,
        GameKind::Strongholds => return None,
    };
    Some(1 + splitmix64(day_number(date) as u64 ^ constant) % DEALS)
}

/// The grade of every daily deal on `date`, by its day of the week: Monday and Tuesday Easy, Wednesday and
/// Thursday Medium, Friday and Saturday Hard, Sunday Very hard.
pub fn grade_of_day(date: Date) -> Grade {
    match date.weekday() {
        Weekday::Monday | Weekday::Tuesday => Grade::Gentle,
        Weekday::Wednesday | Weekday::Thursday => Grade::Steady,
        Weekday::Friday | Weekday::Saturday => Grade::Hard,
        Weekday::Sunday => Grade::VeryHard,
    }
}

/// The graded variant a game's daily deal is dealt in: Armor of God at Baseline, PIP Armor by the printed
/// rules; `None` for Strongholds.
pub fn variant(game: GameKind) -> Option<Variant> {
    match game {
        GameKind::ArmorOfGod => Some(Variant::ArmorOfGod(Defense::Baseline)),
        GameKind::PipArmor => Some(Variant::PipArmor),
        GameKind::Strongholds => None,
    }
}

/// The daily deal of `game` on `date`, measured: its number, grade and chance. From the committed table
/// ([`table`]) when it has the date, else walked ([`walk`], up to a few hundred milliseconds) once per game and
/// date in a run: the answer is kept.
pub fn graded(game: GameKind, date: Date) -> Option<Measured> {
    static KEPT: OnceLock<Mutex<HashMap<(GameKind, Date), Measured>>> = OnceLock::new();
    if let Some(m) = table::table().and_then(|t| t.get(game, date)) {
        return Some(m);
    }
    let kept = KEPT.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(m) = kept.lock().ok().and_then(|k| k.get(&(game, date)).copied()) {
        return Some(m);
    }
    let m = walk(game, date)?;
    if let Ok(mut k) = kept.lock() {
        k.insert((game, date), m);
    }
    Some(m)
}

/// The daily deal of `game` on `date` by the rule itself: the first deal of the day's grade from the day's start
/// number on, measured (what the committed table keeps); `None` for Strongholds.
pub fn walk(game: GameKind, date: Date) -> Option<Measured> {
    let variant = variant(game)?;
    let start = start_number(game, date)?;
    Some(
        grade::find(variant, grade_of_day(date), start, None)
            .unwrap_or_else(|| grade::measure(variant, start)),
    )
}

/// The daily deal number of `game` on `date` (1 to 999,999, [`graded`]); `None` for Strongholds, which has
/// none.
pub fn deal_number(game: GameKind, date: Date) -> Option<u64> {
    graded(game, date).map(|m| m.deal)
}

/// How the daily deal of `game` on `date` starts: the baseline options and that date's deal number.
pub fn setup(game: GameKind, date: Date) -> Option<Setup> {
    let m = graded(game, date)?;
    Some(crate::challenge::setup(m.variant, m.deal))
}

/// The name a daily game is saved under, in English: "Armor of God · daily 2026-12-01" ([`name_msg`]).
pub fn name(game: GameKind, date: Date) -> String {
    name_msg(game, date).to_string()
}

/// The name a daily game is given ([`name`]) as words in any language (`standfirm_engine::words`); the date
/// stays as the file writes dates.
pub fn name_msg(game: GameKind, date: Date) -> standfirm_engine::words::Msg {
    standfirm_engine::msg!(
        "{game} · daily {date}",
        game = game.short_title_msg(),
        date = date.to_string()
    )
}

impl SaveFile {
    /// A new game of the daily deal of `game` on `date` (normally [`crate::today`]), tagged with that date so
    /// that it counts for it whenever it is finished, and with the day's grade and the deal's chance; `None` for
    /// a game without daily deals (Strongholds).
    pub fn new_daily(game: GameKind, date: Date) -> Option<(SaveFile, Replayed)> {
        let graded = graded(game, date)?;
        let setup = crate::challenge::setup(graded.variant, graded.deal);
        let (mut save, state) = SaveFile::new(setup, name(game, date)).ok()?;
        save.daily = Some(date);
        save.challenge = Some(crate::challenge::Challenge::of(&graded));
        Some((save, state))
    }
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
    fn the_grade_rises_through_the_week() {
        // 2026-11-30 is a Monday.
        use jiff::ToSpan;
        let monday = Date::constant(2026, 11, 30);
        let grades: Vec<Grade> = (0..7i64)
            .map(|i| grade_of_day(monday.checked_add(i.days()).unwrap()))
            .collect();
        use Grade::*;
        assert_eq!(
            grades,
            [Gentle, Gentle, Steady, Steady, Hard, Hard, VeryHard]
        );
    }

    #[test]
    fn the_baseline_options_are_the_defaults() {
        let date = Date::constant(2026, 12, 1);
        let Some(Setup::ArmorOfGod { options, .. }) = setup(GameKind::ArmorOfGod, date) else {
            panic!("Armor of God has a daily deal");
        };
        assert_eq!(options, standfirm_engine::armor_of_god::Options::default());
        assert!(setup(GameKind::Strongholds, date).is_none());
        assert_eq!(
            name(GameKind::PipArmor, date),
            "PIP Armor · daily 2026-12-01"
        );
    }
}
