//! UI test: the solo tables in Spanish, and a change of language at run time on the same games (English →
//! Español → English). An Armor of God game and a PIP Armor game are started in English; Settings → Language
//! → Español (and Learning mode on); each game goes on in Spanish, played by its Spanish labels, with the
//! Chance and a Hint open, and no English word is left on screen: labels, prompts, the log (the engine's events
//! and the Learning lines), the hint and its reason, the Chance panel; PIP Armor through its Put On the Armor
//! summary into the Stand. Then Settings → English, and the same games read English again.

use crate::support::*;
use slint::{ComponentHandle, Model};
use standfirm::{AogAdapter, AppWindow, ChanceAdapter, PipAdapter};
use standfirm_engine::cards::Card;
use standfirm_engine::{armor_of_god as aog, pip_armor as pip};
use standfirm_guide::{terms, Lang};

const AOG_DEAL: u64 = 11;
const PIP_DEAL: u64 = 23;

/// Words of the solo tables' English strings that Spanish never uses (proper names left out: "PIP", "Stand
/// Firm").
const ENGLISH: &[&str] = &[
    "the",
    "your",
    "you",
    "and",
    "with",
    "pile",
    "piles",
    "card",
    "cards",
    "tap",
    "hand",
    "round",
    "deck",
    "chance",
    "hint",
    "undo",
    "discard",
    "keep",
    "threat",
    "threats",
    "armor",
    "log",
    "deal",
    "respond",
    "response",
    "responses",
    "take",
    "hit",
    "of",
    "win",
    "victory",
    "belt",
    "breastplate",
    "shoes",
    "shield",
    "helmet",
    "sword",
    "banked",
    "claimed",
    "empty",
    "top",
    "largest",
    "none",
    "pips",
    "left",
    "prepare",
    "turn",
    "dart",
    "defense",
    "check",
    "face",
    "down",
    "upper",
    "lower",
    "back",
    "working",
    "event",
    "figure",
    "wears",
    "missing",
    "destroyed",
    "unprepared",
    "target",
    "rules",
    "save",
    "new",
    "game",
    "menu",
    "close",
];

/// Words of the tables' Spanish that English never uses.
const SPANISH: &[&str] = &[
    "pista",
    "mano",
    "reparto",
    "ronda",
    "mazo",
    "deshacer",
    "probabilidad",
    "registro",
    "pila",
    "tu",
    "carta",
    "cartas",
    "guardar",
    "como",
    "respuesta",
    "amenaza",
    "preparar",
    "turno",
    "la",
    "el",
    "de",
    "figura",
    "lleva",
];

/// The words of `text`, lower case.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Every text, button label and accessible description on screen.
fn on_screen(app: &AppWindow) -> Vec<String> {
    let mut all = texts(app);
    all.extend(buttons(app));
    all.extend(all_labels(app));
    all
}

/// The texts on screen with a word of `words`.
fn speaking(app: &AppWindow, words: &[&str]) -> Vec<String> {
    on_screen(app)
        .into_iter()
        .filter(|text| words_of(text).iter().any(|w| words.contains(&w.as_str())))
        .collect()
}

/// Taps the first of `labels` that is a button on screen.
pub(crate) fn tap_any(app: &AppWindow, labels: &[&str]) {
    match labels.iter().find(|l| has_button(app, l)) {
        Some(label) => tap(app, label),
        None => panic!("none of {labels:?} on screen; buttons: {:?}", buttons(app)),
    }
}

/// Taps the button whose label ends with `end`.
pub(crate) fn tap_ending(app: &AppWindow, end: &str) {
    let label = buttons(app)
        .into_iter()
        .find(|b| b.ends_with(end))
        .unwrap_or_else(|| panic!("no button ending {end:?}; buttons: {:?}", buttons(app)));
    tap(app, &label);
}

/// Leaves a table for Home, in either language.
pub(crate) fn leave_table(app: &AppWindow) {
    tap_any(app, &["Atrás", "Back"]);
    if has_button(app, "Salir") || has_button(app, "Leave") {
        tap_any(app, &["Salir", "Leave"]);
    }
}

/// Home's Continue of the game of deal `deal`, in either language.
pub(crate) fn continue_game(app: &AppWindow, deal: u64) {
    let label = buttons(app)
        .into_iter()
        .find(|b| b.starts_with("Contin") && b.ends_with(&format!(" {deal}")))
        .unwrap_or_else(|| panic!("no Continue of deal {deal}; buttons: {:?}", buttons(app)));
    tap(app, &label);
}

/// Settings → Language → `language` ("Español", "English"), then Home.
pub(crate) fn choose_language(app: &AppWindow, language: &str, learning: bool) {
    tap_any(app, &["Ajustes", "Settings"]);
    if learning {
        tap(app, "Learning mode: On");
    }
    tap_ending(app, &format!(": {language}"));
    tap_any(app, &["Atrás", "Back"]);
}

pub(crate) fn aog_log(app: &AppWindow) -> Vec<String> {
    let log = app.global::<AogAdapter>().get_log();
    (0..log.row_count())
        .filter_map(|i| log.row_data(i))
        .map(|l| l.text.to_string())
        .collect()
}

pub(crate) fn pip_log(app: &AppWindow) -> Vec<String> {
    let log = app.global::<PipAdapter>().get_log();
    (0..log.row_count())
        .filter_map(|i| log.row_data(i))
        .map(|l| l.text.to_string())
        .collect()
}

/// A card as the Spanish labels name it ("6 de corazones").
pub(crate) fn es(card: Card) -> String {
    terms::card_words(card, Lang::Spanish)
}

/// An Armor of God pile's Spanish label.
pub(crate) fn pile_es(slot: aog::Slot) -> &'static str {
    match slot {
        aog::Slot::Belt => "Pila del Cinto de la Verdad",
        aog::Slot::Breastplate => "Pila de la Cota de Justicia",
        aog::Slot::Shoes => "Pila del Calzado del Evangelio",
        aog::Slot::Shield => "Pila del Escudo de la Fe",
        aog::Slot::Helmet => "Pila del Yelmo de Salud",
        aog::Slot::Sword => "Pila de la Espada del Espíritu",
    }
}

/// An Armor of God game followed in the engine.
pub(crate) struct AogGame {
    pub(crate) state: aog::State,
}

impl AogGame {
    pub(crate) fn new() -> AogGame {
        AogGame::on(AOG_DEAL)
    }

    /// A game of deal `deal`, with the default options.
    pub(crate) fn on(deal: u64) -> AogGame {
        AogGame {
            state: aog::State::new(aog::Options::default(), deal),
        }
    }

    /// The greedy bot's move, made by taps on the English labels or the Spanish ones.
    pub(crate) fn play(&mut self, app: &AppWindow, spanish: bool) {
        let action = aog::bots::greedy_action(&self.state).expect("the game goes on");
        if spanish {
            match action {
                aog::Action::Play { card, slot } => {
                    tap(app, &format!("Mano: {}", es(card)));
                    tap(app, pile_es(slot));
                }
                aog::Action::Discard { card } => {
                    tap(app, &format!("Mano: {}", es(card)));
                    tap(app, "Descartar la carta elegida");
                }
                aog::Action::Dart {
                    line: aog::DartLine::Largest,
                } => tap(app, "Dardo: pila más grande"),
                aog::Action::Dart {
                    line: aog::DartLine::Banked,
                } => tap(app, "Dardo: pila reservada"),
            }
        } else {
            perform_aog(app, &action);
        }
        self.state.apply(&action).expect("a legal move");
    }
}

/// A PIP Armor game followed in the engine.
pub(crate) struct PipGame {
    pub(crate) state: pip::State,
}

impl PipGame {
    pub(crate) fn new() -> PipGame {
        PipGame::on(PIP_DEAL)
    }

    /// A game of deal `deal`, with the default options.
    pub(crate) fn on(deal: u64) -> PipGame {
        PipGame {
            state: pip::State::new(pip::Options::default(), deal),
        }
    }

    /// The usual hint's move, made by taps on the English labels or the Spanish ones.
    pub(crate) fn play(&mut self, app: &AppWindow, spanish: bool) {
        let action = pip::hint(&self.state.view())
            .expect("the game goes on")
            .action;
        match (spanish, action) {
            (true, pip::Action::Prepare { pick, pile }) => {
                let card = self.state.revealed().expect("two revealed cards")[pick as usize - 1];
                let which = if pick == 1 {
                    "Carta de arriba"
                } else {
                    "Carta de abajo"
                };
                // A hint may have chosen it already: a second tap would let it go.
                if app.global::<PipAdapter>().get_selected_reveal() != i32::from(pick) - 1 {
                    tap(app, &format!("{which}: {}", es(card)));
                }
                tap(
                    app,
                    match pile {
                        pip::Pile::Armor => "Guardar como Armadura",
                        pip::Pile::Response => "Guardar como Respuesta",
                    },
                );
            }
            (true, pip::Action::Respond { card }) => {
                let index = self.state.hand().iter().position(|&c| c == card);
                let chosen = app.global::<PipAdapter>().get_selected();
                if index.map(|i| i as i32) != Some(chosen) {
                    tap(app, &format!("Mano: {}", es(card)));
                }
                tap(app, "Responder");
            }
            (true, pip::Action::Pass) => tap(app, "Recibir el golpe"),
            (false, action) => perform_pip(app, &self.state, &action),
        }
        self.state.apply(&action).expect("a legal move");
    }
}

#[test]
fn the_solo_tables_speak_spanish_and_english_again_on_the_same_games() {
    init();
    let dir = temp_dir("spanish-solo");
    let app = app_at(&dir, 412, 915);

    // Both games begin in English.
    tap(&app, "Armor of God: Solo: New game");
    type_into(&app, "Deal number", &AOG_DEAL.to_string());
    tap(&app, "Start the game");
    let mut aog = AogGame::new();
    for _ in 0..2 {
        aog.play(&app, false);
    }
    leave_table(&app);
    tap(&app, "PIP Armor: New game");
    type_into(&app, "Deal number", &PIP_DEAL.to_string());
    tap(&app, "Start the game");
    let mut pip = PipGame::new();
    for _ in 0..2 {
        pip.play(&app, false);
    }
    leave_table(&app);

    // Español, with Learning mode's lines.
    choose_language(&app, "Español", true);

    // Armor of God goes on in Spanish, by its Spanish labels.
    continue_game(&app, AOG_DEAL);
    assert!(shows(&app, "Armadura de Dios"), "{:?}", texts(&app));
    for button in ["Deshacer", "Pista", "Probabilidad"] {
        assert!(has_button(&app, button), "{button}: {:?}", buttons(&app));
    }
    for _ in 0..2 {
        aog.play(&app, true);
    }
    let log = aog_log(&app);
    assert!(
        log.iter()
            .any(|l| l == &format!("Reparto {AOG_DEAL}: vístete de toda la Armadura de Dios.")),
        "{log:?}"
    );
    assert!(
        log.iter()
            .any(|l| l.starts_with("Las pruebas de la vida: robas ")),
        "{log:?}"
    );
    assert!(
        log.iter().any(|l| l.contains(": tu probabilidad ")),
        "a Learning line in Spanish: {log:?}"
    );
    tap(&app, "Probabilidad");
    let headline = app.global::<ChanceAdapter>().get_headline().to_string();
    assert!(
        headline.starts_with("Probabilidad de ganar: unos ") && headline.contains(" % ± "),
        "{headline}"
    );
    tap(&app, "Pista");
    let hint = app.global::<AogAdapter>().get_hint_text().to_string();
    assert!(hint.starts_with("Pista: "), "{hint}");
    assert!(
        log.iter().any(|l| l.starts_with("Juegas ")),
        "the engine's events in Spanish: {log:?}"
    );
    let english = speaking(&app, ENGLISH);
    assert!(
        english.is_empty(),
        "English on the Armor of God table: {english:?}"
    );
    let aog_lines = log.len();
    leave_table(&app);

    // PIP Armor too.
    continue_game(&app, PIP_DEAL);
    assert!(shows(&app, "Armadura PIP"), "{:?}", texts(&app));
    for _ in 0..2 {
        pip.play(&app, true);
    }
    let subtitle = app.global::<PipAdapter>().get_subtitle().to_string();
    assert!(
        subtitle.starts_with("Preparar · 5/18 · Reparto "),
        "{subtitle}"
    );
    assert!(has_button(&app, "Pila de Amenazas"), "{:?}", buttons(&app));
    tap(&app, "Probabilidad");
    let headline = app.global::<ChanceAdapter>().get_headline().to_string();
    assert!(
        headline.starts_with("Probabilidad de victoria: unos "),
        "{headline}"
    );
    assert!(app
        .global::<ChanceAdapter>()
        .get_note()
        .starts_with("Solo cuenta lo que está en la mesa"));
    tap(&app, "Pista");
    assert!(app
        .global::<PipAdapter>()
        .get_hint_text()
        .starts_with("Pista: "));
    let english = speaking(&app, ENGLISH);
    assert!(
        english.is_empty(),
        "English on the PIP Armor table: {english:?}"
    );
    // The rest of the Prepare, then the Put On the Armor summary, in Spanish.
    while pip.state.phase() == pip::Phase::Prepare {
        pip.play(&app, true);
    }
    assert!(shows(&app, "Vestir la Armadura"), "{:?}", texts(&app));
    let english = speaking(&app, ENGLISH);
    assert!(
        english.is_empty(),
        "English on the Put On the Armor summary: {english:?}"
    );
    tap(&app, "Mantente firme");
    // Two moves of the Stand, its hint and its log.
    for _ in 0..2 {
        pip.play(&app, true);
    }
    assert_eq!(pip.state.phase(), pip::Phase::Stand, "the battle goes on");
    let subtitle = app.global::<PipAdapter>().get_subtitle().to_string();
    assert!(subtitle.starts_with("Resistir · Reparto "), "{subtitle}");
    for button in ["Responder", "Recibir el golpe"] {
        assert!(has_button(&app, button), "{button}: {:?}", buttons(&app));
    }
    tap(&app, "Pista");
    let hint = app.global::<PipAdapter>().get_hint_text().to_string();
    assert!(hint.starts_with("Pista: "), "{hint}");
    let log = pip_log(&app);
    assert!(
        log.iter().any(|l| l.starts_with("Se descubre la Amenaza ")),
        "{log:?}"
    );
    let english = speaking(&app, ENGLISH);
    assert!(
        english.is_empty(),
        "English in PIP Armor's Stand: {english:?}"
    );
    let pip_lines = pip_log(&app).len();
    leave_table(&app);

    // English again: the same games, every word said again in English.
    choose_language(&app, "English", false);
    continue_game(&app, AOG_DEAL);
    for button in ["Undo", "Hint", "Chance", "Belt of Truth pile"] {
        assert!(has_button(&app, button), "{button}: {:?}", buttons(&app));
    }
    let hand: Vec<String> = aog.state.hand().iter().map(|&c| words(c)).collect();
    assert_eq!(hand_labels(&app), hand, "the same game");
    assert!(app
        .global::<AogAdapter>()
        .get_subtitle()
        .starts_with("Round 1/4 · Deck "));
    let log = aog_log(&app);
    assert_eq!(log.len(), aog_lines, "the same log");
    assert!(log
        .iter()
        .any(|l| l == &format!("Deal {AOG_DEAL}: put on the whole Armor of God.")));
    assert!(
        log.iter().any(|l| l.contains(": your chance ")),
        "the Learning lines said again in English: {log:?}"
    );
    let spanish = speaking(&app, SPANISH);
    assert!(spanish.is_empty(), "Spanish left on the table: {spanish:?}");
    leave_table(&app);
    continue_game(&app, PIP_DEAL);
    for button in ["Respond", "Take the hit"] {
        assert!(has_button(&app, button), "{button}: {:?}", buttons(&app));
    }
    assert_eq!(pip_log(&app).len(), pip_lines, "the same log");
    assert!(app
        .global::<PipAdapter>()
        .get_subtitle()
        .starts_with("Stand · Deal "));
    let spanish = speaking(&app, SPANISH);
    assert!(spanish.is_empty(), "Spanish left on the table: {spanish:?}");
    app.hide().ok();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}
