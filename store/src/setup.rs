//! What a game starts from: its options, seed and any explicit deck, and at a Strongholds table the seats. With
//! the list of actions this is all a save holds of the game itself: the state is rebuilt by replaying
//! ([`crate::replay()`]).

use serde::{Deserialize, Serialize};
use standfirm_engine::armor_of_god::{self as aog, DartMode, Defense, FaceValues};
use standfirm_engine::cards::Card;
use standfirm_engine::msg;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::strongholds::{self as sh, Decks, Level};
use standfirm_engine::words::{Arg, Msg};
use standfirm_engine::GameKind;

/// A seat at a Strongholds table: the player's name, whether a bot plays it, and the bot's level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The name shown at the table and counted in the statistics ("April").
    pub name: String,
    /// Whether the app's bot plays this seat.
    pub bot: bool,
    /// The bot's level; a person has none, and a bot saved without one (save format version 1) is Steady.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
}

impl Seat {
    /// A seat played by a person.
    pub fn person(name: impl Into<String>) -> Seat {
        Seat {
            name: name.into(),
            bot: false,
            level: None,
        }
    }

    /// A seat played by a bot of `level`.
    pub fn bot(name: impl Into<String>, level: Level) -> Seat {
        Seat {
            name: name.into(),
            bot: true,
            level: Some(level),
        }
    }

    /// The level of the bot that plays this seat; `None` for a person.
    pub fn bot_level(&self) -> Option<Level> {
        self.bot.then(|| self.level.unwrap_or_default())
    }

    /// The seat as a save writes it: a bot always with its level, a person without one.
    pub fn normalised(&self) -> Seat {
        Seat {
            name: self.name.clone(),
            bot: self.bot,
            level: self.bot_level(),
        }
    }

    /// The default seats of an `n`-player table: "Player 1", "Player 2", … all played by people.
    pub fn numbered(n: u8) -> Vec<Seat> {
        (1..=n)
            .map(|i| Seat::person(format!("Player {i}")))
            .collect()
    }
}

/// How a game starts, per game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Setup {
    /// Armor of God: Solo.
    ArmorOfGod {
        /// The rule variants (AOG-3.2, AOG-8, AOG-9.4).
        options: aog::Options,
        /// The deal number.
        seed: u64,
        /// An explicit 52-card deck, top first, replacing the first shuffle only.
        deck: Option<Vec<Card>>,
    },
    /// PIP Armor.
    PipArmor {
        /// Learning Mode or not (PIP-9).
        options: pip::Options,
        /// The deal number.
        seed: u64,
        /// An explicit 36-card deck, top first, replacing the first shuffle only.
        deck: Option<Vec<Card>>,
    },
    /// Strongholds.
    Strongholds {
        /// Players and the Truth-limit variant (SH-1.1, SH-B5).
        options: sh::Options,
        /// The deal number.
        seed: u64,
        /// The seat that plays first (SH-3.4), from 0.
        first_player: u8,
        /// Explicit decks, top first, replacing the set-up shuffles only (SH-3.1).
        decks: Option<Decks>,
        /// One seat per player, in seat order.
        seats: Vec<Seat>,
        /// The referee's secret that keys the bots' randomness (never shown, never in a view): a new table
        /// takes one from [`crate::new_bot_secret`]. `None` for a game saved before tables kept one: its
        /// deal number serves, as it did then, so it replays and plays on exactly as before.
        secret: Option<u64>,
    },
}

impl Setup {
    /// Which game this is.
    pub fn game(&self) -> GameKind {
        match self {
            Setup::ArmorOfGod { .. } => GameKind::ArmorOfGod,
            Setup::PipArmor { .. } => GameKind::PipArmor,
            Setup::Strongholds { .. } => GameKind::Strongholds,
        }
    }

    /// The deal number.
    pub fn seed(&self) -> u64 {
        match self {
            Setup::ArmorOfGod { seed, .. }
            | Setup::PipArmor { seed, .. }
            | Setup::Strongholds { seed, .. } => *seed,
        }
    }

    /// The seat a review of a finished game is of when no seat is chosen: a solo game's one seat, or a
    /// Strongholds table's first person (its first seat when every seat is a bot).
    pub fn first_person(&self) -> u8 {
        match self {
            Setup::Strongholds { seats, .. } => {
                seats.iter().position(|s| !s.bot).unwrap_or(0) as u8
            }
            Setup::ArmorOfGod { .. } | Setup::PipArmor { .. } => 0,
        }
    }

    /// The secret that keys a Strongholds table's bots: the kept one, or the deal number for a table saved
    /// before secrets were kept; `None` for the solo games, which have no bots.
    pub fn bot_secret(&self) -> Option<u64> {
        match self {
            Setup::Strongholds { seed, secret, .. } => Some(secret.unwrap_or(*seed)),
            Setup::ArmorOfGod { .. } | Setup::PipArmor { .. } => None,
        }
    }

    /// A name for a new game, in English: "Armor of God · deal 7"; a Strongholds table's names no deal
    /// ("Strongholds · 3 players"), as its deal number would tell every hand while the game is on
    /// ([`Setup::default_name_msg`]).
    pub fn default_name(&self) -> String {
        self.default_name_msg().to_string()
    }

    /// A name for a new game ([`Setup::default_name`]) as words in any language (`standfirm_engine::words`):
    /// the app names a new game in the player's language, and the name is then kept as it is.
    pub fn default_name_msg(&self) -> Msg {
        match self {
            Setup::Strongholds { options, .. } => msg!(
                "{game} · {players} players",
                game = self.game().short_title_msg(),
                players = options.players
            ),
            // A deal number is an identifier: written out as it is, never grouped like a quantity.
            _ => msg!(
                "{game} · deal {deal}",
                game = self.game().short_title_msg(),
                deal = self.seed().to_string()
            ),
        }
    }

    /// A stable key for the statistics of this variant: `softer/hard-a/ten`, `learning`, `3p`, `3p/truth-limit`.
    pub fn variant_key(&self) -> String {
        match self {
            Setup::ArmorOfGod { options, .. } => format!(
                "{}/{}/{}",
                kebab(&options.dart),
                kebab(&options.defense),
                kebab(&options.faces)
            ),
            Setup::PipArmor { options, .. } => if options.learning {
                "learning"
            } else {
                "standard"
            }
            .to_string(),
            Setup::Strongholds { options, .. } => {
                let mut key = format!("{}p", options.players);
                if truth_limit_extra(options) {
                    key.push_str("/truth-limit");
                }
                key
            }
        }
    }

    /// The variant in words, in English: "Softer Dart · Hard A · J Q K = 10", "Learning Mode", "3 players ·
    /// Truth limit 4" ([`Setup::variant_msg`]).
    pub fn variant_text(&self) -> String {
        self.variant_msg().to_string()
    }

    /// The variant in words ([`Setup::variant_text`]) in any language (`standfirm_engine::words`).
    pub fn variant_msg(&self) -> Msg {
        match self {
            Setup::ArmorOfGod { options, .. } => {
                let dart = match options.dart {
                    DartMode::Core => msg!("Core Dart"),
                    DartMode::Softer => msg!("Softer Dart"),
                };
                let defense = match options.defense {
                    Defense::Baseline => msg!("Baseline"),
                    Defense::HardA => msg!("Hard A"),
                    Defense::HardB => msg!("Hard B"),
                };
                // The cards' corner letters are the same in every language.
                let faces = match options.faces {
                    FaceValues::Ten => Msg::verbatim("J Q K = 10"),
                    FaceValues::Rank => Msg::verbatim("J 11 · Q 12 · K 13"),
                };
                Msg::new(
                    "{dart} · {defense} · {faces}",
                    vec![
                        ("dart", Arg::Msg(Box::new(dart))),
                        ("defense", Arg::Msg(Box::new(defense))),
                        ("faces", Arg::Msg(Box::new(faces))),
                    ],
                )
            }
            Setup::PipArmor { options, .. } => {
                if options.learning {
                    msg!("Learning Mode")
                } else {
                    msg!("Standard rules")
                }
            }
            // A table has 2 to 6 players (SH-1.1).
            Setup::Strongholds { options, .. } => {
                if truth_limit_extra(options) {
                    msg!(
                        "{players} players · Truth limit 4",
                        players = options.players
                    )
                } else {
                    msg!("{players} players", players = options.players)
                }
            }
        }
    }

    /// The variant in words ([`Setup::variant_msg`]) of the variant whose statistics key ([`Setup::variant_key`])
    /// is `key`: what the Statistics screen names a variant by, in the player's language. `None` for a key
    /// this version does not make.
    pub fn variant_msg_of_key(game: GameKind, key: &str) -> Option<Msg> {
        let setup = match game {
            GameKind::ArmorOfGod => {
                let mut parts = key.split('/');
                let mut next = || Some(serde_json::Value::String(parts.next()?.to_string()));
                let dart = serde_json::from_value(next()?).ok()?;
                let defense = serde_json::from_value(next()?).ok()?;
                let faces = serde_json::from_value(next()?).ok()?;
                if parts.next().is_some() {
                    return None;
                }
                Setup::ArmorOfGod {
                    options: aog::Options {
                        dart,
                        defense,
                        faces,
                    },
                    seed: 0,
                    deck: None,
                }
            }
            GameKind::PipArmor => Setup::PipArmor {
                options: pip::Options {
                    learning: match key {
                        "learning" => true,
                        "standard" => false,
                        _ => return None,
                    },
                },
                seed: 0,
                deck: None,
            },
            GameKind::Strongholds => {
                let (players, truth_limit_all) = match key.strip_suffix("/truth-limit") {
                    Some(players) => (players, true),
                    None => (key, false),
                };
                let mut options = sh::Options::new(players.strip_suffix('p')?.parse().ok()?);
                options.truth_limit_all = truth_limit_all;
                Setup::Strongholds {
                    options,
                    seed: 0,
                    first_player: 0,
                    decks: None,
                    seats: Vec::new(),
                    secret: None,
                }
            }
        };
        (setup.variant_key() == key).then(|| setup.variant_msg())
    }

    /// Who plays, in English: "Solo", or the seats of a Strongholds table ("April · Steve · Ruth (bot)")
    /// ([`Setup::players_msg`]).
    pub fn players_text(&self) -> String {
        self.players_msg().to_string()
    }

    /// Who plays ([`Setup::players_text`]) in any language (`standfirm_engine::words`), the names as they are.
    pub fn players_msg(&self) -> Msg {
        match self {
            Setup::Strongholds { seats, .. } => seats
                .iter()
                .map(|s| {
                    if s.bot {
                        msg!("{name} (bot)", name = s.name.as_str())
                    } else {
                        Msg::verbatim(s.name.clone())
                    }
                })
                .reduce(|a, b| {
                    Msg::new(
                        "{a} · {b}",
                        vec![("a", Arg::Msg(Box::new(a))), ("b", Arg::Msg(Box::new(b)))],
                    )
                })
                .unwrap_or_else(|| Msg::verbatim("")),
            _ => msg!("Solo"),
        }
    }
}

/// Whether the Truth limit of 4 is on where the printed rules would not apply it: fewer than 5 players with
/// the "Truth limit 4 at every player count" option (SH-2.6, SH-B5).
fn truth_limit_extra(options: &sh::Options) -> bool {
    options.truth_limit_all && options.players < 5
}

/// An option's serde name (`hard-a`).
fn kebab<T: Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}
