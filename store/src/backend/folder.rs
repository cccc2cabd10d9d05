//! The store's files in a folder on disk, each replaced atomically ([`crate::atomic`]).

use super::Backend;
use crate::atomic::{sync_dir, temp_path, write_atomic};
use crate::load_error::LoadError;
use crate::read::read_capped;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// A folder on disk holding the store's files.
#[derive(Debug, Clone)]
pub struct Folder {
    root: PathBuf,
}

impl Folder {
    /// The folder at `root` (not created here).
    pub fn new(root: &Path) -> Folder {
        Folder {
            root: root.to_path_buf(),
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        name.split('/')
            .fold(self.root.clone(), |path, part| path.join(part))
    }
}

impl Backend for Folder {
    fn read(&self, name: &str) -> Result<Vec<u8>, LoadError> {
        read_capped(&self.path(name))
    }

    fn exists(&self, name: &str) -> bool {
        std::fs::symlink_metadata(self.path(name)).is_ok()
    }

    fn write(&self, name: &str, bytes: &[u8], sync: bool) -> io::Result<()> {
        write_atomic(&self.path(name), bytes, sync)
    }

    fn remove(&self, name: &str, sync: bool) -> io::Result<()> {
        let path = self.path(name);
        std::fs::remove_file(&path)?;
        // A stray temporary a crash left beside it goes too.
        let _ = std::fs::remove_file(temp_path(&path));
        if sync {
            if let Some(dir) = path.parent() {
                let _ = sync_dir(dir);
            }
        }
        Ok(())
    }

    fn rename(&self, from: &str, to: &str) -> io::Result<()> {
        std::fs::rename(self.path(from), self.path(to))
    }

    fn list(&self, folder: &str) -> io::Result<Vec<(String, Option<SystemTime>)>> {
        Ok(std::fs::read_dir(self.path(folder))?
            .flatten()
            .filter_map(|entry| {
                let name = entry.file_name().to_str()?.to_string();
                let modified = std::fs::metadata(entry.path())
                    .and_then(|m| m.modified())
                    .ok();
                Some((name, modified))
            })
            .collect())
    }

    fn location(&self, name: &str) -> PathBuf {
        self.path(name)
    }
}
