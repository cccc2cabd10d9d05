//! Searching the library: by reference, by book (and chapter), or by words of the text.

use super::books::{self, Book};
use super::reference::Reference;
use super::{Entry, Library};

impl Library {
    /// The entries matching `query`, in canonical order:
    /// - a reference ("Ephesians 6:17", "eph 6:17"): the entry of exactly that reference first, then every other
    ///   entry sharing a verse with it ("Ephesians 6:14-17");
    /// - a book, optionally with a chapter ("Ephesians", "eph 6"): every entry with a part in it;
    /// - otherwise words: every entry whose text has all of them as whole words, ignoring case and accents
    ///   ("sword", "espada", "jehova" for "Jehová").
    ///
    /// An empty query finds nothing.
    pub fn search(&self, query: &str) -> Vec<&Entry> {
        let query = query.trim();
        if query.is_empty() {
            return Vec::new();
        }
        if let Some(wanted) = Reference::parse(query) {
            let shown = wanted.to_string();
            let mut hits: Vec<&Entry> = self
                .entries
                .iter()
                .filter(|e| e.parsed.overlaps(&wanted))
                .collect();
            hits.sort_by_key(|e| e.reference != shown);
            return hits;
        }
        if let Some((book, chapter)) = book_and_chapter(query) {
            return self
                .entries
                .iter()
                .filter(|e| {
                    e.parsed
                        .ranges
                        .iter()
                        .any(|r| r.book == book.index && chapter.is_none_or(|c| r.chapter == c))
                })
                .collect();
        }
        let wanted = words(query);
        self.entries
            .iter()
            .filter(|e| {
                let have = words(&e.text);
                wanted.iter().all(|w| have.contains(w))
            })
            .collect()
    }
}

/// "Ephesians" -> (Ephesians, None); "eph 6" -> (Ephesians, Some(6)).
fn book_and_chapter(query: &str) -> Option<(&'static Book, Option<u16>)> {
    if let Some(book) = books::find(query) {
        return Some((book, None));
    }
    let (name, chapter) = query.rsplit_once(' ')?;
    Some((books::find(name)?, Some(chapter.trim().parse().ok()?)))
}

/// The lower-case words of a text without their accents: runs of letters and digits ("Jehová" -> "jehova").
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(books::fold)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_on_punctuation_and_apostrophes() {
        assert_eq!(
            words("another\u{2019}s feet; LORD,"),
            ["another", "s", "feet", "lord"]
        );
    }

    #[test]
    fn words_ignore_accents() {
        assert_eq!(words("á su Hijo, Jehová"), ["a", "su", "hijo", "jehova"]);
    }

    #[test]
    fn a_book_with_a_chapter_is_recognised() {
        assert_eq!(
            book_and_chapter("eph 6").map(|(b, c)| (b.name, c)),
            Some(("Ephesians", Some(6)))
        );
        assert_eq!(
            book_and_chapter("1 Corinthians").map(|(b, c)| (b.name, c)),
            Some(("1 Corinthians", None))
        );
        assert_eq!(
            book_and_chapter("efesios 6").map(|(b, c)| (b.name, c)),
            Some(("Ephesians", Some(6)))
        );
        assert_eq!(book_and_chapter("sword"), None);
    }
}
