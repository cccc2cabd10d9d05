//! RFC 3339 timestamps in UTC ("2026-12-01T04:17:56Z"), without a date crate.

use std::time::{SystemTime, UNIX_EPOCH};

/// Now, as RFC 3339 UTC with whole seconds.
pub fn now_rfc3339() -> String {
    rfc3339(SystemTime::now())
}

/// `time` as RFC 3339 UTC with whole seconds; times before 1970 are written as 1970-01-01T00:00:00Z.
pub fn rfc3339(time: SystemTime) -> String {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (date, clock) = parts(secs);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        date.0, date.1, date.2, clock.0, clock.1, clock.2
    )
}

/// The compact UTC date and time used in game ids: "20261201-041756".
pub fn compact(time: SystemTime) -> String {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (date, clock) = parts(secs);
    format!(
        "{:04}{:02}{:02}-{:02}{:02}{:02}",
        date.0, date.1, date.2, clock.0, clock.1, clock.2
    )
}

/// (year, month, day) and (hour, minute, second) of a Unix time.
fn parts(secs: u64) -> ((i64, u32, u32), (u64, u64, u64)) {
    let days = (secs / 86_400) as i64;
    let rest = secs % 86_400;
    (
        civil_from_days(days),
        (rest / 3600, rest % 3600 / 60, rest % 60),
    )
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn at(secs: u64) -> String {
        rfc3339(UNIX_EPOCH + Duration::from_secs(secs))
    }

    #[test]
    fn known_instants() {
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_709_210_096), "2024-02-29T12:34:56Z");
        assert_eq!(at(4_102_444_799), "2099-12-31T23:59:59Z");
        assert_eq!(
            compact(UNIX_EPOCH + Duration::from_secs(1_709_210_096)),
            "20240229-123456"
        );
    }
}
