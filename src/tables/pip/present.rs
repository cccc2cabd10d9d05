//! The session as the `PipAdapter` global shows it.

use super::session::{Flash, PipSession};
use crate::models::anchor;
use crate::models::cards::{card_at, hand_rows};
use crate::models::rows;
use crate::tables::play::Tone;
use crate::ui::LogLine;
use crate::ui::PieceData;
use crate::ui::PieceFlash;
use crate::ui::PieceStatus;
use crate::ui::PipAdapter;
use crate::ui::PipPhase;
use crate::words::tr::{lang, tr, trn};
use crate::words::verses;
use standfirm_engine::cards::Card;
use standfirm_engine::pip_armor::{Phase, Piece, PieceState, State, Status};
use standfirm_engine::words::Arg;
use standfirm_guide::terms;

/// Pushes the whole session into the adapter.
pub fn present(session: &PipSession, adapter: &PipAdapter) {
    let s = session.state();
    pieces(session, adapter);
    piles(session, adapter);
    let chosen = session.selected.and_then(|i| s.hand().get(i).copied());
    hand(session, adapter, chosen);
    adapter.set_prompt(session.play.prompt(prompt(session, chosen)).into());
    adapter.set_message(session.play.message_now().into());
    adapter.set_hint_text(session.hint_text().into());
    rows!(adapter, get_log, set_log, session.play.log.rows());
    adapter.set_can_undo(session.can_undo());
    put_on(session, adapter);
    present_result(s, session.play.daily(), session.play.challenge(), adapter);
}

/// The six pieces (the one the Threat would strike marked), the phase and the deal.
fn pieces(session: &PipSession, adapter: &PipAdapter) {
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
    let deal = s.seed();
    adapter.set_subtitle(
        match (s.prepare_turn(), s.options().learning) {
            (Some(turn), false) => tr!(
                "Prepare · turn {turn} of 18 · Deal {deal}",
                turn = turn,
                deal = deal
            ),
            (Some(turn), true) => tr!(
                "Prepare · turn {turn} of 18 · Deal {deal} · Learning Mode",
                turn = turn,
                deal = deal
            ),
            (None, false) => tr!("Stand · Deal {deal}", deal = deal),
            (None, true) => tr!("Stand · Deal {deal} · Learning Mode", deal = deal),
        }
        .into(),
    );
}

/// The two revealed cards, the face-down piles and the Threat.
fn piles(session: &PipSession, adapter: &PipAdapter) {
    let s = session.state();
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
}

/// The Response cards in the hand, the chosen one's Respond button, and the counts.
fn hand(session: &PipSession, adapter: &PipAdapter, chosen: Option<Card>) {
    let s = session.state();
    rows!(
        adapter,
        get_hand,
        set_hand,
        hand_rows(s.hand(), super::labels::hand)
    );
    adapter.set_selected(session.selected.map_or(-1, |i| i as i32));
    adapter.set_respond_text(
        match (chosen, s.threat()) {
            (Some(card), Some(threat)) if card.rank >= threat.rank => {
                tr!("Respond {card} · defeats", card = Arg::Card(card))
            }
            (Some(card), Some(_)) => tr!("Respond {card} · too low", card = Arg::Card(card)),
            _ => super::labels::respond(),
        }
        .into(),
    );
    adapter.set_counts_text(
        tr!(
            "Threats left {threats} · Responses left {responses} · Pips {pips}",
            threats = s.threats_left(),
            responses = s.responses_left(),
            pips = s.pips_total()
        )
        .into(),
    );
}

/// What to do now, in words.
fn prompt(session: &PipSession, chosen: Option<Card>) -> String {
    match session.state().phase() {
        Phase::Prepare if session.extra.selected_reveal.is_some() => {
            tr!("Keep it as Armor or as a Response; the other card becomes a Threat.")
        }
        Phase::Prepare => {
            tr!("Tap one card to keep (face down). The other goes to the Threat pile.")
        }
        Phase::Stand if chosen.is_some() => {
            tr!("Respond with it, or take the hit. Ties favour you.")
        }
        Phase::Stand => tr!("Respond with an equal or higher card, or take the hit."),
        Phase::Over => String::new(),
    }
}

/// The Put On the Armor summary (PIP-5), shown once after the 18th Prepare turn.
fn put_on(session: &PipSession, adapter: &PipAdapter) {
    adapter.set_show_put_on(session.extra.show_put_on);
    let lines: Vec<LogLine> = session
        .extra
        .put_on
        .iter()
        .map(|(msg, verse, tone)| LogLine {
            text: crate::words::tr::say(msg).into(),
            verse: verses::shown(verse.unwrap_or_default()).into(),
            kind: if *tone == Tone::Danger {
                crate::ui::LineKind::Danger
            } else {
                crate::ui::LineKind::Plain
            },
        })
        .collect();
    rows!(adapter, get_put_on_lines, set_put_on_lines, lines);
}

fn piece_data(s: &State, piece: Piece, targeted: bool, flash: Flash) -> PieceData {
    let (state, pips, card) = match s.piece(piece) {
        PieceState::Unprepared => (PieceStatus::Unprepared, 0, None),
        PieceState::Equipped { card, pips } => (PieceStatus::Equipped, pips, Some(card)),
        PieceState::Missing => (PieceStatus::Missing, 0, None),
        PieceState::Destroyed { card } => (PieceStatus::Destroyed, 0, Some(card)),
    };
    PieceData {
        key: piece.notation().into(),
        kind: crate::models::art::armor(piece),
        anchor: anchor::piece(piece.notation()).into(),
        name: terms::armor_title(piece, lang()).into(),
        short: terms::armor_short(piece, lang()).into(),
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
    let card = Arg::Card(threat);
    if mapped == target {
        tr!(
            "{card} strikes the {piece} if it succeeds",
            card = card,
            piece = Arg::ArmorShort(target)
        )
    } else {
        let piece = Arg::ArmorShort(mapped);
        match s.piece(mapped) {
            PieceState::Destroyed { .. } => tr!(
                "{card} strikes the Breastplate: the {piece} is destroyed",
                card = card,
                piece = piece
            ),
            _ => tr!(
                "{card} strikes the Breastplate: the {piece} is missing",
                card = card,
                piece = piece
            ),
        }
    }
}

/// The result sheet; a won daily deal recalls the verse of its day instead of the victory's verse, and a graded
/// deal says its grade and chance.
fn present_result(
    s: &State,
    daily: Option<standfirm_store::Date>,
    challenge: Option<standfirm_store::Challenge>,
    adapter: &PipAdapter,
) {
    adapter.set_over(s.is_over());
    // The figure on the result wears every piece still standing.
    let worn = Piece::ALL.map(|p| matches!(s.piece(p), PieceState::Equipped { .. }));
    adapter.set_worn(crate::models::art::worn(worn));
    adapter.set_figure_label(crate::models::art::worn_words(worn).into());
    adapter.set_won(matches!(s.status(), Status::Won { .. }));
    let deal = tr!("Deal {deal}", deal = s.seed());
    let (title, lines, verse) = match s.status() {
        Status::InProgress => return,
        Status::Won {
            rating,
            whole_armor,
        } => {
            let pips = s.pips_total();
            let mut lines = vec![trn!(
                "Every Threat is resolved. Victory Rating: {rating} ({n} pip).",
                "Every Threat is resolved. Victory Rating: {rating} ({n} pips).",
                pips,
                rating = terms::rating_name(rating, lang()),
                n = pips
            )];
            if whole_armor {
                lines.push(tr!("Whole Armor Victory: all six pieces stand."));
            }
            (tr!("Victory!"), lines, verses::STAND)
        }
        Status::Lost => {
            let left = s.threats_left();
            let line = trn!(
                "The Breastplate of Righteousness fell to 0 pips with {n} Threat left.",
                "The Breastplate of Righteousness fell to 0 pips with {n} Threats left.",
                left,
                n = left
            );
            (tr!("The battle is lost"), vec![line], verses::BE_STRONG)
        }
        Status::PracticeComplete => (
            tr!("Practice complete"),
            vec![tr!(
                "Every Threat is resolved, but without a Breastplate the battle cannot be won."
            )],
            verses::PUT_ON,
        ),
    };
    let mut text = format!("{}\n{deal}", lines.join("\n"));
    if let Some(c) = &challenge {
        let unshaken = matches!(
            s.status(),
            Status::Won {
                rating: standfirm_engine::pip_armor::Rating::Unshaken,
                ..
            }
        );
        text.push('\n');
        text.push_str(&crate::words::grade::result_sentence(
            standfirm_engine::GameKind::PipArmor,
            c,
            unshaken,
        ));
    }
    adapter.set_result_title(title.into());
    adapter.set_result_text(text.into());
    let (recall, text, reference) = crate::words::verses::result_verse(verse, daily);
    adapter.set_result_recall(recall);
    adapter.set_result_verse(text.into());
    adapter.set_result_verse_ref(reference.into());
}

/// Which cards map to a piece (PIP-3.1), for the table before the armor is put on.
pub fn mapping_words(piece: Piece) -> String {
    match piece {
        Piece::Belt => tr!("odd ♣"),
        Piece::Breastplate => "♥".into(),
        Piece::Shoes => tr!("even ♣"),
        Piece::Shield => tr!("odd ♠"),
        Piece::Helmet => tr!("even ♠"),
        Piece::Sword => "♦".into(),
    }
}
