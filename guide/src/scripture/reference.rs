//! Verse references: parsing the forms the app and its content use ("Ephesians 6:14-17", "eph 6:17",
//! "Prov 8:13; 9:10b", "Heb 13:5; Phil 4:11-12", "Ephesians 4:15, 25-26") and writing them as the app shows
//! them: full book names, whole verses (no "a"/"b" parts), ASCII hyphens. The canonical form, the key of both
//! verse libraries, is the English one; [`Reference::written_in`] gives the Spanish ("Efesios 6:14-17").

use super::books::{self, Book, BOOKS};
use crate::Lang;
use std::fmt;

/// A run of verses in one chapter of one book.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Range {
    /// The book's index in canonical order (see [`Book::index`]).
    pub book: u8,
    /// The chapter.
    pub chapter: u16,
    /// The first verse.
    pub first: u16,
    /// The last verse (equal to `first` for one verse).
    pub last: u16,
}

impl Range {
    /// The range's book.
    pub fn book(&self) -> &'static Book {
        &BOOKS[usize::from(self.book)]
    }

    /// Whether the two ranges share a verse.
    pub fn overlaps(&self, other: &Range) -> bool {
        self.book == other.book
            && self.chapter == other.chapter
            && self.first <= other.last
            && other.first <= self.last
    }
}

/// A parsed reference: one or more ranges, in the order written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Reference {
    /// The ranges; never empty.
    pub ranges: Vec<Range>,
}

impl Reference {
    /// Parses a reference, or `None` if it is not one. Book names may be abbreviated, in Spanish, without their
    /// accents and in any case; verse-part
    /// letters are dropped; en and em dashes count as hyphens. A part without a book ("9:10" in
    /// "Prov 8:13; 9:10") belongs to the book before it.
    pub fn parse(text: &str) -> Option<Reference> {
        let text = text.replace(['\u{2013}', '\u{2014}'], "-");
        let mut ranges = Vec::new();
        let mut book: Option<&'static Book> = None;
        for part in text.split(';') {
            let colon = part.find(':')?;
            let head = &part[..colon];
            let digits = head.len() - head.trim_end_matches(|c: char| c.is_ascii_digit()).len();
            let name = head[..head.len() - digits].trim();
            if !name.is_empty() {
                book = Some(books::find(name)?);
            }
            let book = book?;
            let chapter: u16 = head[head.len() - digits..].parse().ok()?;
            for span in part[colon + 1..].split(',') {
                let (first, last) = match span.split_once('-') {
                    Some((a, b)) => (verse_number(a)?, verse_number(b)?),
                    None => (verse_number(span)?, verse_number(span)?),
                };
                if chapter == 0 || first == 0 || last < first {
                    return None;
                }
                ranges.push(Range {
                    book: book.index,
                    chapter,
                    first,
                    last,
                });
            }
        }
        (!ranges.is_empty()).then_some(Reference { ranges })
    }

    /// The first range's book.
    pub fn book(&self) -> &'static Book {
        self.ranges[0].book()
    }

    /// Whether any verse of `other` is also in this reference.
    pub fn overlaps(&self, other: &Reference) -> bool {
        self.ranges
            .iter()
            .any(|a| other.ranges.iter().any(|b| a.overlaps(b)))
    }
}

fn verse_number(text: &str) -> Option<u16> {
    let text = text.trim().trim_end_matches(['a', 'b', 'c']);
    text.parse().ok()
}

impl Reference {
    /// The reference as a reader of `lang` sees it: the canonical form with the language's book names
    /// ("Proverbs 8:13; 9:10" in English, "Proverbios 8:13; 9:10" in Spanish; "Psalm 55:22", "Salmos 55:22").
    pub fn written_in(&self, lang: Lang) -> String {
        let mut out = String::new();
        let mut previous: Option<&Range> = None;
        for range in &self.ranges {
            let name = range.book().reference_name_in(lang);
            match previous {
                Some(p) if p.book == range.book && p.chapter == range.chapter => out.push_str(", "),
                Some(p) if p.book == range.book => out.push_str(&format!("; {}:", range.chapter)),
                Some(_) => out.push_str(&format!("; {name} {}:", range.chapter)),
                None => out.push_str(&format!("{name} {}:", range.chapter)),
            }
            if range.first == range.last {
                out.push_str(&range.first.to_string());
            } else {
                out.push_str(&format!("{}-{}", range.first, range.last));
            }
            previous = Some(range);
        }
        out
    }
}

impl fmt::Display for Reference {
    /// As the app shows it, the canonical form: "Proverbs 8:13; 9:10", "Ephesians 4:15, 25-26".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.written_in(Lang::English))
    }
}

/// The reference in its canonical form ("Jn 8:32" or "Juan 8:32" -> "John 8:32"), or `None` if `text` is not a
/// reference.
pub fn normalise(text: &str) -> Option<String> {
    Reference::parse(text).map(|r| r.to_string())
}

/// The reference as a reader of `lang` sees it ("Eph 6:11" -> "Efesios 6:11" in Spanish), or `None` if `text`
/// is not a reference.
pub fn shown_in(text: &str, lang: Lang) -> Option<String> {
    Reference::parse(text).map(|r| r.written_in(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abbreviations_letters_and_dashes_are_normalised() {
        for (given, shown) in [
            ("Jn 8:32", "John 8:32"),
            ("eph 6:17", "Ephesians 6:17"),
            ("Eph. 6:14b", "Ephesians 6:14"),
            ("Ephesians 6:14\u{2013}15", "Ephesians 6:14-15"),
            ("Prov 8:13; 9:10", "Proverbs 8:13; 9:10"),
            ("Eph 4:15, 25-26", "Ephesians 4:15, 25-26"),
            (
                "Heb 13:5; Phil 4:11-12",
                "Hebrews 13:5; Philippians 4:11-12",
            ),
            ("1 Cor 10:13", "1 Corinthians 10:13"),
            ("Ps 55:22", "Psalm 55:22"),
            ("Psalms 55:22", "Psalm 55:22"),
            ("1 Th 5:11", "1 Thessalonians 5:11"),
        ] {
            assert_eq!(normalise(given).as_deref(), Some(shown), "{given}");
        }
    }

    #[test]
    fn non_references_are_refused() {
        for text in [
            "",
            "sword",
            "Ephesians",
            "Ephesians 6",
            "Nowhere 1:1",
            "9:10",
            "Eph 6:0",
            "Eph 6:17-15",
        ] {
            assert_eq!(normalise(text), None, "{text}");
        }
    }

    #[test]
    fn spanish_names_are_read_and_written() {
        for (given, canonical, spanish) in [
            ("Efesios 6:11", "Ephesians 6:11", "Efesios 6:11"),
            ("efesios 6:14b", "Ephesians 6:14", "Efesios 6:14"),
            (
                "Josue 1:9; Deuteronomio 34:9",
                "Joshua 1:9; Deuteronomy 34:9",
                "Josué 1:9; Deuteronomio 34:9",
            ),
            ("Salmos 55:22", "Psalm 55:22", "Salmos 55:22"),
            ("Ps 23:4", "Psalm 23:4", "Salmos 23:4"),
            ("1 Cor 13:4-7", "1 Corinthians 13:4-7", "1 Corintios 13:4-7"),
            (
                "Prov 8:13; 9:10",
                "Proverbs 8:13; 9:10",
                "Proverbios 8:13; 9:10",
            ),
            (
                "Eph 4:15, 25-26",
                "Ephesians 4:15, 25-26",
                "Efesios 4:15, 25-26",
            ),
            ("Santiago 1:5", "James 1:5", "Santiago 1:5"),
            ("Apocalipsis 3:20", "Revelation 3:20", "Apocalipsis 3:20"),
        ] {
            assert_eq!(normalise(given).as_deref(), Some(canonical), "{given}");
            assert_eq!(
                shown_in(given, Lang::Spanish).as_deref(),
                Some(spanish),
                "{given}"
            );
            assert_eq!(
                shown_in(given, Lang::English).as_deref(),
                Some(canonical),
                "{given}"
            );
        }
    }

    #[test]
    fn every_name_and_abbreviation_names_one_book() {
        for book in &BOOKS {
            for name in [book.name, book.reference_name, book.spanish_name]
                .iter()
                .chain(book.abbreviations)
            {
                let named: Vec<u8> = BOOKS
                    .iter()
                    .filter(|b| b.is_named(name))
                    .map(|b| b.index)
                    .collect();
                assert_eq!(named, [book.index], "{name}");
            }
        }
    }

    #[test]
    fn overlap_is_by_shared_verse() {
        let range = Reference::parse("Ephesians 6:14-17").unwrap();
        assert!(range.overlaps(&Reference::parse("Eph 6:17").unwrap()));
        assert!(!range.overlaps(&Reference::parse("Eph 6:18").unwrap()));
        assert!(!range.overlaps(&Reference::parse("Eph 5:17").unwrap()));
    }
}
