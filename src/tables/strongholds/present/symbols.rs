//! The Stronghold symbols as the screens draw them: the content's symbol names ("Purple River") mapped, in one
//! place, to the `StrongholdSymbol` enum that picks the drawn art, and the symbols a Truth card shows.

use crate::ui::StrongholdSymbol;
use crate::ui::SymbolData;
use slint::{ModelRc, VecModel};
use standfirm_engine::strongholds::CardId;

/// The accessible name of the mark of a Truth card that defeats any Stronghold.
pub fn any() -> String {
    crate::words::tr::tr!("Any Stronghold")
}

/// The drawn symbol of a Stronghold's symbol name (case and spaces as the content has them or not: "Dark-Blue
/// Storm Cloud", "dark-blue storm cloud"). `None` draws nothing for a name the app has no picture for (the
/// content is validated at load, so only a new card could bring one); its name still shows in words.
pub fn symbol(name: &str) -> StrongholdSymbol {
    let id = name.trim().to_lowercase().replace(' ', "-");
    match id.as_str() {
        "purple-river" => StrongholdSymbol::PurpleRiver,
        "green-circle" => StrongholdSymbol::GreenCircle,
        "red-flame" => StrongholdSymbol::RedFlame,
        "orange-eye" => StrongholdSymbol::OrangeEye,
        "dark-blue-storm-cloud" => StrongholdSymbol::DarkBlueStormCloud,
        "gold-crown" => StrongholdSymbol::GoldCrown,
        "yellow-broken-heart" => StrongholdSymbol::YellowBrokenHeart,
        "grey-chain" => StrongholdSymbol::GreyChain,
        "pink-hook" => StrongholdSymbol::PinkHook,
        "gold-coin" => StrongholdSymbol::GoldCoin,
        "green-thorn" => StrongholdSymbol::GreenThorn,
        "brown-root" => StrongholdSymbol::BrownRoot,
        "black-shackle" => StrongholdSymbol::BlackShackle,
        "grey-pit" => StrongholdSymbol::GreyPit,
        "light-blue-wave" => StrongholdSymbol::LightBlueWave,
        _ => StrongholdSymbol::None,
    }
}

/// A Stronghold's symbol with its words: the symbol's name, and the Stronghold's title beside it.
pub fn of_stronghold(stronghold: CardId) -> SymbolData {
    let card = stronghold.card();
    let name = card.symbol.clone().unwrap_or_default();
    SymbolData {
        symbol: symbol(&name),
        name: crate::words::sh::symbol(&name).into(),
        caption: crate::words::sh::title(card).into(),
    }
}

/// The symbols a Truth card shows: each Stronghold it defeats, or the one mark of any Stronghold.
pub fn of_truth(truth: CardId) -> Vec<SymbolData> {
    let card = truth.card();
    if card.wildcard {
        return vec![SymbolData {
            symbol: StrongholdSymbol::Any,
            name: any().into(),
            caption: crate::words::tr::tr!("any Stronghold").into(),
        }];
    }
    card.defeats.iter().map(|&s| of_stronghold(s)).collect()
}

/// A Slint model of symbols.
pub fn model(symbols: Vec<SymbolData>) -> ModelRc<SymbolData> {
    ModelRc::new(VecModel::from(symbols))
}

#[cfg(test)]
#[path = "symbols_tests.rs"]
mod tests;
