//! The example save files of `docs/save-examples/` (one per game, shown in `docs/save-format.md`) load, replay,
//! carry a summary equal to the one recomputed from the replay, are byte for byte what the store writes, and
//! appear unchanged in `docs/save-format.md`.

use standfirm_engine::GameKind;
use standfirm_store::{load_path, Summary};
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
