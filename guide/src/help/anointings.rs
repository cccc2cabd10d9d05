//! The seven anointings of Isaiah 11:2 for the Strongholds help: colour, symbol and anointing from the card
//! content's colour table, the meaning from the help file.

use super::help;
use crate::LoadError;
use standfirm_engine::strongholds::{content, Colour};
use standfirm_engine::GameKind;

/// The verse that names the seven anointings.
pub const VERSE: &str = "Isaiah 11:2";

/// One anointing, as the Strongholds help shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anointing {
    /// The colour's code in the content and the notation (`LB`).
    pub code: &'static str,
    /// The colour's name ("Light Blue").
    pub colour: String,
    /// The display colour, `#RRGGBB`.
    pub hex: String,
    /// The symbol drawn with the colour ("shield").
    pub symbol: String,
    /// The anointing ("Might").
    pub anointing: String,
    /// What the anointing means, in a sentence.
    pub meaning: String,
}

/// The seven anointings in the order of Isaiah 11:2.
pub fn anointings() -> Result<Vec<Anointing>, LoadError> {
    let doc = help(GameKind::Strongholds)?;
    let table = content();
    Colour::ALL
        .iter()
        .map(|&colour| {
            let info = table.colour(colour);
            let meaning = doc.meanings.get(colour.code()).ok_or_else(|| {
                LoadError::new(
                    GameKind::Strongholds.help_file(),
                    format!("no meaning for the colour {}", colour.code()),
                )
            })?;
            Ok(Anointing {
                code: colour.code(),
                colour: info.name.clone(),
                hex: info.hex.clone(),
                symbol: info.symbol.clone(),
                anointing: info.anointing.clone(),
                meaning: meaning.clone(),
            })
        })
        .collect()
}
