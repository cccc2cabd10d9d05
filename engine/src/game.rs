//! The one engine shape shared by every game (after OpenSpiel's `State`): the app's `Play`, the store's
//! replay, the runner, the bots and the property harness ([`crate::harness`]) treat every game through it.

use crate::kind::GameKind;
use crate::rng::GameRng;
use crate::words::ToMsg;
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// A seat at the table, from 0. The solo games have one seat, 0.
pub type Seat = u8;

/// More actions than any game takes to its end, with room to spare (an Armor of God game takes a few hundred; a
/// Strongholds playout is capped at a round). A playout that reaches it is a rule that never ends a game: a debug
/// build (the tests) stops there with a panic instead of hanging; a release build plays on as before.
pub const ENDLESS: usize = 20_000;

/// A game state that lists and applies its legal actions, says whose decision it is, shows each seat what it
/// may see, and can re-deal what a seat cannot see.
///
/// Contract (checked for every game by [`crate::harness`]): `legal_actions` lists legal actions only (every
/// legal one when [`Game::LISTS_EVERY_ACTION`]); `apply` of an illegal action returns an error and leaves the
/// state unchanged; all randomness comes from the RNG stored in the state; an action's notation reads back as
/// the same action; [`Game::redeal`] changes nothing a seat's view shows.
pub trait Game: Clone + Debug + PartialEq {
    /// Which game of the list this is.
    const KIND: GameKind;
    /// Whether `legal_actions` lists every legal action. Strongholds lists one canonical payment per payable
    /// choice, and `apply` accepts any other valid payment too (SH-4).
    const LISTS_EVERY_ACTION: bool = true;

    /// A player decision, with a stable text notation: `Display` writes it, `FromStr` reads it back.
    type Action: Clone + Debug + Display + FromStr<Err: Display> + PartialEq;
    /// Something that happened, for logs, animations and verses; told as a sentence by [`ToMsg::msg`].
    type Event: Clone + Debug + ToMsg;
    /// Why an action was refused; `Display` is its sentence ([`ToMsg::msg`]) in English.
    type Error: Debug + Display + ToMsg;
    /// What one seat (or, for the public view, the whole table) may see.
    type View: Clone + Debug + PartialEq;

    /// Every legal action now; empty once the game is over.
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Applies one action; on error the state is unchanged.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Error>;
    /// Whether the game has ended (won, lost, or finished without a winner).
    fn is_over(&self) -> bool;
    /// How many seats the game has; one unless the game says otherwise (the solo games).
    fn seats(&self) -> u8 {
        1
    }
    /// Every seat that may act now: the deciding seat, or every seat that may claim an open slap window;
    /// empty once the game is over. A one-seat game's only seat is to move until the end.
    fn to_move(&self) -> Vec<Seat> {
        if self.is_over() {
            Vec::new()
        } else {
            vec![0]
        }
    }
    /// What `seat` may see.
    fn view(&self, seat: Seat) -> Self::View;
    /// What the whole table may see (in a solo game, the player's view).
    fn public_view(&self) -> Self::View;
    /// Whether `event` turned hidden information face up (an undo may not cross it).
    fn reveals_hidden(event: &Self::Event) -> bool;
    /// A copy of this state in which everything `seat` cannot see has been re-dealt at random, with `rng`,
    /// from the cards it could be (deck orders, face-down piles, other seats' hands, and the stream of future
    /// shuffles), while everything `seat` can see stays as it is: `redeal(seat).view(seat) == view(seat)`.
    fn redeal(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// Reads an action in the notation, with the notation's reason when it does not read.
    fn parse_action(text: &str) -> Result<Self::Action, String> {
        text.parse::<Self::Action>().map_err(|e| e.to_string())
    }

    /// Parses and applies one action in the notation; returns its events, or why it was refused (nothing
    /// changes then).
    fn apply_text(&mut self, text: &str) -> Result<Vec<Self::Event>, String> {
        let action = Self::parse_action(text)?;
        self.apply(&action).map_err(|e| e.to_string())
    }
}

/// Puts `cards` back into the places of `places` (each a list whose length is kept), shuffled together with
/// `rng`: what every game's [`Game::redeal`] does with the cards one seat cannot tell apart. The cards are
/// sorted before the shuffle, so the result depends on which cards are hidden and on `rng`, never on the order
/// they were in: two states that differ only in hidden cards re-deal alike.
pub fn shuffle_among<T: Copy + Ord>(places: &mut [&mut [T]], rng: &mut GameRng) {
    let mut pool: Vec<T> = places.iter().flat_map(|p| p.iter().copied()).collect();
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    let mut cards = pool.into_iter();
    for place in places.iter_mut() {
        for slot in place.iter_mut() {
            *slot = cards.next().expect("as many cards as places");
        }
    }
}
