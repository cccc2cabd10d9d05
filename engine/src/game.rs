//! The one engine shape shared by the three games (DESIGN.md, after OpenSpiel's `State`), so that bots,
//! the headless runner, benchmarks and property tests treat every game alike.

use std::fmt::{Debug, Display};

/// A game state that can list and apply its legal actions.
///
/// Contract: `legal_actions` lists every legal action and only those; `apply` of an illegal action returns an
/// error and leaves the state unchanged; all randomness comes from the RNG stored in the state.
pub trait Game: Clone {
    /// A player decision, with a stable text notation (its `Display`).
    type Action: Clone + Debug + Display + PartialEq;
    /// Something that happened, for logs, animations and verses.
    type Event: Clone + Debug;
    /// Why an action was refused.
    type Error: Debug + Display;

    /// Every legal action now; empty once the game is over.
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Applies one action; on error the state is unchanged.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Error>;
    /// Whether the game has ended (won, lost, or finished without a winner).
    fn is_over(&self) -> bool;
}
