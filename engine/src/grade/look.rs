//! The finder's quick look: at a few checkpoints of a deal's playouts, whether they already put it outside a
//! band beyond reasonable doubt, so that the rest need not be played.
//!
//! At each checkpoint (150, 300, 600 and 1,200 of the 2,000 playouts) a deal is passed over when its losses so
//! far would happen less than 1 time in 400 if its chance were at the band's edge: too few losses for a band
//! with a top (its chance is above it), or too many for a band with a floor (its chance is below it). So the
//! finder passes over fewer than 1 in 100 deals of the grade it looks for. The thresholds are whole numbers of
//! losses, worked out once (the test below works them out again), so the look is the same on every machine.

use super::bands::Band;

/// The checkpoints, in playouts.
pub(crate) const CHECKPOINTS: [u32; 4] = [150, 300, 600, 1200];

/// The chance of passing over a deal of the band at one checkpoint, at most: 1 in 400.
#[cfg(test)]
const ALPHA: f64 = 1.0 / 400.0;

/// One band edge (per-mille) and, at each checkpoint, the most losses that still say "above the edge"
/// (`-1`: none) and the fewest that say "below it".
struct Edge {
    permille: u16,
    few: [i16; 4],
    many: [u16; 4],
}

/// Every band edge of [`super::bands`].
const EDGES: [Edge; 4] = [
    Edge {
        permille: 999,
        few: [-1, -1, -1, -1],
        many: [3, 4, 5, 6],
    },
    Edge {
        permille: 990,
        few: [-1, -1, 0, 3],
        many: [7, 10, 15, 24],
    },
    Edge {
        permille: 950,
        few: [0, 5, 15, 39],
        many: [17, 28, 47, 83],
    },
    Edge {
        permille: 500,
        few: [57, 125, 265, 550],
        many: [93, 175, 335, 650],
    },
];

fn edge(permille: u16) -> Option<&'static Edge> {
    EDGES.iter().find(|e| e.permille == permille)
}

/// Whether `hits` of `played` playouts, at a checkpoint, put the deal outside `band` beyond reasonable doubt.
pub(crate) fn looks_outside(band: Band, hits: u32, played: u32) -> bool {
    let Some(at) = CHECKPOINTS.iter().position(|&k| k == played) else {
        return false;
    };
    let losses = played - hits;
    let above = band
        .high
        .and_then(edge)
        .is_some_and(|e| i64::from(losses) <= i64::from(e.few[at]));
    let below = band.low > 0 && edge(band.low).is_some_and(|e| losses >= u32::from(e.many[at]));
    above || below
}

/// Whether `hits` of `played` playouts, with `total` to be played in all, can no longer end in `band`.
pub(crate) fn cannot_end_in(band: Band, hits: u32, played: u32, total: u32) -> bool {
    let at_least = |h: u32, edge: u16| u64::from(h) * 1000 >= u64::from(edge) * u64::from(total);
    let too_many = band.high.is_some_and(|high| at_least(hits, high));
    let too_few = !at_least(hits + (total - played), band.low);
    too_many || too_few
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::{bands, Variant};

    /// ln P(Binomial(k, q) = j).
    fn ln_pmf(k: u32, j: u32, q: f64) -> f64 {
        let ln_choose: f64 = (0..j)
            .map(|i| (f64::from(k - i) / f64::from(i + 1)).ln())
            .sum();
        ln_choose + f64::from(j) * q.ln() + f64::from(k - j) * (1.0 - q).ln()
    }

    #[test]
    fn the_thresholds_are_the_binomial_tails() {
        for e in &EDGES {
            let q = 1.0 - f64::from(e.permille) / 1000.0;
            for (at, &k) in CHECKPOINTS.iter().enumerate() {
                let pmf: Vec<f64> = (0..=k).map(|j| ln_pmf(k, j, q).exp()).collect();
                let below = |m: i64| pmf.iter().take((m + 1).max(0) as usize).sum::<f64>();
                let few = i64::from(e.few[at]);
                assert!(few < 0 || below(few) < ALPHA, "{} {k}", e.permille);
                assert!(below(few + 1) >= ALPHA, "{} {k}", e.permille);
                let many = i64::from(e.many[at]);
                assert!(1.0 - below(many - 1) < ALPHA, "{} {k}", e.permille);
                assert!(1.0 - below(many - 2) >= ALPHA, "{} {k}", e.permille);
            }
        }
    }

    #[test]
    fn every_band_edge_has_its_thresholds() {
        for v in Variant::ALL {
            for band in bands(v) {
                assert!(band.high.is_none_or(|h| edge(h).is_some()));
                assert!(band.low == 0 || edge(band.low).is_some());
            }
        }
    }

    #[test]
    fn the_exact_stop_knows_when_the_band_is_out_of_reach() {
        let hard = crate::grade::band(
            Variant::ArmorOfGod(crate::armor_of_god::Defense::HardA),
            crate::grade::Grade::Hard,
        );
        // Hard is 1,900 to 1,979 wins of 2,000.
        assert!(cannot_end_in(hard, 1980, 1990, 2000));
        assert!(!cannot_end_in(hard, 1979, 1990, 2000));
        assert!(cannot_end_in(hard, 1000, 1101, 2000));
        assert!(!cannot_end_in(hard, 1000, 1100, 2000));
        assert!(!looks_outside(hard, 150, 150));
        assert!(looks_outside(hard, 600, 600));
        assert!(!looks_outside(hard, 600, 601));
    }
}
