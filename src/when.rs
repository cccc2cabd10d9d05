//! "When" in words for the Saves screen and Home: "just now", "5 minutes ago", "yesterday", "3 days ago".

use std::time::{Duration, SystemTime};

/// How long ago `then` was, in words.
pub fn ago(then: SystemTime, now: SystemTime) -> String {
    let secs = now.duration_since(then).unwrap_or(Duration::ZERO).as_secs();
    let (n, unit) = match secs {
        0..=59 => return "just now".into(),
        60..=3599 => (secs / 60, "minute"),
        3600..=86_399 => (secs / 3600, "hour"),
        86_400..=172_799 => return "yesterday".into(),
        _ => (secs / 86_400, "day"),
    };
    format!("{n} {unit}{} ago", if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_words() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let at = |s: u64| now - Duration::from_secs(s);
        assert_eq!(ago(at(5), now), "just now");
        assert_eq!(ago(at(60), now), "1 minute ago");
        assert_eq!(ago(at(3 * 3600), now), "3 hours ago");
        assert_eq!(ago(at(90_000), now), "yesterday");
        assert_eq!(ago(at(5 * 86_400), now), "5 days ago");
        assert_eq!(ago(now + Duration::from_secs(9), now), "just now");
    }
}
