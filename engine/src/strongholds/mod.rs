//! Strongholds: Overcoming with Truth (RULINGS.md, Game 3), for 2–6 players.
//!
//! Cards are data ([`content`]); the [`State`] holds cards by id, one seeded RNG, and what decision is awaited.
//! [`State::legal`] lists every legal [`Action`] with one canonical payment per payable choice;
//! [`State::apply_action`] validates any valid payment (SH-4) and returns [`Event`]s. [`State::view`] hides other
//! players' Truth cards and every deck order (SH-B24). Bots live in [`bots`].

pub mod actions;
pub mod bots;
pub mod colours;
pub mod content;
pub mod end;
pub mod events;
mod flow;
pub mod inject;
pub mod payment;
mod rules;
mod slap;
pub mod state;
pub mod view;

pub use actions::{Action, RuleError};
pub use colours::Colour;
pub use content::{content, Card, CardId, CardKind, Content, ContentError};
pub use end::{EndReason, Outcome, Status, TieBreak};
pub use events::{Event, RoundKind};
pub use inject::Place;
pub use payment::{PayUnit, Payment, Source};
pub use state::{Decks, Options, Phase, State};
pub use view::{Awaiting, View};

impl crate::game::Game for State {
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    fn legal_actions(&self) -> Vec<Action> {
        self.legal()
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.apply_action(action)
    }

    fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Finished(_))
    }
}
