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
#[path = "when_tests.rs"]
mod tests;
