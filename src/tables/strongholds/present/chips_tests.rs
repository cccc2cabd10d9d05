//! Unit tests of `chips`.

use super::*;

#[test]
fn every_chip_has_its_name_and_symbol() {
    for colour in Colour::ALL {
        let c = chip(colour, 2, false);
        assert_eq!(c.name.as_str(), colour.name());
        let name = &content().colour(colour).symbol;
        assert!(
            name == "crown" || c.symbol != AnointingSymbol::Crown,
            "{name}"
        );
        assert!(c.label.contains(colour.name()) && c.label.ends_with(": 2"));
    }
    assert_eq!(parse_hex("#D32F2F"), Color::from_rgb_u8(0xD3, 0x2F, 0x2F));
}
