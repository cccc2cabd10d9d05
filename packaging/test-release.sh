#!/usr/bin/env bash
# Checks the Release workflow's scripts without building anything (run by .ci/run): packaging/check-release.sh
# passes for this version's tag and refuses, each with its message, a tag that is not Cargo.toml's version, a
# CHANGELOG.md without the version's section and a store listing without the versionCode's changelog (each
# planted in a scratch copy of the files it reads); packaging/release-assets.sh gathers made-up artifacts under
# their release names with sums that check and notes taken from CHANGELOG.md, and refuses a missing .deb.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
problem() {
    echo "packaging/test-release.sh: FAILED: $1" >&2
    failed=1
}
# shellcheck source=packaging/version.sh
source packaging/version.sh

# 1. This version's tag can be released.
bash packaging/check-release.sh "v$app_version" >/dev/null || problem "check-release.sh refuses v$app_version"

# 2. Planted faults, each in a scratch copy of what check-release.sh reads.
scratch() {
    rm -rf "$work/repo"
    mkdir -p "$work/repo/packaging" "$work/repo/fastlane/metadata/android/en-US/changelogs"
    cp Cargo.toml CHANGELOG.md "$work/repo/"
    cp packaging/check-release.sh packaging/release-notes.sh packaging/version.sh "$work/repo/packaging/"
    cp "fastlane/metadata/android/en-US/changelogs/$version_code.txt" "$work/repo/fastlane/metadata/android/en-US/changelogs/"
}
refused() { # refused WHAT MESSAGE TAG: check-release.sh in the scratch copy fails, saying MESSAGE
    local said
    if said=$(bash "$work/repo/packaging/check-release.sh" "$3" 2>&1); then
        problem "check-release.sh passed $1"
    elif [[ $said != *"$2"* ]]; then
        problem "check-release.sh refused $1 without saying '$2': $said"
    fi
}
scratch
refused "a tag of another version" "is not 'v$app_version'" "v$app_version.1"
refused "a tag without its v" "is not 'v$app_version'" "$app_version"
scratch
sed -i "s/^## \[$app_version\]/## [0.0.0]/" "$work/repo/CHANGELOG.md"
refused "a CHANGELOG.md without the version's section" "CHANGELOG.md has no section '## [$app_version]'" "v$app_version"
scratch
rm "$work/repo/fastlane/metadata/android/en-US/changelogs/$version_code.txt"
refused "a listing without the versionCode's changelog" "changelogs/$version_code.txt" "v$app_version"

# 3. The release's files, from made-up artifacts.
in="$work/in"
mkdir -p "$in/standfirm-debug-apk" "$in/standfirm-release-apk" "$in/standfirm-deb" "$in/standfirm-web"
echo debug >"$in/standfirm-debug-apk/standfirm.apk"
echo release >"$in/standfirm-release-apk/standfirm.apk"
echo deb >"$in/standfirm-deb/standfirm_${app_version}-1_amd64.deb"
echo web >"$in/standfirm-web/standfirm-web-0123456789abcdef.zip"
bash packaging/release-assets.sh "$in" "$work/out" "v$app_version" >/dev/null || problem "release-assets.sh failed"
for file in "standfirm-$app_version-android.apk" "standfirm-$app_version-android-release.apk" \
    "standfirm_${app_version}-1_amd64.deb" standfirm-web-0123456789abcdef.zip SHA256SUMS release-notes.md; do
    [ -f "$work/out/$file" ] || problem "release-assets.sh made no $file"
done
(cd "$work/out" && sha256sum --quiet -c SHA256SUMS) || problem "SHA256SUMS does not check"
[ "$(wc -l <"$work/out/SHA256SUMS")" -eq 4 ] || problem "SHA256SUMS names $(wc -l <"$work/out/SHA256SUMS") files, not 4"
notes=$(bash packaging/release-notes.sh "$app_version")
grep -qF "$(head -n 1 <<<"$notes")" "$work/out/release-notes.md" || problem "the notes lack CHANGELOG.md's section"
grep -qF "SHA256SUMS" "$work/out/release-notes.md" || problem "the notes do not say how to check the files"
rm "$in/standfirm-deb/"*.deb
if bash packaging/release-assets.sh "$in" "$work/out2" "v$app_version" >/dev/null 2>&1; then
    problem "release-assets.sh passed without a .deb"
fi

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "packaging/test-release.sh: OK: v$app_version can be released; a wrong tag, a missing CHANGELOG section and a missing listing changelog are refused; the release's files are named, summed and noted"
