//! Links to a deal: `#armor-of-god/929369` after the app's address opens New game of that deal, so a deal can
//! be shared as a link (the web build; the same words on every platform).

use super::deal::parse_deal;
use standfirm_engine::GameKind;

/// A link to `deal` of `game` from the app's address `base` (any `#…` of it replaced):
/// `…/standfirm/#armor-of-god/929369`.
#[cfg(any(target_arch = "wasm32", test))]
pub fn deal_link(base: &str, game: GameKind, deal: u64) -> String {
    let base = base.split('#').next().unwrap_or(base);
    format!("{base}#{}/{deal}", game.id())
}

/// What a link's fragment (with or without its `#`) asks for: `Ok(None)` when it asks for nothing (empty),
/// the game and deal of `armor-of-god/929369`, or a plain sentence saying why it cannot be opened.
pub fn parse_fragment(fragment: &str) -> Result<Option<(GameKind, u64)>, String> {
    let fragment = fragment.trim().trim_start_matches('#').trim_matches('/');
    if fragment.is_empty() {
        return Ok(None);
    }
    let bad = || {
        super::tr::tr!(
            "That link does not name a deal (“#{fragment}”). A link to a deal looks like #armor-of-god/929369.",
            fragment = fragment
        )
    };
    let (game, deal) = fragment.split_once('/').ok_or_else(bad)?;
    let game = GameKind::parse(game).ok_or_else(bad)?;
    match parse_deal(deal) {
        Ok(Some(deal)) => Ok(Some((game, deal))),
        Ok(None) | Err(_) => Err(bad()),
    }
}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
