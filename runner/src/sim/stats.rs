//! Summary statistics for simulations: win rates with a 95% confidence interval, percentiles.

/// A proportion with its 95% Wilson score interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rate {
    /// Successes / trials.
    pub value: f64,
    /// Lower bound of the 95% interval.
    pub low: f64,
    /// Upper bound of the 95% interval.
    pub high: f64,
}

/// The Wilson score interval for `successes` out of `trials` at 95% confidence.
pub fn wilson(successes: u64, trials: u64) -> Rate {
    wilson_share(successes as f64, trials)
}

/// The Wilson interval for a share of wins that may hold fractions (a shared first place counts 1/k):
/// `won` of `trials`.
pub fn wilson_share(won: f64, trials: u64) -> Rate {
    if trials == 0 {
        return Rate {
            value: 0.0,
            low: 0.0,
            high: 0.0,
        };
    }
    let n = trials as f64;
    let p = (won / n).clamp(0.0, 1.0);
    let z = 1.959_963_984_540_054_f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    Rate {
        value: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// The `q`-quantile (0..=1) of sorted data, by the nearest-rank method; `None` when empty.
pub fn quantile(sorted: &[u32], q: f64) -> Option<u32> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (q * sorted.len() as f64).ceil().max(1.0) as usize;
    Some(sorted[rank.min(sorted.len()) - 1])
}

impl std::fmt::Display for Rate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:.1}% (95% CI {:.1}%–{:.1}%)",
            self.value * 100.0,
            self.low * 100.0,
            self.high * 100.0
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let r = wilson(98, 100);
        assert!((r.value - 0.98).abs() < 1e-12);
        assert!(r.low < 0.98 && r.high > 0.98 && r.high <= 1.0);
        assert!((r.low - 0.9300).abs() < 0.001, "{r:?}");
        assert_eq!(wilson(0, 0).value, 0.0);
    }

    #[test]
    fn quantiles_by_nearest_rank() {
        let data = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        assert_eq!(quantile(&data, 0.5), Some(5));
        assert_eq!(quantile(&data, 0.1), Some(1));
        assert_eq!(quantile(&data, 0.9), Some(9));
        assert_eq!(quantile(&[], 0.5), None);
    }
}
