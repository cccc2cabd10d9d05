//! PIP Armor in the one engine shape ([`crate::game::Game`]): one seat, whose view shows the revealed pair,
//! the pieces, the hand, the Threat and the discard pile, and only the sizes of the face-down piles and decks
//! (PIP-4.3, PIP-B3).

use super::{Action, Event, Phase, RuleError, State, View};
use crate::game::{shuffle_among, Game, Seat};
use crate::kind::GameKind;
use crate::rng::GameRng;

impl Game for State {
    const KIND: GameKind = GameKind::PipArmor;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type View = View;

    fn legal_actions(&self) -> Vec<Action> {
        State::legal_actions(self)
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        State::apply(self, action)
    }

    fn is_over(&self) -> bool {
        State::is_over(self)
    }

    fn view(&self, _seat: Seat) -> View {
        State::view(self)
    }

    fn public_view(&self) -> View {
        State::view(self)
    }

    fn reveals_hidden(event: &Event) -> bool {
        event.reveals_hidden_card()
    }

    /// Every face-down card is re-dealt among the face-down places, each keeping its size: the Prepare deck
    /// below the revealed pair, the Armor, Response and Threat piles, and the Response and Threat decks. The
    /// screen shows none of them, so (as for the Hint) what the player set aside is not known here.
    fn redeal(&self, _seat: Seat, rng: &mut GameRng) -> State {
        let mut state = self.clone();
        let shown = if state.phase == Phase::Prepare {
            state.deck.len().min(2)
        } else {
            0
        };
        let below = state.deck.len() - shown;
        shuffle_among(
            &mut [
                &mut state.deck[..below],
                &mut state.armor_pile[..],
                &mut state.response_pile[..],
                &mut state.threat_pile[..],
                &mut state.response_deck[..],
                &mut state.threat_deck[..],
            ],
            rng,
        );
        state.rng = self.rng.rekeyed(rng);
        state
    }
}
