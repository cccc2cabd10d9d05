//! The command line of `odds`: `SCRIPT [--seat N] [--playouts N] [--hint-playouts N] [--levels L,L,…]`.

use standfirm_engine::strongholds::Level;

/// The parsed arguments of `standfirm-cli odds`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OddsArgs {
    /// The script's path, or `-` for standard input.
    pub script: String,
    /// The seat whose chance is estimated (Strongholds; the solo games have seat 0 only).
    pub seat: u8,
    /// Playouts for the chance; `None` for the game's default.
    pub playouts: Option<u32>,
    /// Playouts per move for the hint; `None` for the game's default.
    pub hint_playouts: Option<u32>,
    /// Strongholds: every seat's bot level for the playouts; `None` plays every seat as Steady.
    pub levels: Option<Vec<Level>>,
}

impl OddsArgs {
    /// Parses the arguments after `odds`.
    pub fn parse(args: &[String]) -> Result<OddsArgs, String> {
        let mut it = args.iter();
        let script = it
            .next()
            .filter(|s| !s.starts_with("--"))
            .ok_or("odds needs a script: standfirm-cli odds SCRIPT|- [--seat N] [--playouts N]")?
            .clone();
        let mut parsed = OddsArgs {
            script,
            seat: 0,
            playouts: None,
            hint_playouts: None,
            levels: None,
        };
        while let Some(flag) = it.next() {
            let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
            match flag.as_str() {
                "--seat" => parsed.seat = number(flag, value)?,
                "--playouts" => parsed.playouts = Some(positive(flag, value)?),
                "--hint-playouts" => parsed.hint_playouts = Some(positive(flag, value)?),
                "--levels" => parsed.levels = Some(levels(value)?),
                _ => return Err(format!("unknown flag {flag} for odds")),
            }
        }
        Ok(parsed)
    }
}

fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} needs a whole number, not \"{value}\""))
}

fn positive(flag: &str, value: &str) -> Result<u32, String> {
    match number(flag, value)? {
        0 => Err(format!("{flag} needs at least 1")),
        n => Ok(n),
    }
}

fn levels(value: &str) -> Result<Vec<Level>, String> {
    value
        .split(',')
        .map(|id| {
            Level::parse(id)
                .ok_or_else(|| format!("unknown level \"{id}\" (gentle, steady or wise)"))
        })
        .collect()
}
