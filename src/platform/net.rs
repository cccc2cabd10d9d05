//! The network, one interface with two implementations: a table's WebSocket ([`Socket`]) and one HTTP request
//! ([`request`]). In the browser they are the browser's own `WebSocket` and `fetch` (`web/net.rs`); on the
//! desktop and Android a WebSocket and a small blocking HTTP client, each on a thread of its own, with TLS
//! (`wss://`, `https://`) by rustls with ring and the webpki roots (`native_net.rs`). Either way what the
//! network says reaches the app on the event loop: the native threads hand it over through
//! `slint::invoke_from_event_loop`, which only a running event loop delivers (the UI tests' threaded mode brings
//! one). Nothing here knows the protocol: text in, text out.

/// What a socket tells the app, on the event loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SocketEvent {
    /// The socket is open: messages may be sent.
    Opened,
    /// A text message arrived.
    Message(String),
    /// The socket closed (or never opened): why, in the network's own words, when it said.
    Closed(Option<String>),
}

/// An HTTP method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// `GET`.
    Get,
    /// `POST`.
    Post,
}

/// An HTTP answer: its status and its body's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The status (200, 404, …).
    pub status: u16,
    /// The body.
    pub body: String,
}

/// A table's socket: open while this handle lives (dropping it closes the socket, and no event follows).
pub struct Socket {
    #[cfg(not(target_arch = "wasm32"))]
    inner: super::native_net::Socket,
    #[cfg(target_arch = "wasm32")]
    inner: super::web::net::Socket,
}

impl Socket {
    /// Opens a socket to `url` (`ws://` or `wss://`); its events go to `on_event` on the event loop, the last
    /// one [`SocketEvent::Closed`]. Fails at once only where no event could ever come back (no event loop).
    pub fn open(url: &str, on_event: impl FnMut(SocketEvent) + 'static) -> Result<Socket, String> {
        #[cfg(not(target_arch = "wasm32"))]
        return super::native_net::Socket::open(url, Box::new(on_event))
            .map(|inner| Socket { inner });
        #[cfg(target_arch = "wasm32")]
        return super::web::net::Socket::open(url, Box::new(on_event))
            .map(|inner| Socket { inner });
    }

    /// Sends a text message (dropped if the socket is not open).
    pub fn send(&self, text: &str) {
        self.inner.send(text);
    }
}

/// One HTTP request with an optional JSON body and bearer token; its answer (any status) or why there was
/// none goes to `done` on the event loop.
pub fn request(
    method: Method,
    url: &str,
    token: Option<&str>,
    body: Option<String>,
    done: impl FnOnce(Result<Reply, String>) + 'static,
) {
    #[cfg(not(target_arch = "wasm32"))]
    super::native_net::request(method, url, token, body, Box::new(done));
    #[cfg(target_arch = "wasm32")]
    super::web::net::request(method, url, token, body, Box::new(done));
}

/// The address of the page the app was served from (`http://192.168.1.20:8480`), in the browser; `None`
/// elsewhere.
pub fn page_origin() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return super::web::net::origin();
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Whether the page is a secure one (https, or localhost): a secure page cannot open a plain `ws://` socket.
/// Off the browser, `false`: the app may reach any server.
pub fn secure_page() -> bool {
    #[cfg(target_arch = "wasm32")]
    return super::web::net::secure_page();
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Marks, for the browser's tests, that the frame `seq` was applied now, the screen's models refreshed to show
/// it (painting aside) (`standfirm.online`); nothing elsewhere.
pub fn mark_frame(seq: u64) {
    #[cfg(target_arch = "wasm32")]
    super::web::net::mark_frame(seq);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = seq;
}
