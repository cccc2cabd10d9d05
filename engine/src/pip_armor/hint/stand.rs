//! The reason of a Stand hint (PIP-6.3, PIP-6.4, PIP-9.1), from the same [`Sight`] the choice was made from.

use super::super::action::Action;
use super::super::bots::{lowest_defender, restores};
use super::super::mapping::Piece;
use super::super::sight::Sight;
use super::super::state::PieceState;

/// Why the greedy Stand choice `action` is made.
pub(super) fn reason(sight: &Sight, action: Action) -> String {
    let threat = sight.threat.words();
    match action {
        Action::Respond { card } if card.rank >= sight.threat.rank => {
            let beats = if defenders(sight) > 1 {
                format!("the lowest card that beats {threat}")
            } else {
                format!("it beats {threat}")
            };
            let tie = if card.rank == sight.threat.rank {
                " (a tie defeats the Threat)"
            } else {
                ""
            };
            let restore = if sight.learning && restores(sight, card) {
                format!(
                    ", and Learning Mode restores a pip to the {}",
                    Piece::of(card)
                )
            } else {
                String::new()
            };
            format!("Respond with {}: {beats}{tie}{restore}.", card.words())
        }
        Action::Respond { card } => format!(
            "Play {} anyway: nothing in your hand beats {threat}, and a new card replaces it.",
            card.words()
        ),
        Action::Pass => pass(sight),
        Action::Prepare { .. } => "Keep one of the two revealed cards.".into(),
    }
}

fn pass(sight: &Sight) -> String {
    let target = sight.target;
    let bp = sight.piece(Piece::Breastplate);
    if target == Piece::Breastplate && bp == PieceState::Missing {
        return "Take the hit: it falls on the missing Breastplate and does nothing.".into();
    }
    let on = format!(
        "Take the hit on the {target} ({})",
        pips(sight.piece(target).pips())
    );
    match lowest_defender(sight) {
        Some(card) => format!(
            "{on}: save {} while the Breastplate has only {}.",
            card.words(),
            pips(bp.pips())
        ),
        None if sight.hand.is_empty() => format!("{on}: your hand is empty."),
        None => format!("{on}: no card in your hand is high enough."),
    }
}

/// How many cards in hand defeat the Threat.
fn defenders(sight: &Sight) -> usize {
    sight
        .hand
        .iter()
        .filter(|c| c.rank >= sight.threat.rank)
        .count()
}

fn pips(n: u8) -> String {
    if n == 1 {
        "1 pip".into()
    } else {
        format!("{n} pips")
    }
}
