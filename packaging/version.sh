#!/usr/bin/env bash
# The app's version and the APK's versionCode, read from the root Cargo.toml: `source packaging/version.sh`
# (from the repository's root) sets `app_version` (0.1.0) and `version_code`, the number cargo-apk gives the
# APK (ndk-build's VersionCode::to_code(1): 1 << 24 | major << 16 | minor << 8 | patch), which names the store
# listing's changelog (fastlane/metadata/android/*/changelogs/CODE.txt). Run as a script, it prints both.
app_version=$(sed -n '/^\[package\]$/,/^\[/s/^version = "\([0-9]*\.[0-9]*\.[0-9]*\)"$/\1/p' Cargo.toml)
if [ -z "$app_version" ]; then
    echo "packaging/version.sh: Cargo.toml's [package] has no version" >&2
    # shellcheck disable=SC2317 # exit when run as a script, return when sourced
    return 1 2>/dev/null || exit 1
fi
IFS=. read -r _major _minor _patch <<<"$app_version"
version_code=$(((1 << 24) | (_major << 16) | (_minor << 8) | _patch))
unset _major _minor _patch
if [ "${BASH_SOURCE[0]}" = "$0" ]; then echo "$app_version $version_code"; fi
