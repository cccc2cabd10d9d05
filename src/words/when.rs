//! "When" in words for the Saves screen and Home: "just now", "5 minutes ago", "yesterday", "3 days ago", in the
//! language now.

use crate::words::tr::{tr, trn};
use std::time::{Duration, SystemTime};

/// How long ago `then` was, in words.
pub fn ago(then: SystemTime, now: SystemTime) -> String {
    let secs = now.duration_since(then).unwrap_or(Duration::ZERO).as_secs();
    match secs {
        0..=59 => tr!("just now"),
        60..=3599 => trn!(
            "{n} minute ago",
            "{n} minutes ago",
            secs / 60,
            n = secs / 60
        ),
        3600..=86_399 => trn!(
            "{n} hour ago",
            "{n} hours ago",
            secs / 3600,
            n = secs / 3600
        ),
        86_400..=172_799 => tr!("yesterday"),
        _ => trn!(
            "{n} day ago",
            "{n} days ago",
            secs / 86_400,
            n = secs / 86_400
        ),
    }
}

#[cfg(test)]
#[path = "when_tests.rs"]
mod tests;
