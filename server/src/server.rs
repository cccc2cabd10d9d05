//! The server: its tables (one task each, found by id and by code), the HTTP API, the WebSocket, the web app's
//! files from the same origin, and the sweep that removes tables kept long enough.

use crate::config::Config;
use crate::limits::per_address;
use crate::secrets;
use crate::shared::{App, Failure, Shared};
use crate::store::{self, Backend, Store, StoredSeat};
use crate::table::{self, Command, Handle, HostAnswer, HostOp, Table, TableSettings};
use crate::wise::WisePool;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State};
use axum::http::HeaderMap;
use axum::routing::{get, post};
use axum::serve::ListenerExt;
use axum::{Json, Router};
use standfirm_engine::strongholds::Level;
use standfirm_protocol::{
    paths, ApiError, CreateTable, Created, Join, Joined, SeatToBot, ServerInfo, Settings,
    TableInfo, TableStatus,
};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, RwLock};
use std::time::Duration;
use tokio::sync::oneshot;

/// A running server: its address, and the way to stop it.
pub struct Running {
    /// The address it listens on.
    pub address: SocketAddr,
    /// Its shared state (the tests and the benchmark read it).
    pub app: App,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

impl Running {
    /// Stops listening, closes every socket and gives up the leases; returns when done.
    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = self.task.await;
    }
}

/// Opens the store, loads every table this process serves, and starts listening. `listener` is bound already
/// (a test binds port 0).
pub async fn start(config: Config, listener: tokio::net::TcpListener) -> Result<Running, String> {
    let database = config.database.clone();
    let owner = config.owner.clone();
    let lease = config.lease;
    let backend = tokio::task::spawn_blocking(move || -> Result<Backend, String> {
        let db = store::connect(&database).map_err(|e| e.to_string())?;
        Ok(Backend::new(db, owner, lease))
    })
    .await
    .map_err(|e| e.to_string())??;
    let store = Store::start(backend);
    let wise = WisePool::start(config.wise_threads);
    let app = Arc::new(Shared {
        tables: RwLock::new(HashMap::new()),
        codes: RwLock::new(HashMap::new()),
        store: store.clone(),
        wise: wise.clone(),
        timing: config.timing.clone(),
        limits: config.limits,
        per_address: per_address(config.limits.per_address),
        trust_forwarded: config.trust_forwarded,
        shard: config.shard,
    });
    let began = std::time::Instant::now();
    let shard = config.shard;
    let stored = store
        .load(move |id| Config::serves(shard, id))
        .await
        .map_err(|e| format!("cannot load the tables: {e}"))?;
    let mut loaded = 0;
    for t in stored {
        let (id, code) = (t.id.clone(), t.code.clone());
        match Table::spawn(t, store.clone(), wise.clone(), config.timing.clone()) {
            Ok(handle) => {
                app.add(id, code, handle);
                loaded += 1;
            }
            Err(e) => tracing::error!("a table could not be loaded and is left as it is: {e}"),
        }
    }
    tracing::info!(
        "{loaded} tables loaded in {} ms",
        began.elapsed().as_millis()
    );
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    let router = router(app.clone(), config.site.as_deref());
    let (stop_tx, stop_rx) = oneshot::channel::<()>();
    let sweeper = tokio::spawn(sweep(app.clone(), config.lease));
    let shutdown_app = app.clone();
    let after_app = app.clone();
    let task = tokio::spawn(async move {
        // No Nagle delay: a frame is small and wanted at once (with delayed acknowledgements it waited ~40 ms).
        let listener = listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let served = axum::serve(
            listener,
            router.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async move {
            let _ = stop_rx.await;
            // Every socket is told, so that the graceful shutdown does not wait for devices.
            let handles: Vec<Handle> = shutdown_app
                .tables
                .read()
                .map(|t| t.values().cloned().collect())
                .unwrap_or_default();
            for h in handles {
                let _ = h.tx.send(Command::Shutdown);
            }
        })
        .await;
        if let Err(e) = served {
            tracing::error!("the server stopped: {e}");
        }
        sweeper.abort();
        let _ = after_app.store.release().await;
    });
    Ok(Running {
        address,
        app,
        stop: Some(stop_tx),
        task,
    })
}

/// Every few seconds: renews the leases, and removes the tables kept long enough.
async fn sweep(app: App, lease: Duration) {
    let mut tick = tokio::time::interval((lease / 3).max(Duration::from_secs(1)));
    loop {
        tick.tick().await;
        if let Err(e) = app.store.renew().await {
            tracing::error!("the tables' leases could not be renewed: {e}");
        }
        let handles: Vec<(String, Handle)> = app
            .tables
            .read()
            .map(|t| t.iter().map(|(id, h)| (id.clone(), h.clone())).collect())
            .unwrap_or_default();
        let now = store::now_ms();
        for (id, h) in handles {
            let (tx, rx) = oneshot::channel();
            if h.tx
                .send(Command::Expired {
                    now_ms: now,
                    reply: tx,
                })
                .is_err()
            {
                continue;
            }
            if let Ok(Some(code)) = rx.await {
                if app
                    .store
                    .commit(vec![store::Op::Delete { table: id.clone() }])
                    .await
                    .is_ok()
                {
                    let _ = h.tx.send(Command::Shutdown);
                    app.remove(&id, &code);
                    tracing::info!("table {id} was kept long enough and is removed");
                }
            }
        }
    }
}

fn router(app: App, site: Option<&std::path::Path>) -> Router {
    let api = Router::new()
        .route(paths::SERVER, get(server_info))
        .route(paths::TABLES, post(create))
        .route("/api/codes/{code}", get(by_code))
        .route("/api/tables/{id}", get(info))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/tables/{id}/start", post(start_table))
        .route("/api/tables/{id}/leave", post(leave))
        .route("/api/tables/{id}/seats/{seat}/bot", post(seat_to_bot))
        .route("/api/tables/{id}/seats/{seat}/token", post(new_token))
        .route("/api/tables/{id}/settings", post(settings))
        .route("/api/tables/{id}/rematch", post(rematch))
        .route("/api/tables/{id}/end", post(end_by_agreement))
        .route("/api/tables/{id}/log", get(log))
        .route("/ws/{id}", get(crate::ws::upgrade))
        .layer(DefaultBodyLimit::max(
            standfirm_protocol::MAX_CLIENT_MESSAGE_BYTES,
        ))
        // The web app may be served from another address than the tables (a hosted copy of the app, a server
        // behind its own name): any page may call the API. Nothing rides on cookies; a seat's token is sent
        // only by the page that holds it.
        .layer(
            tower_http::cors::CorsLayer::new()
                .allow_origin(tower_http::cors::Any)
                .allow_methods([axum::http::Method::GET, axum::http::Method::POST])
                .allow_headers([
                    axum::http::header::AUTHORIZATION,
                    axum::http::header::CONTENT_TYPE,
                ]),
        )
        .with_state(app);
    match site {
        Some(folder) => api.fallback_service(
            tower_http::services::ServeDir::new(folder).append_index_html_on_directories(true),
        ),
        None => api,
    }
}

type Answer<T> = Result<Json<T>, Failure>;

/// The bearer token of a request, as its hash (never the token itself past here).
fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get("authorization")?.to_str().ok()?;
    let token = value.strip_prefix("Bearer ")?.trim();
    secrets::token_hash(token)
}

fn limited(app: &App, peer: SocketAddr, headers: &HeaderMap) -> Result<(), Failure> {
    if app.allow(peer, headers) {
        Ok(())
    } else {
        Err(Failure(ApiError::RateLimited))
    }
}

fn body<T>(body: Result<Json<T>, axum::extract::rejection::JsonRejection>) -> Result<T, Failure> {
    match body {
        Ok(Json(b)) => Ok(b),
        Err(axum::extract::rejection::JsonRejection::BytesRejection(_)) => {
            Err(Failure(ApiError::TooLarge))
        }
        Err(_) => Err(Failure(ApiError::BadRequest)),
    }
}

/// Asks the table `id` something and waits for its answer.
async fn ask<T>(
    app: &App,
    id: &str,
    make: impl FnOnce(oneshot::Sender<T>) -> Command,
) -> Result<T, Failure> {
    let handle = app.table(id).ok_or(Failure(ApiError::NoSuchTable))?;
    let (tx, rx) = oneshot::channel();
    handle
        .tx
        .send(make(tx))
        .map_err(|_| Failure(ApiError::NoSuchTable))?;
    rx.await.map_err(|_| Failure(ApiError::NoSuchTable))
}

async fn server_info(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Answer<ServerInfo> {
    limited(&app, peer, &headers)?;
    Ok(Json(ServerInfo {
        protocol: standfirm_protocol::PROTOCOL_VERSION,
        rules: standfirm_protocol::RULES_VERSION,
    }))
}

async fn create(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    request: Result<Json<CreateTable>, axum::extract::rejection::JsonRejection>,
) -> Answer<Created> {
    limited(&app, peer, &headers)?;
    let request = body(request)?;
    let n = request.seats.len();
    let bad = || Failure(ApiError::BadRequest);
    if !(2..=6).contains(&n) {
        return Err(bad());
    }
    let first = request.first_player.unwrap_or(0);
    if usize::from(first) >= n {
        return Err(bad());
    }
    if let Some(host) = request.host_seat {
        if request
            .seats
            .get(usize::from(host))
            .is_none_or(|s| s.bot.is_some())
        {
            return Err(bad());
        }
    }
    let clock = request
        .turn_clock_secs
        .unwrap_or(app.timing.turn_clock.as_secs() as u32);
    if !(5..=86_400).contains(&clock) {
        return Err(bad());
    }
    let settings = TableSettings {
        turn_clock_secs: clock,
        away_level: request.away_level.unwrap_or(Level::Steady),
        truth_limit_all: request.truth_limit_all,
        first_player: first,
    };
    let host_token = secrets::new_token();
    let mut host_seat = None;
    let seats: Vec<StoredSeat> = request
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let mut name = table::clean_name(&s.name);
            if name.is_empty() {
                name = format!("Player {}", i + 1);
            }
            let mut seat = StoredSeat {
                name,
                token_hash: None,
                bot: s.bot,
                open: s.bot.is_none(),
            };
            if request.host_seat == Some(i as u8) {
                let token = secrets::new_token();
                seat.token_hash = secrets::token_hash(&token);
                seat.open = false;
                if let Some(name) = request.host_name.as_deref().map(table::clean_name) {
                    if !name.is_empty() {
                        seat.name = name;
                    }
                }
                host_seat = Some((i as u8, token));
            }
            seat
        })
        .collect();
    let (id, code) = app.fresh_names();
    let host_hash = secrets::token_hash(&host_token).ok_or_else(bad)?;
    let stored = table::new_table(id.clone(), code.clone(), host_hash, seats, &settings);
    app.store
        .commit(vec![store::Op::Create(Box::new(stored.clone()))])
        .await
        .map_err(|_| Failure(ApiError::NotKept))?;
    let handle = Table::spawn(
        stored,
        app.store.clone(),
        app.wise.clone(),
        app.timing.clone(),
    )
    .map_err(|_| Failure(ApiError::NotKept))?;
    app.add(id.clone(), code.clone(), handle);
    tracing::info!("table {id} was made with {n} seats");
    Ok(Json(Created {
        table: id.clone(),
        code,
        host_token,
        seat: host_seat.map(|(seat, token)| Joined {
            table: id,
            seat,
            token,
        }),
    }))
}

async fn by_code(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(code): Path<String>,
) -> Answer<TableInfo> {
    limited(&app, peer, &headers)?;
    let code = standfirm_protocol::normalise_code(&code).ok_or(Failure(ApiError::NoSuchTable))?;
    let id = app.codes.read().ok().and_then(|c| c.get(&code).cloned());
    let Some(id) = id else {
        // Another process may hold it: the store knows every code.
        return match app.store.find_code(&code).await {
            Ok(Some((_, TableStatus::Over))) => Err(Failure(ApiError::Finished)),
            Ok(Some(_)) => Err(Failure(ApiError::Elsewhere)),
            _ => Err(Failure(ApiError::NoSuchTable)),
        };
    };
    let info = ask(&app, &id, Command::Info).await?;
    match info.status {
        TableStatus::Lobby => Ok(Json(info)),
        TableStatus::Playing => Err(Failure(ApiError::Started)),
        TableStatus::Over => Err(Failure(ApiError::Finished)),
    }
}

async fn info(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Answer<TableInfo> {
    limited(&app, peer, &headers)?;
    Ok(Json(ask(&app, &id, Command::Info).await?))
}

async fn log(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Answer<standfirm_protocol::PublicLog> {
    limited(&app, peer, &headers)?;
    Ok(Json(ask(&app, &id, Command::Log).await?))
}

async fn join(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    request: Result<Json<Join>, axum::extract::rejection::JsonRejection>,
) -> Answer<Joined> {
    limited(&app, peer, &headers)?;
    let request = body(request)?;
    let answer = ask(&app, &id, |reply| Command::Join {
        name: request.name,
        reply,
    })
    .await?;
    answer.map(Json).map_err(Failure)
}

async fn leave(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Answer<()> {
    limited(&app, peer, &headers)?;
    let token_hash = bearer(&headers).ok_or(Failure(ApiError::BadToken))?;
    let answer = ask(&app, &id, |reply| Command::Leave { token_hash, reply }).await?;
    answer.map(Json).map_err(Failure)
}

/// Asks the table `id` a host's request.
async fn host(app: &App, headers: &HeaderMap, id: &str, op: HostOp) -> Result<HostAnswer, Failure> {
    let host_hash = bearer(headers).ok_or(Failure(ApiError::NotHost))?;
    ask(app, id, |reply| Command::Host {
        host_hash,
        op,
        reply,
    })
    .await?
    .map_err(Failure)
}

async fn start_table(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Answer<()> {
    limited(&app, peer, &headers)?;
    host(&app, &headers, &id, HostOp::Start).await?;
    Ok(Json(()))
}

async fn end_by_agreement(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Answer<()> {
    limited(&app, peer, &headers)?;
    host(&app, &headers, &id, HostOp::EndByAgreement).await?;
    Ok(Json(()))
}

async fn seat_to_bot(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path((id, seat)): Path<(String, u8)>,
    request: Result<Json<SeatToBot>, axum::extract::rejection::JsonRejection>,
) -> Answer<()> {
    limited(&app, peer, &headers)?;
    let request = body(request)?;
    host(
        &app,
        &headers,
        &id,
        HostOp::SeatToBot {
            seat,
            level: request.level,
        },
    )
    .await?;
    Ok(Json(()))
}

async fn new_token(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path((id, seat)): Path<(String, u8)>,
) -> Answer<Joined> {
    limited(&app, peer, &headers)?;
    match host(&app, &headers, &id, HostOp::NewToken { seat }).await? {
        HostAnswer::Token(joined) => Ok(Json(joined)),
        _ => Err(Failure(ApiError::BadRequest)),
    }
}

async fn settings(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    request: Result<Json<Settings>, axum::extract::rejection::JsonRejection>,
) -> Answer<()> {
    limited(&app, peer, &headers)?;
    let request = body(request)?;
    host(&app, &headers, &id, HostOp::Settings(request)).await?;
    Ok(Json(()))
}

async fn rematch(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Answer<TableInfo> {
    limited(&app, peer, &headers)?;
    let (new_id, code) = app.fresh_names();
    let answer = host(
        &app,
        &headers,
        &id,
        HostOp::Rematch {
            id: new_id.clone(),
            code: code.clone(),
        },
    )
    .await?;
    let HostAnswer::Rematch(stored) = answer else {
        return Err(Failure(ApiError::BadRequest));
    };
    let handle = Table::spawn(
        *stored,
        app.store.clone(),
        app.wise.clone(),
        app.timing.clone(),
    )
    .map_err(|_| Failure(ApiError::NotKept))?;
    app.add(new_id.clone(), code, handle);
    tracing::info!("table {new_id} is a rematch of table {id}");
    Ok(Json(ask(&app, &new_id, Command::Info).await?))
}
