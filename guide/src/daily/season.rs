//! The feasts whose days have their own verse of the day: Christmas (25 December), Easter Sunday (the Western,
//! Gregorian date, computed for each year) and Pentecost (seven weeks after Easter Sunday).

use standfirm_store::{day_number, Date};

/// A feast with passages of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Feast {
    /// 25 December.
    Christmas,
    /// Easter Sunday, Western reckoning ([`easter`]).
    Easter,
    /// Pentecost: the seventh Sunday after Easter Sunday, 49 days later.
    Pentecost,
}

impl Feast {
    /// Every feast.
    pub const ALL: [Feast; 3] = [Feast::Christmas, Feast::Easter, Feast::Pentecost];

    /// Its date in `year`.
    pub fn date(self, year: i16) -> Date {
        match self {
            Feast::Christmas => Date::constant(year, 12, 25),
            Feast::Easter => easter(year),
            Feast::Pentecost => easter(year)
                .checked_add(jiff::Span::new().days(49))
                .unwrap_or_else(|_| easter(year)),
        }
    }
}

/// Easter Sunday of `year` in the Gregorian calendar (the Western churches' date), by the anonymous Gregorian
/// algorithm (Meeus, *Astronomical Algorithms*, chapter 8), valid for every Gregorian year.
pub fn easter(year: i16) -> Date {
    let y = i32::from(year);
    let a = y.rem_euclid(19);
    let (b, c) = (y.div_euclid(100), y.rem_euclid(100));
    let (d, e) = (b / 4, b % 4);
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let (i, k) = (c / 4, c % 4);
    let l = (32 + 2 * e + 2 * i - h - k).rem_euclid(7);
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    // March or April, 22 March to 25 April: both fit an i8.
    Date::constant(year, month as i8, day as i8)
}

/// The feast that falls on `date`, if any.
pub fn feast(date: Date) -> Option<Feast> {
    Feast::ALL
        .into_iter()
        .find(|f| day_number(f.date(date.year())) == day_number(date))
}
