#!/usr/bin/env python3
"""Checks that the Stronghold symbols differ by shape, not colour.

Each symbol-*.svg here (the fifteen Stronghold symbols and symbol-any.svg, the mark of a Truth that defeats
any Stronghold) is rasterised in one colour at 24x24 px with rsvg-convert. A pixel is "inked" when its alpha is
at least 128 of 255. For every pair A, B the score is

    difference(A, B) = |pixels inked in exactly one of A, B| / |pixels inked in A or B|

(1 minus the Jaccard index of the two inked sets: 0 for the same picture, 1 for pictures that never overlap).
Every pair must score at least 0.25. The same measure compares each symbol with the seven anointing icons
(the Path commands in ui/widgets/chip.slint) so that none reuses an anointing's shape.

Needs only rsvg-convert (Debian: librsvg2-bin) and Python 3's standard library. Exit status 1 on a failure.
Usage: check_symbols.py [--size N] [--min 0.25]
"""
import argparse
import itertools
import pathlib
import re
import struct
import subprocess
import sys
import tempfile
import zlib

HERE = pathlib.Path(__file__).resolve().parent
CHIP = HERE.parent.parent / "ui" / "widgets" / "chip.slint"
# Every fill and stroke in one colour, as Slint's colorize does.
ONE_COLOUR = "[fill]:not([fill=none]){fill:#000 !important} [stroke]{stroke:#000 !important}"


def png_alpha(data):
    """The alpha channel of an 8-bit RGBA, non-interlaced PNG (what rsvg-convert writes), as rows of ints."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour == 6 and interlace == 0, "expected 8-bit RGBA"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * 4, [], bytearray(width * 4)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b = prev[i]
            c = prev[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([line[x * 4 + 3] for x in range(width)])
        prev = line
    return rows


def inked(svg, size, css):
    """The set of inked pixels of an SVG file rendered at size x size."""
    png = subprocess.run(["rsvg-convert", "--width", str(size), "--height", str(size), "--stylesheet", css, str(svg)],
                         check=True, capture_output=True).stdout
    return {(x, y) for y, row in enumerate(png_alpha(png)) for x, a in enumerate(row) if a >= 128}


def difference(a, b):
    return len(a ^ b) / len(a | b)


def anointing_svgs(folder):
    """The seven anointing icons of chip.slint as SVG files (24x24 viewBox; the staff is a 2.6 stroke)."""
    text = CHIP.read_text()
    names = ["flame", "lamp", "sun", "shield", "book", "crown"]
    paths = re.findall(r'"(M[^"]+Z)"', text)[:6]
    staff = re.search(r'commands: "(M15 23V8\.5[^"]*)"', text)
    files = {}
    for name, d in zip(names, paths):
        body = f'<path fill="#000" fill-rule="evenodd" d="{d}"/>'
        files[name] = body
    if staff:
        files["staff"] = f'<path fill="none" stroke="#000" stroke-width="2.6" d="{staff.group(1)}"/>'
    out = {}
    for name, body in files.items():
        p = pathlib.Path(folder) / f"anointing-{name}.svg"
        p.write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">{body}</svg>')
        out[name] = p
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--min", type=float, default=0.25)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        css = pathlib.Path(tmp) / "one-colour.css"
        css.write_text(ONE_COLOUR)
        symbols = {p.stem[len("symbol-"):]: inked(p, args.size, css) for p in sorted(HERE.glob("symbol-*.svg"))}
        anointings = {n: inked(p, args.size, css) for n, p in anointing_svgs(tmp).items()} if CHIP.exists() else {}
    if len(symbols) != 16:
        print(f"expected 16 symbols (15 Strongholds and 'any'), found {len(symbols)}")
        return 1
    pairs = sorted((difference(symbols[a], symbols[b]), a, b) for a, b in itertools.combinations(symbols, 2))
    print(f"{len(symbols)} symbols at {args.size}x{args.size} px; the closest pairs:")
    for score, a, b in pairs[:5]:
        print(f"  {score:.3f}  {a} / {b}")
    versus = sorted((difference(s, i), a, n) for a, s in symbols.items() for n, i in anointings.items())
    if versus:
        print("closest to an anointing icon:")
        for score, a, n in versus[:3]:
            print(f"  {score:.3f}  {a} / anointing {n}")
    failed = [p for p in pairs + versus if p[0] < args.min]
    score, a, b = pairs[0]
    print(f"minimum pair: {a} / {b} = {score:.3f} (needs {args.min})" + (f"; {len(failed)} pairs fail" if failed else "; pass"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
