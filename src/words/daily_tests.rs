//! Unit tests of `daily`.

use super::*;

#[test]
fn a_date_reads_as_a_weekday_a_day_and_a_month() {
    let date = standfirm_store::parse_date("2026-12-02").unwrap();
    assert_eq!(date_words(date), "Wednesday 2 December");
    let date = standfirm_store::parse_date("2027-01-31").unwrap();
    assert_eq!(date_words(date), "Sunday 31 January");
}

#[test]
fn the_streak_is_worded_kindly() {
    assert_eq!(
        streak_words(Streak::RestingToday { days: 5 }, 5),
        "Daily streak: 5 days. Your streak rests today if you need it to."
    );
    assert_eq!(
        streak_words(Streak::Active { days: 1 }, 9),
        "Daily streak: 1 day. Today's deal is done — well played. Best: 9 days."
    );
    assert!(streak_words(Streak::None, 0).starts_with("Finish a daily deal"));
    for words in [
        streak_words(Streak::None, 3),
        streak_words(Streak::ContinuesToday { days: 4 }, 4),
    ] {
        for harsh in ["lost your", "broke", "failed", "missed"] {
            assert!(!words.to_lowercase().contains(harsh), "{words}");
        }
    }
}

#[test]
fn a_date_reads_in_spanish_with_its_year() {
    crate::words::tr::set_rust_lang(Lang::Spanish);
    let date = standfirm_store::parse_date("2026-12-01").unwrap();
    let words = date_words(date);
    let streak = streak_words(Streak::Active { days: 1 }, 9);
    crate::words::tr::set_rust_lang(Lang::English);
    assert_eq!(words, "martes, 1 de diciembre de 2026");
    assert_eq!(
        streak,
        "Racha diaria: 1 día. El reparto de hoy está hecho: ¡bien jugado! Mejor: 9 días."
    );
}
