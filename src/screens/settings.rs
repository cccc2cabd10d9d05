//! The Settings screen, and the settings applied to every screen: the theme, the bots' pace, motion, the
//! question before leaving a game, the left-handed top bar, the daily streak shown or hidden, Learning mode, the cards' size
//! and suit colours. Saved at once, atomically (settings.json).

use crate::models::choices::{
    card_size_choice, card_size_of, language_choice, language_of, motion_choice, motion_of,
    suit_colours_choice, suit_colours_of, theme_choice, theme_of,
};
use crate::nav::go;
use crate::tables::Shared;
use crate::ui::AppWindow;
use crate::ui::Page;
use crate::ui::SettingsAdapter;
use crate::ui::Theme;
use slint::ComponentHandle;
use standfirm_guide::Lang;
use standfirm_store::{Language, Motion, Settings};
use std::cell::RefCell;
use std::rc::Rc;

/// Shows `settings` on the Settings screen and applies them everywhere.
pub fn apply(app: &AppWindow, settings: &Settings) {
    let a = app.global::<SettingsAdapter>();
    let scheme = theme_choice(settings.theme);
    a.set_language(language_choice(settings.language));
    crate::words::tr::set_lang(spoken(settings.language));
    a.set_theme(scheme);
    a.set_bot_delay_ms(settings.bot_delay_ms.min(5000) as i32);
    a.set_motion(motion_choice(settings.motion));
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
    let size = card_size_choice(settings.card_size);
    let colours = suit_colours_choice(settings.suit_colours);
    a.set_show_streak(settings.show_daily_streak);
    a.set_learning(settings.learning_mode);
    a.set_card_size(size);
    a.set_suit_colours(colours);
    theme.set_card_size(size);
    theme.set_suit_colours(colours);
}

/// The language the app speaks for the setting `language`: the system's when it is one the app speaks, else
/// English.
fn spoken(language: Language) -> Lang {
    match language {
        Language::English => Lang::English,
        Language::Spanish => Lang::Spanish,
        Language::System => crate::platform::system_language()
            .and_then(|code| Lang::from_code(&code))
            .unwrap_or_default(),
    }
}

/// Opens the Settings screen.
pub fn open(app: &AppWindow) {
    let a = app.global::<SettingsAdapter>();
    a.set_message("".into());
    a.set_exported("".into());
    go(app, Page::Settings);
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
    a.on_back(crate::nav::to(app, Page::Home));
    // Without a store the settings live for the run only.
    let memory = Rc::new(RefCell::new(Settings::default()));
    a.on_set_theme(setter(app, shared, &memory, |s, theme| {
        s.theme = theme_of(theme)
    }));
    let changed = setter(app, shared, &memory, |s, l| s.language = language_of(l));
    let weak = app.as_weak();
    a.on_set_language(move |choice| {
        changed(choice);
        if let Some(app) = weak.upgrade() {
            crate::nav::jump(&app, crate::nav::Jump::Language);
        }
    });
    a.on_set_bot_delay(setter(app, shared, &memory, |s, ms: i32| {
        s.bot_delay_ms = ms.clamp(0, 5000) as u32
    }));
    a.on_set_motion(setter(app, shared, &memory, |s, m| s.motion = motion_of(m)));
    a.on_set_confirm_leave(setter(app, shared, &memory, |s, ask| s.confirm_leave = ask));
    a.on_set_left_handed(setter(app, shared, &memory, |s, left| s.left_handed = left));
    let weak = app.as_weak();
    let s = shared.clone();
    a.on_export_stats(move || {
        if let Some(app) = weak.upgrade() {
            let words = crate::services::export::export(&s);
            app.global::<SettingsAdapter>().set_exported(words.into());
        }
    });
    a.on_set_show_streak(setter(app, shared, &memory, |s, show| {
        s.show_daily_streak = show
    }));
    a.on_set_learning(setter(app, shared, &memory, |s, on| s.learning_mode = on));
    a.on_set_card_size(setter(app, shared, &memory, |s, c| {
        s.card_size = card_size_of(c)
    }));
    a.on_set_suit_colours(setter(app, shared, &memory, |s, c| {
        s.suit_colours = suit_colours_of(c)
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
                .map(|p| {
                    crate::words::tr::tr!("The settings could not be saved: {reason}", reason = p)
                })
                .unwrap_or_default()
                .into(),
        );
    }
}
