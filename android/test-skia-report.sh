#!/usr/bin/env bash
# Runs android/skia-report.sh over a made-up cargo-apk target folder: one target whose Skia was downloaded, one
# built from source, one kept from a build before SINCE (and an older run of the build script beside the
# newest, which must be ignored). Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
key=0.153.3/b7f043e0b1e2a850e702-aarch64-linux-android-ganesh-gl-jpegd-jpege-pdf-vulkan

# output TRIPLE PROFILE HASH LINES...: the build script's output file, as cargo keeps it.
output() {
    local dir="$work/target/$1/$2/build/skia-bindings-$3"
    shift 3
    mkdir -p "$dir"
    printf '%s\n' "$@" >"$dir/output"
}

output aarch64-linux-android debug 1111 "cargo:rerun-if-env-changed=SKIA_DEBUG" \
    "TRYING TO DOWNLOAD AND INSTALL SKIA BINARIES: $key" "  FROM: https://example.invalid/$key.tar.gz" \
    "DOWNLOAD AND INSTALL FAILED: curl error code: \"22\"" "STARTING A FULL BUILD" "HOST: x86_64-unknown-linux-gnu"
output x86_64-linux-android debug 2222 "TRYING TO DOWNLOAD AND INSTALL SKIA BINARIES: ${key/aarch64/x86_64}" \
    "DOWNLOAD AND INSTALL SUCCEEDED"
output aarch64-linux-android release 3333 "STARTING A FULL BUILD"
output aarch64-linux-android release 0000 "DOWNLOAD AND INSTALL SUCCEEDED"
touch -d '2 hours ago' "$work/target/aarch64-linux-android/release/build/skia-bindings-0000/output"
touch -d '1 hour ago' "$work/target/aarch64-linux-android/release/build/skia-bindings-3333/output"
touch -d '30 minutes ago' "$work/since"

expected="### Skia (skia-bindings)
- aarch64-linux-android, debug: built from source (no prebuilt binaries for $key: curl error code: \"22\")
- aarch64-linux-android, release: kept from an earlier build, not run now (then: built from source)
- x86_64-linux-android, debug: downloaded, prebuilt (${key/aarch64/x86_64})"
actual=$(bash android/skia-report.sh "$work/target" "$work/since")
if [ "$actual" != "$expected" ]; then
    echo "android/test-skia-report.sh: FAILED: the report was not the expected one:" >&2
    diff <(echo "$expected") <(echo "$actual") >&2 || true
    exit 1
fi
empty=$(bash android/skia-report.sh "$work/nothing")
if [[ $empty != *"no skia-bindings build script has finished"* ]]; then
    echo "android/test-skia-report.sh: FAILED: no word on an empty target folder: $empty" >&2
    exit 1
fi
echo "android/test-skia-report.sh: OK: android/skia-report.sh tells a download, a build from source and a build kept from before apart"
