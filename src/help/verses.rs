//! Verses shown in full anywhere in the app come from the one library (`standfirm_guide::scripture`,
//! assets/scripture.json: the King James Version, verbatim): the result sheets, the verse sheet, the help.

use standfirm_guide::scripture;

/// Ephesians 6:13, for a victory.
pub const STAND: &str = "Ephesians 6:13";
/// Ephesians 6:10, for a loss: encouragement to try again.
pub const BE_STRONG: &str = "Ephesians 6:10";
/// Ephesians 6:11, for a practice game.
pub const PUT_ON: &str = "Ephesians 6:11";

/// A verse's words and its reference with the translation named ("Ephesians 6:13 (KJV)"); if the library
/// could not be read, the reference alone, so that nothing breaks.
pub fn quote(reference: &str) -> (String, String) {
    match scripture::verse(reference) {
        Some(entry) => (
            entry.text.clone(),
            format!("{} ({})", entry.reference, entry.translation.code()),
        ),
        None => (String::new(), reference.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_result_verses_are_in_the_library() {
        for reference in [STAND, BE_STRONG, PUT_ON] {
            let (text, shown) = quote(reference);
            assert!(!text.is_empty(), "{reference}");
            assert_eq!(shown, format!("{reference} (KJV)"));
        }
        assert!(quote(STAND)
            .0
            .starts_with("Wherefore take unto you the whole armour of God"));
    }
}
