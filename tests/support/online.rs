//! A table server (`standfirm-server`) in the process, on loopback, on a tokio runtime of its own: for the online
//! UI tests and the online screens' photographs. It can be stopped and started again on the same address and
//! data, as a server that restarts.

use super::texts;
use super::threads::Threads;
use standfirm::AppWindow;
use std::time::{Duration, Instant};

/// A table server on loopback, on a runtime of its own.
pub struct Served {
    pub runtime: tokio::runtime::Runtime,
    running: Option<standfirm_server::Running>,
    pub address: std::net::SocketAddr,
    data: std::path::PathBuf,
    timing: standfirm_server::config::Timing,
}

impl Served {
    /// Starts a server on `address` (`127.0.0.1:0`: a free port) keeping its tables in `data`.
    pub fn start(data: std::path::PathBuf, address: &str) -> Served {
        Served::start_timed(data, address, Default::default())
    }

    /// Starts a server as [`Served::start`] does, with the tables' clocks of `timing` (a short turn clock and
    /// slap window: the clock's screens without long waits).
    pub fn start_timed(
        data: std::path::PathBuf,
        address: &str,
        timing: standfirm_server::config::Timing,
    ) -> Served {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let mut served = Served {
            runtime,
            running: None,
            address: address.parse().unwrap(),
            data,
            timing,
        };
        served.up();
        served
    }

    /// Starts (again) on the same address and data.
    pub fn up(&mut self) {
        let mut config = standfirm_server::Config::new(self.data.clone(), self.address);
        config.limits.per_socket = 10_000;
        config.limits.per_address = 100_000;
        config.timing = self.timing.clone();
        let running = self.runtime.block_on(async {
            let listener = tokio::net::TcpListener::bind(config.listen).await.unwrap();
            standfirm_server::start(config, listener).await.unwrap()
        });
        self.address = running.address;
        self.running = Some(running);
    }

    /// Another device's person takes a seat by the table's `code` as `name` and connects to it: their socket,
    /// for the test to answer for them.
    pub fn sit_down(&self, code: &str, name: &str) -> standfirm_client::Socket {
        let client = standfirm_client::Server::new(&self.address.to_string()).unwrap();
        self.runtime.block_on(async {
            let joined = client.join_code(code, name).await.unwrap();
            client
                .connect(&joined.table, Some(&joined.token), None)
                .await
                .unwrap()
        })
    }

    /// Stops it (its tables stay in its data).
    pub fn down(&mut self) {
        if let Some(running) = self.running.take() {
            self.runtime.block_on(running.stop());
        }
    }
}

/// Delivers the network's answers until `done` holds; panics after 60 seconds (a server restarting on a machine
/// busy with the other tests has taken more than 20).
pub fn until(app: &AppWindow, threads: &Threads, what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    loop {
        // Slint's timers (the reconnect's wait) run on the test's clock.
        i_slint_backend_testing::mock_elapsed_time(Duration::from_millis(50));
        threads.deliver();
        if done() {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "never: {what}; on screen: {:?}",
            texts(app)
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}
