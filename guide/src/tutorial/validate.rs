//! [`Tutorial::validate`]: what every shipped tutorial must satisfy, checked at load and by the tests.

use super::{Tutorial, COACH_MAX};
use crate::scripture;
use standfirm_engine::msg;
use standfirm_engine::words::Msg;
use standfirm_engine::GameKind;
use standfirm_store::start;

/// The checks of [`Tutorial::validate`], in file order; the first problem found.
pub(super) fn validate(t: &Tutorial) -> Result<(), Msg> {
    if t.title.trim().is_empty() {
        return Err(msg!("the title is empty"));
    }
    if t.intro.trim().is_empty() {
        return Err(msg!("the intro is empty"));
    }
    if t.summary.trim().is_empty() {
        return Err(msg!("the summary is empty"));
    }
    if t.setup.game() != t.game {
        return Err(msg!(
            "the setup is for {found}, not {game}",
            found = t.setup.game().title(),
            game = t.game.title()
        ));
    }
    if t.steps.is_empty() {
        return Err(msg!("there are no steps"));
    }
    for (i, step) in t.steps.iter().enumerate() {
        let n = i + 1;
        let coach = step.coach.trim();
        if coach.is_empty() {
            return Err(msg!("step {n} has no coach line", n = n));
        }
        let length = step.coach.chars().count();
        if length > COACH_MAX || step.coach.contains('\n') {
            return Err(msg!(
                "step {n}: the coach line has {length} characters or a line break (at most {most}, one line)",
                n = n,
                length = length,
                most = COACH_MAX
            ));
        }
        if step.rules.is_empty() {
            return Err(msg!("step {n} names no rule ID", n = n));
        }
        if let Some(rule) = step.rules.iter().find(|r| !is_rule_id_of(r, t.game)) {
            return Err(msg!(
                "step {n}: \"{rule}\" is not a {game} rule ID",
                n = n,
                rule = rule.as_str(),
                game = t.game.title()
            ));
        }
        if let Some(verse) = &step.verse {
            if scripture::normalise(verse).as_deref() != Some(verse.as_str()) {
                return Err(msg!(
                    "step {n}: \"{verse}\" is not written in full",
                    n = n,
                    verse = verse.as_str()
                ));
            }
            if scripture::verse_in(verse, t.lang).is_none() {
                return Err(msg!(
                    "step {n}: {verse} is not in the verse library",
                    n = n,
                    verse = verse.as_str()
                ));
            }
        }
        if step.expect.as_ref().is_some_and(|e| !e.is_object()) {
            return Err(msg!("step {n}: \"expect\" must be a JSON object", n = n));
        }
    }
    replays(t)
}

/// [`Tutorial::same_steps_as`]: a translation keeps the English tutorial's deal and steps.
pub(super) fn same_steps(english: &Tutorial, t: &Tutorial) -> Result<(), Msg> {
    if t.game != english.game || t.setup != english.setup {
        return Err(msg!("the setup differs from the English tutorial's"));
    }
    if t.steps.len() != english.steps.len() {
        return Err(msg!(
            "{steps} steps; the English tutorial has {english}",
            steps = t.steps.len(),
            english = english.steps.len()
        ));
    }
    for (i, (e, s)) in english.steps.iter().zip(&t.steps).enumerate() {
        let n = i + 1;
        if s.action != e.action {
            return Err(msg!(
                "step {n}: the action differs from the English tutorial's",
                n = n
            ));
        }
        if s.rules != e.rules {
            return Err(msg!(
                "step {n}: the rule IDs differ from the English tutorial's",
                n = n
            ));
        }
        if s.verse != e.verse {
            return Err(msg!(
                "step {n}: the verse differs from the English tutorial's",
                n = n
            ));
        }
        if s.expect != e.expect {
            return Err(msg!(
                "step {n}: the expected state differs from the English tutorial's",
                n = n
            ));
        }
    }
    Ok(())
}

/// Every action is legal in turn, replayed through the store from the setup.
fn replays(t: &Tutorial) -> Result<(), Msg> {
    let mut state = start(&t.setup)
        .map_err(|e| msg!("the setup cannot start: {problem}", problem = e.to_string()))?;
    for (i, step) in t.steps.iter().enumerate() {
        if let Some(action) = &step.action {
            state.apply(action).map_err(|reason| {
                msg!(
                    "step {n}: \"{action}\": {reason}",
                    n = i + 1,
                    action = action.as_str(),
                    reason = reason
                )
            })?;
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
