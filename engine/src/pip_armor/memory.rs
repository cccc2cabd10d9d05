//! [`Memory`]: what the PIP Armor player knows, the cards they set aside included. Each card went face down
//! on a pile by the player's own choice (PIP-4.2), so they saw it; not looking back through a pile is the
//! game (PIP-4.3), and remembering is what the player does. The review measures a position from this, where
//! the Hint and the Chance count only what the screen shows ([`View`]).

use super::state::State;
use super::view::View;
use crate::cards::{deck_36, Card};
use crate::rng::GameRng;
use serde::Serialize;

/// The player's view and the contents of every face-down place whose cards they saw go in, each sorted (the
/// order is not theirs to know: the piles are shuffled into decks, PIP-5.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Memory {
    /// What the screen shows.
    pub view: View,
    /// The Armor pile's cards (Prepare).
    pub armor_pile: Vec<Card>,
    /// The Response pile's cards (Prepare).
    pub response_pile: Vec<Card>,
    /// The Threat pile's cards (Prepare).
    pub threat_pile: Vec<Card>,
    /// The cards left in the Response deck (Stand): the Response pile and the equipped cards (PIP-5.5), less
    /// those drawn.
    pub response_deck: Vec<Card>,
    /// The cards left in the Threat deck (Stand): the Threat pile and the duplicates (PIP-5.2), less those
    /// revealed.
    pub threat_deck: Vec<Card>,
}

fn sorted(cards: &[Card]) -> Vec<Card> {
    let mut v = cards.to_vec();
    v.sort_unstable();
    v
}

impl State {
    /// What the player knows of this state, the cards they set aside included ([`Memory`]).
    pub fn memory(&self) -> Memory {
        Memory {
            view: self.view(),
            armor_pile: sorted(&self.armor_pile),
            response_pile: sorted(&self.response_pile),
            threat_pile: sorted(&self.threat_pile),
            response_deck: sorted(&self.response_deck),
            threat_deck: sorted(&self.threat_deck),
        }
    }
}

impl Memory {
    /// A full state that shows this view and holds the remembered cards where the player put them, each place
    /// shuffled with `rng`; the cards never seen (the Prepare deck below the pair) are dealt from the rest.
    /// It reads nothing but what the player knows.
    pub fn world(&self, rng: &mut GameRng) -> State {
        let mut state = self.view.world(rng);
        let mut known = [false; 52];
        let face_up = self
            .view
            .revealed
            .iter()
            .chain(&self.view.hand)
            .chain(&self.view.discard)
            .chain(&self.view.threat);
        let remembered = self
            .armor_pile
            .iter()
            .chain(&self.response_pile)
            .chain(&self.threat_pile)
            .chain(&self.response_deck)
            .chain(&self.threat_deck);
        for card in face_up.chain(remembered) {
            known[card.index()] = true;
        }
        let mut unseen: Vec<Card> = deck_36()
            .into_iter()
            .filter(|c| !known[c.index()])
            .collect();
        rng.shuffle(&mut unseen);
        let mut shuffled = |cards: &[Card]| {
            let mut v = cards.to_vec();
            rng.shuffle(&mut v);
            v
        };
        state.armor_pile = shuffled(&self.armor_pile);
        state.response_pile = shuffled(&self.response_pile);
        state.threat_pile = shuffled(&self.threat_pile);
        state.response_deck = shuffled(&self.response_deck);
        state.threat_deck = shuffled(&self.threat_deck);
        // The pair stays on top of the Prepare deck, the upper card (pick 1) last.
        let pair = state.deck.len() - self.view.revealed.len();
        let mut deck = unseen;
        deck.extend_from_slice(&state.deck[pair..]);
        state.deck = deck;
        state
    }
}

#[cfg(test)]
mod tests {
    use super::super::options::Options;
    use super::*;

    /// Plays the Hint's move `n` times.
    fn played(seed: u64, n: usize) -> State {
        let mut s = State::new(Options::default(), seed);
        for _ in 0..n {
            let a = super::super::hint(&s.view()).expect("a move").action;
            s.apply(&a).expect("legal");
        }
        s
    }

    #[test]
    fn a_world_of_memory_keeps_what_the_player_saw_and_what_the_screen_shows() {
        for n in [0, 5, 17, 18, 25] {
            let s = played(7, n);
            let m = s.memory();
            let w = m.world(&mut GameRng::new(3));
            assert_eq!(w.view(), s.view(), "after {n} moves");
            assert_eq!(w.memory(), m, "after {n} moves");
            assert_eq!(w.deck.len(), s.deck.len());
        }
    }

    #[test]
    fn two_states_that_differ_only_in_unseen_cards_remember_alike() {
        let s = played(11, 6);
        let other = s.memory().world(&mut GameRng::new(99));
        assert_eq!(
            other.memory().world(&mut GameRng::new(5)),
            s.memory().world(&mut GameRng::new(5))
        );
    }
}
