//! `standfirm-cli odds SCRIPT`: the chance of the script's final position from one seat's view, the best move
//! found (the Learning hint, in the runner's notation) and, per game, its own chances: one JSON object.
//! `odds-calibrate` measures the estimates against the true win rate ([`calibrate`]); `odds-hint` compares a
//! player who follows the Learning hint with the greedy bot ([`versus`]).

mod args;
pub mod calibrate;
mod report;
pub mod versus;

pub use args::OddsArgs;

use serde_json::{json, Value};
use standfirm_engine::odds::{self, position_key, Budget, Chance};
use standfirm_engine::strongholds::{decision_key, Level};
use standfirm_store::Replayed;
use std::time::Instant;

/// The playouts the app uses, by default here too: solo games, Strongholds.
pub use standfirm_engine::odds::{HINT_PLAYOUTS, PLAYOUTS};

/// A chance as JSON: `{"chance", "margin"}`.
pub(crate) fn chance_json(c: Chance) -> Value {
    json!({"chance": c.value(), "margin": c.margin()})
}

/// Runs `odds` on a script's text; the JSON object to print, or the one line of why not.
pub fn run(script: &str, args: &OddsArgs) -> Result<Value, String> {
    let (setup, actions) = crate::script::parse_script(script).map_err(|e| e.to_string())?;
    let state = crate::script::play(&setup, &actions).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let solo = |n: Option<u32>, d: (u32, u32)| n.unwrap_or(d.0);
    let mut out = match &state {
        Replayed::ArmorOfGod(s) => {
            only_seat_zero(args)?;
            let key = position_key(s, 0);
            let chance =
                odds::armor_of_god(s, key, Budget::playouts(solo(args.playouts, PLAYOUTS)));
            let chance = chance.map_err(|e| e.to_string())?;
            let best = odds::armor_of_god_best(
                s,
                key,
                Budget::playouts(solo(args.hint_playouts, HINT_PLAYOUTS)),
            )
            .map_err(|e| e.to_string())?;
            report::armor_of_god(&chance, &best)
        }
        Replayed::PipArmor(s) => {
            only_seat_zero(args)?;
            let key = position_key(s, 0);
            let chance = odds::pip_armor(s, key, Budget::playouts(solo(args.playouts, PLAYOUTS)))
                .map_err(|e| e.to_string())?;
            let best = odds::pip_armor_best(
                s,
                key,
                Budget::playouts(solo(args.hint_playouts, HINT_PLAYOUTS)),
            )
            .map_err(|e| e.to_string())?;
            report::pip_armor(&chance, &best)
        }
        Replayed::Strongholds(s) => {
            let levels = args
                .levels
                .clone()
                .unwrap_or_else(|| vec![Level::Steady; usize::from(s.options.players)]);
            let key = decision_key(s.bot_secret, args.seat, actions.len() as u64);
            let playouts = args.playouts.unwrap_or(PLAYOUTS.1);
            let chance = odds::strongholds(s, args.seat, &levels, key, Budget::playouts(playouts))
                .map_err(|e| e.to_string())?;
            let hint_playouts = args.hint_playouts.unwrap_or(HINT_PLAYOUTS.1);
            let best =
                odds::strongholds_best(s, args.seat, &levels, key, Budget::playouts(hint_playouts))
                    .map_err(|e| e.to_string())?;
            report::strongholds(&chance, best.as_ref(), &levels)
        }
    };
    out["millis"] = json!(start.elapsed().as_millis() as u64);
    Ok(out)
}

/// The solo games have one seat.
fn only_seat_zero(args: &OddsArgs) -> Result<(), String> {
    if args.seat != 0 {
        return Err(format!(
            "there is no seat {}: a solo game has seat 0 only",
            args.seat
        ));
    }
    if args.levels.is_some() {
        return Err("--levels is for Strongholds only".into());
    }
    Ok(())
}
