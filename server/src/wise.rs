//! The Wise bots' searches, on a bounded pool of threads off the tables' tasks: a table hands over a
//! [`BotTurn`] (each deciding bot's observation and opaque stream, never the state) and goes on serving its
//! devices; the move comes back as a message to the table. The queue's wait is measured for the benchmarks.

use standfirm_engine::strongholds::{Action, BotTurn};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// A search to make; `answer` takes the move.
pub struct Job {
    /// What the bots are handed.
    pub turn: BotTurn,
    /// Wise's playouts.
    pub playouts: u32,
    /// Where the move goes.
    pub answer: Box<dyn FnOnce(Option<Action>) + Send>,
}

/// The pool's figures.
#[derive(Debug, Default)]
pub struct Figures {
    /// Decisions made.
    pub decided: AtomicU64,
    /// Each decision's wait in the queue, in microseconds (the benchmark reads them).
    pub waits_us: Mutex<Vec<u64>>,
    /// Each decision's search time, in microseconds.
    pub search_us: Mutex<Vec<u64>>,
}

/// The pool: `threads` workers taking jobs in order.
#[derive(Clone)]
pub struct WisePool {
    tx: mpsc::Sender<(Job, Instant)>,
    /// Its figures.
    pub figures: Arc<Figures>,
}

impl WisePool {
    /// Starts `threads` workers (at least one).
    pub fn start(threads: usize) -> WisePool {
        let (tx, rx) = mpsc::channel::<(Job, Instant)>();
        let rx = Arc::new(Mutex::new(rx));
        let figures = Arc::new(Figures::default());
        for i in 0..threads.max(1) {
            let rx = rx.clone();
            let figures = figures.clone();
            std::thread::Builder::new()
                .name(format!("wise-{i}"))
                .spawn(move || loop {
                    let next = rx.lock().map(|r| r.recv());
                    let Ok(Ok((job, queued))) = next else { return };
                    let began = Instant::now();
                    let action = job.turn.decide(job.playouts);
                    let searched = began.elapsed();
                    (job.answer)(action);
                    figures.decided.fetch_add(1, Ordering::Relaxed);
                    if let Ok(mut w) = figures.waits_us.lock() {
                        w.push(micros(began - queued));
                    }
                    if let Ok(mut s) = figures.search_us.lock() {
                        s.push(micros(searched));
                    }
                })
                .expect("a thread for Wise searches");
        }
        WisePool { tx, figures }
    }

    /// Queues a search.
    pub fn submit(&self, job: Job) {
        // The workers live as long as the process: a send cannot fail while a table runs.
        let _ = self.tx.send((job, Instant::now()));
    }
}

fn micros(d: Duration) -> u64 {
    d.as_micros().min(u128::from(u64::MAX)) as u64
}
