//! `standfirm-cli daily [--date YYYY-MM-DD]`: the daily deal numbers, their grade and chances and the verse of
//! the day of a date (today by default, the store's clock, so `STANDFIRM_TODAY` is honoured).

use serde_json::{json, Value};
use standfirm_engine::GameKind;
use standfirm_store::daily::{grade_of_day, graded, start_number};
use standfirm_store::{parse_date, try_today, Date};

/// The command's arguments (`--date D` or nothing) to its JSON object, or one line saying what is wrong.
pub fn run(args: &[String]) -> Result<Value, String> {
    let date = match args {
        [] => try_today()?,
        [flag, text] if flag == "--date" => parse_date(text)?,
        _ => return Err("usage: standfirm-cli daily [--date YYYY-MM-DD]".into()),
    };
    daily(date)
}

/// `{"date", "grade", "armor-of-god", "pip-armor", "chance", "start", "verse"}` of `date`: the day's grade,
/// each game's deal, the deal's measured chance (Armor of God: to win; PIP Armor: of Unshaken) and the start
/// number its walk began from.
pub fn daily(date: Date) -> Result<Value, String> {
    let games = [GameKind::ArmorOfGod, GameKind::PipArmor];
    let deals = games.map(|g| graded(g, date));
    let field = |f: fn(&standfirm_engine::grade::Measured) -> Value| {
        let mut out = serde_json::Map::new();
        for (g, m) in games.iter().zip(&deals) {
            out.insert(g.id().into(), m.as_ref().map_or(Value::Null, f));
        }
        Value::Object(out)
    };
    let verse = standfirm_guide::daily::entry_of_the_day(date).map_err(|e| e.to_string())?;
    let mut out = json!({
        "date": date.to_string(),
        "grade": grade_of_day(date).id(),
        "chance": field(|m| json!(m.chance.value())),
        "start": Value::Object(games.iter().map(|&g| (g.id().to_string(), json!(start_number(g, date)))).collect()),
        "verse": verse.reference,
    });
    for (g, m) in games.iter().zip(&deals) {
        out[g.id()] = m.map_or(Value::Null, |m| json!(m.deal));
    }
    Ok(out)
}

/// `standfirm-cli daily-table [--from 2026-01-01] [--through 2030-12-31]`: the store's committed table of daily
/// deals (`store/content/daily-deals.json`), every date's deals walked by the daily deal rule.
pub fn table(args: &[String]) -> Result<String, String> {
    let usage = || {
        "usage: standfirm-cli daily-table [--from YYYY-MM-DD] [--through YYYY-MM-DD]".to_string()
    };
    let mut from = Date::constant(2026, 1, 1);
    let mut through = Date::constant(2030, 12, 31);
    for pair in args.chunks(2) {
        match pair {
            [flag, text] if flag == "--from" => from = parse_date(text)?,
            [flag, text] if flag == "--through" => through = parse_date(text)?,
            _ => return Err(usage()),
        }
    }
    if through < from {
        return Err(format!("--through {through} is before --from {from}"));
    }
    Ok(standfirm_store::daily::table::text(from, through)
        .trim_end()
        .to_string())
}
