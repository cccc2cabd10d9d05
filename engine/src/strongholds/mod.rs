//! Strongholds: Overcoming with Truth (RULINGS.md, Game 3), for 2–6 players.
//!
//! Cards are data ([`content()`]); the [`State`] holds cards by id, one seeded RNG, and what decision is awaited.
//! [`State::legal_actions`] lists every legal [`Action`] with one canonical payment per payable choice;
//! [`State::apply`] validates any valid payment (SH-4) and returns [`Event`]s. [`State::view`] hides other
//! players' Truth cards and every deck order (SH-B24). Bots live in [`bots`] (greedy) and [`levels`], which decide from an [`Observation`] only.
//!
//! Where each rule lives:
//!
//! | Rules | Code |
//! |---|---|
//! | SH-1.1 counts, SH-2.1 symbols, 3D content and its validation | `content.rs`, `content/strongholds.json` |
//! | SH-1.2 colours | `colours.rs` |
//! | SH-3 set-up, explicit decks, options | `state.rs` |
//! | SH-2.6/2.7/2.10–2.12/2.17, SH-5.1–5.5, round cap | `flow.rs` (automatic steps, end of turn) |
//! | SH-2.13–2.16, SH-4 validation, SH-5.6, legal actions | `rules.rs` (the refusals as data: `refusal.rs`) |
//! | SH-4 payment search (SH-T19) | `payment.rs` |
//! | SH-2.5 defeat, SH-5.7 slap window, SH-5.9 refill, SH-5.10 end | `slap.rs` |
//! | SH-6, SH-B17 tie-break, SH-B18 | `end.rs` (scoring), `result.rs` (the result's types) |
//! | Bots' move at once or a step at a time | `deciding.rs` |
//! | SH-B24 views, awaited decision | `view.rs` |
//! | Scenario injection | `inject.rs` |
//! | Bots' knowledge (SH-B24, SH-2.4): observation, determinisation, decision keys | `observation.rs` |
//! | Bot levels (Gentle, Steady, Wise search) and the hint | `levels.rs` |

pub mod actions;
pub mod bots;
pub mod colours;
pub mod content;
mod deciding;
pub mod end;
mod event_samples;
pub mod events;
mod flow;
mod game;
pub mod inject;
pub mod levels;
pub mod observation;
pub mod payment;
pub mod refusal;
mod result;
mod rules;
mod slap;
pub mod state;
pub mod view;

/// The version of Strongholds' rules as the engine plays them: raised with every change that alters a position's
/// legal moves or what an action does (a card's data, a rule, the notation). Two devices at one table must agree
/// on it (a table server refuses a client of another). `engine/tests/strongholds_rules_version.rs` pins a digest
/// of the legal moves and events of seeded games to it, so that such a change without a raise fails.
pub const RULES_VERSION: u32 = 1;

pub use actions::Action;
pub use colours::Colour;
pub use content::{content, Card, CardId, CardKind, Content, ContentError};
pub use deciding::Deciding;
pub use events::{Event, RoundKind};
pub use inject::Place;
pub use levels::{decide, hint, BotTurn, Level, Searching, WISE_PLAYOUTS};
pub use observation::{decision_key, decision_rng, BottomTruth, Observation};
pub use payment::{PayUnit, Payment, Source};
pub use refusal::RuleError;
pub use result::{EndReason, Outcome, Status, TieBreak};
pub use state::{Decks, Options, Phase, State};
pub use view::{Awaiting, View};
