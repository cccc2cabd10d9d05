//! The network on the desktop and Android (`net.rs` is the interface): a table's WebSocket on a thread of its
//! own (tungstenite over a TCP stream, through rustls for `wss://`), and each HTTP request on a thread of its
//! own (ureq, rustls for `https://`). TLS is rustls with the ring provider and the webpki roots (Mozilla's):
//! no system library, the same on every platform, and checked for Android by `android/check.sh`.
//!
//! A thread hands what it got to the event loop with `slint::invoke_from_event_loop`; there the socket's (or
//! the request's) callback is found by its number among those of this thread. A socket's thread waits for the
//! server at most [`POLL`] at a time, then sends what the app queued meanwhile: an action leaves within that.

use super::net::{Method, Reply, SocketEvent};
use std::cell::RefCell;
use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tungstenite::{Message, WebSocket};

/// How long a socket's thread waits for the server before it looks for messages to send.
const POLL: Duration = Duration::from_millis(15);
/// How long opening a connection (TCP, TLS and the WebSocket's handshake) may take.
const CONNECT: Duration = Duration::from_secs(8);
/// How long an HTTP request may take in all.
const REQUEST: Duration = Duration::from_secs(15);

type Handler = Box<dyn FnMut(SocketEvent)>;
type Done = Box<dyn FnOnce(Result<Reply, String>)>;

thread_local! {
    /// The open sockets' callbacks, by number (on the event loop's thread).
    static SOCKETS: RefCell<HashMap<u64, Handler>> = RefCell::new(HashMap::new());
    /// The requests' callbacks, by number.
    static REQUESTS: RefCell<HashMap<u64, Done>> = RefCell::new(HashMap::new());
}

static NEXT: AtomicU64 = AtomicU64::new(1);

/// What the app asks of a socket's thread.
enum Out {
    Text(String),
    Close,
}

/// A socket: its number, the way to its thread, and whether the app let it go.
pub struct Socket {
    id: u64,
    tx: Sender<Out>,
    gone: Arc<AtomicBool>,
}

impl Socket {
    /// Opens a socket to `url` on a thread of its own; `on_event` gets its events on the event loop.
    pub fn open(url: &str, on_event: Handler) -> Result<Socket, String> {
        if slint::invoke_from_event_loop(|| {}).is_err() {
            return Err("no event loop runs to bring the network's messages".into());
        }
        let id = NEXT.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = mpsc::channel();
        let gone = Arc::new(AtomicBool::new(false));
        SOCKETS.with_borrow_mut(|s| s.insert(id, on_event));
        let url = url.to_string();
        let flag = gone.clone();
        std::thread::Builder::new()
            .name("standfirm-socket".into())
            .spawn(move || run(&url, &rx, id, &flag))
            .map_err(|e| e.to_string())?;
        Ok(Socket { id, tx, gone })
    }

    /// Queues a text message for the thread.
    pub fn send(&self, text: &str) {
        let _ = self.tx.send(Out::Text(text.to_string()));
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.gone.store(true, Ordering::Relaxed);
        let _ = self.tx.send(Out::Close);
        // Not while its own callback runs (it is out of the map then, and stays out).
        let _ = SOCKETS.try_with(|s| s.try_borrow_mut().map(|mut s| s.remove(&self.id)));
    }
}

/// Hands `event` of socket `id` to its callback on the event loop, unless the app let the socket go.
fn deliver(id: u64, gone: &Arc<AtomicBool>, event: SocketEvent) {
    let gone = gone.clone();
    let _ = slint::invoke_from_event_loop(move || {
        if gone.load(Ordering::Relaxed) {
            return;
        }
        let Some(mut handler) = SOCKETS.with_borrow_mut(|s| s.remove(&id)) else {
            return;
        };
        let last = matches!(event, SocketEvent::Closed(_));
        handler(event);
        if !last && !gone.load(Ordering::Relaxed) {
            SOCKETS.with_borrow_mut(|s| {
                s.entry(id).or_insert(handler);
            });
        }
    });
}

/// A socket's thread: connects, then reads and sends until either side closes.
fn run(url: &str, rx: &Receiver<Out>, id: u64, gone: &Arc<AtomicBool>) {
    let mut ws = match connect(url) {
        Ok(ws) => ws,
        Err(why) => return deliver(id, gone, SocketEvent::Closed(Some(why))),
    };
    deliver(id, gone, SocketEvent::Opened);
    loop {
        loop {
            match rx.try_recv() {
                Ok(Out::Text(text)) => {
                    if let Err(e) = ws.send(Message::text(text)) {
                        return deliver(id, gone, SocketEvent::Closed(Some(e.to_string())));
                    }
                }
                Ok(Out::Close) | Err(TryRecvError::Disconnected) => {
                    let _ = ws.close(None);
                    let _ = ws.flush();
                    return;
                }
                Err(TryRecvError::Empty) => break,
            }
        }
        match ws.read() {
            Ok(Message::Text(text)) => deliver(id, gone, SocketEvent::Message(text.to_string())),
            Ok(Message::Close(_)) => return deliver(id, gone, SocketEvent::Closed(None)),
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed) => {
                return deliver(id, gone, SocketEvent::Closed(None))
            }
            Err(e) => return deliver(id, gone, SocketEvent::Closed(Some(e.to_string()))),
        }
    }
}

/// A socket's stream: plain TCP, or TLS over it.
enum Stream {
    Plain(TcpStream),
    Tls(Box<rustls::StreamOwned<rustls::ClientConnection, TcpStream>>),
}

impl Stream {
    fn tcp(&self) -> &TcpStream {
        match self {
            Stream::Plain(s) => s,
            Stream::Tls(s) => s.get_ref(),
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Stream::Plain(s) => s.read(buf),
            Stream::Tls(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Stream::Plain(s) => s.write(buf),
            Stream::Tls(s) => s.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Stream::Plain(s) => s.flush(),
            Stream::Tls(s) => s.flush(),
        }
    }
}

/// Where a `ws://` or `wss://` address points: TLS or not, the host and the port.
fn endpoint(url: &str) -> Result<(bool, String, u16), String> {
    let (tls, rest) = if let Some(rest) = url.strip_prefix("wss://") {
        (true, rest)
    } else if let Some(rest) = url.strip_prefix("ws://") {
        (false, rest)
    } else {
        return Err(format!("{url} is not a WebSocket address"));
    };
    let authority = rest.split('/').next().unwrap_or_default();
    let default = if tls { 443 } else { 80 };
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) if !port.contains(']') => (
            host,
            port.parse()
                .map_err(|_| format!("{authority} has no port number"))?,
        ),
        _ => (authority, default),
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if host.is_empty() {
        return Err(format!("{url} names no server"));
    }
    Ok((tls, host.to_string(), port))
}

/// Opens the TCP connection, TLS when asked, and the WebSocket's handshake.
fn connect(url: &str) -> Result<WebSocket<Stream>, String> {
    let (tls, host, port) = endpoint(url)?;
    let addresses: Vec<_> = (host.as_str(), port)
        .to_socket_addrs()
        .map_err(|e| e.to_string())?
        .collect();
    let mut last = format!("{host} has no address");
    let tcp = addresses
        .iter()
        .find_map(|a| match TcpStream::connect_timeout(a, CONNECT) {
            Ok(s) => Some(s),
            Err(e) => {
                last = e.to_string();
                None
            }
        })
        .ok_or(last)?;
    // No Nagle's delay: an action is small and wanted at once.
    let _ = tcp.set_nodelay(true);
    tcp.set_read_timeout(Some(CONNECT))
        .map_err(|e| e.to_string())?;
    let stream = if tls {
        let name =
            rustls::pki_types::ServerName::try_from(host.clone()).map_err(|e| e.to_string())?;
        let conn = rustls::ClientConnection::new(tls_config()?, name).map_err(|e| e.to_string())?;
        Stream::Tls(Box::new(rustls::StreamOwned::new(conn, tcp)))
    } else {
        Stream::Plain(tcp)
    };
    let (ws, _) = tungstenite::client::client(url, stream).map_err(|e| match e {
        tungstenite::HandshakeError::Failure(e) => e.to_string(),
        tungstenite::HandshakeError::Interrupted(_) => "the server did not answer in time".into(),
    })?;
    ws.get_ref()
        .tcp()
        .set_read_timeout(Some(POLL))
        .map_err(|e| e.to_string())?;
    Ok(ws)
}

/// The TLS settings of every socket: ring's algorithms, the webpki roots.
fn tls_config() -> Result<Arc<rustls::ClientConfig>, String> {
    static CONFIG: OnceLock<Result<Arc<rustls::ClientConfig>, String>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let roots =
                rustls::RootCertStore::from_iter(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
            // ring, not aws-lc-rs: it builds for Android with only a C compiler (no CMake, no NASM), which
            // android/check.sh can give it here. rustls 0.23.48 deprecates it for having no post-quantum key
            // exchange; a card table's moves need none.
            #[allow(deprecated)]
            let provider = Arc::new(rustls::crypto::ring::default_provider());
            rustls::ClientConfig::builder_with_provider(provider)
                .with_safe_default_protocol_versions()
                .map(|b| Arc::new(b.with_root_certificates(roots).with_no_client_auth()))
                .map_err(|e| e.to_string())
        })
        .clone()
}

/// The HTTP client every request shares (its TLS is rustls with ring and the webpki roots).
fn agent() -> &'static ureq::Agent {
    static AGENT: OnceLock<ureq::Agent> = OnceLock::new();
    AGENT.get_or_init(|| {
        ureq::Agent::new_with_config(
            ureq::Agent::config_builder()
                .http_status_as_error(false)
                .timeout_global(Some(REQUEST))
                .build(),
        )
    })
}

/// One request on a thread of its own; its answer goes to `done` on the event loop.
pub fn request(method: Method, url: &str, token: Option<&str>, body: Option<String>, done: Done) {
    if slint::invoke_from_event_loop(|| {}).is_err() {
        return done(Err(
            "no event loop runs to bring the network's answer".into()
        ));
    }
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    REQUESTS.with_borrow_mut(|r| r.insert(id, done));
    let url = url.to_string();
    let token = token.map(|t| format!("Bearer {t}"));
    let spawned = std::thread::Builder::new()
        .name("standfirm-request".into())
        .spawn(move || {
            let answer = call(method, &url, token.as_deref(), body);
            let _ = slint::invoke_from_event_loop(move || {
                if let Some(done) = REQUESTS.with_borrow_mut(|r| r.remove(&id)) {
                    done(answer);
                }
            });
        });
    if let Err(e) = spawned {
        if let Some(done) = REQUESTS.with_borrow_mut(|r| r.remove(&id)) {
            done(Err(e.to_string()));
        }
    }
}

/// The request itself (on its thread).
fn call(
    method: Method,
    url: &str,
    auth: Option<&str>,
    body: Option<String>,
) -> Result<Reply, String> {
    let agent = agent();
    let answer = match method {
        Method::Get => {
            let mut r = agent.get(url);
            if let Some(auth) = auth {
                r = r.header("authorization", auth);
            }
            r.call()
        }
        Method::Post => {
            let mut r = agent.post(url).header("content-type", "application/json");
            if let Some(auth) = auth {
                r = r.header("authorization", auth);
            }
            match body {
                Some(body) => r.send(body),
                None => r.send_empty(),
            }
        }
    };
    let mut response = answer.map_err(|e| e.to_string())?;
    let status = response.status().as_u16();
    let body = response
        .body_mut()
        .read_to_string()
        .map_err(|e| e.to_string())?;
    Ok(Reply { status, body })
}

#[cfg(test)]
mod tests {
    use super::endpoint;

    #[test]
    fn socket_addresses_are_read() {
        assert_eq!(
            endpoint("ws://127.0.0.1:8480/ws/abc").unwrap(),
            (false, "127.0.0.1".into(), 8480)
        );
        assert_eq!(
            endpoint("wss://tables.example.org/ws/abc").unwrap(),
            (true, "tables.example.org".into(), 443)
        );
        assert_eq!(
            endpoint("ws://[::1]:9000/ws/x").unwrap(),
            (false, "::1".into(), 9000)
        );
        assert!(endpoint("http://x/ws").is_err());
        assert!(endpoint("ws:///ws").is_err());
    }
}
