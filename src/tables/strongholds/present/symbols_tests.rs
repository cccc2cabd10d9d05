//! Unit tests of `symbols`.

use super::*;
use standfirm_engine::strongholds::content;
use std::collections::HashSet;

#[test]
fn every_content_symbol_maps_to_its_own_drawn_symbol() {
    let strongholds = &content().strongholds;
    assert_eq!(strongholds.len(), 15);
    let mut seen = HashSet::new();
    for &s in strongholds {
        let name = s.card().symbol.clone().unwrap_or_default();
        let drawn = symbol(&name);
        assert!(
            !matches!(drawn, StrongholdSymbol::None | StrongholdSymbol::Any),
            "{name} has a picture"
        );
        assert!(seen.insert(format!("{drawn:?}")), "{name} is drawn alone");
    }
}

/// A Truth card's defeats row and the Stronghold card it defeats show the same drawn symbol and the same
/// symbol name, for every Truth in the content: a match on the table is a match in the rules.
#[test]
fn a_truth_card_shows_the_symbol_of_each_stronghold_it_defeats() {
    let all = &content().strongholds;
    for &truth in &content().truth {
        let card = truth.card();
        let shows = of_truth(truth);
        if card.wildcard {
            assert_eq!(shows.len(), 1);
            assert_eq!(shows[0].symbol, StrongholdSymbol::Any);
            assert_eq!(shows[0].name.as_str(), any());
            continue;
        }
        // Exactly the Strongholds it can defeat, each as its own card shows it.
        let defeated: Vec<CardId> = all
            .iter()
            .copied()
            .filter(|&s| card.can_defeat(s))
            .collect();
        assert_eq!(shows.len(), defeated.len(), "{}", card.title);
        for s in defeated {
            let on_table = super::super::table::stronghold(0, Some(s), false, false);
            let shown = shows
                .iter()
                .find(|d| d.caption == on_table.title)
                .unwrap_or_else(|| panic!("{} shows {}", card.title, on_table.title));
            assert_eq!(
                shown.symbol, on_table.icon,
                "{} / {}",
                card.title, on_table.title
            );
            assert_eq!(
                shown.name, on_table.symbol,
                "{} / {}",
                card.title, on_table.title
            );
            assert_ne!(shown.symbol, StrongholdSymbol::None);
        }
        // And the names printed on the Truth card itself.
        let mut printed: Vec<String> = card.symbols.iter().map(|n| n.to_lowercase()).collect();
        let mut named: Vec<String> = shows.iter().map(|s| s.name.to_lowercase()).collect();
        printed.sort();
        named.sort();
        assert_eq!(printed, named, "{}", card.title);
    }
}

#[test]
fn every_shape_name_tells_its_symbol_apart() {
    let shape = crate::words::sh::shape;
    let shapes: HashSet<String> = content()
        .strongholds
        .iter()
        .map(|s| shape(s.card().symbol.as_deref().unwrap_or_default()))
        .collect();
    assert_eq!(shapes.len(), 15);
    assert_eq!(shape("Dark-Blue Storm Cloud"), "Storm Cloud");
    assert_eq!(shape("Purple River"), "River");
    assert_eq!(shape("Pit"), "Pit");
}

#[test]
fn an_unknown_symbol_draws_nothing_and_does_not_panic() {
    assert_eq!(symbol("Blue Moon"), StrongholdSymbol::None);
    assert_eq!(symbol(""), StrongholdSymbol::None);
    assert_eq!(
        symbol(" dark-blue storm cloud "),
        StrongholdSymbol::DarkBlueStormCloud
    );
}
