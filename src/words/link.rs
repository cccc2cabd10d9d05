//! Links to a deal: `#armor-of-god/929369` after the app's address opens New game of that deal, so a deal can
//! be shared as a link (the web build; the same words on every platform); and links to an online table:
//! `#table/ABC234` opens Join with that code on the server the app was served from, `#table/ABC234/SERVER`
//! on another server (`#table/ABC234/https://tables.example.org`).

use super::deal::parse_deal;
use standfirm_engine::GameKind;

/// A link to `deal` of `game` from the app's address `base` (any `#…` of it replaced):
/// `…/standfirm/#armor-of-god/929369`.
#[cfg(any(target_arch = "wasm32", test))]
pub fn deal_link(base: &str, game: GameKind, deal: u64) -> String {
    let base = base.split('#').next().unwrap_or(base);
    format!("{base}#{}/{deal}", game.id())
}

/// What a link asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Link {
    /// New game of this deal.
    Deal(GameKind, u64),
    /// Join the online table of this code, on this server (none: the page's own).
    Table {
        /// The join code (normalised).
        code: String,
        /// The table server's address, when it is not the page's.
        server: Option<String>,
    },
}

/// A link to the online table of `code` from the app's address `base` (any `#…` of it replaced): the server
/// is named unless it is `base`'s own origin (`server` = `None`).
pub fn table_link(base: &str, code: &str, server: Option<&str>) -> String {
    let base = base.split('#').next().unwrap_or(base);
    match server {
        Some(server) => format!("{base}#table/{code}/{server}"),
        None => format!("{base}#table/{code}"),
    }
}

/// What a link's fragment (with or without its `#`) asks for: `Ok(None)` when it asks for nothing (empty), a
/// deal (`armor-of-god/929369`), a table (`table/ABC234`), or a plain sentence saying why it cannot be opened.
pub fn parse_fragment(fragment: &str) -> Result<Option<Link>, String> {
    let fragment = fragment.trim().trim_start_matches('#').trim_matches('/');
    if fragment.is_empty() {
        return Ok(None);
    }
    if let Some(rest) = fragment.strip_prefix("table/") {
        let (code, server) = match rest.split_once('/') {
            Some((code, server)) => (code, Some(server.trim().to_string())),
            None => (rest, None),
        };
        return match standfirm_protocol::normalise_code(code) {
            Some(code) => Ok(Some(Link::Table {
                code,
                server: server.filter(|s| !s.is_empty()),
            })),
            None => Err(super::tr::tr!(
                "That link does not name a table (“#{fragment}”). A table's code has six letters and digits, like ABC234.",
                fragment = fragment
            )),
        };
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
        Ok(Some(deal)) => Ok(Some(Link::Deal(game, deal))),
        Ok(None) | Err(_) => Err(bad()),
    }
}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
