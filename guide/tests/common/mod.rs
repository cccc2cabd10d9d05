//! Helpers shared by the guide's tests: the rule IDs RULINGS.md defines, and a tutorial replayed step by step
//! with the runner's state JSON.
#![allow(dead_code)]

use serde_json::Value;
use standfirm_guide::tutorial::Tutorial;
use std::collections::BTreeSet;

const RULINGS: &str = include_str!("../../../rules/RULINGS.md");

/// Every rule ID RULINGS.md defines: rules (`- **AOG-4.6**`), rulings and scenario tests (`| SH-B5 |`,
/// `| AOG-T1 Exact claim |`).
pub fn defined_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for line in RULINGS.lines() {
        let start = line
            .strip_prefix("- **")
            .or_else(|| line.strip_prefix("| "))
            .unwrap_or("");
        let id: String = start
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '.')
            .collect();
        if is_rule_id(&id) {
            ids.insert(id);
        }
    }
    ids
}

fn is_rule_id(id: &str) -> bool {
    let Some((prefix, rest)) = id.split_once('-') else {
        return false;
    };
    let numbered = rest
        .split_once('.')
        .is_some_and(|(a, b)| is_number(a) && is_number(b));
    let lettered = rest.strip_prefix(['B', 'T']).is_some_and(is_number);
    ["AOG", "PIP", "SH"].contains(&prefix) && (numbered || lettered)
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_digit())
}

/// The runner's state JSON (what `standfirm-cli script` prints) when step `k` (from 0) begins.
pub fn json_before(t: &Tutorial, k: usize) -> Value {
    let state = t
        .state_before(k)
        .unwrap_or_else(|e| panic!("{}: step {}: {e}", t.game.id(), k + 1));
    standfirm_runner::output::view(&state, t.setup.seed()).unwrap()
}

/// The runner's state JSON after step `k` (from 0).
pub fn json_after(t: &Tutorial, k: usize) -> Value {
    json_before(t, k + 1)
}

/// Why `expect` is not a subset of `actual`, or `None` if it is: every key of an expected object is in the
/// actual object with a matching value, an expected array matches an actual array of the same length element
/// by element, and any other value is equal. `path` names the place for the message (`players[1].taken`).
pub fn subset_mismatch(expect: &Value, actual: &Value, path: &str) -> Option<String> {
    match (expect, actual) {
        (Value::Object(want), Value::Object(have)) => want.iter().find_map(|(key, w)| {
            let at = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            match have.get(key) {
                Some(h) => subset_mismatch(w, h, &at),
                None => Some(format!("{at} is missing")),
            }
        }),
        (Value::Array(want), Value::Array(have)) if want.len() == have.len() => want
            .iter()
            .zip(have)
            .enumerate()
            .find_map(|(i, (w, h))| subset_mismatch(w, h, &format!("{path}[{i}]"))),
        _ if expect == actual => None,
        _ => Some(format!("{path}: expected {expect}, found {actual}")),
    }
}

/// Asserts every step's `expect` against the state after that step, and that the tutorial plays to its end.
pub fn assert_every_expected_state(t: &Tutorial) {
    let mut checked = 0;
    for (k, step) in t.steps.iter().enumerate() {
        if let Some(expect) = &step.expect {
            let actual = json_after(t, k);
            if let Some(why) = subset_mismatch(expect, &actual, "") {
                panic!("{} step {}: {why}", t.game.id(), k + 1);
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 8,
        "{}: only {checked} steps check the state",
        t.game.id()
    );
}

/// The index (from 0) of the first step that teaches `rule`, if any.
pub fn step_teaching(t: &Tutorial, rule: &str) -> Option<usize> {
    t.steps
        .iter()
        .position(|s| s.rules.iter().any(|r| r == rule))
}
