//! [`percent`]: a grade's chance as a person reads it.

use crate::odds::Chance;
use crate::words::{Arg, English};

/// The chance in percent for the words of a Challenge: whole percent ("41%"), one decimal near the ends so that
/// a deal won in 1,999 of 2,000 games never reads "100%" ("99.9%", "0.1%"), and "100%" or "0%" only when every
/// game or none went that way.
pub fn percent(chance: Chance) -> String {
    format!("{}%", percent_number(chance).render(&English))
}

/// [`percent`]'s number without its sign, as a sentence's hole: a whole number, or a decimal the reader writes
/// with its language's decimal mark ("99.9", Spanish "99,9").
pub fn percent_number(chance: Chance) -> Arg {
    if chance.playouts == 0 || chance.hits == 0 {
        return Arg::Number(0);
    }
    if chance.hits == chance.playouts {
        return Arg::Number(100);
    }
    let per_mille = u64::from(chance.hits) * 1000 / u64::from(chance.playouts);
    let tenths = |units: u64| Arg::Decimal {
        units: units as i64,
        places: 1,
    };
    if per_mille >= 990 {
        tenths(per_mille.min(999))
    } else if per_mille < 10 {
        let up = (u64::from(chance.hits) * 1000)
            .div_ceil(u64::from(chance.playouts))
            .max(1);
        tenths(up)
    } else {
        let whole = (u64::from(chance.hits) * 200 + u64::from(chance.playouts))
            / (2 * u64::from(chance.playouts));
        Arg::Number(whole.clamp(1, 99) as i64)
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

    #[test]
    fn a_decimal_is_written_with_the_reader_s_mark() {
        struct Comma;
        impl crate::words::Words for Comma {
            fn text(&self, msg: &crate::words::Msg) -> std::borrow::Cow<'static, str> {
                msg.english().into()
            }
            fn decimal_mark(&self) -> char {
                ','
            }
        }
        let said = |hits| {
            percent_number(Chance {
                hits,
                playouts: 2000,
            })
            .render(&Comma)
        };
        assert_eq!(said(1999), "99,9");
        assert_eq!(said(1980), "99,0");
        assert_eq!(said(19), "1,0");
        assert_eq!(said(820), "41");
        assert_eq!(said(2000), "100");
    }
}
