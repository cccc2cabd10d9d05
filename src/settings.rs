//! The Settings screen, and the settings applied to every screen: the theme, the bots' pace, motion, the
//! question before leaving a game, the left-handed top bar, the daily streak shown or hidden, Learning mode, the cards' size
//! and suit colours. Saved at once, atomically (settings.json).

use crate::games::Shared;
use crate::nav::go;
use crate::{AppWindow, MotionChoice, Page, SettingsAdapter, Theme, ThemeScheme};
use slint::ComponentHandle;
use standfirm_store::{CardSize, Motion, Settings, SuitColours, Theme as Scheme};
use std::cell::RefCell;
use std::rc::Rc;

/// Shows `settings` on the Settings screen and applies them everywhere.
pub fn apply(app: &AppWindow, settings: &Settings) {
    let a = app.global::<SettingsAdapter>();
    let scheme = match settings.theme {
        Scheme::System => ThemeScheme::System,
        Scheme::Light => ThemeScheme::Light,
        Scheme::Dark => ThemeScheme::Dark,
    };
    a.set_theme(scheme);
    a.set_bot_delay_ms(settings.bot_delay_ms.min(5000) as i32);
    a.set_motion(match settings.motion {
        Motion::Normal => MotionChoice::Normal,
        Motion::Reduced => MotionChoice::Reduced,
        Motion::Off => MotionChoice::Off,
    });
    a.set_confirm_leave(settings.confirm_leave);
    a.set_left_handed(settings.left_handed);
    let theme = app.global::<Theme>();
    theme.set_scheme(scheme);
    theme.set_left_handed(settings.left_handed);
    // Slint durations are milliseconds.
    theme.set_motion(match settings.motion {
        Motion::Normal => 220,
        Motion::Reduced => 120,
        Motion::Off => 0,
    });
    theme.set_reduce_motion(settings.motion != Motion::Normal);
    let size = match settings.card_size {
        CardSize::Classic => crate::CardSize::Classic,
        CardSize::LargePrint => crate::CardSize::LargePrint,
    };
    let colours = match settings.suit_colours {
        SuitColours::Two => crate::SuitColours::Two,
        SuitColours::Four => crate::SuitColours::Four,
    };
    a.set_show_streak(settings.show_daily_streak);
    a.set_learning(settings.learning_mode);
    a.set_card_size(size);
    a.set_suit_colours(colours);
    theme.set_card_size(size);
    theme.set_suit_colours(colours);
}

/// Opens the Settings screen.
pub fn open(app: &AppWindow, shared: &Shared) {
    let a = app.global::<SettingsAdapter>();
    a.set_message("".into());
    a.set_exported("".into());
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

/// Wires the Settings screen: each setting has its own typed callback.
pub fn wire(app: &AppWindow, shared: &Shared) {
    let a = app.global::<SettingsAdapter>();
    a.on_back(crate::nav::to(app, shared, Page::Home));
    // Without a store the settings live for the run only.
    let memory = Rc::new(RefCell::new(Settings::default()));
    a.on_set_theme(setter(app, shared, &memory, |s, theme| {
        s.theme = match theme {
            ThemeScheme::System => Scheme::System,
            ThemeScheme::Light => Scheme::Light,
            ThemeScheme::Dark => Scheme::Dark,
        }
    }));
    a.on_set_bot_delay(setter(app, shared, &memory, |s, ms: i32| {
        s.bot_delay_ms = ms.clamp(0, 5000) as u32
    }));
    a.on_set_motion(setter(app, shared, &memory, |s, motion| {
        s.motion = match motion {
            MotionChoice::Normal => Motion::Normal,
            MotionChoice::Reduced => Motion::Reduced,
            MotionChoice::Off => Motion::Off,
        }
    }));
    a.on_set_confirm_leave(setter(app, shared, &memory, |s, ask| s.confirm_leave = ask));
    a.on_set_left_handed(setter(app, shared, &memory, |s, left| s.left_handed = left));
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_export_stats(move || {
        if let Some(app) = weak.upgrade() {
            let words = crate::statistics::export(&s);
            app.global::<SettingsAdapter>().set_exported(words.into());
        }
    });
    a.on_set_show_streak(setter(app, shared, &memory, |s, show| {
        s.show_daily_streak = show
    }));
    a.on_set_learning(setter(app, shared, &memory, |s, on| s.learning_mode = on));
    a.on_set_card_size(setter(app, shared, &memory, |s, size| {
        s.card_size = match size {
            crate::CardSize::Classic => CardSize::Classic,
            crate::CardSize::LargePrint => CardSize::LargePrint,
        }
    }));
    a.on_set_suit_colours(setter(app, shared, &memory, |s, colours| {
        s.suit_colours = match colours {
            crate::SuitColours::Two => SuitColours::Two,
            crate::SuitColours::Four => SuitColours::Four,
        }
    }));
}

/// The handler of one setting: `change` sets it, then the settings are saved at once (or kept in `memory`
/// when nothing is kept on disk) and applied to every screen; a failed save is said on the screen.
fn setter<T: 'static>(
    app: &AppWindow,
    shared: &Shared,
    memory: &Rc<RefCell<Settings>>,
    change: fn(&mut Settings, T),
) -> impl Fn(T) + 'static {
    let weak = app.as_weak();
    let shared = shared.clone();
    let memory = memory.clone();
    move |value| {
        let Some(app) = weak.upgrade() else { return };
        let (settings, problem) = {
            let mut games = shared.borrow_mut();
            match games.saves.as_mut() {
                Some(saves) => {
                    change(&mut saves.settings, value);
                    let problem = saves.save_settings();
                    (saves.settings.clone(), problem)
                }
                None => {
                    change(&mut memory.borrow_mut(), value);
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
    }
}
