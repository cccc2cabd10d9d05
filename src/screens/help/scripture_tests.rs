//! Unit tests of `scripture`.

use super::*;

#[test]
fn search_groups_matches_under_their_book() {
    let found = rows("sword");
    assert!(found.iter().any(|r| r.reference == "Ephesians 6:17"));
    assert!(
        found.first().is_some_and(|r| r.heading),
        "a book heading first"
    );
    assert!(rows("").len() > 100, "every verse");
}
