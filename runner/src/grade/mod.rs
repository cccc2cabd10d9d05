//! The grading commands: `grade` (one deal's grade and chance), `deals` (deals of a grade from a start),
//! `grade-calibrate` (the grades' shares and their chances against the greedy bot's real games) and
//! `grade-table` (the engine's committed table of the rarer grades). All deterministic: the same flags print
//! the same numbers.

pub mod calibrate;
mod flags;
pub mod table;

use flags::Flags;
use serde_json::{json, Value};
use standfirm_engine::grade::{self, band, Measured, Variant};

/// The options of a variant as the scripts write them.
pub(crate) fn options_json(variant: Variant) -> Value {
    match variant.armor_of_god_options() {
        Some(options) => json!(options),
        None => json!(standfirm_engine::pip_armor::Options::default()),
    }
}

/// One measured deal's fields: `deal`, `grade`, `chance`, `margin`, `hits`.
pub(crate) fn measured_json(m: &Measured) -> Value {
    json!({
        "deal": m.deal,
        "grade": m.grade.id(),
        "chance": m.chance.value(),
        "margin": m.chance.margin(),
        "hits": m.chance.hits,
    })
}

const VARIANT_FLAGS: [&str; 5] = ["game", "defense", "dart", "faces", "learning"];

fn known(extra: &[&'static str]) -> Vec<&'static str> {
    VARIANT_FLAGS.iter().chain(extra).copied().collect()
}

/// `grade --game G --deal N [--defense D] [--dart core] [--faces ten] [--learning false]`: one JSON object
/// with the deal's grade and chance.
pub fn grade(args: &[String]) -> Result<Value, String> {
    let flags = Flags::parse("grade", args, &known(&["deal"]))?;
    let variant = flags.variant()?;
    let deal = flags.deal("deal", None)?;
    let m = grade::measure(variant, deal);
    Ok(json!({
        "game": variant.game().id(),
        "deal": deal,
        "options": options_json(variant),
        "grade": m.grade.id(),
        "name": m.grade.name(),
        "chance": m.chance.value(),
        "margin": m.chance.margin(),
        "playouts": m.chance.playouts,
        "hits": m.chance.hits,
        "measures": variant.measures(),
        "band": band(variant, m.grade).words(),
    }))
}

/// `deals --game G --grade GR [--defense D] [--count K] [--from N]`: the first K deals of the grade from N on.
pub fn deals(args: &[String]) -> Result<Value, String> {
    let flags = Flags::parse("deals", args, &known(&["grade", "count", "from"]))?;
    let variant = flags.variant()?;
    let grade = flags.grade()?;
    let count = flags.number("count", 10, 1..=1000)?;
    let from = flags.deal("from", Some(1))?;
    let found = grade::deals(variant, grade, from, count as usize);
    Ok(json!({
        "game": variant.game().id(),
        "options": options_json(variant),
        "grade": grade.id(),
        "band": band(variant, grade).words(),
        "measures": variant.measures(),
        "playouts": grade::GRADE_PLAYOUTS,
        "from": from,
        "deals": found.iter().map(measured_json).collect::<Vec<_>>(),
    }))
}
