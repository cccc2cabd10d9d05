//! The one clock for "today": the device's local calendar date (through `jiff`, which reads the system's time
//! zone and zone database, Android's concatenated tzdata included; in the browser, the browser's own local
//! date), or the date a test sets: `STANDFIRM_TODAY`, or [`fix_today`] (the web page's `today` parameter).
//! The store, the runner and the app all ask here.

pub use jiff::civil::Date;
use std::sync::OnceLock;

/// The environment variable that sets today's date for tests and demonstrations ("2026-12-01").
pub const TODAY_ENV: &str = "STANDFIRM_TODAY";

/// The date [`fix_today`] set, if any.
static FIXED: OnceLock<Date> = OnceLock::new();

/// Sets today's date for the rest of the run, as `STANDFIRM_TODAY` does (the browser has no environment: the
/// page's `?today=2026-12-01` comes here). Only the first call counts; returns whether it did.
pub fn fix_today(date: Date) -> bool {
    FIXED.set(date).is_ok()
}

/// Today's local calendar date: the date fixed by [`fix_today`] or `STANDFIRM_TODAY` if set, otherwise the
/// device's clock in its time zone (UTC if the zone cannot be found). A set but unreadable `STANDFIRM_TODAY`
/// is ignored here; callers that must report it use [`try_today`].
pub fn today() -> Date {
    try_today().unwrap_or_else(|_| local_today())
}

/// Today's local calendar date as [`today`], but a `STANDFIRM_TODAY` that is not a date is an error in words.
pub fn try_today() -> Result<Date, String> {
    if let Some(date) = FIXED.get() {
        return Ok(*date);
    }
    match std::env::var(TODAY_ENV) {
        Ok(text) => parse_date(&text).map_err(|e| format!("{TODAY_ENV}: {e}")),
        Err(_) => Ok(local_today()),
    }
}

/// The device's local date.
#[cfg(not(target_arch = "wasm32"))]
fn local_today() -> Date {
    jiff::ZonedDateTime::now().date()
}

/// The browser's local date, in the time zone the browser runs in (JavaScript's `Date`, which needs no zone
/// database in the app).
#[cfg(target_arch = "wasm32")]
fn local_today() -> Date {
    let now = js_sys::Date::new_0();
    let year = i16::try_from(now.get_full_year()).unwrap_or(1970);
    // JavaScript's months count from 0.
    let month = i8::try_from(now.get_month() + 1).unwrap_or(1);
    let day = i8::try_from(now.get_date()).unwrap_or(1);
    Date::new(year, month, day).unwrap_or(Date::constant(1970, 1, 1))
}

/// Parses a calendar date written `YYYY-MM-DD` ("2026-12-01"), or says in one line why it is not one.
pub fn parse_date(text: &str) -> Result<Date, String> {
    let text = text.trim();
    let shaped = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    if !shaped {
        return Err(format!(
            "\"{text}\" is not a date: write it as YYYY-MM-DD, like 2026-12-01"
        ));
    }
    text.parse::<Date>()
        .map_err(|_| format!("\"{text}\" is not a date on the calendar"))
}

/// Days since 1970-01-01 (negative before it): the day number the daily rules start from.
pub fn day_number(date: Date) -> i64 {
    let epoch = Date::constant(1970, 1, 1);
    i64::from(
        date.since((jiff::Unit::Day, epoch))
            .map_or(0, |span| span.get_days()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_parse_or_say_why() {
        assert_eq!(parse_date("2026-12-01"), Ok(Date::constant(2026, 12, 1)));
        assert_eq!(parse_date(" 2024-02-29 "), Ok(Date::constant(2024, 2, 29)));
        for bad in [
            "2026-13-01",
            "2025-02-29",
            "2026-12-1",
            "12/01/2026",
            "",
            "tomorrow",
        ] {
            let why = parse_date(bad).unwrap_err();
            assert!(why.contains("is not a date"), "{bad}: {why}");
        }
    }

    #[test]
    fn day_numbers_count_from_1970() {
        assert_eq!(day_number(Date::constant(1970, 1, 1)), 0);
        assert_eq!(day_number(Date::constant(1970, 1, 2)), 1);
        assert_eq!(day_number(Date::constant(1969, 12, 31)), -1);
        assert_eq!(day_number(Date::constant(2026, 12, 1)), 20_788);
    }
}
