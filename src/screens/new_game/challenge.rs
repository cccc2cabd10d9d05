//! New game → Challenge: a deal of the grade the player picks, found at once, started with its grade and
//! measured chance (the save's `challenge`, which the table and the result sheet show).
//!
//! Finding is quick enough for the screen's own thread: the rarer grades (Armor of God's Hard and Very hard at
//! Baseline and Hard A, Very hard at Hard B) are answered from the engine's committed table, so the start is
//! chosen inside it; every other grade holds at least one deal in twelve, and the walk passes most other deals
//! over after a few playouts (`standfirm_engine::grade::find`; `cargo bench -p standfirm-engine --bench grade`).

use crate::tables::{open_file, Shared};
use crate::ui::AppWindow;
use crate::words::grade::{challenge_name, grade_msg};
use crate::words::tr::tr;
use standfirm_engine::grade::{self, Grade, Measured, Variant};
use standfirm_store::SaveFile;

/// The grade of the New game screen's choice (0 Gentle … 3 Very hard; anything else is Gentle).
pub fn grade_of(index: i32) -> Grade {
    usize::try_from(index)
        .ok()
        .and_then(|i| Grade::ALL.get(i).copied())
        .unwrap_or(Grade::Gentle)
}

/// Where the walk for a deal of `grade` starts: a random deal number, inside the committed table when the
/// grade has a list there (so that the answer is the table's, at once).
fn start(variant: Variant, grade: Grade, random: u64) -> u64 {
    match grade::table::list(variant, grade) {
        Some(list) if list.through > 0 => 1 + (random.max(1) - 1) % list.through,
        _ => random,
    }
}

/// A deal of `grade` in `variant`, measured, searched from the deal number `random` (a random one, or the one
/// the player typed).
pub fn find(variant: Variant, grade: Grade, random: u64) -> Option<Measured> {
    grade::find(variant, grade, start(variant, grade, random), None)
}

/// Starts a Challenge of `grade` in `variant` on its table, searching from the deal number `from` (the New
/// game screen's, or a random one); why not, in words.
pub fn start_challenge(
    app: &AppWindow,
    shared: &Shared,
    variant: Variant,
    grade: Grade,
    from: u64,
) -> Result<(), String> {
    let m = find(variant, grade, from).ok_or_else(|| {
        tr!(
            "No {grade} deal was found. Please try again.",
            grade = grade_msg(grade)
        )
    })?;
    let (mut save, _) = SaveFile::new_challenge(&m).map_err(|e| e.to_string())?;
    // Named in the player's language; the name is then kept as it is.
    save.name = challenge_name(variant.game(), m.grade, m.deal);
    open_file(app, shared, save)
}

#[cfg(test)]
mod tests {
    use super::*;
    use standfirm_engine::armor_of_god::Defense;

    #[test]
    fn every_grade_of_every_variant_is_found_and_is_that_grade() {
        for variant in Variant::ALL {
            for grade in Grade::ALL {
                let m = find(variant, grade, 424_242).expect("a deal of every grade");
                assert_eq!((m.variant, m.grade), (variant, grade));
                assert_eq!(grade::measure(variant, m.deal), m);
            }
        }
    }

    #[test]
    fn a_rare_grade_starts_inside_the_table() {
        let v = Variant::ArmorOfGod(Defense::Baseline);
        let list = grade::table::list(v, Grade::VeryHard).expect("a committed list");
        assert!((1..=list.through).contains(&start(v, Grade::VeryHard, 999_999)));
        assert_eq!(grade_of(3), Grade::VeryHard);
        assert_eq!(grade_of(-1), Grade::Gentle);
        assert_eq!(grade_of(9), Grade::Gentle);
    }
}
