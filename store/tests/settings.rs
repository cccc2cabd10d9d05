//! Settings: defaults, a round trip, unknown fields kept, unknown values defaulted, a damaged file kept aside.

mod common;

use common::on_each_backend;
use serde_json::json;
use standfirm_engine::armor_of_god;
use standfirm_engine::strongholds::Options;
use standfirm_engine::GameKind;
use standfirm_store::{
    CardSize, Language, LastOptions, Motion, Seat, Settings, StrongholdsTable, SuitColours, Theme,
};

#[test]
fn defaults_without_a_file() {
    on_each_backend("settings-none", |place| {
        let (s, warning) = place.store().settings();
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
        assert!(s.tutorials_done.is_empty());
        for game in GameKind::ALL {
            assert_eq!(s.last_options(game), None, "{game:?}");
        }
    });
}

#[test]
fn settings_round_trip() {
    on_each_backend("settings-rt", |place| {
        let store = place.store();
        let mut s = Settings::default();
        s.theme = Theme::Dark;
        s.bot_delay_ms = 0;
        s.motion = Motion::Off;
        s.confirm_leave = false;
        s.left_handed = true;
        s.card_size = CardSize::LargePrint;
        s.suit_colours = SuitColours::Four;
        s.show_daily_streak = false;
        s.learning_mode = true;
        s.open_game = Some("armor-of-god-0123456789abcdef.json".into());
        s.online_server = Some("http://192.168.1.20:8480".into());
        s.online_turn_clock_secs = Some(180);
        s.online_away_level = Some(standfirm_engine::strongholds::Level::Wise);
        let table = StrongholdsTable {
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
        };
        let aog = armor_of_god::Options {
            dart: armor_of_god::DartMode::Softer,
            ..Default::default()
        };
        let pip = standfirm_engine::pip_armor::Options { learning: true };
        s.remember_options(LastOptions::Strongholds(table.clone()));
        s.remember_options(LastOptions::ArmorOfGod(aog));
        s.remember_options(LastOptions::PipArmor(pip));
        s.tutorials_done.insert("pip-armor".into());
        assert_eq!(
            s.last_options(GameKind::Strongholds),
            Some(LastOptions::Strongholds(table))
        );
        assert_eq!(
            s.last_options(GameKind::ArmorOfGod),
            Some(LastOptions::ArmorOfGod(aog))
        );
        assert_eq!(
            s.last_options(GameKind::PipArmor),
            Some(LastOptions::PipArmor(pip))
        );
        store.save_settings(&s).unwrap();
        assert_eq!(store.settings(), (s, None));
    });
}

#[test]
fn unknown_fields_are_kept_and_unknown_values_take_defaults() {
    on_each_backend("settings-future", |place| {
        let store = place.store();
        let file = "settings.json";
        let text = json!({
            "theme": "sepia",
            "bot_delay_ms": 250,
            "motion": "reduced",
            "haptics": {"strength": 3},
        });
        place.put(file, text.to_string());
        let (s, warning) = store.settings();
        assert_eq!(s.theme, Theme::System, "a theme this version does not know");
        assert_eq!((s.bot_delay_ms, s.motion), (250, Motion::Reduced));
        assert_eq!(
            warning.as_deref(),
            Some("Some settings could not be read and are back to their defaults: theme.")
        );
        store.save_settings(&s).unwrap();
        let written: serde_json::Value = serde_json::from_slice(&place.get(file).unwrap()).unwrap();
        assert_eq!(
            written["haptics"],
            json!({"strength": 3}),
            "a newer version's field survives"
        );
        assert_eq!(store.settings().1, None);
    });
}

#[test]
fn a_damaged_settings_file_gives_defaults_a_warning_and_is_kept_aside() {
    on_each_backend("settings-bad", |place| {
        let store = place.store();
        let file = "settings.json";
        for (bytes, why) in [
            (
                &b"{\"theme\": \"da"[..],
                "the settings file was cut short (line 1, column 13)",
            ),
            (b"[1]", "the settings file does not hold a JSON object"),
            (b"", "the settings file is empty"),
        ] {
            place.put(file, bytes);
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
            assert_eq!(place.get("settings.json.bad").unwrap(), bytes);
            assert!(!place.has(file));
            place.remove("settings.json.bad");
        }
    });
}

#[test]
fn the_daily_streak_shows_by_default_and_an_older_file_keeps_it_shown() {
    on_each_backend("settings-streak", |place| {
        let store = place.store();
        assert!(Settings::default().show_daily_streak);
        let file = "settings.json";
        place.put(
            file,
            json!({"theme": "dark", "left_handed": true}).to_string(),
        );
        let (s, warning) = store.settings();
        assert_eq!(warning, None);
        assert!(s.show_daily_streak, "a file from before the setting");
        assert_eq!((s.theme, s.left_handed), (Theme::Dark, true));
        place.put(file, json!({"show_daily_streak": false}).to_string());
        assert!(!store.settings().0.show_daily_streak, "hidden in Settings");
    });
}

#[test]
fn learning_mode_is_off_by_default_and_an_older_file_keeps_it_off() {
    // Issue 20: Learning mode is off until the player turns it on in Settings.
    on_each_backend("settings-learning", |place| {
        let store = place.store();
        assert!(!Settings::default().learning_mode);
        let file = "settings.json";
        place.put(file, json!({"theme": "dark"}).to_string());
        let (s, warning) = store.settings();
        assert_eq!(warning, None);
        assert!(!s.learning_mode, "a file from before the setting");
        place.put(file, json!({"learning_mode": true}).to_string());
        assert!(store.settings().0.learning_mode, "turned on in Settings");
        place.put(file, json!({"learning_mode": "yes"}).to_string());
        let (s, warning) = store.settings();
        assert!(!s.learning_mode);
        assert!(warning.unwrap().contains("learning mode"));
    });
}

#[test]
fn the_language_follows_the_system_in_an_older_file_and_keeps_a_choice() {
    on_each_backend("settings-language", |place| {
        let store = place.store();
        place.put("settings.json", br#"{"theme": "dark"}"#);
        let (s, warning) = store.settings();
        assert_eq!((s.language, warning), (Language::System, None));
        let mut s = Settings::default();
        s.language = Language::Spanish;
        store.save_settings(&s).unwrap();
        assert_eq!(store.settings().0.language, Language::Spanish);
        let text = String::from_utf8(place.get("settings.json").unwrap()).unwrap();
        assert!(text.contains("\"language\": \"es\""), "{text}");
    });
}
