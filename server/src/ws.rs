//! A device's socket: the hello (versions, the seat's token as its hash, never logged), then every message to
//! the table's task, every frame back; size and rate limits; malformed messages refused without touching the
//! table.

use crate::limits;
use crate::secrets;
use crate::shared::{App, Failure};
use crate::table::{Command, Outgoing};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use standfirm_protocol::{
    ApiError, ClientMsg, CloseReason, Refusal, ServerMsg, MAX_CLIENT_MESSAGE_BYTES,
    PROTOCOL_VERSION, RULES_VERSION,
};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// How long a new socket has to say hello.
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// How many messages wait for a slow device before it is let go.
const MAILBOX: usize = 256;

/// `GET /ws/{table}`: the WebSocket of a table.
pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if !app.allow(peer, &headers) {
        return Failure(ApiError::RateLimited).into_response();
    }
    ws.max_message_size(MAX_CLIENT_MESSAGE_BYTES)
        .max_frame_size(MAX_CLIENT_MESSAGE_BYTES)
        .on_upgrade(move |socket| serve(socket, app, id))
}

fn text(msg: &ServerMsg) -> Message {
    Message::Text(msg.to_json().into())
}

/// Says why and closes.
async fn refuse_and_close(
    sink: &mut (impl SinkExt<Message> + Unpin),
    refusal: Refusal,
    reason: CloseReason,
) {
    let _ = sink
        .send(text(&ServerMsg::Refused { reason: refusal }))
        .await;
    let _ = sink.send(text(&ServerMsg::Closing { reason })).await;
    let _ = sink.send(Message::Close(None)).await;
}

async fn serve(socket: WebSocket, app: App, id: String) {
    let (mut sink, mut stream) = socket.split();
    let first = tokio::time::timeout(HELLO_WITHIN, stream.next()).await;
    let hello = match first {
        Ok(Some(Ok(Message::Text(t)))) => serde_json::from_str::<ClientMsg>(&t).ok(),
        _ => None,
    };
    let Some(ClientMsg::Hello {
        protocol,
        rules,
        token,
        since,
    }) = hello
    else {
        return refuse_and_close(&mut sink, Refusal::Malformed, CloseReason::TooManyRefusals).await;
    };
    if protocol != PROTOCOL_VERSION || rules != RULES_VERSION {
        let versions = Refusal::Versions {
            protocol: PROTOCOL_VERSION,
            rules: RULES_VERSION,
        };
        return refuse_and_close(&mut sink, versions, CloseReason::Versions).await;
    }
    let token_hash = match token {
        None => None,
        Some(t) => match secrets::token_hash(&t) {
            Some(h) => Some(h),
            None => {
                return refuse_and_close(&mut sink, Refusal::BadToken, CloseReason::BadToken).await
            }
        },
    };
    let Some(table) = app.table(&id) else {
        return refuse_and_close(&mut sink, Refusal::NoSuchTable, CloseReason::NoSuchTable).await;
    };
    let (out_tx, mut out_rx) = mpsc::channel::<Outgoing>(MAILBOX);
    let (reply_tx, reply_rx) = oneshot::channel();
    let connect = Command::Connect {
        token_hash,
        since,
        out: out_tx.clone(),
        reply: reply_tx,
    };
    if table.tx.send(connect).is_err() {
        return refuse_and_close(&mut sink, Refusal::NoSuchTable, CloseReason::NoSuchTable).await;
    }
    let conn = match reply_rx.await {
        Ok(Ok(conn)) => conn,
        Ok(Err(refusal)) => {
            return refuse_and_close(&mut sink, refusal, CloseReason::BadToken).await;
        }
        Err(_) => {
            return refuse_and_close(&mut sink, Refusal::NoSuchTable, CloseReason::NoSuchTable)
                .await
        }
    };
    // The socket's writer: the table's frames (and this socket's own refusals) in order.
    let writer = tokio::spawn(async move {
        while let Some(out) = out_rx.recv().await {
            match out {
                Outgoing::Text(t) => {
                    if sink.send(Message::Text(t.into())).await.is_err() {
                        break;
                    }
                }
                Outgoing::Close(reason) => {
                    let _ = sink.send(text(&ServerMsg::Closing { reason })).await;
                    let _ = sink.send(Message::Close(None)).await;
                    break;
                }
            }
        }
    });
    let limiter = limits::per_socket(app.limits.per_socket);
    let mut refusals = 0u32;
    let own = |msg: &ServerMsg| Outgoing::Text(msg.to_json());
    while let Some(next) = stream.next().await {
        if writer.is_finished() {
            break;
        }
        let refusal = match next {
            // Over the size limit (the library refuses it): the socket closes.
            Err(_) => {
                let _ = out_tx.try_send(own(&ServerMsg::Refused {
                    reason: Refusal::TooLarge,
                }));
                break;
            }
            Ok(Message::Close(_)) => break,
            Ok(Message::Ping(_) | Message::Pong(_)) => continue,
            Ok(Message::Binary(_)) => Some(Refusal::Malformed),
            Ok(Message::Text(t)) => {
                if limiter.check().is_err() {
                    Some(Refusal::RateLimited)
                } else {
                    match serde_json::from_str::<ClientMsg>(&t) {
                        Ok(ClientMsg::Ping { nonce }) => {
                            let _ = out_tx.try_send(own(&ServerMsg::Pong { nonce }));
                            None
                        }
                        Ok(ClientMsg::Hello { .. }) | Err(_) => Some(Refusal::Malformed),
                        Ok(msg) => {
                            if table.tx.send(Command::Message { conn, msg }).is_err() {
                                break;
                            }
                            refusals = 0;
                            None
                        }
                    }
                }
            }
        };
        if let Some(reason) = refusal {
            refusals += 1;
            if refusals > app.limits.refusals {
                let _ = out_tx.try_send(Outgoing::Close(CloseReason::TooManyRefusals));
                break;
            }
            let _ = out_tx.try_send(own(&ServerMsg::Refused { reason }));
        }
    }
    let _ = table.tx.send(Command::Disconnect { conn });
    drop(out_tx);
    let _ = tokio::time::timeout(Duration::from_secs(2), writer).await;
}
