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

/// A graded game's record: `grade`, won or lost, of Armor of God at Hard A.
fn graded(id: &str, grade: standfirm_engine::grade::Grade, won: bool) -> standfirm_store::Record {
    standfirm_store::Record {
        id: id.into(),
        date: standfirm_store::Date::constant(2026, 12, 1),
        game: GameKind::ArmorOfGod,
        variant: "core/hard-a/ten".into(),
        variant_text: "Core Dart · Hard A · J Q K = 10".into(),
        outcome: if won {
            standfirm_store::Outcome::Won
        } else {
            standfirm_store::Outcome::Lost
        },
        round: Some(4),
        rating: None,
        daily: None,
        grade: Some(grade),
        chance: Some(0.5),
        seats: Vec::new(),
        winners: Vec::new(),
    }
}

#[test]
fn the_grades_chart_draws_played_and_won_per_grade_and_says_the_same() {
    use standfirm_engine::grade::Grade;
    let mut stats = Statistics::default();
    assert!(grades_chart(&stats, GameKind::ArmorOfGod, "core/hard-a/ten").is_none());
    stats.history = vec![
        graded("a", Grade::VeryHard, true),
        graded("b", Grade::VeryHard, false),
        graded("c", Grade::Gentle, true),
    ];
    assert!(
        grades_chart(&stats, GameKind::ArmorOfGod, "core/baseline/ten").is_none(),
        "another variant has no graded games"
    );
    let chart = grades_chart(&stats, GameKind::ArmorOfGod, "core/hard-a/ten").unwrap();
    assert_eq!(chart.title, "Won by grade");
    let seen: Vec<(String, i32, f32, String, f32)> = chart
        .bars
        .iter()
        .map(|b| {
            (
                b.label.to_string(),
                b.count,
                b.fraction,
                b.value.to_string(),
                b.part,
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            ("Easy".into(), 1, 0.5, "1 of 1".into(), 1.0),
            ("Medium".into(), 0, 0.0, "0 of 0".into(), 0.0),
            ("Hard".into(), 0, 0.0, "0 of 0".into(), 0.0),
            ("Very hard".into(), 2, 1.0, "1 of 2".into(), 0.5),
        ]
    );
    assert_eq!(
        chart.sentence,
        "Won by grade: Easy, won 1 of 1 game; Medium, won 0 of 0 games; Hard, won 0 of 0 games; \
         Very hard, won 1 of 2 games."
    );
}
