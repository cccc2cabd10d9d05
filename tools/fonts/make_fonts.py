"""Writes the app's fonts (assets/fonts/DejaVuSans.ttf and DejaVuSans-Bold.ttf) from Debian's fonts-dejavu-core,
without their TrueType hinting, and with the characters the app writes and the Latin scripts' letters alone.

Why: the renderers draw each glyph through a fresh hinting instance (femtovg's swash scaler, per glyph), so a
hinted font runs its control-value program for every glyph drawn. DejaVu's programs made that most of the web
app's first frame (tools/fonts/README.md has the measurements). On the screens the app is for (phones at 2-3x,
desktops that smooth text) hinting changes nothing a reader sees.

Which characters: the Latin letters of Basic Latin, Latin-1, Latin Extended-A, -B and Additional with their
combining marks (every language written in Latin letters, for the names people type), general punctuation,
currency signs and arrows, and every character in the app's texts (`TEXTS`: its screens, catalogues, help,
tutorials, verses and messages). The other 4,700 glyphs (Greek, Cyrillic, Arabic, Hebrew, mathematics,
symbols, box drawing, Braille...) went: 1.1 MB of the web app's module, which every visitor fetches and the
browser reads before the first frame. A character beyond them is drawn from the renderer's fallback font (the
system's, or in the browser Slint's own Inter, which has Greek and Cyrillic too). `tests/fonts.rs` checks that
the fonts have every character of `TEXTS`: a new one there means running this script again.

What changes: every glyph's instructions, the font program (`fpgm`), the control values (`cvt `) and the
tables that only describe hinted sizes (`hdmx`, `LTSH`, `VDMX`) are removed, and the control-value program
(`prep`) is one instruction that does nothing (PUSHB 1, POP). A font with no program at all would be hinted by
the renderers' automatic hinter instead, which is slower still; a font with a program that does nothing is
drawn from its plain outlines. Outlines, metrics, kerning and every glyph stay as DejaVu made them.

Usage: python3 tools/fonts/make_fonts.py [--check]
  --check   writes nothing: exits 1 if the committed fonts differ from what this script makes
Needs: Debian's fonts-dejavu-core (2.37) and python3-fonttools (4.38: another version may write other bytes).
"""

import hashlib
import io
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import ttProgram

SOURCE = Path("/usr/share/fonts/truetype/dejavu")
ROOT = Path(__file__).resolve().parents[2]
TARGET = ROOT / "assets" / "fonts"
# The Latin scripts (with their combining marks), punctuation, currency signs and arrows, kept whole.
RANGES = [(0x0020, 0x007E), (0x00A0, 0x024F), (0x0300, 0x036F), (0x1E00, 0x1EFF), (0x2000, 0x206F),
          (0x20A0, 0x20CF), (0x2190, 0x21FF)]
# Where the app's texts are, and the files among them that hold words (tests/fonts.rs reads the same).
TEXTS = ["ui", "src", "lang", "assets", "engine/content", "engine/src", "store/content", "store/src", "guide/src"]
TEXT_FILES = (".slint", ".rs", ".po", ".pot", ".json", ".md", ".txt")
FONTS = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
# The hinting-only tables.
REMOVED = ["fpgm", "cvt ", "hdmx", "LTSH", "VDMX"]
# PUSHB[0] 1; POP: a control-value program that does nothing.
NOOP_PREP = bytes([0xB0, 0x01, 0x21])


def characters():
    """Every code point the fonts keep: `RANGES`, and each character in the files of `TEXTS`."""
    kept = {code for low, high in RANGES for code in range(low, high + 1)}
    for folder in TEXTS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in TEXT_FILES and path.is_file():
                kept.update(ord(c) for c in path.read_text(encoding="utf-8") if ord(c) >= 0x20)
    return sorted(kept)


def kept_only(font, codes):
    """Removes every glyph the characters `codes` do not need (their kerning and ligatures kept)."""
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.recalc_timestamp = False
    options.drop_tables += ["FFTM"]  # FontForge's timestamps
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codes)
    subsetter.subset(font)


def unhinted(path, codes):
    """The font at `path` without its hinting, with the characters `codes` alone, as bytes."""
    font = TTFont(path)
    kept_only(font, codes)
    for tag in REMOVED:
        if tag in font:
            del font[tag]
    glyf = font["glyf"]
    empty = ttProgram.Program()
    empty.fromBytecode(b"")
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        if hasattr(glyph, "program"):
            glyph.program = empty
    prep = newTable("prep")
    prep.program = ttProgram.Program()
    prep.program.fromBytecode(NOOP_PREP)
    font["prep"] = prep
    maxp = font["maxp"]
    maxp.maxSizeOfInstructions = 0
    maxp.maxFunctionDefs = 0
    maxp.maxInstructionDefs = 0
    maxp.maxStorage = 0
    maxp.maxTwilightPoints = 0
    maxp.maxZones = 1
    maxp.maxStackElements = 1
    out = io.BytesIO()
    # A fixed modification time, so that the same source always makes the same bytes.
    font["head"].modified = font["head"].created
    font.recalcTimestamp = False
    font.save(out)
    return out.getvalue()


def main(argv):
    check = "--check" in argv
    differ = []
    codes = characters()
    for name in FONTS:
        source = SOURCE / name
        if not source.is_file():
            sys.exit(f"make_fonts: {source} is missing: apt-get install fonts-dejavu-core")
        data = unhinted(source, codes)
        target = TARGET / name
        if check:
            if not target.is_file() or target.read_bytes() != data:
                differ.append(name)
        else:
            target.write_bytes(data)
            print(f"{target.relative_to(TARGET.parents[1])}: {len(data)} bytes "
                  f"(from {source.stat().st_size}), sha256 {hashlib.sha256(data).hexdigest()[:16]}")
    if differ:
        sys.exit(f"make_fonts: not what this script makes: {', '.join(differ)}")


if __name__ == "__main__":
    main(sys.argv[1:])
