//! `standfirm-server`: hosts Strongholds tables for devices on the network (docs/server.md).

use standfirm_server::store::Database;
use standfirm_server::{site, Config};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "\
usage: standfirm-server [--listen ADDRESS:PORT] [--data FOLDER] [--site FOLDER] [--postgres CONNECTION]
                        [--trust-forwarded] [--turn-clock SECONDS] [--slap-window SECONDS]
                        [--wise-threads N] [--wise-playouts N] [--bot-pace MS] [--owner NAME] [--shard I/N]

  --listen          where to listen (default 0.0.0.0:8480: every network of this machine)
  --data            the data folder; tables are kept in FOLDER/tables.sqlite3 (default ./standfirm-data)
  --site            the web app's folder (web/build.sh's site), served from the same address
  --postgres        keep the tables in PostgreSQL instead (\"host=... user=... dbname=...\")
  --trust-forwarded behind a proxy: take the client's address from X-Forwarded-For (only then)
  --turn-clock      a new table's turn clock (default 90): a person away past it is played by a bot
  --slap-window     how long a slap window waits for the people's answers (default 8)
  --wise-threads    threads for the Wise bots' searches (default: the machine's cores)
  --wise-playouts   a Wise bot's playouts (default 1200)
  --bot-pace        milliseconds before each move of a Gentle or Steady bot, so that people can follow them
                    (default 600; 0 plays them at once)
  --owner, --shard  with PostgreSQL and several processes: this process's name and its share of tables";

fn parse(args: &[String]) -> Result<Config, String> {
    let mut listen: SocketAddr = "0.0.0.0:8480".parse().expect("an address");
    let mut data = PathBuf::from("standfirm-data");
    let mut postgres = None;
    let mut site = None;
    let mut rest = Vec::new();
    let mut i = 0;
    let value = |i: usize| -> Result<&String, String> {
        args.get(i + 1)
            .ok_or_else(|| format!("{} needs a value\n\n{USAGE}", args[i]))
    };
    while i < args.len() {
        match args[i].as_str() {
            "--listen" => {
                listen = value(i)?
                    .parse()
                    .map_err(|_| format!("--listen takes ADDRESS:PORT, not {}", args[i + 1]))?;
                i += 1;
            }
            "--data" => {
                data = PathBuf::from(value(i)?);
                i += 1;
            }
            "--site" => {
                site = Some(PathBuf::from(value(i)?));
                i += 1;
            }
            "--postgres" => {
                postgres = Some(value(i)?.clone());
                i += 1;
            }
            "-h" | "--help" => return Err(USAGE.into()),
            _ => rest.push(i),
        }
        i += 1;
    }
    let mut config = Config::new(data, listen);
    config.site = site;
    // People at the table follow the bots' moves one by one (the tests' servers play them at once).
    config.timing.bot_pace = Duration::from_millis(600);
    if let Some(url) = postgres {
        config.database = Database::Postgres(url);
    }
    let number = |i: usize| -> Result<u64, String> {
        value(i)?
            .parse()
            .map_err(|_| format!("{} takes a number", args[i]))
    };
    let mut k = 0;
    while k < rest.len() {
        let i = rest[k];
        match args[i].as_str() {
            "--trust-forwarded" => config.trust_forwarded = true,
            "--turn-clock" => {
                config.timing.turn_clock = Duration::from_secs(number(i)?.clamp(5, 86_400));
                k += 1;
            }
            "--slap-window" => {
                config.timing.slap_window = Duration::from_secs(number(i)?.clamp(1, 120));
                k += 1;
            }
            "--wise-threads" => {
                config.wise_threads = number(i)?.clamp(1, 256) as usize;
                k += 1;
            }
            "--bot-pace" => {
                config.timing.bot_pace = Duration::from_millis(number(i)?.min(10_000));
                k += 1;
            }
            "--wise-playouts" => {
                config.timing.wise_playouts = number(i)?.clamp(1, 100_000) as u32;
                k += 1;
            }
            "--owner" => {
                config.owner = value(i)?.clone();
                k += 1;
            }
            "--shard" => {
                let text = value(i)?;
                let (a, b) = text
                    .split_once('/')
                    .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
                    .filter(|&(a, b): &(u32, u32)| b >= 1 && a < b)
                    .ok_or_else(|| format!("--shard takes I/N with I < N, not {text}"))?;
                config.shard = (a, b);
                k += 1;
            }
            other => return Err(format!("unknown option {other}\n\n{USAGE}")),
        }
        k += 1;
    }
    Ok(config)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match parse(&args) {
        Ok(c) => c,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    tracing_subscriber::fmt()
        .with_target(false)
        .with_max_level(tracing::Level::INFO)
        .init();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

async fn run(config: Config) -> Result<(), String> {
    if let Database::Sqlite(_) = config.database {
        std::fs::create_dir_all(&config.data)
            .map_err(|e| format!("cannot make the data folder {}: {e}", config.data.display()))?;
    }
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.listen))?;
    let where_kept = match &config.database {
        Database::Sqlite(path) => format!("tables are kept in {}", path.display()),
        Database::Postgres(_) => "tables are kept in PostgreSQL".to_string(),
    };
    let site = config.site.clone();
    let running = standfirm_server::start(config, listener).await?;
    let addresses = site::addresses(running.address);
    println!("Stand Firm's table server is running; {where_kept}.");
    match site {
        Some(folder) => {
            println!(
                "The app is served from {}. Open it on each phone at the table:",
                folder.display()
            );
            for a in &addresses {
                println!("  {a}");
            }
            if let Some(code) = addresses.first().and_then(|a| site::qr(a)) {
                println!("{code}");
            }
            println!(
                "Over plain http the page works, but without what browsers keep for https: no offline \
                 copy (service worker), no share sheet and no clipboard. An app installed from an https \
                 address cannot reach a ws:// server on the network either: for those, put the server \
                 behind a TLS proxy (docs/server.md)."
            );
        }
        None => {
            println!("Devices connect to:");
            for a in &addresses {
                println!("  {a}");
            }
        }
    }
    wait_for_stop().await;
    println!("Stopping: every table is kept.");
    running.stop().await;
    Ok(())
}

/// Ctrl-C, or SIGTERM (a container's stop).
async fn wait_for_stop() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}
