//! What a game starts from: its options, seed and any explicit deck, and at a Strongholds table the seats. With
//! the list of actions this is all a save holds of the game itself: the state is rebuilt by replaying
//! ([`crate::replay()`]).

use serde::{Deserialize, Serialize};
use standfirm_engine::armor_of_god::{self as aog, DartMode, Defense, FaceValues};
use standfirm_engine::cards::Card;
use standfirm_engine::pip_armor as pip;
use standfirm_engine::strongholds::{self as sh, Decks, Level};
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

    /// A name for a new game: "Armor of God · deal 7".
    pub fn default_name(&self) -> String {
        format!("{} · deal {}", self.game().short_title(), self.seed())
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

    /// The variant in words: "Softer Dart · Hard A · J Q K = 10", "Learning Mode", "3 players · Truth limit 4".
    pub fn variant_text(&self) -> String {
        match self {
            Setup::ArmorOfGod { options, .. } => {
                let dart = match options.dart {
                    DartMode::Core => "Core Dart",
                    DartMode::Softer => "Softer Dart",
                };
                let defense = match options.defense {
                    Defense::Baseline => "Baseline",
                    Defense::HardA => "Hard A",
                    Defense::HardB => "Hard B",
                };
                let faces = match options.faces {
                    FaceValues::Ten => "J Q K = 10",
                    FaceValues::Rank => "J 11 · Q 12 · K 13",
                };
                format!("{dart} · {defense} · {faces}")
            }
            Setup::PipArmor { options, .. } => if options.learning {
                "Learning Mode"
            } else {
                "Standard rules"
            }
            .to_string(),
            Setup::Strongholds { options, .. } => {
                let mut text = format!("{} players", options.players);
                if truth_limit_extra(options) {
                    text.push_str(" · Truth limit 4");
                }
                text
            }
        }
    }

    /// Who plays: "Solo", or the seats of a Strongholds table ("April · Steve · Ruth (bot)").
    pub fn players_text(&self) -> String {
        match self {
            Setup::Strongholds { seats, .. } => seats
                .iter()
                .map(|s| {
                    if s.bot {
                        format!("{} (bot)", s.name)
                    } else {
                        s.name.clone()
                    }
                })
                .collect::<Vec<_>>()
                .join(" · "),
            _ => "Solo".to_string(),
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
