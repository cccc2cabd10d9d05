#!/usr/bin/env bash
# Renders previews of the art in assets/art to PNG, for looking at (the app loads the SVGs themselves; the
# PNGs are not committed). Usage: render.sh OUTPUT_FOLDER
#
# Every one-colour piece (armor-, symbol-, suit-, court-, dart) at 32 and 128 px, light (as drawn, on the
# parchment table) and dark (tinted with its dark colour, as Slint's colorize would, on the night-navy table);
# the figure with 0 to 6 layers; the card back, the table tiles and the Home pictures at 1x and 2x; and, when
# ImageMagick's montage is installed, one contact sheet per group (sheet-*.png).
# Needs rsvg-convert (Debian package librsvg2-bin); ImageMagick (convert, montage) for the figure and sheets.
set -euo pipefail
if [[ $# -ne 1 ]]; then
    echo "usage: render.sh OUTPUT_FOLDER" >&2
    exit 2
fi
mkdir -p "$1"
out=$(cd "$1" && pwd)
cd "$(dirname "$0")"
command -v rsvg-convert >/dev/null || {
    echo "render.sh: rsvg-convert is missing: apt-get install librsvg2-bin" >&2
    exit 1
}
light=F4EFE6 # Theme.table, light
dark=14213D  # Theme.table, dark
css=$(mktemp)
trap 'rm -f "$css"' EXIT

# The colour a one-colour piece takes on the dark table (README.md, "Colours").
dark_colour() {
    case "$1" in
        armor-* | symbol-gold-* | symbol-any) echo E0B84A ;;
        suit-hearts | suit-diamonds) echo FF6B6B ;;
        suit-* | court-* | symbol-black-shackle) echo ECEAF2 ;;
        dart) echo FF7A6B ;;
        symbol-purple-river) echo C490E4 ;;
        symbol-green-*) echo 66BB6A ;;
        symbol-red-flame) echo FF6B6B ;;
        symbol-orange-eye) echo FFA040 ;;
        symbol-dark-blue-storm-cloud) echo 8C9EFF ;;
        symbol-yellow-broken-heart) echo FFD54F ;;
        symbol-grey-*) echo B4BACB ;;
        symbol-pink-hook) echo FF80AB ;;
        symbol-brown-root) echo C8A07A ;;
        symbol-light-blue-wave) echo 29B6F6 ;;
        *) echo ECEAF2 ;;
    esac
}

render() { # render SOURCE WIDTH BACKGROUND OUTPUT [STYLESHEET]
    rsvg-convert --width "$2" --keep-aspect-ratio --background-color "#$3" ${5:+--stylesheet "$5"} "$1" --output "$4"
}

count=0
for svg in armor-*.svg symbol-*.svg suit-*.svg court-*.svg dart.svg; do
    name=${svg%.svg}
    printf '[fill]:not([fill=none]){fill:#%s !important} [stroke]{stroke:#%s !important}\n' \
        "$(dark_colour "$name")" "$(dark_colour "$name")" >"$css"
    for size in 32 128; do
        render "$svg" "$size" "$light" "$out/$name-$size-light.png"
        render "$svg" "$size" "$dark" "$out/$name-$size-dark.png" "$css"
        count=$((count + 2))
    done
done
for svg in figure-*.svg card-back.svg table-*.svg home-*.svg; do
    name=${svg%.svg}
    width=$(sed -n 's/.*<svg[^>]* width="\([0-9]*\)".*/\1/p' "$svg")
    for scale in 1 2; do
        render "$svg" $((width * scale)) "$light" "$out/$name-${scale}x-light.png"
        render "$svg" $((width * scale)) "$dark" "$out/$name-${scale}x-dark.png"
        count=$((count + 2))
    done
done

if command -v convert >/dev/null && command -v montage >/dev/null; then
    # The figure putting the armor on, one piece at a time, at 200 and 64 px tall.
    for height in 200 64; do
        for layer in base helmet breastplate belt shoes shield sword; do
            rsvg-convert --height "$height" --keep-aspect-ratio "figure-$layer.svg" --output "$out/layer-$layer.png"
        done
        for bg in "$light" "$dark"; do
            convert "$out/layer-base.png" -background "#$bg" -flatten "$out/figure-0.png"
            step=0
            for layer in helmet breastplate belt shoes shield sword; do
                convert "$out/figure-$step.png" "$out/layer-$layer.png" -composite "$out/figure-$((step + 1)).png"
                step=$((step + 1))
            done
            convert "$out"/figure-[0-6].png +append "$out/figure-$bg.png"
        done
        convert "$out/figure-$light.png" "$out/figure-$dark.png" -append "$out/sheet-figure-$height.png"
        rm -f "$out"/layer-*.png "$out"/figure-[0-6].png "$out/figure-$light.png" "$out/figure-$dark.png"
        count=$((count + 1))
    done
    for group in armor symbol suit court; do
        montage "$out/$group"-*-128-light.png "$out/$group"-*-128-dark.png -tile 8x -geometry +4+4 \
            -background '#888888' "$out/sheet-$group-128.png"
        montage "$out/$group"-*-32-light.png "$out/$group"-*-32-dark.png -tile 8x -geometry +4+4 \
            -background '#888888' "$out/sheet-$group-32.png"
        count=$((count + 2))
    done
fi
echo "render.sh: rendered $count PNGs in $out"
