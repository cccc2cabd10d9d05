//! Verse references: parsing the forms the app and its content use ("Ephesians 6:14-17", "eph 6:17",
//! "Prov 8:13; 9:10b", "Heb 13:5; Phil 4:11-12", "Ephesians 4:15, 25-26") and writing them as the app shows
//! them: full book names, whole verses (no "a"/"b" parts), ASCII hyphens.

use super::books::{self, Book, BOOKS};
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
    /// Parses a reference, or `None` if it is not one. Book names may be abbreviated and in any case; verse-part
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

impl fmt::Display for Reference {
    /// As the app shows it: "Proverbs 8:13; 9:10", "Ephesians 4:15, 25-26".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut previous: Option<&Range> = None;
        for range in &self.ranges {
            match previous {
                Some(p) if p.book == range.book && p.chapter == range.chapter => {
                    f.write_str(", ")?
                }
                Some(p) if p.book == range.book => write!(f, "; {}:", range.chapter)?,
                Some(_) => write!(f, "; {} {}:", range.book().reference_name, range.chapter)?,
                None => write!(f, "{} {}:", range.book().reference_name, range.chapter)?,
            }
            if range.first == range.last {
                write!(f, "{}", range.first)?;
            } else {
                write!(f, "{}-{}", range.first, range.last)?;
            }
            previous = Some(range);
        }
        Ok(())
    }
}

/// The reference as the app shows it ("Jn 8:32" -> "John 8:32"), or `None` if `text` is not a reference.
pub fn normalise(text: &str) -> Option<String> {
    Reference::parse(text).map(|r| r.to_string())
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
    fn overlap_is_by_shared_verse() {
        let range = Reference::parse("Ephesians 6:14-17").unwrap();
        assert!(range.overlaps(&Reference::parse("Eph 6:17").unwrap()));
        assert!(!range.overlaps(&Reference::parse("Eph 6:18").unwrap()));
        assert!(!range.overlaps(&Reference::parse("Eph 5:17").unwrap()));
    }
}
