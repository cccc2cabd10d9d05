//! [`Chance`]: a share of playouts with its 95% margin.

use serde::{Serialize, Serializer};

/// How many of `playouts` playouts something happened in. Serialises as `{"chance", "margin", "playouts"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Chance {
    /// Playouts in which it happened.
    pub hits: u32,
    /// Playouts played.
    pub playouts: u32,
}

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

impl Chance {
    /// The share, 0 to 1 (0 before any playout).
    pub fn value(self) -> f64 {
        if self.playouts == 0 {
            0.0
        } else {
            f64::from(self.hits) / f64::from(self.playouts)
        }
    }

    /// The 95% Wilson score interval, `(low, high)`; `(0, 1)` before any playout.
    pub fn interval(self) -> (f64, f64) {
        if self.playouts == 0 {
            return (0.0, 1.0);
        }
        let n = f64::from(self.playouts);
        let p = self.value();
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// Half the width of the 95% Wilson interval: the "± 3" of "about 72% ± 3".
    pub fn margin(self) -> f64 {
        let (low, high) = self.interval();
        (high - low) / 2.0
    }

    /// The share in whole percent and the margin in whole points, as a person reads them: `(72, 3)`.
    pub fn percent(self) -> (u32, u32) {
        (
            (self.value() * 100.0).round() as u32,
            (self.margin() * 100.0).round().max(1.0) as u32,
        )
    }
}

impl Serialize for Chance {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Chance", 3)?;
        st.serialize_field("chance", &self.value())?;
        st.serialize_field("margin", &self.margin())?;
        st.serialize_field("playouts", &self.playouts)?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fair_coin_over_2000_playouts_is_within_about_two_points() {
        let c = Chance {
            hits: 1000,
            playouts: 2000,
        };
        assert_eq!(c.value(), 0.5);
        assert!((c.margin() - 0.0219).abs() < 0.0005, "{}", c.margin());
        assert_eq!(c.percent(), (50, 2));
    }

    #[test]
    fn a_sure_thing_still_has_a_margin_and_stays_in_range() {
        let c = Chance {
            hits: 500,
            playouts: 500,
        };
        let (low, high) = c.interval();
        assert!(low > 0.99 && low < 1.0 && high == 1.0);
        assert!(c.margin() > 0.0);
        assert_eq!(Chance::default().interval(), (0.0, 1.0));
    }
}
