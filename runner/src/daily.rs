//! `standfirm-cli daily [--date YYYY-MM-DD]`: the daily deal numbers and the verse of the day of a date
//! (today by default, the store's clock, so `STANDFIRM_TODAY` is honoured).

use serde_json::{json, Value};
use standfirm_engine::GameKind;
use standfirm_store::{daily::deal_number, parse_date, try_today, Date};

/// The command's arguments (`--date D` or nothing) to its JSON object, or one line saying what is wrong.
pub fn run(args: &[String]) -> Result<Value, String> {
    let date = match args {
        [] => try_today()?,
        [flag, text] if flag == "--date" => parse_date(text)?,
        _ => return Err("usage: standfirm-cli daily [--date YYYY-MM-DD]".into()),
    };
    daily(date)
}

/// `{"date", "armor-of-god", "pip-armor", "verse"}` of `date`.
pub fn daily(date: Date) -> Result<Value, String> {
    let deal = |game: GameKind| deal_number(game, date).map_or(Value::Null, Value::from);
    let verse = standfirm_guide::daily::entry_of_the_day(date).map_err(|e| e.to_string())?;
    Ok(json!({
        "date": date.to_string(),
        "armor-of-god": deal(GameKind::ArmorOfGod),
        "pip-armor": deal(GameKind::PipArmor),
        "verse": verse.reference,
    }))
}
