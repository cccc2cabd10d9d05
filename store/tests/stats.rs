//! Statistics: a game counts once, streaks, abandoned games are losses, per-variant figures, reset, and a
//! damaged statistics file kept aside, never silently lost.

mod common;

use common::{aog, on_each_backend, pip, play, strongholds, Policy};
use standfirm_engine::armor_of_god::Options;
use standfirm_engine::GameKind;
use standfirm_store::{GameResult, Outcome, SaveFile, Seat, Setup, StatsBook};

fn result(id: &str, outcome: Outcome) -> GameResult {
    let save = play(aog(1, Options::default()), Policy::Random, 0).0;
    GameResult {
        id: id.to_string(),
        outcome,
        ..GameResult::abandoned(&save)
    }
}

const CORE: &str = "core/baseline/ten";

#[test]
fn a_win_counts_once_even_when_recorded_again() {
    on_each_backend("stats-once", |place| {
        let store = place.store();
        let mut stats = store.stats();
        assert!(stats.record(&result("g1", Outcome::Won)).unwrap());
        assert!(
            !stats.record(&result("g1", Outcome::Won)).unwrap(),
            "same id"
        );
        assert!(
            !store.stats().record(&result("g1", Outcome::Lost)).unwrap(),
            "after a reload"
        );
        let v = store
            .stats()
            .statistics()
            .variant(GameKind::ArmorOfGod, CORE)
            .cloned()
            .unwrap();
        assert_eq!((v.played, v.won, v.lost), (1, 1, 0));
        assert_eq!(v.variant, "Core Dart · Baseline · J Q K = 10");
    });
}

#[test]
fn streaks_and_win_rate() {
    on_each_backend("stats-streak", |place| {
        let store = place.store();
        let mut stats = store.stats();
        let outcomes = [
            Outcome::Won,
            Outcome::Won,
            Outcome::Lost,
            Outcome::Won,
            Outcome::Won,
            Outcome::Won,
            Outcome::Lost,
            Outcome::Won,
        ];
        for (i, &o) in outcomes.iter().enumerate() {
            stats.record(&result(&format!("g{i}"), o)).unwrap();
        }
        let v = stats
            .statistics()
            .variant(GameKind::ArmorOfGod, CORE)
            .unwrap();
        assert_eq!((v.played, v.won, v.lost), (8, 6, 2));
        assert_eq!((v.current_streak, v.longest_streak), (1, 3));
        assert!((v.win_rate() - 0.75).abs() < 1e-12);
    });
}

#[test]
fn an_abandoned_game_is_a_loss_and_ends_the_streak() {
    on_each_backend("stats-abandon", |place| {
        let store = place.store();
        let mut stats = store.stats();
        stats.record(&result("a", Outcome::Won)).unwrap();
        let save = play(aog(1, Options::default()), Policy::Random, 3).0;
        assert!(stats.record(&GameResult::abandoned(&save)).unwrap());
        let v = stats
            .statistics()
            .variant(GameKind::ArmorOfGod, CORE)
            .unwrap();
        assert_eq!((v.played, v.won, v.lost, v.abandoned), (2, 1, 1, 1));
        assert_eq!(v.current_streak, 0);
        assert!(
            !stats.record(&GameResult::abandoned(&save)).unwrap(),
            "an id counts once"
        );
    });
}

#[test]
fn finished_games_give_rounds_ratings_and_names() {
    on_each_backend("stats-games", |place| {
        let store = place.store();
        let mut stats = store.stats();
        let mut aog_wins = 0;
        for seed in 0..30 {
            for setup in [aog(seed, Options::default()), pip(seed, false)] {
                let (save, state) = play(setup, Policy::Greedy, usize::MAX);
                let r = GameResult::of(&save, &state).expect("finished");
                aog_wins += u32::from(r.game == GameKind::ArmorOfGod && r.outcome == Outcome::Won);
                stats.record(&r).unwrap();
            }
        }
        let (save, state) = play(strongholds(4, 3, false), Policy::Greedy, usize::MAX);
        let r = GameResult::of(&save, &state).unwrap();
        stats.record(&r).unwrap();
        let (unfinished, state) = play(pip(99, false), Policy::Greedy, 3);
        assert_eq!(
            GameResult::of(&unfinished, &state),
            None,
            "in progress: nothing to count"
        );

        let s = store.stats();
        let a = s.statistics().variant(GameKind::ArmorOfGod, CORE).unwrap();
        assert_eq!(a.played, 30);
        assert_eq!(a.victory_rounds.values().sum::<u32>(), aog_wins);
        assert_eq!(a.won, aog_wins);
        let p = s
            .statistics()
            .variant(GameKind::PipArmor, "standard")
            .unwrap();
        assert_eq!(p.played, 30);
        assert_eq!(p.best_rating.is_some(), p.won > 0);
        let h = s.statistics().variant(GameKind::Strongholds, "3p").unwrap();
        assert_eq!(h.played, 1);
        assert_eq!(h.players.len(), 3);
        assert!(h.players.values().all(|t| t.played == 1));
        assert_eq!(
            h.players.values().map(|t| t.won).sum::<u32>() as usize,
            r.winners.len()
        );
    });
}

#[test]
fn strongholds_wins_are_counted_per_player_name() {
    on_each_backend("stats-names", |place| {
        let store = place.store();
        let mut stats = store.stats();
        let save = SaveFile::new(
            Setup::Strongholds {
                options: standfirm_engine::strongholds::Options::new(2),
                seed: 1,
                first_player: 0,
                decks: None,
                seats: vec![
                    Seat::person("April"),
                    Seat {
                        name: "Steve".into(),
                        bot: true,
                        level: Some(standfirm_engine::strongholds::Level::Steady),
                    },
                ],
                secret: None,
            },
            "Table",
        )
        .unwrap()
        .0;
        let mut r = GameResult::abandoned(&save);
        for (i, winner) in ["April", "April", "Steve"].iter().enumerate() {
            r.id = format!("t{i}");
            r.winners = vec![winner.to_string()];
            r.outcome = if *winner == "April" {
                Outcome::Won
            } else {
                Outcome::Lost
            };
            stats.record(&r).unwrap();
        }
        let h = stats
            .statistics()
            .variant(GameKind::Strongholds, "2p")
            .unwrap();
        assert_eq!((h.players["April"].played, h.players["April"].won), (3, 2));
        assert_eq!((h.players["Steve"].played, h.players["Steve"].won), (3, 1));
        assert_eq!((h.won, h.lost), (2, 1));
    });
}

#[test]
fn strongholds_results_count_by_the_levels_at_the_table_sh_6_2() {
    use standfirm_engine::strongholds::Level;
    on_each_backend("stats-levels", |place| {
        let store = place.store();
        let mut stats = store.stats();
        let table = |levels: [Level; 2]| {
            SaveFile::new(
                Setup::Strongholds {
                    options: standfirm_engine::strongholds::Options::new(3),
                    seed: 1,
                    first_player: 0,
                    decks: None,
                    seats: vec![
                        Seat::person("April"),
                        Seat::bot("Wisdom", levels[0]),
                        Seat::bot("Gentleness", levels[1]),
                    ],
                    secret: None,
                },
                "Table",
            )
            .unwrap()
            .0
        };
        let games = [
            ([Level::Wise, Level::Gentle], vec!["Wisdom"]),
            ([Level::Gentle, Level::Wise], vec!["April"]),
            // A shared first place (SH-B17) counts as a win for each.
            ([Level::Wise, Level::Gentle], vec!["April", "Wisdom"]),
            ([Level::Steady, Level::Steady], vec!["Gentleness"]),
        ];
        for (i, (levels, winners)) in games.iter().enumerate() {
            let mut r = GameResult::abandoned(&table(*levels));
            r.id = format!("l{i}");
            r.winners = winners.iter().map(|w| w.to_string()).collect();
            r.outcome = if winners.contains(&"April") {
                Outcome::Won
            } else {
                Outcome::Lost
            };
            stats.record(&r).unwrap();
        }
        let reloaded = store.stats();
        let h = reloaded
            .statistics()
            .variant(GameKind::Strongholds, "3p")
            .unwrap();
        let tally = |t: &standfirm_store::PlayerTally| (t.played, t.won);
        assert_eq!(tally(&h.tables["1 person · Gentle · Wise"]), (3, 2));
        assert_eq!(tally(&h.tables["1 person · Steady · Steady"]), (1, 0));
        assert_eq!(tally(&h.levels["Wise"]), (3, 2));
        assert_eq!(tally(&h.levels["Gentle"]), (3, 0));
        assert_eq!(tally(&h.levels["Steady"]), (2, 1));
        assert_eq!(h.tables.len(), 2);
    });
}

#[test]
fn reset_clears_everything() {
    on_each_backend("stats-reset", |place| {
        let store = place.store();
        let mut stats = store.stats();
        stats.record(&result("x", Outcome::Won)).unwrap();
        stats.reset().unwrap();
        assert_eq!(stats.statistics(), &Default::default());
        let reloaded = store.stats();
        assert_eq!(reloaded.statistics(), &Default::default());
        assert!(
            stats.record(&result("x", Outcome::Won)).unwrap(),
            "counted again after a reset"
        );
    });
}

#[test]
fn a_damaged_stats_file_is_reported_and_kept_aside() {
    on_each_backend("stats-bad", |place| {
        let store = place.store();
        let path = "stats.json";
        place.put(path, b"{\"games\": {\"armor-of-god\": ");
        let mut stats: StatsBook = store.stats();
        let problem = stats.problem().unwrap().to_string();
        assert!(
            problem.starts_with("The statistics could not be read: the file is damaged"),
            "{problem}"
        );
        assert!(!problem.contains('\n'));
        assert_eq!(stats.statistics(), &Default::default());
        assert_eq!(
            place.get(path).unwrap(),
            b"{\"games\": {\"armor-of-god\": ",
            "untouched until a result"
        );
        assert!(stats.record(&result("r", Outcome::Won)).unwrap());
        assert_eq!(
            place.get("stats.json.bad").unwrap(),
            b"{\"games\": {\"armor-of-god\": "
        );
        assert_eq!(stats.problem(), None);
        assert_eq!(store.stats().statistics().counted.len(), 1);

        // A second damaged file goes beside the first, never over it; reset also keeps it.
        place.put(path, b"not json");
        let mut stats = store.stats();
        assert!(stats.problem().is_some());
        stats.reset().unwrap();
        assert_eq!(place.get("stats.json.bad.2").unwrap(), b"not json");
        assert!(place.has("stats.json.bad"));
    });
}
