//! `standfirm-cli grade-table [--through 20000]`: the engine's committed table of graded deals
//! (`engine/content/graded-deals.json`), made by the walk alone: for each listed grade, every deal the walk
//! takes from 1 through `--through`, with its hits. The lists are the grades the walk finds slowly: Armor of
//! God's Hard and Very hard at Baseline and Hard A, and Very hard at Hard B (each held by fewer than 6 deals
//! in 100).

use super::flags::Flags;
use serde_json::json;
use standfirm_engine::armor_of_god::Defense;
use standfirm_engine::grade::{self, Grade, Variant, GRADE_PLAYOUTS, WALK};

/// The lists of the table.
pub const LISTS: [(Variant, Grade); 5] = [
    (Variant::ArmorOfGod(Defense::Baseline), Grade::Hard),
    (Variant::ArmorOfGod(Defense::Baseline), Grade::VeryHard),
    (Variant::ArmorOfGod(Defense::HardA), Grade::Hard),
    (Variant::ArmorOfGod(Defense::HardA), Grade::VeryHard),
    (Variant::ArmorOfGod(Defense::HardB), Grade::VeryHard),
];

/// Every deal of `grade` the walk takes in `1..=through`, with its hits.
pub fn list(variant: Variant, grade: Grade, through: u64) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    let mut from = 1;
    while from <= through {
        let Some(m) = grade::find_within(variant, grade, from, WALK, None) else {
            break;
        };
        if m.deal > through || m.deal < from {
            break;
        }
        out.push((m.deal, m.chance.hits));
        from = m.deal + 1;
    }
    out
}

/// The table's text, as committed.
pub fn text(through: u64) -> String {
    let mut out = String::from("{\n");
    out += &format!(
        "  \"about\": \"Made by standfirm-cli grade-table --through {through}: for each list, every deal the walk of grade::find_within takes from 1 through `through`, with its hits of {GRADE_PLAYOUTS} playouts.\",\n"
    );
    out += &format!("  \"playouts\": {GRADE_PLAYOUTS},\n  \"lists\": [\n");
    let lists: Vec<String> = LISTS
        .iter()
        .map(|&(variant, grade)| {
            let deals = list(variant, grade, through);
            let rows: Vec<String> = deals
                .chunks(8)
                .map(|row| {
                    let pairs: Vec<String> =
                        row.iter().map(|(d, h)| format!("[{d}, {h}]")).collect();
                    format!("        {}", pairs.join(", "))
                })
                .collect();
            format!(
                "    {{\n      \"variant\": {},\n      \"grade\": {},\n      \"through\": {through},\n      \"deals\": [\n{}\n      ]\n    }}",
                json!(variant.id()),
                json!(grade.id()),
                rows.join(",\n")
            )
        })
        .collect();
    out += &lists.join(",\n");
    out += "\n  ]\n}\n";
    out
}

/// Runs `grade-table`.
pub fn run(args: &[String]) -> Result<String, String> {
    let flags = Flags::parse("grade-table", args, &["through"])?;
    let through = flags.number("through", 20_000, 1..=grade::DEALS)?;
    Ok(text(through).trim_end().to_string())
}
