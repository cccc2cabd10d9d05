#!/usr/bin/env bash
# Makes the store listing's screenshots, in the folders of fastlane's layout that F-Droid reads: the real
# screens at the Android phone size (412×915) and tablet size (800×1280), rendered by the screenshot example
# (examples/screenshots.rs: a full Slint build), and the chosen ones copied as 1.png, 2.png, … (F-Droid shows
# them in the order of their names) into images/phoneScreenshots/ and images/tenInchScreenshots/. Each
# folder's old PNGs are removed first; each PNG's size is checked. The same run gives README.md its four
# pictures (Home and a table of each game, at the phone size) in docs/images/.
#
#   android/fastlane-screenshots.sh [--from DIR] [--to DIR] [--readme DIR]
#   android/fastlane-screenshots.sh --list
#
#   --from DIR  take the PNGs from DIR/android-phone/ and DIR/android-tablet/, made earlier by
#               `cargo run --example screenshots -- DIR GROUP android-phone` (and android-tablet) for the
#               groups below, instead of running the example
#   --to DIR    the listing's images folder (default: fastlane/metadata/android/en-US/images)
#   --readme DIR  the README's pictures' folder (default: docs/images)
#   --list      print the screens chosen, in order, one a line, and stop
set -euo pipefail
cd "$(dirname "$0")/.."

# The screens of the listing, in order, as the screenshot example names them: Home, each game's table, the
# hand-off of a pass-and-play table, the chance panel, a verse in full; and the example's groups that make them
# (each run on its own: a group that fails does not stop the others).
shots=(01-home 11-aog-table 23-pip-stand 3x-strongholds-05-truth-targets 3x-strongholds-02-handoff 90-chance-aog
    65-verse)
groups=(solo strongholds chance help)
# README.md's four pictures, from the phone's screens above: each screen and its name in docs/images/.
readme_shots=("01-home phone-home" "11-aog-table phone-armor-of-god" "23-pip-stand phone-pip-armor"
    "3x-strongholds-05-truth-targets phone-strongholds")
# The screenshot example's size folder, the listing's folder, and the PNG's size in pixels.
sizes=("android-phone phoneScreenshots 412x915" "android-tablet tenInchScreenshots 800x1280")

usage() {
    sed -n '2,17p' "$0" >&2
    exit 2
}
from=""
to=fastlane/metadata/android/en-US/images
readme=docs/images
while [ "$#" -gt 0 ]; do
    case "$1" in
        --from)
            [ "$#" -ge 2 ] || usage
            from=$2
            shift 2
            ;;
        --to)
            [ "$#" -ge 2 ] || usage
            to=$2
            shift 2
            ;;
        --readme)
            [ "$#" -ge 2 ] || usage
            readme=$2
            shift 2
            ;;
        --list)
            printf '%s\n' "${shots[@]}"
            exit 0
            ;;
        *) usage ;;
    esac
done

fail() {
    echo "fastlane-screenshots.sh: FAILED: $1" >&2
    exit 1
}

if [ -z "$from" ]; then
    from=$(mktemp -d)
    trap 'rm -rf "$from"' EXIT
    for entry in "${sizes[@]}"; do
        read -r size _ _ <<<"$entry"
        for group in "${groups[@]}"; do
            # The debug build, whose Slint debug info the example's element queries need.
            cargo run --example screenshots -- "$from" "$group" "$size" ||
                fail "the screenshot example failed for the group $group at $size"
        done
    done
fi

# The width and height of a PNG (its IHDR chunk, bytes 16 to 23), as WxH.
png_size() {
    local bytes
    bytes=$(od -An -tu1 -j16 -N8 "$1" | tr -s ' \n' ' ')
    read -r -a b <<<"$bytes"
    [ "${#b[@]}" -eq 8 ] || return 1
    echo "$(((b[0] << 24) + (b[1] << 16) + (b[2] << 8) + b[3]))x$(((b[4] << 24) + (b[5] << 16) + (b[6] << 8) + b[7]))"
}

# All sources checked before anything is replaced.
for entry in "${sizes[@]}"; do
    read -r size _ pixels <<<"$entry"
    for shot in "${shots[@]}"; do
        source="$from/$size/$shot.png"
        [ -f "$source" ] || fail "no $source: the screenshot example made no '$shot' at $size (choose another screen in this script)"
        [ "$(head -c 8 "$source" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$source is not a PNG"
        actual=$(png_size "$source") || fail "cannot read the size of $source"
        [ "$actual" = "$pixels" ] || fail "$source is $actual, not $pixels"
    done
done

for entry in "${sizes[@]}"; do
    read -r size folder pixels <<<"$entry"
    mkdir -p "$to/$folder"
    find "$to/$folder" -maxdepth 1 -name '*.png' -delete
    n=0
    for shot in "${shots[@]}"; do
        n=$((n + 1))
        cp "$from/$size/$shot.png" "$to/$folder/$n.png"
    done
    echo "fastlane-screenshots.sh: $n screenshots of $pixels in $to/$folder/ (${shots[*]})"
done

mkdir -p "$readme"
for entry in "${readme_shots[@]}"; do
    read -r shot name <<<"$entry"
    cp "$from/android-phone/$shot.png" "$readme/$name.png"
done
echo "fastlane-screenshots.sh: ${#readme_shots[@]} pictures for README.md in $readme/"
