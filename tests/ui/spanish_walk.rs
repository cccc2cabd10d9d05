//! UI test: the whole app in Spanish, with no English left on any screen (`support::spanish`: the catalogue's
//! English words that its Spanish never uses, proper names and card ranks aside). Settings → Language →
//! Español, then every screen: Home with today, About, Settings, New game of each game, an Armor of God game
//! played to its result, a PIP Armor game through Prepare into the Stand, Saved games with their files,
//! Statistics with the finished game's chart, the Rules of each game, Scripture and a verse's sheet, the
//! tutorial of each game tapped through to its end, and a Strongholds table: the hand-off, a person's screen
//! with its tabs and a card's details, the next hand-off and "Since your last turn", the end by agreement; an
//! Armor of God Challenge before its first move.
//! Then a change of language at run time on the same Strongholds game: English → Español → English; the
//! slap window in Spanish; and a hint on screen said again in the language chosen meanwhile.

use crate::spanish_solo::{choose_language, leave_table, AogGame, PipGame};
use crate::support::spanish::{english_on_screen, english_words};
use crate::support::tutorial::tap_through_in;
use crate::support::*;
use slint::{ComponentHandle, Model};
use standfirm::{AppWindow, Coach, ShAdapter};
use std::collections::BTreeSet;

const AOG_DEAL: u64 = 5;
const PIP_DEAL: u64 = 9;
const SH_DEAL: u64 = 7;

thread_local! {
    /// The English found so far, by screen: the walk goes on to the end and says all of it at once.
    static FOUND: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Checks the screen: English on it is noted and the walk goes on ([`assert_none_found`] ends it).
fn check(app: &AppWindow, english: &BTreeSet<String>, screen: &str) {
    for (text, word) in english_on_screen(app, english) {
        FOUND.with(|f| {
            f.borrow_mut()
                .push(format!("{screen}: {word:?} in {text:?}"))
        });
    }
}

/// Fails if any screen checked showed English.
fn assert_none_found() {
    let found = FOUND.with(|f| std::mem::take(&mut *f.borrow_mut()));
    let mut lines = found.clone();
    lines.dedup();
    assert!(
        found.is_empty(),
        "English on Spanish screens:\n{}",
        lines.join("\n")
    );
}

/// Back to Home from a screen with a top bar.
fn back(app: &AppWindow) {
    tap(app, "Atrás");
}

/// Plays a tutorial from Home's "Aprender a jugar" to its end, checking the screen at every step.
fn tutorial(app: &AppWindow, english: &BTreeSet<String>, tile: &str) {
    tap(app, &format!("{tile}: Aprender a jugar"));
    let coach = app.global::<Coach>();
    assert!(coach.get_active(), "the {tile} tutorial starts");
    check(app, english, &format!("{tile} tutorial"));
    let mut steps = 0;
    tap_through_in(
        app,
        "Tutorial: siguiente",
        &mut |target| {
            steps += 1;
            assert!(!target.is_empty());
            check(app, english, &format!("{tile} tutorial, step {steps}"));
        },
        &|label| label.to_string(),
    );
    assert!(coach.get_done());
    check(app, english, &format!("{tile} tutorial's summary"));
    tap(app, "Tutorial: inicio");
}

#[test]
fn every_screen_speaks_spanish() {
    init();
    let english = english_words();
    for word in [
        "the",
        "game",
        "deal",
        "pile",
        "turn",
        "truth",
        "stronghold",
        "verse",
        "hand",
    ] {
        assert!(
            english.contains(word),
            "{word} is an English word to look for"
        );
    }
    let dir = temp_dir("spanish-walk");
    // A tall phone, so that the tutorials' lists are all on screen (as the English tutorial tests have them).
    let app = app_at(&dir, 640, 1800);
    choose_language(&app, "Español", false);

    // Home, About, Settings.
    assert!(
        has_button(&app, "Partidas guardadas"),
        "{:?}",
        buttons(&app)
    );
    assert!(
        shows(&app, "Hoy · martes, 1 de diciembre de 2026"),
        "the date in Spanish: {:?}",
        texts(&app)
    );
    check(&app, &english, "Home");
    tap(&app, "Acerca de");
    check(&app, &english, "About");
    back(&app);
    tap(&app, "Ajustes");
    check(&app, &english, "Settings");
    back(&app);

    // Each game's New game.
    tap(&app, "Armadura de Dios: Solitario: Nueva partida");
    check(&app, &english, "Armor of God's New game");
    back(&app);
    tap(&app, "Armadura PIP: Nueva partida");
    check(&app, &english, "PIP Armor's New game");
    back(&app);
    tap(&app, "Fortalezas: Nueva partida");
    check(&app, &english, "Strongholds' New game");
    tap(&app, "El puesto 2 es una persona");
    assert!(
        has_button(&app, "Nivel del puesto 2: Sabio"),
        "{:?}",
        buttons(&app)
    );
    check(&app, &english, "Strongholds' New game with a bot");
    tap(&app, "El puesto 2 es un bot");
    back(&app);

    // An Armor of God game played to its result, by its Spanish labels.
    tap(&app, "Armadura de Dios: Solitario: Nueva partida");
    type_into(&app, "Número de reparto", &AOG_DEAL.to_string());
    tap(&app, "Empezar la partida");
    let mut aog = AogGame::on(AOG_DEAL);
    check(&app, &english, "Armor of God table");
    let hand: Vec<String> = buttons(&app)
        .into_iter()
        .filter(|b| b.starts_with("Mano: "))
        .collect();
    let wanted: Vec<String> = aog
        .state
        .hand()
        .iter()
        .map(|&c| format!("Mano: {}", crate::spanish_solo::es(c)))
        .collect();
    assert_eq!(hand, wanted, "the same deal");
    aog.play(&app, true);
    // (Its Hint in Spanish is spanish_solo's: a hint chooses a card, which the moves here would tap again.)
    tap(&app, "Probabilidad");
    check(&app, &english, "Armor of God table with its Chance");
    tap(&app, "Registro de la partida");
    check(&app, &english, "Armor of God's log");
    tap(&app, "Cerrar el registro");
    tap(&app, "Menú");
    check(&app, &english, "Armor of God's menu");
    tap(&app, "Guardar como…");
    check(&app, &english, "Save as");
    tap(&app, "Cancelar");
    // The game is left and continued, as a player would.
    leave_table(&app);
    check(&app, &english, "Home with a game to continue");
    continue_game_named(&app, "Armadura de Dios");
    while aog.state.status() == standfirm_engine::armor_of_god::Status::InProgress {
        aog.play(&app, true);
    }
    check(&app, &english, "Armor of God's result");
    tap(&app, "Inicio");

    // A PIP Armor game through Prepare, its summary, into the Stand.
    tap(&app, "Armadura PIP: Nueva partida");
    type_into(&app, "Número de reparto", &PIP_DEAL.to_string());
    tap(&app, "Empezar la partida");
    let mut pip = PipGame::on(PIP_DEAL);
    check(&app, &english, "PIP Armor's Prepare");
    while pip.state.phase() == standfirm_engine::pip_armor::Phase::Prepare {
        pip.play(&app, true);
    }
    check(&app, &english, "Put On the Armor");
    tap(&app, "Mantente firme");
    check(&app, &english, "PIP Armor's Stand");
    leave_table(&app);

    // Home with a game to continue, Saved games, Statistics.
    check(&app, &english, "Home with a game to continue");
    tap(&app, "Partidas guardadas");
    let a = app.global::<standfirm::SavesAdapter>();
    assert_eq!(a.get_items().row_count(), 2);
    assert!(shows(&app, "2 archivos"), "{:?}", texts(&app));
    let folder = a.get_folder().to_string();
    let english_here: Vec<_> = english_on_screen(&app, &english)
        .into_iter()
        .filter(|(text, _)| !text.contains(&folder))
        .collect();
    assert!(
        english_here.is_empty(),
        "English on Saved games: {english_here:#?}"
    );
    let rename = buttons(&app)
        .into_iter()
        .find(|b| b.starts_with("Cambiar nombre de "))
        .expect("a Rename button");
    tap(&app, &rename);
    check(&app, &english, "Rename");
    tap(&app, "Cancelar");
    back(&app);
    tap(&app, "Estadísticas");
    assert!(
        app.global::<standfirm::StatsAdapter>()
            .get_rows()
            .row_count()
            > 0,
        "the finished game is counted"
    );
    check(&app, &english, "Statistics");
    tap(&app, "Borrar estadísticas");
    check(&app, &english, "Reset statistics?");
    tap(&app, "Conservarlas");
    back(&app);

    // The Rules of each game, Scripture, a verse's sheet.
    tap(&app, "Armadura de Dios: Solitario: Reglas");
    check(&app, &english, "Armor of God's Rules");
    assert!(
        all_labels(&app).iter().any(|l| l.contains("(RV1909)")),
        "the verses in the Reina-Valera 1909"
    );
    tap(&app, "Reglas de Armadura PIP");
    check(&app, &english, "PIP Armor's Rules");
    tap(&app, "Reglas de Fortalezas");
    check(&app, &english, "Strongholds' Rules");
    tap(&app, "Escrituras");
    check(&app, &english, "Scripture");
    type_into(&app, "Buscar en los versículos", "Efesios");
    let rows = app.global::<standfirm::ScriptureAdapter>().get_rows();
    let found: Vec<String> = (0..rows.row_count())
        .filter_map(|i| rows.row_data(i))
        .map(|r| r.reference.to_string())
        .collect();
    assert!(found.iter().any(|r| r == "Efesios 6:17"), "{found:?}");
    tap(&app, "Efesios 6:17");
    check(&app, &english, "a verse's sheet");
    tap(&app, "Cerrar");
    back(&app);
    back(&app);

    // The tutorial of each game.
    tutorial(&app, &english, "Armadura de Dios: Solitario");
    tutorial(&app, &english, "Armadura PIP");
    tutorial(&app, &english, "Fortalezas");

    // A Strongholds table for two people.
    tap(&app, "Fortalezas: Nueva partida");
    type_into(&app, "Nombre del puesto 1", "April");
    type_into(&app, "Nombre del puesto 2", "Steve");
    type_into(
        &app,
        "Número de reparto de Fortalezas",
        &SH_DEAL.to_string(),
    );
    tap(&app, "Empezar Fortalezas");
    assert!(
        shows(&app, "Pasa el dispositivo a April"),
        "{:?}",
        texts(&app)
    );
    check(&app, &english, "Strongholds' hand-off");
    tap(&app, "Soy April");
    if has_button(&app, "Continuar a mi turno") {
        tap(&app, "Continuar a mi turno");
    }
    check(&app, &english, "April's screen");
    let sh = app.global::<ShAdapter>();
    let tabs: Vec<String> = (0..sh.get_tab_names().row_count())
        .filter_map(|i| sh.get_tab_names().row_data(i))
        .map(|t| t.to_string())
        .collect();
    for tab in &tabs[1..] {
        tap(&app, tab);
        check(&app, &english, &format!("April's tab {tab}"));
    }
    tap(&app, &tabs[0]);
    let stronghold = buttons(&app)
        .into_iter()
        .find(|b| b.starts_with("Fortaleza "))
        .expect("a face-up Stronghold");
    tap(&app, &stronghold);
    check(&app, &english, "a Stronghold's details");
    tap(&app, "Cerrar");
    tap(&app, "Terminar turno");
    if has_button(&app, "Soy Steve") {
        check(&app, &english, "the hand-off to Steve");
        tap(&app, "Soy Steve");
        check(&app, &english, "Since your last turn");
        if has_button(&app, "Continuar a mi turno") {
            tap(&app, "Continuar a mi turno");
        }
        check(&app, &english, "Steve's screen");
    }
    tap(&app, "Menú");
    tap(&app, "Terminar la partida de común acuerdo");
    check(&app, &english, "End the game now?");
    tap(&app, "Terminar y contar");
    check(&app, &english, "the Strongholds end");
    tap(&app, "Inicio");

    // A Challenge: its grade and chance on the table before the first move.
    tap(&app, "Armadura de Dios: Solitario: Nueva partida");
    tap(&app, "Desafío: Muy difícil");
    tap(&app, "Empezar un desafío");
    assert!(
        shows(&app, "Reparto Muy difícil: el jugador cuidadoso gana el "),
        "{:?}",
        texts(&app)
    );
    check(&app, &english, "an Armor of God Challenge");
    leave_table(&app);
    app.hide().ok();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
    assert_none_found();
}

#[test]
fn a_strongholds_game_changes_language_at_run_time_and_back() {
    init();
    let english = english_words();
    let dir = temp_dir("spanish-strongholds");
    let app = app_at(&dir, 412, 915);
    let (_, _) = strongholds::start_april_and_steve(&app, SH_DEAL);
    tap(&app, "I'm April");
    if has_button(&app, "Continue to my turn") {
        tap(&app, "Continue to my turn");
    }
    assert!(has_button(&app, "End turn"), "{:?}", buttons(&app));
    let title = app.global::<ShAdapter>().get_subtitle().to_string();
    assert!(title.starts_with("Your turn · Round 1"), "{title}");
    // A move, so that the game is saved and listed to continue.
    tap(&app, "End turn");
    assert!(has_button(&app, "I'm Steve"), "{:?}", buttons(&app));
    // The hand-off has no top bar: Back (Escape) leaves it.
    key(&app, slint::platform::Key::Escape);
    if has_button(&app, "Leave") {
        tap(&app, "Leave");
    }

    choose_language(&app, "Español", false);
    continue_game_named(&app, "Fortalezas");
    assert!(
        shows(&app, "Pasa el dispositivo a Steve"),
        "{:?}",
        texts(&app)
    );
    check(&app, &english, "the hand-off, in Spanish now");
    tap(&app, "Soy Steve");
    if has_button(&app, "Continuar a mi turno") {
        check(&app, &english, "Since your last turn, in Spanish now");
        tap(&app, "Continuar a mi turno");
    }
    assert!(has_button(&app, "Terminar turno"), "{:?}", buttons(&app));
    assert!(
        app.global::<ShAdapter>()
            .get_subtitle()
            .starts_with("Tu turno · Ronda 1"),
        "{}",
        app.global::<ShAdapter>().get_subtitle()
    );
    check(&app, &english, "April's screen, in Spanish now");
    leave_table(&app);

    choose_language(&app, "English", false);
    continue_game_named(&app, "Strongholds");
    if has_button(&app, "I'm Steve") {
        tap(&app, "I'm Steve");
    }
    if has_button(&app, "Continue to my turn") {
        tap(&app, "Continue to my turn");
    }
    assert!(has_button(&app, "End turn"), "{:?}", buttons(&app));
    assert!(app
        .global::<ShAdapter>()
        .get_subtitle()
        .starts_with("Your turn · Round 1"));
    let spanish: Vec<String> = texts(&app)
        .into_iter()
        .chain(buttons(&app))
        .filter(|t| {
            crate::support::spanish::words_of(t).iter().any(|w| {
                [
                    "turno",
                    "ronda",
                    "verdad",
                    "fortaleza",
                    "fortalezas",
                    "puntos",
                ]
                .contains(&w.as_str())
            })
        })
        .collect();
    assert!(spanish.is_empty(), "Spanish left on the table: {spanish:?}");
    assert_none_found();
    app.hide().ok();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The slap window (SH-5.7) in Spanish: a game of two people played in English up to its first slap window,
/// left there, Settings → Español, and continued: the window's news, its question and its answers speak
/// Spanish, and "Nadie la reclama" closes it.
#[test]
fn the_slap_window_speaks_spanish() {
    use standfirm_engine::strongholds::{Awaiting, Status};
    init();
    let english = english_words();
    let dir = temp_dir("spanish-slap");
    // Tall, as the Truth list is long at times (element queries see only what is in view).
    let app = app_at(&dir, 915, 1800);
    let (table, mut state) = strongholds::start_april_and_steve(&app, 11);
    let mut reached = false;
    for _ in 0..3000 {
        if matches!(state.status(), Status::Finished(_)) {
            break;
        }
        if matches!(state.awaiting(), Awaiting::SlapWindow { .. })
            && has_button(&app, "No one claims it")
        {
            reached = true;
            break;
        }
        strongholds::play_person(&app, &mut state, &table);
    }
    assert!(reached, "a slap window before the end of deal 11");
    leave_table(&app);

    choose_language(&app, "Español", false);
    continue_game_named(&app, "Fortalezas");
    assert!(has_button(&app, "Nadie la reclama"), "{:?}", buttons(&app));
    let claims = buttons(&app)
        .into_iter()
        .filter(|b| b.ends_with(" la reclama") && b != "Nadie la reclama")
        .count();
    assert!(claims >= 1, "a person may claim it: {:?}", buttons(&app));
    check(&app, &english, "the slap window, in Spanish");
    tap(&app, "Nadie la reclama");
    assert!(!has_button(&app, "Nadie la reclama"), "the window closed");
    check(&app, &english, "after the slap window, in Spanish");
    assert_none_found();
    app.hide().ok();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A hint shown on a person's Strongholds screen is said again in the language chosen meanwhile: Steve asks for
/// it in English, leaves the table, chooses Español, and finds it in Spanish when he is back (SH hints keep
/// their words as a sentence to say, not as English text).
#[test]
fn a_strongholds_hint_on_screen_is_said_again_in_the_new_language() {
    init();
    let english = english_words();
    let dir = temp_dir("spanish-strongholds-hint");
    let app = app_at(&dir, 412, 915);
    let (_, _) = strongholds::start_april_and_steve(&app, SH_DEAL);
    tap(&app, "I'm April");
    if has_button(&app, "Continue to my turn") {
        tap(&app, "Continue to my turn");
    }
    tap(&app, "End turn");
    tap(&app, "I'm Steve");
    if has_button(&app, "Continue to my turn") {
        tap(&app, "Continue to my turn");
    }
    tap(&app, "Hint");
    let hint = app.global::<ShAdapter>().get_hint_text().to_string();
    assert!(hint.starts_with("Hint: "), "{hint:?}");
    leave_table(&app);

    choose_language(&app, "Español", false);
    continue_game_named(&app, "Fortalezas");
    if has_button(&app, "Soy Steve") {
        tap(&app, "Soy Steve");
    }
    if has_button(&app, "Continuar a mi turno") {
        tap(&app, "Continuar a mi turno");
    }
    let again = app.global::<ShAdapter>().get_hint_text().to_string();
    assert!(
        again.starts_with("Pista: "),
        "the hint is still shown, in Spanish: {again:?}"
    );
    check(
        &app,
        &english,
        "Steve's screen with his hint, in Spanish now",
    );
    assert_none_found();
    app.hide().ok();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Home's Continue of the one game in progress, in either language (`language` only names it in a panic).
fn continue_game_named(app: &AppWindow, language: &str) {
    let label = buttons(app)
        .into_iter()
        .find(|b| b.starts_with("Continue: ") || b.starts_with("Continuar: "))
        .unwrap_or_else(|| panic!("no Continue in {language}; buttons: {:?}", buttons(app)));
    tap(app, &label);
}

/// The seats' names on Strongholds' New game.
fn new_seat_names(app: &AppWindow) -> Vec<String> {
    let seats = app.global::<ShAdapter>().get_new_seats();
    seats.iter().map(|s| s.name.to_string()).collect()
}

/// The names the app gives the seats of a first Strongholds table ("Player 1") are said in the language chosen
/// since («Jugador 1»), and back; a name a person typed stays.
#[test]
fn the_seats_names_the_app_gave_follow_the_language() {
    init();
    let dir = temp_dir("spanish-seat-names");
    let app = app_at(&dir, 412, 915);
    scroll_to_and_tap(&app, "Strongholds: New game");
    assert_eq!(new_seat_names(&app), ["Player 1", "Player 2"]);
    type_into(&app, "Name of seat 2", "April");
    tap(&app, "Back");

    choose_language(&app, "Español", false);
    scroll_to_and_tap(&app, "Fortalezas: Nueva partida");
    assert_eq!(new_seat_names(&app), ["Jugador 1", "April"]);
    let field = element(&app, "Nombre del puesto 1").accessible_value();
    assert_eq!(field.as_deref(), Some("Jugador 1"), "the field shows it");
    tap(&app, "Atrás");

    choose_language(&app, "English", false);
    scroll_to_and_tap(&app, "Strongholds: New game");
    assert_eq!(new_seat_names(&app), ["Player 1", "April"]);
    // A change of language while the screen is open (the system's language, followed) says them again there.
    app.global::<standfirm::SettingsAdapter>()
        .invoke_set_language(standfirm::LanguageChoice::Spanish);
    assert_eq!(new_seat_names(&app), ["Jugador 1", "April"]);
    app.hide().ok();
    drop(app);
    let _ = std::fs::remove_dir_all(&dir);
}
