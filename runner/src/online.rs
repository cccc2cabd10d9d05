//! `standfirm-cli online …`: a table on a Stand Firm table server from the terminal, through the client crate
//! (`standfirm-client`), speaking the same protocol as the app.
//!
//! ```text
//! standfirm-cli online create --server URL --seats person,person,bot:steady [--host-seat 0] [--name N]
//!                             [--truth-limit] [--turn-clock S] [--away-level L] --keep FILE
//! standfirm-cli online join   --server URL --code CODE --name NAME --keep FILE
//! standfirm-cli online start  --server URL --keep FILE
//! standfirm-cli online play   --server URL --keep FILE [--script FILE|-] [--bot LEVEL] [--save OUT]
//! standfirm-cli online watch  --server URL --table ID
//! ```
//!
//! Tokens are never printed: `create` and `join` write the table, the seat and its token (and the host's token)
//! to the `--keep` file, readable by its owner only, and the other commands read them from there. `play` plays
//! the kept seat: at each of its decisions it takes the script's next line (an action in the notation;
//! `pass` answers a slap window) or, with `--bot`, the engine's bot decides from the seat's own view; it prints
//! the table's public events as they happen and ends when the game is over (writing the save file to `--save`).

use serde::{Deserialize, Serialize};
use standfirm_client::{Server, Socket};
use standfirm_engine::rng::GameRng;
use standfirm_engine::strongholds::{decide, Level};
use standfirm_protocol::{CreateTable, NewSeat, ServerMsg, TableStatus};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What `create` and `join` keep for the other commands.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    /// The table's id.
    pub table: String,
    /// The join code.
    #[serde(default)]
    pub code: Option<String>,
    /// The kept seat.
    #[serde(default)]
    pub seat: Option<u8>,
    /// Its token.
    #[serde(default)]
    pub token: Option<String>,
    /// The host's token (for `start`).
    #[serde(default)]
    pub host_token: Option<String>,
}

fn flags(args: &[String]) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    let mut it = args.iter().peekable();
    while let Some(flag) = it.next() {
        let name = flag
            .strip_prefix("--")
            .ok_or_else(|| format!("expected a --flag, found \"{flag}\""))?;
        let value = match it.peek() {
            Some(v) if !v.starts_with("--") => it.next().cloned().unwrap_or_default(),
            _ => String::new(),
        };
        out.insert(name.to_string(), value);
    }
    Ok(out)
}

fn need<'a>(flags: &'a BTreeMap<String, String>, name: &str) -> Result<&'a str, String> {
    flags
        .get(name)
        .filter(|v| !v.is_empty())
        .map(String::as_str)
        .ok_or_else(|| format!("online: --{name} is needed"))
}

fn keep(path: &Path, kept: &Kept) -> Result<(), String> {
    let text = serde_json::to_string_pretty(kept).map_err(|e| e.to_string())?;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    use std::io::Write;
    options
        .open(path)
        .and_then(|mut f| f.write_all(text.as_bytes()))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn kept(path: &Path) -> Result<Kept, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs `online …` (the arguments after `online`); what to print.
pub fn run(args: &[String]) -> Result<String, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let (command, rest) = args
        .split_first()
        .ok_or("online: create, join, start, play or watch")?;
    let flags = flags(rest)?;
    let server = Server::new(need(&flags, "server")?).map_err(|e| e.to_string())?;
    runtime.block_on(async move {
        match command.as_str() {
            "create" => create(&server, &flags).await,
            "join" => {
                let path = PathBuf::from(need(&flags, "keep")?);
                let joined = server
                    .join_code(need(&flags, "code")?, need(&flags, "name")?)
                    .await
                    .map_err(|e| e.to_string())?;
                keep(
                    &path,
                    &Kept {
                        table: joined.table.clone(),
                        code: None,
                        seat: Some(joined.seat),
                        token: Some(joined.token),
                        host_token: None,
                    },
                )?;
                Ok(format!(
                    "Seat {} at table {} is yours (kept in {}).",
                    joined.seat + 1,
                    joined.table,
                    path.display()
                ))
            }
            "start" => {
                let k = kept(Path::new(need(&flags, "keep")?))?;
                let host = k
                    .host_token
                    .ok_or("online start: the kept file has no host token")?;
                server
                    .start(&k.table, &host)
                    .await
                    .map_err(|e| e.to_string())?;
                Ok(format!("Table {} has started.", k.table))
            }
            "play" => play(&server, &flags).await,
            "watch" => watch(&server, need(&flags, "table")?).await,
            other => Err(format!("online: unknown command \"{other}\"")),
        }
    })
}

async fn create(server: &Server, flags: &BTreeMap<String, String>) -> Result<String, String> {
    let path = PathBuf::from(need(flags, "keep")?);
    let seats = need(flags, "seats")?
        .split(',')
        .enumerate()
        .map(|(i, s)| {
            let bot = match s.trim() {
                "person" => None,
                other => Some(
                    other
                        .strip_prefix("bot:")
                        .and_then(Level::parse)
                        .ok_or_else(|| format!("a seat is person or bot:LEVEL, not \"{other}\""))?,
                ),
            };
            let name = match bot {
                Some(level) => format!("{} {}", level.name(), i + 1),
                None => format!("Player {}", i + 1),
            };
            Ok(NewSeat { name, bot })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let number = |name: &str| -> Result<Option<u32>, String> {
        flags
            .get(name)
            .map(|v| v.parse().map_err(|_| format!("--{name} takes a number")))
            .transpose()
    };
    let request = CreateTable {
        seats,
        host_seat: number("host-seat")?.map(|s| s as u8),
        host_name: flags.get("name").cloned(),
        truth_limit_all: flags.contains_key("truth-limit"),
        first_player: number("first")?.map(|s| s as u8),
        turn_clock_secs: number("turn-clock")?,
        away_level: flags
            .get("away-level")
            .map(|l| Level::parse(l).ok_or_else(|| format!("no level \"{l}\"")))
            .transpose()?,
    };
    let created = server.create(&request).await.map_err(|e| e.to_string())?;
    keep(
        &path,
        &Kept {
            table: created.table.clone(),
            code: Some(created.code.clone()),
            seat: created.seat.as_ref().map(|s| s.seat),
            token: created.seat.map(|s| s.token),
            host_token: Some(created.host_token),
        },
    )?;
    Ok(format!(
        "Table {} is made; its code is {}. The host's token is kept in {}.",
        created.table,
        created.code,
        path.display()
    ))
}

/// The next action of the script, or of the bot, for the seat's decision in `frame`.
fn next_action(
    frame: &standfirm_protocol::Frame,
    seat: u8,
    script: &mut std::vec::IntoIter<String>,
    bot: Option<Level>,
    rng: &mut GameRng,
) -> Option<String> {
    if frame.status != TableStatus::Playing
        || !frame.to_move.contains(&seat)
        || frame.clock.answered.contains(&seat)
    {
        return None;
    }
    if let Some(line) = script.next() {
        return Some(if line == "pass" {
            "close-slap".into()
        } else {
            line
        });
    }
    let obs = frame.observation.as_ref()?;
    decide(bot?, obs, standfirm_engine::strongholds::WISE_PLAYOUTS, rng).map(|a| a.to_string())
}

async fn play(server: &Server, flags: &BTreeMap<String, String>) -> Result<String, String> {
    let k = kept(Path::new(need(flags, "keep")?))?;
    let (Some(seat), Some(token)) = (k.seat, k.token.clone()) else {
        return Err("online play: the kept file has no seat".into());
    };
    let script: Vec<String> = match flags.get("script") {
        Some(path) if !path.is_empty() => {
            let text = if path == "-" {
                std::io::read_to_string(std::io::stdin()).map_err(|e| e.to_string())?
            } else {
                std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
            };
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(str::to_string)
                .collect()
        }
        _ => Vec::new(),
    };
    let bot = flags
        .get("bot")
        .map(|l| Level::parse(l).ok_or_else(|| format!("no level \"{l}\"")))
        .transpose()?;
    let mut script = script.into_iter();
    let mut rng = GameRng::new(u64::from(seat) ^ 0x0c1e);
    let mut socket = connect(server, &k.table, Some(&token), None).await?;
    let mut acted_on = None;
    loop {
        let Some(msg) = socket.next().await else {
            return Err("online play: the server closed the table's socket".into());
        };
        match msg.map_err(|e| e.to_string())? {
            ServerMsg::Frame(frame) => {
                let names: Vec<String> = frame.seats.iter().map(|s| s.name.clone()).collect();
                for h in &frame.events {
                    for e in &h.events {
                        println!("{}", e.describe_with(&names));
                    }
                }
                if acted_on == Some((frame.seq, frame.clock.answered.clone())) {
                    continue;
                }
                match next_action(&frame, seat, &mut script, bot, &mut rng) {
                    Some(action) => {
                        acted_on = Some((frame.seq, frame.clock.answered.clone()));
                        socket
                            .act(frame.seq, &action)
                            .await
                            .map_err(|e| e.to_string())?;
                    }
                    None if frame.to_move.contains(&seat)
                        && bot.is_none()
                        && frame.status == TableStatus::Playing =>
                    {
                        return Ok(
                            "The script has ended; the table's clock plays on for this seat."
                                .into(),
                        );
                    }
                    None => {}
                }
            }
            ServerMsg::Refused { reason } => {
                acted_on = None;
                println!(
                    "refused: {}",
                    serde_json::to_string(&reason).unwrap_or_default()
                );
            }
            ServerMsg::SaveFile { save } => {
                if let Some(out) = flags.get("save").filter(|p| !p.is_empty()) {
                    std::fs::write(out, &save).map_err(|e| format!("cannot write {out}: {e}"))?;
                }
                return Ok("The game is over.".into());
            }
            ServerMsg::Closing { reason } => {
                return Err(format!(
                    "online play: the server closed the socket: {reason:?}"
                ))
            }
            ServerMsg::Welcome { .. } | ServerMsg::Pong { .. } => {}
        }
    }
}

async fn connect(
    server: &Server,
    table: &str,
    token: Option<&str>,
    since: Option<u64>,
) -> Result<Socket, String> {
    server
        .connect(table, token, since)
        .await
        .map_err(|e| e.to_string())
}

async fn watch(server: &Server, table: &str) -> Result<String, String> {
    let mut socket = connect(server, table, None, None).await?;
    while let Some(msg) = socket.next().await {
        match msg.map_err(|e| e.to_string())? {
            ServerMsg::Frame(frame) => {
                let names: Vec<String> = frame.seats.iter().map(|s| s.name.clone()).collect();
                for h in &frame.events {
                    for e in &h.events {
                        println!("{}", e.describe_with(&names));
                    }
                }
                if frame.status == TableStatus::Over {
                    return Ok("The game is over.".into());
                }
            }
            ServerMsg::Closing { reason } => return Err(format!("closed: {reason:?}")),
            _ => {}
        }
    }
    Ok("The table's socket closed.".into())
}
