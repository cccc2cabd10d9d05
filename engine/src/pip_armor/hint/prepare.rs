//! The Prepare hint (PIP-4.2) from the two revealed cards alone: equip the strongest card of a piece, else keep
//! the higher card as a Response.

use super::super::action::{Action, Pile};
use super::super::mapping::{pips_of, Piece};
use super::super::view::View;
use super::Hint;
use crate::cards::Card;
use crate::msg;
use crate::words::Arg;
use std::cmp::Reverse;

/// Whether `card` is the strongest of its piece (PIP-3.1): the 10 of Hearts, Diamonds, Spades or Clubs, or the
/// 9 of Spades or Clubs (the highest odd ranks). Only one card per piece is, so putting it on the Armor pile
/// never makes a duplicate (PIP-5.2), and it still returns as a Response after Phase 2 (PIP-5.5).
fn is_strongest(card: Card) -> bool {
    let top = match Piece::of(card) {
        Piece::Shield | Piece::Belt => 9,
        _ => 10,
    };
    card.rank.number() == top
}

/// The hint for a revealed pair; `None` without one.
pub(super) fn hint(view: &View) -> Option<Hint> {
    let [upper, lower] = view.revealed[..] else {
        return None;
    };
    // Of two strongest cards, the Breastplate's first (without it the battle cannot be won, PIP-2.2), then the
    // higher, then the upper card.
    let strongest = [(1u8, upper), (2, lower)]
        .into_iter()
        .filter(|&(_, card)| is_strongest(card))
        .max_by_key(|&(pick, card)| {
            (
                Piece::of(card) == Piece::Breastplate,
                card.rank,
                Reverse(pick),
            )
        });
    if let Some((pick, card)) = strongest {
        // The strongest card of a piece gives 3 pips, or 6 on the Breastplate (PIP-5.4).
        let reason = msg!(
            "Put {card} on the Armor pile: the strongest {piece} card gives {pips} pips.",
            card = Arg::TheCard(card),
            piece = Arg::ArmorShort(Piece::of(card)),
            pips = pips_of(card)
        );
        return Some(Hint::new(
            Action::Prepare {
                pick,
                pile: Pile::Armor,
            },
            reason,
        ));
    }
    let (pick, keep, threat) = if upper.rank >= lower.rank {
        (1, upper, lower)
    } else {
        (2, lower, upper)
    };
    let reason = if keep.rank == threat.rank {
        msg!(
            "Keep {keep} as a Response: the two are equal, and {threat} becomes a Threat.",
            keep = Arg::TheCard(keep),
            threat = Arg::TheCard(threat)
        )
    } else {
        msg!(
            "Keep {keep} as a Response: it is the higher card, and {threat} becomes a Threat.",
            keep = Arg::TheCard(keep),
            threat = Arg::TheCard(threat)
        )
    };
    Some(Hint::new(
        Action::Prepare {
            pick,
            pile: Pile::Response,
        },
        reason,
    ))
}
