//! Unit tests of `charts`.

use super::*;
use standfirm_engine::GameKind;

#[test]
fn a_charts_sentence_says_its_bars_numbers() {
    let counts = vec![
        ("1".to_string(), 2),
        ("2".to_string(), 0),
        ("4".to_string(), 1),
    ];
    let b = bars(&counts);
    assert_eq!(b[0].fraction, 1.0);
    assert_eq!(b[1].count, 0);
    assert_eq!(b[2].fraction, 0.5);
    assert_eq!(
        sentence("Rounds reached", &counts, |l| format!("round {l}")),
        "Rounds reached: round 1, 2 games; round 2, 0 games; round 4, 1 game."
    );
}

#[test]
fn a_win_rate_reads_the_same_in_words_and_sentence() {
    let w = WinRate {
        game: GameKind::PipArmor,
        variant: "standard".into(),
        variant_text: "Standard".into(),
        played: 3,
        won: 2,
        rate: 2.0 / 3.0,
    };
    assert_eq!(
        win_rate_words(&w),
        (
            "Won 2 of 3 · 67%".to_string(),
            "Win rate 67%: 2 won of 3 games.".to_string()
        )
    );
}
