//! `standfirm-cli sim`: plays many seeded games with bots and reports how they went and how fast.

pub mod armor_of_god;
pub mod pip_armor;
pub mod stats;
pub mod strongholds;

use standfirm_engine::GameKind;
use std::collections::BTreeMap;

/// The parsed command line of `sim`: `--game G --games N --seed S --policy P` plus game-specific flags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimArgs {
    /// `armor-of-god`, `pip-armor` or `strongholds`.
    pub game: String,
    /// How many games to play.
    pub games: u64,
    /// The first seed; game `i` uses `seed + i`.
    pub seed: u64,
    /// The bot: `random` or `greedy`.
    pub policy: String,
    /// Every other `--flag value` pair, by flag name without dashes (`dart` -> `softer`).
    pub extra: BTreeMap<String, String>,
}

impl SimArgs {
    /// Parses the arguments after `sim`.
    pub fn parse(args: &[String]) -> Result<SimArgs, String> {
        let mut parsed = SimArgs {
            game: String::new(),
            games: 1000,
            seed: 0,
            policy: "greedy".into(),
            extra: BTreeMap::new(),
        };
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let name = flag
                .strip_prefix("--")
                .ok_or_else(|| format!("expected a --flag, found \"{flag}\""))?;
            let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
            match name {
                "game" => parsed.game = value.clone(),
                "games" => parsed.games = parse_number(name, value)?,
                "seed" => parsed.seed = parse_number(name, value)?,
                "policy" => parsed.policy = value.clone(),
                _ => {
                    parsed.extra.insert(name.to_string(), value.clone());
                }
            }
        }
        if parsed.game.is_empty() {
            return Err("--game is required (armor-of-god, pip-armor or strongholds)".into());
        }
        Ok(parsed)
    }

    /// Takes a game-specific flag out of `extra`.
    pub fn take(&mut self, name: &str) -> Option<String> {
        self.extra.remove(name)
    }

    /// Fails on any flag that no part of the game consumed.
    pub fn finish(&self) -> Result<(), String> {
        match self.extra.keys().next() {
            Some(name) => Err(format!("unknown flag --{name} for --game {}", self.game)),
            None => Ok(()),
        }
    }
}

fn parse_number(name: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("--{name} needs a whole number, not \"{value}\""))
}

/// Runs a simulation and returns its report as text.
pub fn run(args: &[String]) -> Result<String, String> {
    let args = SimArgs::parse(args)?;
    match crate::game_named(&args.game)? {
        GameKind::ArmorOfGod => armor_of_god::run(args),
        GameKind::PipArmor => pip_armor::run(args),
        GameKind::Strongholds => strongholds::run(args),
    }
}
