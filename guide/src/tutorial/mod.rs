//! Guided deals: one tutorial per game, embedded from `assets/tutorials/*.json` (in Spanish from
//! `assets/tutorials/es/*.json`: the same deal and steps, its own words). Each is a stacked deal (a setup
//! in the store's terms) and a list of steps; a step is one action in the runner's notation, or none for a step
//! that only explains and continues with "Next", with one coach line that says what to tap and why, the RULINGS
//! rule IDs it teaches, an optional verse and an optional `expect`: a JSON object that must be a subset of the
//! runner's state JSON after the step (checked by this crate's tests). The app replays the actions itself
//! through the store ([`Tutorial::actions_before`], [`Tutorial::state_before`]).
//!
//! A tutorial is loaded and validated on first use ([`tutorial`]): every action must be legal in turn, every
//! coach line present and at most [`COACH_MAX`] characters, every rule ID well formed, every verse in the
//! library; a translation must also have the English tutorial's setup and, step by step, its actions, rule IDs,
//! verses and expected states. A broken file is a [`LoadError`], never a panic.

mod setup;
mod validate;

use crate::{Lang, LoadError};
use serde::Deserialize;
use serde_json::Value;
use standfirm_engine::msg;
use standfirm_engine::words::Msg;
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
    /// The language of its words.
    pub lang: Lang,
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
    /// library of its language, and every action legal in turn when replayed through the store. The error names
    /// the step (from 1) and what is wrong.
    pub fn validate(&self) -> Result<(), Msg> {
        validate::validate(self)
    }

    /// Whether this tutorial has the steps of `english`: the same game and setup, and step by step the same
    /// action, rule IDs, verse and expected state (only the words differ). The error names the first step
    /// that differs.
    pub fn same_steps_as(&self, english: &Tutorial) -> Result<(), Msg> {
        validate::same_steps(english, self)
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

fn json(game: GameKind, lang: Lang) -> &'static str {
    match (lang, game) {
        (Lang::English, GameKind::ArmorOfGod) => {
            include_str!("../../../assets/tutorials/armor-of-god.json")
        }
        (Lang::English, GameKind::PipArmor) => {
            include_str!("../../../assets/tutorials/pip-armor.json")
        }
        (Lang::English, GameKind::Strongholds) => {
            include_str!("../../../assets/tutorials/strongholds.json")
        }
        (Lang::Spanish, GameKind::ArmorOfGod) => {
            include_str!("../../../assets/tutorials/es/armor-of-god.json")
        }
        (Lang::Spanish, GameKind::PipArmor) => {
            include_str!("../../../assets/tutorials/es/pip-armor.json")
        }
        (Lang::Spanish, GameKind::Strongholds) => {
            include_str!("../../../assets/tutorials/es/strongholds.json")
        }
    }
}

/// The file of a game's tutorial in `lang`, from the repository root: `assets/tutorials/armor-of-god.json`,
/// `assets/tutorials/es/armor-of-god.json`.
pub fn file_in(game: GameKind, lang: Lang) -> String {
    match lang {
        Lang::English => game.tutorial_file(),
        Lang::Spanish => format!("assets/tutorials/es/{}.json", game.id()),
    }
}

/// Parses one game's English tutorial file and validates it ([`Tutorial::validate`]).
pub fn load_str(game: GameKind, json: &str) -> Result<Tutorial, LoadError> {
    load_str_in(game, Lang::English, json)
}

/// Parses one game's tutorial file in `lang` and validates it ([`Tutorial::validate`]); a translation must
/// also have the English tutorial's steps ([`Tutorial::same_steps_as`]).
pub fn load_str_in(game: GameKind, lang: Lang, json: &str) -> Result<Tutorial, LoadError> {
    let fail = |problem: Msg| LoadError::new(file_in(game, lang), problem);
    let raw: RawTutorial =
        serde_json::from_str(json).map_err(|e| fail(Msg::verbatim(e.to_string())))?;
    if raw.game != game.id() {
        return Err(fail(msg!(
            "the file is for \"{found}\", not \"{game}\"",
            found = raw.game,
            game = game.id()
        )));
    }
    let tutorial = Tutorial {
        game,
        lang,
        title: raw.title,
        intro: raw.intro,
        setup: setup::build(game, raw.setup)
            .map_err(|e| fail(msg!("setup: {problem}", problem = e)))?,
        steps: raw.steps,
        summary: raw.summary,
    };
    if lang != Lang::English {
        tutorial
            .same_steps_as(tutorial_in(game, Lang::English)?)
            .map_err(fail)?;
    }
    tutorial.validate().map_err(fail)?;
    Ok(tutorial)
}

/// The embedded English tutorial of a game (see [`tutorial_in`]).
pub fn tutorial(game: GameKind) -> Result<&'static Tutorial, LoadError> {
    tutorial_in(game, Lang::English)
}

/// The embedded tutorial of a game in `lang`, loaded and validated on first use. An error means the shipped
/// file is broken, which this crate's tests rule out; the app shows it as a line of text.
pub fn tutorial_in(game: GameKind, lang: Lang) -> Result<&'static Tutorial, LoadError> {
    static TUTORIALS: [[OnceLock<Result<Tutorial, LoadError>>; 3]; 2] = [
        [OnceLock::new(), OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new(), OnceLock::new()],
    ];
    TUTORIALS[lang as usize][game as usize]
        .get_or_init(|| load_str_in(game, lang, json(game, lang)))
        .as_ref()
        .map_err(Clone::clone)
}
