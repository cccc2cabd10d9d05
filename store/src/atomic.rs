//! Atomic file replacement: a reader (or a crash at any instant) sees the old file or the new one, never a mix.
//!
//! The bytes go to a temporary file in the same folder with a fixed name per target (`.NAME.tmp`), so at most
//! one stray temporary per file can exist, and the next save of that file reuses and consumes it. Then: write,
//! flush, `sync_all`, rename over the target, and sync the folder so that the rename itself is durable.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The suffix of temporary files; listings ignore them.
pub const TEMP_SUFFIX: &str = ".tmp";

/// The temporary file used while replacing `target`: `.NAME.tmp` beside it.
pub fn temp_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    target.with_file_name(format!(".{name}{TEMP_SUFFIX}"))
}

/// Replaces `target` with `bytes` atomically. With `sync` the data and the rename are on disk when this
/// returns (turn it off only for benchmarks and tests). On failure the old `target` is intact.
pub fn write_atomic(target: &Path, bytes: &[u8], sync: bool) -> io::Result<()> {
    let temp = temp_path(target);
    let result = write_then_rename(&temp, target, bytes, sync);
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}

fn write_then_rename(temp: &Path, target: &Path, bytes: &[u8], sync: bool) -> io::Result<()> {
    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .open(temp)?;
    file.write_all(bytes)?;
    file.flush()?;
    if sync {
        file.sync_all()?;
    }
    drop(file);
    std::fs::rename(temp, target)?;
    if sync {
        if let Some(dir) = target.parent() {
            sync_dir(dir)?;
        }
    }
    Ok(())
}

/// Makes a folder's entries (a rename, a new file) durable. A no-op where folders cannot be opened as files.
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = (dir, File::open::<&Path>);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temp_name_is_hidden_and_fixed() {
        assert_eq!(
            temp_path(Path::new("saves/a.json")),
            Path::new("saves/.a.json.tmp")
        );
    }

    #[test]
    fn the_folder_synced_is_opened() {
        // The folder's own sync (the rename made durable) cannot be seen short of a power cut; what can be
        // seen is that it works on the folder: a missing one is an error, not a silent success.
        let dir = std::env::temp_dir().join(format!("standfirm-sync-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        sync_dir(&dir).unwrap();
        if cfg!(unix) {
            assert!(sync_dir(&dir.join("missing")).is_err());
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn replaces_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("standfirm-atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("x.json");
        std::fs::write(temp_path(&target), b"stray from a crash").unwrap();
        write_atomic(&target, b"one", true).unwrap();
        write_atomic(&target, b"two", false).unwrap();
        assert_eq!(std::fs::read(&target).unwrap(), b"two");
        assert!(!temp_path(&target).exists(), "the stray was consumed");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
