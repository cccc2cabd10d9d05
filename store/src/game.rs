//! Which of the three games a save, a result or a setting belongs to.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of Stand Firm's three games; serialised as `armor-of-god`, `pip-armor` or `strongholds`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    /// Armor of God: Solo.
    ArmorOfGod,
    /// PIP Armor (solo).
    PipArmor,
    /// Strongholds: Overcoming with Truth (2–6 players).
    Strongholds,
}

impl GameKind {
    /// All three, in the order Home shows them.
    pub const ALL: [GameKind; 3] = [
        GameKind::ArmorOfGod,
        GameKind::PipArmor,
        GameKind::Strongholds,
    ];

    /// The id used in files: `armor-of-god`, `pip-armor`, `strongholds`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameKind::ArmorOfGod => "armor-of-god",
            GameKind::PipArmor => "pip-armor",
            GameKind::Strongholds => "strongholds",
        }
    }

    /// The id's game, if it names one.
    pub fn parse(text: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.as_str() == text)
    }

    /// The name for people: "Armor of God", "PIP Armor", "Strongholds".
    pub fn title(self) -> &'static str {
        match self {
            GameKind::ArmorOfGod => "Armor of God",
            GameKind::PipArmor => "PIP Armor",
            GameKind::Strongholds => "Strongholds",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
