//! The solo session without a screen: selection, hint, undo, highlights, flights and messages, the same in
//! both games.

use crate::tables::aog::AogSession;
use crate::tables::pip::PipSession;
use crate::tables::play::motion::FlightSpec;
use standfirm_engine::armor_of_god::{self as aog, Step};
use standfirm_engine::pip_armor::{self as pip, Phase};

/// Flights reversed: every card goes back from where it went to.
fn flown_back(forward: &[FlightSpec], back: &[FlightSpec]) -> bool {
    !forward.is_empty()
        && forward.len() == back.len()
        && forward.iter().all(|f| {
            back.iter()
                .any(|b| b.card == f.card && b.from == f.to && b.to == f.from)
        })
}

#[test]
fn armor_of_god_taps_select_and_deselect_and_say_what_to_do() {
    let mut s = AogSession::new(aog::Options::default(), 11);
    s.tap_slot(0);
    assert_eq!(
        s.play.message,
        "Tap a card in your hand first, then the pile to play it on."
    );
    let playable = (0..s.state().hand().len())
        .find(|&i| s.state().hand()[i] != standfirm_engine::cards::Card::ACE_OF_SPADES)
        .expect("a card that is not the Dart");
    s.tap_card(playable);
    assert_eq!(s.selected, Some(playable));
    assert!(s.play.message.is_empty());
    s.tap_card(playable);
    assert_eq!(s.selected, None);
}

#[test]
fn armor_of_god_hint_undo_clear_the_hint_the_highlights_and_fly_back() {
    let mut s = AogSession::new(aog::Options::default(), 5);
    // Follow hints until a move that reveals nothing, so it can be undone.
    loop {
        s.show_hint();
        let (_, mark) = s.hint.clone().expect("a hint while the game goes on");
        assert!(s.selected.is_some() || s.state().step() == Step::Dart);
        let action = s.state().legal_actions();
        let before = s.state().clone();
        let hinted = standfirm_engine::armor_of_god::hint(&s.state().table()).unwrap();
        assert!(action.contains(&hinted.action));
        s.play.message.clear();
        s.act(hinted.action);
        assert!(s.hint.is_none(), "a move clears the hint");
        if let aog::Action::Play { slot, .. } = hinted.action {
            assert_eq!(mark, Some(slot), "the hint points at its pile");
        }
        if !s.can_undo() {
            continue;
        }
        let forward = s.last_flights.clone();
        s.show_hint();
        s.undo();
        assert_eq!(s.state(), &before);
        assert!(s.hint.is_none() && s.selected.is_none() && !s.has_flashes());
        assert!(flown_back(&forward, &s.flights), "the cards fly back");
        break;
    }
}

/// PIP Armor reveals a card with every move but the last (PIP-B3): the last move is the one to undo.
#[test]
fn pip_armor_undo_clears_the_hint_the_selections_and_the_highlights_too() {
    let mut s = PipSession::new(pip::Options::default(), 0);
    let mut bot = standfirm_engine::pip_armor::bots::RandomBot::new(0);
    loop {
        use standfirm_engine::pip_armor::bots::Bot;
        let before = s.state().clone();
        s.act(bot.choose(s.state()));
        if s.can_undo() {
            assert!(s.is_over(), "only the last move reveals nothing");
            let forward = s.last_flights.clone();
            s.undo();
            assert_eq!(s.state(), &before);
            assert!(!s.has_flashes(), "no highlight of the undone move is left");
            assert!(flown_back(&forward, &s.flights), "the cards fly back");
            break;
        }
    }
    // A hint, then an undo that is not possible: the hint goes all the same, as in Armor of God.
    s.show_hint();
    assert!(s.hint.is_some());
    s.undo();
    assert!(s.hint.is_none(), "no stale hint after an undo");
}

#[test]
fn pip_armor_prepare_asks_for_a_card_first_and_refusals_change_nothing() {
    let mut s = PipSession::new(pip::Options::default(), 8);
    assert_eq!(s.state().phase(), Phase::Prepare);
    s.choose_pile(Some(pip::Pile::Armor));
    assert_eq!(
        s.play.message,
        "Tap one of the two cards first, then where to keep it."
    );
    s.tap_reveal(0);
    assert_eq!(s.extra.selected_reveal, Some(0));
    s.tap_reveal(0);
    assert_eq!(s.extra.selected_reveal, None);
    let before = s.state().clone();
    s.respond();
    assert_eq!(s.state(), &before);
    assert!(s.play.message.ends_with('.'));
}

#[test]
fn a_resumed_session_is_the_same_game_with_nothing_in_flight() {
    let mut s = AogSession::new(aog::Options::default(), 21);
    for _ in 0..6 {
        let Some(action) = aog::bots::greedy_action(s.state()) else {
            break;
        };
        s.act(action);
    }
    let back = AogSession::resume(s.save_file()).unwrap();
    assert_eq!(back.state(), s.state());
    assert_eq!(back.play.log.len(), s.play.log.len());
    assert!(back.flights.is_empty() && back.last_flights.is_empty() && back.hint.is_none());
}

/// The words of the solo tables in Spanish: a label, a message said again in the language it is shown in, the
/// Learning hint's words and a plural (the catalogue's `lang/es` translations).
mod spanish {
    use super::*;
    use crate::tables::aog::labels;
    use crate::words::tr::{say, set_rust_lang};
    use standfirm_engine::armor_of_god::Slot;
    use standfirm_engine::cards::Card;
    use standfirm_guide::Lang;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn labels_and_a_message_come_out_in_spanish_and_the_message_again_in_english() {
        let mut s = AogSession::new(aog::Options::default(), 11);
        set_rust_lang(Lang::Spanish);
        assert_eq!(labels::hand(card("6H")), "Mano: 6 de corazones");
        assert_eq!(labels::pile(Slot::Belt), "Pila del Cinto de la Verdad");
        assert_eq!(
            labels::pile(Slot::Breastplate),
            "Pila de la Cota de Justicia"
        );
        assert_eq!(
            crate::tables::pip::labels::keep(pip::Pile::Response),
            "Guardar como Respuesta"
        );
        s.tap_slot(0);
        assert_eq!(
            s.play.message_now(),
            "Primero toca una carta de tu mano y luego la pila donde jugarla."
        );
        set_rust_lang(Lang::English);
        assert_eq!(
            s.play.message_now(),
            "Tap a card in your hand first, then the pile to play it on.",
            "the message is said again in the language it is shown in"
        );
    }

    #[test]
    fn the_hint_is_said_in_the_language_it_is_shown_in() {
        let mut s = AogSession::new(aog::Options::default(), 5);
        assert!(s.show_hint());
        s.weigh_hint();
        set_rust_lang(Lang::Spanish);
        let weighing = s.hint_text();
        set_rust_lang(Lang::English);
        assert!(weighing.starts_with("Pista: "), "{weighing}");
        assert!(
            weighing.ends_with(" Calculando la probabilidad de cada jugada…"),
            "{weighing}"
        );
        assert!(s.hint_text().starts_with("Hint: "));
        assert!(s.hint_text().ends_with(" Weighing every move's chance…"));
        let learned = standfirm_engine::msg!(
            "Learning hint: {best}. Its chance is {chance}%, against {usual_chance}% for the usual \
             move ({usual}).",
            best = standfirm_engine::msg!(
                "Discard {card}",
                card = standfirm_engine::words::Arg::TheCard(card("QD"))
            ),
            chance = 72,
            usual_chance = 64,
            usual = standfirm_engine::msg!("take the hit")
        );
        set_rust_lang(Lang::Spanish);
        let said = say(&learned);
        set_rust_lang(Lang::English);
        assert_eq!(
            said,
            "Pista de aprendizaje: Descartar la Reina de diamantes. Su probabilidad es del 72 %, frente \
             al 64 % de la jugada habitual (recibir el golpe)."
        );
        assert_eq!(
            say(&learned),
            "Learning hint: Discard the Queen of Diamonds. Its chance is 72%, against 64% for the usual \
             move (take the hit)."
        );
    }

    #[test]
    fn a_plural_picks_its_form_in_each_language() {
        let left = |n: u64| {
            standfirm_engine::msg_plural!(
                "The Breastplate of Righteousness fell to 0 pips with {n} Threat left.",
                "The Breastplate of Righteousness fell to 0 pips with {n} Threats left.",
                n,
                n = n
            )
        };
        set_rust_lang(Lang::Spanish);
        let (one, three) = (say(&left(1)), say(&left(3)));
        set_rust_lang(Lang::English);
        assert_eq!(
            one,
            "La Cota de Justicia cayó a 0 puntos con 1 Amenaza por resolver."
        );
        assert_eq!(
            three,
            "La Cota de Justicia cayó a 0 puntos con 3 Amenazas por resolver."
        );
        assert_eq!(
            say(&left(1)),
            "The Breastplate of Righteousness fell to 0 pips with 1 Threat left."
        );
    }
}
