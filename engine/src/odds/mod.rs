//! How does my game stand? The chance of a position from one seat's own view, estimated by playing many
//! re-dealt games out with the greedy bot, and the Learning hint (the move with the best chance).
//!
//! - [`chance`]: [`Chance`], a share of playouts with its 95% Wilson margin.
//! - [`budget`]: [`Budget`], the playouts to play and the stop flag; each playout's keyed stream.
//! - [`playout`]: [`Playout`], what each game brings (a world dealt from the seat's view, a playout, its
//!   moves and its greedy move), implemented in [`armor_of_god`](mod@armor_of_god),
//!   [`pip_armor`](mod@pip_armor) and [`strongholds`](mod@strongholds) with each game's report.
//! - [`estimate()`] (and [`estimate_more`], step by step, with each game's `_of` to read the tally),
//!   [`best_move`] (and [`BestSearch`], step by step), [`change()`]: the chance, the Learning hint, a move's
//!   change of chance.
//! - [`position_key`], [`view_key`]: a key from what the seat sees.
//! - [`Seen`] (in [`playout`], beside the trait that names it), what one seat knows (Armor of God's and PIP Armor's `View`, Strongholds'
//!   `Observation`): every estimate has a `_seen` form that takes it instead of a state, for a worker that must
//!   not hold the referee's state.
//!
//! Nothing hidden is read: every playout starts from a world dealt from what the seat knows ([`Seen::world`]:
//! the solo games' views, Strongholds' [`crate::strongholds::Observation::determinise`]), which depends only on
//! what the seat sees and the playout's stream. Playout `i` of an estimate keyed `key` is always the
//! same game, so the same position and key give the same answer, and stopping early keeps a prefix. The
//! engine starts no thread: the caller runs an estimate where it likes and stops it with the flag.

pub mod armor_of_god;
pub mod best;
pub mod budget;
pub mod chance;
pub mod change;
mod error;
pub mod estimate;
mod key;
pub mod pip_armor;
pub mod playout;
pub mod strongholds;

/// The playouts of a chance, in the app and by default in the runner: (solo games, Strongholds). 2,000 keep
/// the margin under 3 points near 50%.
pub const PLAYOUTS: (u32, u32) = (2_000, 500);
/// The playouts per move of the Learning hint, in the app and by default in the runner: (solo games,
/// Strongholds).
pub const HINT_PLAYOUTS: (u32, u32) = (300, 40);

pub use self::armor_of_god::{
    armor_of_god, armor_of_god_best, armor_of_god_best_seen, armor_of_god_of, armor_of_god_seen,
    ArmorOfGodOdds,
};
pub use self::pip_armor::{
    pip_armor, pip_armor_best, pip_armor_best_seen, pip_armor_of, pip_armor_seen, PipArmorOdds,
    RatingChance,
};
pub use self::strongholds::{
    strongholds, strongholds_best, strongholds_best_seen, strongholds_of, strongholds_seen,
    StrongholdsOdds,
};
pub use best::{best_move, best_move_seen, surely_better, BestMove, BestSearch, Scored, SURE};
pub use budget::{playout_rng, Budget, CHUNK};
pub use chance::Chance;
pub use change::{change, change_seen, Change};
pub use error::OddsError;
pub use estimate::{estimate, estimate_more, estimate_more_seen, estimate_seen, Tally};
pub use key::{position_key, view_key};
pub use playout::{Outcome, Playout, Seen, MARKS};
