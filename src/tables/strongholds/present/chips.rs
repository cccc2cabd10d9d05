//! Anointing chips: the colour and its symbol from the content's colour table (Isaiah 11:2), and the colour's
//! name in words, so that no chip is colour alone.

use crate::ui::AnointingSymbol;
use crate::ui::ChipData;
use slint::{Color, ModelRc, VecModel};
use standfirm_engine::strongholds::{content, Colour};

/// The colour of `hex` ("#D32F2F"); grey if the content ever held a bad one (it is validated at load).
fn parse_hex(hex: &str) -> Color {
    let value = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0x808080);
    Color::from_rgb_u8((value >> 16) as u8, (value >> 8) as u8, value as u8)
}

/// The drawn symbol named by the content's colour table (a crown for a name it does not know: the table is
/// validated at load).
fn symbol(name: &str) -> AnointingSymbol {
    match name {
        "flame" => AnointingSymbol::Flame,
        "lamp" => AnointingSymbol::Lamp,
        "sun" => AnointingSymbol::Sun,
        "staff" => AnointingSymbol::Staff,
        "shield" => AnointingSymbol::Shield,
        "book" => AnointingSymbol::Book,
        _ => AnointingSymbol::Crown,
    }
}

/// A chip of `colour`; `count` is a pile's size (-1 when the chip is not a pile).
pub fn chip(colour: Colour, count: i32, dim: bool) -> ChipData {
    let info = content().colour(colour);
    let fill = parse_hex(&info.hex);
    // Dark ink on the light colours, white on the others (contrast at least 4.5:1).
    let light = matches!(colour, Colour::Yellow | Colour::LightBlue | Colour::Orange);
    let ink = if light {
        Color::from_rgb_u8(0x1B, 0x1B, 0x1F)
    } else {
        Color::from_rgb_u8(0xFF, 0xFF, 0xFF)
    };
    let label = if count >= 0 {
        format!(
            "{} ({}), {}: {count}",
            crate::words::sh::colour(colour),
            crate::words::sh::anointing(colour),
            crate::words::sh::colour_symbol(colour)
        )
    } else {
        format!(
            "{} ({}), {}",
            crate::words::sh::colour(colour),
            crate::words::sh::anointing(colour),
            crate::words::sh::colour_symbol(colour)
        )
    };
    ChipData {
        code: colour.code().into(),
        name: crate::words::sh::colour(colour).into(),
        symbol: symbol(&info.symbol),
        fill,
        ink,
        count,
        dim,
        label: label.into(),
    }
}

/// A cost as small chips.
pub fn cost(colours: &[Colour]) -> ModelRc<ChipData> {
    model(colours.iter().map(|&c| chip(c, -1, false)).collect())
}

/// A Slint model of chips.
pub fn model(chips: Vec<ChipData>) -> ModelRc<ChipData> {
    ModelRc::new(VecModel::from(chips))
}

#[cfg(test)]
#[path = "chips_tests.rs"]
mod tests;
