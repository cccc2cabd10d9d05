//! The kinds of log line of the three games that show a verse, each with a short name and an example, for
//! [`crate::uses`]. Built from the engine's `Event::samples()`; the names are matched exhaustively, so a new kind
//! of event needs a name here, in English and in Spanish, before this compiles.

use crate::Lang;
use standfirm_engine::armor_of_god::Event as AogEvent;
use standfirm_engine::pip_armor::Event as PipEvent;
use standfirm_engine::strongholds::events::REFERENCES as SH_REFERENCES;
use standfirm_engine::strongholds::Event as ShEvent;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;

/// A kind of line's short name in English and in Spanish.
type Names = (&'static str, &'static str);

fn pick(names: Names, lang: Lang) -> &'static str {
    match lang {
        Lang::English => names.0,
        Lang::Spanish => names.1,
    }
}

/// A kind of log line and the verse reference it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventLine {
    /// The game.
    pub game: GameKind,
    /// A short name for the kind of line ("Doubt creeps in", "Entra la Duda").
    pub name: &'static str,
    /// An example of the line, with placeholder cards, in the engine's words: a sentence its reader says in
    /// its language (`standfirm_engine::words`), seats named by the reader.
    pub example: Msg,
    /// The verse reference shown with it.
    pub reference: &'static str,
}

/// Every kind of log line that shows a verse of its own, named in English (see [`event_lines_in`]).
pub fn event_lines() -> Vec<EventLine> {
    event_lines_in(Lang::English)
}

/// Every kind of log line that shows a verse of its own, named in `lang`. Strongholds lines that show the
/// reference printed on a card are left to the card (see [`crate::uses::Use::Card`]).
pub fn event_lines_in(lang: Lang) -> Vec<EventLine> {
    let mut lines: Vec<EventLine> = Vec::new();
    let mut add = |game, name, example: Msg, reference: Option<&'static str>| {
        let Some(reference) = reference else { return };
        if !lines
            .iter()
            .any(|l| l.game == game && l.name == name && l.reference == reference)
        {
            lines.push(EventLine {
                game,
                name,
                example,
                reference,
            });
        }
    };
    for e in AogEvent::samples() {
        add(
            GameKind::ArmorOfGod,
            pick(aog_name(&e), lang),
            e.msg(),
            e.verse(),
        );
    }
    for e in PipEvent::samples() {
        add(
            GameKind::PipArmor,
            pick(pip_name(&e), lang),
            e.msg(),
            e.verse(),
        );
    }
    for e in ShEvent::samples() {
        let own = e.verse().filter(|v| SH_REFERENCES.contains(v));
        add(GameKind::Strongholds, pick(sh_name(&e), lang), e.msg(), own);
    }
    lines
}

fn aog_name(event: &AogEvent) -> Names {
    match event {
        AogEvent::TurnBegan { .. } => ("A turn begins", "Empieza un turno"),
        AogEvent::StandFirm { .. } => (
            "Stand Firm: a banked pile is claimed",
            "Estar firme: se obtiene una pila reservada",
        ),
        AogEvent::Doubt { .. } => ("Doubt creeps in", "Entra la Duda"),
        AogEvent::Drew { .. } => (
            "Life's Trials: a card is drawn",
            "Las pruebas de la vida: se roba una carta",
        ),
        AogEvent::DartActive => (
            "Satan's Dart is in your hand",
            "El Dardo de Satanás está en tu mano",
        ),
        AogEvent::Played { .. } => ("A card is played", "Se juega una carta"),
        AogEvent::Claimed { .. } => ("Exact: a piece is claimed", "Exacto: se obtiene una pieza"),
        AogEvent::Banked { .. } => (
            "Exact but blocked: the pile is banked",
            "Exacto pero bloqueada: la pila queda reservada",
        ),
        AogEvent::Bust {
            second_bank: false, ..
        } => ("Bust", "Se pasa"),
        AogEvent::Bust {
            second_bank: true, ..
        } => (
            "A second exact pile busts",
            "Una segunda pila exacta se pasa",
        ),
        AogEvent::DartStruck { .. } => ("Satan's Dart strikes", "El Dardo de Satanás ataca"),
        AogEvent::DartGrazed { .. } => (
            "Satan's Dart (softer) strikes",
            "El Dardo de Satanás (suave) ataca",
        ),
        AogEvent::HandDiscarded { .. } => (
            "The Dart's blow: the hand is discarded",
            "El golpe del Dardo: se descarta la mano",
        ),
        AogEvent::Discarded { .. } => (
            "Bearing the Weight: one card is discarded",
            "Llevar la carga: se descarta una carta",
        ),
        AogEvent::RoundEnded { .. } => ("The round ends", "Termina la ronda"),
        AogEvent::DefenseCheck { .. } => ("Defense Check", "Prueba de Defensa"),
        AogEvent::Reshuffled { .. } => (
            "A new deck for the next round",
            "Un mazo nuevo para la ronda siguiente",
        ),
        AogEvent::Won => ("Victory", "Victoria"),
        AogEvent::Lost => ("Defeat", "Derrota"),
    }
}

fn pip_name(event: &PipEvent) -> Names {
    match event {
        PipEvent::Kept { .. } => ("A card is kept", "Se guarda una carta"),
        PipEvent::ToThreatPile { .. } => (
            "A card goes to the Threat pile",
            "Una carta va a la pila de Amenazas",
        ),
        PipEvent::Revealed { .. } => (
            "Prepare: two cards are revealed",
            "Preparar: se descubren dos cartas",
        ),
        PipEvent::PrepareComplete { .. } => ("Preparation is complete", "La preparación termina"),
        PipEvent::Equipped { .. } => (
            "Put On the Armor: a piece is equipped",
            "Vestir la Armadura: se equipa una pieza",
        ),
        PipEvent::DuplicateToThreat { .. } => (
            "A stronger duplicate becomes a Threat",
            "Un duplicado más fuerte se vuelve Amenaza",
        ),
        PipEvent::PieceMissing { .. } => ("A piece is missing", "Falta una pieza"),
        PipEvent::NoBreastplate => (
            "No Breastplate: a practice battle",
            "Sin Cota: una batalla de práctica",
        ),
        PipEvent::DecksFormed { .. } => (
            "The Response and Threat decks are formed",
            "Se forman los mazos de Respuestas y de Amenazas",
        ),
        PipEvent::Drew { .. } => ("Responses are drawn", "Se roban Respuestas"),
        PipEvent::ThreatRevealed { .. } => ("A Threat is revealed", "Se descubre una Amenaza"),
        PipEvent::Defeated { .. } => (
            "A Response defeats the Threat",
            "Una Respuesta derrota a la Amenaza",
        ),
        PipEvent::ResponseFails { .. } => ("A Response fails", "Una Respuesta falla"),
        PipEvent::TookHit { .. } => ("No Response", "Sin Respuesta"),
        PipEvent::Redirected { .. } => (
            "The blow turns to the Breastplate",
            "El golpe se desvía a la Cota",
        ),
        PipEvent::Struck { .. } => ("A piece is struck", "Una pieza recibe un golpe"),
        PipEvent::PieceDestroyed { .. } => ("A piece is destroyed", "Una pieza queda destruida"),
        PipEvent::HitAbsorbed { .. } => (
            "A hit on a missing Breastplate",
            "Un golpe a una Cota ausente",
        ),
        PipEvent::Restored { .. } => (
            "Learning Mode: a pip is restored",
            "Modo Aprendizaje: se restaura un punto",
        ),
        PipEvent::NotRestored { .. } => (
            "Learning Mode: nothing is restored",
            "Modo Aprendizaje: no se restaura nada",
        ),
        PipEvent::Victory { .. } => ("Victory", "Victoria"),
        PipEvent::Defeat => ("Defeat", "Derrota"),
        PipEvent::PracticeComplete => ("Practice complete", "Práctica completada"),
    }
}

fn sh_name(event: &ShEvent) -> Names {
    match event {
        ShEvent::TurnStarted { .. } => ("A turn begins", "Empieza un turno"),
        ShEvent::GrowthDrawn { .. } => {
            ("A Growth card is drawn", "Se roba una carta de Crecimiento")
        }
        ShEvent::TrialPlaced { .. } => ("A Trial is drawn", "Se roba una Prueba"),
        ShEvent::AssignmentPlaced { .. } => ("An Assignment is drawn", "Se roba una Tarea"),
        ShEvent::SecondTrialDrawn { .. } => {
            ("A second Trial is drawn", "Se roba una segunda Prueba")
        }
        ShEvent::TrialDiscarded { .. } => (
            "A second Trial is discarded",
            "Se descarta una segunda Prueba",
        ),
        ShEvent::GrowthReshuffled { .. } => (
            "The Growth deck is reshuffled",
            "Se vuelve a barajar el mazo de Crecimiento",
        ),
        ShEvent::GrowthExhausted { .. } => (
            "No Growth cards are left",
            "No quedan cartas de Crecimiento",
        ),
        ShEvent::TruthDrawn { .. } => ("A Truth card is drawn", "Se roba una carta de Verdad"),
        ShEvent::TruthDeckEmpty { .. } => {
            ("The Truth deck is empty", "El mazo de Verdad está vacío")
        }
        ShEvent::TrialOvercome { .. } => ("A Trial is overcome", "Se supera una Prueba"),
        ShEvent::AssignmentFulfilled { .. } => {
            ("An Assignment is fulfilled", "Se cumple una Tarea")
        }
        ShEvent::StrongholdDefeated { .. } => {
            ("A Stronghold is defeated", "Se derrota una Fortaleza")
        }
        ShEvent::StrongholdRevealed { .. } => {
            ("A Stronghold is revealed", "Se descubre una Fortaleza")
        }
        ShEvent::SlapWindowClosed { .. } => {
            ("The slap window closes", "Se cierra la ventana de palmada")
        }
        ShEvent::GrowthDiscarded { .. } => (
            "A Growth card is discarded",
            "Se descarta una carta de Crecimiento",
        ),
        ShEvent::TruthReturned { .. } => (
            "A Truth card is returned",
            "Se devuelve una carta de Verdad",
        ),
        ShEvent::TurnEnded { .. } => ("A turn ends", "Termina un turno"),
        ShEvent::GameOver { .. } => ("The game is over", "La partida termina"),
    }
}
