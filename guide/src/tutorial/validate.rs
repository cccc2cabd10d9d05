//! [`Tutorial::validate`]: what every shipped tutorial must satisfy, checked at load and by the tests.

use super::{Tutorial, COACH_MAX};
use crate::scripture;
use standfirm_engine::GameKind;
use standfirm_store::start;

/// The checks of [`Tutorial::validate`], in file order; the first problem found.
pub(super) fn validate(t: &Tutorial) -> Result<(), String> {
    for (name, text) in [
        ("title", &t.title),
        ("intro", &t.intro),
        ("summary", &t.summary),
    ] {
        if text.trim().is_empty() {
            return Err(format!("the {name} is empty"));
        }
    }
    if t.setup.game() != t.game {
        return Err(format!(
            "the setup is for {}, not {}",
            t.setup.game().title(),
            t.game.title()
        ));
    }
    if t.steps.is_empty() {
        return Err("there are no steps".into());
    }
    for (i, step) in t.steps.iter().enumerate() {
        let n = i + 1;
        let coach = step.coach.trim();
        if coach.is_empty() {
            return Err(format!("step {n} has no coach line"));
        }
        let length = step.coach.chars().count();
        if length > COACH_MAX || step.coach.contains('\n') {
            return Err(format!(
                "step {n}: the coach line has {length} characters or a line break (at most {COACH_MAX}, one line)"
            ));
        }
        if step.rules.is_empty() {
            return Err(format!("step {n} names no rule ID"));
        }
        if let Some(rule) = step.rules.iter().find(|r| !is_rule_id_of(r, t.game)) {
            return Err(format!(
                "step {n}: \"{rule}\" is not a {} rule ID",
                t.game.title()
            ));
        }
        if let Some(verse) = &step.verse {
            if scripture::normalise(verse).as_deref() != Some(verse.as_str()) {
                return Err(format!("step {n}: \"{verse}\" is not written in full"));
            }
            if scripture::verse(verse).is_none() {
                return Err(format!("step {n}: {verse} is not in the verse library"));
            }
        }
        if step.expect.as_ref().is_some_and(|e| !e.is_object()) {
            return Err(format!("step {n}: \"expect\" must be a JSON object"));
        }
    }
    replays(t)
}

/// Every action is legal in turn, replayed through the store from the setup.
fn replays(t: &Tutorial) -> Result<(), String> {
    let mut state = start(&t.setup).map_err(|e| format!("the setup cannot start: {e}"))?;
    for (i, step) in t.steps.iter().enumerate() {
        if let Some(action) = &step.action {
            state
                .apply(action)
                .map_err(|reason| format!("step {}: \"{action}\": {reason}", i + 1))?;
        }
    }
    Ok(())
}

/// Whether `id` is written as a rule ID of `game`: `AOG-4.6`, `PIP-B9`, `SH-T10` (RULINGS.md's forms).
fn is_rule_id_of(id: &str, game: GameKind) -> bool {
    let Some(rest) = id
        .strip_prefix(game.rule_prefix())
        .and_then(|r| r.strip_prefix('-'))
    else {
        return false;
    };
    let number = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    let numbered = rest
        .split_once('.')
        .is_some_and(|(a, b)| number(a) && number(b));
    let lettered = rest.strip_prefix(['B', 'T']).is_some_and(number);
    numbered || lettered
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tutorial_rule_ids_are_recognised_by_game() {
        assert!(is_rule_id_of("AOG-4.6", GameKind::ArmorOfGod));
        assert!(is_rule_id_of("AOG-B13", GameKind::ArmorOfGod));
        assert!(is_rule_id_of("PIP-T15", GameKind::PipArmor));
        assert!(is_rule_id_of("SH-10.1", GameKind::Strongholds));
        assert!(!is_rule_id_of("SH-5.7", GameKind::ArmorOfGod));
        assert!(!is_rule_id_of("AOG-4", GameKind::ArmorOfGod));
        assert!(!is_rule_id_of("AOG-X1", GameKind::ArmorOfGod));
        assert!(!is_rule_id_of("AOG4.6", GameKind::ArmorOfGod));
    }
}
