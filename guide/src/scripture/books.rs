//! The 66 books of the Bible in canonical order, with the name used in a reference (in English and in Spanish)
//! and the abbreviations the content once used (kept in step with `tools/scripture/books.py`).

use crate::Lang;

/// A book of the Bible.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Book {
    /// 0 for Genesis up to 65 for Revelation.
    pub index: u8,
    /// The book's name ("Psalms", "1 Corinthians").
    pub name: &'static str,
    /// The name in a reference ("Psalm 55:22"; the same as `name` for every other book).
    pub reference_name: &'static str,
    /// The Spanish name, in a reference and on its own ("Salmos", "1 Corintios", "Efesios").
    pub spanish_name: &'static str,
    /// Short forms accepted when looking a reference up ("Ps", "1 Cor").
    pub abbreviations: &'static [&'static str],
}

impl Book {
    /// The name a reference written in `lang` gives the book ("Psalm", "Salmos").
    pub fn reference_name_in(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::English => self.reference_name,
            Lang::Spanish => self.spanish_name,
        }
    }

    /// Whether `text` names this book: its name, reference name, Spanish name or an abbreviation, ignoring case,
    /// accents, a final dot and extra spaces ("efesios", "Genesis" for "Génesis").
    pub fn is_named(&self, text: &str) -> bool {
        let wanted = simplify(text);
        [self.name, self.reference_name, self.spanish_name]
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
    fold(&words.join(" "))
}

/// Lower case without accents ("Éxodo" -> "exodo"), for comparing what a person types with a name or a text.
pub(crate) fn fold(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            other => other,
        })
        .collect()
}

const fn book(
    index: u8,
    name: &'static str,
    reference_name: &'static str,
    spanish_name: &'static str,
    abbreviations: &'static [&'static str],
) -> Book {
    Book {
        index,
        name,
        reference_name,
        spanish_name,
        abbreviations,
    }
}

/// Every book, Genesis first.
pub static BOOKS: [Book; 66] = [
    book(0, "Genesis", "Genesis", "Génesis", &["Gen", "Gn"]),
    book(1, "Exodus", "Exodus", "Éxodo", &["Ex", "Exod"]),
    book(2, "Leviticus", "Leviticus", "Levítico", &["Lev"]),
    book(3, "Numbers", "Numbers", "Números", &["Num"]),
    book(
        4,
        "Deuteronomy",
        "Deuteronomy",
        "Deuteronomio",
        &["Deut", "Dt"],
    ),
    book(5, "Joshua", "Joshua", "Josué", &["Josh"]),
    book(6, "Judges", "Judges", "Jueces", &["Judg"]),
    book(7, "Ruth", "Ruth", "Rut", &[]),
    book(8, "1 Samuel", "1 Samuel", "1 Samuel", &["1 Sam"]),
    book(9, "2 Samuel", "2 Samuel", "2 Samuel", &["2 Sam"]),
    book(10, "1 Kings", "1 Kings", "1 Reyes", &["1 Kgs", "1 Ki"]),
    book(11, "2 Kings", "2 Kings", "2 Reyes", &["2 Kgs", "2 Ki"]),
    book(
        12,
        "1 Chronicles",
        "1 Chronicles",
        "1 Crónicas",
        &["1 Chr", "1 Chron"],
    ),
    book(
        13,
        "2 Chronicles",
        "2 Chronicles",
        "2 Crónicas",
        &["2 Chr", "2 Chron"],
    ),
    book(14, "Ezra", "Ezra", "Esdras", &[]),
    book(15, "Nehemiah", "Nehemiah", "Nehemías", &["Neh"]),
    book(16, "Esther", "Esther", "Ester", &["Esth"]),
    book(17, "Job", "Job", "Job", &[]),
    book(18, "Psalms", "Psalm", "Salmos", &["Ps", "Psa", "Psalms"]),
    book(19, "Proverbs", "Proverbs", "Proverbios", &["Prov", "Pr"]),
    book(
        20,
        "Ecclesiastes",
        "Ecclesiastes",
        "Eclesiastés",
        &["Eccl", "Eccles"],
    ),
    book(
        21,
        "Song of Solomon",
        "Song of Solomon",
        "Cantares",
        &["Song"],
    ),
    book(22, "Isaiah", "Isaiah", "Isaías", &["Isa"]),
    book(23, "Jeremiah", "Jeremiah", "Jeremías", &["Jer"]),
    book(
        24,
        "Lamentations",
        "Lamentations",
        "Lamentaciones",
        &["Lam"],
    ),
    book(25, "Ezekiel", "Ezekiel", "Ezequiel", &["Ezek"]),
    book(26, "Daniel", "Daniel", "Daniel", &["Dan"]),
    book(27, "Hosea", "Hosea", "Oseas", &["Hos"]),
    book(28, "Joel", "Joel", "Joel", &[]),
    book(29, "Amos", "Amos", "Amós", &[]),
    book(30, "Obadiah", "Obadiah", "Abdías", &["Obad"]),
    book(31, "Jonah", "Jonah", "Jonás", &["Jon"]),
    book(32, "Micah", "Micah", "Miqueas", &["Mic"]),
    book(33, "Nahum", "Nahum", "Nahúm", &["Nah"]),
    book(34, "Habakkuk", "Habakkuk", "Habacuc", &["Hab"]),
    book(35, "Zephaniah", "Zephaniah", "Sofonías", &["Zeph"]),
    book(36, "Haggai", "Haggai", "Hageo", &["Hag"]),
    book(37, "Zechariah", "Zechariah", "Zacarías", &["Zech"]),
    book(38, "Malachi", "Malachi", "Malaquías", &["Mal"]),
    book(39, "Matthew", "Matthew", "Mateo", &["Mt", "Matt"]),
    book(40, "Mark", "Mark", "Marcos", &["Mk"]),
    book(41, "Luke", "Luke", "Lucas", &["Lk"]),
    book(42, "John", "John", "Juan", &["Jn"]),
    book(43, "Acts", "Acts", "Hechos", &[]),
    book(44, "Romans", "Romans", "Romanos", &["Rom"]),
    book(
        45,
        "1 Corinthians",
        "1 Corinthians",
        "1 Corintios",
        &["1 Cor"],
    ),
    book(
        46,
        "2 Corinthians",
        "2 Corinthians",
        "2 Corintios",
        &["2 Cor"],
    ),
    book(47, "Galatians", "Galatians", "Gálatas", &["Gal"]),
    book(48, "Ephesians", "Ephesians", "Efesios", &["Eph"]),
    book(49, "Philippians", "Philippians", "Filipenses", &["Phil"]),
    book(50, "Colossians", "Colossians", "Colosenses", &["Col"]),
    book(
        51,
        "1 Thessalonians",
        "1 Thessalonians",
        "1 Tesalonicenses",
        &["1 Th", "1 Thess"],
    ),
    book(
        52,
        "2 Thessalonians",
        "2 Thessalonians",
        "2 Tesalonicenses",
        &["2 Th", "2 Thess"],
    ),
    book(53, "1 Timothy", "1 Timothy", "1 Timoteo", &["1 Tim"]),
    book(54, "2 Timothy", "2 Timothy", "2 Timoteo", &["2 Tim"]),
    book(55, "Titus", "Titus", "Tito", &["Tit"]),
    book(56, "Philemon", "Philemon", "Filemón", &["Phlm"]),
    book(57, "Hebrews", "Hebrews", "Hebreos", &["Heb"]),
    book(58, "James", "James", "Santiago", &["Jas"]),
    book(59, "1 Peter", "1 Peter", "1 Pedro", &["1 Pet"]),
    book(60, "2 Peter", "2 Peter", "2 Pedro", &["2 Pet"]),
    book(61, "1 John", "1 John", "1 Juan", &["1 Jn"]),
    book(62, "2 John", "2 John", "2 Juan", &["2 Jn"]),
    book(63, "3 John", "3 John", "3 Juan", &["3 Jn"]),
    book(64, "Jude", "Jude", "Judas", &[]),
    book(65, "Revelation", "Revelation", "Apocalipsis", &["Rev"]),
];

/// The book with this name or abbreviation, if any. A name written as the libraries write it ("1 Corinthians")
/// is found at once; any other spelling is compared folded (see [`Book::is_named`]), which loading a library
/// for every one of its references made the most of the app's start-up work.
pub fn find(name: &str) -> Option<&'static Book> {
    BOOKS
        .iter()
        .find(|book| book.reference_name == name || book.name == name)
        .or_else(|| BOOKS.iter().find(|book| book.is_named(name)))
}
