//! The seven anointings of Isaiah 11:2 for the Strongholds help: colour, symbol and anointing from the card
//! content's colour table (in Spanish, its words in [`crate::cards`]), the meaning from the help file.

use super::help_in;
use crate::{cards, Lang, LoadError};
use standfirm_engine::msg;
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

/// The seven anointings in the order of Isaiah 11:2, in English.
pub fn anointings() -> Result<Vec<Anointing>, LoadError> {
    anointings_in(Lang::English)
}

/// The seven anointings in the order of Isaiah 11:2, in `lang`.
pub fn anointings_in(lang: Lang) -> Result<Vec<Anointing>, LoadError> {
    let doc = help_in(GameKind::Strongholds, lang)?;
    if lang == Lang::Spanish {
        cards::spanish()?;
    }
    let table = content();
    Colour::ALL
        .iter()
        .map(|&colour| {
            let words = cards::colour(colour, lang);
            let meaning = doc.meanings.get(colour.code()).ok_or_else(|| {
                LoadError::new(
                    super::file_in(GameKind::Strongholds, lang),
                    msg!("no meaning for the colour {code}", code = colour.code()),
                )
            })?;
            Ok(Anointing {
                code: colour.code(),
                colour: words.name.to_string(),
                hex: table.colour(colour).hex.clone(),
                symbol: words.symbol.to_string(),
                anointing: words.anointing.to_string(),
                meaning: meaning.clone(),
            })
        })
        .collect()
}
