//! RFC 3339 timestamps in UTC ("2026-12-01T04:17:56Z") and the compact form in game ids, through `jiff`.

use jiff::Timestamp;
use std::time::{SystemTime, UNIX_EPOCH};

/// Now, as RFC 3339 UTC with whole seconds. Through `jiff`'s clock, which works in the browser too (where
/// `SystemTime::now` panics).
pub fn now_rfc3339() -> String {
    rfc3339(now())
}

/// The system's time now, from `jiff`'s clock.
pub fn now() -> SystemTime {
    SystemTime::try_from(Timestamp::now()).unwrap_or(UNIX_EPOCH)
}

/// `time` as RFC 3339 UTC with whole seconds; times before 1970 are written as 1970-01-01T00:00:00Z.
pub fn rfc3339(time: SystemTime) -> String {
    utc(time).strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// The compact UTC date and time used in game ids: "20261201-041756".
pub fn compact(time: SystemTime) -> String {
    utc(time).strftime("%Y%m%d-%H%M%S").to_string()
}

/// `time` in whole seconds, clamped to 1970 and to the last instant `jiff` represents.
fn utc(time: SystemTime) -> Timestamp {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let secs = i64::try_from(secs)
        .unwrap_or(i64::MAX)
        .min(Timestamp::MAX.as_second());
    Timestamp::from_second(secs).unwrap_or(Timestamp::UNIX_EPOCH)
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
        assert_eq!(
            rfc3339(UNIX_EPOCH - Duration::from_secs(5)),
            "1970-01-01T00:00:00Z"
        );
    }
}
