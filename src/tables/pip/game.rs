//! What PIP Armor brings to the one solo session ([`SoloGame`]): how its save starts, its log lines and
//! highlights, its flights, its screen, the coach's next tap and its hint (from what is on the table only).

use super::session::{record, Flash, Pip, PipExtra, PipSession};
use crate::tables::play::tutorial::CoachTarget;
use crate::tables::play::{Log, Tone};
use crate::tables::solo::SoloGame;
use crate::ui::AppWindow;
use crate::words::tr::tr;
use standfirm_engine::pip_armor::{Action, Event, State};
use standfirm_store::{Replayed, SaveFile, Setup};

impl SoloGame for Pip {
    type State = State;
    type Flash = Flash;
    /// A PIP Armor hint points at nothing but the card it chooses.
    type Mark = ();
    type Extra = PipExtra;

    fn wrap(state: State) -> Replayed {
        Replayed::PipArmor(state)
    }

    fn unwrap(state: Replayed) -> Option<State> {
        match state {
            Replayed::PipArmor(s) => Some(s),
            _ => None,
        }
    }

    fn start(record: &SaveFile, log: &mut Log) -> Result<State, String> {
        let Setup::PipArmor { seed, .. } = record.setup else {
            return Err(tr!("this save is not a PIP Armor game"));
        };
        let Ok(Replayed::PipArmor(state)) = standfirm_store::start(&record.setup) else {
            return Err(tr!("the deck of this save is not the 36 cards"));
        };
        log.push(
            standfirm_engine::msg!(
                "Deal {deal}: prepare for battle. Remember what you set aside.",
                deal = seed
            ),
            Some("Ephesians 6:11"),
            Tone::Plain,
        );
        Ok(state)
    }

    fn opening_events(_: &State) -> Vec<Event> {
        Vec::new()
    }

    fn record(session: &mut PipSession, events: &[Event]) {
        record(session, events);
    }

    fn flights(
        before: &State,
        action: &Action,
        events: &[Event],
        after: &State,
    ) -> Vec<crate::tables::play::motion::FlightSpec> {
        super::flights::flights(before, action, events, after)
    }

    fn present(session: &PipSession, app: &AppWindow) {
        use slint::ComponentHandle;
        super::present::present(session, &app.global::<crate::ui::PipAdapter>());
    }

    fn coach_target(session: &PipSession, action: &str) -> CoachTarget {
        PipSession::coach_target(session, action)
    }

    /// From what is on the table only, never the cards set aside (PIP-4.3).
    fn usual_hint(state: &State) -> Option<(Action, standfirm_engine::words::Msg)> {
        standfirm_engine::pip_armor::hint(&state.view()).map(|h| (h.action, h.msg))
    }

    /// The revealed card or the hand card it plays is chosen.
    fn point(session: &mut PipSession, action: &Action) {
        match *action {
            Action::Prepare { pick, .. } => {
                session.extra.selected_reveal = Some(usize::from(pick) - 1)
            }
            Action::Respond { card } => {
                session.selected = session.state().hand().iter().position(|&c| c == card);
            }
            Action::Pass => session.selected = None,
        }
    }
}
