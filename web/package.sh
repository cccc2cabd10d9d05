#!/usr/bin/env bash
# Packs a site folder that web/build.sh wrote as one zip, for GitHub Pages' artifact check and the Release's
# download: `standfirm-web-VERSION.zip` (VERSION from the site's version.json) in OUT, with the folder's files
# at its root, their times and order fixed (the same site gives the same bytes), and its SHA-256 beside it
# (`NAME.zip.sha256`, as sha256sum writes it). Prints the zip's path on its last line.
#
# Usage: web/package.sh [SITE] [OUT]   (defaults: target/web/site/standfirm, target/web/dist)
set -euo pipefail
cd "$(dirname "$0")/.."

site=${1:-target/web/site/standfirm}
out=${2:-target/web/dist}
fail() { echo "web/package.sh: FAILED: $*" >&2; exit 1; }

if ! [ -f "$site/index.html" ] || ! [ -f "$site/version.json" ] || ! [ -f "$site/sw.js" ]; then
    fail "$site is not a site web/build.sh wrote (index.html, sw.js, version.json)"
fi
version=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["version"])' "$site/version.json")
[[ $version =~ ^[0-9a-f]{16}$ ]] || fail "$site/version.json names no version ('$version')"
# Every file the service worker caches is in the folder: a site with one missing would not work offline.
python3 - "$site" <<'PY' || fail "the service worker names a file the site lacks"
import pathlib, re, sys
site = pathlib.Path(sys.argv[1])
files = re.search(r"const FILES = \[(.*?)\];", (site / "sw.js").read_text()).group(1)
missing = [f for f in re.findall(r'"([^"]+)"', files) if f != "./" and not (site / f).is_file()]
sys.exit(f"missing: {missing}" if missing else 0)
PY

mkdir -p "$out"
out=$(cd "$out" && pwd)
zip="$out/standfirm-web-$version.zip"
rm -f "$zip"
# Python's zipfile: fixed times (1980-01-01, zip's earliest), sorted names, the same bytes every time.
python3 - "$site" "$zip" <<'PY'
import pathlib, sys, zipfile
site, zip_path = pathlib.Path(sys.argv[1]), sys.argv[2]
with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        info = zipfile.ZipInfo(path.relative_to(site).as_posix(), date_time=(1980, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        archive.writestr(info, path.read_bytes())
PY
(cd "$out" && sha256sum "$(basename "$zip")" >"$(basename "$zip").sha256")
echo "web/package.sh: $(basename "$zip"): $(stat -c %s "$zip") bytes, sha256 $(cut -d' ' -f1 "$zip.sha256")"
echo "$zip"
