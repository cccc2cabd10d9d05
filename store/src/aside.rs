//! Keeping a damaged file aside (`stats.json.bad`, then `.bad.2`, …) instead of overwriting it.

use std::io;
use std::path::{Path, PathBuf};

/// Renames `path` to the first free `NAME.bad`, `NAME.bad.2`, … beside it and returns the new path.
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    for n in 1..=1000u32 {
        let candidate = if n == 1 {
            path.with_file_name(format!("{name}.bad"))
        } else {
            path.with_file_name(format!("{name}.bad.{n}"))
        };
        if std::fs::symlink_metadata(&candidate).is_err() {
            std::fs::rename(path, &candidate)?;
            return Ok(candidate);
        }
    }
    Err(io::Error::other("too many damaged copies are already kept"))
}
