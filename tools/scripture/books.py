"""The 66 books in canonical order, their names in references (English and Spanish), and the abbreviations the
content once used.

`normalise` turns "Prov 8:13; 9:10b" into "Proverbs 8:13; 9:10"; `parts` splits a reference into
(book, chapter, first verse, last verse) ranges; `shown_es` writes a reference with the Spanish names
("Proverbios 8:13; 9:10"). Kept in step with guide/src/scripture/books.rs.
"""

import re

# (book name, name in a reference, Spanish name, abbreviations)
BOOKS = [
    ("Genesis", "Genesis", "Génesis", ["Gen", "Gn"]),
    ("Exodus", "Exodus", "Éxodo", ["Ex", "Exod"]),
    ("Leviticus", "Leviticus", "Levítico", ["Lev"]),
    ("Numbers", "Numbers", "Números", ["Num"]),
    ("Deuteronomy", "Deuteronomy", "Deuteronomio", ["Deut", "Dt"]),
    ("Joshua", "Joshua", "Josué", ["Josh"]),
    ("Judges", "Judges", "Jueces", ["Judg"]),
    ("Ruth", "Ruth", "Rut", []),
    ("1 Samuel", "1 Samuel", "1 Samuel", ["1 Sam"]),
    ("2 Samuel", "2 Samuel", "2 Samuel", ["2 Sam"]),
    ("1 Kings", "1 Kings", "1 Reyes", ["1 Kgs", "1 Ki"]),
    ("2 Kings", "2 Kings", "2 Reyes", ["2 Kgs", "2 Ki"]),
    ("1 Chronicles", "1 Chronicles", "1 Crónicas", ["1 Chr", "1 Chron"]),
    ("2 Chronicles", "2 Chronicles", "2 Crónicas", ["2 Chr", "2 Chron"]),
    ("Ezra", "Ezra", "Esdras", []),
    ("Nehemiah", "Nehemiah", "Nehemías", ["Neh"]),
    ("Esther", "Esther", "Ester", ["Esth"]),
    ("Job", "Job", "Job", []),
    ("Psalms", "Psalm", "Salmos", ["Ps", "Psa", "Psalms"]),
    ("Proverbs", "Proverbs", "Proverbios", ["Prov", "Pr"]),
    ("Ecclesiastes", "Ecclesiastes", "Eclesiastés", ["Eccl", "Eccles"]),
    ("Song of Solomon", "Song of Solomon", "Cantares", ["Song"]),
    ("Isaiah", "Isaiah", "Isaías", ["Isa"]),
    ("Jeremiah", "Jeremiah", "Jeremías", ["Jer"]),
    ("Lamentations", "Lamentations", "Lamentaciones", ["Lam"]),
    ("Ezekiel", "Ezekiel", "Ezequiel", ["Ezek"]),
    ("Daniel", "Daniel", "Daniel", ["Dan"]),
    ("Hosea", "Hosea", "Oseas", ["Hos"]),
    ("Joel", "Joel", "Joel", []),
    ("Amos", "Amos", "Amós", []),
    ("Obadiah", "Obadiah", "Abdías", ["Obad"]),
    ("Jonah", "Jonah", "Jonás", ["Jon"]),
    ("Micah", "Micah", "Miqueas", ["Mic"]),
    ("Nahum", "Nahum", "Nahúm", ["Nah"]),
    ("Habakkuk", "Habakkuk", "Habacuc", ["Hab"]),
    ("Zephaniah", "Zephaniah", "Sofonías", ["Zeph"]),
    ("Haggai", "Haggai", "Hageo", ["Hag"]),
    ("Zechariah", "Zechariah", "Zacarías", ["Zech"]),
    ("Malachi", "Malachi", "Malaquías", ["Mal"]),
    ("Matthew", "Matthew", "Mateo", ["Mt", "Matt"]),
    ("Mark", "Mark", "Marcos", ["Mk"]),
    ("Luke", "Luke", "Lucas", ["Lk"]),
    ("John", "John", "Juan", ["Jn"]),
    ("Acts", "Acts", "Hechos", []),
    ("Romans", "Romans", "Romanos", ["Rom"]),
    ("1 Corinthians", "1 Corinthians", "1 Corintios", ["1 Cor"]),
    ("2 Corinthians", "2 Corinthians", "2 Corintios", ["2 Cor"]),
    ("Galatians", "Galatians", "Gálatas", ["Gal"]),
    ("Ephesians", "Ephesians", "Efesios", ["Eph"]),
    ("Philippians", "Philippians", "Filipenses", ["Phil"]),
    ("Colossians", "Colossians", "Colosenses", ["Col"]),
    ("1 Thessalonians", "1 Thessalonians", "1 Tesalonicenses", ["1 Th", "1 Thess"]),
    ("2 Thessalonians", "2 Thessalonians", "2 Tesalonicenses", ["2 Th", "2 Thess"]),
    ("1 Timothy", "1 Timothy", "1 Timoteo", ["1 Tim"]),
    ("2 Timothy", "2 Timothy", "2 Timoteo", ["2 Tim"]),
    ("Titus", "Titus", "Tito", ["Tit"]),
    ("Philemon", "Philemon", "Filemón", ["Phlm"]),
    ("Hebrews", "Hebrews", "Hebreos", ["Heb"]),
    ("James", "James", "Santiago", ["Jas"]),
    ("1 Peter", "1 Peter", "1 Pedro", ["1 Pet"]),
    ("2 Peter", "2 Peter", "2 Pedro", ["2 Pet"]),
    ("1 John", "1 John", "1 Juan", ["1 Jn"]),
    ("2 John", "2 John", "2 Juan", ["2 Jn"]),
    ("3 John", "3 John", "3 Juan", ["3 Jn"]),
    ("Jude", "Jude", "Judas", []),
    ("Revelation", "Revelation", "Apocalipsis", ["Rev"]),
]

_BY_NAME = {}
for _index, (_name, _ref_name, _spanish, _abbrevs) in enumerate(BOOKS):
    for _key in [_name, _ref_name, *_abbrevs]:
        _BY_NAME[_key.lower().rstrip(".")] = _index

# Every spelling, longest first, so "1 Corinthians" wins over "1 Cor".
_NAMES = sorted({key for (n, r, _, a) in BOOKS for key in [n, r, *a]}, key=len, reverse=True)
_BOOK = "(?:" + "|".join(re.escape(n) for n in _NAMES) + r")\.?"
_SPAN = r"\d+[ab]?(?:\s*[-\u2013]\s*\d+[ab]?)?"
_CV = r"\d+:" + _SPAN + r"(?:,\s*" + _SPAN + r")*"
# A whole reference: a book, chapter and verses, then more parts after ";" (with or without a book).
REFERENCE = re.compile(r"\b" + _BOOK + r" " + _CV + r"(?:;\s*(?:" + _BOOK + r" )?" + _CV + r")*")


def book_index(name):
    """The canonical index (0 = Genesis) of a book name or abbreviation, or None."""
    return _BY_NAME.get(name.lower().rstrip("."))


def _split_book(part):
    """("Prov", "8:13") from "Prov 8:13"; (None, "9:10") from "9:10"."""
    match = re.match(r"^(.*?)\s*(\d+:.*)$", part.strip())
    if not match:
        raise ValueError(f"not a reference: {part!r}")
    return (match.group(1) or None), match.group(2)


def parts(reference):
    """The ranges of a reference: a list of (book index, chapter, first verse, last verse), letters dropped."""
    result = []
    book = None
    for part in reference.split(";"):
        name, cv = _split_book(part)
        if name is not None:
            book = book_index(name)
            if book is None:
                raise ValueError(f"unknown book {name!r} in {reference!r}")
        if book is None:
            raise ValueError(f"no book in {reference!r}")
        chapter, verses = cv.split(":", 1)
        for span in verses.split(","):
            ends = [int(re.sub(r"[ab]$", "", v.strip())) for v in re.split(r"[-\u2013]", span)]
            result.append((book, int(chapter), ends[0], ends[-1]))
    return result


def normalise(reference):
    """The reference as the app shows it: full book names, no verse-part letters, ASCII hyphens."""
    out = []
    book = None
    for part in reference.split(";"):
        name, cv = _split_book(part)
        cv = re.sub(r"(\d)[ab]\b", r"\1", cv)
        cv = re.sub(r"\s*[-\u2013]\s*", "-", cv)
        cv = re.sub(r",\s*", ", ", cv)
        if name is not None:
            index = book_index(name)
            if index is None:
                raise ValueError(f"unknown book {name!r} in {reference!r}")
            if index != book:
                book = index
                out.append(f"{BOOKS[index][1]} {cv}")
                continue
        out.append(cv)
    return "; ".join(out)


def label(book, chapter, first, last):
    """The full reference of one range: "Ephesians 4:25-26"."""
    verses = str(first) if first == last else f"{first}-{last}"
    return f"{BOOKS[book][1]} {chapter}:{verses}"


def label_es(book, chapter, first, last):
    """The full Spanish reference of one range: "Efesios 4:25-26"."""
    verses = str(first) if first == last else f"{first}-{last}"
    return f"{BOOKS[book][2]} {chapter}:{verses}"


def shown_es(reference):
    """A normalised reference written with the Spanish book names: "Josué 1:9; Deuteronomio 34:9",
    "Proverbios 8:13; 9:10", "Efesios 4:15, 25-26" (the same parts and punctuation, only the names change)."""
    out = []
    book = None
    for part in normalise(reference).split("; "):
        name, cv = _split_book(part)
        if name is not None:
            book = book_index(name)
            out.append(f"{BOOKS[book][2]} {cv}")
        else:
            out.append(cv)
    return "; ".join(out)
