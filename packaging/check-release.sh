#!/usr/bin/env bash
# Checks that a tag can be released (the Release workflow's first step; .ci/run runs it through
# packaging/test-release.sh): the tag is `v` + Cargo.toml's version, CHANGELOG.md has a section for that version
# (`## [X.Y.Z]`, Keep a Changelog's form) with some text in it, and the store listing has the changelog the APK's
# versionCode names (fastlane/metadata/android/en-US/changelogs/CODE.txt). Names every problem, exit 1 if any.
#
# Usage: packaging/check-release.sh TAG      (e.g. v0.1.0; in the workflow, $GITHUB_REF_NAME)
set -euo pipefail
cd "$(dirname "$0")/.."

tag=${1:?usage: packaging/check-release.sh TAG}
# shellcheck source=packaging/version.sh
source packaging/version.sh
problems=()
if [ "$tag" != "v$app_version" ]; then
    problems+=("the tag '$tag' is not 'v$app_version', Cargo.toml's version: tag v$app_version, or change the version")
fi
if ! bash packaging/release-notes.sh "$app_version" >/dev/null; then
    problems+=("CHANGELOG.md has no section '## [$app_version]' with its notes: add one (Keep a Changelog)")
fi
listing="fastlane/metadata/android/en-US/changelogs/$version_code.txt"
if ! [ -s "$listing" ]; then
    problems+=("the store listing has no $listing (versionCode $version_code of $app_version): write what is new, at most 500 characters")
fi
if [ "${#problems[@]}" -gt 0 ]; then
    echo "packaging/check-release.sh: $tag cannot be released:" >&2
    for problem in "${problems[@]}"; do echo "  - $problem" >&2; done
    exit 1
fi
echo "packaging/check-release.sh: $tag can be released: version $app_version, its CHANGELOG.md section, $listing"
