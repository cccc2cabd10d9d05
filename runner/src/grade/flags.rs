//! The flags of the grading commands: `--name value` pairs, each known to its command and given once.

use crate::sim::armor_of_god::parse_option;
use standfirm_engine::armor_of_god::{self as aog, DartMode, FaceValues};
use standfirm_engine::grade::{Grade, Variant, DEALS};
use standfirm_engine::pip_armor;
use standfirm_engine::GameKind;
use std::collections::BTreeMap;

/// A command's flags by name (without the dashes).
pub(crate) struct Flags {
    command: &'static str,
    values: BTreeMap<String, String>,
}

impl Flags {
    /// Reads `args` for `command`, which knows the flags `known`.
    pub(crate) fn parse(
        command: &'static str,
        args: &[String],
        known: &[&str],
    ) -> Result<Flags, String> {
        let mut values = BTreeMap::new();
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let name = flag
                .strip_prefix("--")
                .ok_or_else(|| format!("{command}: expected a --flag, found \"{flag}\""))?;
            if !known.contains(&name) {
                return Err(format!("unknown flag --{name} for {command}"));
            }
            let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
            if values.insert(name.to_string(), value.clone()).is_some() {
                return Err(format!("--{name} is given twice"));
            }
        }
        Ok(Flags { command, values })
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    /// A whole number flag, `default` when absent, within `range`.
    pub(crate) fn number(
        &self,
        name: &str,
        default: u64,
        range: std::ops::RangeInclusive<u64>,
    ) -> Result<u64, String> {
        let Some(text) = self.get(name) else {
            return Ok(default);
        };
        let n: u64 = text
            .parse()
            .map_err(|_| format!("--{name} needs a whole number, not \"{text}\""))?;
        if !range.contains(&n) {
            return Err(format!(
                "--{name} must be from {} to {}, not {n}",
                range.start(),
                range.end()
            ));
        }
        Ok(n)
    }

    /// A `true` or `false` flag, `default` when absent.
    pub(crate) fn boolean(&self, name: &str, default: bool) -> Result<bool, String> {
        match self.get(name) {
            None => Ok(default),
            Some("true") => Ok(true),
            Some("false") => Ok(false),
            Some(other) => Err(format!("--{name} does not accept \"{other}\"")),
        }
    }

    /// A deal number flag: 1 to 999,999.
    pub(crate) fn deal(&self, name: &str, default: Option<u64>) -> Result<u64, String> {
        match (self.get(name), default) {
            (None, Some(d)) => Ok(d),
            (None, None) => Err(format!("{} needs --{name} N (1 to {DEALS})", self.command)),
            _ => self.number(name, 0, 1..=DEALS),
        }
    }

    /// `--grade`: gentle, steady, hard or very-hard.
    pub(crate) fn grade(&self) -> Result<Grade, String> {
        let text = self.get("grade").ok_or_else(|| {
            format!(
                "{} needs --grade (gentle, steady, hard or very-hard)",
                self.command
            )
        })?;
        Grade::parse(text)
            .ok_or_else(|| format!("unknown grade \"{text}\" (gentle, steady, hard or very-hard)"))
    }

    /// The graded variant named by `--game` and its options (`--defense`, `--dart`, `--faces`, `--learning`).
    pub(crate) fn variant(&self) -> Result<Variant, String> {
        let game = self
            .get("game")
            .ok_or_else(|| format!("{} needs --game (armor-of-god or pip-armor)", self.command))?;
        let armor_flags = ["defense", "dart", "faces"];
        match crate::game_named(game)? {
            GameKind::ArmorOfGod => {
                if self.get("learning").is_some() {
                    return Err("--learning is for PIP Armor only".into());
                }
                let mut options = aog::Options::default();
                if let Some(d) = self.get("defense") {
                    options.defense = parse_option(d, "defense")?;
                }
                if let Some(d) = self.get("dart") {
                    options.dart = parse_option(d, "dart")?;
                }
                if let Some(f) = self.get("faces") {
                    options.faces = parse_option(f, "faces")?;
                }
                Variant::of_armor_of_god(options).ok_or_else(|| {
                    let which = if options.dart != DartMode::Core {
                        "the Softer Dart"
                    } else {
                        debug_assert_ne!(options.faces, FaceValues::Ten);
                        "faces at their ranks"
                    };
                    format!(
                        "Armor of God's deals are graded with the Core Dart and J Q K = 10 only, not with {which}"
                    )
                })
            }
            GameKind::PipArmor => {
                if let Some(flag) = armor_flags.iter().find(|f| self.get(f).is_some()) {
                    return Err(format!("--{flag} is for Armor of God only"));
                }
                let options = pip_armor::Options {
                    learning: self.boolean("learning", false)?,
                };
                Variant::of_pip_armor(options).ok_or_else(|| {
                    "PIP Armor's deals are graded without Learning Mode only".to_string()
                })
            }
            GameKind::Strongholds => {
                Err("deals are graded for the solo games only (armor-of-god, pip-armor)".into())
            }
        }
    }
}
