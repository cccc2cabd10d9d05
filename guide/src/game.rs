//! The three games.

use std::fmt;

/// One of the three games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Game {
    /// Armor of God: Solo.
    ArmorOfGod,
    /// PIP Armor.
    PipArmor,
    /// Strongholds: Overcoming with Truth.
    Strongholds,
}

impl Game {
    /// All three, in the order of the Home screen.
    pub const ALL: [Game; 3] = [Game::ArmorOfGod, Game::PipArmor, Game::Strongholds];

    /// The stable id used in files (`armor-of-god`, `pip-armor`, `strongholds`).
    pub fn id(self) -> &'static str {
        match self {
            Game::ArmorOfGod => "armor-of-god",
            Game::PipArmor => "pip-armor",
            Game::Strongholds => "strongholds",
        }
    }

    /// The game's name ("Armor of God: Solo").
    pub fn title(self) -> &'static str {
        match self {
            Game::ArmorOfGod => "Armor of God: Solo",
            Game::PipArmor => "PIP Armor",
            Game::Strongholds => "Strongholds: Overcoming with Truth",
        }
    }

    /// The prefix of the game's rule IDs in RULINGS.md (`AOG`, `PIP`, `SH`).
    pub fn rule_prefix(self) -> &'static str {
        match self {
            Game::ArmorOfGod => "AOG",
            Game::PipArmor => "PIP",
            Game::Strongholds => "SH",
        }
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}
