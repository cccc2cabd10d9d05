//! The statistics' history: an old `stats.json` keeps its totals, every counted game is recorded, a daily deal
//! counts once for its date, the daily status, the figures of the Statistics screen, and the CSV export.

mod common;

use common::{play, Policy, TempDir};
use serde_json::json;
use standfirm_engine::pip_armor::Rating;
use standfirm_engine::GameKind;
use standfirm_store::daily::{daily_deals, daily_status};
use standfirm_store::figures::{calendar, days_played, ratings, rounds_reached, win_rates};
use standfirm_store::{
    history_csv, DailyStatus, Date, GameResult, Outcome, SaveFile, Seat, Store, HISTORY_CSV_HEADER,
};

const CORE: &str = "core/baseline/ten";

fn dec(day: i8) -> Date {
    Date::constant(2026, 12, day)
}

/// A result of game `game` with `id`, counted on December `day`.
fn result(game: GameKind, id: &str, day: i8, outcome: Outcome) -> GameResult {
    let setup = match game {
        GameKind::ArmorOfGod => common::aog(1, Default::default()),
        GameKind::PipArmor => common::pip(1, false),
        GameKind::Strongholds => common::strongholds(1, 3, false),
    };
    let save = play(setup, Policy::Random, 0).0;
    GameResult {
        id: id.to_string(),
        outcome,
        date: dec(day),
        ..GameResult::abandoned(&save)
    }
}

/// The daily deal of `game` on December `daily`, finished with `outcome` on December `counted`.
fn daily(game: GameKind, id: &str, daily: i8, counted: i8, outcome: Outcome) -> GameResult {
    let save = SaveFile::new_daily(game, dec(daily)).unwrap().0;
    GameResult {
        id: id.to_string(),
        outcome,
        date: dec(counted),
        ..GameResult::abandoned(&save)
    }
}

#[test]
fn an_old_statistics_file_loads_and_keeps_its_totals() {
    let dir = TempDir::new("history-old");
    let store = Store::open(dir.path()).unwrap();
    // stats.json as written before the history began: totals and counted ids only.
    let old = json!({
        "games": {
            "armor-of-god": {
                CORE: {
                    "variant": "Core Dart · Baseline · J Q K = 10",
                    "played": 5, "won": 3, "lost": 2, "abandoned": 1, "practice": 0,
                    "current_streak": 1, "longest_streak": 2, "best_rating": null,
                    "victory_rounds": {"4": 3}, "players": {}, "tables": {}, "levels": {}
                }
            }
        },
        "counted": ["a", "b", "c", "d", "e"]
    });
    std::fs::write(dir.path().join("stats.json"), old.to_string()).unwrap();
    let mut book = store.stats();
    assert_eq!(book.problem(), None);
    assert!(book.statistics().history.is_empty());
    assert!(
        !book
            .record(&result(GameKind::ArmorOfGod, "c", 1, Outcome::Won))
            .unwrap(),
        "counted before"
    );
    assert!(book
        .record(&result(GameKind::ArmorOfGod, "f", 1, Outcome::Won))
        .unwrap());

    let stats = store.stats().statistics().clone();
    let v = stats.variant(GameKind::ArmorOfGod, CORE).unwrap();
    assert_eq!(
        (v.played, v.won, v.lost, v.abandoned),
        (6, 4, 2, 1),
        "the old totals and the new game"
    );
    assert_eq!(v.victory_rounds.get(&4), Some(&3));
    assert_eq!(
        stats.history.len(),
        1,
        "the history starts with the first game counted now"
    );
    let rates = win_rates(&stats);
    assert_eq!(rates.len(), 1);
    assert_eq!((rates[0].played, rates[0].won), (6, 4));
    assert!((rates[0].rate - 4.0 / 6.0).abs() < 1e-12);
    assert_eq!(rates[0].variant_text, "Core Dart · Baseline · J Q K = 10");
}

#[test]
fn every_counted_game_is_recorded_once() {
    let dir = TempDir::new("history-records");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    let sh = GameResult {
        winners: vec!["Steve".into()],
        ..result(GameKind::Strongholds, "s", 3, Outcome::Lost)
    };
    book.record(&sh).unwrap();
    book.record(&sh).unwrap();
    let stats = store.stats().statistics().clone();
    assert_eq!(stats.history.len(), 1);
    let r = &stats.history[0];
    assert_eq!(
        (r.id.as_str(), r.date, r.game, r.outcome),
        ("s", dec(3), GameKind::Strongholds, Outcome::Lost)
    );
    assert_eq!(r.variant, "3p");
    assert_eq!(
        r.seats[1],
        Seat::bot("Steve", standfirm_engine::strongholds::Level::Steady)
    );
    assert_eq!(r.winners, ["Steve"]);
    assert_eq!(r.daily, None);
}

#[test]
fn a_daily_counts_once_for_its_date() {
    let dir = TempDir::new("history-daily");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    let aog = GameKind::ArmorOfGod;
    book.record(&daily(aog, "abandoned", 1, 1, Outcome::Abandoned))
        .unwrap();
    assert_eq!(
        book.statistics().daily_result(aog, dec(1)),
        None,
        "abandoned is not finished"
    );
    book.record(&daily(aog, "first", 1, 1, Outcome::Lost))
        .unwrap();
    book.record(&daily(aog, "replay", 1, 1, Outcome::Won))
        .unwrap();
    let stats = store.stats().statistics().clone();
    let kept = stats.daily_result(aog, dec(1)).unwrap();
    assert_eq!(
        (kept.id.as_str(), kept.outcome),
        ("first", Outcome::Lost),
        "the first finished result"
    );
    let replay = stats.history.iter().find(|r| r.id == "replay").unwrap();
    assert_eq!(replay.daily, None, "a replay is an ordinary game");
    assert_eq!(daily_status(&stats, aog, dec(1), []), DailyStatus::Lost);
    assert_eq!(
        stats.variant(aog, CORE).map(|v| (v.played, v.won)),
        Some((3, 1)),
        "every game still counts in the totals"
    );
}

#[test]
fn the_daily_status_follows_the_saves_and_the_history() {
    let dir = TempDir::new("history-status");
    let store = Store::open(dir.path()).unwrap();
    let pip = GameKind::PipArmor;
    let today = dec(2);
    let book = store.stats();
    assert_eq!(
        daily_status(book.statistics(), pip, today, []),
        DailyStatus::NotStarted
    );

    let (save, _) = SaveFile::new_daily(pip, today).unwrap();
    let yesterday = SaveFile::new_daily(pip, dec(1)).unwrap().0;
    let other_game = SaveFile::new_daily(GameKind::ArmorOfGod, today).unwrap().0;
    store.write(&save).unwrap();
    let saves: Vec<SaveFile> = store
        .list()
        .into_iter()
        .filter_map(|e| e.save.ok())
        .collect();
    assert_eq!(
        daily_status(book.statistics(), pip, today, &saves),
        DailyStatus::InProgress {
            file: save.file_name()
        }
    );
    assert_eq!(
        daily_status(book.statistics(), pip, today, [&yesterday, &other_game]),
        DailyStatus::NotStarted,
        "another day's or another game's daily"
    );

    let mut finished = save.clone();
    finished.summary.status = standfirm_store::SummaryStatus::Won;
    assert_eq!(
        daily_status(book.statistics(), pip, today, [&finished]),
        DailyStatus::Won,
        "a finished save not yet counted"
    );

    let row = daily_deals(book.statistics(), today, &[&save]);
    assert_eq!(
        row.iter().map(|d| (d.game, d.deal)).collect::<Vec<_>>(),
        [
            (GameKind::ArmorOfGod, 352_127),
            (GameKind::PipArmor, 232_483)
        ],
        "Home's row: each solo game's deal of the day"
    );
    assert!(
        row.iter()
            .all(|d| d.graded.deal == d.deal
                && d.graded.grade == standfirm_engine::grade::Grade::Steady),
        "a Wednesday's deals are Steady"
    );
    assert_eq!(row[0].status, DailyStatus::NotStarted);
    assert_eq!(
        row[1].status,
        DailyStatus::InProgress {
            file: save.file_name()
        }
    );

    let mut book = store.stats();
    book.record(&daily(pip, "done", 2, 3, Outcome::PracticeComplete))
        .unwrap();
    assert_eq!(
        daily_status(book.statistics(), pip, today, &saves),
        DailyStatus::PracticeComplete,
        "the history wins over a save still in progress (a copy)"
    );
}

#[test]
fn the_figures_come_from_the_history() {
    let dir = TempDir::new("history-figures");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    let aog = |id: &str, day: i8, outcome: Outcome, round: u32| GameResult {
        round: Some(round),
        ..result(GameKind::ArmorOfGod, id, day, outcome)
    };
    let pip = |id: &str, day: i8, outcome: Outcome, rating: Option<Rating>| GameResult {
        rating,
        ..result(GameKind::PipArmor, id, day, outcome)
    };
    for r in [
        aog("a1", 1, Outcome::Lost, 2),
        aog("a2", 1, Outcome::Lost, 2),
        aog("a3", 7, Outcome::Won, 4),
        aog("a4", 9, Outcome::Abandoned, 1),
        pip("p1", 9, Outcome::Won, Some(Rating::Unshaken)),
        pip("p2", 10, Outcome::Won, Some(Rating::StandingFirm)),
        pip("p3", 10, Outcome::Won, Some(Rating::Unshaken)),
        pip("p4", 10, Outcome::Lost, None),
        daily(GameKind::PipArmor, "d1", 8, 9, Outcome::Lost),
    ] {
        book.record(&r).unwrap();
    }
    let stats = book.statistics();
    assert_eq!(
        rounds_reached(stats, None).into_iter().collect::<Vec<_>>(),
        [(2, 2), (4, 1)],
        "finished games only"
    );
    assert!(rounds_reached(stats, Some("softer/hard-a/ten")).is_empty());
    assert_eq!(
        ratings(stats, Some("standard")),
        [
            (Rating::BarelyStanding, 0),
            (Rating::StandingFirm, 1),
            (Rating::StrongInTheLord, 0),
            (Rating::Unshaken, 2)
        ]
    );

    // 2026-12-10 is a Thursday: two weeks are Monday 30 November to today.
    let days = calendar(stats, dec(10), 2);
    assert_eq!(days.len(), 11);
    assert_eq!(days[0].date, Date::constant(2026, 11, 30));
    assert_eq!(days.last().unwrap().date, dec(10));
    let games: Vec<(i8, u32, bool)> = days
        .iter()
        .filter(|d| d.games > 0)
        .map(|d| (d.date.day(), d.games, d.daily))
        .collect();
    assert_eq!(
        games,
        [
            (1, 2, false),
            (7, 1, false),
            (8, 1, true),
            (9, 2, false),
            (10, 3, false)
        ],
        "the daily finished on the 9th belongs to the 8th"
    );
    assert_eq!(days_played(stats, dec(10), 2), 5);
    assert_eq!(
        days_played(stats, dec(10), 1),
        4,
        "this week: Monday the 7th on"
    );
    assert!(calendar(stats, dec(10), 0).is_empty());
}

#[test]
fn the_history_as_csv() {
    let dir = TempDir::new("history-csv");
    let store = Store::open(dir.path()).unwrap();
    let mut book = store.stats();
    assert_eq!(
        history_csv(&book.statistics().history),
        "date,game,variant,variant_text,result,round,rating,daily,grade,chance,players,winners,id\r\n",
        "the header alone"
    );
    assert_eq!(HISTORY_CSV_HEADER.len(), 13);
    let won = GameResult {
        round: Some(4),
        victory_round: Some(4),
        ..daily(GameKind::ArmorOfGod, "armor-of-god-1", 1, 2, Outcome::Won)
    };
    let mut sh = result(GameKind::Strongholds, "strongholds-1", 3, Outcome::Won);
    sh.seats[0].name = "April \"Apple\", Jones".into();
    sh.winners = vec![sh.seats[0].name.clone()];
    let pip = GameResult {
        rating: Some(Rating::StrongInTheLord),
        ..result(GameKind::PipArmor, "pip-armor-1", 4, Outcome::Won)
    };
    for r in [&won, &sh, &pip] {
        book.record(r).unwrap();
    }
    let path = store.export_history(book.statistics()).unwrap();
    assert_eq!(path, dir.path().join("stand-firm-history.csv"));
    assert_eq!(path, store.history_csv_path());
    assert_eq!(
        path.parent(),
        store.saves_dir().parent(),
        "beside the saves folder"
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.split_terminator("\r\n").collect();
    assert_eq!(
        lines,
        [
            "date,game,variant,variant_text,result,round,rating,daily,grade,chance,players,winners,id",
            "2026-12-02,armor-of-god,core/baseline/ten,Core Dart · Baseline · J Q K = 10,won,4,,2026-12-01,gentle,1.0000,,,armor-of-god-1",
            "2026-12-03,strongholds,3p,3 players,won,,,,,,\"April \"\"Apple\"\", Jones; Steve (bot, Steady); Ruth\",\"April \"\"Apple\"\", Jones\",strongholds-1",
            "2026-12-04,pip-armor,standard,Standard rules,won,,Strong in the Lord,,,,,,pip-armor-1",
        ]
    );
}
