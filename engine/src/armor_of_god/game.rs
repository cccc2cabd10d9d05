//! Armor of God in the one engine shape ([`crate::game::Game`]): one seat, whose view hides the deck order.

use super::{Action, Event, RuleError, State, Step, View};
use crate::game::{shuffle_among, Game, Seat};
use crate::kind::GameKind;
use crate::rng::GameRng;

impl Game for State {
    const KIND: GameKind = GameKind::ArmorOfGod;
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
        self.step == Step::Over
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

    /// The deck is the only thing the player cannot see (AOG-B22: the discard pile is face up).
    fn redeal(&self, _seat: Seat, rng: &mut GameRng) -> State {
        let mut state = self.clone();
        shuffle_among(&mut [&mut state.deck[..]], rng);
        state.rng = self.rng.rekeyed(rng);
        state
    }
}
