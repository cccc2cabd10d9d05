//! The UI tests' threaded mode: the app's worker threads run, and their answers come back through
//! `slint::invoke_from_event_loop` to the test, which delivers them on its own thread when it chooses.
//!
//! Slint's testing backend runs without an event loop (`init`), so `invoke_from_event_loop` fails there and the
//! app does its slow work in place, at once: a Wise search, the chance, a Challenge's walk. That keeps the UI
//! tests deterministic, and leaves the app's worker paths (an answer that comes back late, for a moment the
//! player has left) untested on screen. In the threaded mode:
//!
//! - **The switch** is the environment variable [`THREADED`] (`STANDFIRM_TEST_THREADED=1`), read by
//!   [`super::init`]: the same test binary, run again with it set. It puts [`Deliveries`] in as Slint's one
//!   event-loop proxy (Slint keeps one for the whole process, so it is put in once).
//! - **A test opts in** with [`Threads::on`], which holds the process's one [`Threads`] for the whole test
//!   (the tests that use it run one at a time; any other test in the same run finds `invoke_from_event_loop`
//!   failing from its thread and runs exactly as without the mode). Run without the variable, [`Threads::on`]
//!   runs the test again in a child process of the same binary with the variable set, filtered to that one
//!   test, and the test passes or fails with it: a threaded test never passes without having run.
//! - **Answers** from any other thread (the app's workers; an online table's connection) queue up; the test
//!   delivers them with [`Threads::deliver`]. [`Threads::hold`] keeps each worker waiting at the door with its
//!   answer ready, so that a test knows an answer is computed and not yet delivered ([`Threads::wait_held`]),
//!   and can move on meanwhile. A worker held while the test's own thread waits for it (a screen that waits for
//!   a worker) is let through after [`PATIENCE`] and counted ([`Threads::waited_for`]): the test fails instead
//!   of hanging.

use slint::platform::{EventLoopProxy, Platform, WindowAdapter};
use std::cell::Cell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};
use std::time::Duration;

/// The environment variable that turns the threaded mode on (`STANDFIRM_TEST_THREADED=1 cargo test --test ui`).
pub const THREADED: &str = "STANDFIRM_TEST_THREADED";

/// How long a worker held at the door waits before it is let through and counted as waited for.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// Whether this run is in the threaded mode.
pub fn threaded() -> bool {
    std::env::var_os(THREADED).is_some_and(|v| v != "0")
}

type Event = Box<dyn FnOnce() + Send>;

/// What the threads have handed the test.
#[derive(Default)]
struct Queue {
    /// Answers not yet delivered, oldest first.
    events: VecDeque<Event>,
    /// Workers are kept at the door with their answers.
    holding: bool,
    /// Workers waiting at the door now.
    held: usize,
    /// Workers that waited [`PATIENCE`] at the door and were let through.
    waited_for: usize,
    /// Answers handed over by workers since the test turned the mode on.
    answers: usize,
}

/// Slint's event-loop proxy in the threaded mode: answers from other threads queue up for the test that drives
/// the loop; a UI test thread that did not opt in is refused, as without the mode.
struct Deliveries {
    queue: Mutex<Queue>,
    changed: Condvar,
}

/// The one set of deliveries of this process.
fn deliveries() -> &'static Deliveries {
    static DELIVERIES: OnceLock<Deliveries> = OnceLock::new();
    DELIVERIES.get_or_init(|| Deliveries {
        queue: Mutex::new(Queue::default()),
        changed: Condvar::new(),
    })
}

impl Deliveries {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// Which kind of thread calls: a worker (any thread the test did not start), a UI test's thread, or the
/// thread of the test that drives the loop.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Worker,
    Test,
    Driver,
}

thread_local! {
    static ROLE: Cell<Role> = const { Cell::new(Role::Worker) };
}

impl EventLoopProxy for Deliveries {
    fn quit_event_loop(&self) -> Result<(), slint::EventLoopError> {
        Ok(())
    }

    fn invoke_from_event_loop(&self, event: Event) -> Result<(), slint::EventLoopError> {
        let mut queue = self.lock();
        match ROLE.get() {
            // As without the mode: the app does its work in place.
            Role::Test => return Err(slint::EventLoopError::NoEventLoopProvider),
            Role::Driver => {}
            Role::Worker => {
                if queue.holding {
                    queue.held += 1;
                    self.changed.notify_all();
                    let (mut waited, timeout) = self
                        .changed
                        .wait_timeout_while(queue, PATIENCE, |q| q.holding)
                        .unwrap_or_else(|p| p.into_inner());
                    waited.held -= 1;
                    if timeout.timed_out() {
                        waited.waited_for += 1;
                    }
                    queue = waited;
                }
                queue.answers += 1;
            }
        }
        queue.events.push_back(event);
        self.changed.notify_all();
        Ok(())
    }
}

/// A platform that makes no window: set once, on a thread of its own, only to hand Slint [`Deliveries`] as the
/// process's event-loop proxy (each test thread then sets the testing backend, which brings none).
struct ProxyOnly;

impl Platform for ProxyOnly {
    fn create_window_adapter(&self) -> Result<Rc<dyn WindowAdapter>, slint::PlatformError> {
        Err(slint::PlatformError::NoPlatform)
    }

    fn new_event_loop_proxy(&self) -> Option<Box<dyn EventLoopProxy>> {
        Some(Box::new(ProxyRef))
    }
}

/// [`Deliveries`] as Slint holds it.
struct ProxyRef;

impl EventLoopProxy for ProxyRef {
    fn quit_event_loop(&self) -> Result<(), slint::EventLoopError> {
        deliveries().quit_event_loop()
    }

    fn invoke_from_event_loop(&self, event: Event) -> Result<(), slint::EventLoopError> {
        deliveries().invoke_from_event_loop(event)
    }
}

/// In the threaded mode: puts [`Deliveries`] in as Slint's event-loop proxy (once per process) and marks this
/// thread as a UI test's. Called by [`super::init`].
pub(super) fn init_thread() {
    static PUT_IN: std::sync::Once = std::sync::Once::new();
    PUT_IN.call_once(|| {
        std::thread::spawn(|| {
            slint::platform::set_platform(Box::new(ProxyOnly))
                .expect("the threaded mode's proxy is the first platform of the process")
        })
        .join()
        .expect("the proxy is put in");
    });
    if ROLE.get() == Role::Worker {
        ROLE.set(Role::Test);
    }
}

/// The threaded mode for one test: while it lives, `invoke_from_event_loop` from the test's thread succeeds
/// (so the app starts its workers) and the workers' answers wait for [`Threads::deliver`].
pub struct Threads {
    _one_at_a_time: MutexGuard<'static, ()>,
}

impl Threads {
    /// Turns the threaded mode on for the test `name` (its full name in the binary, `threads::…`), on this
    /// thread. Without [`THREADED`] set, runs that test again in a child process of this binary with it set,
    /// panics unless it passed, and returns `None`: the caller then returns.
    pub fn on(name: &str) -> Option<Threads> {
        if !threaded() {
            rerun_threaded(name);
            return None;
        }
        static ONE: Mutex<()> = Mutex::new(());
        let guard = ONE.lock().unwrap_or_else(|p| p.into_inner());
        super::init();
        ROLE.set(Role::Driver);
        *deliveries().lock() = Queue::default();
        Some(Threads {
            _one_at_a_time: guard,
        })
    }

    /// Keeps every worker waiting at the door with its answer ready, from now until [`Threads::release`].
    pub fn hold(&self) {
        deliveries().lock().holding = true;
    }

    /// Lets the workers held at the door through: their answers queue up for [`Threads::deliver`].
    pub fn release(&self) {
        let d = deliveries();
        d.lock().holding = false;
        d.changed.notify_all();
    }

    /// Waits until `n` workers are held at the door (their work done, their answers not yet handed over).
    /// Panics after [`PATIENCE`]: a worker that never answers.
    pub fn wait_held(&self, n: usize) {
        let d = deliveries();
        let (queue, timeout) = d
            .changed
            .wait_timeout_while(d.lock(), PATIENCE, |q| q.held < n)
            .unwrap_or_else(|p| p.into_inner());
        assert!(
            !timeout.timed_out(),
            "{} of {n} workers came back with an answer",
            queue.held
        );
    }

    /// Waits until workers have handed over `n` answers in all since [`Threads::on`] (held ones not counted).
    /// Panics after [`PATIENCE`].
    pub fn wait_answers(&self, n: usize) {
        let d = deliveries();
        let (queue, timeout) = d
            .changed
            .wait_timeout_while(d.lock(), PATIENCE, |q| q.answers < n)
            .unwrap_or_else(|p| p.into_inner());
        assert!(
            !timeout.timed_out(),
            "{} of {n} answers came back",
            queue.answers
        );
    }

    /// How many answers workers have handed over since [`Threads::on`].
    pub fn answers(&self) -> usize {
        deliveries().lock().answers
    }

    /// How many events wait to be delivered now (the app's own probes from the test's thread included).
    pub fn queued(&self) -> usize {
        deliveries().lock().events.len()
    }

    /// Delivers the oldest queued answer on this thread, as the event loop would; whether there was one.
    pub fn deliver_one(&self) -> bool {
        // Taken out first: an answer may start more work, which queues more.
        let event = deliveries().lock().events.pop_front();
        match event {
            Some(event) => {
                event();
                true
            }
            None => false,
        }
    }

    /// Delivers every queued answer on this thread (those they queue in turn included); how many.
    pub fn deliver(&self) -> usize {
        let mut n = 0;
        while self.deliver_one() {
            n += 1;
        }
        // What the answers left for the event loop's next turn (a zero-delay timer: a burst's one refresh).
        slint::platform::update_timers_and_animations();
        n
    }

    /// How many workers were held at the door while the test's thread waited for them (each let through after
    /// [`PATIENCE`]): a screen that waited for a worker.
    pub fn waited_for(&self) -> usize {
        deliveries().lock().waited_for
    }
}

impl Drop for Threads {
    /// Lets any held worker through and forgets what is queued (answers for a window that is gone).
    fn drop(&mut self) {
        self.release();
        ROLE.set(Role::Test);
        deliveries().lock().events.clear();
    }
}

/// Runs the test `name` in a child process of this binary with [`THREADED`] set, alone, and panics unless it
/// passed (with its output).
fn rerun_threaded(name: &str) {
    let exe = std::env::current_exe().expect("the test binary");
    let out = std::process::Command::new(exe)
        .args([name, "--exact", "--test-threads=1", "--nocapture"])
        .env(THREADED, "1")
        .output()
        .expect("the test binary runs again");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success() && text.contains("1 passed"),
        "{name} in the threaded mode ({THREADED}=1):\n{text}"
    );
    println!("{name}: passed in the threaded mode, in a child process");
}
