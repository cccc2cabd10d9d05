//! The autosave writer: a background thread that writes the newest pending version of each save file, so that
//! the app never waits on the disk while playing, and [`Autosaver::flush`] when it must be sure (Android pausing
//! the activity, quitting). In the browser, which has no threads (and whose storage answers at once), each save
//! is written in the caller ([`Autosaver::inline`]).

use crate::save_file::SaveFile;
use crate::store::Store;
use std::collections::BTreeMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

/// Called on the writer thread with each failure, in plain words.
pub type ErrorHook = Box<dyn Fn(&str) + Send>;

#[derive(Default)]
struct Queue {
    /// The newest version of each file not yet written, by file name.
    pending: BTreeMap<String, SaveFile>,
    /// The file being written now.
    writing: Option<String>,
    stop: bool,
    last_error: Option<String>,
    /// Failures since the last flush.
    unreported: Option<String>,
    written: u64,
}

struct Shared {
    queue: Mutex<Queue>,
    /// Work arrived or stop was asked.
    work: Condvar,
    /// A write finished.
    done: Condvar,
}

impl Shared {
    fn new() -> Shared {
        Shared {
            queue: Mutex::new(Queue::default()),
            work: Condvar::new(),
            done: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Writes saves in the background, coalescing: only the newest pending version of each file is written.
pub struct Autosaver {
    shared: Arc<Shared>,
    writer: Writer,
}

/// Who writes.
enum Writer {
    /// The background thread (never in the browser).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Thread(Option<JoinHandle<()>>),
    /// The caller, at each save.
    Inline {
        store: Store,
        hook: Option<ErrorHook>,
    },
}

impl Autosaver {
    /// A writer for `store`'s saves folder; failures are kept for [`Autosaver::last_error`]. A background
    /// thread, except in the browser, where it writes in the caller ([`Autosaver::inline`]).
    pub fn new(store: Store) -> Autosaver {
        Autosaver::start(store, None)
    }

    /// Like [`Autosaver::new`], also calling `hook` (on the writer thread) with each failure.
    pub fn with_error_hook(store: Store, hook: ErrorHook) -> Autosaver {
        Autosaver::start(store, Some(hook))
    }

    /// A writer without a thread: each [`Autosaver::save`] writes before it returns (the browser's way, where
    /// no thread can start and the storage answers at once), with the same reports as the background writer.
    pub fn inline(store: Store, hook: Option<ErrorHook>) -> Autosaver {
        Autosaver {
            shared: Arc::new(Shared::new()),
            writer: Writer::Inline { store, hook },
        }
    }

    #[cfg(target_arch = "wasm32")]
    fn start(store: Store, hook: Option<ErrorHook>) -> Autosaver {
        Autosaver::inline(store, hook)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn start(store: Store, hook: Option<ErrorHook>) -> Autosaver {
        let shared = Arc::new(Shared::new());
        let worker = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("standfirm-autosave".into())
            .spawn(move || run(&worker, &store, hook.as_ref()))
            .expect("the autosave thread starts");
        Autosaver {
            shared,
            writer: Writer::Thread(Some(thread)),
        }
    }

    /// Queues `save` for writing and returns at once (the inline writer writes it first); a version of the same
    /// file still pending is replaced.
    pub fn save(&self, save: SaveFile) {
        if let Writer::Inline { store, hook } = &self.writer {
            self.shared.lock().writing = Some(save.file_name());
            write_one(&self.shared, store, hook.as_ref(), &save);
            return;
        }
        let mut queue = self.shared.lock();
        queue.pending.insert(save.file_name(), save);
        self.shared.work.notify_one();
    }

    /// Drops the pending version of `file` and waits until it is not being written: call it before deleting the
    /// file, so that no autosave brings it back.
    pub fn cancel(&self, file: &str) {
        let mut queue = self.shared.lock();
        queue.pending.remove(file);
        while queue.writing.as_deref() == Some(file) {
            queue = self
                .shared
                .done
                .wait(queue)
                .unwrap_or_else(|p| p.into_inner());
        }
    }

    /// Blocks until everything queued is on disk. Returns the last failure since the previous flush, if any.
    pub fn flush(&self) -> Result<(), String> {
        let mut queue = self.shared.lock();
        while !queue.pending.is_empty() || queue.writing.is_some() {
            queue = self
                .shared
                .done
                .wait(queue)
                .unwrap_or_else(|p| p.into_inner());
        }
        match queue.unreported.take() {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }

    /// The last failure, in plain words, if any write has failed.
    pub fn last_error(&self) -> Option<String> {
        self.shared.lock().last_error.clone()
    }

    /// How many files have been written.
    pub fn written(&self) -> u64 {
        self.shared.lock().written
    }
}

impl Drop for Autosaver {
    /// Writes what is pending, then stops the thread.
    fn drop(&mut self) {
        {
            let mut queue = self.shared.lock();
            queue.stop = true;
            self.shared.work.notify_one();
        }
        if let Writer::Thread(thread) = &mut self.writer {
            if let Some(thread) = thread.take() {
                let _ = thread.join();
            }
        }
    }
}

/// The writer thread: takes one pending save at a time, writes it outside the lock, reports failures.
#[cfg(not(target_arch = "wasm32"))]
fn run(shared: &Shared, store: &Store, hook: Option<&ErrorHook>) {
    loop {
        let save = {
            let mut queue = shared.lock();
            loop {
                if let Some((file, save)) = queue.pending.pop_first() {
                    queue.writing = Some(file);
                    break save;
                }
                if queue.stop {
                    return;
                }
                queue = shared.work.wait(queue).unwrap_or_else(|p| p.into_inner());
            }
        };
        write_one(shared, store, hook, &save);
    }
}

/// Writes the save being written (`queue.writing`) outside the lock, then reports how it went.
fn write_one(shared: &Shared, store: &Store, hook: Option<&ErrorHook>, save: &SaveFile) {
    let result = store.write(save);
    if let (Err(e), Some(hook)) = (&result, hook) {
        hook(&e.to_string());
    }
    let mut queue = shared.lock();
    queue.writing = None;
    match result {
        Ok(_) => queue.written += 1,
        Err(e) => {
            queue.last_error = Some(e.to_string());
            queue.unreported = Some(e.to_string());
        }
    }
    shared.done.notify_all();
}
