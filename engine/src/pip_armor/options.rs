//! The variants of PIP Armor.

use serde::{Deserialize, Serialize};

/// Game options. Every field defaults to the printed rules.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Learning Mode: Strengthened Defense (PIP-9): a successful Response restores 1 pip to its own piece.
    pub learning: bool,
}
