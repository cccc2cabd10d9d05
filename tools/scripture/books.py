"""The 66 books in canonical order, their names in references, and the abbreviations the content once used.

`normalise` turns "Prov 8:13; 9:10b" into "Proverbs 8:13; 9:10"; `parts` splits a reference into
(book, chapter, first verse, last verse) ranges. Kept in step with guide/src/scripture/books.rs.
"""

import re

# (book name, name in a reference, abbreviations)
BOOKS = [
    ("Genesis", "Genesis", ["Gen", "Gn"]),
    ("Exodus", "Exodus", ["Ex", "Exod"]),
    ("Leviticus", "Leviticus", ["Lev"]),
    ("Numbers", "Numbers", ["Num"]),
    ("Deuteronomy", "Deuteronomy", ["Deut", "Dt"]),
    ("Joshua", "Joshua", ["Josh"]),
    ("Judges", "Judges", ["Judg"]),
    ("Ruth", "Ruth", []),
    ("1 Samuel", "1 Samuel", ["1 Sam"]),
    ("2 Samuel", "2 Samuel", ["2 Sam"]),
    ("1 Kings", "1 Kings", ["1 Kgs", "1 Ki"]),
    ("2 Kings", "2 Kings", ["2 Kgs", "2 Ki"]),
    ("1 Chronicles", "1 Chronicles", ["1 Chr", "1 Chron"]),
    ("2 Chronicles", "2 Chronicles", ["2 Chr", "2 Chron"]),
    ("Ezra", "Ezra", []),
    ("Nehemiah", "Nehemiah", ["Neh"]),
    ("Esther", "Esther", ["Esth"]),
    ("Job", "Job", []),
    ("Psalms", "Psalm", ["Ps", "Psa", "Psalms"]),
    ("Proverbs", "Proverbs", ["Prov", "Pr"]),
    ("Ecclesiastes", "Ecclesiastes", ["Eccl", "Eccles"]),
    ("Song of Solomon", "Song of Solomon", ["Song"]),
    ("Isaiah", "Isaiah", ["Isa"]),
    ("Jeremiah", "Jeremiah", ["Jer"]),
    ("Lamentations", "Lamentations", ["Lam"]),
    ("Ezekiel", "Ezekiel", ["Ezek"]),
    ("Daniel", "Daniel", ["Dan"]),
    ("Hosea", "Hosea", ["Hos"]),
    ("Joel", "Joel", []),
    ("Amos", "Amos", []),
    ("Obadiah", "Obadiah", ["Obad"]),
    ("Jonah", "Jonah", ["Jon"]),
    ("Micah", "Micah", ["Mic"]),
    ("Nahum", "Nahum", ["Nah"]),
    ("Habakkuk", "Habakkuk", ["Hab"]),
    ("Zephaniah", "Zephaniah", ["Zeph"]),
    ("Haggai", "Haggai", ["Hag"]),
    ("Zechariah", "Zechariah", ["Zech"]),
    ("Malachi", "Malachi", ["Mal"]),
    ("Matthew", "Matthew", ["Mt", "Matt"]),
    ("Mark", "Mark", ["Mk"]),
    ("Luke", "Luke", ["Lk"]),
    ("John", "John", ["Jn"]),
    ("Acts", "Acts", []),
    ("Romans", "Romans", ["Rom"]),
    ("1 Corinthians", "1 Corinthians", ["1 Cor"]),
    ("2 Corinthians", "2 Corinthians", ["2 Cor"]),
    ("Galatians", "Galatians", ["Gal"]),
    ("Ephesians", "Ephesians", ["Eph"]),
    ("Philippians", "Philippians", ["Phil"]),
    ("Colossians", "Colossians", ["Col"]),
    ("1 Thessalonians", "1 Thessalonians", ["1 Th", "1 Thess"]),
    ("2 Thessalonians", "2 Thessalonians", ["2 Th", "2 Thess"]),
    ("1 Timothy", "1 Timothy", ["1 Tim"]),
    ("2 Timothy", "2 Timothy", ["2 Tim"]),
    ("Titus", "Titus", ["Tit"]),
    ("Philemon", "Philemon", ["Phlm"]),
    ("Hebrews", "Hebrews", ["Heb"]),
    ("James", "James", ["Jas"]),
    ("1 Peter", "1 Peter", ["1 Pet"]),
    ("2 Peter", "2 Peter", ["2 Pet"]),
    ("1 John", "1 John", ["1 Jn"]),
    ("2 John", "2 John", ["2 Jn"]),
    ("3 John", "3 John", ["3 Jn"]),
    ("Jude", "Jude", []),
    ("Revelation", "Revelation", ["Rev"]),
]

_BY_NAME = {}
for _index, (_name, _ref_name, _abbrevs) in enumerate(BOOKS):
    for _key in [_name, _ref_name, *_abbrevs]:
        _BY_NAME[_key.lower().rstrip(".")] = _index

# Every spelling, longest first, so "1 Corinthians" wins over "1 Cor".
_NAMES = sorted({key for (n, r, a) in BOOKS for key in [n, r, *a]}, key=len, reverse=True)
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
