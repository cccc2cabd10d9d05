//! Unit tests of `motion`.

use super::*;

#[test]
fn an_undo_flies_the_cards_back_in_reverse_order() {
    let c = |t: &str| t.parse::<Card>().unwrap();
    let flights = vec![
        FlightSpec::new(c("6H"), "hand:1", "slot:belt", 0.0),
        FlightSpec::new(c("6H"), "slot:belt", "discard", 1.0),
    ];
    let back = reverse(&flights);
    assert_eq!(back[1].from, "discard");
    assert_eq!(back[1].step, 0.0);
    assert_eq!(back[0].to, "hand:1");
    assert_eq!(back[0].step, 1.0);
}
