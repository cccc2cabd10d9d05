//! The save format on disk (`docs/save-format.md`): versioned JSON, parsed with a plain reason for every way a
//! file can be wrong, and written pretty-printed so that a person can read it.

use crate::challenge::Challenge;
use crate::clock::Date;
use crate::load_error::LoadError;
use crate::save_file::SaveFile;
use crate::setup::{Seat, Setup};
use crate::setup_read::{read_setup, SetupFields, SetupSource};
use crate::summary::Summary;
use crate::tried::Tried;
use serde::{Deserialize, Serialize};
use serde_json::error::Category;
use serde_json::Value;
use standfirm_engine::cards::Card;
use standfirm_engine::msg;
use standfirm_engine::strongholds::Decks;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;

/// The `format` field of every save.
pub const FORMAT: &str = "stand-firm-save";
/// The save format version this code writes. Version 2 adds a bot seat's `level` (later in version 2, the
/// optional `daily` tag and a Strongholds table's optional `secret`); version 1 files (no level: every bot is
/// Steady) still load.
pub const VERSION: u64 = 2;
/// The oldest save format version this code reads.
pub const OLDEST_VERSION: u64 = 1;

/// The first fields, read leniently so that a newer or foreign file is recognised before anything else.
#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    format: Option<Value>,
    #[serde(default)]
    version: Option<Value>,
    #[serde(default)]
    game: Option<Value>,
}

/// Versions 1 and 2 as read.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireIn {
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
    version: u64,
    #[allow(dead_code)]
    game: String,
    id: String,
    name: String,
    created: String,
    saved: String,
    options: Value,
    seed: u64,
    #[serde(default)]
    deck: Option<Vec<Card>>,
    #[serde(default)]
    decks: Option<Decks>,
    #[serde(default)]
    first_player: Option<u8>,
    #[serde(default)]
    seats: Option<Vec<Seat>>,
    #[serde(default)]
    secret: Option<u64>,
    actions: Vec<String>,
    undo_floor: usize,
    summary: Summary,
    #[serde(default)]
    daily: Option<Date>,
    #[serde(default)]
    challenge: Option<Challenge>,
    #[serde(default)]
    tried: Option<Tried>,
}

/// The current version as written (borrowing, so that an autosave copies little).
#[derive(Serialize)]
struct WireOut<'a> {
    format: &'a str,
    version: u64,
    game: GameKind,
    id: &'a str,
    name: &'a str,
    created: &'a str,
    saved: &'a str,
    options: Value,
    seed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    deck: Option<&'a [Card]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    decks: Option<&'a Decks>,
    #[serde(skip_serializing_if = "Option::is_none")]
    first_player: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seats: Option<Vec<Seat>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    secret: Option<u64>,
    actions: &'a [String],
    undo_floor: usize,
    summary: &'a Summary,
    #[serde(skip_serializing_if = "Option::is_none")]
    daily: Option<Date>,
    #[serde(skip_serializing_if = "Option::is_none")]
    challenge: Option<&'a Challenge>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tried: Option<Tried>,
}

impl SaveFile {
    /// The save as the bytes of its file: pretty-printed JSON with a final newline.
    pub fn to_bytes(&self) -> Vec<u8> {
        let (options, deck, decks, first_player, seats, secret) = match &self.setup {
            Setup::ArmorOfGod { options, deck, .. } => {
                (json(options), deck.as_deref(), None, None, None, None)
            }
            Setup::PipArmor { options, deck, .. } => {
                (json(options), deck.as_deref(), None, None, None, None)
            }
            Setup::Strongholds {
                options,
                first_player,
                decks,
                seats,
                secret,
                ..
            } => (
                json(options),
                None,
                decks.as_ref(),
                Some(*first_player),
                Some(seats.iter().map(Seat::normalised).collect()),
                *secret,
            ),
        };
        let wire = WireOut {
            format: FORMAT,
            version: VERSION,
            game: self.setup.game(),
            id: &self.id,
            name: &self.name,
            created: &self.created,
            saved: &self.saved,
            options,
            seed: self.setup.seed(),
            deck,
            decks,
            first_player,
            seats,
            secret,
            actions: &self.actions,
            undo_floor: self.undo_floor,
            summary: &self.summary,
            daily: self.daily,
            challenge: self.challenge.as_ref(),
            tried: self.tried,
        };
        let mut bytes = Vec::with_capacity(64 * (self.actions.len() + 32));
        serde_json::to_writer_pretty(&mut bytes, &wire).expect("a save always serialises");
        bytes.push(b'\n');
        bytes
    }
}

fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("options always serialise")
}

impl SaveFile {
    /// Parses a save file's bytes, or says in plain words why they are not a save this version can read. Does not
    /// replay: see [`SaveFile::replay`].
    pub fn from_bytes(bytes: &[u8]) -> Result<SaveFile, LoadError> {
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Err(LoadError::Empty);
        }
        if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
            return Err(
                match serde_json::from_slice::<serde::de::IgnoredAny>(bytes) {
                    Ok(_) => LoadError::NotASave(msg!("it does not hold a JSON object")),
                    Err(e) => syntax(&e).unwrap_or(LoadError::NotJson {
                        line: e.line(),
                        column: e.column(),
                    }),
                },
            );
        }
        let header: Header = serde_json::from_slice(bytes).map_err(|e| {
            syntax(&e)
                .unwrap_or_else(|| LoadError::NotASave(msg!("it does not hold a JSON object")))
        })?;
        match header.format {
            Some(Value::String(f)) if f == FORMAT => {}
            Some(other) => {
                return Err(LoadError::NotASave(msg!(
                    "its \"format\" is {found}, not \"{format}\"",
                    found = other.to_string(),
                    format = FORMAT
                )))
            }
            None => return Err(LoadError::NotASave(msg!("it has no \"format\" field"))),
        }
        match header.version {
            Some(Value::Number(n))
                if n.as_u64()
                    .is_some_and(|v| (OLDEST_VERSION..=VERSION).contains(&v)) => {}
            Some(Value::Number(n)) if n.as_u64().is_some_and(|v| v > VERSION) => {
                return Err(LoadError::NewerVersion(n.as_u64().unwrap_or(0)))
            }
            Some(other) => return Err(LoadError::UnknownVersion(other.to_string())),
            None => return Err(LoadError::Invalid(msg!("the \"version\" field is missing"))),
        }
        let game = match header.game {
            Some(Value::String(g)) => {
                GameKind::parse(&g).ok_or(LoadError::UnknownGame(format!("\"{g}\"")))?
            }
            Some(other) => return Err(LoadError::UnknownGame(other.to_string())),
            None => return Err(LoadError::Invalid(msg!("the \"game\" field is missing"))),
        };
        let wire: WireIn = serde_json::from_slice(bytes)
            .map_err(|e| syntax(&e).unwrap_or_else(|| LoadError::Invalid(located(&e))))?;
        build(game, wire)
    }
}

/// A syntax or end-of-file error as a load error; `None` for a data (type) error.
fn syntax(e: &serde_json::Error) -> Option<LoadError> {
    let (line, column) = (e.line(), e.column());
    match e.classify() {
        Category::Eof => Some(LoadError::CutShort { line, column }),
        Category::Syntax => Some(LoadError::NotJson { line, column }),
        Category::Io => Some(LoadError::Unreadable(Msg::verbatim(e.to_string()))),
        Category::Data => None,
    }
}

/// serde's message (its words) with its position in ours: "missing field `seed` (line 40, column 1)".
fn located(e: &serde_json::Error) -> Msg {
    let text = e.to_string();
    let message = text
        .rsplit_once(" at line ")
        .map_or(text.as_str(), |(m, _)| m);
    msg!(
        "{problem} (line {line}, column {column})",
        problem = message,
        line = e.line(),
        column = e.column()
    )
}

/// Checks the fields that depend on the game and builds the save.
fn build(game: GameKind, w: WireIn) -> Result<SaveFile, LoadError> {
    if !crate::id::is_valid_id(&w.id) {
        return Err(LoadError::Invalid(msg!(
            "the game id \"{id}\" is not valid (letters, digits, - and _ only)",
            id = w.id
        )));
    }
    if w.undo_floor > w.actions.len() {
        return Err(LoadError::Invalid(msg!(
            "the undo floor {floor} is past the {actions} actions",
            floor = w.undo_floor,
            actions = w.actions.len()
        )));
    }
    if w.daily.is_some() && !crate::daily::GAMES.contains(&game) {
        return Err(LoadError::Invalid(msg!(
            "a {game} save has no \"daily\" field (only the solo games have daily deals)",
            game = game.short_title_msg()
        )));
    }
    if w.challenge.is_some() && !crate::daily::GAMES.contains(&game) {
        return Err(LoadError::Invalid(msg!(
            "a {game} save has no \"challenge\" field (only the solo games are graded)",
            game = game.short_title_msg()
        )));
    }
    if let Some(t) = w.tried.filter(|t| t.at > w.actions.len()) {
        return Err(LoadError::Invalid(msg!(
            "the try starts after action {at}, past the {actions} actions",
            at = t.at,
            actions = w.actions.len()
        )));
    }
    if let Some(problem) = w.challenge.as_ref().and_then(Challenge::problem) {
        return Err(LoadError::Invalid(problem));
    }
    let fields = SetupFields {
        options: Some(w.options),
        seed: Some(w.seed),
        deck: w.deck,
        decks: w.decks,
        first_player: w.first_player,
        seats: w.seats,
        secret: w.secret,
    };
    let setup = read_setup(game, fields, SetupSource::Save)
        .map_err(|why| LoadError::Invalid(Msg::verbatim(why)))?;
    Ok(SaveFile {
        id: w.id,
        name: w.name,
        created: w.created,
        saved: w.saved,
        setup,
        actions: w.actions,
        undo_floor: w.undo_floor,
        summary: w.summary,
        daily: w.daily,
        challenge: w.challenge,
        tried: w.tried,
    })
}
