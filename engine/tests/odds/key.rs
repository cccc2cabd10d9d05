//! The key of an estimate: made from the seat's view alone, so the same screen keys the same playouts, and
//! any change on the screen keys others.

use standfirm_engine::armor_of_god as aog;
use standfirm_engine::odds::{position_key, view_key};
use standfirm_engine::strongholds as sh;

#[test]
fn the_key_is_fnv_1a_of_the_views_json() {
    // FNV-1a over the bytes of `{"a":1}`: the offset basis, then xor and multiply by the prime per byte.
    let by_hand = br#"{"a":1}"#.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    assert_eq!(view_key(&serde_json::json!({ "a": 1 })), by_hand);
    assert_ne!(
        view_key(&serde_json::json!({ "a": 1 })),
        view_key(&serde_json::json!({ "a": 2 })),
        "another screen, other playouts"
    );
}

#[test]
fn a_position_is_keyed_by_its_seats_view_and_differs_by_seat_and_move() {
    let mut s = aog::State::new(aog::Options::default(), 7);
    let before = position_key(&s, 0);
    assert_eq!(before, view_key(&s.view()));
    let action = aog::bots::greedy_action(&s).expect("a move");
    s.apply(&action).unwrap();
    assert_ne!(position_key(&s, 0), before, "a move changes the key");

    let t = sh::State::new(sh::Options::new(3), 4, 0).unwrap();
    let keys: Vec<u64> = (0..3).map(|seat| position_key(&t, seat)).collect();
    for seat in 0..3u8 {
        assert_eq!(keys[usize::from(seat)], view_key(&t.view(seat)));
    }
    assert!(
        keys[0] != keys[1] && keys[1] != keys[2] && keys[0] != keys[2],
        "each seat sees its own hand: {keys:?}"
    );
}
