//! The gentle daily streak as tables: rest days, two missed days in a week, time-zone jumps of ±14 hours, a date
//! going backwards, and a deal finished after midnight.

mod common;

use common::{Policy, TempDir};
use jiff::tz::{Offset, TimeZone};
use jiff::Timestamp;
use standfirm_engine::GameKind;
use standfirm_store::daily::{best_streak, streak, streak_of, Streak};
use standfirm_store::{parse_date, Date, GameResult, Outcome, SaveFile, Store};
use std::collections::BTreeSet;

/// Days of December 2026 as dates.
fn dec(days: &[i8]) -> BTreeSet<Date> {
    days.iter().map(|&d| Date::constant(2026, 12, d)).collect()
}

#[test]
fn streak_table() {
    use Streak::*;
    let today = |d: i8| Date::constant(2026, 12, d);
    #[rustfmt::skip]
    let table: &[(&str, &[i8], i8, Streak)] = &[
        ("nothing played", &[], 10, None),
        ("played today only", &[10], 10, Active { days: 1 }),
        ("five days in a row", &[6, 7, 8, 9, 10], 10, Active { days: 5 }),
        ("yesterday played: today may rest", &[7, 8, 9], 10, RestingToday { days: 3 }),
        ("one rest day keeps it", &[1, 2, 3, 5, 6, 7], 7, Active { days: 6 }),
        ("a rest day every week keeps it", &[1, 2, 4, 5, 6, 7, 8, 9, 11, 12], 12, Active { days: 10 }),
        ("two missed days in a row break it", &[1, 2, 3, 6, 7], 7, Active { days: 2 }),
        ("two missed days in one week break it", &[1, 2, 4, 6, 7], 7, Active { days: 2 }),
        ("two missed days a week apart do not", &[1, 3, 4, 5, 6, 7, 8, 10], 10, Active { days: 8 }),
        ("two rest days in one week by today end it", &[5, 6, 7, 9], 11, None),
        ("rested yesterday, today still open", &[5, 6, 7, 8], 10, ContinuesToday { days: 4 }),
        ("a rest this week: today must not rest", &[3, 5, 6, 7], 8, ContinuesToday { days: 4 }),
        ("the rest a week ago: today may rest", &[1, 3, 4, 5, 6, 7, 8], 9, RestingToday { days: 7 }),
        ("two days missed before today", &[5, 6, 7], 10, None),
        ("a date going backwards keeps the streak", &[6, 7, 8, 9, 10], 8, Active { days: 5 }),
        ("a clock far in the past keeps the streak", &[8, 9, 10], 1, Active { days: 3 }),
    ];
    for (what, days, on, expected) in table {
        assert_eq!(streak_of(&dec(days), today(*on)), *expected, "{what}");
    }
}

#[test]
fn the_best_streak_is_the_longest_run_of_days_played() {
    let dir = TempDir::new("streak-best");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    let days = [1, 2, 3, 5, 6, 7, 8, 20, 21];
    for (i, d) in days.iter().enumerate() {
        book.record(&daily_result(&format!("g{i}"), *d, *d, Outcome::Lost))
            .unwrap();
    }
    assert_eq!(
        best_streak(book.statistics()),
        7,
        "lost days count: faithfulness, not winning"
    );
    assert_eq!(
        streak(book.statistics(), Date::constant(2026, 12, 21)),
        Streak::Active { days: 2 }
    );
}

/// A daily result of Armor of God for December `daily`, counted on December `counted`.
fn daily_result(id: &str, daily: i8, counted: i8, outcome: Outcome) -> GameResult {
    let day = Date::constant(2026, 12, daily);
    let save = SaveFile::new_daily(GameKind::ArmorOfGod, day).unwrap().0;
    GameResult {
        id: id.to_string(),
        outcome,
        date: Date::constant(2026, 12, counted),
        ..GameResult::abandoned(&save)
    }
}

#[test]
fn a_deal_finished_after_midnight_counts_for_the_day_it_started() {
    let dir = TempDir::new("streak-midnight");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    for (id, daily, counted) in [("a", 1, 1), ("b", 2, 3), ("c", 3, 3)] {
        book.record(&daily_result(id, daily, counted, Outcome::Won))
            .unwrap();
    }
    let stats = book.statistics();
    assert!(stats
        .daily_result(GameKind::ArmorOfGod, Date::constant(2026, 12, 2))
        .is_some());
    assert_eq!(
        streak(stats, Date::constant(2026, 12, 3)),
        Streak::Active { days: 3 },
        "the 2nd's deal, finished on the 3rd, counts for the 2nd"
    );
}

#[test]
fn an_abandoned_daily_is_not_a_day_played() {
    let dir = TempDir::new("streak-abandoned");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    book.record(&daily_result("a", 1, 1, Outcome::Won)).unwrap();
    book.record(&daily_result("b", 2, 2, Outcome::Abandoned))
        .unwrap();
    assert_eq!(
        streak(book.statistics(), Date::constant(2026, 12, 3)),
        Streak::ContinuesToday { days: 1 }
    );
}

/// The local date of an instant at a fixed offset from UTC, in hours.
fn local(instant: &str, hours: i8) -> Date {
    let ts: Timestamp = instant.parse().unwrap();
    ts.to_zoned_datetime(TimeZone::fixed(Offset::constant(hours)))
        .date()
}

/// An instant (UTC) and the device's offset from UTC then, in hours.
type At = (&'static str, i8);

#[test]
fn time_zone_jumps_of_14_hours_never_take_a_streak_away() {
    // Each row: the instants (UTC) at which a daily deal was finished, with the device's offset then, and the
    // instant and offset of "now".
    #[rustfmt::skip]
    let table: &[(&str, &[At], At, u32)] = &[
        ("flying east to +14 skips a calendar day: a rest day",
         &[("2026-12-01T20:00:00Z", 0), ("2026-12-02T20:00:00Z", 14), ("2026-12-03T20:00:00Z", 14)],
         ("2026-12-03T21:00:00Z", 14), 3),
        ("flying west to -12 repeats a calendar day",
         &[("2026-12-01T22:00:00Z", 0), ("2026-12-02T10:00:00Z", -12), ("2026-12-03T10:00:00Z", -12)],
         ("2026-12-03T11:00:00Z", -12), 2),
        ("from +14 to -12 and back",
         &[("2026-12-01T08:00:00Z", 14), ("2026-12-02T08:00:00Z", -12), ("2026-12-02T20:00:00Z", 14)],
         ("2026-12-02T21:00:00Z", 14), 2),
        ("now 26 hours behind the last day played",
         &[("2026-12-01T12:00:00Z", 14), ("2026-12-02T12:00:00Z", 14)],
         ("2026-12-02T13:00:00Z", -12), 2),
    ];
    for (what, plays, (now, offset), days) in table {
        let played: BTreeSet<Date> = plays.iter().map(|(t, o)| local(t, *o)).collect();
        let before = played.iter().next_back().copied().unwrap();
        let s = streak_of(&played, local(now, *offset));
        assert_eq!(s.days(), *days, "{what}: {s:?}");
        assert_ne!(s, Streak::None, "{what}");
        // Counting with "today" as the last day played gives the same streak: a jump changes nothing.
        assert_eq!(streak_of(&played, before).days(), *days, "{what}");
    }
}

#[test]
fn a_real_finished_daily_counts_for_its_date() {
    let dir = TempDir::new("streak-real");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    let day = parse_date("2026-12-01").unwrap();
    let (mut save, mut state) = SaveFile::new_daily(GameKind::ArmorOfGod, day).unwrap();
    let mut bots = common::Bots::new(Policy::Greedy, 1);
    while let Some(action) = bots.choose(&state) {
        let revealed = state.apply(&action).unwrap();
        save.push(action, revealed, &state);
    }
    let result = GameResult::of(&save, &state).expect("played to the end");
    assert_eq!(result.daily, Some(day));
    assert!(book.record(&result).unwrap());
    assert_eq!(streak(book.statistics(), day).days(), 1);
}
