//! The JSON object `odds` prints for each game. Every object has `game`, `chance`, `margin`, `playouts`,
//! `hint` (the best move found, in the notation), `hint_chance`, `greedy` and `greedy_chance` (the ordinary
//! Hint's move and its chance in the same worlds); `millis` is added by the caller.

use super::chance_json;
use serde_json::{json, Value};
use standfirm_engine::odds::{ArmorOfGodOdds, BestMove, Chance, PipArmorOdds, StrongholdsOdds};
use standfirm_engine::strongholds::Level;
use std::fmt::Display;

/// The fields every game shares.
fn common(game: &str, win: Chance, best: Option<&BestMove<impl Display>>) -> Value {
    json!({
        "game": game,
        "chance": win.value(),
        "margin": win.margin(),
        "playouts": win.playouts,
        "hint": best.map(|b| b.best.to_string()),
        "hint_chance": best.map(|b| b.chance.value()),
        "greedy": best.map(|b| b.greedy.to_string()),
        "greedy_chance": best.map(|b| b.greedy_chance.value()),
        "hint_playouts": best.map(|b| b.chance.playouts),
    })
}

/// Armor of God: also the next Defense Check and the chance to pass it.
pub fn armor_of_god(odds: &ArmorOfGodOdds, best: &BestMove<impl Display>) -> Value {
    let mut out = common("armor-of-god", odds.win, Some(best));
    let mut check = chance_json(odds.pass_next_check);
    check["round"] = json!(odds.next_check.round);
    check["needs"] = json!(odds.next_check.needs);
    out["next_check"] = check;
    out
}

/// PIP Armor: also each Victory Rating's chance, the Whole Armor Victory's, and whether it can be won.
pub fn pip_armor(odds: &PipArmorOdds, best: &BestMove<impl Display>) -> Value {
    let mut out = common("pip-armor", odds.win, Some(best));
    let ratings: serde_json::Map<String, Value> = odds
        .ratings
        .iter()
        .map(|r| (r.rating.name().to_string(), chance_json(r.chance)))
        .collect();
    out["ratings"] = Value::Object(ratings);
    out["whole_armor"] = chance_json(odds.whole_armor);
    out["winnable"] = json!(odds.winnable);
    out["note"] = json!(odds.note());
    out
}

/// Strongholds: also the seat, the chance to finish first alone and the levels played.
pub fn strongholds(
    odds: &StrongholdsOdds,
    best: Option<&BestMove<impl Display>>,
    levels: &[Level],
) -> Value {
    let mut out = common("strongholds", odds.first, best);
    out["seat"] = json!(odds.seat);
    out["first_alone"] = chance_json(odds.first_alone);
    out["levels"] = json!(levels.iter().map(|l| l.id()).collect::<Vec<_>>());
    out
}
