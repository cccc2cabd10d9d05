//! The headless runner. `standfirm-cli script FILE|-` prints the final state view of a JSON script;
//! `standfirm-cli content GAME` prints a game's card content; `standfirm-cli sim --game G ...` plays games with
//! bots; `standfirm-cli odds SCRIPT|-` prints a position's chance and the Learning hint (`odds-calibrate`,
//! `odds-hint` measure them); `standfirm-cli save SCRIPT OUT` writes a script's game as a save file;
//! `standfirm-cli load FILE` prints a save file's state as `script` would; `review SAVE` measures a saved game's
//! every decision (JSON); `standfirm-cli daily [--date D]`
//! prints a date's daily deals and verse (`daily-table` makes the store's table of them); `online …` plays a seat at a
//! table server's table (docs/server.md); `grade`, `deals`,
//! `grade-calibrate` and `grade-table` grade deals by their own chance. Errors: exit status 2, one line on stderr.

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

const USAGE: &str = "usage: standfirm-cli script FILE|-   |   standfirm-cli content strongholds   |   standfirm-cli sim --game GAME [--games N] [--seed S] [--policy random|greedy] [game flags, e.g. --players N --seats wise,steady --playouts N]   |   standfirm-cli odds SCRIPT|- [--seat N] [--playouts N] [--hint-playouts N] [--levels L,L,...]   |   standfirm-cli odds-calibrate --game GAME [--positions N] [--playouts N] [--truth N] [--defense D]   |   standfirm-cli odds-hint --game armor-of-god [--games N] [--defense D] [--hint-playouts N]   |   standfirm-cli save SCRIPT|- OUT   |   standfirm-cli load FILE   |   standfirm-cli review SAVE [--seat N] [--worlds N]   |   standfirm-cli daily [--date YYYY-MM-DD]   |   standfirm-cli grade --game GAME --deal N [--defense D]   |   standfirm-cli deals --game GAME --grade gentle|steady|hard|very-hard [--defense D] [--count K] [--from N]   |   standfirm-cli grade-calibrate --game GAME [--defense D] [--survey N] [--per-grade N] [--from N] [--first-screen true]   |   standfirm-cli grade-table [--through N]   |   standfirm-cli daily-table [--from YYYY-MM-DD] [--through YYYY-MM-DD]   |   standfirm-cli online create|join|start|play|watch --server URL ... (docs/server.md)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(Some(out)) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Ok(None) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}

/// Runs a command; `Some` is what to print on stdout.
fn run(args: &[String]) -> Result<Option<String>, String> {
    match args.first().map(String::as_str) {
        Some("script") => {
            let [_, path] = args else {
                return Err(USAGE.into());
            };
            let text = read_input(path)?;
            let view = standfirm_runner::script::run_script(&text).map_err(|e| e.to_string())?;
            Ok(Some(view.to_string()))
        }
        Some("content") => {
            let [_, game] = args else {
                return Err(USAGE.into());
            };
            Ok(Some(standfirm_runner::script::content(game)?.to_string()))
        }
        Some("sim") => standfirm_runner::sim::run(&args[1..]).map(Some),
        Some("odds") => {
            let odds_args = standfirm_runner::odds::OddsArgs::parse(&args[1..])?;
            let text = read_input(&odds_args.script)?;
            let out = standfirm_runner::odds::run(&text, &odds_args)?;
            Ok(Some(out.to_string()))
        }
        Some("odds-calibrate") => standfirm_runner::odds::calibrate::run(&args[1..]).map(Some),
        Some("odds-hint") => standfirm_runner::odds::versus::run(&args[1..]).map(Some),
        Some("save") => {
            let [_, script, out] = args else {
                return Err(USAGE.into());
            };
            let text = read_input(script)?;
            standfirm_runner::files::save(&text, Path::new(out))?;
            Ok(None)
        }
        Some("load") => {
            let [_, file] = args else {
                return Err(USAGE.into());
            };
            let view = standfirm_runner::files::load(Path::new(file))?;
            Ok(Some(view.to_string()))
        }
        Some("review") => standfirm_runner::review::run(&args[1..]).map(|v| Some(v.to_string())),
        Some("daily") => standfirm_runner::daily::run(&args[1..]).map(|v| Some(v.to_string())),
        Some("grade") => standfirm_runner::grade::grade(&args[1..]).map(|v| Some(v.to_string())),
        Some("deals") => standfirm_runner::grade::deals(&args[1..]).map(|v| Some(v.to_string())),
        Some("grade-calibrate") => standfirm_runner::grade::calibrate::run(&args[1..]).map(Some),
        Some("grade-table") => standfirm_runner::grade::table::run(&args[1..]).map(Some),
        Some("daily-table") => standfirm_runner::daily::table(&args[1..]).map(Some),
        Some("online") => standfirm_runner::online::run(&args[1..]).map(Some),
        _ => Err(USAGE.into()),
    }
}

fn read_input(path: &str) -> Result<String, String> {
    let mut text = String::new();
    if path == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read the script from standard input: {e}"))?;
    } else {
        text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the script file {path}: {e}"))?;
    }
    Ok(text)
}
