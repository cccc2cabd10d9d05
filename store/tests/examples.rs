//! The example save files of `docs/save-examples/` (one per game, shown in `docs/save-format.md`) load, replay,
//! carry a summary equal to the one recomputed from the replay, are byte for byte what the store writes, and
//! appear unchanged in `docs/save-format.md` (a daily deal's too, tagged with its date); every version-1 file of
//! `docs/save-examples/v1/` still loads and replays to the same game, its bots Steady.

use standfirm_engine::strongholds::Level;
use standfirm_engine::GameKind;
use standfirm_store::{load_path, Replayed, Setup, Summary};
use std::path::PathBuf;

fn example(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../docs/save-examples")
        .join(name)
}

#[test]
fn each_example_loads_and_replays() {
    for (file, game) in [
        ("armor-of-god.json", GameKind::ArmorOfGod),
        ("pip-armor.json", GameKind::PipArmor),
        ("strongholds.json", GameKind::Strongholds),
        ("armor-of-god-daily.json", GameKind::ArmorOfGod),
    ] {
        let path = example(file);
        let (save, state) = load_path(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(save.setup.game(), game);
        assert_eq!(state.game(), game);
        assert!(!save.actions.is_empty());
        assert_eq!(
            save.summary,
            Summary::of(&save.setup, &state),
            "{file}: summary"
        );
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(
            save.to_bytes(),
            bytes,
            "{file}: written as the store writes"
        );
        let doc = std::fs::read_to_string(example("../save-format.md")).unwrap();
        assert!(
            doc.contains(std::str::from_utf8(&bytes).unwrap()),
            "docs/save-format.md shows {file} as it is"
        );
    }
}

#[test]
fn the_daily_example_is_that_date_s_daily_deal_with_its_grade() {
    let (save, _) = load_path(&example("armor-of-god-daily.json")).unwrap();
    let date = save.daily.unwrap();
    let graded = standfirm_store::daily::graded(GameKind::ArmorOfGod, date).unwrap();
    assert_eq!(save.setup.seed(), graded.deal);
    assert_eq!(
        save.challenge,
        Some(standfirm_store::Challenge::of(&graded))
    );
}

#[test]
fn every_version_1_file_still_loads_and_its_bots_are_steady() {
    let dir = example("v1");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 3, "one version-1 file per game");
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.contains("\"version\": 1,"),
            "{path:?} is a version-1 file"
        );
        let (save, state) = load_path(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        assert_eq!(save.summary, Summary::of(&save.setup, &state));
        // The same game as the current example, which is the version-1 file written again.
        let name = path.file_name().unwrap().to_str().unwrap();
        let (current, current_state) = load_path(&example(name)).unwrap();
        assert_eq!(save.actions, current.actions);
        // The same game but for the bots' secret: the current example keeps one, the old file has its deal.
        let mut current_state = current_state;
        if let (Replayed::Strongholds(now), Replayed::Strongholds(then)) =
            (&mut current_state, &state)
        {
            assert_eq!(
                then.bot_secret,
                save.setup.seed(),
                "{name}: an old table's secret is its deal"
            );
            assert_ne!(now.bot_secret, then.bot_secret);
            now.bot_secret = then.bot_secret;
        }
        assert_eq!(state, current_state, "{name}");
        if let Setup::Strongholds { seats, .. } = &save.setup {
            for s in seats {
                assert_eq!(s.bot_level(), s.bot.then_some(Level::Steady), "{name}");
            }
            // Written again, a version-1 file becomes version 2 with the bots' levels.
            let bytes = String::from_utf8(save.to_bytes()).unwrap();
            assert!(bytes.contains("\"version\": 2,"));
            assert!(bytes.contains("\"level\": \"steady\""));
        }
    }
}

#[test]
fn the_version_2_example_keeps_a_wise_bot() {
    let (save, _) = load_path(&example("strongholds.json")).unwrap();
    let Setup::Strongholds { seats, .. } = &save.setup else {
        panic!("a Strongholds save")
    };
    let levels: Vec<Option<Level>> = seats.iter().map(|s| s.bot_level()).collect();
    assert_eq!(levels, [None, None, Some(Level::Wise)]);
}

#[test]
fn the_daily_example_is_the_deal_of_its_date() {
    let (save, _) = load_path(&example("armor-of-god-daily.json")).unwrap();
    let date = standfirm_store::parse_date("2026-12-01").unwrap();
    assert_eq!(save.daily, Some(date));
    let daily = standfirm_store::daily::setup(GameKind::ArmorOfGod, date).unwrap();
    assert_eq!(save.setup, daily);
    for file in ["armor-of-god.json", "pip-armor.json", "strongholds.json"] {
        assert_eq!(load_path(&example(file)).unwrap().0.daily, None, "{file}");
    }
}
