#!/usr/bin/env bash
# Renders the hand-written icon sources (assets/icons/*.svg) to every PNG the app ships: Android's launcher
# icon at each density (legacy icon, adaptive foreground and monochrome layers) under android/res/, the
# desktop's hicolor sizes under assets/icons/hicolor/, and the store listing's icon under fastlane/. Needs
# rsvg-convert (Debian package librsvg2-bin). Run it after editing an SVG and commit the PNGs with it.
set -euo pipefail
cd "$(dirname "$0")"
command -v rsvg-convert >/dev/null || {
    echo "render.sh: rsvg-convert is missing: apt-get install librsvg2-bin" >&2
    exit 1
}
res=../../android/res

web=../../web/icons
parchment="#F4EFE6" # the adaptive icon's background (android/res/values/colors.xml), the app's light table

render() { # render SOURCE SIZE OUTPUT [BACKGROUND]
    mkdir -p "$(dirname "$3")"
    rsvg-convert --width "$2" --height "$2" --keep-aspect-ratio ${4:+--background-color "$4"} "$1" --output "$3"
}

# Android densities: name, launcher icon size (48 dp), adaptive layer size (108 dp).
for density in mdpi:48:108 hdpi:72:162 xhdpi:96:216 xxhdpi:144:324 xxxhdpi:192:432; do
    IFS=: read -r name icon layer <<<"$density"
    render standfirm.svg "$icon" "$res/mipmap-$name/ic_launcher.png"
    render standfirm-foreground.svg "$layer" "$res/mipmap-$name/ic_launcher_foreground.png"
    render standfirm-monochrome.svg "$layer" "$res/mipmap-$name/ic_launcher_monochrome.png"
done

# Desktop (freedesktop hicolor theme; the .deb also installs standfirm.svg as the scalable icon).
for size in 48 64 128 256; do
    render standfirm.svg "$size" "hicolor/${size}x${size}/apps/standfirm.png"
done

# The store listing's icon (fastlane's layout, which F-Droid reads): 512×512.
listing=../../fastlane/metadata/android/en-US/images
render standfirm.svg 512 "$listing/icon.png"
# The web app (web/manifest.webmanifest). A maskable icon keeps its content inside the centre 80% circle; the
# adaptive foreground keeps it inside the centre 66 dp of 108, so it fits as it is.
for size in 192 512; do
    render standfirm.svg "$size" "$web/icon-$size.png"
    render standfirm-foreground.svg "$size" "$web/maskable-$size.png" "$parchment"
done
render standfirm.svg 180 "$web/apple-touch-icon.png"
echo "render.sh: rendered $(find "$res" hicolor "$web" "$listing/icon.png" -name '*.png' | wc -l) PNGs"
