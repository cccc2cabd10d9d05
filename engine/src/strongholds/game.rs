//! Strongholds in the one engine shape ([`crate::game::Game`]): 2–6 seats; a seat sees its own Truth cards
//! and only the counts of the others' and of every deck (SH-B24).

use super::view::Awaiting;
use super::{Action, Event, RuleError, State, View};
use crate::game::{shuffle_among, Game, Seat};
use crate::kind::GameKind;
use crate::rng::GameRng;

impl Game for State {
    const KIND: GameKind = GameKind::Strongholds;
    const LISTS_EVERY_ACTION: bool = false;
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

    fn seats(&self) -> u8 {
        self.options.players
    }

    fn to_move(&self) -> Vec<Seat> {
        match self.awaiting() {
            Awaiting::SecondTrial { seat, .. }
            | Awaiting::Main { seat }
            | Awaiting::DiscardGrowth { seat, .. }
            | Awaiting::ReturnTruth { seat, .. } => vec![seat],
            Awaiting::SlapWindow { seats, .. } => seats,
            Awaiting::Nothing => Vec::new(),
        }
    }

    fn view(&self, seat: Seat) -> View {
        State::view(self, seat)
    }

    fn public_view(&self) -> View {
        State::public_view(self)
    }

    fn reveals_hidden(event: &Event) -> bool {
        event.reveals_hidden_card()
    }

    /// The other seats' Truth cards and the Truth deck are re-dealt among themselves (each hand keeps its
    /// size), except the cards at the bottom of the deck that `seat` knows (every played Truth card, SH-2.5;
    /// its own returns, SH-2.6), which stay where they are; the Growth and Stronghold decks are reshuffled. The
    /// Growth holdings, the face-up Strongholds and the discard pile are public and stay. The future shuffles
    /// and the bot secret are drawn afresh: the seat knows neither.
    fn redeal(&self, seat: Seat, rng: &mut GameRng) -> State {
        let mut state = self.clone();
        let known: Vec<bool> = {
            let tail = state.truth_deck.len() - state.truth_bottom.len();
            let seen = state.truth_bottom_seen(Some(seat));
            (0..state.truth_deck.len())
                .map(|i| i >= tail && seen[i - tail].is_some())
                .collect()
        };
        {
            let State {
                truth_deck,
                players,
                ..
            } = &mut state;
            let mut deck: Vec<_> = truth_deck
                .iter()
                .zip(&known)
                .filter(|(_, &k)| !k)
                .map(|(&c, _)| c)
                .collect();
            let mut truths: Vec<&mut [_]> = vec![&mut deck[..]];
            for (i, p) in players.iter_mut().enumerate() {
                if i != usize::from(seat) {
                    truths.push(&mut p.truths[..]);
                }
            }
            shuffle_among(&mut truths, rng);
            let mut dealt = deck.into_iter();
            for (card, &k) in truth_deck.iter_mut().zip(&known) {
                if !k {
                    *card = dealt.next().expect("as many cards as hidden places");
                }
            }
        }
        shuffle_among(&mut [state.growth_deck.make_contiguous()], rng);
        shuffle_among(&mut [state.stronghold_deck.make_contiguous()], rng);
        state.rng = GameRng::from_key(rng.next_u64());
        state.bot_secret = rng.next_u64();
        state
    }
}
