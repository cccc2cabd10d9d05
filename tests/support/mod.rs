//! Driving the real UI without a display: the Slint testing backend with the software renderer, elements
//! found by accessible label, snapshots saved as PNG. Shared by the UI tests and `examples/screenshots.rs`.
//!
//! Two switches, read from the environment, run the same test binary again in another mode: [`LARGE_PRINT`]
//! (every table in Large print) and [`threads::THREADED`] (the app's worker threads run, their answers
//! delivered by the test: [`threads`]).
#![allow(dead_code)]

use i_slint_backend_testing::{
    AccessibleRole, ElementHandle, ElementRoot, TestingBackend, TestingBackendOptions,
};
use slint::ComponentHandle;
use standfirm::AppWindow;

pub mod keys;
pub mod online;
pub mod spanish;
pub mod strongholds;
pub mod taps;
pub mod threads;
pub mod tutorial;

/// The date the UI tests and screenshots run on, unless `STANDFIRM_TODAY` says otherwise.
pub const TODAY: &str = "2026-12-01";

/// Installs the testing backend with the software renderer (real text metrics and pixels). Safe to call
/// from every test: a platform already installed is kept.
pub fn init() {
    // One date for every UI test and screenshot (the clock the app, the store and the runner read).
    static TODAY_SET: std::sync::Once = std::sync::Once::new();
    TODAY_SET.call_once(|| {
        if std::env::var_os(standfirm_store::TODAY_ENV).is_none() {
            std::env::set_var(standfirm_store::TODAY_ENV, TODAY);
        }
        // The app follows the system's language unless Settings say otherwise: the tests read English
        // (a test of another language chooses it in Settings).
        std::env::set_var("LC_ALL", "en_US.UTF-8");
    });
    // Threads off: `invoke_from_event_loop` fails, and the app does its slow work in place. The threaded mode
    // ([`threads`]) brings its own event-loop proxy for the tests that ask for it.
    if threads::threaded() {
        threads::init_thread();
    }
    let backend = TestingBackend::new(TestingBackendOptions {
        mock_time: true,
        threading: false,
        renderer_name: Some("software".into()),
    });
    let _ = slint::platform::set_platform(Box::new(backend));
}

/// The words a card is labelled with on screen ("10 of Hearts").
pub fn words(card: standfirm_engine::cards::Card) -> String {
    format!("{} of {}", card.rank.name(), card.suit.name())
}

/// The hand as the screen lists it: the labels of the "Hand: …" buttons, in order.
pub fn hand_labels(app: &AppWindow) -> Vec<String> {
    buttons(app)
        .into_iter()
        .filter_map(|l| l.strip_prefix("Hand: ").map(str::to_string))
        .collect()
}

/// The accessible description of the element labelled `label`.
pub fn description(app: &AppWindow, label: &str) -> String {
    element(app, label)
        .accessible_description()
        .map(|d| d.to_string())
        .unwrap_or_default()
}

/// The environment variable that runs every UI test with the cards in Large print
/// (`STANDFIRM_TEST_LARGE_PRINT=1 cargo test --test ui`).
pub const LARGE_PRINT: &str = "STANDFIRM_TEST_LARGE_PRINT";

/// Builds the app, sized like a phone (360×640) unless told otherwise, and shows it; in Large print when
/// [`LARGE_PRINT`] is set.
pub fn app(width: u32, height: u32) -> AppWindow {
    let app = standfirm::build_app().expect("the app builds");
    large_print_if_asked(&app);
    shown(app, width, height)
}

/// Builds the app keeping its files under `dir`, sized `width`×`height`, and shows it; in Large print when
/// [`LARGE_PRINT`] is set.
pub fn app_at(dir: &std::path::Path, width: u32, height: u32) -> AppWindow {
    let app = app_as_kept_at(dir, width, height);
    large_print_if_asked(&app);
    app
}

/// Builds the app keeping its files under `dir` with exactly the settings kept there, and shows it.
pub fn app_as_kept_at(dir: &std::path::Path, width: u32, height: u32) -> AppWindow {
    let app = standfirm::build_app_at(dir.to_path_buf()).expect("the app builds");
    shown(app, width, height)
}

/// The actions of the one game kept under `dir`, once the app has written what it has.
pub fn kept_actions(dir: &std::path::Path) -> Vec<String> {
    standfirm::flush_saves();
    let store = standfirm_store::Store::open(dir).unwrap();
    let saves: Vec<_> = store
        .list()
        .into_iter()
        .filter_map(|e| e.save.ok())
        .collect();
    assert_eq!(saves.len(), 1, "one game kept");
    saves[0].actions.clone()
}

/// Chooses Large print, as the Settings screen does, when [`LARGE_PRINT`] is set.
fn large_print_if_asked(app: &AppWindow) {
    if std::env::var_os(LARGE_PRINT).is_some_and(|v| v != "0") {
        app.global::<standfirm::SettingsAdapter>()
            .invoke_set_card_size(standfirm::CardSize::LargePrint);
    }
}

fn shown(app: AppWindow, width: u32, height: u32) -> AppWindow {
    app.window()
        .set_size(slint::PhysicalSize::new(width, height));
    app.show().expect("the window shows");
    app
}

/// A new empty folder under the system's temporary folder, for one test.
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("standfirm-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Every element whose accessible label is `label`.
pub fn find(app: &AppWindow, label: &str) -> Vec<ElementHandle> {
    ElementHandle::find_by_accessible_label(app, label).collect()
}

/// The one button (or the first element) labelled `label`; panics with the labels on screen if none.
pub fn element(app: &AppWindow, label: &str) -> ElementHandle {
    let all = find(app, label);
    let button = all
        .iter()
        .find(|e| e.accessible_role() == Some(AccessibleRole::Button))
        .cloned();
    button
        .or_else(|| all.into_iter().next())
        .unwrap_or_else(|| {
            panic!(
                "no element labelled {label:?}; buttons on screen: {:?}",
                buttons(app)
            )
        })
}

/// Scrolls the page down as a finger would, until a button labelled `label` is in view (Slint keeps only the
/// part of a long page near the view in its tree), then taps it; panics with the labels on screen if none.
pub fn scroll_to_and_tap(app: &AppWindow, label: &str) {
    for _ in 0..12 {
        if has_button(app, label) {
            break;
        }
        let size = app.window().size().to_logical(app.window().scale_factor());
        app.window()
            .dispatch_event(slint::platform::WindowEvent::PointerScrolled {
                position: slint::LogicalPosition::new(size.width / 2.0, size.height / 2.0),
                delta_x: 0.0,
                delta_y: -size.height / 2.0,
            });
        i_slint_backend_testing::mock_elapsed_time(std::time::Duration::from_millis(100));
    }
    tap(app, label);
}

/// Whether a button labelled `label` is on screen.
pub fn has_button(app: &AppWindow, label: &str) -> bool {
    find(app, label)
        .iter()
        .any(|e| e.accessible_role() == Some(AccessibleRole::Button))
}

/// Taps the element labelled `label` (its default accessible action, as a screen reader or a tap would).
pub fn tap(app: &AppWindow, label: &str) {
    element(app, label).invoke_accessible_default_action();
}

/// The labels of every button on screen.
pub fn buttons(app: &AppWindow) -> Vec<String> {
    app.root_element()
        .query_descendants()
        .match_accessible_role(AccessibleRole::Button)
        .find_all()
        .iter()
        .filter_map(|e| e.accessible_label().map(|l| l.to_string()))
        .collect()
}

/// The text of every Text element on screen.
pub fn texts(app: &AppWindow) -> Vec<String> {
    app.root_element()
        .query_descendants()
        .match_accessible_role(AccessibleRole::Text)
        .find_all()
        .iter()
        .filter_map(|e| e.accessible_label().map(|l| l.to_string()))
        .collect()
}

/// Every accessible label and description in the element tree (what a screen reader could reach).
pub fn all_labels(app: &AppWindow) -> Vec<String> {
    app.root_element()
        .query_descendants()
        .find_all()
        .iter()
        .flat_map(|e| [e.accessible_label(), e.accessible_description()])
        .flatten()
        .map(|l| l.to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// Whether some Text on screen contains `needle`.
pub fn shows(app: &AppWindow, needle: &str) -> bool {
    texts(app).iter().any(|t| t.contains(needle))
}

/// Types into the field labelled `label`.
pub fn type_into(app: &AppWindow, label: &str, value: &str) {
    // The field itself, not a heading with the same words above it.
    let field = find(app, label)
        .into_iter()
        .find(|e| e.accessible_role() == Some(AccessibleRole::TextInput));
    field
        .unwrap_or_else(|| element(app, label))
        .set_accessible_value(value);
}

/// Presses and releases a key (Escape, Back).
pub fn key(app: &AppWindow, key: slint::platform::Key) {
    let text: slint::SharedString = key.into();
    app.window()
        .dispatch_event(slint::platform::WindowEvent::KeyPressed { text: text.clone() });
    app.window()
        .dispatch_event(slint::platform::WindowEvent::KeyReleased { text });
}

/// Saves what the window shows as a PNG file.
pub fn snapshot(app: &AppWindow, path: &std::path::Path) {
    let shot = app
        .window()
        .take_snapshot()
        .expect("a snapshot with the software renderer");
    let (w, h) = (shot.width(), shot.height());
    let bytes: Vec<u8> = shot
        .as_slice()
        .iter()
        .flat_map(|p| [p.r, p.g, p.b, p.a])
        .collect();
    let image = image::RgbaImage::from_raw(w, h, bytes).expect("an RGBA buffer");
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).expect("the screenshot folder");
    }
    image.save(path).expect("the PNG is written");
}

/// Performs an Armor of God action the way a player does: tap a card, then a pile or a button.
pub fn perform_aog(app: &AppWindow, action: &standfirm_engine::armor_of_god::Action) {
    use standfirm_engine::armor_of_god::{Action, DartLine};
    match *action {
        Action::Play { card, slot } => {
            tap(app, &format!("Hand: {}", words(card)));
            tap(app, &format!("{} pile", slot.title()));
        }
        Action::Discard { card } => {
            tap(app, &format!("Hand: {}", words(card)));
            tap(app, "Discard the chosen card");
        }
        Action::Dart {
            line: DartLine::Largest,
        } => tap(app, "Dart: largest pile"),
        Action::Dart {
            line: DartLine::Banked,
        } => tap(app, "Dart: banked pile"),
    }
}

/// Performs a PIP Armor action the way a player does.
pub fn perform_pip(
    app: &AppWindow,
    state: &standfirm_engine::pip_armor::State,
    action: &standfirm_engine::pip_armor::Action,
) {
    use standfirm_engine::pip_armor::{Action, Pile};
    match *action {
        Action::Prepare { pick, pile } => {
            let card = state.revealed().expect("two revealed cards")[pick as usize - 1];
            let which = if pick == 1 {
                "Upper card"
            } else {
                "Lower card"
            };
            tap(app, &format!("{which}: {}", words(card)));
            tap(
                app,
                if pile == Pile::Armor {
                    "Keep as Armor"
                } else {
                    "Keep as Response"
                },
            );
        }
        Action::Respond { card } => {
            tap(app, &format!("Hand: {}", words(card)));
            tap(app, "Respond");
        }
        Action::Pass => tap(app, "Take the hit"),
    }
}

/// An Armor of God game at Hard A (deal 14) played to its end by the Hint's moves, kept in `dir`'s saves folder
/// as the app keeps it: a finished game with turning points, for the review's tests and screenshots.
#[allow(dead_code)]
pub fn finished_aog_save(dir: &std::path::Path) -> standfirm_store::SaveFile {
    use standfirm_engine::armor_of_god::{Defense, Options, State};
    use standfirm_engine::odds::Playout;
    let options = Options {
        defense: Defense::HardA,
        ..Options::default()
    };
    let mut s = State::new(options, 14);
    let mut actions = Vec::new();
    while let Some(a) = s.greedy_move(0) {
        s.apply(&a).expect("a legal move");
        actions.push(a.to_string());
    }
    let setup = standfirm_store::Setup::ArmorOfGod {
        options,
        seed: 14,
        deck: None,
    };
    let save = standfirm_store::SaveFile::from_actions(setup, actions, "Hard A · deal 14")
        .expect("a game")
        .0;
    let saves = dir.join("saves");
    std::fs::create_dir_all(&saves).expect("the saves folder");
    std::fs::write(saves.join(save.file_name()), save.to_bytes()).expect("the save");
    save
}
