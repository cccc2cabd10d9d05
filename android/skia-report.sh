#!/usr/bin/env bash
# Tells, for each Android target and profile of a cargo-apk target folder, how Skia got there: downloaded as
# rust-skia's prebuilt binaries, built from source, or kept from an earlier build (the build script did not run
# since SINCE was made). Reads the output that skia-bindings' build script leaves for cargo
# (TARGET_DIR/TRIPLE/PROFILE/build/skia-bindings-*/output). Prints Markdown, for a person or a workflow's
# summary.
#
#   android/skia-report.sh TARGET_DIR [SINCE]
set -euo pipefail

if [ "$#" -lt 1 ] || [ "$#" -gt 2 ]; then
    sed -n '2,8p' "$0" >&2
    exit 2
fi
target_dir=$1
since=${2:-}

echo "### Skia (skia-bindings)"
found=0
for triple_dir in "$target_dir"/*-linux-android*; do
    [ -d "$triple_dir" ] || continue
    for profile_dir in "$triple_dir"/*; do
        [ -d "$profile_dir/build" ] || continue
        # The newest run of the build script (an older one may be left from an earlier version).
        output=$(find "$profile_dir/build" -mindepth 2 -maxdepth 2 -path '*/skia-bindings-*/output' \
            -printf '%T@ %p\n' | sort -n | tail -n 1 | cut -d' ' -f2-)
        [ -n "$output" ] || continue
        found=1
        key=$(sed -n 's/^TRYING TO DOWNLOAD AND INSTALL SKIA BINARIES: //p' "$output" | tail -n 1)
        if grep -q '^DOWNLOAD AND INSTALL SUCCEEDED' "$output"; then
            how="downloaded, prebuilt ($key)"
        elif grep -q '^STARTING A FULL BUILD' "$output"; then
            why=$(sed -n 's/^DOWNLOAD AND INSTALL FAILED: //p' "$output" | tail -n 1 | cut -c1-160)
            detail=${key:+no prebuilt binaries for $key}
            detail=${detail:+$detail${why:+: }}$why
            how="built from source${detail:+ ($detail)}"
        elif grep -q '^STARTING OFFLINE BUILD' "$output"; then
            how="built from source (SKIA_SOURCE_DIR)"
        elif grep -q '^STARTING BIND AGAINST SYSTEM SKIA' "$output"; then
            how="bound to a Skia built elsewhere (SKIA_LIBRARY_SEARCH_PATH)"
        else
            how="not known (the build script's output says neither)"
        fi
        if [ -n "$since" ] && [ "$output" -ot "$since" ]; then
            how="kept from an earlier build, not run now (then: $how)"
        fi
        echo "- $(basename "$triple_dir"), $(basename "$profile_dir"): $how"
    done
done
if [ "$found" -eq 0 ]; then echo "- no skia-bindings build script has finished under $target_dir"; fi
