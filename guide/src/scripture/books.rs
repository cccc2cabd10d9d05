//! The 66 books of the Bible in canonical order, with the name used in a reference and the abbreviations the
//! content once used (kept in step with `tools/scripture/books.py`).

/// A book of the Bible.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Book {
    /// 0 for Genesis up to 65 for Revelation.
    pub index: u8,
    /// The book's name ("Psalms", "1 Corinthians").
    pub name: &'static str,
    /// The name in a reference ("Psalm 55:22"; the same as `name` for every other book).
    pub reference_name: &'static str,
    /// Short forms accepted when looking a reference up ("Ps", "1 Cor").
    pub abbreviations: &'static [&'static str],
}

impl Book {
    /// Whether `text` names this book: its name, reference name or an abbreviation, ignoring case, a final dot
    /// and extra spaces.
    pub fn is_named(&self, text: &str) -> bool {
        let wanted = simplify(text);
        [self.name, self.reference_name]
            .iter()
            .chain(self.abbreviations)
            .any(|name| simplify(name) == wanted)
    }
}

fn simplify(text: &str) -> String {
    let words: Vec<&str> = text
        .trim()
        .trim_end_matches('.')
        .split_whitespace()
        .collect();
    words.join(" ").to_lowercase()
}

const fn book(
    index: u8,
    name: &'static str,
    reference_name: &'static str,
    abbreviations: &'static [&'static str],
) -> Book {
    Book {
        index,
        name,
        reference_name,
        abbreviations,
    }
}

/// Every book, Genesis first.
pub static BOOKS: [Book; 66] = [
    book(0, "Genesis", "Genesis", &["Gen", "Gn"]),
    book(1, "Exodus", "Exodus", &["Ex", "Exod"]),
    book(2, "Leviticus", "Leviticus", &["Lev"]),
    book(3, "Numbers", "Numbers", &["Num"]),
    book(4, "Deuteronomy", "Deuteronomy", &["Deut", "Dt"]),
    book(5, "Joshua", "Joshua", &["Josh"]),
    book(6, "Judges", "Judges", &["Judg"]),
    book(7, "Ruth", "Ruth", &[]),
    book(8, "1 Samuel", "1 Samuel", &["1 Sam"]),
    book(9, "2 Samuel", "2 Samuel", &["2 Sam"]),
    book(10, "1 Kings", "1 Kings", &["1 Kgs", "1 Ki"]),
    book(11, "2 Kings", "2 Kings", &["2 Kgs", "2 Ki"]),
    book(12, "1 Chronicles", "1 Chronicles", &["1 Chr", "1 Chron"]),
    book(13, "2 Chronicles", "2 Chronicles", &["2 Chr", "2 Chron"]),
    book(14, "Ezra", "Ezra", &[]),
    book(15, "Nehemiah", "Nehemiah", &["Neh"]),
    book(16, "Esther", "Esther", &["Esth"]),
    book(17, "Job", "Job", &[]),
    book(18, "Psalms", "Psalm", &["Ps", "Psa", "Psalms"]),
    book(19, "Proverbs", "Proverbs", &["Prov", "Pr"]),
    book(20, "Ecclesiastes", "Ecclesiastes", &["Eccl", "Eccles"]),
    book(21, "Song of Solomon", "Song of Solomon", &["Song"]),
    book(22, "Isaiah", "Isaiah", &["Isa"]),
    book(23, "Jeremiah", "Jeremiah", &["Jer"]),
    book(24, "Lamentations", "Lamentations", &["Lam"]),
    book(25, "Ezekiel", "Ezekiel", &["Ezek"]),
    book(26, "Daniel", "Daniel", &["Dan"]),
    book(27, "Hosea", "Hosea", &["Hos"]),
    book(28, "Joel", "Joel", &[]),
    book(29, "Amos", "Amos", &[]),
    book(30, "Obadiah", "Obadiah", &["Obad"]),
    book(31, "Jonah", "Jonah", &["Jon"]),
    book(32, "Micah", "Micah", &["Mic"]),
    book(33, "Nahum", "Nahum", &["Nah"]),
    book(34, "Habakkuk", "Habakkuk", &["Hab"]),
    book(35, "Zephaniah", "Zephaniah", &["Zeph"]),
    book(36, "Haggai", "Haggai", &["Hag"]),
    book(37, "Zechariah", "Zechariah", &["Zech"]),
    book(38, "Malachi", "Malachi", &["Mal"]),
    book(39, "Matthew", "Matthew", &["Mt", "Matt"]),
    book(40, "Mark", "Mark", &["Mk"]),
    book(41, "Luke", "Luke", &["Lk"]),
    book(42, "John", "John", &["Jn"]),
    book(43, "Acts", "Acts", &[]),
    book(44, "Romans", "Romans", &["Rom"]),
    book(45, "1 Corinthians", "1 Corinthians", &["1 Cor"]),
    book(46, "2 Corinthians", "2 Corinthians", &["2 Cor"]),
    book(47, "Galatians", "Galatians", &["Gal"]),
    book(48, "Ephesians", "Ephesians", &["Eph"]),
    book(49, "Philippians", "Philippians", &["Phil"]),
    book(50, "Colossians", "Colossians", &["Col"]),
    book(
        51,
        "1 Thessalonians",
        "1 Thessalonians",
        &["1 Th", "1 Thess"],
    ),
    book(
        52,
        "2 Thessalonians",
        "2 Thessalonians",
        &["2 Th", "2 Thess"],
    ),
    book(53, "1 Timothy", "1 Timothy", &["1 Tim"]),
    book(54, "2 Timothy", "2 Timothy", &["2 Tim"]),
    book(55, "Titus", "Titus", &["Tit"]),
    book(56, "Philemon", "Philemon", &["Phlm"]),
    book(57, "Hebrews", "Hebrews", &["Heb"]),
    book(58, "James", "James", &["Jas"]),
    book(59, "1 Peter", "1 Peter", &["1 Pet"]),
    book(60, "2 Peter", "2 Peter", &["2 Pet"]),
    book(61, "1 John", "1 John", &["1 Jn"]),
    book(62, "2 John", "2 John", &["2 Jn"]),
    book(63, "3 John", "3 John", &["3 Jn"]),
    book(64, "Jude", "Jude", &[]),
    book(65, "Revelation", "Revelation", &["Rev"]),
];

/// The book with this name or abbreviation, if any.
pub fn find(name: &str) -> Option<&'static Book> {
    BOOKS.iter().find(|book| book.is_named(name))
}
