#!/usr/bin/env bash
# Gathers a release's files into one folder with names that say what each is, writes their SHA-256 sums and
# the release's notes (the Release workflow's last job; .ci/run runs it through packaging/test-release.sh):
#
#   standfirm-VERSION-android.apk          the debug-signed APK (arm64-v8a and x86_64), always
#   standfirm-VERSION-android-release.apk  the release-signed APK (arm64-v8a), when one was built
#   standfirm_VERSION-1_amd64.deb          the desktop package (cargo-deb's name)
#   standfirm-web-SITEVERSION.zip          the web app, to serve from any static host
#   SHA256SUMS                             `sha256sum -c SHA256SUMS` checks them all
#   release-notes.md                       CHANGELOG.md's section for VERSION, and how to check the files
#
# Usage: packaging/release-assets.sh IN OUT TAG
#   IN   the downloaded artifacts: standfirm-debug-apk/standfirm.apk, standfirm-release-apk/standfirm.apk
#        (optional), standfirm-deb/*.deb, standfirm-web/*.zip
set -euo pipefail
cd "$(dirname "$0")/.."

in=${1:?usage: packaging/release-assets.sh IN OUT TAG}
out=${2:?usage: packaging/release-assets.sh IN OUT TAG}
tag=${3:?usage: packaging/release-assets.sh IN OUT TAG}
version=${tag#v}
fail() { echo "packaging/release-assets.sh: FAILED: $*" >&2; exit 1; }

one() { # one PATTERN WHAT: the single file matching PATTERN
    local matches
    mapfile -t matches < <(compgen -G "$1" || true)
    [ "${#matches[@]}" -eq 1 ] || fail "expected one $2 ($1), found ${#matches[@]}"
    echo "${matches[0]}"
}

mkdir -p "$out"
cp "$(one "$in/standfirm-debug-apk/*.apk" "debug APK")" "$out/standfirm-$version-android.apk"
if compgen -G "$in/standfirm-release-apk/*.apk" >/dev/null; then
    cp "$(one "$in/standfirm-release-apk/*.apk" "release APK")" "$out/standfirm-$version-android-release.apk"
fi
deb=$(one "$in/standfirm-deb/*.deb" ".deb")
[[ $(basename "$deb") == standfirm_"$version"-* ]] || fail "the .deb $(basename "$deb") is not version $version"
cp "$deb" "$out/"
cp "$(one "$in/standfirm-web/standfirm-web-*.zip" "web zip")" "$out/"

mapfile -t assets < <(find "$out" -maxdepth 1 -type f ! -name SHA256SUMS ! -name release-notes.md -printf '%f\n' | LC_ALL=C sort)
(cd "$out" && sha256sum "${assets[@]}" >SHA256SUMS.new && mv SHA256SUMS.new SHA256SUMS)
{
    bash packaging/release-notes.sh "$version" || fail "CHANGELOG.md has no section for $version"
    echo
    echo "### The files"
    echo
    echo "- **Android**: \`standfirm-$version-android.apk\` (phones, tablets and the emulator; Android 8.0 and"
    echo "  newer). Open it on the phone and allow the install, or \`adb install -r\` it."
    if [ -f "$out/standfirm-$version-android-release.apk" ]; then
        echo "- **Android, release-signed**: \`standfirm-$version-android-release.apk\` (arm64-v8a)."
    fi
    echo "- **Linux desktop**: \`$(basename "$deb")\` for Debian 12 and Ubuntu 22.04 or newer (amd64):"
    echo "  \`sudo apt install ./$(basename "$deb")\`."
    echo "- **The web app**, to host yourself: \`$(basename "$(one "$out/standfirm-web-*.zip" "web zip")")\`"
    echo "  (any static web server over https)."
    echo
    echo "Check a download with \`sha256sum -c SHA256SUMS --ignore-missing\`."
} >"$out/release-notes.md"
echo "packaging/release-assets.sh: $(wc -l <"$out/SHA256SUMS") files in $out, with SHA256SUMS and release-notes.md"
