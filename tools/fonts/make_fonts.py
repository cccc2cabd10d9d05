"""Writes the app's fonts (assets/fonts/DejaVuSans.ttf and DejaVuSans-Bold.ttf) from Debian's fonts-dejavu-core,
without their TrueType hinting.

Why: the renderers draw each glyph through a fresh hinting instance (femtovg's swash scaler, per glyph), so a
hinted font runs its control-value program for every glyph drawn. DejaVu's programs made that most of the web
app's first frame (tools/fonts/README.md has the measurements). On the screens the app is for (phones at 2-3x,
desktops that smooth text) hinting changes nothing a reader sees.

What changes: every glyph's instructions, the font program (`fpgm`), the control values (`cvt `) and the
tables that only describe hinted sizes (`hdmx`, `LTSH`, `VDMX`) are removed, and the control-value program
(`prep`) is one instruction that does nothing (PUSHB 1, POP). A font with no program at all would be hinted by
the renderers' automatic hinter instead, which is slower still; a font with a program that does nothing is
drawn from its plain outlines. Outlines, metrics, kerning and every glyph stay as DejaVu made them.

Usage: python3 tools/fonts/make_fonts.py [--check]
  --check   writes nothing: exits 1 if the committed fonts differ from what this script makes
Needs: Debian's fonts-dejavu-core (2.37) and python3-fonttools.
"""

import hashlib
import io
import sys
from pathlib import Path

from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import ttProgram

SOURCE = Path("/usr/share/fonts/truetype/dejavu")
TARGET = Path(__file__).resolve().parents[2] / "assets" / "fonts"
FONTS = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
# The hinting-only tables.
REMOVED = ["fpgm", "cvt ", "hdmx", "LTSH", "VDMX"]
# PUSHB[0] 1; POP: a control-value program that does nothing.
NOOP_PREP = bytes([0xB0, 0x01, 0x21])


def unhinted(path):
    """The font at `path` without its hinting, as bytes."""
    font = TTFont(path)
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
    for name in FONTS:
        source = SOURCE / name
        if not source.is_file():
            sys.exit(f"make_fonts: {source} is missing: apt-get install fonts-dejavu-core")
        data = unhinted(source)
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
