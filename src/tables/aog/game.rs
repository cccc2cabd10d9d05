//! What Armor of God brings to the one solo session ([`SoloGame`]): how its save starts, its log lines and
//! highlights, its flights, its screen, the coach's next tap and its hint.

use super::session::{record_events, Aog, AogSession, Flash};
use crate::tables::play::tutorial::CoachTarget;
use crate::tables::play::{Log, Tone};
use crate::tables::solo::SoloGame;
use crate::ui::AppWindow;
use crate::words::tr::tr;
use standfirm_engine::armor_of_god::{Action, Event, Slot, State};
use standfirm_engine::cards::Card;
use standfirm_store::{Replayed, SaveFile, Setup};

impl SoloGame for Aog {
    type State = State;
    type Flash = Flash;
    /// The pile a hint plays on (none for a discard or the Dart).
    type Mark = Option<Slot>;
    type Extra = ();

    fn wrap(state: State) -> Replayed {
        Replayed::ArmorOfGod(state)
    }

    fn unwrap(state: Replayed) -> Option<State> {
        match state {
            Replayed::ArmorOfGod(s) => Some(s),
            _ => None,
        }
    }

    fn start(record: &SaveFile, log: &mut Log) -> Result<State, String> {
        let Setup::ArmorOfGod { seed, .. } = record.setup else {
            return Err(tr!("this save is not an Armor of God game"));
        };
        let Ok(Replayed::ArmorOfGod(state)) = standfirm_store::start(&record.setup) else {
            return Err(tr!("the deck of this save is not the 52 cards"));
        };
        log.push(
            standfirm_engine::msg!("Deal {deal}: put on the whole Armor of God.", deal = seed),
            Some("Ephesians 6:11"),
            Tone::Plain,
        );
        Ok(state)
    }

    fn opening_events(state: &State) -> Vec<Event> {
        state
            .hand()
            .iter()
            .map(|&card| Event::Drew { card })
            .collect()
    }

    fn record(session: &mut AogSession, events: &[Event]) {
        record_events(session, events);
    }

    fn flights(
        before: &State,
        action: &Action,
        events: &[Event],
        after: &State,
    ) -> Vec<crate::tables::play::motion::FlightSpec> {
        super::flights::flights(before, action, events, after)
    }

    fn present(session: &AogSession, app: &AppWindow) {
        use slint::ComponentHandle;
        super::present::present(session, &app.global::<crate::ui::AogAdapter>());
    }

    fn coach_target(session: &AogSession, action: &str) -> CoachTarget {
        AogSession::coach_target(session, action)
    }

    fn usual_hint(state: &State) -> Option<(Action, standfirm_engine::words::Msg)> {
        standfirm_engine::armor_of_god::hint(&state.table()).map(|h| (h.action, h.msg))
    }

    /// The card is chosen and its pile marked (none for a discard or the Dart).
    fn point(session: &mut AogSession, action: &Action) -> Option<Slot> {
        let index = |card: Card| session.state().hand().iter().position(|&c| c == card);
        match *action {
            Action::Play { card, slot } => {
                session.selected = index(card);
                Some(slot)
            }
            Action::Discard { card } => {
                session.selected = index(card);
                None
            }
            Action::Dart { .. } => None,
        }
    }
}
