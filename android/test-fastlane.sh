#!/usr/bin/env bash
# Checks the store listing (fastlane/metadata/android/en-US/ and es/, the layout F-Droid reads) and the script that
# makes its screenshots, without a Slint build: android/fastlane-screenshots.sh over made-up PNGs must copy the
# chosen screens as 1.png, 2.png, … into phoneScreenshots/ and tenInchScreenshots/ (removing old ones), and
# must refuse a missing screen or one of the wrong size; every screen it chooses must be one the screenshot
# example makes (examples/screenshots.rs and its modules in examples/screenshots/). The texts must keep to F-Droid's limits, and the changelog must be named by the versionCode
# cargo-apk gives the APK. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
problem() {
    echo "android/test-fastlane.sh: FAILED: $1" >&2
    failed=1
}

# png W H FILE: the start of a PNG of W×H pixels (signature and IHDR), then its own name, so that each
# differs.
png() {
    mkdir -p "$(dirname "$3")"
    {
        printf '\211PNG\r\n\032\n\000\000\000\rIHDR'
        printf '%08x%08x' "$1" "$2" | sed 's/../\\x&/g' | xargs -0 printf
        printf '\010\006\000\000\000%s' "$3"
    } >"$3"
}

mapfile -t shots < <(bash android/fastlane-screenshots.sh --list)
[ "${#shots[@]}" -ge 2 ] || problem "fastlane-screenshots.sh --list names ${#shots[@]} screens"
for shot in "${shots[@]}"; do
    png 412 915 "$work/shots/android-phone/$shot.png"
    png 800 1280 "$work/shots/android-tablet/$shot.png"
    png 412 915 "$work/shots/android-phone/unchosen-$shot.png"
    # Each one is a screen the screenshot example makes ("3x-strongholds-" and the moment's own name).
    case "$shot" in
        3x-strongholds-*) name=${shot#3x-strongholds-} ;;
        *) name=$shot ;;
    esac
    grep -qF "\"$name\"" examples/screenshots.rs examples/screenshots/*.rs ||
        problem "the screenshot example (examples/screenshots.rs and examples/screenshots/) makes no screen '$shot'"
done
png 412 915 "$work/images/phoneScreenshots/9.png"

if ! bash android/fastlane-screenshots.sh --from "$work/shots" --to "$work/images" --readme "$work/readme" >"$work/out" 2>&1; then
    problem "fastlane-screenshots.sh failed over good screenshots:"
    cat "$work/out" >&2
else
    for entry in "android-phone phoneScreenshots" "android-tablet tenInchScreenshots"; do
        read -r size folder <<<"$entry"
        expected=$(seq 1 "${#shots[@]}" | sed 's/$/.png/' | sort)
        actual=$(find "$work/images/$folder" -type f -printf '%f\n' | sort)
        [ "$actual" = "$expected" ] || problem "$folder holds $(echo "$actual" | tr '\n' ' '), not 1.png to ${#shots[@]}.png"
        for i in "${!shots[@]}"; do
            cmp -s "$work/shots/$size/${shots[$i]}.png" "$work/images/$folder/$((i + 1)).png" ||
                problem "$folder/$((i + 1)).png is not $size/${shots[$i]}.png"
        done
    done
    # README.md's four pictures: the phone's Home and a table of each game, under the names README.md shows.
    for name in home armor-of-god pip-armor strongholds; do
        [ -f "$work/readme/phone-$name.png" ] || problem "fastlane-screenshots.sh made no docs/images/phone-$name.png"
        grep -qF "docs/images/phone-$name.png" README.md || problem "README.md does not show docs/images/phone-$name.png"
        [ -f "docs/images/phone-$name.png" ] || problem "docs/images/phone-$name.png is not committed"
    done
fi

# refused DESCRIPTION TEXT: the script must fail over $work/bad, saying TEXT, and leave the listing alone.
refused() {
    if bash android/fastlane-screenshots.sh --from "$work/bad" --to "$work/bad-images" --readme "$work/bad-readme" >"$work/out" 2>&1; then
        problem "fastlane-screenshots.sh took $1"
    elif ! grep -qF -- "$2" "$work/out"; then
        problem "fastlane-screenshots.sh refused $1, but not with '$2':"
        cat "$work/out" >&2
    elif [ -e "$work/bad-images" ] || [ -e "$work/bad-readme" ]; then
        problem "fastlane-screenshots.sh wrote images although it refused $1"
    fi
}
cp -r "$work/shots" "$work/bad"
rm "$work/bad/android-tablet/${shots[1]}.png"
refused "a missing screen" "the screenshot example made no '${shots[1]}' at android-tablet"
rm -r "$work/bad"
cp -r "$work/shots" "$work/bad"
png 412 914 "$work/bad/android-phone/${shots[0]}.png"
refused "a screen of the wrong size" "is 412x914, not 412x915"

# The texts of each language's listing (en-US, es), within F-Droid's limits (characters).
within() {
    local chars
    [ -s "$listing/$1" ] || {
        problem "no $listing/$1"
        return 0
    }
    chars=$(python3 -c 'import sys; print(len(open(sys.argv[1], encoding="utf-8").read().strip()))' "$listing/$1")
    [ "$chars" -le "$2" ] || problem "$listing/$1 has $chars characters, more than $2"
}

# The changelog is named by cargo-apk's versionCode (packaging/version.sh).
# shellcheck source=packaging/version.sh
source packaging/version.sh
version=$app_version
code=$version_code
for language in en-US es; do
    listing=fastlane/metadata/android/$language
    within title.txt 50
    within short_description.txt 80
    within full_description.txt 4000
    within "changelogs/$code.txt" 500
done
listing=fastlane/metadata/android/en-US

icon=$(od -An -tu1 -j16 -N8 "$listing/images/icon.png" | tr -s ' \n' ' ')
[ "$icon" = " 0 0 2 0 0 0 2 0 " ] || problem "$listing/images/icon.png is not 512×512 (IHDR:$icon)"

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "android/test-fastlane.sh: OK: the listing's texts (en-US, es) within F-Droid's limits, changelogs/$code.txt (version $version), a 512×512 icon; fastlane-screenshots.sh copies ${#shots[@]} screens per size as 1.png… and refuses a missing one or a wrong size"
