//! [`Sight`]: what the table shows while a Threat awaits an answer (PIP-6.2, PIP-B17). The greedy bot's Stand
//! choice reads only this, so a hint can make the very same choice from the player's [`View`].

use super::mapping::Piece;
use super::state::{PieceState, State};
use super::view::View;
use crate::cards::Card;

/// The face-up facts of a Stand decision: nothing face down, no deck order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Sight<'a> {
    /// The revealed Threat.
    pub threat: Card,
    /// The piece it would strike, redirect included (PIP-6.4).
    pub target: Piece,
    /// Learning Mode (PIP-9).
    pub learning: bool,
    /// The six dice, by [`Piece::index`].
    pub armor: [PieceState; 6],
    /// The Response cards in hand.
    pub hand: &'a [Card],
    /// How many Response cards are left to draw (a count; the deck is face down).
    pub responses_left: usize,
}

impl<'a> Sight<'a> {
    /// The sight of a state awaiting a Response; `None` outside the Stand phase.
    pub fn of_state(state: &'a State) -> Option<Sight<'a>> {
        Some(Sight {
            threat: state.threat()?,
            target: state.target()?,
            learning: state.options().learning,
            armor: Piece::ALL.map(|p| state.piece(p)),
            hand: state.hand(),
            responses_left: state.responses_left(),
        })
    }

    /// The same from the player's view.
    pub fn of_view(view: &'a View) -> Option<Sight<'a>> {
        let a = &view.armor;
        Some(Sight {
            threat: view.threat?,
            target: view.target?,
            learning: view.learning,
            armor: [a.belt, a.breastplate, a.shoes, a.shield, a.helmet, a.sword],
            hand: &view.hand,
            responses_left: view.responses_left,
        })
    }

    /// One piece's die.
    pub fn piece(&self, piece: Piece) -> PieceState {
        self.armor[piece.index()]
    }
}
