//! The network in the browser (`platform/net.rs` is the interface): the browser's own `WebSocket` and `fetch`,
//! whose callbacks run on the page's event loop, where the app is. TLS is the browser's. Each callback wakes
//! Slint's event loop afterwards, as the page's other callbacks do (what it changed is drawn at once).

use super::page;
use crate::platform::net::{Method, Reply, SocketEvent};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

type Handler = Rc<RefCell<Box<dyn FnMut(SocketEvent)>>>;

/// A socket: the browser's `WebSocket`, its callbacks, and whether the app let it go.
pub struct Socket {
    ws: web_sys::WebSocket,
    gone: Rc<Cell<bool>>,
    callbacks: Vec<Closure<dyn FnMut(JsValue)>>,
}

/// Calls the socket's callback with `event` unless the app let it go, then wakes the event loop.
fn call(handler: &Handler, gone: &Rc<Cell<bool>>, event: SocketEvent) {
    if gone.get() {
        return;
    }
    if let Ok(mut h) = handler.try_borrow_mut() {
        h(event);
    }
    let _ = slint::invoke_from_event_loop(|| {});
}

impl Socket {
    /// Opens the browser's socket to `url`.
    pub fn open(url: &str, on_event: Box<dyn FnMut(SocketEvent)>) -> Result<Socket, String> {
        let ws = web_sys::WebSocket::new(url).map_err(|e| {
            e.as_string()
                .or_else(|| js_sys::Error::from(e).message().as_string())
                .unwrap_or_else(|| "the browser refused the address".into())
        })?;
        let handler: Handler = Rc::new(RefCell::new(on_event));
        let gone = Rc::new(Cell::new(false));
        let make = |f: Box<dyn Fn(JsValue) -> Option<SocketEvent>>| {
            let handler = handler.clone();
            let gone = gone.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
                if let Some(event) = f(e) {
                    call(&handler, &gone, event);
                }
            })
        };
        let opened = make(Box::new(|_| Some(SocketEvent::Opened)));
        let message = make(Box::new(|e| {
            let data = e.dyn_into::<web_sys::MessageEvent>().ok()?.data();
            data.as_string().map(SocketEvent::Message)
        }));
        let closed = make(Box::new(|e| {
            let reason = e
                .dyn_into::<web_sys::CloseEvent>()
                .ok()
                .map(|c| c.reason())
                .filter(|r| !r.is_empty());
            Some(SocketEvent::Closed(reason))
        }));
        ws.set_onopen(Some(opened.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(message.as_ref().unchecked_ref()));
        ws.set_onclose(Some(closed.as_ref().unchecked_ref()));
        Ok(Socket {
            ws,
            gone,
            callbacks: vec![opened, message, closed],
        })
    }

    /// Sends a text message when the socket is open.
    pub fn send(&self, text: &str) {
        if self.ws.ready_state() == web_sys::WebSocket::OPEN {
            let _ = self.ws.send_with_str(text);
        }
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.gone.set(true);
        self.ws.set_onopen(None);
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        let _ = self.ws.close();
        // A socket may be let go from inside its own callback: its closures are dropped after it returns.
        let callbacks = std::mem::take(&mut self.callbacks);
        super::next_task(move || drop(callbacks));
    }
}

/// One `fetch`; its answer (any status) or why there was none goes to `done`.
pub fn request(
    method: Method,
    url: &str,
    token: Option<&str>,
    body: Option<String>,
    done: Box<dyn FnOnce(Result<Reply, String>)>,
) {
    let Some(window) = web_sys::window() else {
        return done(Err("the page has no window".into()));
    };
    let init = web_sys::RequestInit::new();
    init.set_method(match method {
        Method::Get => "GET",
        Method::Post => "POST",
    });
    if let Ok(headers) = web_sys::Headers::new() {
        let _ = headers.set("content-type", "application/json");
        if let Some(token) = token {
            let _ = headers.set("authorization", &format!("Bearer {token}"));
        }
        init.set_headers(&headers);
    }
    if let Some(body) = body {
        init.set_body(&JsValue::from_str(&body));
    }
    let done: Rc<Cell<Option<Box<dyn FnOnce(Result<Reply, String>)>>>> =
        Rc::new(Cell::new(Some(done)));
    let finish = move |done: &Rc<Cell<Option<Box<dyn FnOnce(Result<Reply, String>)>>>>,
                       answer: Result<Reply, String>| {
        if let Some(done) = done.take() {
            done(answer);
            let _ = slint::invoke_from_event_loop(|| {});
        }
    };
    let promise = window.fetch_with_str_and_init(url, &init);
    let on_failure = {
        let done = done.clone();
        Closure::<dyn FnMut(JsValue)>::once(move |e: JsValue| {
            let why = js_sys::Error::from(e)
                .message()
                .as_string()
                .unwrap_or_else(|| "the request failed".into());
            finish(&done, Err(why));
        })
    };
    let on_response = {
        let done = done.clone();
        Closure::<dyn FnMut(JsValue)>::once(move |r: JsValue| {
            let Ok(response) = r.dyn_into::<web_sys::Response>() else {
                return finish(&done, Err("the answer is not a response".into()));
            };
            let status = response.status();
            let Ok(text) = response.text() else {
                return finish(&done, Err("the answer cannot be read".into()));
            };
            let read_done = done.clone();
            let on_text = Closure::<dyn FnMut(JsValue)>::once(move |t: JsValue| {
                finish(
                    &read_done,
                    Ok(Reply {
                        status,
                        body: t.as_string().unwrap_or_default(),
                    }),
                );
            });
            let failed_done = done.clone();
            let on_text_failure = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| {
                finish(&failed_done, Err("the answer was cut short".into()));
            });
            let _ = text.then2(&on_text, &on_text_failure);
            on_text.forget();
            on_text_failure.forget();
        })
    };
    let _ = promise.then2(&on_response, &on_failure);
    on_response.forget();
    on_failure.forget();
}

/// The page's origin (`http://192.168.1.20:8480`).
pub fn origin() -> Option<String> {
    web_sys::window()?.location().origin().ok()
}

/// Whether the page is a secure context (https, or localhost).
pub fn secure_page() -> bool {
    web_sys::window().is_some_and(|w| w.is_secure_context())
}

/// `standfirm.online.frames[seq]`: when the first frame numbered `seq` was applied, in milliseconds since 1970 (the page's
/// time origin plus `performance.now()`, so that a test compares it with the server's clock); and
/// `standfirm.online.last`, the last frame applied.
pub fn mark_frame(seq: u64) {
    let report = page::report();
    let online = js_sys::Reflect::get(&report, &JsValue::from_str("online"))
        .ok()
        .filter(|v| v.is_object())
        .map(js_sys::Object::from)
        .unwrap_or_else(|| {
            let fresh = js_sys::Object::new();
            page::set(&report, "online", &fresh);
            fresh
        });
    let frames = js_sys::Reflect::get(&online, &JsValue::from_str("frames"))
        .ok()
        .filter(|v| v.is_object())
        .map(js_sys::Object::from)
        .unwrap_or_else(|| {
            let fresh = js_sys::Object::new();
            page::set(&online, "frames", &fresh);
            fresh
        });
    let now = web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.time_origin() + p.now());
    let key = JsValue::from_str(&seq.to_string());
    // The first frame of each number: a later one (a clock, a seat) is not a confirmation.
    if !js_sys::Reflect::has(&frames, &key).unwrap_or(true) {
        let _ = js_sys::Reflect::set(&frames, &key, &JsValue::from_f64(now));
    }
    page::set(&online, "last", &JsValue::from_f64(seq as f64));
}
