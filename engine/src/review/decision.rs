//! [`Decision`]: one decision's figures; [`Review`]: a game's.

use super::known::Goal;
use crate::odds::{Chance, Tally};
use serde::ser::{Serialize, SerializeStruct, Serializer};
use std::fmt::Display;

/// One decision of the seat, measured: the position's chance, the chance the played move kept and the best
/// move's, all in the same worlds dealt from what the seat knew.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision<A> {
    /// The action's number in the game, from 0.
    pub index: usize,
    /// The worlds played.
    pub worlds: u32,
    /// The moves the seat had.
    pub moves: u32,
    /// The position's chance: the greedy move's, or a move's surely better (the Learning hint's).
    pub position: Tally,
    /// The move made.
    pub played: A,
    /// Its chance.
    pub after: Tally,
    /// The move with the most wins.
    pub best: A,
    /// Its chance.
    pub best_tally: Tally,
    /// What the choice cost: the best move's chance less the played move's, 0 to 1, in the same worlds.
    pub lost: f64,
    /// The 95% margin of `lost` (a paired difference).
    pub lost_margin: f64,
    /// Whether the played move was surely worse than the best, by the sign test the hint uses.
    pub mistake: bool,
    /// The chance that followed the move, less the chance it kept: the cards drawn and the others' moves
    /// before the next decision (or the end). Never a mistake.
    pub luck: f64,
    /// What the chances measure ([`super::Reviewable::GOAL`]).
    pub goal: Goal,
    /// What is charted beside it ([`super::Reviewable::ALSO`]).
    pub also: Goal,
}

impl<A> Decision<A> {
    /// The position's chance of the goal.
    pub fn chance(&self) -> Chance {
        self.goal.chance(&self.position)
    }

    /// The played move's chance of the goal.
    pub fn kept(&self) -> Chance {
        self.goal.chance(&self.after)
    }

    /// The best move's chance of the goal.
    pub fn best_chance(&self) -> Chance {
        self.goal.chance(&self.best_tally)
    }

    /// The position's chance of what is charted beside the goal.
    pub fn also_chance(&self) -> Chance {
        self.also.chance(&self.position)
    }
}

/// A reviewed game: every decision of the seat, in order, and the turning points.
#[derive(Debug, Clone, PartialEq)]
pub struct Review<A> {
    /// The seat reviewed.
    pub seat: u8,
    /// Its decisions measured so far, in the game's order.
    pub decisions: Vec<Decision<A>>,
    /// How many decisions the game has in all.
    pub total: usize,
    /// The turning points: indexes into `decisions`, most points lost first.
    pub turning_points: Vec<usize>,
    /// Whether the seat won; `None` for a game not finished.
    pub won: Option<bool>,
    /// The names of the goal and of what is charted beside it ([`super::Reviewable::NAMES`]).
    pub names: (&'static str, &'static str),
}

impl<A> Review<A> {
    /// Whether every decision is measured.
    pub fn complete(&self) -> bool {
        self.decisions.len() == self.total
    }
}

fn figures<S: SerializeStruct>(st: &mut S, t: &Tally, goals: (Goal, Goal)) -> Result<(), S::Error> {
    st.serialize_field("chance", &goals.0.chance(t))?;
    st.serialize_field("also", &goals.1.chance(t))
}

/// A move and its chance, as the JSON says them.
struct MoveFigures<'a, A> {
    action: &'a A,
    tally: &'a Tally,
    goals: (Goal, Goal),
}

impl<A: Display> Serialize for MoveFigures<'_, A> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Move", 3)?;
        st.serialize_field("move", &self.action.to_string())?;
        figures(&mut st, self.tally, self.goals)?;
        st.end()
    }
}

impl<A: Display> Serialize for Decision<A> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Decision", 11)?;
        st.serialize_field("index", &self.index)?;
        figures(&mut st, &self.position, (self.goal, self.also))?;
        st.serialize_field(
            "played",
            &MoveFigures {
                action: &self.played,
                tally: &self.after,
                goals: (self.goal, self.also),
            },
        )?;
        st.serialize_field(
            "best",
            &MoveFigures {
                action: &self.best,
                tally: &self.best_tally,
                goals: (self.goal, self.also),
            },
        )?;
        st.serialize_field("lost", &self.lost)?;
        st.serialize_field("lost_margin", &self.lost_margin)?;
        st.serialize_field("mistake", &self.mistake)?;
        st.serialize_field("luck", &self.luck)?;
        st.serialize_field("worlds", &self.worlds)?;
        st.serialize_field("moves", &self.moves)?;
        st.end()
    }
}

impl<A: Display> Serialize for Review<A> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Review", 6)?;
        st.serialize_field("seat", &self.seat)?;
        st.serialize_field("goal", self.names.0)?;
        st.serialize_field("also", self.names.1)?;
        st.serialize_field("won", &self.won)?;
        st.serialize_field("decisions", &self.decisions)?;
        let turning: Vec<&Decision<A>> = self
            .turning_points
            .iter()
            .map(|&i| &self.decisions[i])
            .collect();
        st.serialize_field("turning_points", &turning)?;
        st.end()
    }
}
