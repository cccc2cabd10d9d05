//! Keeping a damaged file aside (`stats.json.bad`, then `.bad.2`, …) instead of overwriting it.

use super::Backend;
use std::io;

/// Renames `name` to the first free `NAME.bad`, `NAME.bad.2`, … beside it and returns the new name.
pub fn keep_aside(backend: &dyn Backend, name: &str) -> io::Result<String> {
    for n in 1..=1000u32 {
        let candidate = if n == 1 {
            format!("{name}.bad")
        } else {
            format!("{name}.bad.{n}")
        };
        if !backend.exists(&candidate) {
            backend.rename(name, &candidate)?;
            return Ok(candidate);
        }
    }
    Err(io::Error::other("too many damaged copies are already kept"))
}
