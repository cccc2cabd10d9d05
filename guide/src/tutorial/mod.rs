//! Guided deals: one tutorial per game, embedded from `assets/tutorials/*.json`. Each is a stacked deal (a setup
//! in the store's terms) and a list of steps; a step is one action in the runner's notation, or none for a step
//! that only explains and continues with "Next", with one coach line that says what to tap and why, the RULINGS
//! rule IDs it teaches, an optional verse and an optional `expect`: a JSON object that must be a subset of the
//! runner's state JSON after the step (checked by this crate's tests). The app replays the actions itself
//! through the store ([`Tutorial::actions_before`], [`Tutorial::state_before`]).
//!
//! A tutorial is loaded and validated on first use ([`tutorial`]): every action must be legal in turn, every
//! coach line present and at most [`COACH_MAX`] characters, every rule ID well formed, every verse in the
//! library. A broken file is a [`LoadError`], never a panic.

mod setup;
mod validate;

use crate::LoadError;
use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::GameKind;
use standfirm_store::{replay, ReplayError, Replayed, Setup};
use std::sync::OnceLock;

/// The longest coach line, in characters: one or two short sentences on a phone.
pub const COACH_MAX: usize = 160;

/// One game's guided deal.
#[derive(Debug, Clone, PartialEq)]
pub struct Tutorial {
    /// The game.
    pub game: GameKind,
    /// The title ("Learn Armor of God").
    pub title: String,
    /// What the newcomer is about to do, shown before the first step.
    pub intro: String,
    /// The stacked deal: options, deal number, explicit deck or decks, and the seats of a Strongholds table.
    pub setup: Setup,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// What the rest of a game holds, and the invitation to play a real one.
    pub summary: String,
}

/// One step of a tutorial.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The action in the runner's notation (`play 6H belt`), or `None` for a note that continues with "Next".
    #[serde(default)]
    pub action: Option<String>,
    /// What to tap and why, in plain words (at most [`COACH_MAX`] characters).
    pub coach: String,
    /// The RULINGS.md rule IDs the step teaches (`AOG-4.7`).
    pub rules: Vec<String>,
    /// A verse reference written in full, present in the library.
    #[serde(default)]
    pub verse: Option<String>,
    /// A JSON object that must be a subset of the runner's state JSON after the step.
    #[serde(default)]
    pub expect: Option<Value>,
}

impl Step {
    /// Whether the step only explains (no action).
    pub fn is_note(&self) -> bool {
        self.action.is_none()
    }
}

impl Tutorial {
    /// The actions of the steps before step `k` (from 0), in order: the moves the app replays to show the
    /// table as it stands when step `k` begins. `k` past the end gives every action.
    pub fn actions_before(&self, k: usize) -> Vec<String> {
        self.steps
            .iter()
            .take(k)
            .filter_map(|s| s.action.clone())
            .collect()
    }

    /// The state when step `k` (from 0) begins, replayed through the store.
    pub fn state_before(&self, k: usize) -> Result<Replayed, ReplayError> {
        replay(&self.setup, &self.actions_before(k))
    }

    /// Checks the whole tutorial: texts present, coach lines short, rule IDs of this game, verses in the
    /// library, and every action legal in turn when replayed through the store. The error names the step
    /// (from 1) and what is wrong.
    pub fn validate(&self) -> Result<(), String> {
        validate::validate(self)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTutorial {
    game: String,
    title: String,
    intro: String,
    setup: setup::RawSetup,
    steps: Vec<Step>,
    summary: String,
}

fn json(game: GameKind) -> &'static str {
    match game {
        GameKind::ArmorOfGod => include_str!("../../../assets/tutorials/armor-of-god.json"),
        GameKind::PipArmor => include_str!("../../../assets/tutorials/pip-armor.json"),
        GameKind::Strongholds => include_str!("../../../assets/tutorials/strongholds.json"),
    }
}

/// Parses one game's tutorial file and validates it ([`Tutorial::validate`]).
pub fn load_str(game: GameKind, json: &str) -> Result<Tutorial, LoadError> {
    let fail = |problem: String| LoadError::new(game.tutorial_file(), problem);
    let raw: RawTutorial = serde_json::from_str(json).map_err(|e| fail(e.to_string()))?;
    if raw.game != game.id() {
        return Err(fail(format!(
            "the file is for \"{}\", not \"{}\"",
            raw.game,
            game.id()
        )));
    }
    let tutorial = Tutorial {
        game,
        title: raw.title,
        intro: raw.intro,
        setup: setup::build(game, raw.setup).map_err(|e| fail(format!("setup: {e}")))?,
        steps: raw.steps,
        summary: raw.summary,
    };
    tutorial.validate().map_err(fail)?;
    Ok(tutorial)
}

/// The embedded tutorial of a game, loaded and validated on first use. An error means the shipped file is
/// broken, which this crate's tests rule out; the app shows it as a line of text.
pub fn tutorial(game: GameKind) -> Result<&'static Tutorial, LoadError> {
    static TUTORIALS: [OnceLock<Result<Tutorial, LoadError>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    TUTORIALS[game as usize]
        .get_or_init(|| load_str(game, json(game)))
        .as_ref()
        .map_err(Clone::clone)
}
