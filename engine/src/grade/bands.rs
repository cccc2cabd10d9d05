//! THE band edges of the grades: which chance makes a deal Gentle, Steady, Hard or Very hard.
//!
//! Chosen from the measured distribution of the deal's own chance ([`super::measure`], 2,000 playouts) over
//! deals 1–4,000 of each variant (`standfirm-cli grade-calibrate --survey 4000`), so that every grade of every
//! variant holds thousands of the 999,999 deal numbers (years of daily play). Most deals are won all but
//! always, so the edges sit close to 100%: the shares of deals 1–4,000 are
//!
//! | variant | Gentle | Steady | Hard | Very hard |
//! |---|---|---|---|---|
//! | Armor of God, Baseline | 73.8% | 20.9% | 4.5% | 0.8% |
//! | Armor of God, Hard A | 73.2% | 20.5% | 3.7% | 2.5% |
//! | Armor of God, Hard B | 44.9% | 25.1% | 24.0% | 6.0% |
//! | PIP Armor (Unshaken) | 58.1% | 17.6% | 8.8% | 15.5% |
//!
//! Baseline's Very hard is the rarest grade: about 8,000 deal numbers, some twenty years of Sundays.
//!
//! Armor of God's edges are one set for the three difficulties, so a grade means the same chance at each;
//! PIP Armor's are wider, as its chance of Unshaken spreads wider (a deal whose Armor the careful player
//! cannot build to 16 pips has none). Edges are whole per-mille, compared in integers (`hits × 1000 ≥
//! edge × playouts`), so a grade is the same on every machine.

use super::level::Grade;
use super::variant::Variant;
use crate::odds::Chance;

/// One grade's band of chance, in per-mille: from `low` (included) to `high` (excluded; `None` up to 100%
/// included).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    /// The grade.
    pub grade: Grade,
    /// The lowest chance of the band, per-mille, included.
    pub low: u16,
    /// The chance the band stops below, per-mille; `None` for the top band (up to and with 100%).
    pub high: Option<u16>,
}

/// Armor of God's edges, the chance to win: Gentle from 99.9%, Steady from 99%, Hard from 95%.
const ARMOR_OF_GOD: [u16; 3] = [999, 990, 950];
/// PIP Armor's edges, the chance of Unshaken: Gentle from 99.9%, Steady from 95%, Hard from 50%.
const PIP_ARMOR: [u16; 3] = [999, 950, 500];

/// The four bands of `variant`, gentlest first.
pub fn bands(variant: Variant) -> [Band; 4] {
    let [gentle, steady, hard] = match variant {
        Variant::ArmorOfGod(_) => ARMOR_OF_GOD,
        Variant::PipArmor => PIP_ARMOR,
    };
    [
        Band {
            grade: Grade::Gentle,
            low: gentle,
            high: None,
        },
        Band {
            grade: Grade::Steady,
            low: steady,
            high: Some(gentle),
        },
        Band {
            grade: Grade::Hard,
            low: hard,
            high: Some(steady),
        },
        Band {
            grade: Grade::VeryHard,
            low: 0,
            high: Some(hard),
        },
    ]
}

/// The band of `grade` in `variant`.
pub fn band(variant: Variant, grade: Grade) -> Band {
    bands(variant)[grade as usize]
}

impl Band {
    /// Whether `hits` of `playouts` lie in the band (integer arithmetic only).
    pub fn holds(self, hits: u32, playouts: u32) -> bool {
        let at_least = |edge: u16| u64::from(hits) * 1000 >= u64::from(edge) * u64::from(playouts);
        at_least(self.low) && self.high.is_none_or(|h| !at_least(h))
    }

    /// The band in words, as percentages: "99% to 99.9%", "99.9% and more", "under 95%".
    pub fn words(self) -> String {
        let pct = |p: u16| {
            let text = format!("{}", f64::from(p) / 10.0);
            format!("{text}%")
        };
        match (self.low, self.high) {
            (low, None) => format!("{} and more", pct(low)),
            (0, Some(high)) => format!("under {}", pct(high)),
            (low, Some(high)) => format!("{} to {}", pct(low), pct(high)),
        }
    }
}

/// The grade of a measured chance in `variant`.
pub fn grade_of(variant: Variant, chance: Chance) -> Grade {
    bands(variant)
        .into_iter()
        .find(|b| b.holds(chance.hits, chance.playouts))
        .map_or(Grade::VeryHard, |b| b.grade)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::armor_of_god::Defense;

    #[test]
    fn the_bands_cover_every_chance_once() {
        for variant in Variant::ALL {
            for hits in 0..=2000 {
                let holding = bands(variant)
                    .into_iter()
                    .filter(|b| b.holds(hits, 2000))
                    .count();
                assert_eq!(holding, 1, "{variant:?} {hits}");
            }
        }
    }

    #[test]
    fn edges_are_exact_in_integers() {
        let v = Variant::ArmorOfGod(Defense::HardA);
        let c = |hits| Chance {
            hits,
            playouts: 2000,
        };
        assert_eq!(grade_of(v, c(2000)), Grade::Gentle);
        assert_eq!(grade_of(v, c(1998)), Grade::Gentle);
        assert_eq!(grade_of(v, c(1997)), Grade::Steady);
        assert_eq!(grade_of(v, c(1980)), Grade::Steady);
        assert_eq!(grade_of(v, c(1979)), Grade::Hard);
        assert_eq!(grade_of(v, c(1900)), Grade::Hard);
        assert_eq!(grade_of(v, c(1899)), Grade::VeryHard);
        assert_eq!(grade_of(Variant::PipArmor, c(999)), Grade::VeryHard);
        assert_eq!(grade_of(Variant::PipArmor, c(1000)), Grade::Hard);
    }

    #[test]
    fn bands_in_words() {
        let words: Vec<String> = bands(Variant::ArmorOfGod(Defense::Baseline))
            .iter()
            .map(|b| b.words())
            .collect();
        assert_eq!(
            words,
            ["99.9% and more", "99% to 99.9%", "95% to 99%", "under 95%"]
        );
        assert_eq!(band(Variant::PipArmor, Grade::Hard).words(), "50% to 95%");
    }
}
