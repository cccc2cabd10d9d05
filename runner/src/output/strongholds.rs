//! The Strongholds output of `script` and `load`: the referee's view ([`State::referee_view`]), flattened for
//! reading, with every legal action in the notation (`docs/strongholds-notation.md`).

use serde_json::{json, Value};
use standfirm_engine::strongholds::view::{Awaiting, PlayerView, TaskView, View};
use standfirm_engine::strongholds::{CardId, CardKind, State, Status};

/// The script's output: the referee's view, flattened for reading, and the legal actions in the notation.
pub fn output(state: &State, seed: u64) -> Value {
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
    let legal: Vec<String> = state
        .legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect();
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
