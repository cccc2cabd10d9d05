//! Where did my game turn? A review of a finished game from one seat, decision by decision.
//!
//! At each decision of the seat (a position where it had two moves or more), every move it could make is
//! played out in the same worlds dealt from what it knew then ([`Reviewable::known`]: Armor of God's view,
//! PIP Armor's [`crate::pip_armor::Memory`] with the cards set aside, a Strongholds seat's
//! [`crate::strongholds::Observation`]), with the playout policy of [`crate::odds`]. So each decision tells:
//!
//! - the position's chance of the game's goal ([`Reviewable::GOAL`]: the win; PIP Armor's Unshaken), as the
//!   Learning hint measures it (the greedy move's, or a move surely better);
//! - the chance the played move kept, and the best move's, in the same worlds: what the choice cost, with the
//!   margin of that difference ([`Decision::lost`], [`Decision::lost_margin`]);
//! - the luck that followed: from the played move's chance to the next decision's (a card drawn, the other
//!   seats' moves), never counted as a mistake ([`Decision::luck`]).
//!
//! The turning points ([`turning_points`]) are the decisions whose played move was surely worse than the best
//! one, most points lost first. Nothing hidden is read: a decision holds only what the seat knew, and the
//! worlds are dealt from it, so two games that differ only in what the seat could not see give the same
//! review up to that point. [`ReviewSearch`] does the work a slice at a time, for a worker or the browser's
//! event loop; [`review`] does it whole.

mod decision;
mod known;
mod measure;
mod search;
mod turning;

pub use decision::{Decision, Review};
pub use known::{moments, Goal, Moment, Reviewable};
pub use measure::Measure;
pub use search::{review, ReviewSearch, WORLDS};
pub use turning::{turning_points, TURNING_POINTS};
