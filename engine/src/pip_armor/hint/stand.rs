//! The reason of a Stand hint (PIP-6.3, PIP-6.4, PIP-9.1), from the same [`Sight`] the choice was made from.

use super::super::action::Action;
use super::super::bots::{lowest_defender, restores};
use super::super::mapping::Piece;
use super::super::sight::Sight;
use super::super::state::PieceState;
use crate::words::{Arg, Msg};
use crate::{msg, msg_plural};

/// Why the greedy Stand choice `action` is made.
pub(super) fn reason(sight: &Sight, action: Action) -> Msg {
    let threat = Arg::TheCard(sight.threat);
    match action {
        Action::Respond { card } if card.rank >= sight.threat.rank => {
            let beats = if defenders(sight) > 1 {
                msg!("the lowest card that beats {threat}", threat = threat)
            } else {
                msg!("it beats {threat}", threat = threat)
            };
            let mut said = msg!(
                "Respond with {card}: {beats}",
                card = Arg::TheCard(card),
                beats = beats
            );
            if card.rank == sight.threat.rank {
                said = msg!("{reason} (a tie defeats the Threat)", reason = said);
            }
            if sight.learning && restores(sight, card) {
                said = msg!(
                    "{reason}, and Learning Mode restores a pip to {piece}",
                    reason = said,
                    piece = Arg::TheArmorShort(Piece::of(card))
                );
            }
            said.full_stop()
        }
        Action::Respond { card } => msg!(
            "Play {card} anyway: nothing in your hand beats {threat}, and a new card replaces it.",
            card = Arg::TheCard(card),
            threat = threat
        ),
        Action::Pass => pass(sight),
        Action::Prepare { .. } => msg!("Keep one of the two revealed cards."),
    }
}

fn pass(sight: &Sight) -> Msg {
    let target = sight.target;
    let bp = sight.piece(Piece::Breastplate);
    if target == Piece::Breastplate && bp == PieceState::Missing {
        return msg!("Take the hit: it falls on the missing Breastplate and does nothing.");
    }
    let pips = sight.piece(target).pips();
    let on = msg_plural!(
        "Take the hit on {piece} ({n} pip)",
        "Take the hit on {piece} ({n} pips)",
        pips,
        piece = Arg::TheArmorShort(target),
        n = pips
    );
    match lowest_defender(sight) {
        Some(card) => msg_plural!(
            "{take}: save {card} while the Breastplate has only {n} pip.",
            "{take}: save {card} while the Breastplate has only {n} pips.",
            bp.pips(),
            take = on,
            card = Arg::TheCard(card),
            n = bp.pips()
        ),
        None if sight.hand.is_empty() => msg!("{take}: your hand is empty.", take = on),
        None => msg!("{take}: no card in your hand is high enough.", take = on),
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
