//! The committed table of graded deals, `engine/content/graded-deals.json` (made by `standfirm-cli
//! grade-table`): for the grades the walk finds slowly, every deal the walk takes from 1 up to the list's
//! `through`, with its hits, so that [`super::find`] answers from it at once and walks only beyond it. It is a
//! cache of the walk, never a different answer: the engine's tests walk parts of it again and re-measure a
//! sample.

use super::level::Grade;
use super::measure::GRADE_PLAYOUTS;
use super::variant::Variant;
use serde::Deserialize;
use std::sync::OnceLock;

const TABLE: &str = include_str!("../../content/graded-deals.json");

/// One list of the table: the deals of a grade in a variant, from 1 through `through`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct List {
    /// The variant's id ([`Variant::id`]).
    pub variant: String,
    /// The grade.
    pub grade: Grade,
    /// The last deal number the list covers.
    pub through: u64,
    /// Every deal the walk takes in `1..=through`, ascending, each with its hits of the table's playouts.
    pub deals: Vec<(u64, u32)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[allow(dead_code)]
    about: String,
    playouts: u32,
    lists: Vec<List>,
}

/// Every list of the committed table; empty if the file does not load or was made with other playouts (then
/// [`super::find`] walks, slower but with the same answers). The tests make sure it loads.
pub fn lists() -> &'static [List] {
    static LISTS: OnceLock<Vec<List>> = OnceLock::new();
    LISTS.get_or_init(|| match serde_json::from_str::<File>(TABLE) {
        Ok(file) if file.playouts == GRADE_PLAYOUTS && well_formed(&file.lists) => file.lists,
        _ => Vec::new(),
    })
}

/// Whether the table loads as it is committed (for tests): a file, its playouts the grade's, each list's deals
/// ascending within `1..=through`, its variant known.
pub fn loads() -> Result<usize, String> {
    let file: File = serde_json::from_str(TABLE).map_err(|e| e.to_string())?;
    if file.playouts != GRADE_PLAYOUTS {
        return Err(format!(
            "the table was made with {} playouts, not {GRADE_PLAYOUTS}",
            file.playouts
        ));
    }
    if !well_formed(&file.lists) {
        return Err("a list has deals out of order, beyond its range or an unknown variant".into());
    }
    Ok(file.lists.len())
}

fn well_formed(lists: &[List]) -> bool {
    lists.iter().all(|l| {
        Variant::ALL.iter().any(|v| v.id() == l.variant)
            && l.deals.windows(2).all(|w| w[0].0 < w[1].0)
            && l.deals.iter().all(|&(d, _)| (1..=l.through).contains(&d))
    })
}

/// The list of `grade` in `variant`, if the table has one.
pub fn list(variant: Variant, grade: Grade) -> Option<&'static List> {
    lists()
        .iter()
        .find(|l| l.variant == variant.id() && l.grade == grade)
}
