#!/usr/bin/env bash
# The real cargo-apk (the version android/build-apk.sh pins) on this workspace, without the Android SDK (run by
# .ci/run): `android/build-apk.sh --until-sdk` must get past the workspace, the manifest, the package and its
# features and stop at the step that needs the SDK. Then a planted fault: a scratch copy of the workspace with
# "." in `workspace.members` (what stopped every APK build in its first minute) must fail with cargo-apk's
# "Did not expect a `[workspace]`". Nothing is compiled for Android here (android/check.sh does that).
#
# cargo-apk is installed once into the target folder (target/tools/cargo-apk; CARGO_APK_ROOT overrides).
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_APK_ROOT="${CARGO_APK_ROOT:-$PWD/target/tools/cargo-apk}"
failed=0
problem() {
    echo "android/test-apk-workspace.sh: FAILED: $1" >&2
    failed=1
}

# 1. This workspace: cargo-apk stops at the SDK.
bash android/build-apk.sh --until-sdk || problem "cargo-apk did not stop at the SDK on this workspace (above)"

# 2. The planted fault, in a scratch copy of the workspace's files (the tracked ones and new ones not ignored).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - 2>/dev/null | tar -xf - -C "$work"
sed -i 's/^members = \[/members = [".", /' "$work/Cargo.toml"
grep -q '^members = \["\.", ' "$work/Cargo.toml" || problem "the fault was not planted in the scratch Cargo.toml"
if said=$(bash "$work/android/build-apk.sh" --until-sdk 2>&1); then
    problem "with \".\" in workspace.members the check passed"
elif ! grep -qF "Did not expect a \`[workspace]\`" <<<"$said"; then
    problem "with \".\" in workspace.members it failed without cargo-apk's message: $said"
fi

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "android/test-apk-workspace.sh: OK: cargo-apk stops at the SDK on this workspace; with \".\" in workspace.members it fails with 'Did not expect a \`[workspace]\`'"
