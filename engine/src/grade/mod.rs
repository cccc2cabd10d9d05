//! Deals graded by how hard they really are: every deal's own chance, its grade (Gentle, Steady, Hard,
//! Very hard), and deals of a grade found fast.
//!
//! **The chance of a deal.** A deal number fixes the first shuffle: every card of Armor of God's first round
//! comes in its order (AOG-3.1), and PIP Armor's 18 Prepare turns reveal the cards in its order (PIP-4.1).
//! Every later shuffle (Armor of God's discard pile at a round's end, AOG-9.3; PIP Armor's Response and Threat
//! decks, PIP-5.6) shuffles cards that the player's own choices put there, so from the deal's side it is as
//! unknown as a coin. The grade's chance is what the careful player (the greedy bot, the Hint's player) makes of
//! the deal: [`GRADE_PLAYOUTS`] games of the deal's own first shuffle, each with its later shuffles dealt
//! afresh (playout `i` from [`crate::odds::playout_rng`] of a key made from the variant and the deal number),
//! and the share won (Armor of God, AOG-10.1) or won with Unshaken, the best Victory Rating (PIP Armor,
//! PIP-8.1; the careful player wins every PIP Armor deal, so the rating is what differs).
//!
//! Why not the chance from the first screen (what the Chance panel reads before the first move): it sees only
//! the first hand, so it hardly differs between deals. Over deals 1–2,000 at 4,000 playouts it spans 98.8–100%
//! at Baseline, 89.9–99.2% at Hard A and 96.9–99.8% at Hard B, and the greedy bot's real games of the tenth of
//! deals it rates lowest were won 100%, 96% and 98% of the time (of all deals: 99.6%, 97.3%, 99.1%). The deal's
//! own chance spans 0–100%, and its Very hard deals are hard for other careful players too: a greedy bot that
//! plays a random legal move one time in 33 won the Hard A deals whose chance is 0% one time in three, and the
//! others 98 times in 100 (deals 1–2,000).
//!
//! The grader reads the deal's order: it is a tool for choosing deals, never a decision. No bot, hint or
//! estimate of a game in play calls it (they decide from the player's view); the Chance panel still reads the
//! chance from what the player sees. A grade says something of the deal as a whole, as any list of sorted
//! deals does: at Hard A a Very hard deal is, as measured, one on which the Hint's own line fails.
//!
//! - [`Grade`], [`Variant`] (Armor of God at each difficulty with the Core Dart and J Q K = 10; PIP Armor
//!   without Learning Mode), [`bands()`] (THE band edges, and how they were chosen).
//! - [`measure`]: a deal's chance and grade; [`greedy_result`]: the greedy bot's one real game of it;
//!   [`percent`]: the chance in words.
//! - [`find`] and [`deals`]: deals of a grade from a start, with the quick look of [`look`] and the committed
//!   [`table`] of the rarer grades; [`Finding`]: the same walk a few playouts at a time.
//!
//! Pure and deterministic: a deal's grade is the same on every run and machine (integer band edges and
//! thresholds), no thread or clock; [`find`] stops on a flag like an estimate.

mod bands;
mod find;
mod level;
pub mod look;
mod measure;
pub mod table;
mod variant;
mod words;

pub use bands::{band, bands, grade_of, Band};
pub use find::{deals, find, find_within, next_deal, Finding, DEALS, WALK};
pub use level::Grade;
pub use measure::{first_shuffle, greedy_result, measure, Measured, GRADE_PLAYOUTS};
pub use variant::Variant;
pub use words::{percent, percent_number};
