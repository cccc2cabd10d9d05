"""Writes assets/scripture-rv1909.json: the Reina-Valera 1909 text of every entry of assets/scripture.json.

Run from anywhere (see README.md beside this file):

    apt-get install -y sword-text-sparv sword-text-kjv
    python3 -m venv "$VENV" && "$VENV"/bin/pip install -r tools/scripture/requirements.txt
    "$VENV"/bin/python tools/scripture/make_scripture_rv1909.py

The Spanish library has the same entries as the King James one, in the same order: each entry's "ref" is the KJV
library's own key ("Ephesians 6:11"), "translation" is "RV1909", "shown" is the reference as a Spanish reader
sees it ("Efesios 6:11", "Josué 1:9; Deuteronomio 34:9") and "text" is the verbatim RV1909, with its 1909
spelling ("á su Hijo"). The text takes the KJV library's shape: a range joins its verses with a space; a list of
parts is one line per part, each starting with its Spanish reference and a dash.

Text: the SWORD module spaRV1909eb (Debian's sword-text-sparv, public domain) read with PyPI's pysword; its
markup is removed by pysword's OSIS cleaner, paragraph marks are dropped, runs of spaces made one, and the
printing's capitals on a chapter's first word ("PARA", "AHORA") written as a word. Where the markup runs a
supplied word into its neighbour (JOINTS) and where the module slips from the printing (CORRECTIONS), each place
is listed and checked: the generator stops on one it has not been told of. Before
writing, the same reader and cleaning are run on the SWORD KJV module (Debian's sword-text-kjv) and must
reproduce assets/scripture.json exactly: a check that nothing of the modules' markup is lost or left behind.

The verse of the day's passages are done the same way, kept apart: assets/daily/rv1909.json from
assets/daily/kjv.json (which make_scripture.py writes), with the same check on the KJV file.
"""

import json
import os
import pathlib
import re
import sys

from pysword.cleaner import OSISCleaner
from pysword.modules import SwordModules

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import books  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
KJV_FILE = ROOT / "assets" / "scripture.json"
OUT = ROOT / "assets" / "scripture-rv1909.json"
DAILY_KJV_FILE = ROOT / "assets" / "daily" / "kjv.json"
DAILY_OUT = ROOT / "assets" / "daily" / "rv1909.json"
SWORD_PATH = os.environ.get("SWORD_PATH", "/usr/share/sword")
RV1909 = "spaRV1909eb"
KJV = "engKJV2006eb"

# Where the module's markup runs a supplied word (<transChange>, italics in print) into its neighbour, as
# (book index, chapter, verse, the cleaned text, as the 1909 printing has it). Most are words of their own
# ("Espíritu es"); an enclitic pronoun belongs to its verb ("agradándole"). Every verse with such a joint must be
# listed, and each entry must match exactly once, so the generator stops on anything not reviewed.
JOINTS = [
    (45, 12, 4, "Espíritues", "Espíritu es"),
    (45, 12, 5, "Señores", "Señor es"),
    (50, 1, 10, "agradándole", "agradándole"),
    (54, 1, 7, "sinoelde", "sino el de"),
    # The verse of the day's passages.
    (0, 15, 1, "ytu galardón", "y tu galardón"),
    (18, 33, 4, "verdadhecha", "verdad hecha"),
    (18, 107, 1, "siempreessu", "siempre es su"),
    (18, 117, 2, "Jehováespara", "Jehová es para"),
    (18, 121, 2, "socorrovienede", "socorro viene de"),
    (38, 4, 2, "alastraerásalud", "alas traerá salud"),
    (39, 19, 26, "mirándolos", "mirándolos"),
    (42, 10, 10, "quelatengan", "que la tengan"),
    (42, 14, 2, "oslohubiera", "os lo hubiera"),
    (44, 16, 20, "Jesucristoseacon", "Jesucristo sea con"),
]

# Slips of the module's transcription against the 1909 printing, in the same form, checked in the same way.
CORRECTIONS = [
    (43, 1, 8, "sereís", "seréis"),  # Hechos 1:8, "me seréis testigos": no Spanish of any date writes "sereís"
]


PSALMS = 18
# A psalm's title in the RV1909 module: the words before the psalm's first word, which the printing sets in
# capitals ("Salmo de David. JEHOVÁ es mi pastor", "…de los hijos de Coré: Salmo. ¡CUÁN amables").
TITLE = re.compile(r"^(.+?[.:]) ([¡¿]?[A-ZÁÉÍÓÚÑ]{2,}\b.*)$")


class Reader:
    """One SWORD Bible module, read by the canonical book index of books.py."""

    def __init__(self, modules, name, titled=()):
        self.bible = modules.get_bible_from_module(name)
        structure = self.bible.get_structure().get_books()
        found = [b for testament in ("ot", "nt") for b in structure[testament]]
        if len(found) != len(books.BOOKS):
            raise SystemExit(f"{name}: {len(found)} books, expected {len(books.BOOKS)}")
        for index, book in enumerate(found):
            english = re.sub(r"^III ", "3 ", re.sub(r"^II ", "2 ", re.sub(r"^I ", "1 ", book.name)))
            english = english.replace("Revelation of John", "Revelation")
            if english != books.BOOKS[index][0]:
                raise SystemExit(f"{name}, book {index + 1}: {book.name!r}, books.py says {books.BOOKS[index][0]!r}")
        self.osis = [b.osis_name for b in found]
        self.name = name
        self.cleaner = OSISCleaner()
        # The psalms whose verse 1 carries a title in this module's text (the RV1909 prints it as plain words;
        # the KJV module marks it as a title, which the cleaner drops).
        self.titled = set(titled)

    def titles(self):
        """The psalms whose title this module marks as one (the KJV module's `<title type="psalm">`)."""
        return {chapter for chapter in range(1, 151)
                if 'type="psalm"' in self.bible.get(books=[self.osis[PSALMS]], chapters=[chapter], verses=[1],
                                                     clean=False)}

    def verse(self, book, chapter, verse):
        """One verse: its markup removed, paragraph marks dropped, spaces made single, and the printing's capitals
        on a chapter's first word written as a word (the 1909 printing sets "PARA todas las cosas" in small
        capitals; the text is "Para todas las cosas")."""
        raw = self.bible.get(books=[self.osis[book]], chapters=[chapter], verses=[verse], clean=False)
        joined = re.search(r"[\w>]<transChange\b|</transChange>[\w<]", raw)
        text = self.cleaner.clean(raw) if "<" in raw else raw
        text = text.replace("\u00b6", "")
        text = re.sub(r"\s+", " ", text).strip()
        if (book, verse) == (PSALMS, 1) and chapter in self.titled:
            # A psalm's title is not of its verse 1 (the KJV's is a heading): the words from its first one on.
            match = TITLE.match(text)
            if not match:
                raise SystemExit(f"Psalm {chapter}:1: no title found before its first word in {text!r}")
            text = match.group(2)
            text = re.sub(r"^([¡¿]?[A-ZÁÉÍÓÚÑ])([A-ZÁÉÍÓÚÑ]+)\b", lambda m: m.group(1) + m.group(2).lower(), text)
        if verse == 1:
            text = re.sub(r"^([A-ZÁÉÍÓÚÑ])([A-ZÁÉÍÓÚÑ]+)\b", lambda m: m.group(1) + m.group(2).lower(), text)
        if self.name == RV1909:
            here = [(wrong, right) for (b, c, v, wrong, right) in JOINTS if (b, c, v) == (book, chapter, verse)]
            if joined and not here:
                raise SystemExit(f"{books.label(book, chapter, verse, verse)}: a supplied word touches its "
                                 f"neighbour in the markup; review it and list it in JOINTS: {raw!r}")
            here += [(wrong, right) for (b, c, v, wrong, right) in CORRECTIONS if (b, c, v) == (book, chapter, verse)]
            for wrong, right in here:
                if text.count(wrong) != 1:
                    raise SystemExit(f"{books.label(book, chapter, verse, verse)}: {wrong!r} is not in {text!r} once")
                text = text.replace(wrong, right)
        if not text:
            raise SystemExit(f"{self.name}: {books.label(book, chapter, verse, verse)} is empty")
        if re.search(r"[<>\[\]{}]", text):
            raise SystemExit(f"{self.name}: markup left in {books.label(book, chapter, verse, verse)}: {text!r}")
        return text

    def range_text(self, book, chapter, first, last):
        return " ".join(self.verse(book, chapter, v) for v in range(first, last + 1))

    def text(self, reference, label):
        """The entry text of a reference, in the KJV library's shape, each part labelled by `label`."""
        ranges = books.parts(reference)
        if len(ranges) == 1:
            return self.range_text(*ranges[0])
        return "\n".join(f"{label(*r)} \u2014 {self.range_text(*r)}" for r in ranges)


def check_reader(modules, kjv_entries):
    """The same reader and cleaning on the SWORD KJV module must give the committed KJV library word for word."""
    kjv = Reader(modules, KJV)
    for entry in kjv_entries:
        text = kjv.text(entry["ref"], books.label)
        if text != entry["text"]:
            raise SystemExit(
                f"the reader does not reproduce the KJV library at {entry['ref']}:\n"
                f"  library: {entry['text']!r}\n  SWORD:   {text!r}"
            )


def translate(rv, kjv_entries, out):
    """Writes `out`: the RV1909 of every entry of a KJV file, in its order."""
    entries = []
    for entry in kjv_entries:
        reference = entry["ref"]
        if books.normalise(reference) != reference:
            raise SystemExit(f"{reference!r} is not written as the app shows it")
        entries.append({
            "ref": reference,
            "translation": "RV1909",
            "shown": books.shown_es(reference),
            "text": rv.text(reference, books.label_es),
        })
    lines = ",\n".join("  " + json.dumps(e, ensure_ascii=False) for e in entries)
    out.write_text("[\n" + lines + "\n]\n", encoding="utf-8")
    print(f"{len(entries)} references written to {out.relative_to(ROOT)} "
          f"(the reader reproduces all {len(kjv_entries)} KJV entries)")


def main():
    modules = SwordModules(SWORD_PATH)
    found = modules.parse_modules()
    for name in (RV1909, KJV):
        if name not in found:
            raise SystemExit(f"the SWORD module {name} is not installed under {SWORD_PATH} (see README.md)")
    rv = Reader(modules, RV1909, titled=Reader(modules, KJV).titles())
    for kjv_file, out in ((KJV_FILE, OUT), (DAILY_KJV_FILE, DAILY_OUT)):
        kjv_entries = json.loads(kjv_file.read_text(encoding="utf-8"))
        check_reader(modules, kjv_entries)
        translate(rv, kjv_entries, out)


if __name__ == "__main__":
    main()
