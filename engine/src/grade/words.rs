//! [`percent`]: a grade's chance as a person reads it.

use crate::odds::Chance;

/// The chance in percent for the words of a Challenge: whole percent ("41%"), one decimal near the ends so that
/// a deal won in 1,999 of 2,000 games never reads "100%" ("99.9%", "0.1%"), and "100%" or "0%" only when every
/// game or none went that way.
pub fn percent(chance: Chance) -> String {
    if chance.playouts == 0 || chance.hits == 0 {
        return "0%".into();
    }
    if chance.hits == chance.playouts {
        return "100%".into();
    }
    let per_mille = u64::from(chance.hits) * 1000 / u64::from(chance.playouts);
    if per_mille >= 990 {
        format!("{}.{}%", per_mille.min(999) / 10, per_mille.min(999) % 10)
    } else if per_mille < 10 {
        let up = (u64::from(chance.hits) * 1000)
            .div_ceil(u64::from(chance.playouts))
            .max(1);
        format!("{}.{}%", up / 10, up % 10)
    } else {
        let whole = (u64::from(chance.hits) * 200 + u64::from(chance.playouts))
            / (2 * u64::from(chance.playouts));
        format!("{}%", whole.clamp(1, 99))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(hits: u32) -> String {
        percent(Chance {
            hits,
            playouts: 2000,
        })
    }

    #[test]
    fn the_ends_never_round_to_sure() {
        assert_eq!(of(2000), "100%");
        assert_eq!(of(1999), "99.9%");
        assert_eq!(of(1990), "99.5%");
        assert_eq!(of(1980), "99.0%");
        assert_eq!(of(1979), "99%");
        assert_eq!(of(820), "41%");
        assert_eq!(of(21), "1%");
        assert_eq!(of(19), "1.0%");
        assert_eq!(of(1), "0.1%");
        assert_eq!(of(0), "0%");
    }
}
