//! Renders every screen to PNG files without a display: at phone (360×640) and tablet (1280×800) size, light
//! and dark; at the Android sizes (412×915, 800×1280, 1280×800, and a phone on its side, 915×412) under a
//! status bar and a gesture bar; and with text at 1.3× (the largest system font scale the layouts follow).
//!
//! ```sh
//! cargo run --example screenshots -- [OUTPUT_DIR] [GROUP] [SIZE]    # default: screenshots/, everything
//! ```
//!
//! GROUP (`solo`, `strongholds`, `files`, `review`, `help`, `tutorials`, `motion`, `art`, `keys`, `online`) and SIZE (a size's folder name, such as
//! `android-phone`) photograph a part only. `STANDFIRM_SHOT_LANGUAGE=es` takes them in Spanish.

#[path = "../tests/support/mod.rs"]
mod support;

use slint::{ComponentHandle, Model};
use standfirm::{AppWindow, Theme};
use std::path::{Path, PathBuf};
use support::strongholds::{play_person_watched, Table};
use support::{has_button, shows, snapshot, tap, type_into};

#[path = "screenshots/online.rs"]
mod online;
#[path = "screenshots/tables.rs"]
mod tables;
use tables::{shoot_challenge, shoot_chance, shoot_keys};

fn main() {
    let out: PathBuf = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "screenshots".into())
        .into();
    let group = std::env::args().nth(2).unwrap_or_default();
    let only = std::env::args().nth(3).unwrap_or_default();
    let wants = |name: &str| group.is_empty() || group == name;
    // The online screens need the app's network answers: the test support's threaded mode delivers them.
    if wants("online") {
        std::env::set_var(support::threads::THREADED, "1");
    }
    support::init();
    // Name, width, height, dark, status and gesture bars, text scale.
    for (size, w, h, dark, bars, scale) in [
        ("phone", 360, 640, false, false, 1.0),
        ("tablet", 1280, 800, false, false, 1.0),
        ("phone-dark", 360, 640, true, false, 1.0),
        ("tablet-dark", 1280, 800, true, false, 1.0),
        ("android-phone", 412, 915, false, true, 1.0),
        ("android-phone-dark", 412, 915, true, true, 1.0),
        ("android-tablet", 800, 1280, false, true, 1.0),
        ("android-tablet-dark", 800, 1280, true, true, 1.0),
        ("android-landscape", 1280, 800, false, true, 1.0),
        ("android-landscape-dark", 1280, 800, true, true, 1.0),
        ("android-phone-landscape", 915, 412, false, true, 1.0),
        ("phone-text-1.3", 360, 640, false, false, 1.3),
        ("android-phone-text-1.3", 412, 915, false, true, 1.3),
        ("tablet-text-1.3", 1280, 800, false, false, 1.3),
    ] {
        if !only.is_empty() && only != size {
            continue;
        }
        let dir = out.join(size);
        // A fresh data folder per size, so that saved games and statistics show what this run played.
        let data = support::temp_dir(&format!("screenshots-{size}"));
        // The review's finished game, saved and counted before the app opens its files.
        if wants("review") {
            finished_and_counted(&data);
        }
        let app = support::app_at(&data, w, h);
        if dark {
            app.global::<Theme>().set_dark(true);
        }
        if bars {
            // A phone's status bar above and gesture bar below (Android reports them as safe-area insets).
            app.set_simulated_inset_top(24.0);
            app.set_simulated_inset_bottom(16.0);
        }
        app.global::<Theme>().set_font_scale(scale);
        if wants("help") {
            shoot_help(&app, &dir);
        }
        if wants("tutorials") && !bars && w < h {
            shoot_tutorials(&app, &dir);
        }
        if wants("solo") {
            shoot_all(&app, &dir);
        }
        if wants("strongholds") {
            shoot_strongholds(&app, &dir, (w, h));
        }
        if wants("motion") && size == "phone" {
            shoot_motion(&app, &dir);
        }
        if wants("files") {
            shoot_files(&app, &dir, &data);
        }
        if wants("art") {
            shoot_art(&app, &dir);
        }
        if wants("daily") {
            shoot_daily(&app, &dir);
        }
        if wants("review") {
            shoot_review(&app, &dir);
        }
        if wants("chance") {
            shoot_chance(&app, &dir);
        }
        if wants("challenge") {
            shoot_challenge(&app, &dir);
        }
        if wants("keys") && !bars && scale == 1.0 {
            shoot_keys(&app, &dir);
        }
        // Last: it leaves the app at an online table.
        if wants("online") {
            online::shoot_online(&app, &dir, &data);
        }
        app.hide().ok();
        println!("{}: {}", size, dir.display());
    }
}

/// The environment variable that takes the photographs in another language (`STANDFIRM_SHOT_LANGUAGE=es`):
/// the screens are still driven by their English labels, and each is said in that language for its photograph
/// (Settings → Language, as a player would choose it), then in English again.
const SHOT_LANGUAGE: &str = "STANDFIRM_SHOT_LANGUAGE";

/// The language of the photographs, when it is not English.
fn shot_language() -> Option<standfirm::LanguageChoice> {
    match std::env::var(SHOT_LANGUAGE).ok()?.as_str() {
        "es" => Some(standfirm::LanguageChoice::Spanish),
        _ => None,
    }
}

fn shot(app: &AppWindow, dir: &Path, name: &str) {
    let language = shot_language();
    let settings = app.global::<standfirm::SettingsAdapter>();
    if let Some(language) = language {
        settings.invoke_set_language(language);
    }
    snapshot(app, &dir.join(format!("{name}.png")));
    if language.is_some() {
        settings.invoke_set_language(standfirm::LanguageChoice::English);
    }
}

/// Does `act` with the window made tall, then gives it back its size: on a short screen what `act` needs may
/// be below the fold, and element queries only see what is in view.
fn reaching(app: &AppWindow, act: impl FnOnce()) {
    let size = app.window().size();
    app.window()
        .set_size(slint::PhysicalSize::new(size.width, size.height.max(1600)));
    act();
    app.window().set_size(size);
}

/// Taps a button that may be below the fold.
fn tap_reaching(app: &AppWindow, label: &str) {
    if has_button(app, label) {
        return tap(app, label);
    }
    reaching(app, || tap(app, label));
}

/// Types into a field that may be below the fold.
fn type_reaching(app: &AppWindow, label: &str, text: &str) {
    reaching(app, || type_into(app, label, text));
}

fn shoot_all(app: &AppWindow, dir: &Path) {
    shot(app, dir, "01-home");
    tap(app, "About");
    shot(app, dir, "02-about");
    tap(app, "Back");

    // Armor of God, deal 7: new game, the table, a selected card with previews, a discard, the Dart.
    tap(app, "Armor of God: Solo: New game");
    tap(app, "Satan's Dart: Softer");
    shot(app, dir, "10-aog-new-game");
    type_reaching(app, "Deal number", "7");
    tap_reaching(app, "Start the game");
    shot(app, dir, "11-aog-table");
    let mut state = standfirm_engine::armor_of_god::State::new(
        standfirm_engine::armor_of_god::Options {
            dart: standfirm_engine::armor_of_god::DartMode::Softer,
            ..Default::default()
        },
        7,
    );
    // The bot's first play, shown in two steps: the chosen card with its previews, then the discard step.
    let first = standfirm_engine::armor_of_god::bots::greedy_action(&state).expect("a first play");
    if let standfirm_engine::armor_of_god::Action::Play { card, .. } = first {
        tap(app, &format!("Hand: {}", support::words(card)));
        shot(app, dir, "12-aog-card-selected");
        tap(app, &format!("Hand: {}", support::words(card)));
    }
    support::perform_aog(app, &first);
    state.apply(&first).unwrap();
    shot(app, dir, "13-aog-discard-step");
    // Play the game to its end with the greedy bot's choices, photographing the Dart and the end.
    let mut dart_shot = false;
    while let Some(action) = standfirm_engine::armor_of_god::bots::greedy_action(&state) {
        if state.dart_active() && !dart_shot {
            shot(app, dir, "14-aog-dart-active");
            dart_shot = true;
        }
        support::perform_aog(app, &action);
        state.apply(&action).unwrap();
        if state.step() == standfirm_engine::armor_of_god::Step::Dart {
            shot(app, dir, "15-aog-softer-dart-choice");
        }
    }
    shot(app, dir, "16-aog-game-over");
    tap(app, "Home");

    // PIP Armor, deal 3: new game, Prepare, Put On the Armor, Stand, the end.
    tap_reaching(app, "PIP Armor: New game");
    shot(app, dir, "20-pip-new-game");
    type_reaching(app, "Deal number", "3");
    tap_reaching(app, "Start the game");
    shot(app, dir, "21-pip-prepare");
    let mut state = standfirm_engine::pip_armor::State::new(Default::default(), 3);
    let mut bot = standfirm_engine::pip_armor::bots::GreedyBot;
    use standfirm_engine::pip_armor::bots::Bot;
    let mut stand_shot = false;
    while !state.is_over() {
        let action = bot.choose(&state);
        support::perform_pip(app, &state, &action);
        state.apply(&action).unwrap();
        if shows(app, "Put On the Armor") && !stand_shot {
            shot(app, dir, "22-pip-put-on");
            tap(app, "Stand firm");
            shot(app, dir, "23-pip-stand");
            stand_shot = true;
        }
    }
    shot(app, dir, "24-pip-game-over");
    tap(app, "Home");
    shot(app, dir, "25-home-after-games");
}

/// Strongholds, deal 11, April and Steve with a bot: every screen of the pass-and-play flow, photographed the
/// first time it shows. The game is played in a window tall enough for every list, and the window is set to
/// the device's size for each photograph.
fn shoot_strongholds(app: &AppWindow, dir: &Path, size: (u32, u32)) {
    use standfirm::ShAdapter;
    use standfirm_engine::strongholds::{Options, State, Status};
    let wide = size.0 > size.1;
    let play_size = if wide { (2400, 1600) } else { (size.0, 2000) };
    let resize = |app: &AppWindow, (w, h): (u32, u32)| {
        app.window().set_size(slint::PhysicalSize::new(w, h));
    };
    let taken = std::cell::RefCell::new(std::collections::BTreeSet::<String>::new());
    let photo = |app: &AppWindow, name: &str| {
        if taken.borrow_mut().insert(name.to_string()) {
            resize(app, size);
            shot(app, dir, &format!("3x-strongholds-{name}"));
            resize(app, play_size);
        }
    };
    resize(app, play_size);
    tap_reaching(app, "Strongholds: New game");
    type_into(app, "Name of seat 1", "April");
    type_into(app, "Name of seat 2", "Steve");
    tap(app, "Add a player");
    photo(app, "01-new-game");
    type_into(app, "Strongholds deal number", "11");
    tap(app, "Start Strongholds");
    let table = Table {
        names: vec!["April".into(), "Steve".into(), "Bot 3".into()],
        bots: vec![false, false, true],
    };
    let mut state = State::new(Options::new(3), 11, 0).expect("a game");
    let mut menu_shot = false;
    for _ in 0..4000 {
        if matches!(state.status(), Status::Finished(_)) {
            break;
        }
        let state_round_ok = state.round >= 2;
        // The bots play one move at a time, each shown for a moment.
        let mut first = true;
        while app.global::<ShAdapter>().get_stage() == standfirm::ShStage::Table {
            if first {
                photo(app, "10-table-bots");
                first = false;
            }
            i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_millis(800));
        }
        if app.global::<ShAdapter>().get_stage() == standfirm::ShStage::Window
            && !taken.borrow().contains("12-window-cannot-slap")
        {
            let refused = (0..3u8)
                .find(|&s| !table.bots[usize::from(s)] && s != state.active && !state.can_slap(s));
            if let Some(seat) = refused {
                photo(app, "11-window");
                tap(
                    app,
                    &format!("{} claims it", table.names[usize::from(seat)]),
                );
                photo(app, "12-window-cannot-slap");
            }
        }
        if has_button(app, "End turn") && !menu_shot && state.round >= 2 {
            tap(app, "Menu");
            photo(app, "20-menu");
            tap(app, "End the game by agreement");
            photo(app, "21-end-by-agreement");
            tap(app, "Keep playing");
            menu_shot = true;
        }
        let names = [
            ("handoff", "02-handoff"),
            ("recap", "03-since-your-last-turn"),
            ("turn", "04-turn"),
            ("targets", "05-truth-targets"),
            ("pay-truth", "06-pay-truth"),
            ("pay-task", "07-pay-task"),
            ("pick", "08-discard"),
            ("second-trial", "09-second-trial"),
            ("window", "11-window"),
            ("claim", "13-slap-claim"),
            ("pay-slap", "14-pay-slap"),
        ];
        // The hint, on a turn that ends at once (so that the move made is the one the shadow expects).
        let ends = standfirm_engine::strongholds::bots::greedy(&state)
            == Some(standfirm_engine::strongholds::Action::EndTurn);
        play_person_watched(app, &mut state, &table, &mut |moment| {
            if let Some((_, name)) = names.iter().find(|(m, _)| *m == moment) {
                photo(app, name);
            }
            if moment == "turn"
                && ends
                && state_round_ok
                && !taken.borrow().contains("04b-turn-hint")
            {
                tap(app, "Hint");
                photo(app, "04b-turn-hint");
            }
        });
    }
    while app.global::<ShAdapter>().get_stage() == standfirm::ShStage::Table {
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_millis(800));
    }
    photo(app, "30-game-over");
    // The first person's game looked back at from its review: their own screen at their first decision.
    if let Some(review) = support::buttons(app)
        .into_iter()
        .find(|b| b.starts_with("Review ") && b.ends_with("'s game"))
    {
        tap(app, &review);
        tap_reaching(app, "Step through the game on the table");
        photo(app, "31-step-through");
        tap(app, "Back");
        tap(app, "Back");
    }
    resize(app, size);
    tap_reaching(app, "Home");
}

/// Home with games to continue, the Saved games screen (an unreadable file among them), its sheets, Save as…
/// and New game from a game's menu, Statistics and Settings.
/// The review's finished game (Hard A, deal 14, played by the Hint's moves) kept in `data`, and counted in its
/// statistics as the app counts a game when it ends.
fn finished_and_counted(data: &Path) {
    let save = support::finished_aog_save(data);
    let store = standfirm_store::Store::open(data).expect("the store");
    let result = standfirm_store::GameResult::of(&save, &save.replay().expect("a game"));
    store
        .stats()
        .record(&result.expect("a finished game"))
        .expect("counted");
}

/// A finished Armor of God game (Hard A, deal 14, played by the Hint's moves) reviewed from Saved games: the
/// chart and the first turning points, then the whole list on a tall window.
fn shoot_review(app: &AppWindow, dir: &Path) {
    tap(app, "Saved games");
    shot(app, dir, "50-saved-games-review");
    tap_reaching(app, "Review Hard A · deal 14");
    shot(app, dir, "51-review");
    reaching(app, || shot(app, dir, "52-review-whole"));
    // The game on its table: from its first decision, then at the first turning point.
    tap_reaching(app, "Step through the game on the table");
    shot(app, dir, "53-step-through");
    tap(app, "Back");
    let first = app
        .global::<standfirm::ReviewAdapter>()
        .get_points()
        .row_data(0);
    if let Some(r) = first {
        let label = format!("{}. {} {}", r.title, r.detail, r.best);
        tap_reaching(app, &label);
        shot(app, dir, "54-turning-point-on-the-table");
        tap(app, "Back");
    }
    tap(app, "Back");
    tap(app, "Back");
    tap(app, "Statistics");
    reaching(app, || shot(app, dir, "55-statistics-past-games"));
    tap(app, "Back");
    // Try from here: a practice game from the game's first decision, its unseen cards dealt again.
    tap(app, "Saved games");
    tap_reaching(app, "Review Hard A · deal 14");
    tap_reaching(app, "Step through the game on the table");
    tap(app, "Try from here: a practice game from this move");
    shot(app, dir, "56-try-from-here");
    tap(app, "Back");
    tap(app, "Leave");
}

fn shoot_files(app: &AppWindow, dir: &Path, data: &Path) {
    // A game in progress, so that Home offers to continue it.
    tap(app, "Armor of God: Solo: New game");
    type_reaching(app, "Deal number", "12");
    tap_reaching(app, "Start the game");
    tap(app, "Menu");
    shot(app, dir, "40-game-menu");
    tap(app, "Save as…");
    shot(app, dir, "41-save-as");
    tap(app, "Confirm");
    tap(app, "Menu");
    tap(app, "New game");
    shot(app, dir, "42-new-game-gives-up");
    tap(app, "Keep playing");
    tap(app, "Back");
    tap(app, "Leave");
    std::fs::write(data.join("saves").join("damaged.json"), "{ \"format\": ")
        .expect("a damaged file");
    shot(app, dir, "43-home-continue");
    tap(app, "Saved games");
    shot(app, dir, "44-saved-games");
    if let Some(rename) = support::buttons(app)
        .into_iter()
        .find(|b| b.starts_with("Rename "))
    {
        tap(app, &rename);
        shot(app, dir, "45-rename");
        tap(app, "Cancel");
    }
    tap(app, "Delete damaged.json");
    shot(app, dir, "46-delete-asks");
    tap(app, "Cancel");
    tap(app, "Back");
    tap(app, "Statistics");
    shot(app, dir, "47-statistics");
    tap(app, "Back");
    tap(app, "Settings");
    shot(app, dir, "48-settings");
    tap(app, "Back");
}

/// A frame every 50 ms of a move of Armor of God, deal 7: the card played travels from the hand to its pile,
/// then the draw comes in from the deck (a picture of the motion, frame by frame).
fn shoot_motion(app: &AppWindow, dir: &Path) {
    use standfirm_engine::armor_of_god::{bots::greedy_action, Options, State};
    tap(app, "Armor of God: Solo: New game");
    type_reaching(app, "Deal number", "7");
    tap_reaching(app, "Start the game");
    let mut state = State::new(Options::default(), 7);
    // Two moves, so that the second one (a play, then the discard and the draw) is photographed.
    let first = greedy_action(&state).expect("a move");
    support::perform_aog(app, &first);
    state.apply(&first).unwrap();
    i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(2));
    let second = greedy_action(&state).expect("a move");
    support::perform_aog(app, &second);
    for frame in 0..20 {
        shot(app, dir, &format!("50-motion-{frame:02}"));
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_millis(50));
    }
    tap(app, "Back");
    tap(app, "Leave");
}

/// The drawn art: each table mid-game under each card setting (Classic or Large print, two or four suit
/// colours), the figure on a result sheet wearing 0 to 6 pieces, a loss, and a win frame by frame.
fn shoot_art(app: &AppWindow, dir: &Path) {
    use standfirm::{AogAdapter, CardSize, SuitColours, Worn};
    use standfirm_engine::armor_of_god::{bots::greedy_action, Options, State};
    let theme = app.global::<Theme>();
    // Armor of God, deal 7, eight moves in: the piles, the hand, the figure and the deck.
    tap(app, "Armor of God: Solo: New game");
    type_reaching(app, "Deal number", "7");
    tap_reaching(app, "Start the game");
    let mut state = State::new(Options::default(), 7);
    for _ in 0..8 {
        let action = greedy_action(&state).expect("a move");
        support::perform_aog(app, &action);
        state.apply(&action).unwrap();
    }
    i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(2));
    for (size, size_name) in [
        (CardSize::Classic, "classic"),
        (CardSize::LargePrint, "large"),
    ] {
        for (colours, colours_name) in [(SuitColours::Two, "two"), (SuitColours::Four, "four")] {
            theme.set_card_size(size);
            theme.set_suit_colours(colours);
            shot(app, dir, &format!("70-art-aog-{size_name}-{colours_name}"));
        }
    }
    theme.set_card_size(CardSize::Classic);
    theme.set_suit_colours(SuitColours::Two);
    // The figure on the result sheet, wearing the first k pieces (Ephesians order), without the celebration.
    let adapter = app.global::<AogAdapter>();
    for k in 0..=6 {
        let on = |i: usize| i < k;
        adapter.set_worn(Worn {
            belt: on(0),
            breastplate: on(1),
            shoes: on(2),
            shield: on(3),
            helmet: on(4),
            sword: on(5),
        });
        adapter.set_won(false);
        adapter.set_result_title(format!("{k} of 6 pieces").into());
        adapter.set_over(true);
        shot(app, dir, &format!("71-art-figure-{k}"));
        adapter.set_over(false);
    }
    // The game played on to its end (deal 7 is won): the victory, frame by frame.
    while let Some(action) = greedy_action(&state) {
        support::perform_aog(app, &action);
        state.apply(&action).unwrap();
    }
    for frame in 0..12 {
        shot(app, dir, &format!("72-art-victory-{frame:02}"));
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_millis(150));
    }
    tap(app, "Home");
    // PIP Armor, deal 3, standing, in Large print and four colours; then its end.
    theme.set_card_size(CardSize::LargePrint);
    theme.set_suit_colours(SuitColours::Four);
    tap_reaching(app, "PIP Armor: New game");
    type_reaching(app, "Deal number", "3");
    tap_reaching(app, "Start the game");
    let mut state = standfirm_engine::pip_armor::State::new(Default::default(), 3);
    let mut bot = standfirm_engine::pip_armor::bots::GreedyBot;
    use standfirm_engine::pip_armor::bots::Bot;
    let mut stand_shot = false;
    while !state.is_over() {
        let action = bot.choose(&state);
        support::perform_pip(app, &state, &action);
        state.apply(&action).unwrap();
        if shows(app, "Put On the Armor") && !stand_shot {
            tap(app, "Stand firm");
            i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(2));
            shot(app, dir, "73-art-pip-large-four");
            stand_shot = true;
        }
    }
    i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(2));
    shot(app, dir, "74-art-pip-result");
    tap(app, "Home");
    theme.set_card_size(CardSize::Classic);
    theme.set_suit_colours(SuitColours::Two);
    shot(app, dir, "75-art-home");
}

/// Today on Home (the verse of the day, the daily deals, the streak; Home made tall, as if scrolled to it), today's Armor of God deal played to its
/// end (the memory verse before and after it is shown), Home with the deal done, and Statistics with its charts.
fn shoot_daily(app: &AppWindow, dir: &Path) {
    use standfirm_engine::armor_of_god::{bots::greedy_action, Options, State};
    use standfirm_engine::GameKind;
    tall_shot(app, dir, "80-daily-home");
    tap_reaching(app, &format!("Verse of the day: {}", verse_shown(app)));
    shot(app, dir, "81-daily-verse");
    tap(app, "Close");
    tap_reaching(app, "Daily deal: Armor of God");
    let deal = standfirm_store::daily::deal_number(GameKind::ArmorOfGod, standfirm_store::today())
        .expect("a daily deal");
    let mut state = State::new(Options::default(), deal);
    while let Some(action) = greedy_action(&state) {
        support::perform_aog(app, &action);
        state.apply(&action).unwrap();
    }
    // The sheet's celebration starts when it is first drawn: draw it, then let the celebration end.
    shot(app, dir, "82-daily-result");
    i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_secs(3));
    shot(app, dir, "82-daily-result");
    if has_button(app, "Show the verse") {
        tap(app, "Show the verse");
        shot(app, dir, "83-daily-result-verse");
    }
    tap(app, "Home");
    tall_shot(app, dir, "84-daily-home-done");
    tap_reaching(app, "Statistics");
    shot(app, dir, "85-daily-statistics");
    tap(app, "Back");
}

/// The Chance panel on each table: Armor of God after two moves, PIP Armor while preparing,
/// Strongholds on a person's own turn; then Learning mode's log line and hint.
/// Back from a table to Home, leaving the game in progress.
fn leave(app: &AppWindow) {
    tap(app, "Back");
    if has_button(app, "Leave") {
        tap(app, "Leave");
    }
}

/// A picture of the whole of Home, down to Today: the window made tall for it, then given back its size.
fn tall_shot(app: &AppWindow, dir: &Path, name: &str) {
    let size = app.window().size();
    app.window()
        .set_size(slint::PhysicalSize::new(size.width, size.height.max(1400)));
    shot(app, dir, name);
    app.window().set_size(size);
}

/// The verse of the day's reference as Home shows it ("Ephesians 6:11 (KJV)").
fn verse_shown(app: &AppWindow) -> String {
    app.global::<standfirm::HomeAdapter>()
        .get_verse_shown()
        .to_string()
}

/// The rules of each game, a verse, the Scripture screen and its search.
fn shoot_help(app: &AppWindow, dir: &Path) {
    tap(app, "Armor of God: Solo: Rules");
    shot(app, dir, "60-rules-armor-of-god");
    tap(app, "Rules of PIP Armor");
    shot(app, dir, "61-rules-pip-armor");
    tap(app, "Rules of Strongholds");
    shot(app, dir, "62-rules-strongholds");
    tap(app, "Scripture");
    shot(app, dir, "63-scripture");
    type_into(app, "Search the verses", "sword");
    shot(app, dir, "64-scripture-search");
    tap(app, "Ephesians 6:17");
    shot(app, dir, "65-verse");
    tap(app, "Close");
    tap(app, "Back");
    tap(app, "Back");
}

/// Three steps of each tutorial: its first step, a step in the middle, and the summary.
fn shoot_tutorials(app: &AppWindow, dir: &Path) {
    use standfirm::Coach;
    for (tile, name) in [
        ("Armor of God: Solo", "aog"),
        ("PIP Armor", "pip"),
        ("Strongholds", "sh"),
    ] {
        tap_reaching(app, &format!("{tile}: Learn to play"));
        shot(app, dir, &format!("70-tutorial-{name}-1-first"));
        let coach = app.global::<Coach>();
        let mut taps = 0;
        for _ in 0..2000 {
            if coach.get_done() {
                break;
            }
            if coach.get_note() {
                if taps > 0 && !dir.join(format!("70-tutorial-{name}-2-note.png")).exists() {
                    shot(app, dir, &format!("70-tutorial-{name}-2-note"));
                }
                tap(app, "Tutorial: next");
                continue;
            }
            let target = coach.get_target_label().to_string();
            if taps == 6 {
                shot(app, dir, &format!("70-tutorial-{name}-3-step"));
            }
            // The tutorials are played in a tall window; the photographs are taken at the device's size.
            if !has_button(app, &target) && support::find(app, &target).is_empty() {
                break;
            }
            tap(app, &target);
            taps += 1;
        }
        if coach.get_done() {
            shot(app, dir, &format!("70-tutorial-{name}-4-summary"));
        }
        if has_button(app, "Tutorial: home") {
            tap(app, "Tutorial: home");
        } else {
            tap(app, "Tutorial: skip");
        }
    }
}
