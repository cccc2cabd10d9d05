//! `standfirm-cli review SAVE [--seat N] [--worlds N]`: the review of a saved game as JSON
//! ([`standfirm_store::review_save`], the app's own path): each decision's chance with its margin, the move
//! played and the best move with their chances, the luck that followed, and the turning points. The same file
//! and flags always print the same bytes (no times in it).

use serde_json::{json, Value};
use standfirm_store::{load_path, review_save};
use std::path::Path;

/// Runs `review` on the arguments after it; the JSON to print, or the one line of why not.
pub fn run(args: &[String]) -> Result<Value, String> {
    let mut it = args.iter();
    let path = it
        .next()
        .filter(|s| !s.starts_with("--"))
        .ok_or("review needs a save file: standfirm-cli review SAVE [--seat N] [--worlds N]")?;
    let (mut seat, mut worlds) = (0u8, None);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let n: u32 = value
            .parse()
            .map_err(|_| format!("{flag} needs a whole number, not \"{value}\""))?;
        match flag.as_str() {
            "--seat" => seat = u8::try_from(n).map_err(|_| format!("no seat {n}"))?,
            "--worlds" if n > 0 => worlds = Some(n),
            "--worlds" => return Err("--worlds needs at least 1".into()),
            _ => return Err(format!("unknown flag {flag} for review")),
        }
    }
    let failed = |reason: &dyn std::fmt::Display| format!("{path}: {reason}");
    let (save, _) = load_path(Path::new(path)).map_err(|e| failed(&e))?;
    let review = review_save(&save, seat, worlds).map_err(|e| failed(&e))?;
    let mut out = serde_json::to_value(&review).map_err(|e| failed(&e))?;
    out["name"] = json!(save.name);
    Ok(out)
}
