//! Settings: defaults, a round trip, unknown fields kept, unknown values defaulted, a damaged file kept aside.

mod common;

use common::TempDir;
use serde_json::json;
use standfirm_engine::armor_of_god;
use standfirm_engine::strongholds::Options;
use standfirm_store::{
    CardSize, Motion, Seat, Settings, Store, StrongholdsTable, SuitColours, Theme,
};

#[test]
fn defaults_without_a_file() {
    let dir = TempDir::new("settings-none");
    let (s, warning) = Store::open(dir.path()).unwrap().settings();
    assert_eq!(warning, None);
    assert_eq!(s, Settings::default());
    assert_eq!(
        (
            s.theme,
            s.bot_delay_ms,
            s.motion,
            s.confirm_leave,
            s.left_handed
        ),
        (Theme::System, 700, Motion::Normal, true, false)
    );
    assert!(s.tutorials_done.is_empty() && s.strongholds.is_none() && s.armor_of_god.is_none());
}

#[test]
fn settings_round_trip() {
    let dir = TempDir::new("settings-rt");
    let store = Store::open(dir.path()).unwrap();
    let mut s = Settings {
        theme: Theme::Dark,
        bot_delay_ms: 0,
        motion: Motion::Off,
        confirm_leave: false,
        left_handed: true,
        card_size: CardSize::LargePrint,
        suit_colours: SuitColours::Four,
        show_daily_streak: false,
        learning_mode: true,
        strongholds: Some(StrongholdsTable {
            seats: vec![
                Seat::person("April"),
                Seat {
                    name: "Steve".into(),
                    bot: true,
                    level: Some(standfirm_engine::strongholds::Level::Steady),
                },
            ],
            options: Options {
                truth_limit_all: true,
                ..Options::new(2)
            },
        }),
        armor_of_god: Some(armor_of_god::Options {
            dart: armor_of_god::DartMode::Softer,
            ..Default::default()
        }),
        pip_armor: Some(standfirm_engine::pip_armor::Options { learning: true }),
        open_game: Some("armor-of-god-0123456789abcdef.json".into()),
        ..Settings::default()
    };
    s.tutorials_done.insert("pip-armor".into());
    store.save_settings(&s).unwrap();
    assert_eq!(store.settings(), (s, None));
}

#[test]
fn unknown_fields_are_kept_and_unknown_values_take_defaults() {
    let dir = TempDir::new("settings-future");
    let store = Store::open(dir.path()).unwrap();
    let file = dir.path().join("settings.json");
    let text = json!({
        "theme": "sepia",
        "bot_delay_ms": 250,
        "motion": "reduced",
        "haptics": {"strength": 3},
    });
    std::fs::write(&file, text.to_string()).unwrap();
    let (s, warning) = store.settings();
    assert_eq!(s.theme, Theme::System, "a theme this version does not know");
    assert_eq!((s.bot_delay_ms, s.motion), (250, Motion::Reduced));
    assert_eq!(
        warning.as_deref(),
        Some("Some settings could not be read and are back to their defaults: theme.")
    );
    store.save_settings(&s).unwrap();
    let written: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    assert_eq!(
        written["haptics"],
        json!({"strength": 3}),
        "a newer version's field survives"
    );
    assert_eq!(store.settings().1, None);
}

#[test]
fn a_damaged_settings_file_gives_defaults_a_warning_and_is_kept_aside() {
    let dir = TempDir::new("settings-bad");
    let store = Store::open(dir.path()).unwrap();
    let file = dir.path().join("settings.json");
    for (bytes, why) in [
        (
            &b"{\"theme\": \"da"[..],
            "the settings file was cut short (line 1, column 13)",
        ),
        (b"[1]", "the settings file does not hold a JSON object"),
        (b"", "the settings file is empty"),
    ] {
        std::fs::write(&file, bytes).unwrap();
        let (s, warning) = store.settings();
        assert_eq!(s, Settings::default());
        let warning = warning.unwrap();
        assert!(
            warning.starts_with(&format!("The settings could not be read ({why})")),
            "{warning}"
        );
        assert!(
            warning.ends_with("the defaults are used and it was kept as settings.json.bad."),
            "{warning}"
        );
        assert_eq!(
            std::fs::read(dir.path().join("settings.json.bad")).unwrap(),
            bytes
        );
        assert!(!file.exists());
        std::fs::remove_file(dir.path().join("settings.json.bad")).unwrap();
    }
}

#[test]
fn the_daily_streak_shows_by_default_and_an_older_file_keeps_it_shown() {
    let dir = TempDir::new("settings-streak");
    let store = Store::open(dir.path()).unwrap();
    assert!(Settings::default().show_daily_streak);
    let file = dir.path().join("settings.json");
    std::fs::write(
        &file,
        json!({"theme": "dark", "left_handed": true}).to_string(),
    )
    .unwrap();
    let (s, warning) = store.settings();
    assert_eq!(warning, None);
    assert!(s.show_daily_streak, "a file from before the setting");
    assert_eq!((s.theme, s.left_handed), (Theme::Dark, true));
    std::fs::write(&file, json!({"show_daily_streak": false}).to_string()).unwrap();
    assert!(!store.settings().0.show_daily_streak, "hidden in Settings");
}

#[test]
fn learning_mode_is_off_by_default_and_an_older_file_keeps_it_off() {
    // Issue 20: Learning mode is off until the player turns it on in Settings.
    let dir = TempDir::new("settings-learning");
    let store = Store::open(dir.path()).unwrap();
    assert!(!Settings::default().learning_mode);
    let file = dir.path().join("settings.json");
    std::fs::write(&file, json!({"theme": "dark"}).to_string()).unwrap();
    let (s, warning) = store.settings();
    assert_eq!(warning, None);
    assert!(!s.learning_mode, "a file from before the setting");
    std::fs::write(&file, json!({"learning_mode": true}).to_string()).unwrap();
    assert!(store.settings().0.learning_mode, "turned on in Settings");
    std::fs::write(&file, json!({"learning_mode": "yes"}).to_string()).unwrap();
    let (s, warning) = store.settings();
    assert!(!s.learning_mode);
    assert!(warning.unwrap().contains("learning mode"));
}
