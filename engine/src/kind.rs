//! The one list of Stand Firm's games. Every crate names a game through [`GameKind`] and matches on it
//! exhaustively, so adding a game here makes the compiler list every place that must handle it
//! (ARCHITECTURE.md, "A new game").

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the games; serialised (and written in files and on the runner's command line) as its [`id`].
///
/// [`id`]: GameKind::id
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
    /// Every game, in the order Home shows them.
    pub const ALL: [GameKind; 3] = [
        GameKind::ArmorOfGod,
        GameKind::PipArmor,
        GameKind::Strongholds,
    ];

    /// The id used in save files, settings, statistics, asset file names and the runner (`--game`):
    /// `armor-of-god`, `pip-armor`, `strongholds`.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::ArmorOfGod => "armor-of-god",
            GameKind::PipArmor => "pip-armor",
            GameKind::Strongholds => "strongholds",
        }
    }

    /// The game whose id is `text`, if any.
    pub fn parse(text: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.id() == text)
    }

    /// The game's full name, as its rule sheet and its Rules screen give it: "Armor of God: Solo".
    pub fn title(self) -> &'static str {
        match self {
            GameKind::ArmorOfGod => "Armor of God: Solo",
            GameKind::PipArmor => "PIP Armor",
            GameKind::Strongholds => "Strongholds: Overcoming with Truth",
        }
    }

    /// The short name of lists, saves and statistics: "Armor of God".
    pub fn short_title(self) -> &'static str {
        match self {
            GameKind::ArmorOfGod => "Armor of God",
            GameKind::PipArmor => "PIP Armor",
            GameKind::Strongholds => "Strongholds",
        }
    }

    /// The game's full name ([`GameKind::title`]) as words in any language (`crate::words`).
    pub fn title_msg(self) -> crate::words::Msg {
        match self {
            GameKind::ArmorOfGod => crate::msg!("Armor of God: Solo"),
            GameKind::PipArmor => crate::msg!("PIP Armor"),
            GameKind::Strongholds => crate::msg!("Strongholds: Overcoming with Truth"),
        }
    }

    /// The game's short name ([`GameKind::short_title`]) as words in any language (`crate::words`).
    pub fn short_title_msg(self) -> crate::words::Msg {
        match self {
            GameKind::ArmorOfGod => crate::msg!("Armor of God"),
            GameKind::PipArmor => crate::msg!("PIP Armor"),
            GameKind::Strongholds => crate::msg!("Strongholds"),
        }
    }

    /// The prefix of the game's rule IDs in RULINGS.md: `AOG`, `PIP`, `SH`.
    pub fn rule_prefix(self) -> &'static str {
        match self {
            GameKind::ArmorOfGod => "AOG",
            GameKind::PipArmor => "PIP",
            GameKind::Strongholds => "SH",
        }
    }

    /// The file of the game's Help, from the repository root: `assets/help/armor-of-god.json`.
    pub fn help_file(self) -> String {
        format!("assets/help/{}.json", self.id())
    }

    /// The file of the game's tutorial, from the repository root: `assets/tutorials/armor-of-god.json`.
    pub fn tutorial_file(self) -> String {
        format!("assets/tutorials/{}.json", self.id())
    }

    /// Whether one person plays it alone (Armor of God, PIP Armor) rather than 2–6 round a table.
    pub fn is_solo(self) -> bool {
        match self {
            GameKind::ArmorOfGod | GameKind::PipArmor => true,
            GameKind::Strongholds => false,
        }
    }
}

impl fmt::Display for GameKind {
    /// The id, as files write it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_parse_back_and_serialise_as_themselves() {
        for game in GameKind::ALL {
            assert_eq!(GameKind::parse(game.id()), Some(game));
            assert_eq!(
                serde_json::to_string(&game).unwrap(),
                format!("\"{}\"", game.id())
            );
        }
        assert_eq!(GameKind::parse("chess"), None);
    }
}
