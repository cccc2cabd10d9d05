//! The content file (RULINGS 3D) loads and validates; each broken variant is refused with the right message.

use serde_json::Value;
use standfirm_engine::strongholds::content::{content, Content, ContentError, CONTENT_JSON};
use standfirm_engine::strongholds::{CardKind, Colour};
use std::collections::HashSet;

fn doc() -> Value {
    serde_json::from_str(CONTENT_JSON).unwrap()
}

fn cards(v: &mut Value) -> &mut Vec<Value> {
    v["cards"].as_array_mut().unwrap()
}

fn card<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    cards(v).iter_mut().find(|c| c["id"] == id).unwrap()
}

fn load(v: &Value) -> Result<Content, ContentError> {
    Content::load_str(&v.to_string())
}

#[test]
fn sh_1_1_embedded_content_loads_with_the_3d_counts() {
    let c = content();
    assert_eq!(
        (c.growth.len(), c.strongholds.len(), c.truth.len()),
        (90, 15, 18)
    );
    let kind = |k: CardKind| c.cards.iter().filter(|x| x.kind == k).count();
    assert_eq!(
        [
            kind(CardKind::Anointing),
            kind(CardKind::Mentor),
            kind(CardKind::Trial),
            kind(CardKind::Assignment)
        ],
        [63, 7, 10, 10]
    );
    for colour in Colour::ALL {
        let n = c
            .cards
            .iter()
            .filter(|x| x.kind == CardKind::Anointing && x.colours == vec![colour])
            .count();
        assert_eq!(n, 9, "9 Anointing cards of {colour}");
        assert_eq!(c.colour(colour).code, colour.code());
    }
    let symbols: HashSet<&str> = c.colours.iter().map(|i| i.symbol.as_str()).collect();
    assert_eq!(symbols.len(), 7, "a distinct symbol per anointing");
    let ids: HashSet<&str> = c.cards.iter().map(|x| x.id.as_str()).collect();
    assert_eq!(ids.len(), 123);
}

#[test]
fn sh_2_1_every_stronghold_reachable_by_two_regular_truth_cards() {
    let c = content();
    for &s in &c.strongholds {
        let n = c
            .truth
            .iter()
            .filter(|t| !t.card().wildcard && t.card().defeats.contains(&s))
            .count();
        assert_eq!(n, 2, "{}", s.card().title);
    }
    let pride = c.cards.iter().find(|x| x.title == "Pride").unwrap();
    assert_eq!(pride.points, 7);
    let wild: Vec<_> = c.truth.iter().filter(|t| t.card().wildcard).collect();
    assert_eq!(wild.len(), 1);
    assert_eq!(wild[0].card().title, "Jesus is the Truth");
}

#[test]
fn seed_names_costs_and_symbols_are_kept() {
    let c = content();
    let find = |title: &str| c.cards.iter().find(|x| x.title == title).unwrap();
    use Colour::*;
    assert_eq!(
        find("No Condemnation in Christ").cost,
        vec![DarkBlue, Yellow, Green]
    );
    assert_eq!(
        find("God is Merciful and Gracious").cost,
        vec![DarkBlue, Red, Purple]
    );
    assert_eq!(
        find("Put to Death the Old Nature").cost,
        vec![LightBlue, Orange, Yellow, Purple]
    );
    assert_eq!(find("Shame").symbol.as_deref(), Some("Purple River"));
    assert_eq!(find("Lying").symbol.as_deref(), Some("Green Circle"));
    assert_eq!(find("King David").colours, vec![Red, LightBlue]);
    assert_eq!(find("Persecution").cost, vec![Green, Yellow, Purple]);
    assert_eq!(
        find("Give Bread to the Hungry").cost,
        vec![LightBlue, DarkBlue]
    );
}

#[test]
fn broken_content_is_refused_with_a_clear_message() {
    let expect = |v: Value, wanted: &str| {
        let err = load(&v).expect_err(wanted).to_string();
        assert!(err.contains(wanted), "expected \"{wanted}\" in \"{err}\"");
    };
    let mut v = doc();
    card(&mut v, "G-R2")["id"] = "G-R1".into();
    expect(v, "the card id \"G-R1\" is used twice");

    let mut v = doc();
    card(&mut v, "T01")["cost"][0] = "Pink".into();
    expect(v, "card T01: unknown colour \"Pink\"");

    let mut v = doc();
    cards(&mut v).retain(|c| c["id"] != "G-P9");
    expect(v, "the Growth deck has 89 cards; it must have 90");

    let mut v = doc();
    cards(&mut v).retain(|c| c["id"] != "S15");
    expect(v, "the Stronghold deck has 14 cards");

    let mut v = doc();
    card(&mut v, "TR01")["cost"] = serde_json::json!([]);
    expect(v, "card TR01: its cost is empty");

    let mut v = doc();
    card(&mut v, "T02")["symbols"][0] = "Blue Moon".into();
    expect(
        v,
        "card T02: the symbol \"Blue Moon\" is not on any Stronghold",
    );

    let mut v = doc();
    card(&mut v, "T15")["symbols"] = serde_json::json!(["Gold Crown"]);
    expect(
        v,
        "the Stronghold Greed can be defeated by only 1 regular Truth card(s)",
    );

    let mut v = doc();
    card(&mut v, "M1")["kind"] = "angel".into();
    expect(v, "card M1: unknown kind \"angel\"");

    let mut v = doc();
    card(&mut v, "M2")["colours"] = serde_json::json!(["LB"]);
    expect(v, "card M2: a Mentor has exactly two different colours");

    let mut v = doc();
    v["colours"][6]["symbol"] = "flame".into();
    expect(v, "the symbol \"flame\" is used twice");

    let mut v = doc();
    v["colours"].as_array_mut().unwrap().pop();
    expect(v, "the colour table is wrong: Purple is missing");

    assert!(matches!(
        Content::load_str("{ not json"),
        Err(ContentError::Json(_))
    ));
}

#[test]
fn content_dump_lists_every_card_with_its_fields() {
    let dump = content().to_json();
    let cards = dump["cards"].as_array().unwrap();
    assert_eq!(cards.len(), 123);
    let t01 = cards.iter().find(|c| c["id"] == "T01").unwrap();
    assert_eq!(t01["kind"], "truth");
    assert_eq!(t01["cost"], serde_json::json!(["DB", "Y", "G"]));
    assert_eq!(t01["reference"], "Romans 8:1");
}
