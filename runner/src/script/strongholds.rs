//! The Strongholds script: `{"game": "strongholds", "options": {"players": 2, "truth_limit_all": false},
//! "seed": 7, "first_player": 0, "decks": {"growth": [90 ids], "truth": [18 ids], "stronghold": [15 ids]},
//! "actions": ["overcome TR02 pay G:G-G1 Y:G-Y3 P:G-P2 keep G-Y3", "end-turn"]}`. Every field but `game` is
//! optional (2 players, seed 0, seat 0 first, shuffled decks, no actions); each given deck is a full permutation,
//! top first, and replaces its set-up shuffle only (SH-3.1). The notation is in
//! [`Action`](standfirm_engine::strongholds::Action) and `docs/strongholds-notation.md`. The output is the referee's view
//! ([`State::referee_view`]): everything, Truth cards and deck orders included, plus every legal action.

use super::{apply_actions, parse_typed, ScriptError};
use serde::Deserialize;
use serde_json::{json, Value};
use standfirm_engine::strongholds::view::{Awaiting, PlayerView, TaskView, View};
use standfirm_engine::strongholds::{
    content, Action, CardId, CardKind, Decks, Options, State, Status,
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Script {
    #[allow(dead_code)]
    game: String,
    #[serde(default)]
    options: ScriptOptions,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    first_player: u8,
    #[serde(default)]
    decks: Option<ScriptDecks>,
    #[serde(default)]
    actions: Vec<String>,
}

/// The script's options: the rule variants a table chooses (the simulation-only round cap is not offered).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptOptions {
    #[serde(default = "two")]
    players: u8,
    #[serde(default)]
    truth_limit_all: bool,
}

fn two() -> u8 {
    2
}

impl Default for ScriptOptions {
    fn default() -> ScriptOptions {
        ScriptOptions {
            players: 2,
            truth_limit_all: false,
        }
    }
}

/// Stacked decks as written: card ids, top first. Checked here so that a bad id gets a precise message.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptDecks {
    #[serde(default)]
    growth: Option<Vec<String>>,
    #[serde(default)]
    truth: Option<Vec<String>>,
    #[serde(default)]
    stronghold: Option<Vec<String>>,
}

/// Checks one stacked deck: known ids, each of the right deck, each once, none missing.
fn deck(
    name: &str,
    given: &Option<Vec<String>>,
    belongs: fn(CardKind) -> bool,
    canonical: &[CardId],
) -> Result<Option<Vec<CardId>>, ScriptError> {
    let Some(texts) = given else {
        return Ok(None);
    };
    let bad = |why: String| ScriptError::Malformed(format!("bad decks.{name}: {why}"));
    let mut ids = Vec::with_capacity(texts.len());
    for text in texts {
        let id = CardId::parse(text)
            .ok_or_else(|| bad(format!("\"{text}\" is not a Strongholds card id")))?;
        if !belongs(id.card().kind) {
            return Err(bad(format!("{id} is not a card of this deck")));
        }
        if ids.contains(&id) {
            return Err(bad(format!("{id} is listed twice")));
        }
        ids.push(id);
    }
    if let Some(missing) = canonical.iter().find(|c| !ids.contains(c)) {
        return Err(bad(format!(
            "{missing} is missing (a deck lists all {} of its cards, top first)",
            canonical.len()
        )));
    }
    Ok(Some(ids))
}

/// Runs a Strongholds script and returns the referee's view with the legal actions.
pub(super) fn run(script: Value) -> Result<Value, ScriptError> {
    let script: Script = parse_typed(script)?;
    let c = content();
    let decks = match &script.decks {
        None => Decks::default(),
        Some(d) => Decks {
            growth: deck("growth", &d.growth, CardKind::is_growth, &c.growth)?,
            truth: deck("truth", &d.truth, |k| k == CardKind::Truth, &c.truth)?,
            stronghold: deck(
                "stronghold",
                &d.stronghold,
                |k| k == CardKind::Stronghold,
                &c.strongholds,
            )?,
        },
    };
    let options = Options {
        truth_limit_all: script.options.truth_limit_all,
        ..Options::new(script.options.players)
    };
    let (mut state, _) = State::with_decks(options, script.seed, script.first_player, &decks)
        .map_err(|e| ScriptError::Malformed(e.to_string()))?;
    apply_actions(&mut state, &script.actions, |text| text.parse::<Action>())?;
    Ok(output(&state, script.seed))
}

/// The script's output: the referee's view, flattened for reading, and the legal actions in the notation.
fn output(state: &State, seed: u64) -> Value {
    let view: View = state.referee_view();
    let (status, reason, winners, tie_break) = match &view.status {
        Status::InProgress => ("in_progress", Value::Null, json!([]), Value::Null),
        Status::Finished(o) => (
            "finished",
            json!(o.reason),
            json!(o.winners),
            json!(o.tie_break),
        ),
    };
    let decks = view.decks.as_ref().map(|[growth, truth, stronghold]| {
        json!({"growth": growth, "truth": truth, "stronghold": stronghold})
    });
    let legal: Vec<String> = state.legal().iter().map(ToString::to_string).collect();
    json!({
        "game": "strongholds",
        "status": status,
        "end_reason": reason,
        "winners": winners,
        "tie_break": tie_break,
        "scores": view.players.iter().map(|p| p.score).collect::<Vec<_>>(),
        "round": view.round,
        "round_kind": view.round_kind,
        "turn": state.turn,
        "first_player": state.first_player,
        "active": view.active,
        "awaiting": awaiting(&view.awaiting),
        "slots": view.slots,
        "growth_deck": view.growth_deck,
        "truth_deck": view.truth_deck,
        "stronghold_deck": view.stronghold_deck,
        "growth_discard_count": view.growth_discard.len(),
        "growth_discard": view.growth_discard,
        "players": view.players.iter().map(player).collect::<Vec<_>>(),
        "deck_order": decks,
        "options": {"players": state.options.players, "truth_limit_all": state.options.truth_limit_all},
        "seed": seed,
        "legal": legal,
    })
}

/// The awaited decision as `{"decision": …, "seats": [who may act], …details}`.
fn awaiting(a: &Awaiting) -> Value {
    match a {
        Awaiting::SecondTrial { seat, trial } => {
            json!({"decision": "second_trial", "seats": [seat], "trial": trial})
        }
        Awaiting::Main { seat } => json!({"decision": "main", "seats": [seat]}),
        Awaiting::SlapWindow { slot, seats } => {
            json!({"decision": "slap_window", "seats": seats, "slot": slot})
        }
        Awaiting::DiscardGrowth { seat, count } => {
            json!({"decision": "discard_growth", "seats": [seat], "count": count})
        }
        Awaiting::ReturnTruth { seat, count } => {
            json!({"decision": "return_truth", "seats": [seat], "count": count})
        }
        Awaiting::Nothing => json!({"decision": "nothing", "seats": []}),
    }
}

fn task(t: &TaskView) -> Value {
    json!({
        "id": t.card,
        "done": t.done,
        "permanent": t.permanent,
        "colour": t.colour,
        "used": t.used,
        "usable": t.usable,
    })
}

fn player(p: &PlayerView) -> Value {
    let of = |kind: CardKind| -> Vec<Value> {
        p.tasks
            .iter()
            .filter(|t| t.card.card().kind == kind)
            .map(task)
            .collect()
    };
    let used: Vec<CardId> = p.tasks.iter().filter(|t| t.used).map(|t| t.card).collect();
    json!({
        "seat": p.seat,
        "holding": p.holding,
        "truths": p.truths,
        "truth_count": p.truth_count,
        "trials": of(CardKind::Trial),
        "assignments": of(CardKind::Assignment),
        "permanents_used": used,
        "taken": p.taken,
        "score": p.score,
    })
}
