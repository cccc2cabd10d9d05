//! Unit tests of `recap`.

use super::*;
use standfirm_engine::strongholds::CardId;

#[test]
fn draws_are_counted_and_lines_name_the_seat() {
    let names = vec!["April".to_string(), "Steve".to_string()];
    let g = |t: &str| CardId::parse(t).unwrap();
    let events = vec![
        Event::GrowthDrawn {
            seat: 1,
            card: g("G-R1"),
        },
        Event::GrowthDrawn {
            seat: 1,
            card: g("G-O1"),
        },
        Event::TrialPlaced {
            seat: 1,
            card: g("TR01"),
        },
        Event::TruthDrawn { seat: 0 },
    ];
    let lines = describe(&events, &names);
    let log = Log::named(names.clone());
    let texts: Vec<String> = lines.iter().map(|l| log.text(l)).collect();
    assert_eq!(
        texts,
        vec![
            "Steve draws 2 Growth cards.",
            "Steve draws the Trial Unbelief.",
            "April draws a Truth card."
        ]
    );
    assert_eq!(lines[1].seat, Some(1));
    assert!(!lines[1].verse.is_empty(), "the Trial's verse");
    let mut log = Log::default();
    for l in lines {
        log.push_line(l);
    }
    let for_april = super::lines(&log, 0, 0);
    assert_eq!(for_april.len(), 2, "April reads what Steve did");
}
