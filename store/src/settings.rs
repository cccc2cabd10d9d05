//! Settings (`settings.json`): theme, bot speed, motion, confirmations, handedness, the cards' size and suit
//! colours, whether Home shows the daily streak, finished tutorials, the last
//! Strongholds table, the last options of each solo game, the game left on screen in the background, and the
//! table server and name last used online.
//! Forward compatible: a missing field or a value this version does not know takes its default, and fields it
//! does not know are kept when it writes.

use crate::backend::{keep_aside, Backend, Folder};
use crate::error::StoreError;
use crate::load_error::LoadError;
use crate::setup::Seat;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use standfirm_engine::armor_of_god as aog;
use standfirm_engine::msg;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::strongholds as sh;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use std::collections::BTreeSet;
use std::path::Path;

/// The settings file under the root.
pub const SETTINGS_FILE: &str = "settings.json";

/// Light or dark colours.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Follow the system.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// The language of the app's words: the system's (the phone's or the browser's), or one chosen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Language {
    /// Follow the system's language (English where the app does not speak it).
    #[default]
    #[serde(rename = "system")]
    System,
    /// English.
    #[serde(rename = "en")]
    English,
    /// Spanish.
    #[serde(rename = "es")]
    Spanish,
}

/// How much the table animates.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Motion {
    /// Every animation.
    #[default]
    Normal,
    /// Short fades only.
    Reduced,
    /// None.
    Off,
}

/// How big a card's indices are drawn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardSize {
    /// Classic cards: corner indices and the pips.
    #[default]
    Classic,
    /// Large print: big indices and one large suit, for older eyes and arm's length.
    LargePrint,
}

/// The colours of the four suits.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SuitColours {
    /// ♠ ♣ black, ♥ ♦ red.
    #[default]
    Two,
    /// ♠ black, ♥ red, ♦ blue, ♣ green: each suit its own colour.
    Four,
}

/// The last Strongholds table: its seats and options, offered again for the next game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrongholdsTable {
    /// The seats, in order.
    pub seats: Vec<Seat>,
    /// The options.
    pub options: sh::Options,
}

/// The app's settings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Settings {
    /// Light, dark or the system's.
    pub theme: Theme,
    /// How long a bot waits before each move, in milliseconds (0: at once). Default 700.
    pub bot_delay_ms: u32,
    /// Animations.
    pub motion: Motion,
    /// Ask before leaving a game.
    pub confirm_leave: bool,
    /// Mirror the table for the left hand.
    pub left_handed: bool,
    /// The cards' size.
    pub card_size: CardSize,
    /// The suits' colours.
    pub suit_colours: SuitColours,
    /// Whether Home and Statistics show the gentle daily streak. Default on.
    pub show_daily_streak: bool,
    /// Learning mode: after each move the log says how it changed the chance, and the solo games'
    /// Hint shows the move with the best chance when that is not the usual one. Default off.
    pub learning_mode: bool,
    /// The language of the app's words. A file written before there was a choice follows the system.
    pub language: Language,
    /// The games whose tutorial was finished (game ids such as `pip-armor`).
    pub tutorials_done: BTreeSet<String>,
    /// The last Strongholds table, if any game was set up.
    strongholds: Option<StrongholdsTable>,
    /// The last Armor of God options chosen.
    armor_of_god: Option<aog::Options>,
    /// The last PIP Armor options chosen.
    pip_armor: Option<pip::Options>,
    /// The save file (its file name in `saves/`) of the game that was on screen when the app was last sent to
    /// the background, if one was: a process killed there reopens it on its next start.
    pub open_game: Option<String>,
    /// The table server last used to host or join an online table (`http://192.168.1.20:8480`).
    pub online_server: Option<String>,
    /// The name last given at an online table.
    pub online_name: Option<String>,
    /// The turn clock, in seconds, last chosen for an online table the app hosted.
    pub online_turn_clock_secs: Option<u32>,
    /// The level last chosen to play for a person away from an online table the app hosted.
    pub online_away_level: Option<standfirm_engine::strongholds::Level>,
    /// Fields written by a newer version, kept as they were.
    #[serde(flatten)]
    pub unknown: Map<String, Value>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            theme: Theme::System,
            bot_delay_ms: 700,
            motion: Motion::Normal,
            confirm_leave: true,
            left_handed: false,
            card_size: CardSize::Classic,
            suit_colours: SuitColours::Two,
            show_daily_streak: true,
            learning_mode: false,
            language: Language::System,
            tutorials_done: BTreeSet::new(),
            strongholds: None,
            armor_of_god: None,
            pip_armor: None,
            open_game: None,
            online_server: None,
            online_name: None,
            online_turn_clock_secs: None,
            online_away_level: None,
            unknown: Map::new(),
        }
    }
}

/// The options of the last game of one kind, remembered for its New game screen.
#[derive(Debug, Clone, PartialEq)]
pub enum LastOptions {
    /// Armor of God's rule variants.
    ArmorOfGod(aog::Options),
    /// PIP Armor's Learning Mode or not.
    PipArmor(pip::Options),
    /// The last Strongholds table: its seats and options.
    Strongholds(StrongholdsTable),
}

impl Settings {
    /// The options of the last game of `game`, if one was set up.
    pub fn last_options(&self, game: GameKind) -> Option<LastOptions> {
        match game {
            GameKind::ArmorOfGod => self.armor_of_god.map(LastOptions::ArmorOfGod),
            GameKind::PipArmor => self.pip_armor.map(LastOptions::PipArmor),
            GameKind::Strongholds => self.strongholds.clone().map(LastOptions::Strongholds),
        }
    }

    /// Remembers the options of a game just set up.
    pub fn remember_options(&mut self, last: LastOptions) {
        match last {
            LastOptions::ArmorOfGod(options) => self.armor_of_god = Some(options),
            LastOptions::PipArmor(options) => self.pip_armor = Some(options),
            LastOptions::Strongholds(table) => self.strongholds = Some(table),
        }
    }

    /// Reads `settings.json` under `root`. Returns the settings and, if something was wrong, one plain warning.
    /// A missing file gives the defaults silently; an unreadable or damaged one gives the defaults and is kept
    /// aside as `settings.json.bad`; a field with a value this version does not know takes its default.
    pub fn load(root: &Path) -> (Settings, Option<String>) {
        let (settings, warning) = Settings::load_from(&Folder::new(root));
        (settings, warning.map(|w| w.to_string()))
    }

    /// Reads `settings.json` from `backend`, as [`Settings::load`] does from a folder; the warning is a sentence
    /// in any language (`standfirm_engine::words`).
    pub(crate) fn load_from(backend: &dyn Backend) -> (Settings, Option<Msg>) {
        if !backend.exists(SETTINGS_FILE) {
            return (Settings::default(), None);
        }
        let map = backend.read(SETTINGS_FILE).and_then(|bytes| {
            if bytes.iter().all(u8::is_ascii_whitespace) {
                return Err(LoadError::Empty);
            }
            match serde_json::from_slice::<Value>(&bytes) {
                Ok(Value::Object(map)) => Ok(map),
                Ok(_) => Err(LoadError::Invalid(msg!("it does not hold a JSON object"))),
                Err(e) if e.is_eof() => Err(LoadError::CutShort {
                    line: e.line(),
                    column: e.column(),
                }),
                Err(e) => Err(LoadError::NotJson {
                    line: e.line(),
                    column: e.column(),
                }),
            }
        });
        match map {
            Ok(map) => Settings::from_map(map),
            Err(why) => {
                let kept = match keep_aside(backend, SETTINGS_FILE) {
                    Ok(kept) => msg!("it was kept as {file}", file = kept),
                    Err(_) => msg!("it was left as it is"),
                };
                (
                    Settings::default(),
                    Some(msg!(
                        "The settings could not be read ({reason}); the defaults are used and {kept}.",
                        reason = settings_reason(&why),
                        kept = kept
                    )),
                )
            }
        }
    }

    /// The settings of a JSON object, field by field.
    fn from_map(mut map: Map<String, Value>) -> (Settings, Option<Msg>) {
        let mut bad: Vec<String> = Vec::new();
        let mut s = Settings::default();
        field(&mut map, "theme", &mut s.theme, &mut bad);
        field(&mut map, "language", &mut s.language, &mut bad);
        field(&mut map, "bot_delay_ms", &mut s.bot_delay_ms, &mut bad);
        field(&mut map, "motion", &mut s.motion, &mut bad);
        field(&mut map, "confirm_leave", &mut s.confirm_leave, &mut bad);
        field(&mut map, "left_handed", &mut s.left_handed, &mut bad);
        field(&mut map, "card_size", &mut s.card_size, &mut bad);
        field(&mut map, "suit_colours", &mut s.suit_colours, &mut bad);
        field(
            &mut map,
            "show_daily_streak",
            &mut s.show_daily_streak,
            &mut bad,
        );
        field(&mut map, "learning_mode", &mut s.learning_mode, &mut bad);
        field(&mut map, "tutorials_done", &mut s.tutorials_done, &mut bad);
        field(&mut map, "strongholds", &mut s.strongholds, &mut bad);
        field(&mut map, "armor_of_god", &mut s.armor_of_god, &mut bad);
        field(&mut map, "pip_armor", &mut s.pip_armor, &mut bad);
        field(&mut map, "open_game", &mut s.open_game, &mut bad);
        field(&mut map, "online_server", &mut s.online_server, &mut bad);
        field(&mut map, "online_name", &mut s.online_name, &mut bad);
        field(
            &mut map,
            "online_turn_clock_secs",
            &mut s.online_turn_clock_secs,
            &mut bad,
        );
        field(
            &mut map,
            "online_away_level",
            &mut s.online_away_level,
            &mut bad,
        );
        s.unknown = map;
        // The fields are named as the file names them ("theme, motion").
        let warning = (!bad.is_empty()).then(|| {
            msg!(
                "Some settings could not be read and are back to their defaults: {fields}.",
                fields = bad.join(", ")
            )
        });
        (s, warning)
    }

    /// Writes `settings.json` under `root` atomically.
    pub fn save(&self, root: &Path, sync: bool) -> Result<(), StoreError> {
        self.save_to(&Folder::new(root), sync)
    }

    /// Writes `settings.json` to `backend` atomically.
    pub(crate) fn save_to(&self, backend: &dyn Backend, sync: bool) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec_pretty(self).expect("settings always serialise");
        backend
            .write(SETTINGS_FILE, &bytes, sync)
            .map_err(|e| StoreError::write(msg!("the settings"), &e))
    }
}

/// Takes `name` out of `map` into `slot` if it parses; otherwise leaves the default and notes the name.
fn field<T: DeserializeOwned>(
    map: &mut Map<String, Value>,
    name: &str,
    slot: &mut T,
    bad: &mut Vec<String>,
) {
    if let Some(value) = map.remove(name) {
        match serde_json::from_value(value) {
            Ok(v) => *slot = v,
            Err(_) => bad.push(name.replace('_', " ")),
        }
    }
}
/// Why `settings.json` could not be read, naming it "the settings file" where a save's reason says "the file".
fn settings_reason(why: &LoadError) -> Msg {
    match why {
        LoadError::Unreadable(reason) => msg!(
            "the settings file cannot be read: {reason}",
            reason = reason.clone()
        ),
        LoadError::TooLarge(bytes) => msg!(
            "the settings file is too large ({bytes} bytes; a save is at most 8 MiB)",
            bytes = *bytes
        ),
        LoadError::Empty => msg!("the settings file is empty"),
        LoadError::CutShort { line, column } => msg!(
            "the settings file was cut short (line {line}, column {column})",
            line = *line,
            column = *column
        ),
        LoadError::NotJson { line, column } => msg!(
            "the settings file is not valid JSON (line {line}, column {column})",
            line = *line,
            column = *column
        ),
        LoadError::Invalid(_) => msg!("the settings file does not hold a JSON object"),
        other => other.msg(),
    }
}
