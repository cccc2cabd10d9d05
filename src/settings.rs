//! The Settings screen, and the settings applied to every screen: the theme, the bots' pace, motion, the
//! question before leaving a game, the left-handed top bar. Saved at once, atomically (settings.json).

use crate::games::Shared;
use crate::nav::go;
use crate::{AppWindow, Page, SettingsAdapter, Theme, ThemeScheme};
use slint::ComponentHandle;
use standfirm_store::{Motion, Settings, Theme as Scheme};

/// Shows `settings` on the Settings screen and applies them everywhere.
pub fn apply(app: &AppWindow, settings: &Settings) {
    let a = app.global::<SettingsAdapter>();
    let scheme = match settings.theme {
        Scheme::System => "system",
        Scheme::Light => "light",
        Scheme::Dark => "dark",
    };
    a.set_theme(scheme.into());
    a.set_bot_delay_ms(settings.bot_delay_ms.min(5000) as i32);
    a.set_motion(
        match settings.motion {
            Motion::Normal => "normal",
            Motion::Reduced => "reduced",
            Motion::Off => "off",
        }
        .into(),
    );
    a.set_confirm_leave(settings.confirm_leave);
    a.set_left_handed(settings.left_handed);
    let theme = app.global::<Theme>();
    theme.set_scheme(match settings.theme {
        Scheme::System => ThemeScheme::System,
        Scheme::Light => ThemeScheme::Light,
        Scheme::Dark => ThemeScheme::Dark,
    });
    theme.set_left_handed(settings.left_handed);
    // Slint durations are milliseconds.
    theme.set_motion(match settings.motion {
        Motion::Normal => 220,
        Motion::Reduced => 120,
        Motion::Off => 0,
    });
    theme.set_reduce_motion(settings.motion != Motion::Normal);
}

/// Changes one setting from the screen ("theme" = "dark", …).
fn change(settings: &mut Settings, key: &str, value: &str) {
    match (key, value) {
        ("theme", "light") => settings.theme = Scheme::Light,
        ("theme", "dark") => settings.theme = Scheme::Dark,
        ("theme", _) => settings.theme = Scheme::System,
        ("bot-delay", v) => settings.bot_delay_ms = v.parse().unwrap_or(700),
        ("motion", "reduced") => settings.motion = Motion::Reduced,
        ("motion", "off") => settings.motion = Motion::Off,
        ("motion", _) => settings.motion = Motion::Normal,
        ("confirm-leave", v) => settings.confirm_leave = v != "off",
        ("hand", v) => settings.left_handed = v == "left",
        _ => {}
    }
}

/// Opens the Settings screen.
pub fn open(app: &AppWindow, shared: &Shared) {
    app.global::<SettingsAdapter>().set_message("".into());
    go(app, shared, Page::Settings);
}

/// The settings now (the defaults when nothing is kept on disk).
pub fn current(shared: &Shared) -> Settings {
    shared
        .borrow()
        .saves
        .as_ref()
        .map(|s| s.settings.clone())
        .unwrap_or_default()
}

/// Wires the Settings screen.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let a = app.global::<SettingsAdapter>();
    a.on_back(crate::nav::to(app, shared, Page::Home));
    let weak = app.as_weak();
    let s = shared.clone();
    // Without a store the settings live for the run only.
    let memory = std::rc::Rc::new(std::cell::RefCell::new(Settings::default()));
    a.on_set(move |key, value| {
        let Some(app) = weak.upgrade() else { return };
        let (settings, problem) = {
            let mut games = s.borrow_mut();
            match games.saves.as_mut() {
                Some(saves) => {
                    change(&mut saves.settings, &key, &value);
                    let problem = saves.save_settings();
                    (saves.settings.clone(), problem)
                }
                None => {
                    change(&mut memory.borrow_mut(), &key, &value);
                    (memory.borrow().clone(), None)
                }
            }
        };
        apply(&app, &settings);
        app.global::<SettingsAdapter>().set_message(
            problem
                .map(|p| format!("The settings could not be saved: {p}"))
                .unwrap_or_default()
                .into(),
        );
    });
}
