//! The committed table of daily deals, `store/content/daily-deals.json` (made by `standfirm-cli daily-table`):
//! for every date from its `from` through its `through`, each solo game's daily deal and its hits, as the
//! walk of [`super::walk`] finds them. Home shows the day's deals at start-up, and a walk takes up to a few
//! hundred milliseconds on a desktop (Sunday's Very hard the longest) and several times that on a phone or in
//! a browser: the table answers at once. It is a cache of the walk, never a different answer: the store's
//! tests walk a sample of its dates again, and a date outside it is walked.

use super::{grade_of_day, variant};
use crate::clock::{day_number, Date};
use serde::Deserialize;
use standfirm_engine::grade::{Measured, GRADE_PLAYOUTS};
use standfirm_engine::odds::Chance;
use standfirm_engine::GameKind;
use std::collections::BTreeMap;
use std::sync::OnceLock;

const TABLE: &str = include_str!("../../content/daily-deals.json");

/// The table as committed: its dates, and per game one `[deal, hits]` per date in order.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    #[allow(dead_code)]
    about: String,
    /// The playouts each deal was measured with ([`GRADE_PLAYOUTS`]).
    pub playouts: u32,
    /// The first date.
    pub from: Date,
    /// The last date.
    pub through: Date,
    /// Per game id (`armor-of-god`, `pip-armor`): the deal and its hits of every date, `from` first.
    pub games: BTreeMap<String, Vec<(u64, u32)>>,
}

impl Table {
    /// The daily deal of `game` on `date` from the table, if the table has that date.
    pub fn get(&self, game: GameKind, date: Date) -> Option<Measured> {
        let variant = variant(game)?;
        if date < self.from || date > self.through {
            return None;
        }
        let index = usize::try_from(day_number(date) - day_number(self.from)).ok()?;
        let &(deal, hits) = self.games.get(game.id())?.get(index)?;
        Some(Measured {
            variant,
            deal,
            grade: grade_of_day(date),
            chance: Chance {
                hits,
                playouts: GRADE_PLAYOUTS,
            },
        })
    }

    /// Why the table is not what the code expects, if it is not: other playouts, a game missing or with a
    /// date too few or too many, a deal outside 1–999,999 or hits over the playouts.
    fn problem(&self) -> Option<String> {
        if self.playouts != GRADE_PLAYOUTS {
            return Some(format!(
                "it was made with {} playouts, not {GRADE_PLAYOUTS}",
                self.playouts
            ));
        }
        let days = day_number(self.through) - day_number(self.from) + 1;
        for game in super::GAMES {
            let Some(list) = self.games.get(game.id()) else {
                return Some(format!("it has no list for {}", game.id()));
            };
            if i64::try_from(list.len()).ok() != Some(days) {
                return Some(format!(
                    "{} has {} dates, not {days}",
                    game.id(),
                    list.len()
                ));
            }
            if let Some((deal, hits)) = list
                .iter()
                .find(|&&(deal, hits)| !(1..=super::DEALS).contains(&deal) || hits > self.playouts)
            {
                return Some(format!("{} has a deal {deal} with {hits} hits", game.id()));
            }
        }
        None
    }
}

/// The committed table, or why it cannot be read (for tests: the app then walks, slower but with the same
/// answers).
pub fn load() -> Result<Table, String> {
    let table: Table = serde_json::from_str(TABLE).map_err(|e| e.to_string())?;
    match table.problem() {
        Some(why) => Err(why),
        None => Ok(table),
    }
}

/// The committed table, read once; `None` if it cannot be read.
pub fn table() -> Option<&'static Table> {
    static TABLE: OnceLock<Option<Table>> = OnceLock::new();
    TABLE.get_or_init(|| load().ok()).as_ref()
}

/// The table's text for the dates `from` through `through`, each date's deals walked ([`super::walk`]).
pub fn text(from: Date, through: Date) -> String {
    let mut dates = Vec::new();
    let mut date = from;
    while date <= through {
        dates.push(date);
        match date.tomorrow() {
            Ok(next) => date = next,
            Err(_) => break,
        }
    }
    let mut out = String::from("{\n");
    out += &format!(
        "  \"about\": \"Made by standfirm-cli daily-table --from {from} --through {through}: for each game, the daily deal of every date from `from` through `through` (the walk of the daily deal rule, standfirm_store::daily), as [deal, hits of {GRADE_PLAYOUTS} playouts].\",\n"
    );
    out += &format!(
        "  \"playouts\": {GRADE_PLAYOUTS},\n  \"from\": \"{from}\",\n  \"through\": \"{through}\",\n  \"games\": {{\n"
    );
    let lists: Vec<String> = super::GAMES
        .iter()
        .map(|&game| {
            let pairs: Vec<String> = dates
                .iter()
                .map(|&date| match super::walk(game, date) {
                    Some(m) => format!("[{}, {}]", m.deal, m.chance.hits),
                    // Not a solo game: a deal 0, which the table's check refuses.
                    None => "[0, 0]".to_string(),
                })
                .collect();
            let rows: Vec<String> = pairs
                .chunks(7)
                .map(|week| format!("      {}", week.join(", ")))
                .collect();
            format!("    \"{}\": [\n{}\n    ]", game.id(), rows.join(",\n"))
        })
        .collect();
    out += &lists.join(",\n");
    out += "\n  }\n}\n";
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::ToSpan;

    #[test]
    fn the_committed_table_loads_and_covers_years_from_2026() {
        let table = load().unwrap_or_else(|why| panic!("the daily table: {why}"));
        assert_eq!(table.from, Date::constant(2026, 1, 1));
        assert!(table.through >= Date::constant(2030, 12, 31));
    }

    /// The table is a cache of the walk: a sample of its dates, every day of the week among them, the first and
    /// the last, walked again, give the same deal, grade and chance.
    #[test]
    fn the_table_is_the_walk() {
        let table = load().unwrap_or_else(|why| panic!("the daily table: {why}"));
        let mut dates: Vec<Date> = (0..7i64)
            .map(|i| table.from.checked_add(i.days()).unwrap())
            .collect();
        let days = day_number(table.through) - day_number(table.from);
        dates.extend((1..12).map(|k| table.from.checked_add((days * k / 12).days()).unwrap()));
        dates.push(table.through);
        for date in dates {
            for game in super::super::GAMES {
                assert_eq!(
                    table.get(game, date),
                    super::super::walk(game, date),
                    "{game:?} {date}"
                );
            }
        }
    }

    #[test]
    fn a_date_outside_the_table_is_walked() {
        let table = load().unwrap_or_else(|why| panic!("the daily table: {why}"));
        let before = table.from.yesterday().unwrap();
        assert_eq!(table.get(GameKind::ArmorOfGod, before), None);
        assert_eq!(table.get(GameKind::Strongholds, table.from), None);
        assert_eq!(
            super::super::graded(GameKind::PipArmor, before),
            super::super::walk(GameKind::PipArmor, before)
        );
    }
}
