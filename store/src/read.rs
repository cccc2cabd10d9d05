//! Reading a file with a size cap, so that a huge or strange file never exhausts memory.

use crate::load_error::LoadError;
use std::fs::File;
use std::io::Read;
use std::path::Path;

/// The largest save, statistics or settings file read: 8 MiB (a long six-player game is well under 1 MiB).
pub const MAX_SAVE_BYTES: u64 = 8 * 1024 * 1024;

/// The bytes of the file at `path`, or why not: not a file, too large, unreadable.
pub fn read_capped(path: &Path) -> Result<Vec<u8>, LoadError> {
    let meta = std::fs::metadata(path).map_err(|e| LoadError::from_io(&e))?;
    if !meta.is_file() {
        return Err(LoadError::NotAFile);
    }
    if meta.len() > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge(meta.len()));
    }
    let file = File::open(path).map_err(|e| LoadError::from_io(&e))?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_SAVE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| LoadError::from_io(&e))?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}
