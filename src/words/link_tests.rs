//! Unit tests of `link`.

use super::*;

#[test]
fn a_deal_link_names_the_game_and_the_deal_and_reads_back() {
    let link = deal_link(
        "https://example.org/standfirm/#pip-armor/1",
        GameKind::PipArmor,
        42,
    );
    assert_eq!(link, "https://example.org/standfirm/#pip-armor/42");
    for game in GameKind::ALL {
        let link = deal_link("http://127.0.0.1:8000/standfirm/", game, 7);
        let fragment = link.split_once('#').map(|(_, f)| f).unwrap();
        assert_eq!(parse_fragment(fragment), Ok(Some(Link::Deal(game, 7))));
    }
    assert_eq!(
        parse_fragment("armor-of-god/929369/"),
        Ok(Some(Link::Deal(GameKind::ArmorOfGod, 929369)))
    );
}

#[test]
fn an_empty_fragment_asks_for_nothing_and_a_bad_one_says_why() {
    assert_eq!(parse_fragment(""), Ok(None));
    assert_eq!(parse_fragment("#"), Ok(None));
    for bad in [
        "#chess/12",
        "#armor-of-god",
        "#armor-of-god/",
        "#armor-of-god/12x",
        "#/12",
    ] {
        let why = parse_fragment(bad).expect_err(bad);
        assert!(why.contains("#armor-of-god/929369"), "{bad}: {why}");
    }
}

#[test]
fn a_table_link_names_its_code_and_its_server_when_another() {
    let here = table_link("http://192.168.1.20:8480/#home", "ABC234", None);
    assert_eq!(here, "http://192.168.1.20:8480/#table/ABC234");
    assert_eq!(
        parse_fragment("#table/abc-234"),
        Ok(Some(Link::Table {
            code: "ABC234".into(),
            server: None
        }))
    );
    let there = table_link(
        "https://example.org/standfirm/",
        "ABC234",
        Some("https://tables.example.org"),
    );
    let fragment = there.split_once('#').map(|(_, f)| f).unwrap();
    assert_eq!(
        parse_fragment(fragment),
        Ok(Some(Link::Table {
            code: "ABC234".into(),
            server: Some("https://tables.example.org".into())
        }))
    );
    let why = parse_fragment("#table/ABC").expect_err("a short code");
    assert!(why.contains("ABC234"), "{why}");
}
