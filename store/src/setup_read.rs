//! The one reader of a game's setup, whatever writes it: a save file, a tutorial or a headless script
//! ([`read_setup`]). Each has the same fields (docs/save-format.md) and the same rules: which fields belong to
//! which game, the options read strictly, the seats of a Strongholds table normalised and counted; only what a
//! script may leave out differs ([`SetupSource::Script`]: seed 0, the default options, seat 0 first, numbered
//! seats).

use crate::setup::{Seat, Setup};
use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::cards::Card;
use standfirm_engine::strongholds::{Decks, Options as ShOptions};
use standfirm_engine::GameKind;

/// Where a setup is read from: what its messages call it, and what it may leave out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupSource {
    /// A save file: every field the game needs is written.
    Save,
    /// A tutorial: every field the game needs is written.
    Tutorial,
    /// A headless script: the seed, the options, the first player and the seats may be left out.
    Script,
}

impl SetupSource {
    /// What the messages call the file: "save", "tutorial", "script".
    fn noun(self) -> &'static str {
        match self {
            SetupSource::Save => "save",
            SetupSource::Tutorial => "tutorial",
            SetupSource::Script => "script",
        }
    }

    /// Whether a missing field takes its default rather than being an error.
    fn lenient(self) -> bool {
        self == SetupSource::Script
    }
}

/// The setup fields as written (a missing field is `None`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SetupFields {
    /// The game's options, as JSON (read strictly into the game's own options).
    pub options: Option<Value>,
    /// The deal number.
    pub seed: Option<u64>,
    /// An explicit deck (the solo games).
    pub deck: Option<Vec<Card>>,
    /// Explicit decks (Strongholds).
    pub decks: Option<Decks>,
    /// The seat that plays first (Strongholds).
    pub first_player: Option<u8>,
    /// The seats (Strongholds).
    pub seats: Option<Vec<Seat>>,
    /// The referee's secret that keys the bots' randomness (Strongholds); without it the deal number serves.
    pub secret: Option<u64>,
}

/// Strongholds' options as written: the engine's, read strictly (the engine's own type accepts unknown fields).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StrongholdsOptions {
    players: u8,
    #[serde(default)]
    truth_limit_all: bool,
    #[serde(default)]
    round_cap: Option<u32>,
}

/// Reads the setup of `game` from `fields` as `source` writes them, or says in words what is wrong (the caller
/// puts the words in its own error).
pub fn read_setup(
    game: GameKind,
    fields: SetupFields,
    source: SetupSource,
) -> Result<Setup, String> {
    let title = game.short_title();
    let noun = source.noun();
    let absent = |present: bool, field: &str| {
        if present {
            Err(format!("a {title} {noun} has no \"{field}\" field"))
        } else {
            Ok(())
        }
    };
    let needed = |field: &str| format!("a {title} {noun} needs \"{field}\"");
    let seed = match (fields.seed, source.lenient()) {
        (Some(seed), _) => seed,
        (None, true) => 0,
        (None, false) => return Err(needed("seed")),
    };
    let options = |default: Value| -> Result<Value, String> {
        match (fields.options.clone(), source.lenient()) {
            (Some(options), _) => Ok(options),
            (None, true) => Ok(default),
            (None, false) => Err(needed("options")),
        }
    };
    let fit = |e: serde_json::Error| format!("the options do not fit {title}: {e}");
    // The solo games have one deck and no table.
    let solo = || -> Result<Value, String> {
        absent(fields.decks.is_some(), "decks")?;
        absent(fields.first_player.is_some(), "first_player")?;
        absent(fields.seats.is_some(), "seats")?;
        absent(fields.secret.is_some(), "secret")?;
        options(Value::Object(Default::default()))
    };
    match game {
        GameKind::ArmorOfGod => Ok(Setup::ArmorOfGod {
            options: serde_json::from_value(solo()?).map_err(fit)?,
            seed,
            deck: fields.deck,
        }),
        GameKind::PipArmor => Ok(Setup::PipArmor {
            options: serde_json::from_value(solo()?).map_err(fit)?,
            seed,
            deck: fields.deck,
        }),
        GameKind::Strongholds => {
            absent(fields.deck.is_some(), "deck")?;
            let mut written = options(serde_json::json!({ "players": 2 }))?;
            // A script's table has two players unless it says otherwise.
            if let (true, Value::Object(fields)) = (source.lenient(), &mut written) {
                fields.entry("players").or_insert(serde_json::json!(2));
            }
            let read: StrongholdsOptions = serde_json::from_value(written).map_err(fit)?;
            let options = ShOptions {
                players: read.players,
                truth_limit_all: read.truth_limit_all,
                round_cap: read.round_cap,
            };
            let first_player = match (fields.first_player, source.lenient()) {
                (Some(seat), _) => seat,
                (None, true) => 0,
                (None, false) => return Err(needed("first_player")),
            };
            let seats = match (fields.seats, source.lenient()) {
                (Some(seats), _) => seats,
                (None, true) => Seat::numbered(options.players),
                (None, false) => return Err(needed("seats")),
            };
            if seats.len() != usize::from(options.players) {
                return Err(format!(
                    "{} seats are listed for a {}-player game",
                    seats.len(),
                    options.players
                ));
            }
            Ok(Setup::Strongholds {
                options,
                seed,
                first_player,
                decks: fields.decks,
                // A seat saved before bots had levels plays as Steady.
                seats: seats.iter().map(Seat::normalised).collect(),
                // A file saved before tables kept a secret has none: its deal number serves.
                secret: fields.secret,
            })
        }
    }
}
