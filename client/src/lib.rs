//! A small client of Stand Firm's table server (`standfirm-server`): its HTTP API ([`Server`]) and a table's
//! WebSocket ([`Socket`]), speaking `standfirm-protocol`. The runner's `standfirm-cli online …` and the
//! server's tests use it. Plain `http://` and `ws://` only: behind a TLS proxy, the app's own client speaks
//! https (part 2).

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::{Method, Request};
use serde::de::DeserializeOwned;
use serde::Serialize;
use standfirm_protocol::{
    paths, ApiError, ClientMsg, CreateTable, Created, ErrorBody, Join, Joined, PublicLog,
    SeatToBot, ServerMsg, Settings, TableInfo, PROTOCOL_VERSION, RULES_VERSION,
};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Why a request failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientError {
    /// The server could not be reached, or the connection broke.
    Network(String),
    /// The server answered with an error.
    Api {
        /// The HTTP status.
        status: u16,
        /// The server's reason, when it gave one.
        error: Option<ApiError>,
    },
    /// The server's answer was not the protocol's.
    Protocol(String),
}

impl std::fmt::Display for ClientError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ClientError::Network(e) => write!(f, "the server cannot be reached: {e}"),
            ClientError::Api {
                status,
                error: Some(e),
            } => write!(f, "the server refused ({status}): {e:?}"),
            ClientError::Api {
                status,
                error: None,
            } => write!(f, "the server refused ({status})"),
            ClientError::Protocol(e) => write!(f, "the server's answer was not understood: {e}"),
        }
    }
}

impl std::error::Error for ClientError {}

fn network(e: impl std::fmt::Display) -> ClientError {
    ClientError::Network(e.to_string())
}

/// A table server, by its address (`http://192.168.1.20:8480` or `127.0.0.1:8480`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Server {
    /// `host:port`.
    authority: String,
}

impl Server {
    /// The server at `address` (`http://HOST:PORT`, `HOST:PORT`; a trailing `/` is fine).
    pub fn new(address: &str) -> Result<Server, ClientError> {
        let rest = address
            .strip_prefix("http://")
            .or_else(|| address.strip_prefix("ws://"))
            .unwrap_or(address);
        let authority = rest.trim_end_matches('/').to_string();
        if authority.is_empty() || authority.contains('/') {
            return Err(ClientError::Protocol(format!(
                "\"{address}\" is not a server's address (http://HOST:PORT)"
            )));
        }
        Ok(Server { authority })
    }

    /// One HTTP request with a JSON body (or none), the token in the `Authorization` header.
    async fn request<T: DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&(impl Serialize + ?Sized)>,
    ) -> Result<T, ClientError> {
        let stream = TcpStream::connect(&self.authority).await.map_err(network)?;
        let io = hyper_util::rt::TokioIo::new(stream);
        let (mut sender, conn) = hyper::client::conn::http1::handshake(io)
            .await
            .map_err(network)?;
        tokio::spawn(conn);
        let bytes = match body {
            Some(b) => serde_json::to_vec(b).map_err(|e| ClientError::Protocol(e.to_string()))?,
            None => Vec::new(),
        };
        let mut builder = Request::builder()
            .method(method)
            .uri(path)
            .header("host", &self.authority)
            .header("content-type", "application/json");
        if let Some(token) = token {
            builder = builder.header("authorization", format!("Bearer {token}"));
        }
        let request = builder
            .body(Full::new(Bytes::from(bytes)))
            .map_err(|e| ClientError::Protocol(e.to_string()))?;
        let response = sender.send_request(request).await.map_err(network)?;
        let status = response.status();
        let body = response
            .into_body()
            .collect()
            .await
            .map_err(network)?
            .to_bytes();
        if !status.is_success() {
            return Err(ClientError::Api {
                status: status.as_u16(),
                error: serde_json::from_slice::<ErrorBody>(&body)
                    .ok()
                    .map(|e| e.error),
            });
        }
        serde_json::from_slice(&body).map_err(|e| ClientError::Protocol(e.to_string()))
    }

    /// Makes a table; the caller is its host.
    pub async fn create(&self, table: &CreateTable) -> Result<Created, ClientError> {
        self.request(Method::POST, paths::TABLES, None, Some(table))
            .await
    }

    /// The table a join code names, while it joins.
    pub async fn table_of_code(&self, code: &str) -> Result<TableInfo, ClientError> {
        self.request(Method::GET, &paths::code(code), None, None::<&()>)
            .await
    }

    /// A table as anyone may see it.
    pub async fn info(&self, table: &str) -> Result<TableInfo, ClientError> {
        self.request(Method::GET, &paths::table(table), None, None::<&()>)
            .await
    }

    /// Takes an open seat.
    pub async fn join(&self, table: &str, name: &str) -> Result<Joined, ClientError> {
        let body = Join { name: name.into() };
        self.request(Method::POST, &paths::join(table), None, Some(&body))
            .await
    }

    /// Takes an open seat at the table of a join code.
    pub async fn join_code(&self, code: &str, name: &str) -> Result<Joined, ClientError> {
        let table = self.table_of_code(code).await?.table;
        self.join(&table, name).await
    }

    /// Starts the game (the host).
    pub async fn start(&self, table: &str, host_token: &str) -> Result<(), ClientError> {
        self.request(
            Method::POST,
            &paths::start(table),
            Some(host_token),
            None::<&()>,
        )
        .await
    }

    /// Leaves the table (a seat's token): a bot plays the seat from now on.
    pub async fn leave(&self, table: &str, token: &str) -> Result<(), ClientError> {
        self.request(Method::POST, &paths::leave(table), Some(token), None::<&()>)
            .await
    }

    /// Hands a seat to a bot (the host).
    pub async fn seat_to_bot(
        &self,
        table: &str,
        host_token: &str,
        seat: u8,
        level: standfirm_protocol::Level,
    ) -> Result<(), ClientError> {
        self.request(
            Method::POST,
            &paths::seat_to_bot(table, seat),
            Some(host_token),
            Some(&SeatToBot { level }),
        )
        .await
    }

    /// A seat's new token (the host); the old one no longer takes it.
    pub async fn new_token(
        &self,
        table: &str,
        host_token: &str,
        seat: u8,
    ) -> Result<Joined, ClientError> {
        self.request(
            Method::POST,
            &paths::new_token(table, seat),
            Some(host_token),
            None::<&()>,
        )
        .await
    }

    /// The table's clock and the absent person's bot (the host).
    pub async fn settings(
        &self,
        table: &str,
        host_token: &str,
        settings: &Settings,
    ) -> Result<(), ClientError> {
        self.request(
            Method::POST,
            &paths::settings(table),
            Some(host_token),
            Some(settings),
        )
        .await
    }

    /// A new table with the same seats and tokens, started (the host).
    pub async fn rematch(&self, table: &str, host_token: &str) -> Result<TableInfo, ClientError> {
        self.request(
            Method::POST,
            &paths::rematch(table),
            Some(host_token),
            None::<&()>,
        )
        .await
    }

    /// Ends and scores the game now, by the table's agreement (the host; SH-B18).
    pub async fn end(&self, table: &str, host_token: &str) -> Result<(), ClientError> {
        self.request(
            Method::POST,
            &paths::end(table),
            Some(host_token),
            None::<&()>,
        )
        .await
    }

    /// The public log.
    pub async fn log(&self, table: &str) -> Result<PublicLog, ClientError> {
        self.request(Method::GET, &paths::log(table), None, None::<&()>)
            .await
    }

    /// Opens the table's socket and says hello: with a seat's token, or none to watch. `since`: the last action
    /// whose events the device has (after a reconnect).
    pub async fn connect(
        &self,
        table: &str,
        token: Option<&str>,
        since: Option<u64>,
    ) -> Result<Socket, ClientError> {
        let url = format!("ws://{}{}", self.authority, paths::socket(table));
        // No Nagle delay: an action is small and wanted at once.
        let (ws, _) = tokio_tungstenite::connect_async_with_config(url, None, true)
            .await
            .map_err(network)?;
        let mut socket = Socket { ws };
        socket
            .send(&ClientMsg::Hello {
                protocol: PROTOCOL_VERSION,
                rules: RULES_VERSION,
                token: token.map(str::to_string),
                since,
            })
            .await?;
        Ok(socket)
    }
}

/// A table's socket.
pub struct Socket {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Socket {
    /// Sends a message.
    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), ClientError> {
        self.ws
            .send(Message::Text(msg.to_json().into()))
            .await
            .map_err(network)
    }

    /// Sends raw text (the tests' malformed messages).
    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.ws
            .send(Message::Text(text.into()))
            .await
            .map_err(network)
    }

    /// Sends one action made on frame `seq`.
    pub async fn act(&mut self, seq: u64, action: &str) -> Result<(), ClientError> {
        self.send(&ClientMsg::Act {
            seq,
            action: action.into(),
        })
        .await
    }

    /// The next message from the server; `None` once the socket is closed.
    pub async fn next(&mut self) -> Option<Result<ServerMsg, ClientError>> {
        loop {
            match self.ws.next().await? {
                Ok(Message::Text(t)) => {
                    return Some(
                        serde_json::from_str(&t).map_err(|e| ClientError::Protocol(e.to_string())),
                    )
                }
                Ok(Message::Close(_)) => return None,
                Ok(_) => continue,
                Err(e) => return Some(Err(network(e))),
            }
        }
    }

    /// Closes the socket.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_leniently() {
        for a in [
            "http://127.0.0.1:8480",
            "127.0.0.1:8480/",
            "ws://127.0.0.1:8480",
        ] {
            assert_eq!(Server::new(a).unwrap().authority, "127.0.0.1:8480");
        }
        assert!(Server::new("http://host/path").is_err());
        assert!(Server::new("").is_err());
    }
}
