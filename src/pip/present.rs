//! The session as the `PipAdapter` global shows it.

use super::session::{mapping_words, Flash, PipSession};
use crate::cards_ui::{card_at, hand_rows};
use crate::help::verses;
use crate::models::rows;
use crate::play::anchor;
use crate::play::Tone;
use crate::{LogLine, PieceData, PieceFlash, PieceStatus, PipAdapter, PipPhase};
use standfirm_engine::pip_armor::{Phase, Piece, PieceState, State, Status};

/// Pushes the whole session into the adapter.
pub fn present(session: &PipSession, adapter: &PipAdapter) {
    let s = session.state();
    let target = if s.phase() == Phase::Stand {
        s.target()
    } else {
        None
    };
    let pieces: Vec<PieceData> = Piece::ALL
        .into_iter()
        .map(|p| piece_data(s, p, target == Some(p), session.flashes[p.index()]))
        .collect();
    rows!(adapter, get_pieces, set_pieces, pieces);
    adapter.set_phase(match s.phase() {
        Phase::Prepare => PipPhase::Prepare,
        Phase::Stand => PipPhase::Stand,
        Phase::Over => PipPhase::Over,
    });
    let mode = if s.options().learning {
        " · Learning Mode"
    } else {
        ""
    };
    adapter.set_subtitle(
        match s.prepare_turn() {
            Some(turn) => format!("Prepare · turn {turn} of 18 · Deal {}{mode}", s.seed()),
            None => format!("Stand · Deal {}{mode}", s.seed()),
        }
        .into(),
    );
    let revealed = s.revealed().map(Vec::from).unwrap_or_default();
    let revealed = revealed
        .iter()
        .enumerate()
        .map(|(i, &c)| card_at(c, &anchor::reveal(i), super::labels::revealed(i, c)))
        .collect();
    rows!(adapter, get_revealed, set_revealed, revealed);
    adapter.set_selected_reveal(session.extra.selected_reveal.map_or(-1, |i| i as i32));
    let (armor, response, threat) = s.pile_sizes();
    adapter.set_armor_pile(armor as i32);
    adapter.set_response_pile(response as i32);
    adapter.set_threat_pile(threat as i32);
    adapter.set_has_threat(s.threat().is_some());
    if let Some(card) = s.threat() {
        adapter.set_threat(card_at(card, anchor::THREAT, super::labels::threat(card)));
    }
    adapter.set_threat_text(threat_text(s).into());
    rows!(
        adapter,
        get_hand,
        set_hand,
        hand_rows(s.hand(), super::labels::hand)
    );
    adapter.set_selected(session.selected.map_or(-1, |i| i as i32));
    let chosen = session.selected.and_then(|i| s.hand().get(i).copied());
    adapter.set_respond_text(
        match (chosen, s.threat()) {
            (Some(card), Some(threat)) if card.rank >= threat.rank => {
                format!("Respond {} · defeats", card.pretty())
            }
            (Some(card), Some(_)) => format!("Respond {} · too low", card.pretty()),
            _ => "Respond".to_string(),
        }
        .into(),
    );
    adapter.set_counts_text(
        format!(
            "Threats left {} · Responses left {} · Pips {}",
            s.threats_left(),
            s.responses_left(),
            s.pips_total()
        )
        .into(),
    );
    adapter.set_prompt(
        match s.phase() {
            Phase::Prepare if session.extra.selected_reveal.is_some() => {
                "Keep it as Armor or as a Response; the other card becomes a Threat."
            }
            Phase::Prepare => {
                "Tap one card to keep (face down). The other goes to the Threat pile."
            }
            Phase::Stand if chosen.is_some() => {
                "Respond with it, or take the hit. Ties favour you."
            }
            Phase::Stand => "Respond with an equal or higher card, or take the hit.",
            Phase::Over => "",
        }
        .into(),
    );
    adapter.set_message(session.play.message.clone().into());
    adapter.set_hint_text(
        session
            .hint
            .as_ref()
            .map(|(words, ())| format!("Hint: {words}"))
            .unwrap_or_default()
            .into(),
    );
    rows!(adapter, get_log, set_log, session.play.log.rows());
    adapter.set_can_undo(session.can_undo());
    adapter.set_show_put_on(session.extra.show_put_on);
    let lines: Vec<LogLine> = session
        .extra
        .put_on
        .iter()
        .map(|(text, verse, tone)| LogLine {
            text: text.into(),
            verse: verse.unwrap_or_default().into(),
            kind: if *tone == Tone::Danger {
                crate::LineKind::Danger
            } else {
                crate::LineKind::Plain
            },
        })
        .collect();
    rows!(adapter, get_put_on_lines, set_put_on_lines, lines);
    present_result(s, session.play.daily(), adapter);
}

fn piece_data(s: &State, piece: Piece, targeted: bool, flash: Flash) -> PieceData {
    let (state, pips, card) = match s.piece(piece) {
        PieceState::Unprepared => (PieceStatus::Unprepared, 0, None),
        PieceState::Equipped { card, pips } => (PieceStatus::Equipped, pips, Some(card)),
        PieceState::Missing => (PieceStatus::Missing, 0, None),
        PieceState::Destroyed { card } => (PieceStatus::Destroyed, 0, Some(card)),
    };
    PieceData {
        key: piece.key().into(),
        kind: crate::art::armor(piece.index()),
        anchor: anchor::piece(piece.key()).into(),
        name: piece.full_name().into(),
        short: piece.name().into(),
        state,
        pips: i32::from(pips),
        cap: i32::from(piece.cap()),
        card: card.map(|c| c.pretty()).unwrap_or_default().into(),
        red: card.is_some_and(|c| c.suit.is_red()),
        suits: mapping_words(piece).into(),
        targeted,
        flash: match flash {
            Flash::None => PieceFlash::None,
            Flash::Hit => PieceFlash::Hit,
            Flash::Destroyed => PieceFlash::Destroyed,
            Flash::Restored => PieceFlash::Restored,
        },
    }
}

/// "strikes the Shield", or the redirect to the Breastplate (PIP-B17).
fn threat_text(s: &State) -> String {
    let (Some(threat), Some(target)) = (s.threat(), s.target()) else {
        return String::new();
    };
    let mapped = Piece::of(threat);
    if mapped == target {
        format!(
            "{} strikes the {} if it succeeds",
            threat.pretty(),
            target.name()
        )
    } else {
        let why = match s.piece(mapped) {
            PieceState::Destroyed { .. } => "destroyed",
            _ => "missing",
        };
        format!(
            "{} strikes the Breastplate: the {} is {why}",
            threat.pretty(),
            mapped.name()
        )
    }
}

/// The result sheet; a won daily deal recalls the verse of its day instead of the victory's verse.
fn present_result(s: &State, daily: Option<standfirm_store::Date>, adapter: &PipAdapter) {
    adapter.set_over(s.is_over());
    // The figure on the result wears every piece still standing.
    let worn = Piece::ALL.map(|p| matches!(s.piece(p), PieceState::Equipped { .. }));
    adapter.set_worn(crate::art::worn(worn));
    adapter.set_figure_label(crate::art::worn_words(worn, Piece::ALL.map(Piece::full_name)).into());
    adapter.set_won(matches!(s.status(), Status::Won { .. }));
    let (title, text, verse) = match s.status() {
        Status::InProgress => return,
        Status::Won { rating, whole_armor } => (
            "Victory!".to_string(),
            format!(
                "Every Threat is resolved. Victory Rating: {} ({} pips).{}\nDeal {}",
                rating.name(),
                s.pips_total(),
                if whole_armor { "\nWhole Armor Victory: all six pieces stand." } else { "" },
                s.seed()
            ),
            verses::STAND,
        ),
        Status::Lost => (
            "The battle is lost".to_string(),
            format!(
                "The Breastplate of Righteousness fell to 0 pips with {} Threats left.\nDeal {}",
                s.threats_left(),
                s.seed()
            ),
            verses::BE_STRONG,
        ),
        Status::PracticeComplete => (
            "Practice complete".to_string(),
            format!(
                "Every Threat is resolved, but without a Breastplate the battle cannot be won.\nDeal {}",
                s.seed()
            ),
            verses::PUT_ON,
        ),
    };
    adapter.set_result_title(title.into());
    adapter.set_result_text(text.into());
    let (recall, text, reference) = crate::daily::result_verse(verse, daily);
    adapter.set_result_recall(recall);
    adapter.set_result_verse(text.into());
    adapter.set_result_verse_ref(reference.into());
}
